/**
 * Seat-map figures in the browser: the variant of the site's theme is shown
 * and is the only one downloaded (before hydration, after it, and without
 * JavaScript), the image reserves its space before it loads, a page with a
 * figure loads no more JavaScript than a page without, and every page links
 * the social card of its section.
 */
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, quietNetwork, trackNetwork} from './fixtures';

const PAGE = '/docs/renderer/config-showminimap';
const LIGHT = '/img/figures/renderer/minimap.svg';
const DARK = '/img/figures/renderer/minimap.dark.svg';
/** A page of the same kind and section without a figure. */
const PLAIN_PAGE = '/docs/renderer/config-divid';

/** Every figure file the page requests, from the first byte on. */
function figureRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (pathname.startsWith('/img/figures/')) seen.push(pathname);
  });
  return seen;
}

async function loaded(page: Page, src: string): Promise<void> {
  const image = page.locator(`figure img[src="${src}"]`);
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0))).toBeGreaterThan(0);
}

test.describe('figures follow the colour mode', () => {
  test('light mode shows the light figure and never fetches the dark one', async ({page}) => {
    const seen = figureRequests(page);
    await gotoHydrated(page, PAGE);
    await loaded(page, LIGHT);
    await expect(page.locator(`img[src="${DARK}"]`)).toHaveCount(0);
    await quietNetwork(page);
    expect(seen).toEqual([LIGHT]);

    const image = page.locator(`figure img[src="${LIGHT}"]`);
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('decoding', 'async');
    await expect(image).toHaveAttribute('width', '480');
    await expect(image).toHaveAttribute('height', '300');
    expect((await image.getAttribute('alt'))?.length).toBeGreaterThan(30);
  });

  test('dark mode shows the dark figure and never fetches the light one', async ({page}) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    const seen = figureRequests(page);
    await gotoHydrated(page, PAGE);
    await loaded(page, DARK);
    await expect(page.locator(`img[src="${LIGHT}"]`)).toHaveCount(0);
    await quietNetwork(page);
    expect(seen).toEqual([DARK]);
  });

  test('before hydration both variants are in the page, and only the visible one is fetched', async ({page}) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    // Hold the JavaScript back so the server-rendered page stays as it is (deferred scripts also hold DOMContentLoaded).
    await page.route('**/*.js', () => new Promise(() => {}));
    const seen = figureRequests(page);
    await page.goto(PAGE, {waitUntil: 'commit'});
    await page.locator(`figure img[src="${DARK}"]`).waitFor({state: 'attached'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator(`figure img[src="${LIGHT}"]`)).toBeHidden();
    await loaded(page, DARK);
    await page.waitForTimeout(500);
    expect(seen).toEqual([DARK]);
  });

  test('switching the theme swaps the figure', async ({page}) => {
    await gotoHydrated(page, PAGE);
    await loaded(page, LIGHT);
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await loaded(page, DARK);
    await expect(page.locator(`img[src="${LIGHT}"]`)).toHaveCount(0);
  });

  test('the image keeps its place before it arrives, so nothing shifts', async ({page}) => {
    await page.route(`**${LIGHT}`, () => new Promise(() => {}));
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, PAGE);
    const image = page.locator(`figure img[src="${LIGHT}"]`);
    await image.scrollIntoViewIfNeeded();
    const box = (await image.boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    expect(box.width).toBeLessThan(390);
    expect(Math.abs(box.height - (box.width * 300) / 480)).toBeLessThan(1);
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  // Browsers load lazy images eagerly when scripting is off (HTML spec), so both files arrive; the page still shows one.
  test('the light figure shows and the dark one stays hidden', async ({page}) => {
    await page.goto(PAGE);
    await loaded(page, LIGHT);
    await expect(page.locator(`figure img[src="${LIGHT}"]`)).toBeVisible();
    await expect(page.locator(`figure img[src="${DARK}"]`)).toBeHidden();
  });
});

/**
 * Bytes of every script the page loads until it is hydrated and the network is quiet. Idle callbacks
 * are held back: with them, the paginator loads the previous and next pages, different for each page.
 */
async function scriptsOf(page: Page, path: string): Promise<Map<string, number>> {
  trackNetwork(page);
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const scripts = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.body().then((body) => void scripts.set(new URL(response.url()).pathname, body.length)));
  });
  await gotoHydrated(page, path);
  await quietNetwork(page);
  await Promise.all(pending);
  return scripts;
}

const sum = (files: Map<string, number>, names: string[]) => names.reduce((total, name) => total + files.get(name)!, 0);

test('a page with a figure loads no more JavaScript than a page without', async ({browser}) => {
  const withFigure = await scriptsOf(await browser.newPage(), PAGE);
  const without = await scriptsOf(await browser.newPage(), PLAIN_PAGE);
  const own = (a: Map<string, number>, b: Map<string, number>) => [...a.keys()].filter((name) => !b.has(name));
  const ownWith = own(withFigure, without);
  const ownWithout = own(without, withFigure);
  // Each page has its own content chunk (the compiled MDX); everything else is the same files.
  expect(ownWith).toHaveLength(ownWithout.length);
  expect(ownWith.length).toBeGreaterThan(0);
  const shared = [...withFigure.keys()].filter((name) => without.has(name));
  expect(sum(withFigure, [...withFigure.keys()]) - sum(withFigure, ownWith)).toBe(
    sum(without, [...without.keys()]) - sum(without, ownWithout),
  );
  expect(sum(withFigure, shared)).toBe(sum(without, shared));
});

test('the figure page’s own chunk carries the figure as an image reference, not as drawing', async ({page, request}) => {
  const withFigure = await scriptsOf(page, PAGE);
  const plain = await scriptsOf(await page.context().newPage(), PLAIN_PAGE);
  const own = [...withFigure.keys()].filter((name) => !plain.has(name));
  const bodies = await Promise.all(own.map(async (name) => (await request.get(name)).text()));
  expect(bodies.some((body) => body.includes('renderer/minimap'))).toBe(true);
  for (const body of bodies) expect(body).not.toMatch(/<svg|viewBox/);
});

test.describe('social cards', () => {
  for (const [path, card] of [
    ['/', 'home'],
    ['/docs/renderer/config-pricing', 'renderer'],
    ['/docs/api/introduction', 'rest-api'],
    ['/docs/event-manager/modes/static', 'event-manager'],
    ['/changelog', 'changelog'],
  ] as const) {
    test(`${path} links the ${card} card in its server-rendered HTML`, async ({request}) => {
      const html = await (await request.get(path)).text();
      const images = [...html.matchAll(/<meta[^>]+property=["']?og:image["']?[^>]*>/g)].map((match) => match[0]);
      expect(images).toHaveLength(1);
      expect(images[0]).toContain(`https://docs.tessera.example/img/og/${card}.png`);
      expect(html).toMatch(
        new RegExp(`<meta[^>]+name=["']?twitter:image["']?[^>]+content=["']?https://docs\\.tessera\\.example/img/og/${card}\\.png`),
      );
      const png = await request.get(`/img/og/${card}.png`);
      expect(png.status()).toBe(200);
      expect(png.headers()['content-type']).toBe('image/png');
    });
  }
});
