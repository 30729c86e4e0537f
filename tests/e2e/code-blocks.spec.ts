/**
 * Code blocks as readers get them: coloured in the HTML the server sends (no
 * highlighter runs in the browser), titles and highlighted lines, a copy button
 * that copies the exact code and is always visible on touch screens, and REST
 * samples that hold only the selected language in the page, with the tabs and
 * the copy button in one header row, and no remount after hydration.
 */
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';

/** A page with titled fences and highlighted lines. */
const GUIDE = '/docs/renderer/embed-a-floor-plan';
const OPERATION = '/docs/api/book-objects';
/** A hand-written page with two ```http samples fences and a Mermaid diagram. */
const TWO_SAMPLES = '/docs/renderer/sessions-and-hold-tokens';

const samples = (page: Page) => page.locator('.rest-samples');

/** Remembers the server-rendered elements a test later compares with the hydrated page. */
async function rememberServerElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const w = window as unknown as {serverPre: Element | null; serverCode: Element | null};
      w.serverPre = document.querySelector('.rest-samples pre');
      w.serverCode = document.querySelector('.theme-code-block:not(.rest-samples) code');
    });
  });
}

test('fences arrive highlighted in the HTML, with titles and highlighted lines, and no Prism', async ({request}) => {
  const html = await (await request.get(GUIDE)).text();
  expect(html).toMatch(/<span class="?t-keyword"?>/);
  expect(html).toContain('theme-code-block-highlighted-line');
  expect(html).not.toContain('prism-code');
  expect(html).not.toContain('token-line');
});

test('a titled block shows its title, and its highlighted lines span the block', async ({page}) => {
  await gotoHydrated(page, GUIDE);
  const block = page.locator('.theme-code-block', {has: page.locator('.theme-code-block-highlighted-line')}).first();
  await expect(block).toBeVisible();
  const line = block.locator('.theme-code-block-highlighted-line').first();
  const [lineBox, preBox] = await Promise.all([line.boundingBox(), block.locator('pre').boundingBox()]);
  expect(Math.round(lineBox!.x)).toBe(Math.round(preBox!.x));
  expect(Math.round(lineBox!.width)).toBeGreaterThanOrEqual(Math.round(preBox!.width) - 1);
});

test('a block that scrolls sideways keeps each line of code on one row on a phone', async ({page}) => {
  // The home page's quick start ends on a curl command wider than a phone: it scrolls, and its URL
  // stays on the row of its line (a `<wbr>` there once broke it, leaving `book \` on a row of its own).
  await page.setViewportSize({width: 390, height: 900});
  await gotoHydrated(page, '/');
  const block = page.locator('.theme-code-block', {hasText: 'Book the held seats'}).first();
  const [lines, rows, scrolls] = await block.locator('pre').evaluate((pre) => {
    const code = pre.querySelector('code')!;
    const range = document.createRange();
    range.selectNodeContents(code);
    const tops = new Set<number>();
    for (const rect of Array.from(range.getClientRects())) if (rect.width > 0) tops.add(Math.round(rect.top / 4));
    return [code.textContent!.replace(/\n$/, '').split('\n').length, tops.size, pre.scrollWidth > pre.clientWidth];
  });
  expect(scrolls).toBe(true);
  expect(rows).toBe(lines);
});

test('Mermaid fences are still diagrams', async ({page}) => {
  await gotoHydrated(page, TWO_SAMPLES);
  await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible({timeout: 15_000});
});

test.describe('copy button', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('copies the exact code of the block', async ({page}) => {
    await gotoHydrated(page, GUIDE);
    const block = page.locator('.theme-code-block').first();
    const code = await block.locator('code').textContent();
    await block.hover();
    const button = block.getByRole('button', {name: 'Copy code to clipboard'});
    await expect(button).toBeVisible();
    await button.click();
    await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });

  test('copies the selected REST sample', async ({page}) => {
    await gotoHydrated(page, OPERATION);
    await samples(page).first().getByRole('tab', {name: 'Python'}).click();
    // The languages after the first arrive in a chunk of their own; the block is busy until then.
    await expect(samples(page).first().getByRole('tabpanel')).not.toHaveAttribute('aria-busy', 'true');
    await samples(page).first().getByRole('button', {name: 'Copy code to clipboard'}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^import base64/);
    expect(copied).toContain('urllib.request.urlopen');
  });
});

test.describe('copy button where the Clipboard API is missing or refused', () => {
  test('copies through a selection when the page has no Clipboard API, and says Copied', async ({page}) => {
    await page.addInitScript(() => {
      // Plain http on a LAN address: no navigator.clipboard. The copy event shows what the selection path copied.
      Object.defineProperty(Navigator.prototype, 'clipboard', {get: () => undefined});
      document.addEventListener('copy', (event) => {
        (window as unknown as {copied: string}).copied = (event.target as HTMLTextAreaElement).value;
      });
    });
    await gotoHydrated(page, GUIDE);
    const block = page.locator('.theme-code-block').first();
    const code = await block.locator('code').textContent();
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {copied: string}).copied)).toBe(code);
    await expect(page.locator('[data-copy-status]')).toHaveText('Copied');
    await expect(page.locator('[data-copy-status]')).toHaveAttribute('role', 'status');
  });

  test('when both paths refuse, says so and leaves the code selected to copy by hand', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        get: () => ({writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))}),
      });
      document.execCommand = () => false;
    });
    await gotoHydrated(page, GUIDE);
    const block = page.locator('.theme-code-block').first();
    const code = await block.locator('code').textContent();
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    const failed = 'Copy failed: the code is selected, copy it with your keyboard';
    await expect(block.getByRole('button', {name: failed})).toBeVisible();
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(code);
    await expect(page.locator('[data-copy-status]')).toHaveText(failed);
  });
});

