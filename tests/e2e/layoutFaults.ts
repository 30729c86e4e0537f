/**
 * The layout checks of the page sweep (every-page.spec.ts), run inside the page at its current
 * width. `findLayoutFaults` is passed to `page.evaluate`, so it is self-contained: no imports,
 * no closures over this module. tests/e2e/layout-faults.spec.ts feeds it seeded faults.
 */

export type LayoutFaultKind =
  /** The document is wider than the window: the page scrolls sideways. */
  | 'sideways-scroll'
  /** Something in the content is wider than its column and not clipped by a box inside it. */
  | 'past-column'
  /** A diagram is wider than the box that shows it, so part of it is cut off or behind a scrollbar. */
  | 'clipped-diagram'
  /** A diagram's text renders under 12 px and nothing opens it full size. */
  | 'unreadable-diagram'
  /** Two labels of a Mermaid diagram lie over each other, so neither reads (an edge label over a loop's). */
  | 'overlapping-labels'
  /** A table is wider than the box that shows it: some columns are out of view. */
  | 'hidden-columns'
  /** The previous/next links lead to the page they are on. */
  | 'paginator-self-link';

export type LayoutFault = {kind: LayoutFaultKind; detail: string};

export const LAYOUT_FAULT_KINDS: LayoutFaultKind[] = [
  'sideways-scroll',
  'past-column',
  'clipped-diagram',
  'unreadable-diagram',
  'overlapping-labels',
  'hidden-columns',
  'paginator-self-link',
];

