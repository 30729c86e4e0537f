/**
 * Try it on a hosted sandbox (SANDBOX_API_ENDPOINT=/api/sandbox, in the build
 * of scripts/build-configured.mjs), end to end: Chromium on the configured
 * build served by the production nginx configuration (deploy/nginx/), whose
 * proxy location passes requests over TLS to a stub of the Tessera API on
 * loopback. The stub's certificate is made for the API's name by this test,
 * and nginx is told to trust it, as it trusts the system's authorities in
 * production. The reader's key is held in memory only: never stored, never
 * in a URL, sent to no host but the site's own proxy.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {startNginx, type RunningNginx} from '../../../scripts/serve-nginx';
import {watchViolations} from '../csp';
import {test, expect} from '../fixtures';

const NGINX_PORT = 4176;
const SITE = `http://127.0.0.1:${NGINX_PORT}`;
const API_HOST = 'api-eu.tessera.example';
const READER_KEY = 'b7c1e0d4-readers-own-sandbox-key';
const buildDir = path.resolve(__dirname, '../../../build-configured');

type Received = {method: string; url: string; headers: Record<string, string | string[] | undefined>; body: string};

let certDir: string;
let api: https.Server;
let nginx: RunningNginx;
const received: Received[] = [];

/** A certificate and key for the API's name, valid for a day, signed by itself. */
function makeCertificate(dir: string, name: string): {cert: string; key: string} {
  const cert = path.join(dir, `${name}.crt`);
  const key = path.join(dir, `${name}.key`);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${name}`,
      '-addext',
      `subjectAltName=DNS:${name}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    {stdio: 'ignore'},
  );
  return {cert, key};
}

test.describe.configure({mode: 'serial'});
test.use({allowedHosts: [`127.0.0.1:${NGINX_PORT}`, 'widget.intercom.io', 'e2etestapp-dsn.algolia.net']});

