/**
 * The checks of the page sweep (every-page.spec.ts), shared with their own test
 * (layout-faults.spec.ts): axe with its experimental rules, the layout faults of
 * tests/e2e/layoutFaults.ts at each width, and the summary a failure starts with.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {findLayoutFaults, LAYOUT_FAULT_KINDS} from './layoutFaults';

/** A phone, a small laptop (the table of contents beside a narrow column) and a desktop. */
export const WIDTHS = [1440, 1024, 390];

/** axe's experimental rules (off by default), such as label-content-name-mismatch (WCAG 2.5.3). */
export const EXPERIMENTAL_RULES = [
  'label-content-name-mismatch',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
  'hidden-content',
  'focus-order-semantics',
  'css-orientation-lock',
];

/**
 * Brings the page to what a reader who scrolls through it sees, before a check that reads computed
 * styles (axe's colour contrast): content the browser skips until it nears the screen
 * (content-visibility: auto, the playground's coverage tables) is rendered, and every CSS
 * transition of the page and its frames has run to its end. Chromium does not run a transition
 * inside a skipped subtree: getComputedStyle keeps giving the colour it started from (the light
 * theme's link colour after a switch to dark, or the browser's default blue if the links were
 * styled before the stylesheet applied) until the subtree is painted.
 */
export async function settleRendering(page: Page): Promise<void> {
  // Once per page: the sweep's layout and axe checks both settle the same page.
  if ((await page.locator('style[data-settled]').count()) === 0) {
    const style = await page.addStyleTag({content: '* { content-visibility: visible !important; }'});
    await style.evaluate((element) => (element as Element).setAttribute('data-settled', ''));
  }
  for (const frame of page.frames()) {
    await frame.evaluate(async () => {
      // Two frames: the first renders the content that was skipped, which starts its transitions.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
      // A transition that is cancelled (its element gone) rejects `finished`: it has nothing left to show.
      await Promise.allSettled(transitions.map((transition) => transition.finished));
    });
  }
}

/** Serious and critical axe violations, experimental rules included; `contentOnly` skips the shared chrome and code colours. */
export async function seriousViolations(page: Page, path: string, contentOnly = false): Promise<string[]> {
  const options = {
    resultTypes: ['violations' as const],
    rules: Object.fromEntries(EXPERIMENTAL_RULES.map((rule) => [rule, {enabled: true}])),
  };
  await settleRendering(page);
  const builder = new AxeBuilder({page}).options(options);
  // Code token colours come from the theme, not the page: the layout test checks them.
  if (contentOnly) builder.include('main').exclude('pre');
  // A sandboxed frame (the playground's seat map) may fetch nothing (CSP connect-src 'none'), so axe's
  // preload of its style sheets, which css-orientation-lock reads, would be refused with a console error.
  // Its content is still checked, with every other rule.
  if (await page.locator('iframe[sandbox]').count()) builder.options({...options, preload: false});
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ');
      return `${path}: ${violation.id} (${violation.impact}) at ${targets}`;
    });
}

/** Waits until every diagram of the page has drawn its SVG. */
export async function diagramsDrawn(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('main figure[data-diagram]')).every((figure) => figure.querySelector('svg')),
  );
}

/** Layout faults at each width, as "kind width path: detail"; the page is left at the last width. */
export async function layoutFaults(page: Page, path: string, widths = WIDTHS): Promise<string[]> {
  const found: string[] = [];
  // Content the browser lays out only near the screen (content-visibility: auto, the playground's coverage
  // tables) has no boxes to measure until then: lay it all out, so the sweep sees every table.
  await settleRendering(page);
  for (const width of widths) {
    await page.setViewportSize({width, height: 900});
    // The theme switches to its mobile layout on the resize event, and diagrams re-measure: let both render.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    for (const fault of await page.evaluate(findLayoutFaults)) found.push(`${fault.kind} ${width} ${path}: ${fault.detail}`);
  }
  return found;
}

/** How many pages show each kind of fault: the first line of a failure. */
export function faultSummary(faults: string[]): string {
  return LAYOUT_FAULT_KINDS.map((kind) => {
    const pages = new Set(faults.filter((fault) => fault.startsWith(`${kind} `)).map((fault) => fault.split(' ')[2].replace(/:$/, '')));
    return `${kind}: ${pages.size} pages`;
  }).join(', ');
}
