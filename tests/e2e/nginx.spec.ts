/**
 * The production nginx configuration (deploy/nginx/) over the build, in
 * Debian's nginx started on loopback with a temporary prefix: the 301 rules
 * the build writes, the not-found page, precompressed brotli and gzip, caching,
 * content types, the ask service behind /api/ask, and the security headers:
 * every kind of page loads in Chromium with the Content-Security-Policy in
 * force and raises no violation, and so do search, Ask AI, the REST console,
 * the renderer playground (its frame under its own policy) and the webhook lab.
 */
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {redirects} from '../../config/redirects';
import {FRAME_DOCUMENT} from '../../lib/csp/policy';
import {buildPolicies, nginxCspMap} from '../../plugins/security-headers';
import {startNginx, type RunningNginx} from '../../scripts/serve-nginx';
import {watchViolations} from './csp';
import {test, expect, gotoHydrated, quietNetwork} from './fixtures';
import {buildDir, sitemapPaths} from './site';

type Reply = {status: number; headers: http.IncomingHttpHeaders; body: Buffer};

/** A fixed port, so the browser tests can take nginx as their site (the fixtures flag requests to any other host). */
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 4177);
const NGINX_URL = `http://127.0.0.1:${NGINX_PORT}`;

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
  nginx = await startNginx({buildDir, port: NGINX_PORT, askPort: (ask.address() as AddressInfo).port});
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

test('a 404 answer is revalidated like a page: Cache-Control no-cache', async () => {
  for (const target of ['/docs/no-such-page', '/no-such-page.html', '/_redirects']) {
    const reply = await get(target);
    expect(reply.status, target).toBe(404);
    expect(reply.headers['cache-control'], target).toBe('no-cache');
  }
});

