/**
 * Emitting Markdown from the OpenAPI document into MDX safely. In MDX, `{`
 * starts an expression and `<` starts JSX, so both are escaped outside code;
 * code spans and fenced blocks pass through untouched.
 */
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';
import {visit} from 'unist-util-visit';

/**
 * Where a Markdown text holds code (fenced blocks and code spans), as offset
 * ranges, read by the mdast parser. Indented code is off, as in MDX: four
 * spaces of indentation are text there and must be escaped like text.
 */
function codeRanges(markdown: string): Array<[number, number]> {
  const tree = fromMarkdown(markdown, {
    extensions: [gfm(), {disable: {null: ['codeIndented']}}],
    mdastExtensions: [gfmFromMarkdown()],
  });
  const ranges: Array<[number, number]> = [];
  visit(tree, (node) => {
    if ((node.type === 'code' || node.type === 'inlineCode') && node.position)
      ranges.push([node.position.start.offset!, node.position.end.offset!]);
  });
  return ranges.sort((a, b) => a[0] - b[0]);
}

/** Text made safe for MDX: `{`, `}` and `<` escaped, and an import/export that would start a line read as JavaScript. */
function escapeText(text: string, atLineStart: boolean): string {
  const escaped = text.replace(/[{}]/g, (char) => `\\${char}`).replace(/</g, '&lt;');
  // MDX reads a paragraph that starts with import/export as JavaScript.
  return escaped.replace(/(^|\n)([ \t]*)(import|export)(\s)/g, (match, newline: string, space: string, word: string, after: string) =>
    newline === '' && !atLineStart ? match : `${newline}${space}&#${word.charCodeAt(0)};${word.slice(1)}${after}`,
  );
}

/** Markdown blocks (paragraphs, lists, fenced code) made safe for MDX; code passes through untouched. */
export function mdxBlock(markdown: string): string {
  const source = markdown.replace(/\r\n?/g, '\n');
  let out = '';
  let index = 0;
  for (const [start, end] of codeRanges(source)) {
    if (start < index) continue;
    out += escapeText(source.slice(index, start), index === 0 || source[index - 1] === '\n') + source.slice(start, end);
    index = end;
  }
  return out + escapeText(source.slice(index), index === 0 || source[index - 1] === '\n');
}

/** Inline Markdown for one line (headings, list items, link text). */
export function mdxInline(markdown: string): string {
  return mdxBlock(markdown.replace(/\s*\n\s*/g, ' ').trim());
}

/** Inline Markdown for a table cell: one line, pipes escaped (also inside code spans, as GFM requires). */
export function mdxCell(markdown: string): string {
  return mdxInline(markdown).replace(/\|/g, '\\|');
}

/** A double-quoted YAML scalar (JSON strings are valid YAML). */
export function yamlString(value: string): string {
  return JSON.stringify(value);
}

/** A Markdown code span that survives any backticks inside. */
export function codeSpan(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** kebab-case of an operationId: retrieveDraftVersion -> retrieve-draft-version. */
export function kebab(id: string): string {
  return id
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** A JSX attribute value: the string literal form unless the value holds a quote. */
export function attribute(name: string, value: string): string {
  return value.includes('"') ? `${name}={${JSON.stringify(value)}}` : `${name}="${value}"`;
}
