/**
 * The facts box's "Invalid value" row in the production build: written once in
 * domain/renderer.yaml, it shows on every current renderer option page, in the
 * page as served (before and after hydration) and in its Markdown copy, with
 * the same words; an option with a rule of its own shows that rule instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {test, expect, gotoHydrated} from './fixtures';
import {buildDir} from './site';

const rows = (
  parse(fs.readFileSync(path.resolve(__dirname, '../../domain/renderer.yaml'), 'utf8')) as {
    invalidValues: {options: {row: string; rows: Record<string, string>}};
  }
).invalidValues.options;
/** The row as a reader sees it: code spans lose their backticks. */
const shown = (text: string) => text.replace(/`/g, '');
const row = (page: import('@playwright/test').Page) =>
  page.locator('dl[aria-label="Facts"] > div', {has: page.locator('dt', {hasText: 'Invalid value'})}).locator('dd');

test('an option page shows the rule every option follows, from the first byte on', async ({page}) => {
  await page.goto('/docs/renderer/config-showminimap', {waitUntil: 'domcontentloaded'});
  await expect(row(page)).toHaveText(shown(rows.row));
  await gotoHydrated(page, '/docs/renderer/config-showminimap');
  await expect(row(page)).toHaveText(shown(rows.row));
});

test('an option with a rule of its own shows that one, its code as code', async ({page}) => {
  await gotoHydrated(page, '/docs/renderer/config-channels');
  await expect(row(page)).toHaveText(shown(rows.rows['config-channels']));
  await expect(row(page).locator('code')).toHaveText(['channels', 'events', 'onChartRenderingFailed']);
});

test('pages that are no current option have no such row', async ({page}) => {
  await gotoHydrated(page, '/docs/renderer/stylepreset');
  await expect(page.locator('dl[aria-label="Facts"] dt', {hasText: 'Invalid value'})).toHaveCount(0);
});

test('the Markdown copy shows the same row', () => {
  const copy = fs.readFileSync(path.join(buildDir, 'docs/renderer/config-channels.md'), 'utf8');
  expect(copy).toContain(`- **Invalid value:** ${rows.rows['config-channels']}`);
  expect(fs.readFileSync(path.join(buildDir, 'docs/renderer/config-showminimap.md'), 'utf8')).toContain(`- **Invalid value:** ${rows.row}`);
});
