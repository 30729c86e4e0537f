/**
 * The seven REST sample languages. Each generator turns one RestRequest into a
 * complete program that runs as shown once real keys are filled in: it builds
 * the Basic-auth header from "KEY:" (secret key as user name, empty password),
 * sends the request and prints the status code and the response body. A
 * binary response (`output`, an image) is saved to that file as bytes instead,
 * and only an error's body is printed.
 * Only standard libraries are used, so nothing needs installing.
 */
import {doubleQuoted, javascriptSyntax, jsonSyntax, phpSyntax, printLiteral, pythonSyntax, rubySyntax, shellQuoted} from './literals';
import type {RestRequest} from './request';

export type SampleLanguage = {
  /** Tab value, stored by the synced tabs. */
  id: string;
  /** Tab label. */
  label: string;
  /** Language of the code fence, as Shiki knows it (config/shiki.ts). */
  fence: string;
  generate(request: RestRequest): string;
};

const isContentType = ([name]: [string, string]) => /^content-type$/i.test(name);
const isAcceptGzip = ([name, value]: [string, string]) => /^accept-encoding$/i.test(name) && /\bgzip\b/i.test(value);

function contentType(request: RestRequest): string {
  return request.headers.find(isContentType)?.[1] ?? 'application/json';
}

function acceptsGzip(request: RestRequest): boolean {
  return request.headers.some(isAcceptGzip);
}

function jsonText(request: RestRequest): string {
  return printLiteral(request.body!, jsonSyntax, '  ');
}

/** `Get`, `Post`...: the method as C# and Ruby name their request classes. */
const titleCaseMethod = (request: RestRequest) => request.method[0] + request.method.slice(1).toLowerCase();

function indentLines(text: string, indent: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? line : indent + line))
    .join('\n');
}

function curl(request: RestRequest): string {
  const lines = [`curl${request.method === 'GET' ? '' : ` -X ${request.method}`} ${shellQuoted(request.url)}`];
  lines.push(`-u ${request.key}:`);
  // --compressed asks for gzip and decompresses, where a bare header would print binary data.
  if (acceptsGzip(request)) lines.push('--compressed');
  for (const header of request.headers) {
    if (!isAcceptGzip(header)) lines.push(`-H ${shellQuoted(`${header[0]}: ${header[1]}`)}`);
  }
  if (request.body !== undefined) lines.push(`-d ${shellQuoted(jsonText(request))}`);
  // -w prints the status, since the body goes to the file.
  if (request.output !== undefined) lines.push(`-o ${shellQuoted(request.output)}`, `-w ${shellQuoted('%{http_code}\\n')}`);
  return lines.map((line, i) => (i === 0 ? line : `  ${line}`)).join(' \\\n');
}

function javascript(request: RestRequest): string {
  const headers = [`Authorization: \`Basic \${btoa(${javascriptSyntax.string(`${request.key}:`)})}\`,`];
  for (const [name, value] of request.headers) headers.push(`${javascriptSyntax.key(name)}: ${javascriptSyntax.string(value)},`);
  const options: string[] = [];
  if (request.method !== 'GET') options.push(`method: '${request.method}',`);
  options.push('headers: {', ...headers.map((line) => `  ${line}`), '},');
  if (request.body !== undefined) {
    options.push(`body: JSON.stringify(${printLiteral(request.body, javascriptSyntax, '  ', '  ')}),`);
  }
  const call = [`const response = await fetch(${javascriptSyntax.string(request.url)}, {`, ...options.map((line) => `  ${line}`), '});'];
  if (request.output === undefined) return [...call, 'console.log(response.status, await response.text());'].join('\n');
  const file = javascriptSyntax.string(request.output);
  return [
    "import {writeFile} from 'node:fs/promises';",
    '',
    ...call,
    'if (response.ok) {',
    `  await writeFile(${file}, Buffer.from(await response.arrayBuffer()));`,
    `  console.log(response.status, ${javascriptSyntax.string(`saved ${request.output}`)});`,
    '} else {',
    '  console.log(response.status, await response.text());',
    '}',
  ].join('\n');
}

