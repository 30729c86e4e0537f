/**
 * The REST console behind Try it (issue 22 §2), in Chromium against the
 * production build: nothing of it in a page's first load, a modal console
 * generated from the operation, Send against the sandbox in the browser,
 * refusals with catalogue codes, validation before sending, state kept for
 * the tab and Reset, hold tokens expiring on the virtual clock, copy as,
 * history, keyboard use, axe in both themes and a 390 px screen.
 */
import type {Locator, Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {test, expect, gotoHydrated, quietNetwork} from './fixtures';

const BOOK = '/docs/api/book-objects';
/** The documented example books with `expand=objects`, so the answer is 200 with the booked objects. */
const SUCCESS = '200 OK';

const tryIt = (page: Page) => page.getByRole('button', {name: 'Try it', exact: true});
/** The console once its data has loaded. */
const consoleDialog = (page: Page) =>
  page.locator('dialog:not([aria-busy=true])').filter({has: page.getByRole('button', {name: 'Send request'})});
const response = (page: Page) => consoleDialog(page).getByRole('region', {name: 'Response'});
const send = (page: Page) => consoleDialog(page).getByRole('button', {name: 'Send request'});
const editor = (page: Page) => consoleDialog(page).locator('.cm-content');
const body = (page: Page) => consoleDialog(page).getByRole('textbox', {name: /^Body/});

/** Points at the body, as a reader about to edit it does: CodeMirror loads and takes the text area's place. */
async function reachBody(page: Page): Promise<void> {
  await body(page).hover();
  await expect(editor(page)).toBeVisible();
}

async function openConsole(page: Page, path = BOOK): Promise<Locator> {
  await gotoHydrated(page, path);
  await tryIt(page).first().click();
  await expect(send(page)).toBeVisible();
  return consoleDialog(page);
}

/** Replaces the body editor's text, as a reader would: select all, type. */
async function typeBody(page: Page, text: string): Promise<void> {
  await reachBody(page);
  await editor(page).click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await editor(page).pressSequentially(text);
}

test.describe('Try it', () => {
  test('nothing of the console comes with the page; pointing at Try it loads it, and a press opens a modal console', async ({page}) => {
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await gotoHydrated(page, BOOK);
    await quietNetwork(page);
    const before = loaded.length;
    expect(loaded.filter((path) => /sandbox-operations|rest-console/.test(path))).toEqual([]);
    await tryIt(page).hover();
    await expect.poll(() => loaded.slice(before).some((path) => /\/assets\/js\//.test(path))).toBe(true);
    await tryIt(page).click();
    const dialog = consoleDialog(page);
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    await expect(dialog.getByRole('heading', {level: 2})).toHaveText('Try it Book objects');
    await expect(dialog.getByLabel('Secret key')).toHaveValue(/^[0-9a-f-]{36}$/);
    await expect(dialog.getByRole('group', {name: 'Path parameters'}).getByLabel('eventKey')).toHaveValue('concert-2025-11-21');
    expect(loaded.some((path) => /\/assets\/data\/sandbox-operations\.[0-9a-f]{8}\.json$/.test(path))).toBe(true);
  });

  test('the body is a text area until the reader points at it; then CodeMirror takes its place with the same text', async ({page}) => {
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await openConsole(page);
    await quietNetwork(page);
    const before = loaded.length;
    await expect(editor(page)).toHaveCount(0);
    const text = await body(page).inputValue();
    expect(JSON.parse(text)).toHaveProperty('objects');
    await reachBody(page);
    expect(loaded.slice(before).some((path) => /\/assets\/js\//.test(path))).toBe(true);
    await expect(editor(page)).toHaveText(text.replace(/\n/g, ''));
  });

  test('keys typed into the body as CodeMirror arrives all land, in order, and the editor keeps the focus', async ({page}) => {
    await openConsole(page);
    await expect(editor(page)).toHaveCount(0);
    // A click is the first intent: the editor's chunk starts loading and takes the text area's place while the reader types.
    await body(page).click();
    await page.keyboard.type('ABCDEF', {delay: 60});
    await expect(editor(page)).toBeVisible();
    await expect(editor(page)).toBeFocused();
    await expect(editor(page)).toContainText('ABCDEF');
    await page.keyboard.type('GH');
    await expect(editor(page)).toContainText('ABCDEFGH');
  });

  test('on a laptop screen the body scrolls into view whole when it takes the focus, clear of the sticky Send bar', async ({page}) => {
    await page.setViewportSize({width: 1024, height: 900});
    await openConsole(page);
    await body(page).click();
    await expect(editor(page)).toBeFocused();
    // The bar that holds Send sits at the bottom of the form's view; the whole field must be above it.
    const barTop = await send(page).evaluate((button) => button.closest('[class*="actions_"]')!.getBoundingClientRect().top);
    const field = await editor(page).evaluate((content) => content.closest('[class*="editor_"]')!.getBoundingClientRect());
    expect(field.bottom).toBeLessThanOrEqual(barTop + 1);
    expect(field.height).toBeGreaterThan(100);
  });

  test('a page of several operations has a Try it for each, opening that operation', async ({page}) => {
    await gotoHydrated(page, '/docs/api/usage-report-billable-renderings');
    await expect(tryIt(page)).toHaveCount(3);
    const titles: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await tryIt(page).nth(i).click();
      await expect(send(page)).toBeVisible();
      // The form is named after the operation's method and path (the three share their summary).
      titles.push((await consoleDialog(page).getByRole('form').getAttribute('aria-label')) ?? '');
      await consoleDialog(page).getByRole('button', {name: 'Close the console'}).click();
      await expect(tryIt(page).nth(i)).toBeFocused();
    }
    expect(titles.every((title) => /^Request: GET \/reports\/usage\//.test(title))).toBe(true);
    expect(new Set(titles).size).toBe(3);
  });

  test('Send request succeeds; the same Send again is refused with a catalogue code', async ({page}) => {
    await openConsole(page);
    await expect(response(page)).toContainText('Send the request to see');
    await send(page).click();
    await expect(response(page).getByTestId('status')).toHaveText('200 OK');
    await expect(response(page)).toContainText('sandbox in this browser');
    await expect(response(page).getByLabel('Response body', {exact: true})).toContainText('"status": "booked"');
    await expect(response(page)).toContainText(/\d ms/);
    await send(page).click();
    await expect(response(page).getByTestId('status')).toHaveText('400 Bad Request');
    await expect(response(page).getByLabel('Response body', {exact: true})).toContainText('"code": "OBJECT_ALREADY_BOOKED"');
    await expect(consoleDialog(page).getByText('History of this tab (2)')).toBeVisible();
  });

  test('a request refused before sending clears the response of the request before it', async ({page}) => {
    await openConsole(page);
    await send(page).click();
    await expect(response(page).getByTestId('status')).toHaveText('200 OK');
    await typeBody(page, '{"objects": [');
    await send(page).click();
    await expect(consoleDialog(page).getByRole('alert').filter({hasText: 'Nothing was sent'})).toBeVisible();
    await expect(response(page).getByTestId('status')).toHaveCount(0);
    await expect(response(page)).toContainText('Send the request to see');
  });

  test('an invalid body is refused before sending, with a message naming the field and the rule', async ({page}) => {
    await openConsole(page);
    await typeBody(page, '{"objects": ["A-1"], "holdToken": 42}');
    await send(page).click();
    const alert = consoleDialog(page).getByRole('alert').filter({hasText: 'Nothing was sent'});
    await expect(alert).toContainText('holdToken must be a string (type)');
    await expect(alert).toBeFocused();
    await expect(response(page)).toContainText('Send the request to see');
    await expect(consoleDialog(page).getByText(/History of this tab/)).toHaveCount(0);
    await expect(editor(page)).toHaveAttribute('aria-invalid', 'true');

    await typeBody(page, '{"objects": [');
    await send(page).click();
    await expect(alert).toContainText('The body is not valid JSON');
    await expect(consoleDialog(page).getByText('Fix the body’s JSON to copy the request.')).toBeVisible();

    await consoleDialog(page).getByRole('group', {name: 'Path parameters'}).getByLabel('eventKey').fill('');
    await typeBody(page, '{"objects": ["A-1"]}');
    await send(page).click();
    await expect(alert).toContainText('path parameter eventKey is required (required)');
    await expect(consoleDialog(page).getByRole('group', {name: 'Path parameters'}).getByLabel('eventKey')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  test('the sandbox keeps its state across pages of the tab, and Reset sandbox clears it', async ({page}) => {
    await openConsole(page);
    await send(page).click();
    await expect(response(page).getByTestId('status')).toHaveText(SUCCESS);
    // Another page in the same tab (a new document: sessionStorage stays), then back.
    await gotoHydrated(page, '/docs/api/hold-tokens');
    await openConsole(page);
    await expect(consoleDialog(page).getByText('History of this tab (1)')).toBeVisible();
    await send(page).click();
    await expect(response(page).getByTestId('status')).toHaveText('400 Bad Request');
    await expect(response(page).getByLabel('Response body', {exact: true})).toContainText('OBJECT_ALREADY_BOOKED');
    await consoleDialog(page).getByRole('button', {name: 'Reset sandbox'}).click();
    await expect(response(page)).toContainText('Send the request to see');
    await expect(consoleDialog(page).getByText(/History of this tab/)).toHaveCount(0);
    await send(page).click();
    await expect(response(page).getByTestId('status')).toHaveText(SUCCESS);
  });

  test('a hold token expires after fast-forward, and frees its seats', async ({page}) => {
    await openConsole(page);
    // The example books seats held under a hold token; the sandbox created the token and held them, and says so.
    await expect(consoleDialog(page).getByText(/^Created hold token \S+ to stand for the example's wvXbB9MlHt\.$/)).toBeVisible();
    const clock = consoleDialog(page).locator('time');
    const start = Date.parse((await clock.getAttribute('datetime'))!);
    await consoleDialog(page).getByRole('button', {name: 'Fast-forward 15 min'}).click();
    await consoleDialog(page).getByRole('button', {name: 'Fast-forward 1 min'}).click();
    expect(Date.parse((await clock.getAttribute('datetime'))!) - start).toBeGreaterThanOrEqual(16 * 60_000);
    await send(page).click();
    await expect(response(page).getByTestId('status')).toHaveText('400 Bad Request');
    await expect(response(page).getByLabel('Response body', {exact: true})).toContainText('"code": "HOLD_TOKEN_EXPIRED"');
    // The seats the token held are free again: booking them without a token succeeds.
    await typeBody(page, JSON.stringify({objects: ['A-1', 'A-2']}));
    await send(page).click();
    await expect(response(page).getByTestId('status')).toHaveText(/^20[04] /);
  });

  test('an operation the sandbox answers from the document’s examples says so', async ({page}) => {
    await openConsole(page, '/docs/api/usage-report-all-months');
    await send(page).click();
    await expect(response(page).getByTestId('status')).toHaveText('200 OK');
    await expect(response(page)).toContainText('Answered from the API reference’s examples');
  });

  test('a wrong key gets 401 with an empty body, as the docs say', async ({page}) => {
    await openConsole(page);
    await consoleDialog(page).getByLabel('Secret key').fill('not-a-key');
    await send(page).click();
    await expect(response(page).getByTestId('status')).toHaveText('401 Unauthorized');
    await expect(response(page)).toContainText('No body.');
  });

  test('copies the request as each of the seven sample languages, with a key placeholder', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openConsole(page);
    const language = consoleDialog(page).getByLabel('Copy as');
    const expected: Record<string, RegExp> = {
      cURL: /^curl -X POST 'https:\/\/api-eu\.tessera\.example\/events\/concert-2025-11-21\/actions\/book\?expand=objects'/,
      Python: /urllib\.request/,
      'C#': /HttpClient/,
    };
    for (const [label, pattern] of Object.entries(expected)) {
      await language.selectOption({label});
      await consoleDialog(page)
        .getByRole('button', {name: `Copy the request as ${label}`})
        .click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(pattern);
      expect(copied).toContain('YOUR_SECRET_KEY');
    }
    expect(await language.locator('option').allTextContents()).toEqual(['cURL', 'JavaScript', 'C#', 'Java', 'PHP', 'Ruby', 'Python']);
  });

  test('works from the keyboard: Enter opens, focus stays inside, Escape closes and returns to Try it', async ({page}) => {
    await gotoHydrated(page, BOOK);
    await tryIt(page).focus();
    await page.keyboard.press('Enter');
    await expect(send(page)).toBeVisible();
    // Tab from the editor leaves it after Escape (CodeMirror's own way out), then reaches Send.
    await reachBody(page);
    await editor(page).click();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(editor(page)).not.toBeFocused();
    for (let i = 0; i < 10 && !(await send(page).evaluate((element) => element === document.activeElement)); i += 1)
      await page.keyboard.press('Tab');
    await expect(send(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(response(page).getByTestId('status')).toHaveText(SUCCESS);
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog')).toHaveCount(0);
    await expect(tryIt(page)).toBeFocused();
  });

  for (const theme of ['light', 'dark']) {
    test(`passes axe in ${theme} mode, label-content-name-mismatch included, before and after a Send`, async ({page}) => {
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      await page.setViewportSize({width: 1440, height: 900});
      await openConsole(page);
      const check = async () => {
        const results = await new AxeBuilder({page})
          .include('dialog')
          .options({rules: {'label-content-name-mismatch': {enabled: true}}})
          .analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      };
      await check();
      await send(page).click();
      await expect(response(page).getByTestId('status')).toHaveText(SUCCESS);
      await consoleDialog(page)
        .getByText(/^Headers/)
        .click();
      await send(page).click();
      await expect(response(page).getByTestId('status')).toHaveText('400 Bad Request');
      await consoleDialog(page)
        .getByText(/History of this tab/)
        .click();
      await check();
      await page.screenshot({path: `/work/shots/console/console-1440-${theme}.png`});
    });
  }

  test('fits a 390 px screen: the whole screen, nothing sideways, Send and the response in reach', async ({page}) => {
    for (const theme of ['light', 'dark']) {
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      await page.setViewportSize({width: 390, height: 844});
      await openConsole(page);
      const box = await consoleDialog(page).boundingBox();
      expect(box).toMatchObject({x: 0, y: 0, width: 390});
      await send(page).click();
      await expect(response(page).getByTestId('status')).toBeVisible();
      const overflow = await consoleDialog(page).evaluate((dialog) =>
        Array.from(dialog.querySelectorAll<HTMLElement>('*'))
          .filter((el) => el.getBoundingClientRect().right > 390.5)
          .map((el) => el.className || el.tagName),
      );
      expect(overflow).toEqual([]);
      await page.screenshot({path: `/work/shots/console/console-390-${theme}.png`, fullPage: false});
      await response(page).scrollIntoViewIfNeeded();
      await page.screenshot({path: `/work/shots/console/console-390-${theme}-response.png`});
      await consoleDialog(page).getByRole('button', {name: 'Reset sandbox'}).click();
    }
  });

  test('a corrupted sandbox state in storage gives a message and a working console', async ({page}) => {
    await gotoHydrated(page, BOOK);
    await page.evaluate(() => sessionStorage.setItem('tessera-sandbox:state', '{"format":"tessera-sandbox/0","junk":true}'));
    await tryIt(page).click();
    await expect(consoleDialog(page).getByRole('status').filter({hasText: 'started again from the demo data'})).toBeVisible();
    await send(page).click();
    await expect(response(page).getByTestId('status')).toHaveText(SUCCESS);
  });

  test.describe('with the operations data blocked', () => {
    test.use({allowedConsoleErrors: /Failed to load resource/});
    test('when its data cannot be fetched, the console says so, and Retry loads it', async ({page}) => {
      await gotoHydrated(page, BOOK);
      let failing = true;
      await page.route('**/assets/data/sandbox-operations.*.json', (route) => (failing ? route.abort() : route.continue()));
      await tryIt(page).click();
      const dialog = page.locator('dialog');
      await expect(dialog.getByRole('alert')).toContainText('The console could not load its data');
      failing = false;
      await dialog.getByRole('button', {name: 'Retry'}).click();
      await expect(send(page)).toBeVisible();
    });
  });

  test('works under a Content-Security-Policy without eval: no violation from opening, typing or sending', async ({page}) => {
    // What a strict policy forbids the console: eval and new Function (no 'unsafe-eval'), any other host.
    const policy = [
      "default-src 'self'",
      "script-src 'self' 'unsafe-inline'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
    ].join('; ');
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const answer = await route.fetch();
      return route.fulfill({response: answer, headers: {...answer.headers(), 'content-security-policy': policy}});
    });
    await page.addInitScript(() => {
      (window as unknown as {violations: string[]}).violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as {violations: string[]}).violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await openConsole(page);
    await typeBody(page, '{"objects": ["B-1"]}');
    await send(page).click();
    await expect(response(page).getByTestId('status')).toHaveText(/^20[04] /);
    expect(await page.evaluate(() => (window as unknown as {violations: string[]}).violations)).toEqual([]);
  });
});
