/**
 * Search in Chromium, against the served build with its
 * local index: the dialog, keyboard use, results, saved searches, the
 * /search page, failures, and what is (not) fetched or indexed.
 */
import type {Locator, Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {test, expect, gotoHydrated, quietNetwork} from './fixtures';

/** The dialog once its code has loaded (before that, a busy stand-in keeps the keys typed). */
const dialog = (page: Page) => page.locator('dialog[aria-label="Search the documentation"]:not([aria-busy=true])');
const input = (page: Page) => dialog(page).getByPlaceholder('Search docs');
const options = (page: Page) => dialog(page).getByRole('option');

async function openSearch(page: Page, path = '/docs/'): Promise<Locator> {
  await gotoHydrated(page, path);
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  return input(page);
}

async function search(page: Page, query: string): Promise<void> {
  await openSearch(page);
  await input(page).fill(query);
  await expect(options(page).first()).toBeVisible();
}

/** Waits until the result opened from /docs/ is on screen (Docusaurus moves focus when a route change completes). */
async function leftIntro(page: Page): Promise<void> {
  await expect(page.locator('article h1').first()).not.toHaveText('Introduction');
  await quietNetwork(page);
}

/** Group titles (pages) in the order shown. */
const groupTitles = (page: Page) =>
  dialog(page)
    .getByRole('group')
    .evaluateAll((groups) => groups.map((g) => g.getAttribute('aria-label') ?? ''));

test.describe('search dialog', () => {
  test('the navbar button opens it; the index is not fetched with the page, only once the reader reaches for search', async ({page}) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index/')) indexRequests.push(request.url());
    });
    await gotoHydrated(page, '/docs/');
    await quietNetwork(page);
    expect(indexRequests).toEqual([]);
    const button = page.getByRole('button', {name: 'Search docs'});
    await button.hover();
    await expect.poll(() => indexRequests.some((url) => url.endsWith('/search-index/manifest.json'))).toBe(true);
    await button.click();
    expect(await dialog(page).evaluate((el) => el.matches(':modal'))).toBe(true);
    await expect(input(page)).toBeFocused();
  });

  test('Ctrl+K and / open it, Escape closes it and focus goes back', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    const link = page.locator('.navbar__items a.navbar__link', {hasText: 'Webhooks'});
    await link.focus();
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(link).toBeFocused();
    await page.keyboard.press('/');
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await page.keyboard.press('Meta+k');
    await expect(input(page)).toBeFocused();
  });

  test('reopening straight after closing keeps focus in the input', async ({page}) => {
    await openSearch(page);
    // Escape (the close request it makes) and Ctrl+K in one task, with only the close's own render in
    // between: nothing left over from closing (such as a deferred focus return) may take focus from the new dialog.
    await page.evaluate(async () => {
      const press = (init: KeyboardEventInit) =>
        window.dispatchEvent(new KeyboardEvent('keydown', {bubbles: true, cancelable: true, ...init}));
      document.querySelector('dialog')!.requestClose();
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
      press({key: 'k', ctrlKey: true});
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    await expect(input(page)).toBeFocused();
  });

  test('keys typed right after Ctrl+K, before the dialog has loaded, are kept', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('holdtoken');
    await expect(input(page)).toHaveValue('holdtoken');
    await expect.poll(async () => (await groupTitles(page))[0]).toBe('holdToken');
  });

  test('/ typed in a field is just a character', async ({page}) => {
    await gotoHydrated(page, '/search');
    const field = page.getByPlaceholder('Search docs');
    await field.focus();
    await page.keyboard.type('a/b');
    await expect(field).toHaveValue('a/b');
    await expect(dialog(page)).toHaveCount(0);
  });

  test('focus stays inside the dialog', async ({page}) => {
    await search(page, 'session');
    // Past the last field the platform lets Tab leave the page for the browser's own controls (the body, in a
    // headless browser), as a modal <dialog> does; what it never reaches is the page behind.
    const inside = () => dialog(page).evaluate((el) => el.contains(document.activeElement) || document.activeElement === document.body);
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
      expect(await inside()).toBe(true);
    }
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
    expect(await inside()).toBe(true);
  });

  test('is a modal <dialog>: the page behind is inert, Escape closes it even with a query, and focus returns to the button', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/');
    const button = page.getByRole('button', {name: 'Search docs'});
    await button.click();
    await expect(input(page)).toBeFocused();
    expect(await dialog(page).evaluate((el) => el.tagName === 'DIALOG' && el.matches(':modal'))).toBe(true);
    // Inert: a link of the page behind takes no focus, from a script or from Tab.
    const link = page.locator('.navbar__items a.navbar__link', {hasText: 'Webhooks'});
    await link.evaluate((el: HTMLElement) => el.focus());
    await expect(input(page)).toBeFocused();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => document.activeElement === document.body || document.activeElement?.closest('dialog') !== null),
      ).toBe(true);
    }
    await input(page).fill('session');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('a click on the backdrop closes it; a click inside the panel does not', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, '/docs/');
    await page.getByRole('button', {name: 'Search docs'}).click();
    await expect(input(page)).toBeFocused();
    const box = (await dialog(page).boundingBox())!;
    await page.mouse.click(box.x + box.width - 4, box.y + box.height - 4);
    await expect(dialog(page)).toHaveCount(1);
    await page.mouse.click(Math.max(4, box.x - 40), box.y + 20);
    await expect(dialog(page)).toHaveCount(0);
  });

  test('results appear as you type, grouped by page, with deep links, highlights and excerpts', async ({page}) => {
    await search(page, 'expir');
    const first = dialog(page).getByRole('group').first();
    await expect(first.getByRole('option').first()).toBeVisible();
    const hrefs = await options(page).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.some((href) => /#[\w-]+$/.test(href))).toBe(true);
    await expect(dialog(page).locator('mark').first()).toBeVisible();
    await expect(dialog(page).locator('mark').first()).toHaveText(/^expir/i);
    expect(await options(page).count()).toBeLessThanOrEqual(24);
  });

  test('exact titles rank first, and prefixes, typos and a method called on its object still match', async ({page}) => {
    await openSearch(page);
    for (const [query, title] of [
      ['holdtoken', 'holdToken'],
      ['hold tok', 'holdToken'],
      ['maxSelectedObject', 'maxSelectedObjects'],
      ['max selected objects', 'maxSelectedObjects'],
      ['chart.holdToken', 'chart.holdToken'],
      ['maxSelectedObjets', 'maxSelectedObjects'],
      // Two letters swapped at the end stem differently from the name: the word respelled finds it.
      ['multiselectenabeld', 'multiSelectEnabled'],
      ['legned', 'legend'],
      // A whole title misspelt still names its page.
      ['workspaecs', 'Workspaces'],
      // The page names the method alone; the object is named only in its code.
      ['eventManager.listOrderChanges()', 'Event Manager methods'],
    ]) {
      await input(page).fill(query);
      await expect.poll(async () => (await groupTitles(page))[0], {message: query}).toBe(title);
    }
  });

  test('arrow keys move, Enter opens the section, Ctrl+Enter opens it in a new tab', async ({page, context}) => {
    await search(page, 'holdtoken');
    const activeHref = () => dialog(page).locator('[role=option][aria-selected=true]').getAttribute('href');
    await expect(input(page)).toHaveAttribute('aria-activedescendant', 'tessera-search-option-0');
    await page.keyboard.press('ArrowDown');
    await expect(input(page)).toHaveAttribute('aria-activedescendant', 'tessera-search-option-1');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    const href = (await activeHref())!;
    const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+Enter')]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname + new URL(popup.url()).hash).toBe(href);
    await popup.close();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe(href);
  });

  test('a query that looks like HTML stays text', async ({page}) => {
    let alerted = false;
    page.on('dialog', async (d) => {
      alerted = true;
      await d.dismiss();
    });
    await openSearch(page);
    for (const query of ['<img src=x onerror=alert(1)>', '<img src=x onerror=zzqxjv(1)>']) {
      await input(page).fill(query);
      // Words such as "error" may match; whatever shows, the markup stays text.
      await expect(
        options(page)
          .first()
          .or(dialog(page).getByText(`No results found for "${query}"`)),
      ).toBeVisible();
      await expect(dialog(page).locator('img')).toHaveCount(0);
    }
    const query = '<img src=x onerror=zzqxjv(1)>';
    await gotoHydrated(page, `/search?q=${encodeURIComponent(query)}`);
    await expect(page.getByPlaceholder('Search docs')).toHaveValue(query);
    await expect(
      page
        .locator('main')
        .getByRole('heading', {level: 2})
        .first()
        .or(page.locator('main').getByText(`No results found for "${query}"`)),
    ).toBeVisible();
    await expect(page.locator('main img')).toHaveCount(0);
    expect(alerted).toBe(false);
  });

  test('no match says so, in the words of the spec', async ({page}) => {
    await openSearch(page);
    await input(page).fill('zzqxjv');
    await expect(dialog(page).getByText('No results found for "zzqxjv"')).toBeVisible();
  });

  test("a question in the reader's words finds its page, and each hit shows its place in the site and its kind", async ({page}) => {
    await openSearch(page);
    await input(page).fill('let buyers pick at most 6 seats');
    await expect.poll(async () => (await groupTitles(page))[0]).toBe('maxSelectedObjects');
    const first = dialog(page).getByRole('group').first();
    await expect(first).toContainText('Option');
    await expect(first).toContainText('Renderer › Configuration');
    await input(page).fill('book objects');
    const book = dialog(page).getByRole('group').filter({hasText: 'Book objects'}).first();
    await expect(book).toContainText('POST');
    await expect(book).toContainText('REST API ›');
  });

  test('with no results, it suggests what the index holds, and a suggestion searches for it', async ({page}) => {
    await openSearch(page);
    await input(page).fill('holdtokenzzzz');
    await expect(dialog(page).getByText('No results found for "holdtokenzzzz"')).toBeVisible();
    await expect(dialog(page).getByText('Did you mean:')).toBeVisible();
    await dialog(page).getByRole('button', {name: 'holdToken', exact: true}).click();
    await expect(input(page)).toHaveValue('holdToken');
    await expect(input(page)).toBeFocused();
    await expect.poll(async () => (await groupTitles(page))[0]).toBe('holdToken');
    // Ask AI is still offered for the query that found nothing.
    await input(page).fill('holdtokenzzzz');
    await expect(dialog(page).getByRole('button', {name: /Ask AI/})).toBeVisible();
  });

  test.describe('offline index', () => {
    test.use({allowedConsoleErrors: /Failed to load resource/});

    test('an index that cannot be fetched shows the error screen with a retry', async ({page}) => {
      await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
      await openSearch(page);
      await input(page).fill('session');
      await expect(dialog(page).getByText('Unable to fetch results')).toBeVisible();
      await expect(dialog(page).getByText('You might want to check your network connection.')).toBeVisible();
      await page.unroute('**/search-index/**');
      await dialog(page).getByRole('button', {name: 'Try again'}).click();
      await expect(options(page).first()).toBeVisible();
    });
  });
});