test.describe('security headers', () => {
  const SECURITY_HEADERS = [
    'content-security-policy',
    'x-content-type-options',
    'referrer-policy',
    'permissions-policy',
    'x-frame-options',
  ] as const;

  test('every kind of response carries them: pages, assets, Markdown copies, the index, 404s, redirects, /api/ask', async () => {
    const home = fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8');
    const asset = /<script[^>]+src=["']?(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(home)![1];
    const shard = fs.readdirSync(path.join(buildDir, 'search-index')).find((name) => /[.-][0-9a-f]{12}\.json$/.test(name))!;
    const targets = [
      '/',
      '/docs/webhooks',
      asset,
      `/search-index/${shard}`,
      '/search-index/manifest.json',
      '/docs/api/hold-tokens.md',
      '/llms.txt',
      '/openapi.yaml',
      '/img/logo.svg',
      '/docs/no-such-page',
      '/_nginx/csp.conf',
      '/docs/colors',
    ];
    for (const target of targets) {
      const reply = await get(target, {'Accept-Encoding': 'br'});
      const missing = SECURITY_HEADERS.filter((name) => !reply.headers[name]);
      expect(missing, `${target} (${reply.status})`).toEqual([]);
      expect(reply.headers['x-content-type-options'], target).toBe('nosniff');
      expect(reply.headers['referrer-policy'], target).toBe('strict-origin-when-cross-origin');
      expect(reply.headers['x-frame-options'], target).toBe('DENY');
    }
    const answer = await fetch(`${nginx.url}/api/ask`, {
      method: 'POST',
      body: '{"question":"x"}',
      headers: {'Content-Type': 'application/json'},
    });
    finishAnswer();
    await answer.text();
    expect(answer.headers.get('content-security-policy')).toBeTruthy();
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    asked.length = 0;
  });

  test('the policy allows scripts from the site and the hashes of the build, no framing, and no other host', async () => {
    const policy = (await get('/docs/webhooks')).headers['content-security-policy'] as string;
    const directives = Object.fromEntries(
      policy.split(';').map((part) => {
        const [name, ...sources] = part.trim().split(/\s+/);
        return [name, sources];
      }),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src'][0]).toBe("'self'");
    expect(directives['script-src'].slice(1).every((source: string) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(source))).toBe(true);
    expect(policy).not.toMatch(/unsafe-eval|strict-dynamic|\*/);
    expect(directives['script-src'].join(' ')).not.toContain('unsafe-inline');
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['frame-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    // Plain HTTP: no Strict-Transport-Security (it is for HTTPS deployments).
    expect((await get('/')).headers['strict-transport-security']).toBeUndefined();
  });
});

test.describe('the site in Chromium under its Content-Security-Policy', () => {
  // Chromium reports the not-found page's own 404 on the console.
  test.use({baseURL: NGINX_URL, allowedConsoleErrors: /status of 404/});

  const PAGE_KINDS: Array<[kind: string, path: string]> = [
    ['home', '/'],
    ['docs introduction', '/docs/'],
    ['guide with a Mermaid diagram', '/docs/webhooks'],
    ['tutorial step', '/docs/tutorial/create-an-event'],
    ['renderer option', '/docs/renderer/config-session'],
    ['REST resource', '/docs/api/hold-tokens'],
    ['REST operation', '/docs/api/book-objects'],
    ['Event Manager', '/docs/event-manager/introduction'],
    ['Designer', '/docs/embedded-designer/introduction'],
    ['changelog', '/changelog'],
    ['changelog entry', '/changelog/2025/09/16/sandboxes'],
    ['changelog tag', '/changelog/tags/renderer'],
    ['search page', '/search?q=hold%20token'],
    ['not-found page', '/docs/no-such-page'],
  ];

  for (const [kind, target] of PAGE_KINDS) {
    test(`${kind} (${target}) loads, hydrates and runs with no violation`, async ({page}) => {
      const violations = await watchViolations(page);
      const response = await page.goto(target);
      expect(response!.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      if (target === '/docs/webhooks')
        await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible({timeout: 15_000});
      if (target.startsWith('/search')) await expect(page.locator('main a[href*="hold-tokens"]').first()).toBeVisible();
      await quietNetwork(page);
      expect(await violations()).toEqual([]);
    });
  }

  test('search, Ask AI, the colour toggle and the page actions work with no violation', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const violations = await watchViolations(page);
    await gotoHydrated(page, '/docs/webhooks');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
    await page.keyboard.press('Control+k');
    const dialog = page.locator('dialog[aria-label="Search the documentation"]:not([aria-busy=true])');
    await dialog.getByPlaceholder('Search docs').fill('How long does a hold token last?');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await dialog.getByRole('button', {name: /^Ask AI: /}).click();
    await expect(dialog.getByRole('article').first().getByRole('region', {name: 'Sources'}).getByRole('link').first()).toBeVisible();
    await quietNetwork(page);
    expect(await violations()).toEqual([]);
  });
});

test.describe('the interactive parts under the policy', () => {
  test.use({baseURL: NGINX_URL, allowedConsoleErrors: /status of 404/});

  test('Try it: the console opens, CodeMirror takes the body, a request is sent to the sandbox in the browser, with no violation', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await gotoHydrated(page, '/docs/api/book-objects');
    await page.getByRole('button', {name: 'Try it', exact: true}).click();
    const dialog = page.locator('dialog:not([aria-busy=true])').filter({has: page.getByRole('button', {name: 'Send request'})});
    await expect(dialog).toBeVisible();
    // Pointing at the body loads CodeMirror, which injects its styles; typing and sending run under the policy.
    await dialog.getByRole('textbox', {name: /^Body/}).hover();
    const editor = dialog.locator('.cm-content');
    await expect(editor).toBeVisible();
    await editor.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Delete');
    await editor.pressSequentially('{"objects": ["B-1"]}');
    await dialog.getByRole('button', {name: 'Send request'}).click();
    await expect(dialog.getByRole('region', {name: 'Response'}).getByTestId('status')).toHaveText(/^20[04] /);
    // CodeMirror's own style sheet applied (its editor is a flex column, a div's default is block): its styles were not refused.
    expect(await dialog.locator('.cm-editor').evaluate((element) => getComputedStyle(element).display)).toBe('flex');
    await quietNetwork(page);
    expect(await violations()).toEqual([]);
  });

  test('the renderer playground runs the Config in its frame and a seat is selected, with no violation in the page or the frame', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    const frameDocument = page.waitForResponse((response) => new URL(response.url()).pathname === FRAME_DOCUMENT);
    await gotoHydrated(page, '/docs/renderer/playground');
    // The frame document comes with its own policy: the reader's code may run there, nothing may leave it.
    const framePolicy = (await frameDocument).headers()['content-security-policy'];
    expect(framePolicy).toMatch(/script-src 'unsafe-eval' 'sha256-[^']+'/);
    expect(framePolicy).toContain("connect-src 'none'");
    expect(framePolicy).toContain("frame-ancestors 'self'");
    await expect(page.getByRole('status').filter({hasText: 'Rendered.'})).toBeVisible({timeout: 20_000});
    await page.getByRole('button', {name: 'Run', exact: true}).click();
    await expect(page.getByRole('status').filter({hasText: 'Rendered.'})).toBeVisible({timeout: 20_000});
    const seat = page.frameLocator('iframe[title="Seat map"]').getByRole('button', {name: /^A-12,/});
    await seat.click();
    await expect(seat).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('log', {name: 'Callbacks'})).toContainText('onObjectSelected({label: "A-12"');
    await quietNetwork(page);
    expect(await violations()).toEqual([]);
  });

  test('the webhook lab creates a message and verifies it, with no violation', async ({page}) => {
    const violations = await watchViolations(page);
    await gotoHydrated(page, '/docs/webhooks');
    await page.getByRole('button', {name: 'Open the webhook lab'}).click();
    const lab = page.locator('[data-webhook-lab]');
    await expect(lab).toBeVisible();
    await page.getByRole('button', {name: 'Create example message'}).click();
    await page.getByRole('button', {name: 'Verify this message'}).click();
    await expect(lab.getByRole('status')).toContainText('Valid signature');
    await quietNetwork(page);
    expect(await violations()).toEqual([]);
  });
});