function csharp(request: RestRequest): string {
  const gzip = acceptsGzip(request);
  const lines = ['using System;'];
  if (request.output !== undefined) lines.push('using System.IO;');
  if (gzip) lines.push('using System.Net;');
  lines.push('using System.Net.Http;', 'using System.Net.Http.Headers;', 'using System.Text;', '');
  lines.push(
    gzip
      ? 'using var client = new HttpClient(new HttpClientHandler { AutomaticDecompression = DecompressionMethods.GZip });'
      : 'using var client = new HttpClient();',
  );
  lines.push(`var credentials = Convert.ToBase64String(Encoding.UTF8.GetBytes(${doubleQuoted(`${request.key}:`)}));`);
  lines.push(`using var request = new HttpRequestMessage(HttpMethod.${titleCaseMethod(request)}, ${doubleQuoted(request.url)});`);
  lines.push('request.Headers.Authorization = new AuthenticationHeaderValue("Basic", credentials);');
  for (const header of request.headers) {
    // The handler sends Accept-Encoding itself; Content-Type belongs to the content.
    if (isContentType(header) || (gzip && isAcceptGzip(header))) continue;
    lines.push(`request.Headers.Add(${doubleQuoted(header[0])}, ${doubleQuoted(header[1])});`);
  }
  if (request.body !== undefined) {
    // A raw string literal keeps the JSON exactly as written; its closing quotes set the indentation.
    lines.push(
      'request.Content = new StringContent("""',
      indentLines(jsonText(request), '    '),
      `    """, Encoding.UTF8, ${doubleQuoted(contentType(request).split(';')[0].trim())});`,
    );
  }
  const print = 'Console.WriteLine($"{(int)response.StatusCode} {await response.Content.ReadAsStringAsync()}");';
  lines.push('', 'using var response = await client.SendAsync(request);');
  if (request.output === undefined) lines.push(print);
  else {
    const file = doubleQuoted(request.output);
    lines.push(
      'if (response.IsSuccessStatusCode)',
      '{',
      `    await File.WriteAllBytesAsync(${file}, await response.Content.ReadAsByteArrayAsync());`,
      `    Console.WriteLine($"{(int)response.StatusCode} saved ${request.output}");`,
      '}',
      'else',
      '{',
      `    ${print}`,
      '}',
    );
  }
  return lines.join('\n');
}

