/**
 * Layout as readers see it, at phone (390), tablet and small-laptop (1024, 1180) and desktop
 * (1440) widths: the navbar on one line, the REST reference in two panes with the request
 * beside the parameters, nothing scrolling sideways on a phone, identifiers in one piece,
 * readable diagrams that open full size, the changelog, the not-found page and the home page.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {layoutFaults} from './sweep';

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

  // 700 before the errors became a table (issue 24): its rows and cells, and the <wbr>s that let long
  // error codes break between words in a narrow column, replace a longer wall of paragraphs.
  test('keeps its own markup lean: the page outside the code samples stays under 760 elements', async ({page}) => {
    await atWidth(page, 1440, OPERATION);
    const own = await page.evaluate(
      () => Array.from(document.querySelectorAll('main *')).filter((el) => !el.closest('.tabs-container, .theme-code-block, pre')).length,
    );
    expect(own).toBeLessThan(760);
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
  for (const [path, label] of [
    ['/docs/renderer/config-pricing', 'Renderer · Option'],
    ['/docs/renderer/chart-gotofloor', 'Renderer · Method'],
    ['/docs/renderer/events-onobjectselected', 'Renderer · Callback'],
    ['/docs/embedded-designer/configuration-chartkey', 'Designer · Option'],
    ['/docs/event-manager/configuring', 'Event Manager · Guide'],
  ] as const) {
    test(`${path} says "${label}" above its title; a reference title is its identifier in monospace`, async ({page}) => {
      await atWidth(page, 1440, path);
      const row = page.locator('header.doc-title-row');
      await expect(row.locator('.doc-section-label')).toHaveText(label);
      const label_ = await row.locator('.doc-section-label').boundingBox();
      const title = await row.locator('h1').boundingBox();
      expect(label_!.y + label_!.height).toBeLessThanOrEqual(title!.y);
      const font = await row.locator('h1').evaluate((el) => getComputedStyle(el).fontFamily);
      if (!label.endsWith('Guide')) expect(font).toMatch(/mono/i);
    });
  }

  test('every docs section labels its pages, operation pages and tutorial steps included', async ({page}) => {
    for (const [path, label] of [
      ['/docs/', 'First steps · Guide'],
      ['/docs/tutorial/create-an-event', 'First steps · Step 3'],
      ['/docs/webhooks', 'Webhooks · Guide'],
      ['/docs/api/book-objects', 'REST API · Operation'],
      ['/docs/api/charts', 'REST API · Resource'],
      ['/docs/event-manager/modes/create-order', 'Event Manager · Mode'],
    ]) {
      await atWidth(page, 1024, path);
      await expect(page.locator('.doc-section-label'), path).toHaveText(label);
    }
  });

  test('on a phone the first sentence starts within the first 300 px', async ({page}) => {
    for (const path of [
      '/docs/',
      '/docs/renderer/config-pricing',
      '/docs/api/book-objects',
      '/docs/webhooks',
      '/docs/event-manager/modes/create-order',
    ]) {
      await atWidth(page, 390, path);
      const top = await page.evaluate(
        () =>
          Array.from(document.querySelectorAll('main article .markdown p'))
            .find((p) => !p.closest('header'))!
            .getBoundingClientRect().top,
      );
      expect(top, path).toBeLessThan(300);
    }
  });

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
  for (const width of [390, 1024, 1440]) {
    test(`fit their column at ${width} px, and where the text shrinks under 12 px they say so and open full size`, async ({page}) => {
      await atWidth(page, width, '/docs/');
      await expect(page.locator('main figure[data-diagram] .docusaurus-mermaid-container > svg')).toHaveCount(2);
      const figures = await page.locator('main figure[data-diagram]').evaluateAll((elements) =>
        elements.map((figure) => {
          const svg = figure.querySelector<SVGSVGElement>('.docusaurus-mermaid-container > svg')!;
          const frame = figure.querySelector('[aria-label="Diagram"]')!;
          const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
          const sizes = Array.from(svg.querySelectorAll('text, foreignObject div, foreignObject span'))
            .filter((text) => text.textContent?.trim())
            .map((text) => parseFloat(getComputedStyle(text).fontSize) * scale);
          return {
            fits: svg.getBoundingClientRect().right <= frame.getBoundingClientRect().right + 1,
            smallest: Math.min(...sizes),
            state: figure.getAttribute('data-diagram'),
            note: Array.from(figure.querySelectorAll('p')).find((p) => !p.closest('svg'))?.textContent ?? '',
          };
        }),
      );
      for (const figure of figures) {
        expect(figure.fits).toBe(true);
        if (figure.smallest < 11.9) {
          expect(figure.state).toBe('scaled');
          expect(figure.note).toContain('Open it full size');
        } else {
          expect(figure.state).toBe('readable');
        }
      }
      // The five-lane checkout sequence reads in place on a desktop.
      if (width === 1440) expect(figures[1]).toMatchObject({state: 'readable'});
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  test('a note of a sequence diagram holds its text inside its box', async ({page}) => {
    // The webhooks note spans two lanes, which Mermaid sizes by the lanes, not by the text.
    await atWidth(page, 1440, '/docs/webhooks');
    const svg = page.locator('main figure[data-diagram] .docusaurus-mermaid-container > svg').first();
    await expect(svg.locator('rect.note')).toHaveCount(1);
    const [box, text] = await svg.evaluate((element) => {
      const rect = element.querySelector('rect.note')!.getBoundingClientRect();
      const lines = Array.from(element.querySelectorAll('text.noteText')).map((line) => line.getBoundingClientRect());
      return [
        {left: rect.left, right: rect.right},
        {left: Math.min(...lines.map((line) => line.left)), right: Math.max(...lines.map((line) => line.right))},
      ];
    });
    expect(text.left).toBeGreaterThanOrEqual(box.left);
    expect(text.right).toBeLessThanOrEqual(box.right);
  });

  test('draw in the site palette: teal boxes in light mode, dark teal in dark mode', async ({page}) => {
    for (const [theme, fill] of [
      ['light', 'rgb(231, 243, 244)'],
      ['dark', 'rgb(22, 54, 60)'],
    ]) {
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      await atWidth(page, 1440, '/docs/');
      const box = page.locator('main figure[data-diagram] svg .node rect').first();
      await expect(box).toBeVisible();
      expect(await box.evaluate((el) => getComputedStyle(el).fill)).toBe(fill);
    }
  });

  for (const theme of ['light', 'dark']) {
    test(`full size in ${theme} mode: an opaque dialog, readable, with zoom, fit and pan; Escape closes it`, async ({page}) => {
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      await atWidth(page, 1024, '/docs/');
      const button = page.getByRole('button', {name: 'Open diagram full size'}).nth(1);
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', {name: 'Diagram, full size'});
      await expect(dialog).toBeVisible();
      const svg = dialog.locator('svg[viewBox]').first();
      await expect(svg).toBeVisible();
      // Opaque: the page behind never shows through.
      const background = await dialog.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(background).toMatch(/^rgb\(/);
      // Readable: text at 12 px or more.
      const smallest = await svg.evaluate((el: SVGSVGElement) => {
        const scale = el.getBoundingClientRect().width / el.viewBox.baseVal.width;
        return Math.min(
          ...Array.from(el.querySelectorAll('text'))
            .filter((text) => text.textContent?.trim())
            .map((text) => parseFloat(getComputedStyle(text).fontSize) * scale),
        );
      });
      expect(smallest).toBeGreaterThanOrEqual(11.9);
      const width = async () => (await svg.boundingBox())!.width;
      const before = await width();
      await dialog.getByRole('button', {name: 'Zoom in'}).click();
      expect(await width()).toBeGreaterThan(before * 1.2);
      await dialog.getByRole('button', {name: 'Fit'}).click();
      const view = dialog.getByRole('group', {name: /drag or use the arrow keys/});
      const [fitted, box] = [await svg.boundingBox(), await view.boundingBox()];
      expect(fitted!.width).toBeLessThanOrEqual(box!.width);
      expect(fitted!.height).toBeLessThanOrEqual(box!.height);
      // Pan: drag the zoomed-in drawing.
      await dialog.getByRole('button', {name: 'Readable'}).click();
      await dialog.getByRole('button', {name: 'Zoom in'}).click();
      const scrolled = () => view.evaluate((el) => el.scrollLeft + el.scrollTop);
      const start = await scrolled();
      await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
      await page.mouse.down();
      await page.mouse.move(box!.x + box!.width / 2 - 150, box!.y + box!.height / 2 - 100, {steps: 5});
      await page.mouse.up();
      expect(await scrolled()).toBeGreaterThan(start);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(button).toBeFocused();
    });
  }
});

test('on a phone a top-down diagram opens full size at its top centre, its first box in view', async ({page}) => {
  await atWidth(page, 390, '/docs/');
  await page.getByRole('button', {name: 'Open diagram full size'}).first().click();
  const dialog = page.getByRole('dialog', {name: 'Diagram, full size'});
  const view = dialog.getByRole('group', {name: /drag or use the arrow keys/});
  const first = dialog.getByText('Company: one region');
  await expect(first).toBeVisible();
  // Wider than the phone: it scrolls, and the first box is whole in the view, not past its right edge.
  expect(await view.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  const [box, shown] = [await first.boundingBox(), await view.boundingBox()];
  expect(box!.x).toBeGreaterThanOrEqual(shown!.x);
  expect(box!.x + box!.width).toBeLessThanOrEqual(shown!.x + shown!.width);
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

  test('prefills search from the path and suggests the closest pages, at most three', async ({page}) => {
    await atWidth(page, 1024, '/docs/api/book-object');
    const search = page.getByRole('searchbox', {name: 'Search the docs'});
    await expect(search).toHaveValue('api book object');
    const closest = page.getByRole('region', {name: 'Closest pages'}).getByRole('link');
    await expect(closest.first()).toHaveAttribute('href', '/docs/api/book-objects');
    expect(await closest.count()).toBeLessThanOrEqual(3);
    await expect(page.getByRole('navigation', {name: 'Sections'}).getByRole('link', {name: 'REST API'})).toBeVisible();
    await page.getByRole('button', {name: 'Search', exact: true}).click();
    await expect(page).toHaveURL(/\/search\?q=api\+book\+object$/);
  });

  test('suggests no pages for a path of nonsense, and says so', async ({page}) => {
    await atWidth(page, 1024, '/docs/qwzx-vvbnm');
    await expect(page.getByText('No page has a path close to this one')).toBeVisible();
    await expect(page.getByRole('region', {name: 'Closest pages'})).toHaveCount(0);
    await expect(page.getByRole('navigation', {name: 'Sections'}).getByRole('link', {name: 'Renderer'})).toBeVisible();
  });

  test('nothing scrolls sideways at 390 px', async ({page}) => {
    await atWidth(page, 390, '/docs/renderer/pricng');
    await expect(page.getByRole('region', {name: 'Closest pages'})).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The title takes one line on a phone, and the search button's text is as large as the field's.
    const title = page.getByRole('heading', {level: 1, name: 'Page Not Found'});
    const lineHeight = await title.evaluate((h1) => parseFloat(getComputedStyle(h1).lineHeight));
    expect((await title.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
    const fontSize = (name: 'searchbox' | 'button') =>
      page
        .getByRole(name, name === 'button' ? {name: 'Search', exact: true} : {name: 'Search the docs'})
        .evaluate((el) => getComputedStyle(el).fontSize);
    expect(await fontSize('button')).toBe(await fontSize('searchbox'));
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

test.describe('tables', () => {
  test('below 600 px every row stacks and each cell shows its column header, so no column is hidden', async ({page}) => {
    await atWidth(page, 390, '/docs/renderer/config-pricing');
    const table = page.locator('h2#how-it-works ~ table').first();
    const cells = await table
      .locator('tbody tr')
      .first()
      .locator('td')
      .evaluateAll((tds) =>
        tds.map((td) => ({
          label: getComputedStyle(td, '::before').content,
          right: td.getBoundingClientRect().right,
          visible: td.getBoundingClientRect().width > 0,
        })),
      );
    // Generated content "label" (alternative text empty, so screen readers hear the header row instead).
    expect(cells.map((cell) => cell.label.replace(/ \/ ""$/, ''))).toEqual(['"Property"', '"Type"', '"What it does"']);
    for (const cell of cells) {
      expect(cell.visible).toBe(true);
      expect(cell.right).toBeLessThanOrEqual(390);
    }
    // The header row stays for assistive technology.
    await expect(table.getByRole('columnheader', {name: 'What it does'})).toHaveCount(1);
  });

  test('from 600 px a table is a table the width of its column, code breaking between words only', async ({page}) => {
    await atWidth(page, 1024, '/docs/renderer/config-pricing');
    const table = page.locator('h2#how-it-works ~ table').first();
    const [box, column] = [await table.boundingBox(), await page.locator('main article').boundingBox()];
    expect(box!.x + box!.width).toBeLessThanOrEqual(column!.x + column!.width + 1);
    expect(await table.evaluate((el) => getComputedStyle(el).display)).toBe('table');
    // A long name wraps at its camelCase boundary: its <wbr>s are the only places it breaks.
    const name = table.locator('code', {hasText: 'showSectionPricingOverlay'}).first();
    expect(await name.locator('wbr').count()).toBeGreaterThan(0);
  });

  test('at 1024 px the table of contents breaks identifiers between words only', async ({page}) => {
    await atWidth(page, 1024, '/docs/event-manager/modes/create-order');
    // Each piece between two <wbr>s stays on one line: a line break inside a piece would be mid-word.
    const broken = await page.locator('.table-of-contents a').evaluateAll((links) =>
      links.flatMap((link) =>
        Array.from(link.querySelectorAll('*'))
          .concat(link)
          .flatMap((el) => Array.from(el.childNodes).filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()))
          .filter((node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            const tops = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
            return tops.size > 1 && !/\s/.test(node.textContent!.trim());
          })
          .map((node) => node.textContent),
      ),
    );
    expect(broken).toEqual([]);
    await expect(page.locator('.table-of-contents a', {hasText: 'objectWithoutPricingSelectable'}).locator('wbr')).toHaveCount(3);
  });

  test('the facts box wraps a long type instead of cutting it off', async ({page}) => {
    await atWidth(page, 390, '/docs/renderer/config-pricing');
    const clipped = await page
      .locator('dl[aria-label="Facts"] dd')
      .evaluateAll((dds) =>
        dds.filter((dd) => dd.scrollWidth > dd.clientWidth + 1 || dd.getBoundingClientRect().right > 390).map((dd) => dd.textContent),
      );
    expect(clipped).toEqual([]);
    // One label column for every row: the values start at the same x.
    const lefts = await page
      .locator('dl[aria-label="Facts"] dd')
      .evaluateAll((dds) => dds.map((dd) => Math.round(dd.getBoundingClientRect().left)));
    expect(lefts.length).toBeGreaterThan(2);
    expect(new Set(lefts).size).toBe(1);
  });
});

test.describe('REST pages', () => {
  for (const width of [390, 1440]) {
    test(`samples never hide the request path (${width} px)`, async ({page}) => {
      await atWidth(page, width, OPERATION);
      const sample = page.locator('.rest-samples pre').first();
      const hidden = await sample.evaluate((pre) => pre.scrollWidth > pre.clientWidth + 1);
      expect(hidden).toBe(false);
      await expect(sample).toContainText('/events/YOUR_EVENT_KEY/actions/book');
      // A source line that wraps goes on 4ch in, so its rest does not read as a line of its own: at 390 px
      // the first line (curl and the URL) wraps, and the second row of text starts right of the first.
      const rows = await sample.evaluate((pre) => {
        const code = pre.querySelector('code')!;
        const range = document.createRange();
        range.selectNodeContents(code);
        const left = code.getBoundingClientRect().left;
        const byTop = new Map<number, number>();
        for (const rect of Array.from(range.getClientRects())) {
          if (rect.width === 0) continue;
          const top = Math.round(rect.top / 4);
          byTop.set(top, Math.min(byTop.get(top) ?? Infinity, Math.round(rect.left - left)));
        }
        return [...byTop.entries()].sort((a, b) => a[0] - b[0]).map(([, x]) => x);
      });
      if (width === 390) expect(rows[1]).toBeGreaterThan(rows[0] + 20);
    });
  }

  test('errors are a compact table; the statuses every call shares link to the error catalogue', async ({page}) => {
    await atWidth(page, 1440, OPERATION);
    const table = page.locator('h2#errors + table');
    await expect(table.locator('th')).toHaveText(['Status', 'Code', 'What to do']);
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(4);
    for (const [status, anchor] of [
      ['401 Unauthorized', '#401-and-403-have-no-body'],
      ['403 Forbidden', '#401-and-403-have-no-body'],
      ['429 Too Many Requests', '#when-to-retry'],
    ]) {
      const link = table.getByRole('link', {name: status}).first();
      await expect(link).toHaveAttribute('href', `/docs/api/error-handling${anchor}`);
    }
    // The shared rows say the first step only; the catalogue has the rest.
    const unauthorized = await rows.filter({hasText: '401 Unauthorized'}).locator('td').last().textContent();
    expect(unauthorized!.split('. ').length).toBeLessThanOrEqual(2);
    await expect(rows.filter({hasText: 'OBJECT_NOT_HELD_BY_TOKEN'}).first()).toBeVisible();
  });

  test('a page of two calls names each in its own heading and lists both in its table of contents', async ({page}) => {
    await atWidth(page, 1440, '/docs/api/validate-a-chart-version');
    await expect(page.getByRole('heading', {level: 2, name: 'Validate draft version'})).toBeVisible();
    await expect(page.getByRole('heading', {level: 2, name: 'Validate published version'})).toBeVisible();
    await expect(page.locator('.table-of-contents a')).toHaveText(['Validate draft version', 'Validate published version', 'Related']);
    // With the table of contents beside it, the column is too narrow for two panes: they stack.
    const [main, aside] = [
      await page.locator('.api-columns__main').first().boundingBox(),
      await page.locator('.api-columns__aside').first().boundingBox(),
    ];
    expect(aside!.y).toBeGreaterThanOrEqual(main!.y + main!.height - 1);
  });
});

test.describe('type scale and chrome', () => {
  test('title over section over subsection; sidebar entries one size, identifiers one step smaller', async ({page}) => {
    await atWidth(page, 1440, '/docs/renderer/pricing-and-price-formatting');
    const size = (locator: import('@playwright/test').Locator) =>
      locator.first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    const [h1, h2, h3] = [
      await size(page.locator('main h1')),
      await size(page.locator('main .markdown > h2')),
      await size(page.locator('main .markdown > h3')),
    ];
    expect(h1).toBeGreaterThan(h2 * 1.2);
    expect(h2).toBeGreaterThan(h3 * 1.15);
    const category = await size(page.locator('nav.menu .menu__link--sublist'));
    const leaf = await size(page.locator('nav.menu .menu__link:not(.menu__link--sublist)'));
    expect(Math.abs(category - leaf)).toBeLessThan(0.5);
    await atWidth(page, 1440, '/docs/renderer/config-pricing');
    expect(category - (await size(page.locator('.sidebar-code > .menu__link')))).toBeLessThanOrEqual(1.01);
  });

  test("the search button's name starts with its visible word, on a desktop and on a phone", async ({page}) => {
    for (const width of [1440, 390]) {
      await atWidth(page, width, '/docs/');
      await expect(page.getByRole('button', {name: 'Search docs', exact: true})).toBeVisible();
    }
  });

  test('in dark mode the footer is darker than the page', async ({page}) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await atWidth(page, 1440, '/docs/');
    const luminance = (rgb: string) => {
      const [r, g, b] = rgb.match(/\d+/g)!.map(Number);
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const footer = await page.locator('footer').evaluate((el) => getComputedStyle(el).backgroundColor);
    // The page's own background, as an element painted with it reports it.
    const body = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.backgroundColor = 'var(--ifm-background-color)';
      document.body.append(probe);
      return getComputedStyle(probe).backgroundColor;
    });
    expect(luminance(footer)).toBeLessThan(luminance(body));
  });

  test('the home quick start is highlighted like every other code block', async ({page}) => {
    await atWidth(page, 1440, '/');
    const blocks = page.locator('section[aria-labelledby="quick-start-heading"] pre');
    await expect(blocks).toHaveCount(2);
    for (const block of await blocks.all()) expect(await block.locator('span[class^="t-"]').count()).toBeGreaterThan(3);
  });
});

test.describe('pagination', () => {
  test("the tutorial's first step leads to the second, not to itself", async ({page}) => {
    await atWidth(page, 1440, '/docs/tutorial');
    await expect(page.locator('.pagination-nav__link--next')).toHaveAttribute('href', '/docs/tutorial/draw-a-floor-plan');
  });

  test('webhooks reads as its own guide: no tutorial pager around it', async ({page}) => {
    await atWidth(page, 1440, '/docs/webhooks');
    await expect(page.locator('.pagination-nav a')).toHaveCount(0);
    await atWidth(page, 1440, '/docs/tutorial/further-reading');
    await expect(page.locator('.pagination-nav__link--next')).toHaveCount(0);
  });
});

test.describe('changelog pages', () => {
  test.use({allowedConsoleErrors: /status of 404/});

  test('each entry shows its summary and what to do', async ({page}) => {
    await atWidth(page, 1440, '/changelog');
    const entry = page.locator('main ol > li').filter({hasText: 'Sandboxes replace test workspaces'});
    await expect(entry).toContainText('isolated test environments');
    await expect(entry).toContainText('What to do: Opt in to sandboxes, create one in the dashboard');
  });

  test('the stock authors list and tags index are gone; each tag page stays', async ({request}) => {
    expect((await request.get('/changelog/authors')).status()).toBe(404);
    expect((await request.get('/changelog/tags')).status()).toBe(404);
    expect((await request.get('/changelog/tags/renderer')).status()).toBe(200);
  });
});

test.describe('figures', () => {
  test('on a phone a figure says it opens full size, and links to its own file at natural size', async ({page, request}) => {
    await atWidth(page, 390, '/docs/renderer/config-showminimap');
    const link = page.locator('main figure a').filter({has: page.locator('img')});
    await expect(link).toHaveCount(1);
    const href = (await link.getAttribute('href'))!;
    expect(href).toBe('/img/figures/renderer/minimap.svg');
    expect((await request.get(href)).headers()['content-type']).toContain('image/svg+xml');
    const badge = await link.locator('span').evaluate((el) => getComputedStyle(el, '::after').content);
    expect(badge).toBe('"Full size"');
    // The badge sits under the picture, in a strip of its own: it covers nothing drawn in a corner.
    const [picture, below] = await link.locator('span').evaluate((el) => {
      const img = el.querySelector('img')!.getBoundingClientRect();
      const style = getComputedStyle(el, '::after');
      return [img.bottom, el.getBoundingClientRect().bottom - parseFloat(style.height) - parseFloat(style.bottom)];
    });
    expect(below).toBeGreaterThanOrEqual(picture - 0.5);
    await atWidth(page, 1440, '/docs/renderer/config-showminimap');
    expect(await link.locator('span').evaluate((el) => getComputedStyle(el, '::after').content)).toBe('none');
  });
});

/**
 * The console, the webhook lab and the playground load on a click, so the page sweep sees only
 * their buttons. Opened, they must fit too: the lab and the playground in the article column
 * (the sweep's own checks), the console's modal dialog inside the window with nothing in it
 * wider than the dialog.
 */
