/**
 * Loads every page of the built sitemap in Chromium: it must hydrate without
 * console errors or third-party requests (the fixtures check both), and axe
 * must find no serious or critical accessibility violation.
 */
import AxeBuilder from '@axe-core/playwright';
import {test, expect, gotoHydrated} from './fixtures';
import {shards, sitemapPaths} from './site';

const paths = sitemapPaths();
const SHARDS = 12;

test('the sitemap lists the pages of every section', () => {
  for (const prefix of ['/docs/tutorial', '/docs/renderer/', '/docs/api/', '/docs/event-manager/', '/docs/embedded-designer/', '/changelog']) {
    expect(paths.some((p) => p.startsWith(prefix)), prefix).toBe(true);
  }
  expect(paths.some((p) => p.includes('/snippets/')), 'unlisted snippets stay out of the sitemap').toBe(false);
});

shards(paths, SHARDS).forEach((shard, index) => {
  test(`pages ${index + 1}/${SHARDS} load cleanly and pass axe`, async ({page}) => {
    test.setTimeout(shard.length * 15_000);
    const violations: string[] = [];
    for (const path of shard) {
      await gotoHydrated(page, path);
      await expect(page.getByText('Page Not Found'), path).toHaveCount(0);
      const results = await new AxeBuilder({page}).analyze();
      for (const violation of results.violations) {
        if (violation.impact === 'serious' || violation.impact === 'critical') {
          const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ');
          violations.push(`${path}: ${violation.id} (${violation.impact}) at ${targets}`);
        }
      }
    }
    expect(violations).toEqual([]);
  });
});
