/**
 * The seven REST sample languages (src/samples) and the ```http samples fence
 * (plugins/remark/restSamples.ts): every language sends the same request, builds
 * Basic auth from "KEY:", keeps the JSON body intact, and the JavaScript parses.
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import remarkRestSamples, {samplesTabs} from '../../plugins/remark/restSamples';
import {
  createRequest,
  formatHttpFence,
  HttpSamplesError,
  parseFenceMeta,
  parseHttpFence,
  restSamples,
  sampleLanguages,
  SAMPLES_GROUP_ID,
  type JsonValue,
  type RestRequest,
} from '../../lib/samples';

const tricky: JsonValue = {
  objects: ['A-1', {objectId: 'Standing floor', quantity: 2}, {objectId: 'B-7', extraData: {}}],
  holdToken: 'YOUR_HOLD_TOKEN',
  note: `it's "quoted" \\ back\nslash #{not} $interpolated ${'\u00e9'}\u00e0 \u2603`,
  price: -12.5,
  count: 0,
  flags: [true, false, null],
  empty: [],
  nested: {deep: {deeper: ['x']}},
};

const requests: Record<string, RestRequest> = {
  'GET with a query string': parseHttpFence('GET /events?limit=100&start_after_id=90310'),
  'POST with a JSON body': parseHttpFence(
    ['POST /events/YOUR_EVENT_KEY/actions/book', 'Content-Type: application/json', '', JSON.stringify(tricky, null, 2)].join('\n'),
  ),
  'admin key and X-Workspace-Key': parseHttpFence('GET /events/YOUR_EVENT_KEY\nX-Workspace-Key: YOUR_WORKSPACE_KEY', {
    key: 'YOUR_COMPANY_ADMIN_KEY',
  }),
  'percent-encoded key in the path': parseHttpFence('GET /reports/events/YOUR_EVENT_KEY/bySection/Balc%C3%A3o%20Nobre'),
  'DELETE with an array body': createRequest({
    method: 'DELETE',
    path: '/ticket-buyers',
    body: ['buyer-1', 'buyer-2'],
    key: 'YOUR_COMPANY_ADMIN_KEY',
  }),
  gzip: parseHttpFence('GET /reports/events/YOUR_EVENT_KEY/byStatus\nAccept-Encoding: gzip'),
  'binary response saved to a file': parseHttpFence('GET /charts/YOUR_CHART_KEY/version/published/thumbnail', {
    output: 'thumbnail.png',
  }),
  'gzip and a binary response': parseHttpFence('GET /charts/YOUR_CHART_KEY/version/draft/thumbnail\nAccept-Encoding: gzip', {
    output: 'draft.png',
  }),
};

function sample(request: RestRequest, id: string): string {
  const found = restSamples(request).find((s) => s.id === id);
  if (!found) throw new Error(`no ${id} sample`);
  return found.code;
}

// ---------------------------------------------------------------------------
// Reading literals back: each language's body literal, turned into a JSON value.

type Dialect = 'js' | 'python' | 'ruby' | 'php';

function unescape(body: string, quote: string, dialect: Dialect): string {
  const raw = quote === "'" && (dialect === 'ruby' || dialect === 'php');
  let out = '';
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (char !== '\\') {
      out += char;
      continue;
    }
    const next = body[++i];
    if (raw) {
      out += next === '\\' || next === "'" ? next : `\\${next}`;
      continue;
    }
    if (next === 'n') out += '\n';
    else if (next === 'r') out += '\r';
    else if (next === 't') out += '\t';
    else if (next === 'x') {
      out += String.fromCharCode(parseInt(body.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (next === 'u' && body[i + 1] === '{') {
      const end = body.indexOf('}', i);
      out += String.fromCodePoint(parseInt(body.slice(i + 2, end), 16));
      i = end;
    } else if (next === 'u') {
      out += String.fromCharCode(parseInt(body.slice(i + 1, i + 5), 16));
      i += 4;
    } else out += next;
  }
  return out;
}

/** A small parser for the literals our generators print (not a general one). */
function literalToJson(source: string, dialect: Dialect): JsonValue {
  let pos = 0;
  const skip = () => {
    while (/\s/.test(source[pos] ?? '')) pos += 1;
  };
  const expect = (token: string) => {
    skip();
    if (!source.startsWith(token, pos)) throw new Error(`expected ${token} at ${pos}: ${source.slice(pos, pos + 20)}`);
    pos += token.length;
  };
  const peek = (token: string) => {
    skip();
    return source.startsWith(token, pos);
  };
  const string = (): string => {
    const quote = source[pos];
    let end = pos + 1;
    while (source[end] !== quote) end += source[end] === '\\' ? 2 : 1;
    const value = unescape(source.slice(pos + 1, end), quote, dialect);
    pos = end + 1;
    return value;
  };
  const key = (): string => {
    skip();
    if (source[pos] === "'" || source[pos] === '"') return string();
    const name = /^[A-Za-z_$][\w$]*/.exec(source.slice(pos))![0];
    pos += name.length;
    return name;
  };
  const pairSeparator = dialect === 'ruby' || dialect === 'php' ? '=>' : ':';
  const value = (): JsonValue => {
    skip();
    const rest = source.slice(pos);
    for (const [word, result] of [
      ['new stdClass()', {}],
      ['true', true],
      ['True', true],
      ['false', false],
      ['False', false],
      ['null', null],
      ['None', null],
      ['nil', null],
    ] as const) {
      if (rest.startsWith(word)) {
        pos += word.length;
        return result as JsonValue;
      }
    }
    if (source[pos] === "'" || source[pos] === '"') return string();
    const number = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(rest);
    if (number) {
      pos += number[0].length;
      return Number(number[0]);
    }
    if (source[pos] === '[' && dialect === 'php') {
      // A PHP array is a JSON object when its first entry has a key.
      const save = pos;
      pos += 1;
      const isEmpty = peek(']');
      let isMap = false;
      if (!isEmpty) {
        const probe = pos;
        value();
        isMap = peek('=>');
        pos = probe;
      }
      pos = save;
      return isMap ? container('[', ']', true) : container('[', ']', false);
    }
    if (source[pos] === '[') return container('[', ']', false);
    if (source[pos] === '{') return container('{', '}', true);
    throw new Error(`unexpected ${rest.slice(0, 20)}`);
  };
  const container = (open: string, close: string, isObject: boolean): JsonValue => {
    expect(open);
    const items: JsonValue[] = [];
    const entries: Record<string, JsonValue> = {};
    while (!peek(close)) {
      if (isObject) {
        const name = key();
        expect(pairSeparator);
        entries[name] = value();
      } else items.push(value());
      if (peek(',')) expect(',');
    }
    expect(close);
    return isObject ? entries : items;
  };
  const result = value();
  skip();
  if (pos !== source.length) throw new Error(`trailing text: ${source.slice(pos)}`);
  return result;
}

