/**
 * The page sweep: every page of the built sitemap, in Chromium, at a phone (390 px), a small
 * laptop (1024 px) and a desktop (1440 px) width. Each page must hydrate without console errors
 * or third-party requests (the fixtures check both), show no layout fault at any of the three
 * widths (tests/e2e/layoutFaults.ts: sideways scroll, content past its column, a clipped, unreadable or
 * overlapping-label diagram, a table that hides columns, a paginator link to the page itself), and
 * pass axe, experimental rules included, with no serious or critical violation in its content.
 * The shared chrome (navbar, sidebars, footer) and the code colours are the same on every page,
 * so they are checked in full, in both colour modes, on one page of each layout.
 */
import {test, expect, gotoHydrated} from './fixtures';
import {shards, sitemapPaths} from './site';
import {diagramsDrawn, faultSummary, layoutFaults, seriousViolations, WIDTHS} from './sweep';

const paths = sitemapPaths();
const SHARDS = 8;

test('the sitemap lists the pages of every section', () => {
  for (const prefix of [
    '/docs/tutorial',
    '/docs/renderer/',
    '/docs/api/',
    '/docs/event-manager/',
    '/docs/embedded-designer/',
    '/changelog',
  ]) {
    expect(
      paths.some((p) => p.startsWith(prefix)),
      prefix,
    ).toBe(true);
  }
  expect(
    paths.some((p) => p.includes('/snippets/')),
    'unlisted snippets stay out of the sitemap',
  ).toBe(false);
});

const layouts = [
  '/',
  '/docs/',
  '/docs/renderer/config-session',
  '/docs/api/book-objects',
  '/docs/event-manager/modes/select',
  '/docs/embedded-designer/mode',
  '/changelog/',
  '/search?q=hold',
];
for (const theme of ['light', 'dark']) {
  // A phone's chrome (menu button, search icon, "On this page") differs from a desktop's.
  for (const width of [1440, 390]) {
    test(`the full page of each layout passes axe in ${theme} mode at ${width} px`, async ({page}) => {
      test.setTimeout(layouts.length * 30_000);
      await page.setViewportSize({width, height: 900});
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      const violations: string[] = [];
      for (const path of layouts) {
        await gotoHydrated(page, path);
        violations.push(...(await seriousViolations(page, path)));
      }
      expect(violations).toEqual([]);
    });
  }
}

shards(paths, SHARDS).forEach((shard, index) => {
  test(`pages ${index + 1}/${SHARDS} load cleanly, fit 390, 1024 and 1440 px, and their content passes axe`, async ({page}) => {
    test.setTimeout(shard.length * 15_000);
    const violations: string[] = [];
    const faults: string[] = [];
    for (const path of shard) {
      await page.setViewportSize({width: WIDTHS[0], height: 900});
      await gotoHydrated(page, path);
      await expect(page.getByText('Page Not Found'), path).toHaveCount(0);
      await diagramsDrawn(page);
      violations.push(...(await seriousViolations(page, path, true)));
      faults.push(...(await layoutFaults(page, path)));
    }
    expect.soft(faults, faultSummary(faults)).toEqual([]);
    expect(violations).toEqual([]);
  });
});