function java(request: RestRequest): string {
  const gzip = acceptsGzip(request);
  const imports = ['java.net.URI', 'java.net.http.HttpClient', 'java.net.http.HttpRequest', 'java.net.http.HttpResponse'];
  imports.push('java.nio.charset.StandardCharsets', 'java.util.Base64');
  if (gzip) imports.push('java.io.InputStream', 'java.util.zip.GZIPInputStream');
  if (request.output !== undefined) imports.push('java.nio.file.Files', 'java.nio.file.Path');
  imports.sort();
  const body: string[] = [];
  body.push(
    `String credentials = Base64.getEncoder().encodeToString(${doubleQuoted(`${request.key}:`)}.getBytes(StandardCharsets.UTF_8));`,
  );
  if (request.body !== undefined) {
    // Text blocks interpret backslashes, so the JSON's own escapes are doubled.
    body.push('String body = """', indentLines(jsonText(request).replace(/\\/g, '\\\\'), '    '), '    """;');
  }
  body.push(`HttpRequest request = HttpRequest.newBuilder(URI.create(${doubleQuoted(request.url)}))`);
  const builder = [`.header("Authorization", "Basic " + credentials)`];
  for (const [name, value] of request.headers) builder.push(`.header(${doubleQuoted(name)}, ${doubleQuoted(value)})`);
  const publisher = request.body === undefined ? 'HttpRequest.BodyPublishers.noBody()' : 'HttpRequest.BodyPublishers.ofString(body)';
  if (request.method === 'GET' && request.body === undefined) builder.push('.GET()');
  else if (request.method === 'DELETE' && request.body === undefined) builder.push('.DELETE()');
  else if (request.method === 'POST' || request.method === 'PUT') builder.push(`.${request.method}(${publisher})`);
  else builder.push(`.method(${doubleQuoted(request.method)}, ${publisher})`);
  builder.push('.build();');
  body.push(...builder.map((line) => `    ${line}`));
  // With gzip asked for, the body as a stream, gunzipped when the server compressed it.
  const gunzipped = [
    'HttpResponse<InputStream> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofInputStream());',
    'InputStream stream = response.body();',
    'if (response.headers().firstValue("Content-Encoding").orElse("").equals("gzip")) {',
    '    stream = new GZIPInputStream(stream);',
    '}',
  ];
  if (request.output !== undefined) {
    // The bytes as they came (gunzipped when asked for gzip): written to the file, or printed when they are an error.
    if (gzip) {
      body.push(...gunzipped, 'byte[] data = stream.readAllBytes();');
    } else {
      body.push(
        'HttpResponse<byte[]> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofByteArray());',
        'byte[] data = response.body();',
      );
    }
    body.push(
      'if (response.statusCode() < 300) {',
      `    Files.write(Path.of(${doubleQuoted(request.output)}), data);`,
      `    System.out.println(response.statusCode() + ${doubleQuoted(` saved ${request.output}`)});`,
      '} else {',
      '    System.out.println(response.statusCode() + " " + new String(data, StandardCharsets.UTF_8));',
      '}',
    );
  } else if (gzip) {
    body.push(...gunzipped, 'System.out.println(response.statusCode() + " " + new String(stream.readAllBytes(), StandardCharsets.UTF_8));');
  } else {
    body.push(
      'HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());',
      'System.out.println(response.statusCode() + " " + response.body());',
    );
  }
  return [
    ...imports.map((name) => `import ${name};`),
    '',
    'public class Main {',
    '    public static void main(String[] args) throws Exception {',
    indentLines(body.join('\n'), '        '),
    '    }',
    '}',
  ].join('\n');
}

function php(request: RestRequest): string {
  const options: string[] = [];
  if (request.method !== 'GET') options.push(`CURLOPT_CUSTOMREQUEST => '${request.method}',`);
  options.push(`CURLOPT_USERPWD => ${phpSyntax.string(`${request.key}:`)},`);
  // CURLOPT_ENCODING asks for gzip and decompresses the answer.
  if (acceptsGzip(request)) options.push(`CURLOPT_ENCODING => 'gzip',`);
  const headers = request.headers.filter((header) => !isAcceptGzip(header));
  if (headers.length > 0) {
    options.push(`CURLOPT_HTTPHEADER => [${headers.map(([name, value]) => phpSyntax.string(`${name}: ${value}`)).join(', ')}],`);
  }
  if (request.body !== undefined) {
    options.push(`CURLOPT_POSTFIELDS => json_encode(${printLiteral(request.body, phpSyntax, '    ', '    ')}),`);
  }
  options.push('CURLOPT_RETURNTRANSFER => true,');
  const lines = [
    '<?php',
    `$ch = curl_init(${phpSyntax.string(request.url)});`,
    'curl_setopt_array($ch, [',
    ...options.map((line) => `    ${line}`),
    ']);',
    '$body = curl_exec($ch);',
  ];
  if (request.output === undefined) return [...lines, "echo curl_getinfo($ch, CURLINFO_RESPONSE_CODE), ' ', $body, PHP_EOL;"].join('\n');
  return [
    ...lines,
    '$status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);',
    'if ($status < 300) {',
    `    file_put_contents(${phpSyntax.string(request.output)}, $body);`,
    `    echo $status, ${phpSyntax.string(` saved ${request.output}`)}, PHP_EOL;`,
    '} else {',
    "    echo $status, ' ', $body, PHP_EOL;",
    '}',
  ].join('\n');
}

