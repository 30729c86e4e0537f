/**
 * Build-time markup that keeps pages inside their column: where code may break
 * (lib/markdown/breaks.ts), the labels and break marks on table cells
 * (plugins/remark/tableCells.ts), the breaks in table of contents entries
 * (plugins/remark/tocBreaks.ts), and the section of each docs page (config/navbar.ts).
 */
import type {Element, Root} from 'hast';
import type {Root as MdastRoot} from 'mdast';
import {describe, expect, it} from 'vitest';
import {visit} from 'unist-util-visit';
import {codeBreakPieces, LONG_NAME, withCodeBreaks, withTocBreaks} from '../../lib/markdown/breaks';
import rehypeTableCells, {fitsWithNamesWhole, headerLabels, MIN_BREAKABLE} from '../../plugins/remark/tableCells';
import remarkTocBreaks from '../../plugins/remark/tocBreaks';
import {sectionOfDoc} from '../../config/navbar';

describe('code break points', () => {
  it('are word boundaries: camelCase, after dots, underscores and hyphens, before slashes', () => {
    expect(codeBreakPieces('objectWithoutPricingSelectable')).toEqual(['object', 'Without', 'Pricing', 'Selectable']);
    expect(codeBreakPieces('chart.selectedObjects')).toEqual(['chart.', 'selected', 'Objects']);
    expect(codeBreakPieces('VALIDATE_DUPLICATE_LABELS')).toEqual(['VALIDATE_', 'DUPLICATE_', 'LABELS']);
    expect(codeBreakPieces('/reports/events/{eventKey}/byLabel')).toEqual(['/reports', '/events', '/{eventKey}', '/by', 'Label']);
  });

  it('never split a short piece off, nor inside a placeholder, and lose nothing', () => {
    expect(codeBreakPieces('isX')).toEqual(['isX']);
    expect(codeBreakPieces('X-Workspace-Key')).toEqual(['X-Workspace-', 'Key']);
    expect(codeBreakPieces('/events/{eventKey}/holdToken')).toEqual(['/events', '/{eventKey}', '/hold', 'Token']);
    expect(codeBreakPieces('{allowDeletingObjects?, readOnly?}')).toEqual(['{allow', 'Deleting', 'Objects?, read', 'Only?}']);
    for (const text of ['getReportBySelectabilityGroupedBy()', 'a.b.c', '', 'string[]']) expect(codeBreakPieces(text).join('')).toBe(text);
  });

  it('go into HTML code as <wbr>, entities kept whole', () => {
    expect(withCodeBreaks('The <code>chart.selectedObjects</code> list')).toBe('The <code>chart.<wbr>selected<wbr>Objects</code> list');
    expect(withCodeBreaks('<code>Map&lt;fooBar&gt;</code>')).toBe('<code>Map&#60;foo<wbr>Bar&#62;</code>');
    expect(withCodeBreaks('<code>a<b>c</b></code>')).toBe('<code>a<b>c</b></code>');
  });

  it('reach a table of contents entry that is one bare identifier, and leave prose entries alone', () => {
    expect(withTocBreaks('objectWithoutPricingSelectable')).toBe('object<wbr>Without<wbr>Pricing<wbr>Selectable');
    expect(withTocBreaks('What staff can do')).toBe('What staff can do');
    expect(withTocBreaks('The <code>maxSelectedObjects</code> limit')).toBe('The <code>max<wbr>Selected<wbr>Objects</code> limit');
  });
});

const cell = (tagName: string, text: string, children: Element[] = []): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children: [{type: 'text', value: text}, ...children],
});
const code = (text: string): Element => ({type: 'element', tagName: 'code', properties: {}, children: [{type: 'text', value: text}]});
const row = (...cells: Element[]): Element => ({type: 'element', tagName: 'tr', properties: {}, children: cells});
const table = (head: Element, ...rows: Element[]): Element => ({
  type: 'element',
  tagName: 'table',
  properties: {},
  children: [
    {type: 'element', tagName: 'thead', properties: {}, children: [head]},
    {type: 'element', tagName: 'tbody', properties: {}, children: rows},
  ],
});

