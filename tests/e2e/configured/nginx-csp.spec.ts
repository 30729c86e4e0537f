/**
 * The build with hosted services configured (scripts/build-configured.mjs),
 * served by the production nginx configuration with the policy that build
 * wrote: hosted search (Algolia), Ask AI through an endpoint on another
 * origin and the chat widget run in Chromium with no violation, and nothing
 * beyond them is allowed. The hosts are stubbed in the browser; a request the
 * policy refuses never reaches a stub.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {startNginx, type RunningNginx} from '../../../scripts/serve-nginx';
import {watchViolations} from '../csp';
import {test, expect, gotoHydrated, quietNetwork} from '../fixtures';

const PORT = Number(process.env.E2E_NGINX_CONFIGURED_PORT ?? 4179);
const ALGOLIA_HOST = 'e2etestapp-dsn.algolia.net';
const ASK_ENDPOINT = 'http://127.0.0.1:4175/ask';
const configuredBuild = path.resolve(__dirname, '../../../build-configured');

let nginx: RunningNginx;

test.describe.configure({mode: 'serial'});
test.use({baseURL: `http://127.0.0.1:${PORT}`, allowedHosts: [ALGOLIA_HOST, 'widget.intercom.io', '127.0.0.1:4175']});

test.beforeAll(async () => {
  nginx = await startNginx({buildDir: configuredBuild, port: PORT});
});

test.afterAll(async () => {
  await nginx?.stop();
});

async function stubHostedServices(page: Page): Promise<void> {
  await page.route('https://widget.intercom.io/**', (route) =>
    route.fulfill({contentType: 'text/javascript', body: 'window.chatWidgetLoaded = true;'}),
  );
  await page.route(`https://${ALGOLIA_HOST}/**`, (route) =>
    route.fulfill({contentType: 'application/json', body: JSON.stringify({nbHits: 0, hits: []})}),
  );
  const cors = {'Access-Control-Allow-Origin': `http://127.0.0.1:${PORT}`, 'Access-Control-Allow-Headers': 'Content-Type'};
  await page.route(ASK_ENDPOINT, (route) =>
    route.request().method() === 'OPTIONS'
      ? route.fulfill({status: 204, headers: {...cors, 'Access-Control-Allow-Methods': 'POST'}})
      : route.fulfill({
          headers: {...cors, 'Content-Type': 'text/event-stream'},
          body: [
            {type: 'citations', kind: 'model', citations: [{n: 1, title: 'Hold tokens', heading: null, url: '/docs/api/hold-tokens'}]},
            {type: 'token', text: 'Hold tokens expire after 15 minutes [1].'},
            {type: 'done'},
          ]
            .map((event) => `data: ${JSON.stringify(event)}\n\n`)
            .join(''),
        }),
  );
}

test('the policy this build wrote names its ask endpoint, Algolia and the chat provider, and nothing else', () => {
  const conf = fs.readFileSync(path.join(configuredBuild, '_nginx', 'csp.conf'), 'utf8');
  const policy = /default "([^"]+)"/.exec(conf)![1];
  const connect = /connect-src ([^;]+)/.exec(policy)![1].split(' ');
  expect(connect.slice(0, 3)).toEqual(["'self'", 'http://127.0.0.1:4175', `https://${ALGOLIA_HOST}`]);
  expect(connect.slice(3).every((source) => /intercom/.test(source))).toBe(true);
  expect(/script-src ([^;]+)/.exec(policy)![1]).toContain('https://widget.intercom.io');
});

test('hosted search, Ask AI from the endpoint and the chat widget run with no violation', async ({page}) => {
  const violations = await watchViolations(page);
  await stubHostedServices(page);
  await gotoHydrated(page, '/docs/');
  await expect.poll(() => page.evaluate(() => (window as unknown as {chatWidgetLoaded?: boolean}).chatWidgetLoaded)).toBe(true);
  await page.keyboard.press('Control+k');
  const dialog = page.locator('dialog[aria-label="Search the documentation"]:not([aria-busy=true])');
  const question = 'How long does a hold token last?';
  await dialog.getByPlaceholder('Search docs').fill(question);
  await expect(dialog.getByText(`No results found for "${question}"`)).toBeVisible();
  await dialog.getByRole('button', {name: `Ask AI: ${question}`}).click();
  await expect(dialog.getByRole('article').first()).toContainText('Hold tokens expire after 15 minutes');
  await quietNetwork(page);
  expect(await violations()).toEqual([]);
});
