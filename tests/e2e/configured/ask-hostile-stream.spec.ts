/**
 * Issue 26, D6: an endpoint that streams far more than any answer (2 MB of
 * small pieces, as a hostile or broken ask service could) once froze the
 * tab for minutes, because the screen rendered the whole answer again for
 * every piece. On the build made with ASK_AI_ENDPOINT, the endpoint here is
 * the test's own route: the answer stops at MAX_ANSWER_CHARS with a message,
 * the page never runs a task over 200 ms meanwhile, and it still takes a
 * new question. It runs in the configured-alone project (playwright.config.ts),
 * after every other test, so the tasks it bounds are not stretched by another
 * test's browser on the same cores.
 */
import type {Page} from '@playwright/test';
import {encodeEvent, MAX_ANSWER_CHARS} from '../../../lib/ask/protocol';
import {test, expect, gotoHydrated} from '../fixtures';

const ASK_URL = 'http://127.0.0.1:4175/ask';
const ALGOLIA_HOST = 'e2etestapp-dsn.algolia.net';
const QUESTION = 'How long does a hold token last?';
/** What the endpoint sends: 2 MB of answer in pieces of 100 characters, a paragraph break now and then. */
const HOSTILE_BYTES = 2 * 1024 * 1024;
/** The longest task the page may run, in milliseconds (the bound). */
const LONGEST_TASK_MS = 200;

const dialog = (page: Page) => page.locator('dialog[aria-label="Search the documentation"]:not([aria-busy=true])');

function hostileStream(): string {
  const citation = {n: 1, title: 'Hold tokens', heading: null, url: '/docs/api/hold-tokens'};
  const parts = [encodeEvent({type: 'citations', kind: 'model', citations: [citation]})];
  let size = 0;
  for (let i = 0; size < HOSTILE_BYTES; i += 1) {
    const text = `${'word '.repeat(19)}[1]${i % 20 === 19 ? '\n\n' : ' '}`;
    const event = encodeEvent({type: 'token', text});
    parts.push(event);
    size += event.length;
  }
  parts.push(encodeEvent({type: 'done'}));
  return parts.join('');
}

test.use({allowedHosts: [ALGOLIA_HOST, 'widget.intercom.io', '127.0.0.1:4175']});

test('an endpoint that streams 2 MB gets a capped answer, and the page stays responsive', async ({page}) => {
  await page.route('https://widget.intercom.io/**', (route) => route.fulfill({contentType: 'text/javascript', body: ''}));
  await page.route(`https://${ALGOLIA_HOST}/**`, (route) =>
    route.fulfill({contentType: 'application/json', body: JSON.stringify({nbHits: 0, hits: []})}),
  );
  const body = hostileStream();
  await page.route(ASK_URL, (route) => route.fulfill({status: 200, contentType: 'text/event-stream', body}));
  await page.addInitScript(() => {
    const w = window as unknown as {longTasks: number[]};
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
    }).observe({type: 'longtask', buffered: true});
  });
  await gotoHydrated(page, '/docs/');
  await page.keyboard.press('Control+k');
  await dialog(page).getByPlaceholder('Search docs').fill(QUESTION);
  const started = await page.evaluate(() => (window as unknown as {longTasks: number[]}).longTasks.length);
  await dialog(page)
    .getByRole('button', {name: `Ask AI: ${QUESTION}`})
    .click();
  const turn = dialog(page).getByRole('article').first();
  await expect(turn.getByRole('alert')).toContainText('The answer was cut off: it ran past 20,000 characters.');
  // What arrived up to the cap is shown, no more.
  const shown = await turn.locator('[class*="answer"]').first().innerText();
  expect(shown.length).toBeGreaterThan(MAX_ANSWER_CHARS / 2);
  expect(shown.length).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
  // The page answers: a new question can be typed and asked.
  const field = dialog(page).getByPlaceholder('Ask another question...');
  await field.fill('still here?');
  await expect(field).toHaveValue('still here?');
  const tasks = await page.evaluate((from) => (window as unknown as {longTasks: number[]}).longTasks.slice(from), started);
  console.log(`longest task while answering: ${Math.round(Math.max(0, ...tasks))} ms (${tasks.length} tasks over 50 ms)`);
  expect(Math.max(0, ...tasks)).toBeLessThan(LONGEST_TASK_MS);
});
