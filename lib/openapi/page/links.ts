/**
 * Links of an operation page. The MDX page links other docs files by
 * relative path (so Docusaurus checks them); the Markdown copy links the
 * other pages' Markdown copies by route (OperationLinks).
 */
import path from 'node:path';
import type {PhrasingContent, RootContent} from 'mdast';
import {firstSentence} from '../../markdown/read';
import {heading, inlineCode, link, list, text} from '../../markdown/syntax';
import {pageOf, pagesOfTag, type ApiModel, type ApiOperation, type ApiPage} from '../model';
import {inCopy, inlineOf} from './tree';

/** Where an operation's Markdown copy links: other pages' Markdown copies by route. */
export type OperationLinks = {markdownOfRoute(route: string): string | undefined};

/** kebab-case of an operationId: retrieveDraftVersion -> retrieve-draft-version. */
export function kebab(id: string): string {
  return id
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** Heading id of an operation on its page; none when the page documents that operation alone. */
export function operationAnchor(page: ApiPage, op: ApiOperation): string | undefined {
  return page.operations.length > 1 ? kebab(op.id) : undefined;
}

/** A relative link from one docs file to another, both relative to docs/. */
export function docLink(fromFile: string, toFile: string, anchor?: string): string {
  let target = path.posix.relative(path.posix.dirname(fromFile), toFile);
  if (!target.startsWith('.')) target = `./${target}`;
  return anchor ? `${target}#${anchor}` : target;
}

/** A link to another page's Markdown copy, or its label alone where that page has none. */
export function copyLink(links: OperationLinks, route: string, label: PhrasingContent[], anchor?: string): PhrasingContent[] {
  const url = links.markdownOfRoute(route);
  return url ? [link(anchor ? `${url}#${anchor}` : url, label)] : label;
}

type Item = {site: PhrasingContent[]; copy?: PhrasingContent[]};

/** The resource (tag) pages of the page's calls. */
function tagItems(page: ApiPage, model: ApiModel, links: OperationLinks): Item[] {
  const tags = [...new Set(page.operations.map((op) => op.tag))].map((name) => model.tags.find((t) => t.name === name));
  return tags.flatMap((tag) =>
    tag
      ? [
          {
            site: [link(docLink(page.file, `api/${tag.name}.mdx`), inlineOf(tag.displayName)), text(': '), ...inlineOf(firstSentence(tag.description, 1))],
            copy: copyLink(links, `/docs/api/${tag.name}`, [text(tag.displayName)]),
          },
        ]
      : [],
  );
}

/** The related calls on other pages, one item per page, then the other pages of the tag (only on the site). */
function callItems(page: ApiPage, model: ApiModel, links: OperationLinks): Item[] {
  const out: Item[] = [];
  const here = new Set(page.operations.map((op) => op.id));
  const listed = new Set<string>([page.slug]);
  for (const id of page.operations.flatMap((op) => op.related)) {
    const op = model.operations.find((o) => o.id === id);
    const target = op && pageOf(model, op.id);
    if (!op || !target || here.has(id) || listed.has(target.slug)) continue;
    listed.add(target.slug);
    const request = inlineCode(`${op.method} ${op.path}`);
    out.push({
      site: [link(docLink(page.file, target.file), inlineOf(op.summary)), text(': '), request],
      copy: [...copyLink(links, `/docs/${target.route}`, [text(op.summary)]), text(': '), request],
    });
  }
  const others = pagesOfTag(model, page.tag).filter((other) => !listed.has(other.slug));
  if (others.length > 0) {
    const tag = model.tags.find((t) => t.name === page.tag);
    const pageLinks = others.flatMap((other, index) => [...(index > 0 ? [text(', ')] : []), link(docLink(page.file, other.file), inlineOf(other.title))]);
    out.push({site: [text(`Other `), ...inlineOf(tag?.displayName ?? page.tag), text(' calls: '), ...pageLinks]});
  }
  return out;
}

/** The `## Related` section: the page's resource, the related calls, and the other calls of its tag. */
export function relatedSection(page: ApiPage, model: ApiModel, links: OperationLinks): RootContent[] {
  const items = [...tagItems(page, model, links), ...callItems(page, model, links)];
  const copyItems = items.flatMap((item) => (item.copy ? [item.copy] : []));
  const copy = copyItems.length > 0 ? [heading(2, [text('Related')]), list(copyItems)] : [];
  const siteList = items.length > 0 ? [inCopy(list(items.map((item) => item.site)), [])] : [];
  return [inCopy(heading(2, [text('Related')]), copy), ...siteList];
}
