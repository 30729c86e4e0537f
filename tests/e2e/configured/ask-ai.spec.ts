/**
 * Ask AI through the ask endpoint, on the build made with ASK_AI_ENDPOINT
 * (scripts/build-configured.mjs points it at 127.0.0.1:4175). This file
 * starts the real ask handler there, retrieving from the default build's
 * index (build/search-index, or ASK_INDEX_DIR), wired to a stub
 * OpenAI-compatible API on loopback that each test switches: streamed
 * tokens, a 500, a hang past the timeout, a chunk that is not JSON, hostile
 * Markdown. Keyword search in this build is Algolia, stubbed as in
 * hosted-search.spec.ts: Ask AI must work beside it.
 */
import path from 'node:path';
import type {Page} from '@playwright/test';
import {startAskServer, type RunningServer} from '../../../server/ask/server';
import {DEFAULT_TOKENS, HOSTILE_MARKDOWN, startStubModel, type StubModel} from '../../unit/ask-stub';
import {test, expect, gotoHydrated} from '../fixtures';

const ASK_PORT = 4175;
const ALGOLIA_HOST = 'e2etestapp-dsn.algolia.net';
const QUESTION = 'How long does a hold token last?';

const dialog = (page: Page) => page.locator('dialog[aria-label="Search the documentation"]:not([aria-busy=true])');
const searchInput = (page: Page) => dialog(page).getByPlaceholder('Search docs');
const askInput = (page: Page) => dialog(page).getByPlaceholder('Ask another question...');
const turns = (page: Page) => dialog(page).getByRole('article');

let stub: StubModel;
let server: RunningServer;

test.describe.configure({mode: 'serial'});
test.use({allowedHosts: [ALGOLIA_HOST, 'widget.intercom.io', `127.0.0.1:${ASK_PORT}`]});

// Playwright reads the fixtures a hook uses from its first parameter's pattern; this hook uses none.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  stub = await startStubModel();
  server = await startAskServer(
    {
      upstream: {baseUrl: stub.baseUrl, apiKey: 'e2e-model-key', model: 'stub-model', timeoutMs: 1500},
      indexDir: process.env.ASK_INDEX_DIR ?? path.resolve(__dirname, '../../../build/search-index'),
      allowedOrigins: [new URL(testInfo.project.use.baseURL!).origin],
      ratePerMinute: 1000,
      trustProxy: 0,
    },
    ASK_PORT,
  );
});

test.afterAll(async () => {
  await server?.close();
  await stub?.close();
});

test.beforeEach(async ({page}) => {
  stub.behaviour = 'tokens';
  stub.tokens = DEFAULT_TOKENS;
  stub.delayMs = 15;
  await page.route('https://widget.intercom.io/**', (route) => route.fulfill({contentType: 'text/javascript', body: ''}));
  // Algolia finds nothing: Ask AI is still offered, and its answer comes from the endpoint.
  await page.route(`https://${ALGOLIA_HOST}/**`, (route) =>
    route.fulfill({contentType: 'application/json', body: JSON.stringify({nbHits: 0, hits: []})}),
  );
});

async function ask(page: Page, question = QUESTION): Promise<void> {
  await gotoHydrated(page, '/docs/');
  await page.keyboard.press('Control+k');
  await searchInput(page).fill(question);
  await expect(dialog(page).getByText(`No results found for "${question}"`)).toBeVisible();
  await dialog(page)
    .getByRole('button', {name: `Ask AI: ${question}`})
    .click();
}

test('streams the model answer with the endpoint citations, beside Algolia keyword search', async ({page}) => {
  stub.delayMs = 400;
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.url() === `http://127.0.0.1:${ASK_PORT}/ask` && request.method() === 'POST') bodies.push(request.postData() ?? '');
  });
  await ask(page);
  const turn = turns(page).first();
  await expect(turn.getByRole('status')).toHaveText('Answering...');
  await expect(turn.getByRole('button', {name: 'Stop'})).toBeVisible();
  await expect(turn.getByText('Hold tokens expire after 15 minutes by default')).toBeVisible();
  await expect(turn.getByRole('status')).toHaveCount(0);
  expect(JSON.parse(bodies[0])).toEqual({question: QUESTION});
  const first = turn.getByRole('region', {name: 'Sources'}).getByRole('link').first();
  const href = (await first.getAttribute('href'))!;
  expect(href).toMatch(/^\/docs\//);
  await expect(turn.getByRole('link', {name: 'Source 1'})).toHaveAttribute('href', href);
  await expect(turn.getByText('Written by a language model from the cited sections of the documentation.')).toBeVisible();
  await expect(dialog(page).getByText('AI answers can make mistakes. Check the cited pages.')).toBeVisible();

  await askInput(page).fill('And how do I extend it?');
  await page.keyboard.press('Enter');
  await expect(turns(page).nth(1).getByRole('button', {name: 'Copy answer'})).toBeVisible({timeout: 15_000});
  expect(JSON.parse(bodies[1])).toEqual({
    question: 'And how do I extend it?',
    history: [{question: QUESTION, answer: DEFAULT_TOKENS.join('')}],
  });
});

