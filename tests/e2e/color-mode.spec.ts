import {test, expect, gotoHydrated} from './fixtures';

const theme = (page: import('@playwright/test').Page) => page.locator('html').getAttribute('data-theme');
const stored = (page: import('@playwright/test').Page) => page.evaluate(() => window.localStorage.getItem('theme'));
const toggle = (page: import('@playwright/test').Page) => page.getByRole('button', {name: /Switch between dark and light mode/});

test.describe('colour mode (default configuration)', () => {
  test('starts light with nothing stored', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    expect(await theme(page)).toBe('light');
    expect(await stored(page)).toBeNull();
  });

  test('does not follow an OS set to dark', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await gotoHydrated(page, '/docs/');
    expect(await theme(page)).toBe('light');
  });

  test('the toggle alternates light and dark and stores the choice under "theme"', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await stored(page)).toBe('dark');
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await stored(page)).toBe('light');
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const keys = await page.evaluate(() => Object.keys(window.localStorage));
    expect(keys.filter((key) => key.startsWith('theme'))).toEqual(['theme']);
  });

  test('a stored choice survives a reload and applies before hydration', async ({page}) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await page.goto('/docs/');
    expect(await theme(page)).toBe('dark');
  });

  test('the choice is synced across tabs', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await gotoHydrated(first, '/docs/');
    await gotoHydrated(second, '/docs/webhooks');
    await toggle(first).click();
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('a corrupted stored value shows the light theme and the toggle still works', async ({page}) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        window.localStorage.setItem('theme', '{"not":"a mode"}');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await gotoHydrated(page, '/docs/');
    // Light theme: Infima's dark text on the default background (dark mode uses light text).
    const text = await page.evaluate(() => getComputedStyle(document.body).color);
    expect(text).toBe('rgb(28, 30, 33)');
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', /^(light|dark)$/);
    expect(['light', 'dark']).toContain(await stored(page));
  });
});

test.describe('chat widget (default configuration)', () => {
  test('is absent: no settings, no script, no request', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('#chat-widget-settings, #chat-widget-script')).toHaveCount(0);
    expect(await page.evaluate(() => 'intercomSettings' in window)).toBe(false);
  });
});
