import {test, expect, gotoHydrated} from './fixtures';
import {site} from '../../config/site';

/** Where the navbar's sections lead, in the spec's order. */
const SECTION_PATHS = [
  '/docs/tutorial',
  '/docs/renderer/embed-a-floor-plan',
  '/docs/api/introduction',
  '/docs/webhooks',
  '/docs/event-manager/introduction',
  '/docs/embedded-designer/introduction',
];

test.describe('site shell', () => {
  test('home page carries the title, tagline and footer copyright', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(page).toHaveTitle(/Tessera/);
    await expect(page.getByText('Developer documentation').first()).toBeVisible();
    await expect(page.locator('footer')).toContainText('Copyright © 2025 Tessera');
  });

  test('navbar has the sections of the spec, in order, and the logo opens /docs/', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    const left = page.locator('.navbar__items:not(.navbar__items--right) a.navbar__link');
    await expect(left).toHaveText(['First steps', 'Renderer', 'REST API', 'Webhooks', 'Event Manager', 'Designer']);
    const hrefs = await left.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(SECTION_PATHS);
    // From 997 to 1279 px the same two links sit in a "More" menu (design.spec.ts checks it).
    const right = page.locator('.navbar__items--right > a.navbar__link');
    await expect(right).toHaveText(['Changelog', 'Support']);
    expect(await right.nth(0).getAttribute('href')).toBe('/changelog/');
    expect(await right.nth(1).getAttribute('href')).toBe(site.supportUrl);
    expect(await page.locator('a.navbar__brand').getAttribute('href')).toBe('/docs/');
  });

  test('every navbar section link leads to a page', async ({page}) => {
    for (const path of [...SECTION_PATHS, '/changelog/']) {
      await gotoHydrated(page, path);
      await expect(page.locator('main article, main h1').first(), path).toBeVisible();
      await expect(page.getByText('Page Not Found')).toHaveCount(0);
    }
  });

  test('the skip-to-content link is the first stop and moves focus to the content', async ({page}) => {
    await gotoHydrated(page, '/docs/webhooks');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // Chromium drops focus from the momentarily focusable <main>, but keeps it as
    // the starting point: the next Tab lands on the first link inside the content.
    await page.keyboard.press('Tab');
    const focusedInMain = await page.evaluate(() => {
      const main = document.querySelector('main');
      return !!main && !!document.activeElement && main.contains(document.activeElement);
    });
    expect(focusedInMain).toBe(true);
  });

  for (const width of [390, 1024]) {
    test(`at ${width} px, the controls the keyboard reaches after the skip link are not under the sticky navbar`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      await gotoHydrated(page, '/docs/api/seasons');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      for (let stop = 0; stop < 3; stop += 1) {
        await page.keyboard.press('Tab');
        // What a sighted keyboard user sees at the centre of the focused control: the control, not the navbar.
        const seen = await page.evaluate(() => {
          const focused = document.activeElement!;
          const box = focused.getBoundingClientRect();
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return {name: focused.textContent?.trim() || focused.getAttribute('aria-label'), visible: !!top && focused.contains(top)};
        });
        expect(seen, JSON.stringify(seen)).toMatchObject({visible: true});
      }
    });
  }

  test('doc pages have no breadcrumbs', async ({page}) => {
    await gotoHydrated(page, '/docs/tutorial/create-an-event');
    await expect(page.locator('nav[aria-label="Breadcrumbs"], .breadcrumbs')).toHaveCount(0);
  });

  for (const suffix of ['.html', '/index.html']) {
    test(`a path ending in ${suffix} renders the clean path`, async ({page}) => {
      await page.goto(`/docs/webhooks${suffix}`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      expect(new URL(page.url()).pathname).toBe('/docs/webhooks');
      await expect(page.locator('h1')).toHaveText('Webhooks');
    });
  }
});

test.describe('not found', () => {
  // The server answers 404, which Chromium reports as a console error.
  test.use({allowedConsoleErrors: /status of 404/});

  test('an unknown path shows the not-found page', async ({page}) => {
    const response = await page.goto('/docs/no-such-page-anywhere');
    expect(response?.status()).toBe(404);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  });
});

test.describe('mobile layout', () => {
  test('at 996 px the navbar collapses and the sidebar menu opens and closes', async ({page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await gotoHydrated(page, '/docs/tutorial');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await expect(page.locator('.navbar__items:not(.navbar__items--right) a.navbar__link').first()).toBeHidden();
    await toggle.click();
    const panel = page.locator('.navbar-sidebar');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', {name: 'Create an event'})).toBeVisible();
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(panel).toBeHidden();
  });

  test('a window narrowed below 997 px after loading switches to the mobile menu, with the page sidebar in it', async ({page}) => {
    // The window size reaches the layout in a transition (src/lazyRoutes/useWindowSize.ts): a resize still switches it.
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, '/docs/tutorial');
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
    await page.setViewportSize({width: 600, height: 800});
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Create an event'})).toBeVisible();
  });

  test('above 996 px the desktop navbar shows and there is no menu toggle', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await gotoHydrated(page, '/docs/tutorial');
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    await expect(page.locator('.navbar__items a.navbar__link', {hasText: 'Renderer'})).toBeVisible();
  });
});