for (const [behaviour, message] of [
  ['error', 'The language model failed to answer.'],
  ['hang', 'The language model took too long to answer.'],
  ['malformed', 'The language model sent an answer that could not be read.'],
  ['json', 'The language model replied in a format the answer service cannot read.'],
  ['empty', 'The language model returned an empty answer.'],
] as const) {
  test(`a model that answers ${behaviour} ends in a clear message with Retry`, async ({page}) => {
    stub.behaviour = behaviour;
    await ask(page);
    const alert = turns(page).first().getByRole('alert');
    await expect(alert).toContainText(message);
    await expect(turns(page).first().getByRole('status')).toHaveCount(0);
    stub.behaviour = 'tokens';
    await alert.getByRole('button', {name: 'Retry'}).click();
    await expect(turns(page).first().getByText('Hold tokens expire after 15 minutes by default')).toBeVisible();
  });
}

test('Stop ends the stream, and the endpoint stops asking the model', async ({page}) => {
  stub.delayMs = 300;
  stub.tokens = Array.from({length: 30}, (_, i) => `word${i} `);
  const closedBefore = stub.closedEarly;
  await ask(page);
  const turn = turns(page).first();
  await expect(turn.getByText('word1')).toBeVisible();
  await turn.getByRole('button', {name: 'Stop'}).click();
  await expect(turn.getByText('Stopped. The answer above may be incomplete.')).toBeVisible();
  await expect.poll(() => stub.closedEarly).toBeGreaterThan(closedBefore);
});

test.describe('an endpoint that goes silent', () => {
  test.use({allowedConsoleErrors: /Failed to load resource/});

  test('is given up after 20 seconds without data, with Retry', async ({page}) => {
    await page.clock.install();
    await page.route(`http://127.0.0.1:${ASK_PORT}/ask`, () => {
      // Never answered.
    });
    await ask(page);
    await expect(turns(page).first().getByRole('status')).toHaveText('Answering...');
    await page.clock.fastForward(21_000);
    const alert = turns(page).first().getByRole('alert');
    await expect(alert).toContainText('The answer took too long to arrive.');
    await page.unroute(`http://127.0.0.1:${ASK_PORT}/ask`);
    await alert.getByRole('button', {name: 'Retry'}).click();
    await expect(turns(page).first().getByText('Hold tokens expire after 15 minutes by default')).toBeVisible();
  });
});

test('hostile Markdown from the model executes nothing and links nowhere unsafe', async ({page}) => {
  let alerted = false;
  page.on('dialog', async (d) => {
    alerted = true;
    await d.dismiss();
  });
  stub.tokens = [HOSTILE_MARKDOWN];
  await ask(page);
  const turn = turns(page).first();
  await expect(turn.getByRole('button', {name: 'Copy answer'})).toBeVisible();
  await expect(turn).toContainText('<script>window.pwned = true</script>');
  await expect(turn).toContainText('<img src=x onerror="window.pwned = true">');
  await expect(turn.locator('script, img, iframe')).toHaveCount(0);
  await expect(turn.getByRole('link', {name: 'click me'})).toHaveCount(0);
  await expect(turn.getByText('click me')).toBeVisible();
  const hrefs = await turn.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => !/^(https?:\/\/|\/)/.test(href))).toEqual([]);
  const external = turn.getByRole('link', {name: /elsewhere/});
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(external).toContainText('(external)');
  expect(await page.evaluate(() => (window as unknown as {pwned?: boolean}).pwned)).toBeUndefined();
  expect(alerted).toBe(false);
});
