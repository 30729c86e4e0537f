/**
 * The renderer playground in Chromium against the production build: seats
 * selected and deselected by mouse and keyboard with the callbacks logged,
 * the Config edited and run, share links, hold expiry on the sandbox clock,
 * the entry points on other pages, requests, accessibility in both themes,
 * and a 390 px phone.
 */
import AxeBuilder from '@axe-core/playwright';
import type {FrameLocator, Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {settleRendering} from './sweep';

const PLAYGROUND = '/docs/renderer/playground';

function chart(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Seat map"]');
}

function seat(page: Page, label: string): ReturnType<FrameLocator['getByRole']> {
  return chart(page).getByRole('button', {name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},`)});
}

async function openPlayground(page: Page, path = PLAYGROUND): Promise<void> {
  await gotoHydrated(page, path);
  await expect(page.getByRole('status').filter({hasText: 'Rendered.'})).toBeVisible({timeout: 20_000});
}

function log(page: Page) {
  return page.getByRole('log', {name: 'Callbacks'});
}

/** Holds back the playground's chunk (the one that keeps the hold token) until the returned function is called. */
async function holdPlaygroundChunk(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/*.js', async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('tessera-playground:holdToken')) await released;
      await route.fulfill({response, body});
    } catch (error) {
      // A script still in flight when the test ends (the page is closing, its responses disposed): nothing is waiting for it.
      if (!page.isClosed() && !/Test ended|has been disposed/.test(String(error))) throw error;
    }
  });
  return release;
}

/** Replaces the Config editor's text and presses Run. */
async function startCode(page: Page, code: string): Promise<void> {
  const editor = page.getByRole('textbox', {name: 'Config'});
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await editor.fill(code);
  await page.getByRole('button', {name: 'Run', exact: true}).click();
}

/** Replaces the Config editor's text and runs it to its end. */
async function runCode(page: Page, code: string): Promise<void> {
  await startCode(page, code);
  await expect(page.getByRole('status').filter({hasText: /^(Rendered\.|Rendering failed|Error)/})).toBeVisible({timeout: 20_000});
}

const POUNDS = `new tessera.SeatingChart({
  divId: 'chart',
  workspaceKey: 'YOUR_WORKSPACE_KEY',
  event: 'YOUR_EVENT_KEY',
  pricing: {prices: [{category: 1, price: 45}], priceFormatter: (price) => '£' + price},
  onObjectSelected: (object) => console.log('picked', object.label),
}).render();`;

test.describe('the playground', () => {
  test('the starter’s seats take a tap before the playground has loaded, and are held once it has', async ({page}) => {
    // The playground's chunk waits until the seat has been tapped.
    const release = await holdPlaygroundChunk(page);
    await page.goto(PLAYGROUND);
    const a12 = seat(page, 'A-12');
    await a12.click();
    await expect(a12).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({hasText: 'Loading the playground…'})).toBeVisible();
    // The countdown's line is there already, waiting for the page to start the session.
    await expect(chart(page).getByRole('timer')).toHaveText('Starting the session…');
    release();
    await expect(page.getByRole('status').filter({hasText: 'Rendered.'})).toBeVisible({timeout: 20_000});
    await expect(chart(page).getByRole('timer')).toContainText('Hold ends in');
    await expect(log(page)).toContainText('onObjectSelected({label: "A-12"');
    await expect(log(page)).toContainText('onHoldSucceeded');
    await expect(a12).toHaveAccessibleName(/^A-12, Stalls, €45, selected/);
    await expect(page.locator('iframe[title="Seat map"]')).toHaveCount(1);
  });

  test('at 390 px the boot frame is sized to its chart before the playground has loaded', async ({page}) => {
    // The boot frame draws before the page's scripts start, so the shell must ask it for its height.
    await page.setViewportSize({width: 390, height: 844});
    // The playground's chunk never arrives in this test.
    await holdPlaygroundChunk(page);
    await gotoHydrated(page, PLAYGROUND);
    await expect(page.getByRole('status').filter({hasText: 'Loading the playground…'})).toBeVisible();
    const frame = page.locator('iframe[title="Seat map"]');
    // 32rem (512 px) before it says its size; the starter's chart needs about 390 px at this width.
    await expect.poll(async () => (await frame.boundingBox())?.height ?? 0).toBeLessThan(450);
  });

  for (const width of [390, 1024]) {
    test(`at ${width} px nothing moves when the playground arrives: the shell has drawn its toolbar, title and session line`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 844});
      const release = await holdPlaygroundChunk(page);
      await gotoHydrated(page, PLAYGROUND);
      await expect(page.getByRole('status').filter({hasText: 'Loading the playground…'})).toBeVisible();
      await expect(page.getByRole('button', {name: 'Run', exact: true})).toBeDisabled();
      // Where the Config title, the chart frame and the line under it are, once the frame has its size.
      const frame = page.locator('iframe[title="Seat map"]');
      await expect.poll(async () => (await frame.boundingBox())?.height ?? 0).toBeLessThan(512);
      const places = () =>
        Promise.all(
          [page.getByText('Ctrl+Enter runs'), frame, page.getByText(/^(No session|Hold token)/)].map(async (locator) =>
            Math.round((await locator.first().boundingBox())!.y),
          ),
        );
      const before = await places();
      // And the browser's own count: no layout shift on the page from here on, not even for one frame.
      await page.evaluate(() => {
        const shifts: number[] = [];
        (window as unknown as {shifts: number[]}).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as {value: number}).value);
        }).observe({type: 'layout-shift'});
      });
      release();
      await expect(page.getByRole('status').filter({hasText: 'Rendered.'})).toBeVisible({timeout: 20_000});
      await expect(page.getByRole('button', {name: 'Run', exact: true})).toBeEnabled();
      const after = await places();
      expect(after).toEqual(before);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => (window as unknown as {shifts: number[]}).shifts)).toEqual([]);
    });
  }

  test('selects and deselects a seat by mouse, with the callbacks in the log', async ({page}) => {
    await openPlayground(page);
    const a12 = seat(page, 'A-12');
    await expect(a12).toHaveAccessibleName('A-12, Stalls, €45, available');
    await expect(a12).toHaveAttribute('aria-pressed', 'false');
    await a12.click();
    await expect(a12).toHaveAttribute('aria-pressed', 'true');
    await expect(a12).toHaveAccessibleName(/^A-12, Stalls, €45, selected/);
    await expect(log(page)).toContainText('onObjectSelected({label: "A-12"');
    await expect(log(page)).toContainText('onHoldSucceeded');
    await a12.click();
    await expect(a12).toHaveAttribute('aria-pressed', 'false');
    await expect(log(page)).toContainText('onObjectDeselected({label: "A-12"');
    await expect(log(page)).toContainText('onReleaseHoldSucceeded');
  });

  test('the Callbacks log follows its newest entry, and stays where the reader scrolled up to', async ({page}) => {
    await openPlayground(page);
    const a12 = seat(page, 'A-12');
    const entries = log(page).locator('li');
    for (const pressed of ['true', 'false', 'true', 'false', 'true', 'false']) {
      await a12.click();
      await expect(a12).toHaveAttribute('aria-pressed', pressed);
    }
    await expect(log(page)).toContainText('onReleaseHoldSucceeded');
    expect(await log(page).evaluate((box) => box.scrollHeight > box.clientHeight * 2)).toBe(true);
    await expect.poll(() => log(page).evaluate((box) => box.scrollTop + box.clientHeight >= box.scrollHeight - 16)).toBe(true);
    // Scrolled up to an older entry, the reader keeps their place while new ones arrive.
    await log(page).evaluate((box) => box.scrollTo(0, 0));
    const before = await entries.count();
    await a12.click();
    await expect.poll(() => entries.count()).toBeGreaterThan(before);
    expect(await log(page).evaluate((box) => box.scrollTop)).toBe(0);
  });

  test('moves between neighbouring seats with the arrow keys and selects with Enter and Space', async ({page}) => {
    await openPlayground(page);
    await seat(page, 'A-12').focus();
    await page.keyboard.press('ArrowRight');
    const focused = chart(page).locator(':focus');
    await expect(focused).toHaveAccessibleName(/^A-13, Stalls/);
    await page.keyboard.press('Enter');
    await expect(seat(page, 'A-13')).toHaveAttribute('aria-pressed', 'true');
    await expect(log(page)).toContainText('onObjectSelected({label: "A-13"');
    await page.keyboard.press('ArrowDown');
    await expect(chart(page).locator(':focus')).toHaveAccessibleName(/^B-13, Stalls/);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expect(seat(page, 'A-13')).toHaveAttribute('aria-pressed', 'false');
    await expect(log(page)).toContainText('onObjectDeselected({label: "A-13"');
    // Zoom by keyboard, then back.
    await page.keyboard.press('+');
    await expect(chart(page).locator('.ts-stage')).toHaveAttribute('style', /scale\(1\.4\)/);
    await page.keyboard.press('0');
    await expect(chart(page).locator('.ts-stage')).toHaveAttribute('style', /scale\(1\)/);
  });

  test('runs the edited Config in a fresh frame, and a shared link reproduces it', async ({page, context}) => {
    await openPlayground(page);
    await runCode(page, POUNDS);
    await expect(seat(page, 'A-12')).toHaveAccessibleName('A-12, Stalls, £45, available');
    await seat(page, 'A-12').click();
    await expect(log(page)).toContainText('picked A-12');

    await page.getByRole('button', {name: 'Share link'}).click();
    const link = await page.getByRole('textbox', {name: 'Link to this playground'}).inputValue();
    expect(link).toMatch(/#code=1j\./);
    const other = await context.newPage();
    await openPlayground(other, link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(seat(other, 'A-12')).toHaveAccessibleName('A-12, Stalls, £45, available');
    await expect(other.getByRole('textbox', {name: 'Config'})).toContainText("priceFormatter: (price) => '£' + price");
    await expect(other.getByText('Opened from a shared link.')).toBeVisible();
  });

  test('code from a shared link runs only in the frame: it cannot reach the page or its storage', async ({page, context}) => {
    await openPlayground(page);
    const hostile = `try { window.parent.document.body.textContent = 'taken over'; } catch (error) { console.log('parent: ' + error.name); }
try { window.localStorage.getItem('theme'); } catch (error) { console.log('storage: ' + error.name); }
new tessera.SeatingChart({divId: 'chart', workspaceKey: 'YOUR_WORKSPACE_KEY', event: 'YOUR_EVENT_KEY'}).render();`;
    await runCode(page, hostile);
    await page.getByRole('button', {name: 'Share link'}).click();
    const link = await page.getByRole('textbox', {name: 'Link to this playground'}).inputValue();
    const other = await context.newPage();
    await openPlayground(other, link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(log(other)).toContainText('parent: SecurityError');
    await expect(log(other)).toContainText('storage: SecurityError');
    await expect(other.getByRole('heading', {name: 'Renderer playground', level: 1})).toBeVisible();
  });

  test('a damaged shared link opens the starter and says why', async ({page}) => {
    await openPlayground(page, `${PLAYGROUND}#code=1j.notdeflate`);
    await expect(page.getByText('The link’s code is damaged.')).toBeVisible();
    await expect(seat(page, 'A-12')).toHaveAccessibleName('A-12, Stalls, €45, available');
  });

  test('a hold expires when the sandbox clock skips ahead', async ({page}) => {
    await openPlayground(page);
    await seat(page, 'A-12').click();
    await expect(log(page)).toContainText('onHoldSucceeded');
    await expect(page.getByText(/Hold token .* left on the sandbox clock/)).toBeVisible();
    await page.getByRole('button', {name: 'Skip 15 minutes'}).click();
    await expect(log(page)).toContainText('onHoldTokenExpired()');
    await expect(chart(page).getByRole('dialog')).toContainText('Your session has expired');
    await expect(seat(page, 'A-12')).toHaveAttribute('aria-pressed', 'false');
    await expect(seat(page, 'A-12')).toHaveAccessibleName('A-12, Stalls, €45, available');
  });

  test('a seat booked in the REST console shows as booked, in the same tab’s sandbox', async ({page}) => {
    await gotoHydrated(page, '/docs/api/book-objects');
    await page.getByRole('button', {name: 'Try it'}).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('eventKey', {exact: true})).toHaveValue('concert-2025-11-21');
    const body = dialog.getByRole('textbox', {name: /^Body/});
    await body.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await body.fill('{"objects": ["A-5"]}');
    await dialog.getByRole('button', {name: 'Send request'}).click();
    await expect(dialog.getByTestId('status')).toHaveText(/^200/);
    await page.keyboard.press('Escape');
    await openPlayground(page);
    await expect(seat(page, 'A-5')).toHaveAccessibleName('A-5, Stalls, €45, booked');
    await expect(seat(page, 'A-5')).toHaveAttribute('aria-disabled', 'true');
    await seat(page, 'A-5').click({force: true});
    await expect(seat(page, 'A-5')).toHaveAttribute('aria-pressed', 'false');
  });

  test('calls a method and reads a property from the controls', async ({page}) => {
    await openPlayground(page);
    await page.getByRole('combobox', {name: 'Method'}).selectOption('doSelectObjects');
    await page.getByRole('button', {name: 'Call', exact: true}).click();
    await expect(seat(page, 'A-12')).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', {name: 'chart.selectedObjects'}).click();
    await expect(page.getByRole('status', {name: 'Result'}).or(page.locator('output'))).toContainText('["A-12", "A-13"]');
  });

  test('code that never yields is stopped with a message, and the next run renders', async ({page}) => {
    await openPlayground(page);
    await startCode(page, 'while (true) {}');
    await expect(page.getByRole('status').filter({hasText: 'Running…'})).toBeVisible();
    await expect(page.getByRole('status').filter({hasText: /^Stopped: the code did not finish within 10 seconds/})).toBeVisible({
      timeout: 20_000,
    });
    await expect(log(page)).toContainText('an endless loop?');
    await expect(page.locator('iframe[title="Seat map"]')).toHaveCount(0);
    await runCode(page, POUNDS);
    await expect(seat(page, 'A-12')).toHaveAccessibleName('A-12, Stalls, £45, available');
  });

  test('a syntax error says its line and column, and puts the cursor there', async ({page}) => {
    await openPlayground(page);
    // A missing comma on line 4, before "price" at column 18.
    await runCode(
      page,
      "new tessera.SeatingChart({\n  divId: 'chart',\n  pricing: {prices: [\n    {category: 1 price: 45}]},\n}).render();",
    );
    await expect(page.getByRole('status').filter({hasText: /^Error: SyntaxError: .*\(line 4, column 18\)$/})).toBeVisible();
    await expect(log(page)).toContainText('The code stops parsing at line 4, column 18');
    // The editor marks the line that holds the cursor.
    await expect(page.locator('.cm-activeLine')).toHaveText('    {category: 1 price: 45}]},');
  });

  test('logs an option it does not simulate, and a bad value, and still renders', async ({page}) => {
    await openPlayground(page);
    await runCode(
      page,
      "new tessera.SeatingChart({divId: 'chart', workspaceKey: 'YOUR_WORKSPACE_KEY', event: 'YOUR_EVENT_KEY', objectIcon: () => 'star', mode: 'Normal'}).render();",
    );
    await expect(log(page)).toContainText('objectIcon is not simulated in the playground');
    await expect(log(page)).toContainText('mode: "Normal" is not one of');
    await expect(page.getByRole('status').filter({hasText: 'Rendered.'})).toBeVisible();
  });

  test('no request leaves the site, and the frame loads only its own document and assets', async ({page, baseURL}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await openPlayground(page);
    await seat(page, 'A-12').click();
    await expect(log(page)).toContainText('onHoldSucceeded');
    const origin = new URL(baseURL!).origin;
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
    expect(requests.some((url) => /\/playground-frame\.html(#boot)?$/.test(url))).toBe(true);
  });

  test('the page’s own scripts start once the chart frame has loaded, and without the frame after a few seconds', async ({page}) => {
    const events: string[] = [];
    page.on('requestfinished', (request) => {
      if (/\/playground-frame\.html(#boot)?$/.test(request.url())) events.push('frame');
    });
    page.on('request', (request) => {
      if (/\/assets\/js\/(runtime~)?main\.[0-9a-f]+\.js$/.test(request.url())) events.push('entry');
    });
    await openPlayground(page);
    expect(events).toEqual(['frame', 'entry', 'entry']);
    // Another page keeps Docusaurus's own tags.
    await page.goto('/docs/renderer/config-pricing');
    expect(await page.locator('script[src*="/main."][defer]').count()).toBe(1);

    // A frame that never loads holds the page back only until the loader's fallback.
    await page.route('**/playground-frame.html', () => undefined);
    const started = Date.now();
    // Not gotoHydrated: the window's load event waits for the frame, so it never comes.
    await page.goto(PLAYGROUND, {waitUntil: 'domcontentloaded'});
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect(page.getByRole('button', {name: 'Run', exact: true})).toBeEnabled();
  });

  test('the chart frame is requested while the stylesheet is still loading, and the reader’s theme is set before either', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (window === window.top) window.localStorage.setItem('theme', 'dark');
    });
    let stylesheetSent = false;
    let frameRequestedFirst: boolean | undefined;
    let themeWhenRequested: string | undefined;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/css/styles.*.css', async (route) => {
      const response = await route.fetch();
      // The stylesheet is held back until the frame has been asked for (or for at most 5 s).
      await Promise.race([released, new Promise((resolve) => setTimeout(resolve, 5000))]);
      stylesheetSent = true;
      await route.fulfill({response});
    });
    page.on('request', (request) => {
      if (!/\/playground-frame\.html(#boot)?$/.test(request.url()) || frameRequestedFirst !== undefined) return;
      frameRequestedFirst = !stylesheetSent;
      void page
        .evaluate(() => document.documentElement.dataset.theme)
        .then((theme) => (themeWhenRequested = theme))
        .finally(release);
    });
    await gotoHydrated(page, PLAYGROUND);
    expect(frameRequestedFirst).toBe(true);
    expect(themeWhenRequested).toBe('dark');
    // The colour-mode scripts are in <head>, ahead of the stylesheet; none is left in <body>.
    const order = await page.evaluate(() =>
      Array.from(document.querySelectorAll('script:not([src]), link[rel=stylesheet]'), (element) =>
        element.tagName === 'LINK'
          ? 'stylesheet'
          : element.textContent?.includes('data-theme')
            ? `theme in ${element.parentElement?.tagName}`
            : 'other',
      ).filter((kind) => kind !== 'other'),
    );
    expect(order).toEqual(['theme in HEAD', 'theme in HEAD', 'stylesheet']);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`passes axe in the ${theme} theme, the frame included`, async ({page}) => {
      await page.addInitScript((value) => {
        // The init script runs in the chart frame too, which has no storage.
        if (window === window.top) window.localStorage.setItem('theme', value);
      }, theme);
      await openPlayground(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await seat(page, 'A-12').hover();
      // The coverage tables are skipped until they near the screen, and their colours with them.
      await settleRendering(page);
      // The playground (its article, the chart frame included); the site's navbar is checked by the layout tests.
      const results = await new AxeBuilder({page})
        .include('main')
        // preload: false, or axe fetches the frame's stylesheet, which the frame's policy (connect-src 'none') refuses.
        .options({rules: {'label-content-name-mismatch': {enabled: true}}, preload: false})
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('passes axe in the dark theme the reader switches to, the coverage tables included', async ({page}) => {
    await openPlayground(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // The coverage tables are far below the screen, so the browser skips them (content-visibility: auto)
    // while their links change colour. Reading the links' colours first makes the switch start their
    // transitions, as it does whenever the browser styled them before (timing decides, in a full run).
    await page.locator('.playground-coverage a').evaluateAll((links) => links.map((link) => getComputedStyle(link).color));
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // Chromium does not run their colour transitions until it paints them: axe would read the light theme's colours.
    await settleRendering(page);
    const results = await new AxeBuilder({page}).include('.playground-coverage').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('works at 390 px: nothing scrolls sideways, a tap selects', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await openPlayground(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await seat(page, 'A-12').click();
    await expect(seat(page, 'A-12')).toHaveAttribute('aria-pressed', 'true');
    await expect(chart(page).getByRole('button', {name: 'Zoom in'})).toBeVisible();
  });

  test('at 390 px a long line of the Config wraps under its own code, not at column 0', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await openPlayground(page);
    await runCode(page, POUNDS);
    // The pricing line is wider than a phone: its second row starts right of where its code starts.
    const rows = await page.locator('.cm-line', {hasText: 'priceFormatter'}).evaluate((line) => {
      const range = document.createRange();
      range.selectNodeContents(line);
      const lefts = new Map<number, number>();
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.width === 0) continue;
        const top = Math.round(rect.top / 4);
        lefts.set(top, Math.min(lefts.get(top) ?? Infinity, rect.left));
      }
      // Where the code starts: the first character that is not its indent.
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      const code = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.search(/\S/);
        if (at < 0) continue;
        code.setStart(node, at);
        code.setEnd(node, at + 1);
        break;
      }
      return {starts: [...lefts.entries()].sort((a, b) => a[0] - b[0]).map(([, left]) => left), code: code.getBoundingClientRect().left};
    });
    expect(rows.starts.length).toBeGreaterThan(1);
    expect(rows.starts[1]).toBeGreaterThan(rows.code + 4);
  });

  test('print mode takes no interaction, as static does: no zoom controls, a click fires nothing', async ({page}) => {
    await openPlayground(page);
    const code = (mode: string) => `new tessera.SeatingChart({
  divId: 'chart',
  workspaceKey: 'YOUR_WORKSPACE_KEY',
  event: 'YOUR_EVENT_KEY',
  mode: '${mode}',
  onObjectClicked: (object) => console.log('clicked', object.label),
}).render();`;
    // Seats that cannot be selected are aria-disabled, which Playwright will not click unless forced; the mouse still clicks there.
    const a12 = chart(page).locator('[data-label="A-12"]');
    await runCode(page, code('static'));
    await expect(chart(page).getByRole('button', {name: 'Zoom in'})).toBeVisible();
    await a12.click({force: true});
    await expect(log(page)).toContainText('clicked A-12');
    await runCode(page, code('print'));
    await expect(a12).toBeVisible();
    await expect(chart(page).getByRole('button', {name: 'Zoom in'})).toHaveCount(0);
    await a12.click({force: true});
    // A property read goes through the frame after the click, so its answer comes after any callback the click fired.
    await page.getByRole('button', {name: 'chart.selectedObjects'}).click();
    await expect(page.getByRole('status', {name: 'Result'}).or(page.locator('output'))).toContainText('[]');
    await expect(log(page)).toContainText('onChartRendered');
    await expect(log(page)).not.toContainText('clicked A-12');
  });

  for (const width of [390, 1024, 1440]) {
    test(`at ${width} px the chart frame is as tall as its chart, within 32rem, and cuts off no seat nor the countdown`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      await openPlayground(page);
      await seat(page, 'A-12').click();
      await expect(seat(page, 'A-12')).toHaveAttribute('aria-pressed', 'true');
      await expect(chart(page).getByRole('timer')).toContainText('Hold ends in');
      // The boot frame the page is served with, then the frame the playground makes on Run.
      await expectFrameFitsChart(page, width);
      // Every height the chart frame takes from Run on: a new run's frame starts at the last one's height and does not jump.
      await page.evaluate(() => {
        const heights: number[] = [];
        (window as unknown as {frameHeights: number[]}).frameHeights = heights;
        const note = () => {
          const frame = document.querySelector('iframe[title="Seat map"]');
          if (frame) heights.push(frame.getBoundingClientRect().height);
        };
        new MutationObserver(note).observe(document.querySelector('main')!, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['style'],
        });
      });
      await page.getByRole('button', {name: 'Run', exact: true}).click();
      await expect(page.getByRole('status').filter({hasText: 'Rendered.'})).toBeVisible({timeout: 20_000});
      const heights = await page.evaluate(() => (window as unknown as {frameHeights: number[]}).frameHeights);
      expect(heights.length).toBeGreaterThan(0);
      expect(Math.min(...heights)).toBeGreaterThan(300);
      await seat(page, 'A-12').click();
      await expect(chart(page).getByRole('timer')).toContainText('Hold ends in');
      await expectFrameFitsChart(page, width);
    });
  }

  test('a size message from the reader’s code cannot make the frame taller than 32rem or shorter than 10rem', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await openPlayground(page);
    const frame = page.locator('iframe[title="Seat map"]');
    const height = async () => (await frame.boundingBox())!.height;
    await runCode(
      page,
      `new tessera.SeatingChart({divId: 'chart', workspaceKey: 'YOUR_WORKSPACE_KEY', event: 'YOUR_EVENT_KEY'}).render();`,
    );
    // Sent from inside the run's frame, where the reader's code runs, once its chart has drawn and said its own
    // height: in steps the test takes, so no timer of the reader's code races the frame's own messages.
    const chartFrame = (await (await frame.elementHandle())!.contentFrame())!;
    const send = (heights: unknown[]) =>
      chartFrame.evaluate((values) => {
        for (const value of values) parent.postMessage({type: 'size', height: value}, '*');
      }, heights);
    await expect.poll(height).toBeLessThan(450);
    await send(['9999px', -5, null, 1e9, 90000]);
    // The stylesheet's cap, borders included: 32rem.
    await expect.poll(height).toBe(512);
    await send([0]);
    // 160 px for the frame's document (10rem), its two 1 px borders on top.
    await expect.poll(height).toBe(162);
  });
});

