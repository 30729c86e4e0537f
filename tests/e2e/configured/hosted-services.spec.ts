/** Behaviour of the build made with hosted services configured (scripts/build-configured.mjs). */
import {chatRegions} from '../../../config/site';
import {test, expect, gotoHydrated} from '../fixtures';

const toggle = (page: import('@playwright/test').Page) => page.getByRole('button', {name: /Switch between dark and light mode/});

test.describe('chat widget, configured for the eu region', () => {
  test.use({allowedHosts: ['widget.intercom.io']});

  test('loads the provider script for the app id after the page, with the region API base', async ({page}) => {
    const scripts: string[] = [];
    await page.route('https://widget.intercom.io/**', (route) => {
      scripts.push(route.request().url());
      return route.fulfill({contentType: 'text/javascript', body: 'window.chatWidgetLoaded = true;'});
    });
    await gotoHydrated(page, '/docs/');
    await expect.poll(() => page.evaluate(() => (window as unknown as {chatWidgetLoaded?: boolean}).chatWidgetLoaded)).toBe(true);
    expect(scripts).toEqual(['https://widget.intercom.io/widget/e2etestapp']);
    const settings = await page.evaluate(() => (window as unknown as {intercomSettings: Record<string, string>}).intercomSettings);
    expect(settings).toEqual({app_id: 'e2etestapp', api_base: chatRegions.eu});
    await expect(page.locator('script#chat-widget-script')).toHaveAttribute('src', 'https://widget.intercom.io/widget/e2etestapp');
  });
});

test.describe('colour mode following the OS', () => {
  test.use({allowedHosts: ['widget.intercom.io']});
  test.beforeEach(async ({page}) => {
    await page.route('https://widget.intercom.io/**', (route) => route.fulfill({contentType: 'text/javascript', body: ''}));
  });

  test('follows an OS set to dark when nothing is stored', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await gotoHydrated(page, '/docs/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('the toggle cycles light, dark, system and stores each choice under "theme"', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await gotoHydrated(page, '/docs/');
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName(/system mode/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await page.emulateMedia({colorScheme: 'light'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});
