/**
 * The production nginx configuration (deploy/nginx/) over the build, in
 * Debian's nginx started on loopback with a temporary prefix: the 301 rules
 * the build writes, the not-found page, precompressed brotli and gzip, caching,
 * content types, and the ask service behind /api/ask.
 */
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {redirects} from '../../config/redirects';
import {startNginx, type RunningNginx} from '../../scripts/serve-nginx';
import {test, expect} from './fixtures';
import {buildDir, sitemapPaths} from './site';

type Reply = {status: number; headers: http.IncomingHttpHeaders; body: Buffer};

let nginx: RunningNginx;
let ask: http.Server;
/** What the stub ask service received, and the way to let it finish its answer. */
const asked: Array<{url: string; forwardedFor: string | undefined; body: string}> = [];
let finishAnswer: () => void = () => undefined;

/** A request with exactly these headers and the raw body, undecoded (fetch would decompress it). */
function get(target: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${nginx.url}${target}`, {headers}, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks)}));
    });
    request.on('error', reject);
  });
}

const encodedPath = (sitePath: string) => encodeURI(sitePath);

test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  // The ask service: answers with one server-sent event, then waits for the test before it ends the stream.
  ask = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      asked.push({url: request.url ?? '', forwardedFor: request.headers['x-forwarded-for'] as string | undefined, body});
      response.writeHead(200, {'Content-Type': 'text/event-stream'});
      response.write('data: {"type":"token","text":"Hold"}\n\n');
      finishAnswer = () => response.end('data: {"type":"done"}\n\n');
    });
  });
  await new Promise<void>((resolve) => ask.listen(0, '127.0.0.1', resolve));
  nginx = await startNginx({buildDir, askPort: (ask.address() as AddressInfo).port});
});

test.afterAll(async () => {
  await nginx?.stop();
  await new Promise((resolve) => ask?.close(resolve));
});

test('every redirect answers 301 with its target, under every name of its source', async () => {
  const wrong: string[] = [];
  for (const {from, to} of redirects) {
    for (const name of [from, `${from}/`, `${from}.html`, `${from}/index.html`]) {
      const reply = await get(encodedPath(name));
      if (reply.status !== 301 || reply.headers.location !== to) wrong.push(`${name}: ${reply.status} ${reply.headers.location}`);
    }
  }
  expect(wrong).toEqual([]);
  expect((await get('/docs/colors?from=old')).headers.location, 'the query string is kept').toBe('/docs/renderer/colors?from=old');
});

test("a page's .html and /index.html paths answer 301 to the page", async () => {
  const wrong: string[] = [];
  for (const page of sitemapPaths()) {
    const base = page.length > 1 ? page.replace(/\/$/, '') : '';
    const names = base ? [`${base}.html`, `${base}/index.html`] : ['/index.html'];
    for (const name of names) {
      const reply = await get(encodedPath(name));
      if (reply.status !== 301 || reply.headers.location !== encodedPath(page))
        wrong.push(`${name}: ${reply.status} ${reply.headers.location}`);
    }
  }
  expect(wrong).toEqual([]);
  expect((await get('/docs/webhooks.html')).headers.location).toBe('/docs/webhooks');
});

test('pages answer 200 as HTML that browsers revalidate', async () => {
  for (const page of ['/', '/docs/', '/docs/webhooks', '/docs/webhooks/', '/docs/api/book-objects', '/changelog']) {
    const reply = await get(page);
    expect(reply.status, page).toBe(200);
    expect(reply.headers['content-type'], page).toBe('text/html; charset=utf-8');
    expect(reply.headers['cache-control'], page).toBe('no-cache');
    expect(reply.body.toString(), page).toMatch(/<div id="?__docusaurus"?>/);
  }
});

test('an unknown path answers 404 with the not-found page', async () => {
  const notFound = fs.readFileSync(path.join(buildDir, '404.html'));
  for (const target of ['/docs/no-such-page', '/no-such-page.html', '/assets/', '/_redirects', '/_nginx/redirects.conf', '/404.html']) {
    const reply = await get(target);
    expect(reply.status, target).toBe(404);
    expect(reply.body.equals(notFound), target).toBe(true);
  }
});

test('a hashed asset comes brotli-encoded when the browser takes it, gzip otherwise, cached for a year', async () => {
  const home = fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8');
  const asset = /<script[^>]+src=["']?(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(home)?.[1];
  expect(asset).toBeDefined();
  const original = fs.readFileSync(path.join(buildDir, asset!));

  const br = await get(asset!, {'Accept-Encoding': 'gzip, deflate, br'});
  expect(br.status).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(br.headers.vary).toMatch(/Accept-Encoding/i);
  expect(brotliDecompressSync(br.body).equals(original)).toBe(true);
  expect(br.body.length).toBeLessThan(original.length / 2);

  const gz = await get(asset!, {'Accept-Encoding': 'gzip'});
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.body).equals(original)).toBe(true);

  const plain = await get(asset!);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.equals(original)).toBe(true);
});

test('pages come precompressed too', async () => {
  const reply = await get('/docs/webhooks', {'Accept-Encoding': 'br'});
  expect(reply.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(reply.body).equals(fs.readFileSync(path.join(buildDir, 'docs/webhooks/index.html')))).toBe(true);
});

test('llms.txt is plain text and a Markdown copy is text/markdown, both in UTF-8', async () => {
  const llms = await get('/llms.txt');
  expect(llms.status).toBe(200);
  expect(llms.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(llms.body.equals(fs.readFileSync(path.join(buildDir, 'llms.txt')))).toBe(true);

  const markdown = await get('/docs/api/hold-tokens.md');
  expect(markdown.status).toBe(200);
  expect(markdown.headers['content-type']).toBe('text/markdown; charset=utf-8');
  expect(markdown.headers['cache-control']).toBe('no-cache');
  expect(markdown.body.toString()).toMatch(/^# Hold tokens\n/);

  expect((await get('/docs.md')).headers['content-type']).toBe('text/markdown; charset=utf-8');
  expect((await get('/openapi.yaml')).headers['content-type']).toBe('application/yaml; charset=utf-8');
});

test('/api/ask reaches the ask service, which sees the client address, and streams its answer', async () => {
  const question = JSON.stringify({question: 'How long does a hold token live?'});
  const response = await fetch(`${nginx.url}/api/ask`, {method: 'POST', headers: {'Content-Type': 'application/json'}, body: question});
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  // The first event arrives while the service is still answering: nginx does not buffer the stream.
  let received = '';
  while (!received.includes('"token"')) received += decoder.decode((await reader.read()).value);
  finishAnswer();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) received += decoder.decode(chunk.value);
  expect(received).toContain('{"type":"done"}');
  expect(asked).toEqual([{url: '/ask', forwardedFor: '127.0.0.1', body: question}]);
});