test.describe('on a touch screen', () => {
  test.use({hasTouch: true, isMobile: true, viewport: {width: 390, height: 844}});

  test('the copy button is always visible, without hovering', async ({page}) => {
    await gotoHydrated(page, GUIDE);
    const button = page.locator('.theme-code-block:not(.rest-samples)').first().getByRole('button', {name: 'Copy code to clipboard'});
    await expect(button).toHaveCSS('opacity', '1');
  });
});

test('on a desktop the floating copy button appears when the block is hovered', async ({page}) => {
  await gotoHydrated(page, GUIDE);
  const block = page
    .locator('.theme-code-block:not(.rest-samples)')
    .filter({hasNot: page.locator('[class*="header"]')})
    .first();
  const button = block.getByRole('button', {name: 'Copy code to clipboard'});
  await expect(button).toHaveCSS('opacity', '0');
  await block.hover();
  await expect(button).toHaveCSS('opacity', '1');
});

test.describe('REST samples', () => {
  test('only the selected language is in the page until another is chosen', async ({page}) => {
    await gotoHydrated(page, OPERATION);
    const first = samples(page).first();
    await expect(first.locator('pre')).toHaveCount(1);
    await expect(first.getByRole('tabpanel')).toContainText('curl');
    await expect(page.locator('main')).not.toContainText('urllib.request');
    await first.getByRole('tab', {name: 'Python'}).click();
    await expect(first.getByRole('tabpanel')).toContainText('urllib.request');
    await expect(first.locator('pre')).toHaveCount(1);
  });

  test('the tabs and the copy button share the header row of the code block', async ({page}) => {
    for (const width of [390, 1024, 1440]) {
      await page.setViewportSize({width, height: 900});
      await gotoHydrated(page, OPERATION);
      const first = samples(page).first();
      const [tabs, copy, pre] = await Promise.all([
        first.getByRole('tablist').boundingBox(),
        first.getByRole('button', {name: 'Copy code to clipboard'}).boundingBox(),
        first.locator('pre').boundingBox(),
      ]);
      // One row: the copy button sits within the height of the tab list, both above the code.
      expect(copy!.y, `${width}px`).toBeGreaterThanOrEqual(tabs!.y - 1);
      expect(copy!.y + copy!.height, `${width}px`).toBeLessThanOrEqual(tabs!.y + tabs!.height + 1);
      expect(tabs!.y + tabs!.height, `${width}px`).toBeLessThanOrEqual(pre!.y + 1);
      expect(copy!.x + copy!.width, `${width}px`).toBeLessThanOrEqual(pre!.x + pre!.width + 1);
    }
  });

  test('on a phone every language’s tab is in sight: the row wraps instead of hiding tabs past its edge', async ({page}) => {
    await page.setViewportSize({width: 390, height: 900});
    await gotoHydrated(page, OPERATION);
    const row = samples(page).first().getByRole('tablist');
    expect(await row.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    const box = (await row.boundingBox())!;
    const tabs = await row.getByRole('tab').all();
    expect(tabs.length).toBe(7);
    for (const tab of tabs) {
      const own = (await tab.boundingBox())!;
      expect(own.x, await tab.innerText()).toBeGreaterThanOrEqual(box.x - 1);
      expect(own.x + own.width, await tab.innerText()).toBeLessThanOrEqual(box.x + box.width + 1);
      // Each tab is a target of at least 24 px (WCAG 2.5.8).
      expect(own.height).toBeGreaterThanOrEqual(24);
    }
    // The last tab is in sight and works.
    await tabs[6].click();
    await expect(tabs[6]).toHaveAttribute('aria-selected', 'true');
  });

  test('choosing a language switches every sample of the page, and arrow keys move between tabs', async ({page}) => {
    await gotoHydrated(page, TWO_SAMPLES);
    await expect(samples(page)).toHaveCount(2);
    await samples(page).first().getByRole('tab', {name: 'Ruby'}).click();
    for (const block of await samples(page).all()) {
      await expect(block.getByRole('tab', {name: 'Ruby'})).toHaveAttribute('aria-selected', 'true');
      await expect(block.getByRole('tabpanel')).toContainText("require 'net/http'");
    }
    await samples(page).first().getByRole('tab', {name: 'Ruby'}).focus();
    await page.keyboard.press('ArrowRight');
    await expect(samples(page).first().getByRole('tab', {name: 'Python'})).toBeFocused();
    await expect(samples(page).last().getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
  });

  test('a stored choice applies after hydration without remounting the block', async ({page}) => {
    await rememberServerElements(page);
    await page.addInitScript(() => window.localStorage.setItem('docusaurus.tab.rest-language', 'java'));
    await gotoHydrated(page, OPERATION);
    const first = samples(page).first();
    await expect(first.getByRole('tab', {name: 'Java', exact: true})).toHaveAttribute('aria-selected', 'true');
    await expect(first.getByRole('tabpanel')).toContainText('HttpClient');
    expect(
      await page.evaluate(() => (window as unknown as {serverPre: Element}).serverPre === document.querySelector('.rest-samples pre')),
    ).toBe(true);
    expect(
      await page.evaluate(
        () =>
          (window as unknown as {serverCode: Element}).serverCode === document.querySelector('.theme-code-block:not(.rest-samples) code'),
      ),
    ).toBe(true);
  });
});
