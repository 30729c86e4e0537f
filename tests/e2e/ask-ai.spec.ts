/**
 * Ask AI with the embedded answerer (the default build: no endpoint, no
 * network): offered for the typed question, loaded only when opened,
 * answering from the local index with citations to the page that answers,
 * follow-ups, copy, stop and retry, failures, and the way back to search.
 */
import type {Page, Request} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {test, expect, gotoHydrated} from './fixtures';

const dialog = (page: Page) => page.locator('dialog[aria-label="Search the documentation"]:not([aria-busy=true])');
const searchInput = (page: Page) => dialog(page).getByPlaceholder('Search docs');
const askInput = (page: Page) => dialog(page).getByPlaceholder('Ask another question...');
const askEntry = (page: Page) => dialog(page).getByRole('button', {name: /^Ask AI: /});
const turns = (page: Page) => dialog(page).getByRole('article');

const QUESTION = 'How many requests can I run at the same time?';

async function openAsk(page: Page, question = QUESTION): Promise<void> {
  await gotoHydrated(page, '/docs/');
  await page.keyboard.press('Control+k');
  await searchInput(page).fill(question);
  await expect(askEntry(page)).toHaveText(`Ask AI: ${question}`);
  await askEntry(page).click();
  await expect(askInput(page)).toBeFocused();
}

/** Holds the requests matching `pattern` until `release` is called. */
async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