describe('table cells', () => {
  it("carry their column's header, and long code in them may break", () => {
    const long = code('objectWithoutPricingSelectable');
    const short = code('holdToken');
    const tree: Root = {
      type: 'root',
      children: [
        table(row(cell('th', 'Option'), cell('th', ' What  it does ')), row(cell('td', '', [long]), cell('td', 'Blocks ', [short]))),
      ],
    };
    rehypeTableCells()(tree);
    const t = tree.children[0] as Element;
    expect(headerLabels(t)).toEqual(['Option', 'What it does']);
    const cells = ((t.children[1] as Element).children[0] as Element).children as Element[];
    expect(cells.map((c) => c.properties.dataLabel)).toEqual(['Option', 'What it does']);
    // Two narrow columns fit the narrowest article column with names whole: code breaks at punctuation and in long names.
    expect(long.properties.dataBreak).toBe('names');
    expect(short.properties.dataBreak).toBeUndefined();
    expect('holdToken'.length).toBeLessThan(MIN_BREAKABLE);
  });

  it('break names at their camelCase only in a table too wide for the narrowest column with its names whole', () => {
    const names = ['manageForSaleConfig', 'allowEditingAreaCapacity', 'openLatestDrawing', 'tableBookingConfig'];
    const narrow = table(row(...names.slice(0, 1).map((name) => cell('td', '', [code(name)]))));
    const wide = table(row(...names.map((name) => cell('td', '', [code(name)]))));
    expect(fitsWithNamesWhole(narrow)).toBe(true);
    expect(fitsWithNamesWhole(wide)).toBe(false);
    rehypeTableCells()({type: 'root', children: [narrow, wide]});
    const marks = (t: Element) => {
      const found: unknown[] = [];
      visit(t, 'element', (node) => {
        if (node.tagName === 'code') found.push(node.properties.dataBreak);
      });
      return found;
    };
    expect(marks(narrow)).toEqual(['names']);
    expect(marks(wide)).toEqual([true, true, true, true]);
    // What the marks mean (src/theme/CodeInline): a name of up to LONG_NAME letters stays whole with "names".
    expect(codeBreakPieces('manageForSaleConfig', LONG_NAME)).toEqual(['manageForSaleConfig']);
    expect(codeBreakPieces('data.workspaceKey', LONG_NAME)).toEqual(['data.', 'workspaceKey']);
    expect(codeBreakPieces('allowEditingAreaCapacity', LONG_NAME)).toEqual(['allow', 'Editing', 'Area', 'Capacity']);
    expect(codeBreakPieces('manageForSaleConfig')).toEqual(['manage', 'For', 'Sale', 'Config']);
  });
});

describe('comparison tables', () => {
  it('head each row with its first cell when the top-left header is empty', () => {
    const tree: Root = {
      type: 'root',
      children: [table(row(cell('th', ''), cell('th', 'Spotlight')), row(cell('td', 'What it is'), cell('td', 'A view')))],
    };
    rehypeTableCells()(tree);
    const cells = (((tree.children[0] as Element).children[1] as Element).children[0] as Element).children as Element[];
    expect(cells.map((c) => [c.tagName, c.properties.scope, c.properties.dataLabel])).toEqual([
      ['th', 'row', undefined],
      ['td', undefined, 'Spotlight'],
    ]);
  });
});

describe('table of contents entries', () => {
  it('get breaks inside their code', () => {
    const property = {
      type: 'Property',
      key: {type: 'Identifier', name: 'value'},
      value: {type: 'Literal', value: '<code>priceFormatter</code> and more', raw: ''},
    };
    const tree = {
      type: 'root',
      children: [
        {
          type: 'mdxjsEsm',
          value: '',
          data: {
            estree: {
              type: 'Program',
              body: [
                {
                  type: 'ExportNamedDeclaration',
                  declaration: {
                    type: 'VariableDeclaration',
                    declarations: [
                      {
                        type: 'VariableDeclarator',
                        id: {type: 'Identifier', name: 'toc'},
                        init: {type: 'ArrayExpression', elements: [{type: 'ObjectExpression', properties: [property]}]},
                      },
                    ],
                  },
                },
              ],
            },
          },
        },
      ],
    } as unknown as MdastRoot;
    remarkTocBreaks()(tree);
    expect(property.value.value).toBe('<code>price<wbr>Formatter</code> and more');
    expect(property.value.raw).toBe(JSON.stringify('<code>price<wbr>Formatter</code> and more'));
  });
});

describe('the section of a docs page', () => {
  it('is the navbar section whose path it is under, and First steps for the pages of its sidebar outside any', () => {
    expect(sectionOfDoc('renderer/config-pricing.mdx').label).toBe('Renderer');
    expect(sectionOfDoc('api/operations/book-objects.mdx').label).toBe('REST API');
    expect(sectionOfDoc('event-manager/modes/create-order.mdx').label).toBe('Event Manager');
    expect(sectionOfDoc('embedded-designer/mode.mdx').label).toBe('Designer');
    expect(sectionOfDoc('tutorial/create-account.mdx').label).toBe('First steps');
    expect(sectionOfDoc('webhooks.mdx').label).toBe('Webhooks');
    expect(sectionOfDoc('intro.mdx').label).toBe('First steps');
    expect(sectionOfDoc('renderer/prompts-api/index.mdx').label).toBe('Renderer');
  });
});
