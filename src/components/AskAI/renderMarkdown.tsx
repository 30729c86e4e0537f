/**
 * An answer's Markdown as React elements. The text is parsed into a syntax
 * tree (mdast, with GitHub's extensions) and each node becomes an element
 * here, so no HTML string ever reaches the page: raw HTML in an answer shows
 * as the text it is, links keep only http(s) and site paths (see
 * lib/ask/links.ts), images are never loaded, external links open in a
 * new tab and say so. `[n]` in the text links to citation n.
 */
import {Fragment, type MouseEvent, type ReactNode} from 'react';
import type {Nodes, Table} from 'mdast';
import type {Citation} from '@site/lib/ask/protocol';
import {safeLink} from '@site/lib/ask/links';
import {parseMarkdown} from '@site/lib/markdown/parse';

export type LinkHandler = (href: string, event: MouseEvent<HTMLAnchorElement>) => void;

/** Class names of the few elements that need styling (the CSS module's, in the dialog). */
export type MarkdownClasses = Partial<Record<'externalMark' | 'unsafeLink' | 'marker' | 'heading' | 'code' | 'tableWrap', string>>;

export type LinkContext = {
  citations: ReadonlyMap<number, Citation>;
  onInternalLink: LinkHandler;
  /** The site's origin: absolute links to it count as internal. */
  origin?: string;
  classes?: MarkdownClasses;
  /** Renders a code block (the dialog uses the site's own code block); without it, a plain `<pre>`. */
  renderCode?: (code: string, language: string | null, key: number) => ReactNode;
};

function externalMark(context: LinkContext): ReactNode {
  return (
    <span className={context.classes?.externalMark}>
      <svg viewBox="0 0 12 12" width={10} height={10} aria-hidden>
        <path d="M5 2H2v8h8V7M7 1h4v4M11 1L5.5 6.5" fill="none" stroke="currentColor" strokeWidth={1.5} />
      </svg>
      <span className="visually-hidden"> (external)</span>
    </span>
  );
}

/** A link if the URL is safe to follow, else its text. */
export function safeAnchor(url: string, children: ReactNode, context: LinkContext, key?: string | number): ReactNode {
  const link = safeLink(url, context.origin);
  if (!link) {
    return (
      <span key={key} className={context.classes?.unsafeLink}>
        {children}
      </span>
    );
  }
  if (link.external) {
    return (
      <a key={key} href={link.href} target="_blank" rel="noopener noreferrer">
        {children}
        {externalMark(context)}
      </a>
    );
  }
  return (
    <a key={key} href={link.href} onClick={(event) => context.onInternalLink(link.href, event)}>
      {children}
    </a>
  );
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
    const label = <span aria-label={`Source ${citation.n}`}>[{citation.n}]</span>;
    parts.push(
      <sup key={start} className={context.classes?.marker}>
        {safeAnchor(citation.url, label, context)}
      </sup>,
    );
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
  const cells = (row: Table['children'][number], Tag: 'th' | 'td') =>
    row.children.map((cell, i) => <Tag key={i}>{children(cell, context)}</Tag>);
  return (
    <div key={key} className={context.classes?.tableWrap}>
      <table>
        {head ? (
          <thead>
            <tr>{cells(head, 'th')}</tr>
          </thead>
        ) : null}
        <tbody>
          {body.map((row, i) => (
            <tr key={i}>{cells(row, 'td')}</tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function render(node: Nodes, context: LinkContext, key: number): ReactNode {
  const inner = () => children(node, context);
  switch (node.type) {
    case 'root':
      return <Fragment key={key}>{inner()}</Fragment>;
    case 'paragraph':
      return <p key={key}>{inner()}</p>;
    case 'heading':
      return (
        <p key={key} className={context.classes?.heading}>
          {inner()}
        </p>
      );
    case 'text':
      return <Fragment key={key}>{withCitations(node.value, context)}</Fragment>;
    case 'emphasis':
      return <em key={key}>{inner()}</em>;
    case 'strong':
      return <strong key={key}>{inner()}</strong>;
    case 'delete':
      return <del key={key}>{inner()}</del>;
    case 'inlineCode':
      return <code key={key}>{node.value}</code>;
    case 'code':
      return context.renderCode ? (
        context.renderCode(node.value, node.lang ?? null, key)
      ) : (
        <pre key={key} className={context.classes?.code}>
          <code>{node.value}</code>
        </pre>
      );
    case 'html':
      // Raw HTML is shown, never interpreted.
      return <Fragment key={key}>{node.value}</Fragment>;
    case 'break':
      return <br key={key} />;
    case 'thematicBreak':
      return <hr key={key} />;
    case 'blockquote':
      return <blockquote key={key}>{inner()}</blockquote>;
    case 'list':
      return node.ordered ? (
        <ol key={key} start={node.start ?? undefined}>
          {inner()}
        </ol>
      ) : (
        <ul key={key}>{inner()}</ul>
      );
    case 'listItem':
      // A tight list item shows its paragraphs' text without paragraph spacing.
      return (
        <li key={key}>
          {node.children.map((child, i) =>
            !node.spread && child.type === 'paragraph' ? (
              <Fragment key={i}>{children(child, context)}</Fragment>
            ) : (
              render(child, context, i)
            ),
          )}
        </li>
      );
    case 'link':
      return safeAnchor(node.url, inner(), context, key);
    case 'image':
      // Never loaded: an answer must not make the page fetch from anywhere.
      return safeAnchor(node.url, node.alt || node.url, context, key);
    case 'imageReference':
      return <Fragment key={key}>{node.alt ?? ''}</Fragment>;
    case 'table':
      return table(node, context, key);
    case 'definition':
    case 'footnoteDefinition':
    case 'yaml':
      return null;
    case 'footnoteReference':
      return <Fragment key={key}>{`[^${node.label ?? node.identifier}]`}</Fragment>;
    default:
      return <Fragment key={key}>{inner()}</Fragment>;
  }
}

/** The answer as React elements. */
export function renderMarkdown(markdown: string, context: LinkContext): ReactNode {
  return render(parseMarkdown(markdown), context, 0);
}