test.describe('recent and favourite searches', () => {
  test('a page opened from search is listed as a link under Recent, can be starred, opened and removed', async ({page}) => {
    await search(page, 'session');
    const opened = (await dialog(page).locator('[role=option][aria-selected=true]').getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    await leftIntro(page);
    await page.keyboard.press('Control+k');
    const recent = dialog(page).getByRole('region', {name: 'Recent'});
    const link = recent.getByRole('link').first();
    await expect(link).toHaveAttribute('href', opened);
    const name = (await recent
      .getByRole('button', {name: /^Add to favorites: /})
      .first()
      .getAttribute('aria-label'))!.replace('Add to favorites: ', '');
    await recent.getByRole('button', {name: `Add to favorites: ${name}`}).click();
    const favorites = dialog(page).getByRole('region', {name: 'Favorites'});
    await expect(favorites.getByRole('link').first()).toHaveAttribute('href', opened);
    await expect(recent).toHaveCount(0);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('tessera-search-favorites')))!)[0].url).toBe(opened);
    // The sections of the site are offered as starting points.
    await expect(dialog(page).getByRole('region', {name: 'Start here'}).getByRole('link', {name: 'REST API'})).toHaveAttribute(
      'href',
      '/docs/api/introduction',
    );
    await favorites.getByRole('link').first().click();
    await expect(dialog(page)).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe(opened);
    await page.keyboard.press('Control+k');
    await dialog(page)
      .getByRole('region', {name: 'Favorites'})
      .getByRole('button', {name: `Remove from favorites: ${name}`})
      .click();
    await expect(dialog(page).getByText('No recent searches')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('tessera-search-favorites'))).toBeNull();
  });

  test('corrupted storage does not break the dialog, and no saved entry leads off the site', async ({page}) => {
    await page.addInitScript(() => {
      localStorage.setItem('tessera-search-recent', '{not json');
      localStorage.setItem(
        'tessera-search-favorites',
        JSON.stringify([
          42,
          {q: 1},
          'holdToken',
          {url: 'javascript:alert(1)', title: 'bad'},
          {url: '/docs/renderer/config-holdtoken', title: 'holdToken'},
        ]),
      );
    });
    await openSearch(page);
    const favorites = dialog(page).getByRole('region', {name: 'Favorites'});
    await expect(favorites.getByRole('link')).toHaveCount(1);
    await expect(favorites.getByRole('link', {name: 'holdToken'})).toHaveAttribute('href', '/docs/renderer/config-holdtoken');
    await expect(dialog(page).getByRole('region', {name: 'Recent'})).toHaveCount(0);
  });

  test('full storage does not break the dialog', async ({page}) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = function setItem() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await search(page, 'session');
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    await leftIntro(page);
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await input(page).fill('holdtoken');
    await expect(options(page).first()).toBeVisible();
  });
});