/** Text between an opening marker and the bracket that closes the literal right after it. */
function balancedAfter(code: string, marker: string): string {
  const found = code.indexOf(marker);
  if (found < 0) throw new Error(`no ${marker} in the code`);
  const start = found + marker.length;
  let depth = 0;
  let quote: string | null = null;
  for (let i = start; i < code.length; i += 1) {
    const char = code[i];
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === "'" || char === '"') quote = char;
    else if (char === '[' || char === '{') depth += 1;
    else if (char === ']' || char === '}') {
      depth -= 1;
      if (depth === 0) return code.slice(start, i + 1).trim();
    }
  }
  throw new Error(`no literal after ${marker}`);
}

function dedent(text: string): string {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const indent = Math.min(...lines.map((line) => /^ */.exec(line)![0].length));
  return text
    .split('\n')
    .map((line) => line.slice(indent))
    .join('\n');
}

/** The JSON body each language sends, read back from its code. */
const bodyReaders: Record<string, (code: string) => JsonValue> = {
  curl: (code) => JSON.parse(/ -d '((?:[^']|'\\'')*)'$/.exec(code)![1].replace(/'\\''/g, "'")),
  javascript: (code) => literalToJson(balancedAfter(code, 'JSON.stringify('), 'js'),
  csharp: (code) => JSON.parse(dedent(/new StringContent\("""\n([\s\S]*?)\n\s*"""/.exec(code)![1])),
  java: (code) => JSON.parse(dedent(/String body = """\n([\s\S]*?)\n\s*""";/.exec(code)![1]).replace(/\\\\/g, '\\')),
  php: (code) => literalToJson(balancedAfter(code, 'json_encode('), 'php'),
  ruby: (code) => literalToJson(balancedAfter(code, 'request.body = '), 'ruby'),
  python: (code) => literalToJson(balancedAfter(code, 'body = '), 'python'),
};

/** The string each language base64-encodes (or hands to its Basic-auth helper) as user:password. */
const authReaders: Record<string, (code: string) => string> = {
  curl: (code) => / -u (\S+)/.exec(code)![1],
  javascript: (code) => /btoa\('([^']*)'\)/.exec(code)![1],
  csharp: (code) => /Convert\.ToBase64String\(Encoding\.UTF8\.GetBytes\("([^"]*)"\)\)/.exec(code)![1],
  java: (code) => /Base64\.getEncoder\(\)\.encodeToString\("([^"]*)"\.getBytes/.exec(code)![1],
  php: (code) => /CURLOPT_USERPWD => '([^']*)'/.exec(code)![1],
  ruby: (code) => {
    const [, user, password] = /basic_auth\('([^']*)', '([^']*)'\)/.exec(code)!;
    return `${user}:${password}`;
  },
  python: (code) => /base64\.b64encode\(b'([^']*)'\)/.exec(code)![1],
};

