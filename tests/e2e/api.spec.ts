/**
 * The REST reference in the browser: a generated operation page, the synced
 * language tabs across pages and reloads, the OpenAPI download and the
 * operation list of a resource page.
 */
import YAML from 'yaml';
import {test, expect, gotoHydrated} from './fixtures';

const OPERATION = '/docs/api/book-objects';
const OTHER_OPERATION = '/docs/api/create-a-hold-token';
/** A hand-written page with an ```http samples fence. */
const GUIDE_WITH_SAMPLES = '/docs/api/get-objects-for-a-hold-token';
const RESOURCE = '/docs/api/charts';
const LANGUAGES = ['cURL', 'JavaScript', 'C#', 'Java', 'PHP', 'Ruby', 'Python'];

const firstSamples = (page: import('@playwright/test').Page) => page.locator('.rest-samples').first();

test.describe('operation page', () => {
  test('shows the header, the field lists and the tabs in order', async ({page}) => {
    await gotoHydrated(page, OPERATION);
    await expect(page.getByRole('heading', {level: 1, name: 'Book objects'})).toBeVisible();
    await expect(page.locator('.api-header code').first()).toHaveText('/events/{eventKey}/actions/book');
    for (const id of ['path-parameters', 'query-parameters', 'request-body', 'example-request', 'response', 'errors', 'related']) {
      await expect(page.locator(`h2#${id}`)).toBeVisible();
    }
    const pathFields = page.locator('h2#path-parameters + ul > li');
    await expect(pathFields.first().locator('code').first()).toHaveText('eventKey');
    await expect(pathFields.first()).toContainText('Required');
    await expect(page.locator('h2#request-body ~ ul').first()).toContainText('holdToken');
    await expect(firstSamples(page).getByRole('tab')).toHaveText(LANGUAGES);
    await expect(firstSamples(page).getByRole('tab', {name: 'cURL'})).toHaveAttribute('aria-selected', 'true');
  });

  test('sits in the api sidebar under its tag', async ({page}) => {
    await gotoHydrated(page, OPERATION);
    const sidebar = page.locator('nav.menu');
    const categories = sidebar.locator('.menu__link--sublist');
    await expect(categories.nth(0)).toHaveText('Getting started');
    await expect(categories.nth(1)).toHaveText('Conventions');
    const objects = sidebar.locator('.menu__list-item', {has: page.locator('.menu__link--sublist', {hasText: /^Objects$/})});
    await expect(objects.locator('a.menu__link--active', {hasText: 'Book objects'})).toBeVisible();
  });
});

test('the chosen language stays selected on other pages and after a reload', async ({page}) => {
  await gotoHydrated(page, OPERATION);
  await firstSamples(page).getByRole('tab', {name: 'Python'}).click();
  await expect(firstSamples(page).getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');

  for (const path of [OTHER_OPERATION, GUIDE_WITH_SAMPLES]) {
    await gotoHydrated(page, path);
    const tabs = firstSamples(page);
    await expect(tabs.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
    await expect(firstSamples(page).getByRole('tabpanel')).toContainText('urllib.request');
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(firstSamples(page).getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
  }
});

test('serves the bundled OpenAPI document at /openapi.yaml', async ({request}) => {
  const response = await request.get('/openapi.yaml');
  expect(response.status()).toBe(200);
  const document = YAML.parse(await response.text()) as {openapi: string; paths: Record<string, unknown>; info: {title: string}};
  expect(document.openapi).toBe('3.1.0');
  expect(document.info.title).toBe('Tessera REST API');
  expect(Object.keys(document.paths).length).toBeGreaterThan(50);
  expect(await response.text()).not.toMatch(/\$ref: \.\.?\//);
});

test('the operation list of a resource page links to existing pages', async ({page, request}) => {
  await gotoHydrated(page, RESOURCE);
  const table = page.locator('h2#operations + table');
  await expect(table.locator('th')).toHaveText(['Method', 'Path', 'Operation']);
  const rows = table.locator('tbody tr');
  expect(await rows.count()).toBeGreaterThan(5);
  await expect(rows.first().locator('.badge')).toHaveText(/^(GET|POST|PUT|PATCH|DELETE)$/);
  const hrefs = await table.locator('a').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
  for (const href of new Set(hrefs)) {
    expect(href).toMatch(/^\/docs\/api\//);
    expect((await request.get(href)).status(), href).toBe(200);
  }
});