test.describe('search page', () => {
  test('See all leads to /search?q=, which shows every result and keeps q current', async ({page}) => {
    await search(page, 'hold token');
    const seeAll = dialog(page).getByRole('link', {name: /^See all \d+ results$/});
    const label = (await seeAll.textContent())!;
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=hold%20token$/);
    await expect(page).toHaveTitle(/Search the documentation/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
    const field = page.getByPlaceholder('Search docs');
    await expect(field).toHaveValue('hold token');
    const count = label.match(/\d+/)![0];
    await expect(page.locator('main').getByRole('status')).toHaveText(`${count} results`);
    await field.fill('maxSelectedObjects');
    await expect(page).toHaveURL(/\/search\?q=maxSelectedObjects$/);
    await expect(page.locator('main h2 a').first()).toHaveText('maxSelectedObjects');
    await field.fill('zzqxjv');
    await expect(page.getByText('No results found for "zzqxjv"')).toBeVisible();
  });

  test("the dialog's count is the number of pages /search lists, and no page shows its title twice", async ({page}) => {
    await search(page, 'pick only 4 seats');
    const seeAll = dialog(page).getByRole('link', {name: /^See all \d+ results$/});
    const count = Number((await seeAll.textContent())!.match(/\d+/)![0]);
    // The dialog shows each page's title once: above its sections, or as the first option when that is the page's top.
    const firstGroup = dialog(page).getByRole('group').first();
    const title = (await firstGroup.getAttribute('aria-label'))!;
    await expect(firstGroup.getByText(title, {exact: true})).toHaveCount(1);
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=/);
    const titles = page.locator('main section h2');
    await expect(titles.first()).toBeVisible();
    // Every "Show more results" adds a screenful; wait for it before looking for the button again.
    const more = page.getByRole('button', {name: 'Show more results'});
    while (await more.isVisible()) {
      const shown = await titles.count();
      await more.click();
      await expect(titles).not.toHaveCount(shown);
    }
    await expect(titles).toHaveCount(count);
    await expect(page.locator('main').getByRole('status')).toHaveText(`${count} results`);
  });

  test('reads q when it loads', async ({page}) => {
    await gotoHydrated(page, '/search?q=session');
    await expect(page.getByPlaceholder('Search docs')).toHaveValue('session');
    const link = page.locator('main h2 a').first();
    await expect(link).toHaveText('session');
    await expect(link).toHaveAttribute('href', '/docs/renderer/config-session');
  });
});