function jsSyntaxErrors(code: string): string[] {
  const file = ts.createSourceFile('sample.mjs', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const diagnostics = (file as unknown as {parseDiagnostics: ts.Diagnostic[]}).parseDiagnostics;
  return diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
}

// Locally a missing compiler skips its check; in CI (.ci/run installs both) it fails the run instead.
const has = (command: string) => Boolean(process.env.CI) || spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

describe('sample languages', () => {
  it('come in the tab order cURL, JavaScript, C#, Java, PHP, Ruby, Python', () => {
    expect(sampleLanguages.map((l) => l.label)).toEqual(['cURL', 'JavaScript', 'C#', 'Java', 'PHP', 'Ruby', 'Python']);
    expect(new Set(sampleLanguages.map((l) => l.id)).size).toBe(7);
  });

  describe.each(Object.entries(requests))('%s', (_name, request) => {
    it.each(sampleLanguages.map((l) => [l.label, l.id] as const))('%s sends the request to the exact URL', (_label, id) => {
      expect(sample(request, id)).toContain(request.url);
    });

    it.each(sampleLanguages.map((l) => [l.label, l.id] as const))('%s builds Basic auth from "KEY:"', (_label, id) => {
      expect(authReaders[id](sample(request, id))).toBe(`${request.key}:`);
    });

    it.each(sampleLanguages.map((l) => [l.label, l.id] as const))('%s keeps the JSON body intact', (_label, id) => {
      if (request.body === undefined) {
        expect(() => bodyReaders[id](sample(request, id))).toThrow();
        return;
      }
      expect(bodyReaders[id](sample(request, id))).toEqual(request.body);
    });

    it('JavaScript parses', () => {
      expect(jsSyntaxErrors(sample(request, 'javascript'))).toEqual([]);
    });

    it('sends the method and every header in each language', () => {
      for (const {id} of sampleLanguages) {
        const code = sample(request, id);
        if (request.method !== 'GET') expect(code.toUpperCase(), id).toContain(request.method);
        for (const [name, value] of request.headers) {
          // Clients that decompress on their own ask for gzip themselves.
          if (/accept-encoding/i.test(name) && ['curl', 'csharp', 'php', 'ruby'].includes(id)) continue;
          // C# passes the content type to StringContent, which sets the header.
          if (!(/content-type/i.test(name) && id === 'csharp')) expect(code, `${id} ${name}`).toContain(name);
          expect(code, `${id} ${name}`).toContain(value);
        }
      }
    });
  });

  it('ask for gzip in the way each client decompresses', () => {
    const request = requests.gzip;
    expect(sample(request, 'curl')).toContain('--compressed');
    expect(sample(request, 'csharp')).toContain('DecompressionMethods.GZip');
    expect(sample(request, 'java')).toContain('GZIPInputStream');
    expect(sample(request, 'php')).toContain("CURLOPT_ENCODING => 'gzip'");
    expect(sample(request, 'ruby')).not.toContain('Accept-Encoding');
    expect(sample(request, 'python')).toContain('gzip.decompress');
  });

  it('save a binary response as bytes to its file, and print the body only of an error', () => {
    const saving: Record<string, string[]> = {
      curl: ['-o thumbnail.png', "-w '%{http_code}\\n'"],
      javascript: ["await writeFile('thumbnail.png', Buffer.from(await response.arrayBuffer()));"],
      csharp: ['await File.WriteAllBytesAsync("thumbnail.png", await response.Content.ReadAsByteArrayAsync());'],
      java: ['HttpResponse.BodyHandlers.ofByteArray()', 'Files.write(Path.of("thumbnail.png"), data);'],
      php: ["file_put_contents('thumbnail.png', $body);"],
      ruby: ["File.binwrite('thumbnail.png', response.body)"],
      python: ["with open('thumbnail.png', 'wb') as file:", 'file.write(data)'],
    };
    const textOfSuccess: Record<string, string> = {
      java: 'BodyHandlers.ofString()',
      python: 'print(response.status, response.read().decode())',
    };
    for (const {id} of sampleLanguages) {
      const code = sample(requests['binary response saved to a file'], id);
      for (const line of saving[id]) expect(code, id).toContain(line);
      if (id === 'javascript') expect(code.split('if (response.ok)')[0], id).not.toContain('response.text()');
      else if (textOfSuccess[id]) expect(code, id).not.toContain(textOfSuccess[id]);
      // A JSON call prints its body and saves nothing.
      expect(sample(requests['GET with a query string'], id), id).not.toMatch(
        /thumbnail|writeFile|WriteAllBytes|Files\.write|file_put_contents|binwrite|'wb'/,
      );
    }
    expect(sample(requests['gzip and a binary response'], 'java')).toContain('Files.write(Path.of("draft.png"), data);');
    expect(sample(requests['gzip and a binary response'], 'python')).toMatch(
      /gzip\.decompress\(data\)\n[\s\S]*with open\('draft\.png', 'wb'\)/,
    );
  });

  it.runIf(has('python3'))('Python compiles', () => {
    const sources = Object.values(requests).map((request) => sample(request, 'python'));
    const script = 'import ast, json, sys\nfor source in json.load(sys.stdin):\n    ast.parse(source)\n';
    const result = spawnSync('python3', ['-c', script], {input: JSON.stringify(sources), encoding: 'utf8'});
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it.runIf(has('javac'))(
    'Java compiles',
    () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-java-'));
      try {
        const files = Object.values(requests).map((request, index) => {
          const file = path.join(dir, `Main${index}.java`);
          fs.writeFileSync(file, sample(request, 'java').replace('public class Main ', `public class Main${index} `));
          return file;
        });
        const result = spawnSync('javac', ['-d', dir, ...files], {encoding: 'utf8'});
        expect(result.stderr).toBe('');
        expect(result.status).toBe(0);
      } finally {
        fs.rmSync(dir, {recursive: true, force: true});
      }
    },
    60_000,
  );
});

/** Runs a command with the sample on stdin (or as its file), without blocking the test's own server. */
function runAsync(command: string, args: string[], cwd: string): Promise<{status: number | null; stdout: string; stderr: string}> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
    child.on('close', (status) => resolve({status, stdout, stderr}));
  });
}

