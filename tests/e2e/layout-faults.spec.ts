/**
 * The page sweep's own checks (tests/e2e/sweep.ts, layoutFaults.ts) on small fixture pages
 * served in place of a site path: a clean page passes, and each seeded fault is found and
 * named, so the sweep over the real site can fail, and says why when it does.
 */
import {test, expect} from './fixtures';
import {faultSummary, layoutFaults, seriousViolations} from './sweep';
import {findLayoutFaults, type LayoutFaultKind} from './layoutFaults';

const PATH = '/__layout-fixture/page';

/** A page shaped like the site's: an article column of up to 600 px and a table of contents in main, `body` holding what a test seeds. */
function fixture(body: string): string {
  return `<!doctype html><html lang="en"><head><title>Fixture</title><style>
    body { margin: 0; font: 16px/1.5 sans-serif; }
    main { display: flex; gap: 40px; padding: 0 20px; }
    article { width: min(600px, 100%); flex: none; }
    aside { width: 200px; }
    @media (max-width: 900px) { aside { display: none; } }
    table { border-collapse: collapse; }
    .scroll { display: block; overflow-x: auto; }
    .frame { overflow-x: auto; }
  </style></head><body><main><article><h1>Fixture</h1>${body}</article><aside>Table of contents</aside></main></body></html>`;
}

async function faultsOf(page: import('@playwright/test').Page, body: string, width = 1024): Promise<LayoutFaultKind[]> {
  await page.route(`**${PATH}`, (route) => route.fulfill({contentType: 'text/html', body: fixture(body)}));
  await page.setViewportSize({width, height: 800});
  await page.goto(PATH);
  return (await page.evaluate(findLayoutFaults)).map((fault) => fault.kind);
}

const wideSvg = (width: number, font: number) =>
  `<svg viewBox="0 0 ${width} 100" width="${width}" style="display:block"><text x="10" y="50" style="font-size:${font}px">Label</text></svg>`;

test.describe('the sweep finds each kind of layout fault', () => {
  test('a clean page has none', async ({page}) => {
    const clean = `<p>Text.</p>
      <table><thead><tr><th>Name</th><th>What it does</th></tr></thead><tbody><tr><td>a</td><td>b</td></tr></tbody></table>
      <figure><div class="frame docusaurus-mermaid-container">${wideSvg(500, 16)}</div></figure>
      <nav class="pagination-nav"><a href="/docs/other">Next</a></nav>`;
    expect(await faultsOf(page, clean)).toEqual([]);
  });

  test('sideways scroll', async ({page}) => {
    expect(await faultsOf(page, '<div style="width: 1400px; height: 10px"></div>')).toContain('sideways-scroll');
  });

  test('content past the article column', async ({page}) => {
    expect(await faultsOf(page, '<div style="width: 700px; height: 10px"></div>')).toEqual(['past-column']);
  });

  test('a table wider than the column, in a scroll box: hidden columns', async ({page}) => {
    const table = `<table class="scroll"><tbody><tr>${'<td style="min-width: 200px">cell</td>'.repeat(5)}</tr></tbody></table>`;
    expect(await faultsOf(page, table)).toEqual(['hidden-columns']);
  });

  test('a table wider than the column, not clipped: past the column', async ({page}) => {
    const table = `<table><tbody><tr>${'<td style="min-width: 150px">cell</td>'.repeat(5)}</tr></tbody></table>`;
    expect(await faultsOf(page, table)).toEqual(['past-column']);
  });

  test('a diagram wider than its frame: clipped', async ({page}) => {
    const figure = `<figure><div class="frame docusaurus-mermaid-container">${wideSvg(900, 16)}</div></figure>`;
    expect(await faultsOf(page, figure)).toEqual(['clipped-diagram']);
  });

  test('a diagram scaled under 12 px with no full-size view: unreadable; with one: fine', async ({page}) => {
    const scaled = `<div class="docusaurus-mermaid-container">${wideSvg(1200, 16).replace('width="1200" style="display:block"', 'style="display:block; width: 100%"')}</div>`;
    expect(await faultsOf(page, `<figure>${scaled}</figure>`)).toEqual(['unreadable-diagram']);
    expect(await faultsOf(page, `<figure>${scaled}<button aria-haspopup="dialog">Full size</button></figure>`)).toEqual([]);
  });

  test('two labels of a diagram over each other: overlapping; apart: fine', async ({page}) => {
    const diagram = (secondX: number) =>
      `<figure><div class="docusaurus-mermaid-container"><svg viewBox="0 0 400 100" width="400" style="display:block">` +
      `<g class="edgeLabel"><text x="10" y="50" font-size="16">release</text></g>` +
      `<g class="edgeLabel"><text x="${secondX}" y="50" font-size="16">change status</text></g></svg></div></figure>`;
    expect(await faultsOf(page, diagram(40))).toEqual(['overlapping-labels']);
    expect(await faultsOf(page, diagram(200))).toEqual([]);
  });

  test('a paginator link to the page itself', async ({page}) => {
    expect(await faultsOf(page, `<nav class="pagination-nav"><a href="${PATH}">Next</a></nav>`)).toEqual(['paginator-self-link']);
  });

  test('each width is checked, and the summary counts pages per kind', async ({page}) => {
    // Fits a desktop; on a phone it is wider than the column and the window.
    await faultsOf(page, '<div style="width: 560px; height: 10px"></div>');
    const faults = await layoutFaults(page, PATH, [1024, 390]);
    expect(faults.map((fault) => fault.split(':')[0])).toEqual([`sideways-scroll 390 ${PATH}`, `past-column 390 ${PATH}`]);
    expect(faultSummary(faults)).toMatch(/^sideways-scroll: 1 pages, past-column: 1 pages, clipped-diagram: 0 pages/);
  });
});

test('the sweep runs axe with experimental rules: a visible label missing from the name is found', async ({page}) => {
  await page.route(`**${PATH}`, (route) =>
    route.fulfill({contentType: 'text/html', body: fixture('<button type="button" aria-label="Open the dialog">Search</button>')}),
  );
  await page.goto(PATH);
  const violations = await seriousViolations(page, PATH, true);
  expect(violations.map((violation) => violation.split(': ')[1])).toEqual(['label-content-name-mismatch (serious) at button']);
});
