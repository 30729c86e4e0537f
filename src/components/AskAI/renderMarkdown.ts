/**
 * An answer's Markdown as React elements. The text is parsed into a syntax
 * tree (mdast, with GitHub's extensions) and each node becomes an element
 * here, so no HTML string ever reaches the page: raw HTML in an answer shows
 * as the text it is, links keep only http(s) and site paths (see
 * lib/ask/links.ts), images are never loaded, external links open in a
 * new tab and say so. `[n]` in the text links to citation n.
 *
 * Plain createElement rather than JSX, so the unit tests can render it
 * without a JSX transform.
 */
import {createElement as h, Fragment, type MouseEvent, type ReactNode} from 'react';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfm} from 'micromark-extension-gfm';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import type {Nodes, Root, Table} from 'mdast';
import type {Citation} from '../../../lib/ask/protocol';
import {safeLink} from '../../../lib/ask/links';

export type LinkHandler = (href: string, event: MouseEvent<HTMLAnchorElement>) => void;

/** Class names of the few elements that need styling (the CSS module's, in the dialog). */
export type MarkdownClasses = Partial<Record<'externalMark' | 'unsafeLink' | 'marker' | 'heading' | 'code' | 'tableWrap', string>>;

export type LinkContext = {
  citations: ReadonlyMap<number, Citation>;
  onInternalLink: LinkHandler;
  /** The site's origin: absolute links to it count as internal. */
  origin?: string;
  classes?: MarkdownClasses;
};

export function parseMarkdown(markdown: string): Root {
  return fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
}

function externalMark(context: LinkContext): ReactNode {
  const icon = h(
    'svg',
    {viewBox: '0 0 12 12', width: 10, height: 10, 'aria-hidden': true},
    h('path', {d: 'M5 2H2v8h8V7M7 1h4v4M11 1L5.5 6.5', fill: 'none', stroke: 'currentColor', strokeWidth: 1.5}),
  );
  return h('span', {className: context.classes?.externalMark}, icon, h('span', {className: 'visually-hidden'}, ' (external)'));
}

/** A link if the URL is safe to follow, else its text. */
export function safeAnchor(url: string, children: ReactNode, context: LinkContext, key?: string | number): ReactNode {
  const link = safeLink(url, context.origin);
  if (!link) return h('span', {key, className: context.classes?.unsafeLink}, children);
  if (link.external) return h('a', {key, href: link.href, target: '_blank', rel: 'noopener noreferrer'}, children, externalMark(context));
  return h('a', {key, href: link.href, onClick: (event: MouseEvent<HTMLAnchorElement>) => context.onInternalLink(link.href, event)}, children);
}

/** Text with each `[n]` that names a citation turned into a link to its section. */
function withCitations(text: string, context: LinkContext): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/\[(\d{1,2})\]/g)) {
    const citation = context.citations.get(Number(match[1]));
    if (!citation) continue;
    const start = match.index ?? 0;
    if (start > last) parts.push(text.slice(last, start));
    const label = h('span', {'aria-label': `Source ${citation.n}`}, `[${citation.n}]`);
    parts.push(h('sup', {key: start, className: context.classes?.marker}, safeAnchor(citation.url, label, context)));
    last = start + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

function children(node: Nodes, context: LinkContext): ReactNode[] {
  return 'children' in node ? node.children.map((child, i) => render(child, context, i)) : [];
}

function table(node: Table, context: LinkContext, key: number): ReactNode {
  const [head, ...body] = node.children;
  const cells = (row: Table['children'][number], tag: 'th' | 'td') => row.children.map((cell, i) => h(tag, {key: i}, ...children(cell, context)));
  return h(
    'div',
    {key, className: context.classes?.tableWrap},
    h('table', null, head ? h('thead', null, h('tr', null, ...cells(head, 'th'))) : null, h('tbody', null, ...body.map((row, i) => h('tr', {key: i}, ...cells(row, 'td'))))),
  );
}

function render(node: Nodes, context: LinkContext, key: number): ReactNode {
  const inner = () => children(node, context);
  switch (node.type) {
    case 'root':
      return h(Fragment, {key}, ...inner());
    case 'paragraph':
      return h('p', {key}, ...inner());
    case 'heading':
      return h('p', {key, className: context.classes?.heading}, ...inner());
    case 'text':
      return h(Fragment, {key}, ...withCitations(node.value, context));
    case 'emphasis':
      return h('em', {key}, ...inner());
    case 'strong':
      return h('strong', {key}, ...inner());
    case 'delete':
      return h('del', {key}, ...inner());
    case 'inlineCode':
      return h('code', {key}, node.value);
    case 'code':
      return h('pre', {key, className: context.classes?.code}, h('code', null, node.value));
    case 'html':
      // Raw HTML is shown, never interpreted.
      return h(Fragment, {key}, node.value);
    case 'break':
      return h('br', {key});
    case 'thematicBreak':
      return h('hr', {key});
    case 'blockquote':
      return h('blockquote', {key}, ...inner());
    case 'list':
      return node.ordered ? h('ol', {key, start: node.start ?? undefined}, ...inner()) : h('ul', {key}, ...inner());
    case 'listItem':
      // A tight list item shows its paragraphs' text without paragraph spacing.
      return h(
        'li',
        {key},
        ...node.children.map((child, i) => (!node.spread && child.type === 'paragraph' ? h(Fragment, {key: i}, ...children(child, context)) : render(child, context, i))),
      );
    case 'link':
      return safeAnchor(node.url, inner(), context, key);
    case 'image':
      // Never loaded: an answer must not make the page fetch from anywhere.
      return safeAnchor(node.url, node.alt || node.url, context, key);
    case 'imageReference':
      return h(Fragment, {key}, node.alt ?? '');
    case 'table':
      return table(node, context, key);
    case 'definition':
    case 'footnoteDefinition':
    case 'yaml':
      return null;
    case 'footnoteReference':
      return h(Fragment, {key}, `[^${node.label ?? node.identifier}]`);
    default:
      return h(Fragment, {key}, ...inner());
  }
}

/** The answer as React elements. */
export function renderMarkdown(markdown: string, context: LinkContext): ReactNode {
  return render(parseMarkdown(markdown), context, 0);
}