describe('a binary response, as the samples run against a server on loopback', () => {
  // A PNG signature: its first byte, 0x89, is not valid UTF-8, so a sample that decodes it as text breaks or mangles it.
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0xfe, 0x80]);
  const request = requests['binary response saved to a file'];

  async function runSample(id: string, command: string, fileName: string, status: number) {
    const server = http.createServer((req, res) => {
      const authorized = req.headers.authorization === `Basic ${Buffer.from('YOUR_SECRET_KEY:').toString('base64')}`;
      if (!authorized || status !== 200) {
        res.writeHead(authorized ? status : 401, {'Content-Type': 'application/json'});
        res.end(JSON.stringify({errors: [{code: 'CHART_NOT_FOUND', message: 'No chart has this key.'}]}));
      } else {
        res.writeHead(200, {'Content-Type': 'image/png'});
        res.end(png);
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-binary-'));
    try {
      const {port} = server.address() as AddressInfo;
      const code = sample(request, id).replace('https://api-eu.tessera.example', `http://127.0.0.1:${port}`);
      fs.writeFileSync(path.join(dir, fileName), code);
      const result = await runAsync(command, [fileName], dir);
      const saved = path.join(dir, 'thumbnail.png');
      return {...result, saved: fs.existsSync(saved) ? fs.readFileSync(saved) : undefined};
    } finally {
      server.close();
      fs.rmSync(dir, {recursive: true, force: true});
    }
  }

  it.each([
    ['JavaScript', 'javascript', process.execPath, 'sample.mjs'],
    ...(has('python3') ? [['Python', 'python', 'python3', 'sample.py']] : []),
  ])(
    '%s saves the exact bytes, and prints an error instead of saving it',
    async (_label, id, command, fileName) => {
      const ok = await runSample(id, command, fileName, 200);
      expect(ok.stderr).toBe('');
      expect(ok.saved).toEqual(png);
      expect(ok.stdout.trim()).toBe('200 saved thumbnail.png');
      const missing = await runSample(id, command, fileName, 404);
      expect(missing.saved).toBeUndefined();
      expect(missing.stdout).toContain('404');
      expect(missing.stdout).toContain('CHART_NOT_FOUND');
    },
    30_000,
  );
});

describe('http samples fence', () => {
  it('reads the request line, headers, query string and JSON body', () => {
    const request = parseHttpFence(
      'POST /events/YOUR_EVENT_KEY/actions/book?expand=objects\nContent-Type: application/json\nX-Workspace-Key: YOUR_WORKSPACE_KEY\n\n{"objects": ["A-1"]}',
    );
    expect(request).toEqual({
      method: 'POST',
      url: 'https://api-eu.tessera.example/events/YOUR_EVENT_KEY/actions/book?expand=objects',
      headers: [
        ['Content-Type', 'application/json'],
        ['X-Workspace-Key', 'YOUR_WORKSPACE_KEY'],
      ],
      body: {objects: ['A-1']},
      key: 'YOUR_SECRET_KEY',
    });
  });

  it('reads key=, output= and title= options', () => {
    expect(parseFenceMeta('samples key=YOUR_SANDBOX_ADMIN_KEY title="Create a workspace"')).toEqual({
      samples: true,
      key: 'YOUR_SANDBOX_ADMIN_KEY',
      title: 'Create a workspace',
    });
    expect(parseFenceMeta('samples output=thumbnail.png')).toEqual({samples: true, output: 'thumbnail.png'});
    expect(() => parseHttpFence('GET /charts', {output: '../thumbnail.png'})).toThrow(/file name/);
    expect(parseHttpFence('GET /workspaces', {key: 'YOUR_COMPANY_ADMIN_KEY'}).key).toBe('YOUR_COMPANY_ADMIN_KEY');
  });

  it('adds Content-Type to a body that has none', () => {
    expect(parseHttpFence('POST /hold-tokens\n\n{"expiresInMinutes": 15}').headers).toEqual([['Content-Type', 'application/json']]);
  });

  it('writes back what it reads', () => {
    for (const request of Object.values(requests)) {
      const {meta, code} = formatHttpFence(request);
      const options = parseFenceMeta(meta);
      expect(parseHttpFence(code, options)).toEqual(request);
    }
  });

  it.each([
    ['', 1, /empty/],
    ['GET', 1, /request line/],
    ['FETCH /charts', 1, /unknown method/],
    ['GET /events/{eventKey}', 1, /placeholder/],
    ['GET /reports/events/YOUR_EVENT_KEY/bySection/East Stand', 1, /request line/],
    ['GET /reports/events/YOUR_EVENT_KEY/bySection/Balcão', 1, /percent-encoded/],
    ['GET /charts\nAuthorization: Basic abc', 2, /Authorization/],
    ['POST /charts\nContent-Type: application/json\nnot a header', 3, /header line/],
    ['POST /charts\nContent-Type: application/json\n\n{"name": "Main hall",}', 4, /not valid JSON/],
  ])('rejects %j at line %i', (code, line, message) => {
    let caught: unknown;
    try {
      parseHttpFence(code);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(HttpSamplesError);
    expect((caught as HttpSamplesError).line).toBe(line);
    expect((caught as Error).message).toMatch(message);
  });

  it('rejects unknown options and keys that are not placeholders', () => {
    expect(() => parseFenceMeta('samples {3-4}')).toThrow(/unknown option/);
    expect(() => parseFenceMeta('samples key=sk_live_123')).toThrow(/placeholder/);
  });
});

describe('remark plugin', () => {
  const mdx = async (source: string, filePath = 'docs/api/example.mdx') =>
    String(await compile({value: source, path: filePath}, {remarkPlugins: [remarkRestSamples], jsx: true}));

  it('turns a samples fence into one CodeTabs element with a fence per language, in order', async () => {
    const out = await mdx(
      'Book the seats:\n\n```http samples\nPOST /events/YOUR_EVENT_KEY/actions/book\nContent-Type: application/json\n\n{"objects": ["A-1"]}\n```\n',
    );
    expect(out).toMatch(new RegExp(`<CodeTabs groupId="${SAMPLES_GROUP_ID}" className="rest-samples">`));
    const fences = [...out.matchAll(/<_components\.pre><_components\.code className="language-([^"]+)"/g)].map((m) => m[1]);
    expect(fences).toEqual(['bash', 'javascript', 'csharp', 'java', 'php', 'ruby', 'python']);
    expect(out).not.toContain('language-http');
  });

  it('gives each fence its tab value and label for the CodeTabs element', () => {
    const tabs = samplesTabs({type: 'code', lang: 'http', meta: 'samples', value: 'GET /charts'}, {});
    expect(tabs.children!.map((fence) => fence.data?.jsxAttributes)).toEqual(
      sampleLanguages.map((language) => ({value: language.id, label: language.label})),
    );
    // The samples wrap their lines, so their URLs may break after a slash (highlightCode.ts).
    expect(tabs.children!.every((fence) => fence.data?.urlBreaks === true)).toBe(true);
  });

  it('converts fences indented in list items', async () => {
    const out = await mdx('1. Book:\n\n   ```http samples\n   GET /charts\n   ```\n\n2. Done.\n');
    expect(out).toMatch(/<_components\.li>[\s\S]*<CodeTabs groupId="rest-language"[\s\S]*<\/_components\.li>/);
  });

  it('gives the tabs the title of the fence, once', () => {
    const tabs = samplesTabs({type: 'code', lang: 'http', meta: 'samples title="checkout.php"', value: 'GET /charts'}, {});
    expect(tabs.attributes).toContainEqual({type: 'mdxJsxAttribute', name: 'title', value: 'checkout.php'});
    expect(tabs.children!.map((fence) => fence.meta ?? null)).toEqual(Array(7).fill(null));
  });

  it('leaves plain http fences alone', async () => {
    const out = await mdx('```http\nHTTP/1.1 200 OK\nContent-Encoding: gzip\n```\n');
    expect(out).not.toContain('CodeTabs');
    expect(out).toContain('language-http');
  });

  it('fails with the file and line of a malformed fence', async () => {
    await expect(
      mdx('# Title\n\nText.\n\n```http samples\nPOST /charts\n\n{"name": }\n```\n', '/site/docs/api/broken.mdx'),
    ).rejects.toThrow(/broken\.mdx:8: malformed ```http samples fence: the body is not valid JSON/);
  });
});
