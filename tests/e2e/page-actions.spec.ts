/**
 * The page actions of a docs page: Copy page puts the page's Markdown copy on
 * the clipboard, the menu opens and moves by keyboard and returns focus, its
 * links carry the prompt and the copy's public URL, and nothing is requested
 * from any assistant before the reader follows a link (the fixtures fail the
 * test on any third-party request). Every docs page links its copy.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated} from './fixtures';
import {buildDir, sitemapPaths} from './site';

const PAGE = '/docs/renderer/config-session';
const COPY = '/docs/renderer/config-session.md';
const PUBLIC = 'https://docs.tessera.example/docs/renderer/config-session.md';

test('every docs page links its Markdown copy, and the copy exists', () => {
  const missing: string[] = [];
  for (const page of sitemapPaths().filter((p) => p.startsWith('/docs'))) {
    const html = fs.readFileSync(path.join(buildDir, page, 'index.html'), 'utf8');
    const link = [...html.matchAll(/<link\b[^>]*>/g)]
      .map((m) => m[0])
      .find((tag) => /\btype=["']?text\/markdown/.test(tag) && /\brel=["']?alternate/.test(tag));
    const href = link && /\bhref=["']?([^"'\s>]+)/.exec(link)?.[1];
    const expected = `${page.replace(/\/$/, '')}.md`;
    if (href !== expected) missing.push(`${page}: ${href}`);
    else if (!fs.existsSync(path.join(buildDir, expected))) missing.push(`${page}: no ${expected}`);
  }
  expect(missing).toEqual([]);
});

test("Copy page puts the page's Markdown on the clipboard", async ({page, context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await gotoHydrated(page, PAGE);
  await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', COPY);
  const copy = page.getByRole('button', {name: 'Copy page'});
  await expect(copy).toBeVisible();
  const fetched = page.waitForResponse((response) => new URL(response.url()).pathname === COPY);
  await copy.click();
  expect((await fetched).status()).toBe(200);
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Copied');
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toBe(fs.readFileSync(path.join(buildDir, COPY), 'utf8'));
  expect(clipboard.startsWith('# session\n')).toBe(true);
  // The label comes back, ready for the next copy.
  await expect(page.getByRole('button', {name: 'Copy page'})).toBeVisible({timeout: 5000});
});

test('the menu opens from the keyboard, moves with the arrow keys and closes with Escape, returning focus', async ({page}) => {
  await gotoHydrated(page, PAGE);
  const toggle = page.getByRole('button', {name: 'More page actions'});
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', {name: 'Page actions'});
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const items = menu.getByRole('menuitem');
  await expect(items).toHaveText(['View as Markdown', 'Open in ChatGPT (opens in a new tab)', 'Open in Claude (opens in a new tab)']);
  await expect(items.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(items.nth(2)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(items.nth(2)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // ArrowDown on the button opens it too; a click elsewhere closes it.
  await page.keyboard.press('ArrowDown');
  await expect(menu).toBeVisible();
  await page.locator('article p').first().click();
  await expect(menu).toHaveCount(0);
});

test("the assistants are plain links with the prompt and the copy's public URL, opening in a new tab", async ({page}) => {
  await gotoHydrated(page, PAGE);
  await page.getByRole('button', {name: 'More page actions'}).click();
  const prompt = encodeURIComponent(`Read ${PUBLIC} so I can ask questions about it.`);
  const chatgpt = page.getByRole('menuitem', {name: /Open in ChatGPT/});
  const claude = page.getByRole('menuitem', {name: /Open in Claude/});
  await expect(chatgpt).toHaveAttribute('href', `https://chatgpt.com/?q=${prompt}`);
  await expect(claude).toHaveAttribute('href', `https://claude.ai/new?q=${prompt}`);
  for (const link of [chatgpt, claude]) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test.describe('View as Markdown', () => {
  // A text document has no <link rel=icon>, so the browser asks for /favicon.ico, which the site does not have.
  test.use({allowedConsoleErrors: /Failed to load resource: the server responded with a status of 404/});

  test('opens the copy', async ({page}) => {
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(new URL(response.url()).pathname);
    });
    await gotoHydrated(page, PAGE);
    await page.getByRole('button', {name: 'More page actions'}).click();
    await page.getByRole('menuitem', {name: 'View as Markdown'}).click();
    await page.waitForURL((url) => url.pathname === COPY);
    await expect(page.locator('body')).toContainText('# session');
    expect(missing.filter((pathname) => pathname !== '/favicon.ico')).toEqual([]);
  });
});

test('the actions sit above the title, on the line of the section label, at the right end of the column', async ({page}) => {
  await page.setViewportSize({width: 1440, height: 900});
  await gotoHydrated(page, PAGE);
  const title = await page.locator('article h1').first().boundingBox();
  const actions = await page.getByRole('button', {name: 'Copy page'}).boundingBox();
  const label = await page.locator('.doc-section-label').first().boundingBox();
  const column = await page.locator('.doc-title-row').first().boundingBox();
  expect(title && actions && label && column).toBeTruthy();
  // One line with the section label ("Renderer · Option"), so a phone reaches the first sentence sooner.
  expect(actions!.y + actions!.height / 2).toBeGreaterThan(label!.y);
  expect(actions!.y + actions!.height / 2).toBeLessThan(label!.y + label!.height + actions!.height);
  expect(actions!.y + actions!.height).toBeLessThanOrEqual(title!.y + 1);
  // The group (Copy page, then the menu's chevron) ends where the column ends.
  const menu = await page.getByRole('button', {name: 'More page actions'}).boundingBox();
  expect(menu!.x).toBeGreaterThanOrEqual(actions!.x + actions!.width - 1);
  expect(Math.abs(menu!.x + menu!.width - (column!.x + column!.width))).toBeLessThan(4);
});
