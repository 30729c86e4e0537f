/**
 * A localStorage filled to its quota by something else on the origin: starring
 * a search keeps every favourite and says the new one was not saved; the
 * colour toggle still works, with no console error (the fixture fails on any).
 */
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';

const dialog = (page: Page) => page.locator('dialog[aria-label="Search the documentation"]:not([aria-busy=true])');
const toggle = (page: Page) => page.getByRole('button', {name: /Switch between dark and light mode/});
const FAVORITES = [
  {url: '/docs/renderer/config-session', title: 'session'},
  {url: '/docs/renderer/config-holdtoken', title: 'holdToken'},
];

/** Our saved searches, then filler under another key until not one more character fits. */
async function fillStorage(page: Page): Promise<void> {
  await page.evaluate((favorites) => {
    localStorage.setItem('tessera-search-recent', JSON.stringify([{url: '/docs/webhooks', title: 'Webhooks'}]));
    localStorage.setItem('tessera-search-favorites', JSON.stringify(favorites));
    let piece = 'x'.repeat(1 << 20);
    for (let i = 0; piece.length > 0; i += 1) {
      try {
        localStorage.setItem(`other-app-${i}`, piece);
      } catch {
        piece = piece.slice(0, piece.length >> 1);
      }
    }
  }, FAVORITES);
}

test.describe('full storage', () => {
  test('starring a page keeps every favourite and says the new one was not saved', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await fillStorage(page);
    await page.keyboard.press('Control+k');
    const recent = dialog(page).getByRole('region', {name: 'Recent'});
    await recent.getByRole('button', {name: 'Add to favorites: Webhooks'}).click();
    await expect(dialog(page).getByRole('alert')).toHaveText(
      'Your browser could not save this page to your favorites: its storage for this site is full or turned off. Your other favorites are kept.',
    );
    const favorites = dialog(page).getByRole('region', {name: 'Favorites'});
    await expect(favorites.getByRole('link')).toHaveText(FAVORITES.map((favorite) => favorite.title));
    await expect(recent.getByRole('link', {name: 'Webhooks'})).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('tessera-search-favorites'))).toBe(JSON.stringify(FAVORITES));
  });

  test('the colour toggle switches the theme without a console error', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await fillStorage(page);
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });
});