test.describe('Ask AI, embedded answerer', () => {
  test('is offered for the typed question, also when there are no results, and loads nothing before it is opened', async ({page}) => {
    const scripts: Request[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request);
    });
    await gotoHydrated(page, '/docs/');
    await page.keyboard.press('Control+k');
    await searchInput(page).fill('zzqxjv');
    await expect(dialog(page).getByText('No results found for "zzqxjv"')).toBeVisible();
    await expect(askEntry(page)).toHaveText('Ask AI: zzqxjv');
    const bodies = async (requests: Request[]) =>
      Promise.all(requests.map(async (request) => (await (await request.response())?.text()) ?? ''));
    const before = await bodies(scripts);
    expect(
      before.some((body) => body.includes('Ask another question...')),
      'AI screen code loaded with the page or the dialog',
    ).toBe(false);
    const loadedBefore = scripts.length;
    // With no result to open, Enter in the search field asks the question.
    await page.keyboard.press('Enter');
    await expect(askInput(page)).toBeFocused();
    const after = await bodies(scripts.slice(loadedBefore));
    expect(after.some((body) => body.includes('Ask another question...'))).toBe(true);
    await expect(turns(page).first()).toContainText('The documentation does not seem to cover this question.');
  });

  test('answers from the documentation and cites the page that answers', async ({page}) => {
    await openAsk(page);
    const turn = turns(page).first();
    await expect(turn.getByRole('heading', {level: 2})).toHaveText(QUESTION);
    const sources = turn.getByRole('region', {name: 'Sources'});
    await expect(sources.getByRole('link').first()).toBeVisible();
    const hrefs = await sources.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.some((href) => href.startsWith('/docs/api/rate-limit'))).toBe(true);
    await expect(turn.getByRole('link', {name: 'Source 1'})).toHaveAttribute('href', hrefs[0]);
    await expect(turn.getByText(/^Answered in your browser from the docs search index/)).toBeVisible();
    await expect(dialog(page).getByText(/No language model/)).toHaveCount(0);
    await expect(dialog(page).getByText('AI answers can make mistakes. Check the cited pages.')).toBeVisible();
    await expect(turn.getByRole('status')).toHaveCount(0);
    const rateLimit = sources.getByRole('link').filter({hasText: 'Rate limit'}).first();
    await rateLimit.click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/docs\/api\/rate-limit/);
  });

  test('answers a how-to question with the code sample of the section it cites first', async ({page}) => {
    const question = 'How do I send the hold token to my server?';
    await openAsk(page, question);
    const turn = turns(page).first();
    const sources = turn.getByRole('region', {name: 'Sources'});
    await expect(sources.getByRole('link').first()).toBeVisible();
    const first = (await sources.getByRole('link').first().getAttribute('href'))!;
    const code = turn.locator('pre code').first();
    await expect(code).toContainText('holdToken');
    const quoted = ((await code.textContent()) ?? '').replace(/\s+/g, ' ').trim();
    // The sample is one the first cited page shows.
    await gotoHydrated(page, first.split('#')[0]);
    const samples = (await page.locator('article pre').allTextContents()).map((sample) => sample.replace(/\s+/g, ' '));
    expect(samples.some((sample) => sample.includes(quoted.slice(0, 60)))).toBe(true);
  });

  test("answers a how-to question from the option page, first cited, with its sample in the site's code block", async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openAsk(page, 'How do I let buyers pick only 4 seats?');
    const turn = turns(page).first();
    const sources = turn.getByRole('region', {name: 'Sources'});
    await expect(sources.getByRole('link').first()).toHaveAttribute('href', '/docs/renderer/config-maxselectedobjects');
    await expect(turn.getByRole('link', {name: 'Source 1'}).first()).toHaveAttribute('href', '/docs/renderer/config-maxselectedobjects');
    // The answer names the option as code, and shows the page's example coloured as on the page, with its copy button.
    await expect(turn.locator('p code', {hasText: 'maxSelectedObjects'}).first()).toBeVisible();
    const block = turn.locator('.theme-code-block');
    await expect(block).toHaveCount(1);
    await expect(block.locator('code .t-keyword').first()).toHaveText('new');
    await expect(block).toContainText('maxSelectedObjects: 6');
    const copy = block.getByRole('button', {name: 'Copy code to clipboard'});
    await block.hover();
    await copy.click();
    await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('maxSelectedObjects: 6,');
  });

  test('names a page it read but did not quote under "See also", linked and listed with the sources', async ({page}) => {
    await openAsk(page, 'use my own dialog to ask which ticket type');
    const turn = turns(page).first();
    const seeAlso = turn.locator('p', {hasText: /^See also /});
    await expect(seeAlso).toContainText('Prompts API');
    const link = seeAlso.getByRole('link', {name: /^Source \d$/});
    await expect(link).toHaveAttribute('href', /^\/docs\/renderer\/prompts-api\/?(#|$)/);
    const n = (await link.textContent())!.replace(/\D/g, '');
    await expect(turn.getByRole('region', {name: 'Sources'}).locator(`li[value="${n}"] a`)).toHaveAttribute(
      'href',
      /^\/docs\/renderer\/prompts-api\/?(#|$)/,
    );
  });

  test('takes follow-ups, copies an answer with its sources, and goes back to keyword search', async ({page, context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openAsk(page);
    await expect(turns(page).first().getByRole('button', {name: 'Copy answer'})).toBeVisible();
    await askInput(page).fill('How do I verify the signature of a webhook?');
    await page.keyboard.press('Enter');
    await expect(turns(page)).toHaveCount(2);
    await expect(askInput(page)).toHaveValue('');
    const second = turns(page).nth(1);
    await expect(second.getByRole('region', {name: 'Sources'}).getByRole('link').first()).toHaveAttribute('href', /^\/docs\/webhooks/);
    await second.getByRole('button', {name: 'Copy answer'}).click();
    await expect(second.getByRole('button', {name: 'Copied'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('\n\nSources:\n[1] ');
    expect(copied).toContain(`${baseURL}/docs/webhooks`);
    await dialog(page).getByRole('button', {name: 'Back to search'}).click();
    await expect(searchInput(page)).toHaveValue('How do I verify the signature of a webhook?');
  });

  test('reads Answering... while it works; Stop stops it and Retry answers', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await page.keyboard.press('Control+k');
    await searchInput(page).fill(QUESTION);
    await expect(askEntry(page)).toBeVisible();
    const release = await holdRequests(page, '**/search-index/{t,p}/**');
    await askEntry(page).click();
    const turn = turns(page).first();
    await expect(turn.getByRole('status')).toHaveText('Answering...');
    await turn.getByRole('button', {name: 'Stop'}).click();
    await expect(turn.getByText('Stopped. The answer above may be incomplete.')).toBeVisible();
    await expect(turn.getByRole('status')).toHaveCount(0);
    release();
    await page.unroute('**/search-index/{t,p}/**');
    await turn.getByRole('button', {name: 'Retry'}).click();
    await expect(turn.getByRole('region', {name: 'Sources'})).toBeVisible();
  });

  test('the open AI screen passes an accessibility check', async ({page}) => {
    await openAsk(page);
    await expect(turns(page).first().getByRole('region', {name: 'Sources'})).toBeVisible();
    const results = await new AxeBuilder({page}).include('dialog[aria-label="Search the documentation"]').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test.describe('offline index', () => {
    test.use({allowedConsoleErrors: /Failed to load resource/});

    test('an index that cannot be fetched ends in a message with Retry, never a frozen screen', async ({page}) => {
      await gotoHydrated(page, '/docs/');
      await page.keyboard.press('Control+k');
      await searchInput(page).fill(QUESTION);
      await expect(askEntry(page)).toBeVisible();
      await page.route('**/search-index/{t,p}/**', (route) => route.abort('internetdisconnected'));
      await askEntry(page).click();
      const alert = turns(page).first().getByRole('alert');
      await expect(alert).toContainText('The documentation index could not be loaded.');
      await page.unroute('**/search-index/{t,p}/**');
      await alert.getByRole('button', {name: 'Retry'}).click();
      await expect(turns(page).first().getByRole('region', {name: 'Sources'})).toBeVisible();
    });
  });
});