function ruby(request: RestRequest): string {
  const lines = [];
  if (request.body !== undefined) lines.push("require 'json'");
  lines.push("require 'net/http'", '');
  lines.push(`uri = URI(${rubySyntax.string(request.url)})`);
  lines.push(`request = Net::HTTP::${titleCaseMethod(request)}.new(uri)`);
  lines.push(`request.basic_auth(${rubySyntax.string(request.key)}, '')`);
  for (const header of request.headers) {
    // Net::HTTP asks for gzip and decompresses on its own, unless Accept-Encoding is set by hand.
    if (isAcceptGzip(header)) continue;
    lines.push(`request[${rubySyntax.string(header[0])}] = ${rubySyntax.string(header[1])}`);
  }
  if (request.body !== undefined) lines.push(`request.body = ${printLiteral(request.body, rubySyntax, '  ')}.to_json`);
  lines.push('', 'response = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |http| http.request(request) }');
  if (request.output === undefined) lines.push('puts "#{response.code} #{response.body}"');
  else {
    lines.push(
      'if response.is_a?(Net::HTTPSuccess)',
      `  File.binwrite(${rubySyntax.string(request.output)}, response.body)`,
      `  puts "#{response.code} saved ${request.output}"`,
      'else',
      '  puts "#{response.code} #{response.body}"',
      'end',
    );
  }
  return lines.join('\n');
}

function python(request: RestRequest): string {
  const gzip = acceptsGzip(request);
  const imports = ['base64'];
  if (gzip) imports.push('gzip');
  if (request.body !== undefined) imports.push('json');
  imports.push('urllib.request');
  const lines = [...imports.map((name) => `import ${name}`), 'from urllib.error import HTTPError', ''];
  lines.push(`credentials = base64.b64encode(b${pythonSyntax.string(`${request.key}:`)}).decode()`);
  if (request.body !== undefined) lines.push(`body = ${printLiteral(request.body, pythonSyntax, '    ')}`);
  const args = [pythonSyntax.string(request.url)];
  if (request.method !== 'GET') args.push(`method='${request.method}'`);
  if (request.body !== undefined) args.push('data=json.dumps(body).encode()');
  const headers = [`'Authorization': f'Basic {credentials}',`];
  for (const [name, value] of request.headers) headers.push(`${pythonSyntax.string(name)}: ${pythonSyntax.string(value)},`);
  lines.push(
    'request = urllib.request.Request(',
    ...args.map((arg) => `    ${arg},`),
    '    headers={',
    ...headers.map((line) => `        ${line}`),
    '    },',
    ')',
  );
  const read = gzip
    ? [
        '        data = response.read()',
        "        if response.headers.get('Content-Encoding') == 'gzip':",
        '            data = gzip.decompress(data)',
        '        print(response.status, data.decode())',
      ]
    : ['        print(response.status, response.read().decode())'];
  if (request.output !== undefined) {
    // The bytes are written as they came: decoding an image as text fails.
    read.splice(
      -1,
      1,
      ...(gzip ? [] : ['        data = response.read()']),
      `        with open(${pythonSyntax.string(request.output)}, 'wb') as file:`,
      '            file.write(data)',
      `        print(response.status, ${pythonSyntax.string(`saved ${request.output}`)})`,
    );
  }
  lines.push(
    'try:',
    '    with urllib.request.urlopen(request) as response:',
    ...read,
    'except HTTPError as error:',
    '    print(error.code, error.read().decode())',
  );
  return lines.join('\n');
}

/** Tab order: cURL, JavaScript, C#, Java, PHP, Ruby, Python. */
export const sampleLanguages: SampleLanguage[] = [
  {id: 'curl', label: 'cURL', fence: 'bash', generate: curl},
  {id: 'javascript', label: 'JavaScript', fence: 'javascript', generate: javascript},
  {id: 'csharp', label: 'C#', fence: 'csharp', generate: csharp},
  {id: 'java', label: 'Java', fence: 'java', generate: java},
  {id: 'php', label: 'PHP', fence: 'php', generate: php},
  {id: 'ruby', label: 'Ruby', fence: 'ruby', generate: ruby},
  {id: 'python', label: 'Python', fence: 'python', generate: python},
];

/** The synced-tabs group shared by every REST sample, so one choice applies on every page. */
export const SAMPLES_GROUP_ID = 'rest-language';

export type Sample = {id: string; label: string; fence: string; code: string};

export function restSamples(request: RestRequest): Sample[] {
  return sampleLanguages.map(({id, label, fence, generate}) => ({id, label, fence, code: generate(request)}));
}