/**
 * The chart frame fits its chart: a few pixels at most under the chart (the sample page's padding), no
 * scrolling inside the frame, every seat and the countdown line inside it, and never taller than 32rem.
 */
async function expectFrameFitsChart(page: Page, width: number): Promise<void> {
  const frame = page.locator('iframe[title="Seat map"]');
  const measure = async () => {
    const outer = (await frame.boundingBox())!;
    const inner = await chart(page)
      .locator('html')
      .evaluate(() => {
        const chartBox = document.querySelector('.ts-chart')!.getBoundingClientRect();
        const timer = document.querySelector('.ts-timer')!.getBoundingClientRect();
        const seats = Array.from(document.querySelectorAll('.ts-object'))
          .map((node) => node.getBoundingClientRect())
          .filter((box) => box.width > 0);
        return {
          height: window.innerHeight,
          empty: window.innerHeight - chartBox.bottom,
          scroll: document.documentElement.scrollHeight - window.innerHeight,
          seats: seats.length,
          cut: seats.filter((box) => box.top < chartBox.top || box.bottom > window.innerHeight).length,
          timerCut: timer.height === 0 || timer.bottom > window.innerHeight,
        };
      });
    return {outer: outer.height, ...inner};
  };
  await expect.poll(async () => (await measure()).empty, {message: `empty space under the chart at ${width} px`}).toBeLessThanOrEqual(12);
  const fit = await measure();
  expect(fit.outer).toBeLessThanOrEqual(32 * 16);
  expect(fit.empty).toBeGreaterThanOrEqual(0);
  expect(fit.scroll).toBeLessThanOrEqual(0);
  expect(fit.seats).toBeGreaterThan(100);
  expect(fit.cut).toBe(0);
  expect(fit.timerCut).toBe(false);
}