test.describe('the policy in force', () => {
  test.use({baseURL: NGINX_URL, allowedConsoleErrors: /Executing inline script violates|Refused to frame|Framing '.*' violates/});

  test('a script injected into a page does not run', async ({page}) => {
    const violations = await watchViolations(page);
    await gotoHydrated(page, '/docs/');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as {__injected?: boolean}).__injected === true;
    });
    expect(ran).toBe(false);
    expect((await violations()).join('\n')).toMatch(/script-src(-elem)? blocked inline/);
  });

  test('another page cannot frame one of the site', async ({page}) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Refused to frame|Framing '.*' violates/.test(message.text())) refused.push(message.text());
    });
    await page.setContent(`<iframe src="${NGINX_URL}/docs/webhooks"></iframe>`);
    await expect.poll(() => refused.length).toBe(1);
    expect(refused[0]).toContain("frame-ancestors 'none'");
    // Nothing of the page ran in the frame.
    const frame = page.frames()[1];
    expect(await frame.evaluate(() => document.querySelector('#__docusaurus'))).toBeNull();
  });
});

test.describe('style-src', () => {
  test.use({baseURL: NGINX_URL, allowedConsoleErrors: /Refused to apply inline style|inline style violates|directive: "style-src/});

  test("why style-src keeps 'unsafe-inline': without it, Docusaurus's sprite and Mermaid's diagram styles are refused", async ({page}) => {
    const violations = await watchViolations(page);
    // The same response, with the policy's style-src tightened to the site's own files.
    await page.route('**/docs/webhooks', async (route) => {
      const response = await route.fetch();
      const policy = response.headers()['content-security-policy'].replace("style-src 'self' 'unsafe-inline'", "style-src 'self'");
      await route.fulfill({response, headers: {...response.headers(), 'content-security-policy': policy}});
    });
    await page.goto('/docs/webhooks');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeAttached({timeout: 15_000});
    await quietNetwork(page);
    const reported = (await violations()).filter((line) => !line.startsWith('console'));
    // The sprite's style="display: none" (the page's HTML), and the <style> Mermaid puts into each diagram.
    expect(reported).toContainEqual(expect.stringMatching(/^style-src-attr blocked inline/));
    expect(reported).toContainEqual(expect.stringMatching(/^style-src-elem blocked inline/));
  });
});

test.describe('double slashes and paths that would leave the origin', () => {
  test.use({baseURL: NGINX_URL, allowedConsoleErrors: /status of 404/});

  test('//search?q= shows the search page with its results under /search?q=', async ({page}) => {
    await page.goto(`${NGINX_URL}//search?q=hold%20token`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(new URL(page.url()).pathname).toBe('/search');
    expect(new URL(page.url()).search).toBe('?q=hold%20token');
    await expect(page.locator('main a[href*="hold-tokens"]').first()).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toHaveCount(0);
  });

  test('//docs//webhooks opens the page at /docs/webhooks', async ({page}) => {
    await page.goto(`${NGINX_URL}//docs//webhooks#verify-the-signature`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(new URL(page.url()).pathname).toBe('/docs/webhooks');
    expect(new URL(page.url()).hash).toBe('#verify-the-signature');
    await expect(page.locator('article h1')).toHaveText('Webhooks');
  });

  test('//evil.example/index.html stays on the site, hydrates, and says the page is not found', async ({page}) => {
    await page.goto(`${NGINX_URL}//evil.example/index.html`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(new URL(page.url()).origin).toBe(NGINX_URL);
    expect(new URL(page.url()).pathname).toBe('/evil.example');
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  });
});

/**
 * The playground frame's policy in Chromium, on a site of four files served by
 * the same nginx configuration and a policy the build step writes from them: a
 * page that frames /playground-frame.html as the playground does, in
 * `<iframe sandbox="allow-scripts">`, and a frame document that is one file,
 * as the playground's is: inline scripts, the second of which runs code the
 * way the playground runs the reader's (`new Function`), then tries the
 * network and the parent.
 */
test.describe('the playground frame under its own policy', () => {
  const FRAME_SITE_PORT = NGINX_PORT + 1;
  // The frame's refused fetch is reported on the console, as it should be; the small site has no favicon.
  test.use({baseURL: `http://127.0.0.1:${FRAME_SITE_PORT}`, allowedConsoleErrors: /llms\.txt|status of 404/});
  let frameSite: RunningNginx;
  let root: string;

  test.beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'frame-site-'));
    // nginx's workers run as another user: mkdtemp's folder is private to this one.
    fs.chmodSync(root, 0o755);
    const files: Record<string, string> = {
      '_nginx/redirects.conf': '# no redirects\n',
      'index.html': '<!doctype html><html><head><title>Playground</title><script src="/host.js"></script></head><body></body></html>',
      'host.js': `
        window.frameReports = [];
        window.addEventListener('message', (event) => window.frameReports.push(event.data));
        document.addEventListener('DOMContentLoaded', () => {
          const frame = document.createElement('iframe');
          frame.setAttribute('sandbox', 'allow-scripts');
          frame.src = '/playground-frame.html';
          document.body.append(frame);
        });`,
      'playground-frame.html': `<!doctype html><html><head><script>window.inlineRan = true;</script><script>
        const report = {inline: window.inlineRan === true, violations: []};
        document.addEventListener('securitypolicyviolation', (event) => report.violations.push(event.effectiveDirective));
        report.readersCode = new Function('a', 'b', 'return a * b')(6, 7);
        try { report.parent = parent.document.title; } catch (error) { report.parent = error.name; }
        try { report.storage = String(localStorage.length); } catch (error) { report.storage = error.name; }
        fetch('/llms.txt').then(() => 'allowed', () => 'refused').then((fetched) => {
          report.fetch = fetched;
          setTimeout(() => parent.postMessage(report, '*'), 100);
        });</script></head><body></body></html>`,
    };
    for (const [name, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, name)), {recursive: true});
      fs.writeFileSync(path.join(root, name), content);
    }
    const {page, frame} = await buildPolicies(root, {services: {askEndpoint: null, algoliaAppId: null, chat: null}, redirects: []});
    fs.writeFileSync(path.join(root, '_nginx', 'csp.conf'), nginxCspMap(page, frame));
    frameSite = await startNginx({buildDir: root, port: FRAME_SITE_PORT});
  });

  test.afterAll(async () => {
    await frameSite?.stop();
    fs.rmSync(root, {recursive: true, force: true});
  });

  test('the frame document is served with its own narrower policy, framed by the site only', async () => {
    const reply = (target: string) =>
      new Promise<http.IncomingMessage>((resolve, reject) =>
        http.get(`http://127.0.0.1:${FRAME_SITE_PORT}${target}`, (response) => resolve(response.resume())).on('error', reject),
      );
    const frame = await reply(FRAME_DOCUMENT);
    const policy = frame.headers['content-security-policy'] as string;
    expect(frame.statusCode).toBe(200);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toMatch(/script-src 'unsafe-eval' 'sha256-[^']+' 'sha256-[^']+'/);
    expect(policy).toContain("connect-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(frame.headers['x-frame-options']).toBe('SAMEORIGIN');
    const host = await reply('/');
    expect(host.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(host.headers['x-frame-options']).toBe('DENY');
  });

  test("runs its own inline script and the reader's code, and reaches neither the network nor the parent", async ({page}) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => (window as unknown as {frameReports: unknown[]}).frameReports.length)).toBe(1);
    const [report] = await page.evaluate(() => (window as unknown as {frameReports: unknown[]}).frameReports);
    expect(report).toEqual({
      inline: true,
      readersCode: 42,
      parent: 'SecurityError',
      storage: 'SecurityError',
      fetch: 'refused',
      violations: ['connect-src'],
    });
    // The reports are the frame's refused fetch, nothing else: the page that frames the document raised nothing.
    const reports = await violations();
    expect(reports.length).toBeGreaterThan(0);
    expect(reports.filter((line) => !/llms\.txt/.test(line))).toEqual([]);
    expect(reports.join('\n')).toContain(`"connect-src 'none'"`);
  });
});
