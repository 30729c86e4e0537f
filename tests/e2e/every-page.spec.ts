/**
 * Loads every page of the built sitemap in Chromium: it must hydrate without
 * console errors or third-party requests (the fixtures check both), and axe
 * must find no serious or critical accessibility violation in its content.
 * The shared chrome (navbar, sidebars, footer) and the code colours are the
 * same on every page, so they are checked in full, in both colour modes, on one
 * page of each layout.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {shards, sitemapPaths} from './site';

const paths = sitemapPaths();
const SHARDS = 8;

/** Serious and critical axe violations; `contentOnly` skips the shared chrome and code colours. */
async function seriousViolations(page: Page, path: string, contentOnly = false): Promise<string[]> {
  const builder = new AxeBuilder({page}).options({resultTypes: ['violations']});
  // Code token colours come from the theme, not the page: the layout test checks them.
  if (contentOnly) builder.include('main').exclude('pre');
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ');
      return `${path}: ${violation.id} (${violation.impact}) at ${targets}`;
    });
}

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
  test(`the full page of each layout passes axe in ${theme} mode`, async ({page}) => {
    test.setTimeout(layouts.length * 30_000);
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    const violations: string[] = [];
    for (const path of layouts) {
      await gotoHydrated(page, path);
      violations.push(...(await seriousViolations(page, path)));
    }
    expect(violations).toEqual([]);
  });
}

shards(paths, SHARDS).forEach((shard, index) => {
  test(`pages ${index + 1}/${SHARDS} load cleanly and their content passes axe`, async ({page}) => {
    test.setTimeout(shard.length * 15_000);
    const violations: string[] = [];
    for (const path of shard) {
      await gotoHydrated(page, path);
      await expect(page.getByText('Page Not Found'), path).toHaveCount(0);
      violations.push(...(await seriousViolations(page, path, true)));
    }
    expect(violations).toEqual([]);
  });
});
