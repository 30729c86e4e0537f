/**
 * One description of a REST operation page, two outputs. The page is built
 * once as an mdast tree in the site's shape (MDX JSX elements for the React
 * components, a directive for the admonition, the front matter); a node that
 * the Markdown copy shows differently carries, in `data.copy`, the nodes the
 * copy has in its place (none, where the copy leaves it out). The MDX file is
 * that tree printed by mdast-util-to-markdown with the MDX extensions, which
 * escape what MDX would read as code; the copy is the tree with every such
 * node swapped for its copy, printed as plain Markdown.
 */
import type {PhrasingContent, RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';

declare module 'mdast' {
  interface Data {
    /** What the Markdown copy shows in place of this node (lib/openapi/page/tree.ts). */
    copy?: RootContent[];
  }
}

/** Marks what the Markdown copy shows in place of a node of the page, and returns the node. */
export function inCopy<T extends RootContent>(node: T, copy: RootContent[]): T {
  node.data = {...node.data, copy};
  return node;
}

/** As inCopy, with the copy made only when the copy is printed (the MDX page does not pay for it). */
export function inCopyLater<T extends RootContent>(node: T, make: () => RootContent[]): T {
  let made: RootContent[] | undefined;
  node.data = {...node.data};
  Object.defineProperty(node.data, 'copy', {enumerable: true, get: () => (made ??= make())});
  return node;
}

/** Nodes of the page whose place the copy gives to `copy` as a whole: the first node carries it, the others drop out. */
export function inCopyAll(nodes: RootContent[], copy: () => RootContent[]): RootContent[] {
  if (nodes.length === 0) throw new Error('A part of the page that the copy shows needs a node of the page to stand on.');
  nodes.forEach((node, index) => (index === 0 ? inCopyLater(node, copy) : inCopy(node, [])));
  return nodes;
}

/** A node only the site page has. */
export const siteOnly = <T extends RootContent>(node: T): T => inCopy(node, []);

/** Node types plain Markdown has no form for: each must say what the copy shows instead. */
const SITE_ONLY_TYPES = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm', 'containerDirective', 'yaml']);

/** The Markdown copy of nodes of the page: each node with a copy swapped for it, the others kept with their children mapped. */
export function copyOf(nodes: RootContent[]): RootContent[] {
  return nodes.flatMap((node): RootContent[] => {
    if (node.data?.copy) return node.data.copy;
    if (SITE_ONLY_TYPES.has(node.type)) throw new Error(`A ${node.type} node of an operation page has no Markdown copy: give it one with inCopy (lib/openapi/page/tree.ts).`);
    if (!('children' in node)) return [node];
    return [{...node, children: copyOf(node.children as RootContent[])} as RootContent];
  });
}

/**
 * Markdown from the OpenAPI document as blocks of the page. Indented code is
 * off, as in MDX, where four spaces of indentation are text; raw HTML is kept
 * as text, since MDX would read it as JSX.
 */
export function markdownOf(markdown: string): RootContent[] {
  const tree = fromMarkdown(markdown.replace(/\r\n?/g, '\n'), {
    extensions: [gfm(), {disable: {null: ['codeIndented']}}],
    mdastExtensions: [gfmFromMarkdown()],
  });
  return htmlAsText(tree.children) as RootContent[];
}

function htmlAsText(nodes: RootContent[]): RootContent[] {
  return nodes.map((node): RootContent => {
    if (node.type === 'html') return {type: 'text', value: node.value};
    if ('children' in node) return {...node, children: htmlAsText(node.children as RootContent[])} as RootContent;
    return node;
  });
}

/** A line of Markdown (a heading, a list item, a cell) as inline content: its lines joined by spaces. */
export function inlineOf(markdown: string): PhrasingContent[] {
  const blocks = markdownOf(markdown.replace(/\s*\n\s*/g, ' ').trim());
  return blocks.flatMap((block) => (block.type === 'paragraph' ? block.children : []));
}

type Attributes = Record<string, string | true>;

function attributes(values: Attributes): MdxJsxAttribute[] {
  return Object.entries(values).map(([name, value]) => ({type: 'mdxJsxAttribute', name, value: value === true ? null : value}));
}

/** A JSX element on lines of its own. */
export function jsxBlock(name: string, values: Attributes, children: RootContent[]): MdxJsxFlowElement {
  return {type: 'mdxJsxFlowElement', name, attributes: attributes(values), children: children as MdxJsxFlowElement['children']};
}

/** A JSX element inside a line. */
export function jsxInline(name: string, values: Attributes, children: PhrasingContent[]): MdxJsxTextElement {
  return {type: 'mdxJsxTextElement', name, attributes: attributes(values), children};
}

/** Elements that share lines, one per line, as one paragraph (how MDX reads consecutive one-line elements). */
export function jsxLines(elements: PhrasingContent[]): RootContent {
  return {type: 'paragraph', children: elements.flatMap((element, index): PhrasingContent[] => (index === 0 ? [element] : [{type: 'text', value: '\n'}, element]))};
}

/** Main content on the left, examples in the right pane (src/css/custom.css, "REST reference"); without examples, the main content alone. */
export function columns(main: RootContent[], aside: RootContent[]): RootContent[] {
  if (aside.length === 0) return main;
  const panes = jsxBlock('div', {className: 'api-columns'}, [
    jsxBlock('div', {className: 'api-columns__main'}, main),
    jsxBlock('div', {className: 'api-columns__aside'}, aside),
  ]);
  // The copy has no panes: the main content, then the examples.
  return [inCopy(panes, copyOf([...main, ...aside]))];
}