export function findLayoutFaults(): LayoutFault[] {
  const faults: LayoutFault[] = [];
  const TOLERANCE = 1;
  const describe = (el: Element): string => {
    const id = el.id ? `#${el.id}` : '';
    const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${el.tagName.toLowerCase()}${id}${cls}${text ? ` "${text}"` : ''}`;
  };
  const clips = (el: Element): boolean => getComputedStyle(el).overflowX !== 'visible';
  const shown = (el: Element): boolean => {
    const rect = el.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.position !== 'fixed';
  };
  /** The column an element must fit: its article (a docs page, a changelog entry), else main. */
  const main = document.querySelector('main');
  const columnOf = (el: Element): Element | null => el.closest('article') ?? main;
  /** The part of the element's box its clipping ancestors inside the column leave in view. */
  const visibleBox = (el: Element, column: Element) => {
    const rect = column.getBoundingClientRect();
    let left = rect.left;
    let right = rect.right;
    for (let node = el.parentElement; node && node !== column; node = node.parentElement) {
      if (!clips(node)) continue;
      const box = node.getBoundingClientRect();
      // The inner edge: a scrolling box shows what lies between its borders.
      const inner = box.left + node.clientLeft;
      left = Math.max(left, inner);
      right = Math.min(right, inner + node.clientWidth);
    }
    return {left, right};
  };

  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + TOLERANCE) {
    const wide = Array.from(document.body.querySelectorAll('*'))
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + TOLERANCE && shown(el))
      .slice(0, 1)
      .map(describe);
    faults.push({
      kind: 'sideways-scroll',
      detail: `${root.scrollWidth} px in a ${root.clientWidth} px window${wide.length ? `, e.g. ${wide[0]}` : ''}`,
    });
  }

  if (main) {
    // Outermost offenders only: a wide table counts once, not once per cell.
    const offenders = new Set<Element>();
    for (const el of Array.from(main.querySelectorAll('*'))) {
      const column = columnOf(el);
      if (!column || !shown(el)) continue;
      let ancestorOffends = false;
      let clipped = false;
      for (let node = el.parentElement; node && node !== column; node = node.parentElement) {
        if (offenders.has(node)) ancestorOffends = true;
        if (clips(node)) clipped = true;
      }
      if (ancestorOffends || clipped) continue;
      const style = getComputedStyle(el);
      // A box with negative margins (Infima's .row) bleeds on purpose; its children's content is what must fit.
      if (parseFloat(style.marginLeft) < 0 || parseFloat(style.marginRight) < 0) continue;
      const rect = el.getBoundingClientRect();
      const box = column.getBoundingClientRect();
      // The content box: padding may reach into a bleeding parent's margin, text may not.
      const left = rect.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
      const right = rect.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
      if (right > box.right + TOLERANCE || left < box.left - TOLERANCE) {
        offenders.add(el);
        faults.push({
          kind: 'past-column',
          detail: `${describe(el)}: ${Math.round(rect.left)}–${Math.round(rect.right)} px, column ${Math.round(box.left)}–${Math.round(box.right)} px`,
        });
      }
    }

    // Diagrams: Mermaid's SVG and the seat-map figures.
    for (const diagram of Array.from(main.querySelectorAll('.docusaurus-mermaid-container > svg, figure img, figure > svg'))) {
      const column = columnOf(diagram);
      if (!column || !shown(diagram)) continue;
      const rect = diagram.getBoundingClientRect();
      const view = visibleBox(diagram, column);
      if (rect.left < view.left - TOLERANCE || rect.right > view.right + TOLERANCE) {
        faults.push({
          kind: 'clipped-diagram',
          detail: `${describe(diagram.closest('figure') ?? diagram)}: ${Math.round(rect.width)} px wide, ${Math.round(Math.max(0, view.right - view.left))} px in view`,
        });
      }
      if (diagram instanceof SVGSVGElement && diagram.viewBox.baseVal && diagram.viewBox.baseVal.width > 0) {
        const scale = rect.width / diagram.viewBox.baseVal.width;
        let smallest = Number.POSITIVE_INFINITY;
        for (const text of Array.from(diagram.querySelectorAll('text, foreignObject div, foreignObject span'))) {
          if (text.textContent?.trim()) smallest = Math.min(smallest, parseFloat(getComputedStyle(text).fontSize) * scale);
        }
        // Each label's text boxes: Mermaid puts a state's or an edge's label in its own group.
        const labels = Array.from(diagram.querySelectorAll('g.edgeLabel, g.node .label, .noteText, .messageText')).flatMap((label) => {
          const range = document.createRange();
          range.selectNodeContents(label);
          const boxes = Array.from(range.getClientRects()).filter((box) => box.width > 0 && box.height > 0);
          return boxes.length > 0 && label.textContent?.trim() ? [{label, boxes}] : [];
        });
        const OVERLAP = 2;
        labels.forEach((a, i) => {
          for (const b of labels.slice(i + 1)) {
            if (a.label.contains(b.label) || b.label.contains(a.label)) continue;
            const over = a.boxes.some((x) =>
              b.boxes.some(
                (y) =>
                  Math.min(x.right, y.right) - Math.max(x.left, y.left) > OVERLAP &&
                  Math.min(x.bottom, y.bottom) - Math.max(x.top, y.top) > OVERLAP,
              ),
            );
            if (over)
              faults.push({
                kind: 'overlapping-labels',
                detail: `"${(a.label.textContent ?? '').trim().slice(0, 30)}" over "${(b.label.textContent ?? '').trim().slice(0, 30)}"`,
              });
          }
        });
        const figure = diagram.closest('figure');
        const opener = figure?.querySelector('button[aria-haspopup="dialog"]');
        if (smallest < 11.9 && !(opener && shown(opener))) {
          faults.push({
            kind: 'unreadable-diagram',
            detail: `${describe(figure ?? diagram)}: text ${smallest.toFixed(1)} px and no full-size view`,
          });
        }
      }
    }

    for (const table of Array.from(main.querySelectorAll('table'))) {
      const column = columnOf(table);
      if (!column || !shown(table)) continue;
      // The box that shows the table: the table itself when it scrolls, else its nearest clipping ancestor.
      let box: Element | null = null;
      for (let node: Element | null = table; node && node !== column; node = node.parentElement) {
        if (clips(node)) {
          box = node;
          break;
        }
      }
      if (box && box.scrollWidth > box.clientWidth + TOLERANCE) {
        const headers = Array.from(table.querySelectorAll('th'))
          .map((th) => th.textContent?.trim())
          .filter(Boolean);
        faults.push({
          kind: 'hidden-columns',
          detail: `table${headers.length ? ` (${headers.slice(0, 4).join(' | ')})` : ''}: ${box.scrollWidth} px of content in ${box.clientWidth} px`,
        });
      }
    }
  }

  const here = location.pathname.replace(/\/$/, '') || '/';
  for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>('.pagination-nav a[href]'))) {
    const target = new URL(link.href, location.href).pathname.replace(/\/$/, '') || '/';
    if (target === here)
      faults.push({kind: 'paginator-self-link', detail: `"${link.textContent?.trim().replace(/\s+/g, ' ')}" leads to ${target}`});
  }
  return faults;
}