test.describe('interactive parts, opened', () => {
  const dialogFits = (page: Page) =>
    page.evaluate(() => {
      const dialog = Array.from(document.querySelectorAll('dialog[open]')).find((d) => d.querySelector('form'))!;
      const rect = dialog.getBoundingClientRect();
      const root = document.documentElement;
      const wide = Array.from(dialog.querySelectorAll('*'))
        .filter((el) => {
          const box = el.getBoundingClientRect();
          if (box.width <= 1) return false;
          // Inside a box that scrolls or clips (a code sample), the box is what must fit.
          for (let node = el.parentElement; node && node !== dialog; node = node.parentElement) {
            if (getComputedStyle(node).overflowX !== 'visible') return false;
          }
          return box.right > rect.right + 1 || box.left < rect.left - 1;
        })
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
      return {left: rect.left, right: rect.right, window: root.clientWidth, sideways: root.scrollWidth > root.clientWidth + 1, wide};
    });

  test('the REST console fits the window at 390, 1024 and 1440 px', async ({page}) => {
    await atWidth(page, 1440, OPERATION);
    await page.getByRole('button', {name: 'Try it', exact: true}).first().click();
    await expect(page.getByRole('button', {name: 'Send request'})).toBeVisible();
    for (const width of [1440, 1024, 390]) {
      await page.setViewportSize({width, height: 900});
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const fit = await dialogFits(page);
      expect(fit.left, `${width} px`).toBeGreaterThanOrEqual(0);
      expect(fit.right, `${width} px`).toBeLessThanOrEqual(fit.window + 1);
      expect(fit.sideways, `${width} px`).toBe(false);
      expect(fit.wide, `${width} px`).toEqual([]);
    }
  });

  test('the webhook lab, opened, leaves the page without layout faults', async ({page}) => {
    await atWidth(page, 1440, '/docs/webhooks');
    await page.getByRole('button', {name: 'Open the webhook lab'}).click();
    await expect(page.getByRole('button', {name: 'Create example message'})).toBeVisible();
    await page.getByRole('button', {name: 'Create example message'}).click();
    expect(await layoutFaults(page, '/docs/webhooks')).toEqual([]);
  });

  test('the renderer playground, rendered, leaves the page without layout faults', async ({page}) => {
    await atWidth(page, 1440, '/docs/renderer/playground');
    await expect(page.getByRole('status').filter({hasText: 'Rendered.'})).toBeVisible({timeout: 20_000});
    expect(await layoutFaults(page, '/docs/renderer/playground')).toEqual([]);
  });
});
