/**
 * The one tree of an operation page (lib/openapi/page/tree.ts): a node only
 * the site can show must say what the Markdown copy shows instead, panes
 * unwrap in the copy, and a copy made later is made once.
 */
import {describe, expect, it} from 'vitest';
import {paragraph, printMarkdown, printMdx, text} from '../../lib/markdown/syntax';
import {columns, copyOf, inCopy, inCopyLater, jsxBlock, siteOnly} from '../../lib/openapi/page/tree';

describe('the operation page tree', () => {
  it('refuses a JSX element that has no Markdown copy', () => {
    expect(() => copyOf([jsxBlock('Field', {name: 'key'}, [])])).toThrow(/has no Markdown copy/);
    expect(copyOf([inCopy(jsxBlock('Field', {name: 'key'}, []), [paragraph([text('key')])])])).toEqual([paragraph([text('key')])]);
  });

  it('drops what only the site shows and keeps what both show', () => {
    const both = paragraph([text('Both.')]);
    expect(copyOf([siteOnly(paragraph([text('Site.')])), both])).toEqual([both]);
  });

  it('prints panes as MDX, and their main part then their examples in the copy', () => {
    const tree = columns([paragraph([text('Main {x}.')])], [paragraph([text('Aside <y>.')])]);
    expect(printMdx({type: 'root', children: tree})).toContain('Main \\{x}.');
    expect(printMarkdown({type: 'root', children: copyOf(tree)})).toBe('Main {x}.\n\nAside \\<y>.\n');
  });

  it('makes a later copy once, when the copy is printed', () => {
    let made = 0;
    const node = inCopyLater(paragraph([text('Site.')]), () => {
      made += 1;
      return [paragraph([text('Copy.')])];
    });
    expect(made).toBe(0);
    copyOf([node]);
    copyOf([node]);
    expect(made).toBe(1);
  });
});
