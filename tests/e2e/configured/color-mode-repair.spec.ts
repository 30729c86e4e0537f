/** Unknown colour-mode values on the build that follows the OS (plugins/color-mode-repair). */
import {test, expect, gotoHydrated} from '../fixtures';

test.use({allowedHosts: ['widget.intercom.io']});

test.beforeEach(async ({page}) => {
  await page.route('https://widget.intercom.io/**', (route) => route.fulfill({contentType: 'text/javascript', body: ''}));
});

test('a stored value that is no mode follows the OS, as the "system" choice, with the logo shown', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    window.localStorage.setItem('theme', 'sepia');
    sessionStorage.setItem('seeded', '1');
  });
  await gotoHydrated(page, '/docs/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'system');
  await expect(page.getByRole('img', {name: 'Tessera logo'})).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBeNull();
});

test('?docusaurus-theme=LIGHT on a dark OS shows the light theme', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await gotoHydrated(page, '/docs/?docusaurus-theme=LIGHT');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'light');
  await expect(page.getByRole('img', {name: 'Tessera logo'})).toBeVisible();
});
