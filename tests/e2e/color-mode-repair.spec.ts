/**
 * An unknown colour-mode value, stored under `theme` or given as
 * `?docusaurus-theme=`, once hid the navbar logo and the toggle's icon (the
 * CSS only knows light and dark). It is corrected before the page paints
 * (plugins/color-mode-repair).
 */
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';

const html = (page: Page) => page.locator('html');
const logo = (page: Page) => page.getByRole('img', {name: 'Tessera logo'});
const toggle = (page: Page) => page.getByRole('button', {name: /Switch between dark and light mode/});
const stored = (page: Page) => page.evaluate(() => window.localStorage.getItem('theme'));

/** Stores a value before the first load only, so a reload shows what the page made of it. */
async function storeOnce(page: Page, value: string): Promise<void> {
  await page.addInitScript((theme) => {
    if (sessionStorage.getItem('seeded')) return;
    window.localStorage.setItem('theme', theme);
    sessionStorage.setItem('seeded', '1');
  }, value);
}

async function expectShown(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await expect(html(page)).toHaveAttribute('data-theme', mode);
  await expect(html(page)).toHaveAttribute('data-theme-choice', mode);
  await expect(logo(page)).toBeVisible();
  await expect(toggle(page).locator('svg:visible')).toHaveCount(1);
}

test.describe('unknown colour-mode values', () => {
  test('a stored "DARK" shows the dark theme with its logo and toggle icon, and is stored as "dark"', async ({page}) => {
    await storeOnce(page, 'DARK');
    await gotoHydrated(page, '/docs/');
    await expectShown(page, 'dark');
    expect(await stored(page)).toBe('dark');
    await toggle(page).click();
    await expectShown(page, 'light');
  });

  test('?docusaurus-theme=DARK shows the dark theme with its logo and toggle icon, and stores nothing', async ({page}) => {
    await gotoHydrated(page, '/docs/?docusaurus-theme=DARK');
    await expectShown(page, 'dark');
    expect(await stored(page)).toBeNull();
  });

  test('a value that is no mode at all shows the default light theme and is forgotten', async ({page}) => {
    await storeOnce(page, 'sepia');
    await gotoHydrated(page, '/docs/?docusaurus-theme=%3Cb%3E');
    await expectShown(page, 'light');
    expect(await stored(page)).toBeNull();
  });

  test.describe('before any script bundle runs', () => {
    test.use({allowedConsoleErrors: /Failed to load resource/});

    test('the logo and the toggle icon are already there', async ({page}) => {
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      await storeOnce(page, 'Dark');
      await page.goto('/docs/');
      await expect(html(page)).toHaveAttribute('data-theme', 'dark');
      await expect(page.locator('.navbar__logo img:visible')).toHaveCount(1);
      await expect(toggle(page).locator('svg:visible')).toHaveCount(1);
      expect(await page.evaluate(() => document.documentElement.dataset.hasHydrated)).not.toBe('true');
    });
  });
});
