/**
 * Readies every Markdown table for narrow screens at build time, so the browser
 * needs no script for it:
 * - each body cell gets its column's header text as `data-label`; below 600 px
 *   (src/css/custom.css, "Tables") rows stack and each cell shows that label, so
 *   no column is ever out of view;
 * - in a comparison table (empty top-left header) the first cell of each row
 *   becomes its row header;
 * - inline code in a cell is marked `data-break`, and src/theme/CodeInline puts
 *   `<wbr>` at its word boundaries (lib/markdown/breaks.ts): a squeezed column
 *   breaks `objectWithoutPricingSelectable` between words, never mid-word, and
 *   the table stays inside the article column.
 * A rehype plugin: it sees tables from Markdown, from remark plugins
 * (operation and error lists) and from generated operation pages alike.
 */
import type {Element, ElementContent, Root, Text} from 'hast';
import {visit} from 'unist-util-visit';

/** The text of a hast node, as a reader sees it in the header cell. */
export function textOf(node: ElementContent | Element): string {
  if (node.type === 'text') return (node as Text).value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

const elements = (node: Element, tag: string): Element[] =>
  node.children.filter((child): child is Element => child.type === 'element' && child.tagName === tag);

/** The header labels of a table: the cells of its first header row, in order. */
export function headerLabels(table: Element): string[] {
  const head = elements(table, 'thead')[0];
  const row = head ? elements(head, 'tr')[0] : undefined;
  if (!row) return [];
  return row.children
    .filter((cell): cell is Element => cell.type === 'element' && (cell.tagName === 'th' || cell.tagName === 'td'))
    .map((cell) => textOf(cell).replace(/\s+/g, ' ').trim());
}

/** Code this long or longer in a cell may break between words. */
export const MIN_BREAKABLE = 16;

export function labelTable(table: Element): void {
  const labels = headerLabels(table);
  // An empty top-left header makes a comparison table: its first column names the rows.
  const rowHeaders = labels.length > 1 && labels[0] === '';
  for (const body of elements(table, 'tbody')) {
    for (const row of elements(body, 'tr')) {
      let column = 0;
      for (const cell of row.children) {
        if (cell.type !== 'element' || (cell.tagName !== 'td' && cell.tagName !== 'th')) continue;
        if (rowHeaders && column === 0) {
          cell.tagName = 'th';
          cell.properties = {...cell.properties, scope: 'row'};
        }
        const label = labels[column];
        if (label) cell.properties = {...cell.properties, dataLabel: label};
        column += 1;
      }
    }
  }
  // Short code never needs a break (it fits any column); marking only long code keeps pages lean.
  visit(table, 'element', (node) => {
    if (node.tagName === 'code' && textOf(node).length >= MIN_BREAKABLE) node.properties = {...node.properties, dataBreak: true};
  });
}

export default function rehypeTableCells() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (node.tagName === 'table') labelTable(node);
    });
  };
}