test.beforeAll(async () => {
  certDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-api-cert-'));
  const {cert, key} = makeCertificate(certDir, API_HOST);
  // The stub API: records each request and answers as the API would for the calls the test makes.
  api = https.createServer({cert: fs.readFileSync(cert), key: fs.readFileSync(key)}, (request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({method: request.method ?? '', url: request.url ?? '', headers: request.headers, body});
      response.setHeader('Set-Cookie', 'api_session=from-the-api; Path=/');
      if (request.url?.startsWith('/events/concert-2025-11-21/actions/book')) {
        response.writeHead(200, {'Content-Type': 'application/json'});
        response.end(JSON.stringify({objects: {'A-1': {label: 'A-1', status: 'booked'}}}));
      } else {
        response.writeHead(404, {'Content-Type': 'application/json'});
        response.end(JSON.stringify({status: 404, errors: [{code: 'EVENT_NOT_FOUND', message: 'Event not found'}]}));
      }
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  nginx = await startNginx({buildDir, port: NGINX_PORT, api: {port: (api.address() as AddressInfo).port, caFile: cert}});
});

test.afterAll(async () => {
  await nginx?.stop();
  await new Promise((resolve) => api?.close(resolve));
  if (certDir) fs.rmSync(certDir, {recursive: true, force: true});
});

test.beforeEach(async ({page}) => {
  received.length = 0;
  await page.route('https://widget.intercom.io/**', (route) => route.fulfill({contentType: 'text/javascript', body: ''}));
});

const consoleDialog = (page: Page) =>
  page.locator('dialog:not([aria-busy=true])').filter({has: page.getByRole('button', {name: 'Send request'})});

/** Opens the console in hosted mode; returns the page's Content-Security-Policy as nginx sent it. */
async function openHosted(page: Page, route = '/docs/api/book-objects'): Promise<string | undefined> {
  const response = await page.goto(`${SITE}${route}`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  // The first operation of the page (the workspace list page has three).
  await page.getByRole('button', {name: 'Try it', exact: true}).first().click();
  await consoleDialog(page).getByRole('radio', {name: 'Your Tessera sandbox, with your key'}).check();
  return response?.headers()['content-security-policy'];
}

test('sends to your own sandbox through the site’s proxy, with your key in memory only', async ({page, context}) => {
  await context.addCookies([{name: 'docs_pref', value: 'site-cookie', url: SITE}]);
  const withCredentials: string[] = [];
  page.on('request', (request) => {
    if (request.headers().authorization) withCredentials.push(request.url());
  });
  // The site's own Content-Security-Policy is in force (connect-src 'self' covers the proxy path), and raises nothing.
  const violations = await watchViolations(page);
  expect(await openHosted(page)).toMatch(/connect-src 'self'[^;]*;.*frame-ancestors 'none'/);
  const dialog = consoleDialog(page);
  const key = dialog.getByLabel('Your sandbox secret key');
  await expect(key).toHaveAttribute('type', 'password');
  await expect(key).toHaveValue('');
  // No key yet: refused before sending.
  await dialog.getByRole('button', {name: 'Send request'}).click();
  await expect(dialog.getByRole('alert').filter({hasText: 'Nothing was sent'})).toContainText('your sandbox secret key is required');
  expect(received).toEqual([]);

  await key.fill(READER_KEY);
  await dialog.getByRole('button', {name: 'Send request'}).click();
  const answer = dialog.getByRole('region', {name: 'Response'});
  await expect(answer.getByTestId('status')).toHaveText('200 OK');
  await expect(answer).toContainText('your Tessera sandbox');
  await expect(answer.getByLabel('Response body', {exact: true})).toContainText('"status": "booked"');

  expect(received).toHaveLength(1);
  const [call] = received;
  expect(call.method).toBe('POST');
  expect(call.url).toBe('/events/concert-2025-11-21/actions/book?expand=objects');
  expect(call.headers.authorization).toBe(`Basic ${Buffer.from(`${READER_KEY}:`).toString('base64')}`);
  expect(call.headers.host).toBe(API_HOST);
  expect(call.headers['content-type']).toBe('application/json');
  // Nothing of the docs site goes along: no cookie, no referrer, no origin.
  expect(call.headers.cookie).toBeUndefined();
  expect(call.headers.referer).toBeUndefined();
  expect(call.headers.origin).toBeUndefined();
  expect(JSON.parse(call.body)).toMatchObject({objects: ['A-1', 'A-2']});

  // The browser sent the key once, to the site's own proxy path, and keeps it nowhere.
  expect(withCredentials).toEqual([`${SITE}/api/sandbox/events/concert-2025-11-21/actions/book?expand=objects`]);
  const kept = await page.evaluate(() => {
    const dump = (storage: Storage) =>
      Array.from({length: storage.length}, (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i)!)}`);
    return [...dump(localStorage), ...dump(sessionStorage), document.cookie, location.href].join('\n');
  });
  expect(kept).not.toContain(READER_KEY);
  expect(kept).not.toContain(Buffer.from(`${READER_KEY}:`).toString('base64'));
  // The API's cookie does not reach the docs site.
  expect((await context.cookies(SITE)).map((cookie) => cookie.name)).toEqual(['docs_pref']);
  await expect(answer.getByText(/^Headers/)).toBeVisible();
  await answer.getByText(/^Headers/).click();
  await expect(answer.getByText('set-cookie')).toHaveCount(0);
  expect(await violations()).toEqual([]);

  // A new page load forgets the key.
  await openHosted(page);
  await expect(consoleDialog(page).getByLabel('Your sandbox secret key')).toHaveValue('');
});

test.describe('an answer the API refuses', () => {
  // Chromium logs every 4xx answer of a fetch as a console error.
  test.use({allowedConsoleErrors: /the server responded with a status of 404/});

  test('an answer the API refuses shows as it came, with its status', async ({page}) => {
    await openHosted(page);
    const dialog = consoleDialog(page);
    await dialog.getByLabel('Your sandbox secret key').fill(READER_KEY);
    await dialog.getByRole('group', {name: 'Path parameters'}).getByLabel('eventKey').fill('no-such-event');
    await dialog.getByRole('button', {name: 'Send request'}).click();
    const answer = dialog.getByRole('region', {name: 'Response'});
    await expect(answer.getByTestId('status')).toHaveText('404 Not Found');
    await expect(answer.getByLabel('Response body', {exact: true})).toContainText('EVENT_NOT_FOUND');
    expect(received.map((r) => r.url)).toEqual(['/events/no-such-event/actions/book?expand=objects']);
  });
});

test('the proxy takes only the API’s methods, and refuses an API whose certificate it cannot trust', async () => {
  const options = await fetch(`${SITE}/api/sandbox/events`, {method: 'OPTIONS'});
  expect(options.status).toBe(404);
  expect(received).toEqual([]);

  // Trusting another authority, nginx will not talk to the stub: 502, and the key never leaves.
  const other = makeCertificate(certDir, 'other.example');
  const distrustful = await startNginx({buildDir, api: {port: (api.address() as AddressInfo).port, caFile: other.cert}});
  try {
    const refused = await fetch(`${distrustful.url}/api/sandbox/events/concert-2025-11-21/actions/book`, {
      method: 'POST',
      headers: {authorization: `Basic ${Buffer.from(`${READER_KEY}:`).toString('base64')}`, 'content-type': 'application/json'},
      body: '{"objects":["A-1"]}',
    });
    expect(refused.status).toBe(502);
    expect(received).toEqual([]);
  } finally {
    await distrustful.stop();
  }
});

test('a call that needs the admin key asks for the sandbox admin key, not the secret key', async ({page}) => {
  await openHosted(page, '/docs/api/workspaces-list');
  const dialog = consoleDialog(page);
  await expect(dialog.getByLabel('Your sandbox admin key')).toHaveValue('');
  await expect(dialog.getByLabel('Your sandbox secret key')).toHaveCount(0);
  await dialog.getByRole('button', {name: 'Send request'}).click();
  await expect(dialog.getByRole('alert').filter({hasText: 'Nothing was sent'})).toContainText('your sandbox admin key is required');
  expect(received).toEqual([]);
});

test('the browser’s own sandbox is still the first choice', async ({page}) => {
  await page.goto(`${SITE}/docs/api/book-objects`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.getByRole('button', {name: 'Try it', exact: true}).click();
  const dialog = consoleDialog(page);
  await expect(dialog.getByRole('radio', {name: 'The sandbox in this browser (demo data)'})).toBeChecked();
  await dialog.getByRole('button', {name: 'Send request'}).click();
  await expect(dialog.getByRole('region', {name: 'Response'}).getByTestId('status')).toHaveText('200 OK');
  expect(received).toEqual([]);
});
