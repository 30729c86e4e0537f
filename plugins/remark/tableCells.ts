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
 *   the table stays inside the article column. A table that fits the narrowest
 *   column with its names whole (`data-break="names"`) breaks code at its
 *   punctuation only, so `manageForSaleConfig` never reads as two words.
 * A rehype plugin: it sees tables from Markdown, from remark plugins
 * (operation and error lists) and from generated operation pages alike.
 */
import type {Element, ElementContent, Root, Text} from 'hast';
import {visit} from 'unist-util-visit';
import {codeBreakPieces, LONG_NAME} from '../../lib/markdown/breaks';

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

/**
 * Estimated widths, in px, of a table's text (15 px) at its narrowest: a character of code, a
 * character of prose, and a cell's padding and border.
 */
const CODE_CHAR = 8.1;
const PROSE_CHAR = 7.5;
const CELL_EDGES = 21;

/**
 * The width a table's estimate must stay within to keep its names whole: the narrowest article column
 * is 511 px (1024 px, beside the sidebar and the table of contents), and the estimate runs short by up to
 * an eighth (the page sweep found tables estimated at 464 and 467 px overflowing it by 11 and 3 px), so
 * 440 leaves a margin for wider fonts than ours.
 */
export const NARROWEST_COLUMN = 440;

/** The widest piece of a cell that cannot break, in px, when its code breaks at punctuation and in long names only. */
function unbreakableWidth(node: ElementContent): number {
  if (node.type === 'text') return Math.max(0, ...node.value.split(/\s+/).map((word) => word.length * PROSE_CHAR));
  if (node.type !== 'element') return 0;
  if (node.tagName === 'code') {
    return Math.max(
      0,
      ...textOf(node)
        .split(/\s+/)
        .flatMap((word) => codeBreakPieces(word, LONG_NAME).map((piece) => piece.length * CODE_CHAR)),
    );
  }
  return Math.max(0, ...node.children.map(unbreakableWidth));
}

/** The estimated width of a table whose code breaks at punctuation and in names longer than LONG_NAME only. */
export function namesWholeWidth(table: Element): number {
  const widths: number[] = [];
  visit(table, 'element', (row) => {
    if (row.tagName !== 'tr') return;
    let column = 0;
    for (const cell of row.children) {
      if (cell.type !== 'element' || (cell.tagName !== 'td' && cell.tagName !== 'th')) continue;
      widths[column] = Math.max(widths[column] ?? 0, unbreakableWidth(cell) + CELL_EDGES);
      column += 1;
    }
  });
  return widths.reduce((sum, width) => sum + width, 0);
}

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
  const breaks = fitsWithNamesWhole(table) ? 'names' : true;
  visit(table, 'element', (node) => {
    if (node.tagName === 'code' && textOf(node).length >= MIN_BREAKABLE) node.properties = {...node.properties, dataBreak: breaks};
  });
}

export default function rehypeTableCells() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (node.tagName === 'table') labelTable(node);
    });
  };
}

/** Whether the table fits the narrowest column with every name of up to LONG_NAME characters whole. */
export const fitsWithNamesWhole = (table: Element): boolean => namesWholeWidth(table) <= NARROWEST_COLUMN;
