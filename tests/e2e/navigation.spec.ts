import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, quietNetwork, trackNetwork} from './fixtures';

/** Route chunks: every script except the two the first page needs to boot. */
const routeChunk = /\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js$/;

/** Makes the browser report a data-saver or 2g connection, so nothing is loaded ahead of a visit. */
async function emulateConnection(page: Page, connection: {saveData?: boolean; effectiveType?: string}): Promise<void> {
  await page.addInitScript((value) => {
    const info = {effectiveType: '4g', saveData: false, ...value};
    Object.defineProperty(navigator, 'connection', {configurable: true, get: () => info});
  }, connection);
}

/** Records whether the progress bar was ever attached, from before the click on. */
async function watchProgressBar(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as {sawProgressBar: boolean};
    w.sawProgressBar = false;
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) w.sawProgressBar = true;
    }).observe(document.documentElement, {childList: true, subtree: true});
  });
}

const sawProgressBar = (page: Page) => page.evaluate(() => (window as unknown as {sawProgressBar: boolean}).sawProgressBar);

test.describe('route changes', () => {
  test('a route change slower than 200 ms shows the progress bar and keeps the old page until the new one is ready', async ({page}) => {
    await emulateConnection(page, {saveData: true});
    await gotoHydrated(page, '/docs/');
    const oldHeading = await page.locator('h1').first().textContent();
    // The new route's scripts arrive 3 s late. The observer records the bar from before the
    // click, so a busy machine that polls late cannot miss a bar that came and went.
    await page.route(routeChunk, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await watchProgressBar(page);
    const clicked = Date.now();
    await page.locator('.navbar__items a.navbar__link', {hasText: 'Webhooks'}).click();
    await expect.poll(() => sawProgressBar(page), {timeout: 2500}).toBe(true);
    // Still inside the 3 s the scripts are held back: the old page stays until the new one is ready.
    const heading = await page.locator('h1').first().textContent();
    expect(Date.now() - clicked).toBeLessThan(3000);
    expect(heading).toBe(oldHeading);
    await expect(page.locator('h1').first()).toHaveText('Webhooks', {timeout: 15_000});
    await expect(page.locator('#nprogress')).not.toBeAttached();
  });

  test('a fast route change does not show the progress bar', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    const link = page.locator('.navbar__items a.navbar__link', {hasText: 'Webhooks'});
    await link.hover();
    await quietNetwork(page);
    await watchProgressBar(page);
    await link.click();
    await expect(page.locator('h1').first()).toHaveText('Webhooks');
    await page.waitForTimeout(400);
    expect(await sawProgressBar(page)).toBe(false);
  });

  test('prefetching is skipped on data-saver and 2g connections: on hover, on focus and when idle', async ({browser}) => {
    for (const connection of [{saveData: true}, {effectiveType: 'slow-2g'}, {effectiveType: '2g'}]) {
      const page = await browser.newPage();
      trackNetwork(page);
      await emulateConnection(page, connection);
      // A page with previous and next links, which a normal connection prefetches when idle.
      await gotoHydrated(page, '/docs/tutorial/create-an-event');
      await quietNetwork(page);
      const chunks: string[] = [];
      page.on('request', (request) => {
        if (routeChunk.test(request.url())) chunks.push(request.url());
      });
      await page.locator('.navbar__items a.navbar__link', {hasText: 'Webhooks'}).hover();
      await page.locator('.navbar__items a.navbar__link', {hasText: 'Designer'}).focus();
      await page.waitForTimeout(1500);
      expect(await page.locator('link[rel="prefetch"]').count(), JSON.stringify(connection)).toBe(0);
      expect(chunks, JSON.stringify(connection)).toEqual([]);
      await page.close();
    }
  });

  test('on a normal connection hovering a link prefetches its route', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await quietNetwork(page);
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (routeChunk.test(request.url())) chunks.push(request.url());
    });
    await page.locator('.navbar__items a.navbar__link', {hasText: 'Designer'}).hover();
    await expect.poll(() => chunks.length).toBeGreaterThan(0);
  });

  test('focusing a link with the keyboard preloads its route', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await quietNetwork(page);
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (routeChunk.test(request.url())) chunks.push(request.url());
    });
    await page.locator('.navbar__items a.navbar__link', {hasText: 'Event Manager'}).focus();
    await expect.poll(() => chunks.length).toBeGreaterThan(0);
  });

  test('links get no IntersectionObserver: scrolling past them fetches nothing, and the next page is loaded while idle', async ({page}) => {
    await page.addInitScript(() => {
      const w = window as unknown as {observedLinks: number};
      w.observedLinks = 0;
      const observe = IntersectionObserver.prototype.observe;
      IntersectionObserver.prototype.observe = function (target: Element) {
        if (target.tagName === 'A') w.observedLinks += 1;
        return observe.call(this, target);
      };
    });
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (routeChunk.test(request.url())) chunks.push(request.url());
    });
    await gotoHydrated(page, '/docs/renderer/config-pricing');
    await quietNetwork(page);
    await page.waitForTimeout(1500);
    const loaded = chunks.length;
    const internalLinks = await page.locator('a[href^="/docs/"]').count();
    expect(internalLinks).toBeGreaterThan(20);
    for (let i = 0; i < 6; i += 1) {
      await page.mouse.wheel(0, 1500);
      await page.waitForTimeout(150);
    }
    await quietNetwork(page);
    expect(await page.evaluate(() => (window as unknown as {observedLinks: number}).observedLinks)).toBe(0);
    expect(chunks.slice(loaded)).toEqual([]);
    expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
    // The paginator's previous and next pages were loaded while the browser was idle (Docusaurus's preload
    // answers false for a route it has loaded), and no other page was.
    const alreadyLoaded = (path: string) => page.evaluate((route) => window.docusaurus.preload(route) === false, path);
    for (const link of ['prev', 'next']) {
      const href = await page.locator(`.pagination-nav__link--${link}`).getAttribute('href');
      expect(await alreadyLoaded(href!), href!).toBe(true);
    }
    expect(await alreadyLoaded('/docs/webhooks')).toBe(false);
  });

  test('a page without previous and next links loads nothing by itself', async ({page}) => {
    await gotoHydrated(page, '/');
    await quietNetwork(page);
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (routeChunk.test(request.url())) chunks.push(request.url());
    });
    await page.waitForTimeout(1500);
    expect(chunks).toEqual([]);
    expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
  });

  test('navigating to another page scrolls to the top, and to the hash target when there is one', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 600});
    await gotoHydrated(page, '/docs/webhooks');
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.locator('.navbar__items a.navbar__link', {hasText: 'Event Manager'}).click();
    await expect(page).toHaveURL(/\/docs\/event-manager\/introduction$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // A link in the content to a section of another page.
    await gotoHydrated(page, '/docs/event-manager/modes/manage-object-statuses');
    await page.locator('article a[href="/docs/event-manager/configuring#mode"]').first().click();
    await expect(page).toHaveURL(/\/docs\/event-manager\/configuring#mode$/);
    await expect.poll(() => page.locator('[id="mode"]').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(120);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});

test.describe('sidebars', () => {
  test("a docs page loads only the sidebar it shows, and a route change to another section shows that section's sidebar", async ({
    page,
  }) => {
    // The sidebars in the route chunks the page fetched, read once their bodies are in.
    const bodies: Array<Promise<string>> = [];
    page.on('response', (response) => {
      if (routeChunk.test(response.url())) bodies.push(response.text().catch(() => ''));
    });
    const sidebars = async () =>
      (await Promise.all(bodies)).flatMap((body) => [...body.matchAll(/\{"name":"(\w+)","items":/g)].map((match) => match[1]));
    await gotoHydrated(page, '/docs/renderer/config-pricing');
    const menu = page.locator('nav.menu');
    await expect(menu.getByRole('link', {name: 'priceFormatter', exact: true})).toBeVisible();
    expect(await sidebars()).toEqual(['renderer']);
    await page.locator('nav.navbar').getByRole('link', {name: 'REST API', exact: true}).click();
    await page.waitForURL(/\/docs\/api\/introduction$/);
    await expect(menu.getByRole('link', {name: 'Authentication', exact: true})).toBeVisible();
    await expect(menu.getByRole('link', {name: 'priceFormatter', exact: true})).toHaveCount(0);
    expect(await sidebars()).toEqual(['renderer', 'api']);
  });
});

test.describe('loading failures', () => {
  test.use({allowedConsoleErrors: /Failed to load resource|Loading chunk|ChunkLoadError/});

  test('a failed route preload logs a warning and reloads; the reloaded page shows the error with Retry, and Retry works once the network is back', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await emulateConnection(page, {saveData: true});
    await gotoHydrated(page, '/docs/');
    await page.route(routeChunk, (route) => route.abort('internetdisconnected'));
    const reloaded = page.waitForEvent('load');
    await page.locator('.navbar__items a.navbar__link', {hasText: 'Webhooks'}).click();
    await reloaded;
    expect(warnings.some((text) => /chunk/i.test(text))).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/docs/webhooks');

    const box = page.getByRole('alert').filter({hasText: /chunk/i});
    await expect(box).toBeVisible();
    await expect(box).toHaveCSS('background-color', 'rgb(194, 20, 27)');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');

    await page.unroute(routeChunk);
    await box.getByRole('button', {name: 'Retry'}).click();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(page.getByRole('alert').filter({hasText: /chunk/i})).toHaveCount(0);
    await expect(page.locator('h1')).toHaveText('Webhooks');
  });
});

test.describe('crash fallback', () => {
  test.use({allowedConsoleErrors: /boom from the test|error occurred in|ErrorBoundary/i});

  test('a page that throws while rendering shows "This page crashed." with Try again, titled Page Error; Try again re-renders it', async ({
    page,
  }) => {
    // The changelog writes its dates while rendering (lib/text/dates.ts reads the UTC year); break that before the app boots.
    await page.addInitScript(() => {
      const original = Date.prototype.getUTCFullYear;
      (window as unknown as {restoreDates: () => void}).restoreDates = () => {
        Date.prototype.getUTCFullYear = original;
      };
      Date.prototype.getUTCFullYear = function broken() {
        throw new Error('boom from the test');
      };
    });
    await page.goto('/changelog/');
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page).toHaveTitle('Page Error');
    await expect(page.getByText('boom from the test')).toBeVisible();

    await page.evaluate(() => (window as unknown as {restoreDates: () => void}).restoreDates());
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toHaveCount(0);
    await expect(page.locator('article').first()).toBeVisible();
  });
});

test.describe('site that does not load', () => {
  test.use({allowedConsoleErrors: /Failed to load resource/});

  test('the home page suggests a corrected base URL when its assets cannot load', async ({page}) => {
    // What a wrong baseUrl looks like to the browser: every asset is missing.
    await page.route(/\/assets\//, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByText('Your Docusaurus site did not load properly.')).toBeVisible();
    await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/');
  });
});
