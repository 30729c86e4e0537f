/**
 * Reading and writing Markdown with the mdast utilities: MDX sources parse
 * with the same micromark extensions the site's MDX compiler uses (MDX, GFM,
 * directives for admonitions, YAML front matter), and the Markdown copies are
 * printed by mdast-util-to-markdown, which escapes what needs escaping.
 */
import type {BlockContent, PhrasingContent, Root, RootContent} from 'mdast';
import {directiveFromMarkdown, directiveToMarkdown} from 'mdast-util-directive';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {frontmatterFromMarkdown, frontmatterToMarkdown} from 'mdast-util-frontmatter';
import {gfmFromMarkdown, gfmToMarkdown} from 'mdast-util-gfm';
import {mdxFromMarkdown, mdxToMarkdown, type MdxJsxAttribute, type MdxJsxFlowElement, type MdxJsxTextElement} from 'mdast-util-mdx';
import {toMarkdown, type Unsafe} from 'mdast-util-to-markdown';
import {directive} from 'micromark-extension-directive';
import {frontmatter} from 'micromark-extension-frontmatter';
import {gfm} from 'micromark-extension-gfm';
import {mdxjs} from 'micromark-extension-mdxjs';
import {parseMarkdown} from './parse';

export {parseMarkdown};

/** An MDX file (or a CommonMark `.md` file when `mdx` is false) as a syntax tree. */
export function parseSource(source: string, mdx = true): Root {
  return fromMarkdown(source, {
    extensions: [frontmatter(['yaml']), ...(mdx ? [mdxjs()] : []), gfm(), directive()],
    mdastExtensions: [frontmatterFromMarkdown(['yaml']), ...(mdx ? [mdxFromMarkdown()] : []), gfmFromMarkdown(), directiveFromMarkdown()],
  });
}

/** The blocks of a Markdown text. */
export function markdownBlocks(markdown: string): RootContent[] {
  return parseMarkdown(markdown).children;
}

/** A one-line Markdown text (a table cell, a list item) as inline content; paragraphs run together. */
export function markdownInline(markdown: string): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const block of parseMarkdown(markdown.trim()).children) {
    if (block.type !== 'paragraph') continue;
    if (out.length > 0) out.push(text(' '));
    out.push(...block.children);
  }
  return out;
}

/** How both printers write Markdown's choices: the same marks in the Markdown copies and the MDX pages. */
const MARKS = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
} as const;

/** Tables stay compact: aligned pipes would pad every row to the longest cell. */
const compactGfm = () => gfmToMarkdown({tablePipeAlign: false});

export function printMarkdown(tree: Root): string {
  return toMarkdown(tree, {extensions: [compactGfm()], ...MARKS});
}

/** MDX reads a paragraph that starts with `import` or `export` as JavaScript: their first letter is written as a character reference there. */
const ESM_AT_LINE_START: Unsafe[] = [
  {character: 'i', atBreak: true, after: 'mport[\\t ]'},
  {character: 'e', atBreak: true, after: 'xport[\\t ]'},
];

/**
 * An MDX file from its tree: mdast-util-to-markdown with the MDX, GFM,
 * directive and front matter extensions, so text that MDX would read as JSX
 * or an expression comes out escaped.
 */
export function printMdx(tree: Root): string {
  return toMarkdown(tree, {
    extensions: [frontmatterToMarkdown(['yaml']), mdxToMarkdown(), compactGfm(), directiveToMarkdown(), {unsafe: ESM_AT_LINE_START}],
    ...MARKS,
  });
}

export const text = (value: string): PhrasingContent => ({type: 'text', value});
export const inlineCode = (value: string): PhrasingContent => ({type: 'inlineCode', value});
export const strong = (children: PhrasingContent[]): PhrasingContent => ({type: 'strong', children});
export const link = (url: string, children: PhrasingContent[]): PhrasingContent => ({type: 'link', url, children});
export const paragraph = (children: PhrasingContent[]): BlockContent => ({type: 'paragraph', children});
export const heading = (depth: 1 | 2 | 3 | 4 | 5 | 6, children: PhrasingContent[]): RootContent => ({type: 'heading', depth, children});
export const code = (lang: string | null, value: string, meta: string | null = null): BlockContent => ({type: 'code', lang, meta, value});
export const blockquote = (children: BlockContent[]): BlockContent => ({type: 'blockquote', children});

export const jsxAttribute = (name: string, value: string): MdxJsxAttribute => ({type: 'mdxJsxAttribute', name, value});
export const jsxFlow = (name: string, attributes: MdxJsxAttribute[], children: MdxJsxFlowElement['children']): MdxJsxFlowElement => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes,
  children,
});
export const jsxText = (name: string, attributes: MdxJsxAttribute[], children: PhrasingContent[]): MdxJsxTextElement => ({
  type: 'mdxJsxTextElement',
  name,
  attributes,
  children,
});

export function list(items: PhrasingContent[][]): BlockContent {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((children) => ({type: 'listItem', spread: false, children: [paragraph(children)]})),
  };
}

export function table(header: string[], rows: PhrasingContent[][][]): BlockContent {
  const row = (cells: PhrasingContent[][]) => ({
    type: 'tableRow' as const,
    children: cells.map((children) => ({type: 'tableCell' as const, children})),
  });
  return {type: 'table', align: header.map(() => null), children: [row(header.map((cell) => [text(cell)])), ...rows.map(row)]};
}

/** The page's title and summary, as every Markdown copy starts. */
export function pageHeader(title: string, description?: string): RootContent[] {
  const out: RootContent[] = [heading(1, [text(title)])];
  if (description) out.push(blockquote([paragraph([text(description)])]));
  return out;
}
