/**
 * Layout as readers see it, at phone (390), tablet and small-laptop (1024, 1180) and desktop
 * (1440) widths: the navbar on one line, the REST reference in two panes with the request
 * beside the parameters, nothing scrolling sideways on a phone, identifiers in one piece,
 * readable diagrams that open full size, the changelog, the not-found page and the home page.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';

const OPERATION = '/docs/api/book-objects';
const DIAGRAM = '/docs/embedded-designer/introduction';

async function atWidth(page: Page, width: number, path: string): Promise<void> {
  await page.setViewportSize({width, height: 900});
  await gotoHydrated(page, path);
}

test.describe('navbar', () => {
  for (const width of [997, 1024, 1180, 1279, 1280, 1440]) {
    test(`fits on one line at ${width} px, brand in full`, async ({page}) => {
      await atWidth(page, width, '/docs/api/introduction');
      const layout = await page.evaluate(() => {
        const visible = Array.from(
          document.querySelectorAll<HTMLElement>('.navbar__inner .navbar__brand, .navbar__inner .navbar__item, .navbar__inner button'),
        ).filter((el) => el.offsetParent !== null && el.getBoundingClientRect().width > 0);
        const boxes = visible.map((el) => ({text: el.textContent?.trim() ?? '', rect: el.getBoundingClientRect().toJSON() as DOMRect}));
        const title = document.querySelector<HTMLElement>('.navbar__title')!;
        const inner = document.querySelector<HTMLElement>('.navbar__inner')!;
        return {
          boxes,
          navbarHeight: document.querySelector('.navbar')!.getBoundingClientRect().height,
          titleTruncated: title.scrollWidth > title.clientWidth,
          innerOverflows: inner.scrollWidth > inner.clientWidth,
        };
      });
      expect(layout.navbarHeight).toBeLessThanOrEqual(61);
      expect(layout.titleTruncated).toBe(false);
      expect(layout.innerOverflows).toBe(false);
      for (const box of layout.boxes) {
        // One line: every item is shorter than two lines of text and inside the bar.
        expect(box.rect.height, box.text).toBeLessThan(45);
        expect(box.rect.bottom, box.text).toBeLessThanOrEqual(layout.navbarHeight);
      }
      const sorted = [...layout.boxes].sort((a, b) => a.rect.left - b.rect.left);
      for (let i = 1; i < sorted.length; i += 1) {
        expect(sorted[i].rect.left, `${sorted[i - 1].text} overlaps ${sorted[i].text}`).toBeGreaterThanOrEqual(
          sorted[i - 1].rect.right - 0.5,
        );
      }
      const more = page.locator('.navbar__items .dropdown:has(> .navbar-item--more)');
      const changelog = page.locator('.navbar__items--right > a.navbar-item--wide', {hasText: 'Changelog'});
      if (width < 1280) {
        await expect(more).toBeVisible();
        await expect(changelog).toBeHidden();
        await more.hover();
        await expect(more.getByRole('link', {name: 'Changelog'})).toBeVisible();
        await expect(more.getByRole('link', {name: 'Support'})).toBeVisible();
      } else {
        await expect(more).toBeHidden();
        await expect(changelog).toBeVisible();
      }
    });
  }
});

test.describe('REST operation page', () => {
  test('from 1200 px: two panes, and the request stays in view beside the parameters', async ({page}) => {
    for (const width of [1200, 1440]) {
      await atWidth(page, width, OPERATION);
      const main = page.locator('.api-columns__main').first();
      const aside = page.locator('.api-columns__aside').first();
      const [mainBox, asideBox] = [await main.boundingBox(), await aside.boundingBox()];
      expect(asideBox!.x, `${width}: the request pane is right of the parameters`).toBeGreaterThanOrEqual(mainBox!.x + mainBox!.width);
      expect(Math.abs(asideBox!.y - mainBox!.y), `${width}: both panes start together`).toBeLessThan(80);
      // Scroll the request body to the top: the request sample is still on screen beside it.
      await page.locator('h2#request-body').evaluate((el) => el.scrollIntoView({block: 'start'}));
      await page.waitForTimeout(100);
      const sample = await aside.locator('.rest-samples, pre').first().boundingBox();
      expect(sample!.y, `${width}: sample below the navbar`).toBeGreaterThanOrEqual(55);
      expect(sample!.y, `${width}: sample in the window`).toBeLessThan(900 - 100);
    }
  });

  for (const width of [390, 1024, 1180]) {
    test(`below 1200 px one column at ${width} px`, async ({page}) => {
      await atWidth(page, width, OPERATION);
      const mainBox = await page.locator('.api-columns__main').first().boundingBox();
      const asideBox = await page.locator('.api-columns__aside').first().boundingBox();
      expect(asideBox!.y).toBeGreaterThanOrEqual(mainBox!.y + mainBox!.height - 1);
      expect(Math.abs(asideBox!.x - mainBox!.x)).toBeLessThan(2);
    });
  }

  test('shows the header, stacked fields and collapsed child attributes', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await atWidth(page, 1440, OPERATION);
    const header = page.locator('.api-header');
    await expect(header.locator('.badge')).toHaveText('POST');
    await expect(header.locator('code').first()).toHaveText('/events/{eventKey}/actions/book');
    await expect(header.locator('dt')).toHaveText(['Key', 'Rate limit', 'Hosts']);
    await expect(header.locator('dd').nth(1)).toContainText('Priority lane');
    await expect(header.locator('dd').nth(2)).toContainText('api-eu.tessera.example');
    await header.getByRole('button', {name: /Copy the path/}).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('/events/{eventKey}/actions/book');

    const body = page.locator('h2#request-body + ul');
    const objects = body.locator(':scope > li').first();
    await expect(objects.locator('code').first()).toHaveText('objects');
    await expect(objects).toContainText('(string or object)[]');
    await expect(objects).toContainText('Conditional');
    const details = objects.locator('details');
    await expect(details).not.toHaveAttribute('open');
    await expect(details.getByText('objectId')).toBeHidden();
    await details.locator('summary').click();
    await expect(details.getByText('objectId')).toBeVisible();
    await expect(details.locator('summary')).toHaveAccessibleName('Hide child attributes');
    await expect(page.locator('table')).toHaveCount(await page.locator('h2#errors ~ table').count());
  });

  test('keeps its own markup lean: the page outside the code samples stays under 700 elements', async ({page}) => {
    await atWidth(page, 1440, OPERATION);
    const own = await page.evaluate(
      () => Array.from(document.querySelectorAll('main *')).filter((el) => !el.closest('.tabs-container, .theme-code-block, pre')).length,
    );
    expect(own).toBeLessThan(700);
  });
});

test.describe('phones', () => {
  for (const path of [
    OPERATION,
    '/docs/api/charts',
    '/docs/renderer/config-pricing',
    '/docs/renderer/object-properties-objectlabels',
    DIAGRAM,
    '/docs/webhooks',
    '/',
    '/changelog',
  ]) {
    test(`nothing scrolls sideways at 390 px: ${path}`, async ({page}) => {
      await atWidth(page, 390, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }

  test('identifiers never break across lines', async ({page}) => {
    await atWidth(page, 390, OPERATION);
    const broken = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('main li > code:first-child, main code.code-unbroken, .api-header dd code'))
        .filter((el) => el.offsetParent !== null && el.getClientRects().length > 1)
        .map((el) => el.textContent),
    );
    expect(broken).toEqual([]);
    await expect(page.locator('main code.code-unbroken', {hasText: 'X-Workspace-Key'}).first()).toBeVisible();
  });
});

test.describe('reference titles', () => {
  for (const [path, kind] of [
    ['/docs/renderer/config-pricing', 'Option'],
    ['/docs/renderer/chart-gotofloor', 'Method'],
    ['/docs/renderer/events-onobjectselected', 'Callback'],
    ['/docs/embedded-designer/configuration-chartkey', 'Option'],
  ] as const) {
    test(`${path} is titled by its identifier in monospace with a ${kind} chip`, async ({page}) => {
      await atWidth(page, 1440, path);
      const row = page.locator('header.doc-title-row');
      await expect(row.getByText(kind, {exact: true})).toBeVisible();
      const font = await row.locator('h1').evaluate((el) => getComputedStyle(el).fontFamily);
      expect(font).toMatch(/mono/i);
    });
  }

  test('sidebar labels of reference pages keep each identifier on one line', async ({page}) => {
    for (const width of [1024, 1440]) {
      await atWidth(page, width, '/docs/renderer/chart-gotofloor');
      // Open every category, nested ones too, so every entry is measured.
      for (let round = 0; round < 3; round += 1) {
        await page.evaluate(() => {
          for (const item of Array.from(document.querySelectorAll('nav.menu .menu__list-item--collapsed'))) {
            const toggle = item.querySelector<HTMLElement>(
              ':scope > .menu__list-item-collapsible > button, :scope > .menu__list-item-collapsible > a[href="#"]',
            );
            toggle?.click();
          }
        });
        await page.waitForTimeout(400);
      }
      expect(await page.locator('.sidebar-code > a > span').count()).toBeGreaterThan(150);
      const wrapped = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('.sidebar-code > a > span'))
          .filter((label) => label.offsetParent !== null)
          // Cut short (an ellipsis) or on two lines: either hides part of a name.
          .filter(
            (label) =>
              label.scrollWidth > label.clientWidth ||
              label.getClientRects().length > 1 ||
              label.offsetHeight > 1.5 * parseFloat(getComputedStyle(label).lineHeight),
          )
          .map((label) => label.textContent),
      );
      expect(wrapped, `${width}`).toEqual([]);
    }
  });
});

test.describe('diagrams', () => {
  for (const width of [390, 1440]) {
    test(`text stays 12 px or larger at column width (${width} px)`, async ({page}) => {
      await atWidth(page, width, DIAGRAM);
      await page.locator('figure svg[data-readable]').first().waitFor();
      const smallest = await page.evaluate(() => {
        const sizes: number[] = [];
        for (const svg of Array.from(document.querySelectorAll<SVGSVGElement>('figure svg[data-readable]'))) {
          const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
          for (const text of Array.from(svg.querySelectorAll('text, foreignObject div, foreignObject span'))) {
            if (text.textContent?.trim()) sizes.push(parseFloat(getComputedStyle(text).fontSize) * scale);
          }
        }
        return Math.min(...sizes);
      });
      expect(smallest).toBeGreaterThanOrEqual(11.9);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  test('a button opens the diagram full size in a dialog, and Escape closes it', async ({page}) => {
    await atWidth(page, 1024, DIAGRAM);
    const button = page.getByRole('button', {name: 'Open diagram full size'}).first();
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog[open]');
    await expect(dialog).toBeVisible();
    const svg = dialog.locator('svg[data-readable]').first();
    await svg.waitFor();
    const {shown, natural} = await svg.evaluate((el: SVGSVGElement) => ({
      shown: el.getBoundingClientRect().width,
      natural: el.viewBox.baseVal.width,
    }));
    expect(shown).toBeGreaterThanOrEqual(natural - 1);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});

test.describe('changelog', () => {
  test('has an h1, visible feeds, dated entries with kind badges and a product filter', async ({page, request}) => {
    await atWidth(page, 1440, '/changelog');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Changelog');
    for (const [name, href] of [
      ['RSS', '/changelog/rss.xml'],
      ['Atom', '/changelog/atom.xml'],
    ]) {
      const link = page.getByRole('link', {name, exact: true});
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
      expect((await request.get(href)).status()).toBe(200);
    }
    const entries = page.locator('main ol > li');
    const all = await entries.count();
    expect(all).toBeGreaterThan(10);
    await expect(entries.first().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await expect(entries.filter({hasText: 'Removed'}).first()).toBeVisible();

    const filter = page.getByRole('navigation', {name: 'Filter changes by product'});
    await expect(filter.getByRole('link', {name: 'All'})).toHaveAttribute('aria-current', 'page');
    await filter.getByRole('link', {name: 'Designer'}).click();
    await expect(page).toHaveURL(/\/changelog\/tags\/designer$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Changelog');
    await expect(filter.getByRole('link', {name: 'Designer'})).toHaveAttribute('aria-current', 'page');
    const filtered = page.locator('main ol > li');
    expect(await filtered.count()).toBeLessThan(all);
    for (const entry of await filtered.all()) await expect(entry.getByRole('link', {name: 'Designer', exact: true})).toBeVisible();
  });
});

test.describe('not found', () => {
  test.use({allowedConsoleErrors: /status of 404/});

  test('prefills search from the path and suggests the three closest pages', async ({page}) => {
    await atWidth(page, 1024, '/docs/api/book-object');
    const search = page.getByRole('searchbox', {name: 'Search the docs'});
    await expect(search).toHaveValue('api book object');
    const closest = page.getByRole('region', {name: 'Closest pages'}).getByRole('link');
    await expect(closest).toHaveCount(3);
    expect(await closest.first().getAttribute('href')).toBe('/docs/api/book-objects');
    await expect(page.getByRole('navigation', {name: 'Sections'}).getByRole('link', {name: 'REST API'})).toBeVisible();
    await page.getByRole('button', {name: 'Search', exact: true}).click();
    await expect(page).toHaveURL(/\/search\?q=api\+book\+object$/);
  });

  test('nothing scrolls sideways at 390 px', async ({page}) => {
    await atWidth(page, 390, '/docs/no-such-page');
    await expect(page.getByRole('region', {name: 'Closest pages'})).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  for (const theme of ['light', 'dark']) {
    test(`passes axe in ${theme} mode`, async ({page}) => {
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      await atWidth(page, 1024, '/docs/renderer/pricng');
      await expect(page.getByRole('region', {name: 'Closest pages'})).toBeVisible();
      const results = await new AxeBuilder({page}).analyze();
      expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    });
  }
});

test.describe('section roots', () => {
  for (const [from, to] of [
    ['/docs/renderer', '/docs/renderer/embed-a-floor-plan'],
    ['/docs/api', '/docs/api/introduction'],
    ['/docs/embedded-designer', '/docs/embedded-designer/introduction'],
  ]) {
    test(`${from} leads to ${to}`, async ({page}) => {
      await page.goto(from);
      await page.waitForURL((url) => url.pathname === to);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    });
  }
});

test.describe('home page', () => {
  test('opens search first, then tiles every section without a hole', async ({page}) => {
    for (const width of [390, 1024, 1440]) {
      await atWidth(page, width, '/');
      const tiles = page.locator('section[aria-labelledby="sections-heading"] li');
      await expect(tiles).toHaveCount(6);
      const tops = await tiles.evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
      const perRow = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
      expect(new Set(perRow).size, `${width}: every row of tiles is full`).toBe(1);
    }
    // No two links say the same thing.
    const names = await page.locator('main a').evaluateAll((els) => els.map((el) => el.textContent?.trim()));
    expect(names.length).toBe(new Set(names).size);
    await page.getByRole('button', {name: /Search options, methods, API calls/}).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('searchbox').or(page.getByRole('dialog').getByRole('combobox')).first()).toBeFocused();
  });
});
