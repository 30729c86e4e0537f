/**
 * Algolia DocSearch, on the build with hosted services configured
 * (scripts/build-configured.mjs sets ALGOLIA_APP_ID, ALGOLIA_API_KEY and
 * ALGOLIA_INDEX_NAME). Algolia itself is stubbed: no request leaves the machine.
 */
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from '../fixtures';

const dialog = (page: Page) => page.locator('dialog[aria-label="Search the documentation"]:not([aria-busy=true])');
const input = (page: Page) => dialog(page).getByPlaceholder('Search docs');
const options = (page: Page) => dialog(page).getByRole('option');

test.describe('hosted search', () => {
  const algoliaHost = 'e2etestapp-dsn.algolia.net';
  test.use({allowedHosts: [algoliaHost, 'widget.intercom.io']});

  test('queries Algolia filtered by language and docs version, and shows its hits in the same dialog', async ({page, baseURL}) => {
    const configured = baseURL!;
    await page.route('https://widget.intercom.io/**', (route) => route.fulfill({contentType: 'text/javascript', body: ''}));
    const manifest = await page.request.get(`${configured}/search-index/manifest.json`);
    expect(manifest.status(), 'the configured build ships no local index').toBe(404);
    const bodies: string[] = [];
    await page.route(`https://${algoliaHost}/**`, (route) => {
      bodies.push(route.request().postData() ?? '');
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          nbHits: 2,
          hits: [
            {
              objectID: '1',
              url: `${configured}/docs/renderer/config-holdtoken#expiry`,
              type: 'lvl2',
              hierarchy: {lvl0: 'Renderer', lvl1: 'holdToken', lvl2: 'Expiry'},
              content: null,
            },
            {
              objectID: '2',
              url: `${configured}/docs/api/hold-tokens`,
              type: 'content',
              hierarchy: {lvl0: 'REST API', lvl1: 'Hold tokens'},
              content: 'Create a hold token.',
            },
          ],
        }),
      });
    });
    await gotoHydrated(page, '/docs/');
    await page.keyboard.press('Control+k');
    await input(page).fill('hold token');
    await expect(options(page)).toHaveCount(2);
    await expect(dialog(page).getByRole('link', {name: 'See all 2 results'})).toBeVisible();
    const params = new URLSearchParams(JSON.parse(bodies.at(-1)!).params as string);
    expect(params.get('query')).toBe('hold token');
    expect(JSON.parse(params.get('facetFilters')!)).toEqual([
      ['language:en'],
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ]);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/docs/renderer/config-holdtoken#expiry');
  });
});