test.describe('what is indexed', () => {
  type Core = {pages: [string, string, number, number, number, string, number, string][]; tags: string[]; languages: string[]};

  async function loadCore(page: Page): Promise<{core: Core; fragment: (url: string) => Promise<string[]>}> {
    const manifest = await (await page.request.get('/search-index/manifest.json')).json();
    const core = (await (await page.request.get(`/search-index/${manifest.index}`)).json()) as Core;
    const fragment = async (url: string) => {
      const row = core.pages.find(([pageUrl]) => pageUrl === url)!;
      return ((await (await page.request.get(`/search-index/p/${row[5]}.json`)).json()) as {texts: string[]}).texts;
    };
    return {core, fragment};
  }

  test('unlisted snippet pages and the search page are left out; docs carry their language and tag', async ({page}) => {
    const {core} = await loadCore(page);
    const urls = core.pages.map(([url]) => url);
    expect(urls.length).toBeGreaterThan(50);
    expect(urls.filter((url) => url.includes('/snippets/') || url === '/search')).toEqual([]);
    expect(core.languages).toEqual(['en']);
    const docs = core.pages.find(([url]) => url === '/docs/renderer/config-session')!;
    expect(core.tags[docs[3]]).toBe('docs-default-current');
  });

  test('code blocks, table of contents and previous/next links stay out of the text', async ({page}) => {
    const {fragment} = await loadCore(page);
    for (const url of ['/docs/renderer/config-maxselectedobjects', '/docs/api/rate-limit']) {
      await gotoHydrated(page, url);
      const texts = (await fragment(url)).join(' ');
      const code = await page
        .locator('article pre')
        .evaluateAll((blocks) => blocks.map((b) => (b.textContent ?? '').trim()).filter((t) => t.length > 20));
      for (const block of code) expect(texts, url).not.toContain(block.slice(0, 40));
      const pagination = await page.locator('nav.pagination-nav .pagination-nav__label').allTextContents();
      for (const label of pagination) expect(texts, url).not.toContain(`Next ${label}`);
      expect(texts).not.toContain('On this page');
      expect(texts).not.toContain('Direct link to');
    }
  });
});