test.describe('entry points', () => {
  test('an option page links "Try it" to the playground, which opens its example', async ({page}) => {
    await gotoHydrated(page, '/docs/renderer/config-maxselectedobjects');
    const tryIt = page.getByRole('link', {name: 'Try it in the playground'});
    await expect(tryIt).toHaveAttribute('href', /^\/docs\/renderer\/playground\?try=renderer\/config-maxselectedobjects$/);
    await tryIt.click();
    await expect(page.getByRole('status').filter({hasText: /^(Rendered\.|Error)/})).toBeVisible({timeout: 20_000});
    await expect(page.getByRole('textbox', {name: 'Config'})).toContainText('maxSelectedObjects');
    await expect(page.getByText(/Running a sample of/)).toBeVisible();
    await expect(page.getByText(/The sample runs against the in-browser sandbox/)).toBeVisible();
  });

  test('a sample’s own category keys run as the demo chart’s categories, and the note says which', async ({page}) => {
    await gotoHydrated(page, '/docs/renderer/config-pricing');
    await page
      .getByRole('link', {name: /^Run .* in the playground$/})
      .first()
      .click();
    await expect(page.getByRole('status').filter({hasText: 'Rendered.'})).toBeVisible({timeout: 20_000});
    await expect(page.getByText(/'stalls' as 1, category 1 of the demo chart \(Stalls\)/)).toBeVisible();
    await expect(page.getByText(/'circle' as 2, category 2 of the demo chart \(Balcony\)/)).toBeVisible();
    // The seats show the sample's prices, in its format.
    await expect(seat(page, 'A-12')).toHaveAccessibleName(/^A-12, Stalls, €45\.00, available/);
  });

  test('a complete sample has a Run action that opens it unchanged', async ({page}) => {
    await gotoHydrated(page, '/docs/renderer/config-pricing');
    const run = page.getByRole('link', {name: /^Run .* in the playground$/}).first();
    const href = await run.getAttribute('href');
    expect(href).toMatch(/^\/docs\/renderer\/playground\?sample=renderer\/config-pricing&n=\d+$/);
    await run.click();
    await expect(page.getByRole('status').filter({hasText: 'Rendered.'})).toBeVisible({timeout: 20_000});
    const sample = await (await page.request.get(`/playground/samples/renderer/config-pricing.json`)).json();
    const n = Number(new URL(href!, 'http://x').searchParams.get('n'));
    const editorText = await page.locator('.cm-content').evaluate((node) => (node as HTMLElement).innerText);
    // Blank lines aside (the editor's DOM text doubles them), the editor holds the sample as the page shows it.
    const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
    expect(lines(editorText)).toEqual(lines(sample.samples[n].code));
  });
});
