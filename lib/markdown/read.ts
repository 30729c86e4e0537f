/**
 * Reading MDX sources through their syntax tree: plain text of a node,
 * heading anchors, fenced code blocks, and a page split into its h2/h3
 * sections the way the built page is (plugins/search-index/html.ts reads the
 * same sections from the HTML).
 */
import type {Code, Heading, Nodes, Root} from 'mdast';
import type {} from 'mdast-util-directive';
import type {} from 'mdast-util-mdx';
import {visit} from 'unist-util-visit';
import {splitSentences} from './sentences';
import {createHeadingSlugger} from './slug';
import {parseMarkdown, parseSource} from './syntax';

/** Nodes that hold code, JavaScript or metadata, never prose. */
const NOT_PROSE = new Set(['code', 'yaml', 'html', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);
/** Nodes whose children are blocks (or rows, cells): their texts are separate words. */
const BLOCK_PARENTS = new Set([
  'root',
  'blockquote',
  'list',
  'listItem',
  'table',
  'tableRow',
  'containerDirective',
  'mdxJsxFlowElement',
  'footnoteDefinition',
]);
/**
 * A directive fence the parser left as text: `:::note Title` (the MDX 1 form,
 * which `future.v4` does not read as an admonition) or a stray `:::`.
 */
const LOOSE_FENCE = /^:::\w*[ \t]*/gm;

function collect(node: Nodes, out: string[]): void {
  if (NOT_PROSE.has(node.type)) return;
  if (node.type === 'text') out.push(node.value.replace(LOOSE_FENCE, ''));
  else if (node.type === 'inlineCode') out.push(node.value);
  else if (node.type === 'image') out.push(node.alt ?? '');
  else if (node.type === 'break') out.push(' ');
  else if ('children' in node) {
    const separate = BLOCK_PARENTS.has(node.type);
    for (const child of node.children) {
      if (separate) out.push(' ');
      collect(child, out);
    }
    if (separate) out.push(' ');
  }
}

/** The words of a node: prose and inline code, without code blocks, imports, expressions or markup. */
export function plainText(node: Nodes): string {
  const out: string[] = [];
  collect(node, out);
  return out.join('').replace(/\s+/g, ' ').trim();
}

/**
 * A heading's explicit id: `## Title {/* #custom-id *\/}` (the MDX comment
 * Docusaurus reads), or `{#custom-id}` in a Markdown file.
 */
export function customHeadingId(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type === 'mdxTextExpression') return /^\s*\/\*\s*#([^\s*]+)[^*]*\*\/\s*$/.exec(last.value)?.[1];
  if (last?.type === 'text') return /\s*\{#([^}\s]+)\}\s*$/.exec(last.value)?.[1];
  return undefined;
}

export type HeadingInfo = {node: Heading; depth: number; text: string; id: string};

/** Every heading of a page with its text and anchor; explicit ids skip the slugger, as in Docusaurus. */
export function headings(tree: Root): HeadingInfo[] {
  const slugger = createHeadingSlugger();
  const out: HeadingInfo[] = [];
  visit(tree, 'heading', (node) => {
    const custom = customHeadingId(node);
    const text = plainText(node).replace(/\s*\{#[^}\s]+\}$/, '');
    out.push({node, depth: node.depth, text, id: custom ?? slugger.slug(text)});
  });
  return out;
}

/** Fenced code blocks, wherever they sit (lists, JSX elements, admonitions). */
export function codeBlocks(tree: Root): Code[] {
  const out: Code[] = [];
  visit(tree, 'code', (node) => {
    out.push(node);
  });
  return out;
}

/**
 * A source as a tree. A source the MDX parser rejects (a page half written
 * in the dev server) is read as plain Markdown, so one broken page does not
 * stop the others.
 */
export function readSource(source: string): Root {
  try {
    return parseSource(source);
  } catch {
    return parseSource(source, false);
  }
}

export type MarkdownSection = {heading: string | null; anchor: string; text: string};

/** Splits a source at its h2/h3 headings; h1 is the title and is left out, deeper headings are text. */
export function markdownSections(source: string): MarkdownSection[] {
  const tree = readSource(source);
  const anchors = new Map(headings(tree).map((info) => [info.node, info]));
  const sections: MarkdownSection[] = [];
  let current: {heading: string | null; anchor: string; texts: string[]} = {heading: null, anchor: '', texts: []};
  const flush = () => {
    const text = current.texts.join(' ').replace(/\s+/g, ' ').trim();
    if (text || current.heading) sections.push({heading: current.heading, anchor: current.anchor, text});
  };
  for (const block of tree.children) {
    const info = block.type === 'heading' ? anchors.get(block) : undefined;
    if (info && info.depth <= 3) {
      if (info.depth === 1) continue;
      flush();
      current = {heading: info.text, anchor: info.id, texts: []};
      continue;
    }
    current.texts.push(info ? info.text : plainText(block));
  }
  flush();
  return sections;
}

/**
 * The first sentence of a Markdown text's first paragraph, as plain text;
 * further sentences join it until it is at least `minLength` long, so a
 * short opener ("Deprecated.") does not stand alone.
 */
export function firstSentence(markdown: string, minLength = 20): string {
  const paragraph = parseMarkdown(markdown).children.find((block) => block.type === 'paragraph');
  let out = '';
  for (const sentence of splitSentences(paragraph ? plainText(paragraph) : '')) {
    out = out ? `${out} ${sentence}` : sentence;
    if (out.length >= minLength) break;
  }
  return out;
}