test.describe('layout', () => {
  test('the dialog covers the screen on mobile', async ({page}) => {
    await page.setViewportSize({width: 390, height: 780});
    await gotoHydrated(page, '/docs/');
    await page.getByRole('button', {name: 'Search docs'}).click();
    await expect(input(page)).toBeFocused();
    const box = await dialog(page).boundingBox();
    expect(box).toEqual({x: 0, y: 0, width: 390, height: 780});
    await dialog(page).getByRole('button', {name: 'Close search'}).click();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('the dialog follows dark mode', async ({page}) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await openSearch(page);
    const background = await dialog(page).evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    expect(r + g + b).toBeLessThan(200);
  });

  test('the search button causes no layout shift', async ({page}) => {
    await page.addInitScript(() => {
      (window as unknown as {shifts: string[]}).shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {value: number; sources?: {node?: Node}[]}[]) {
          for (const source of entry.sources ?? []) {
            const el = source.node instanceof Element ? source.node : source.node?.parentElement;
            if (el?.closest('.navbar__items--right')) (window as unknown as {shifts: string[]}).shifts.push(el.outerHTML.slice(0, 80));
          }
        }
      }).observe({type: 'layout-shift', buffered: true});
    });
    await gotoHydrated(page, '/docs/');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as {shifts: string[]}).shifts)).toEqual([]);
  });

  test('the open dialog with results passes an accessibility check', async ({page}) => {
    await search(page, 'session');
    const results = await new AxeBuilder({page}).include('dialog[aria-label="Search the documentation"]').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await input(page).fill('');
    await expect(
      dialog(page)
        .getByText(/No recent searches|Recent|Favorites/)
        .first(),
    ).toBeVisible();
    const empty = await new AxeBuilder({page}).include('dialog[aria-label="Search the documentation"]').analyze();
    expect(empty.violations.map((v) => v.id)).toEqual([]);
  });
});
