/**
 * Links between docs pages as the operation pages and the resource pages'
 * operation lists write them: relative file links (so Docusaurus checks them
 * and they work in the Markdown copies), the heading of an operation that
 * shares a page, and an operation page's related links.
 */
import path from 'node:path';
import {firstSentence} from '../../../lib/markdown/read';
import {pageOf, pagesOfTag, type ApiModel, type ApiOperation, type ApiPage} from '../../../lib/openapi/model';
import {codeSpan, kebab, mdxInline} from './mdx';

/** Heading id of an operation on its page; none when the page documents that operation alone. */
export function operationAnchor(page: ApiPage, op: ApiOperation): string | undefined {
  return page.operations.length > 1 ? kebab(op.id) : undefined;
}

/** A relative link from one docs file to another, both relative to docs/. */
export function docLink(fromFile: string, toFile: string, anchor?: string): string {
  let link = path.posix.relative(path.posix.dirname(fromFile), toFile);
  if (!link.startsWith('.')) link = `./${link}`;
  return anchor ? `${link}#${anchor}` : link;
}

/** The `## Related` list: the page's resource, the related calls, and the other calls of its tag. */
export function relatedSection(page: ApiPage, model: ApiModel): string[] {
  const out: string[] = [];
  const tags = [...new Set(page.operations.map((op) => op.tag))];
  for (const name of tags) {
    const tag = model.tags.find((t) => t.name === name);
    if (!tag) continue;
    out.push(
      `- [${mdxInline(tag.displayName)}](${docLink(page.file, `api/${tag.name}.mdx`)}): ${mdxInline(firstSentence(tag.description, 1))}`,
    );
  }
  const here = new Set(page.operations.map((op) => op.id));
  const listed = new Set<string>([page.slug]);
  for (const id of page.operations.flatMap((op) => op.related)) {
    const op = model.operations.find((o) => o.id === id);
    const target = op && pageOf(model, op.id);
    if (!op || !target || here.has(id) || listed.has(target.slug)) continue;
    listed.add(target.slug);
    out.push(`- [${mdxInline(op.summary)}](${docLink(page.file, target.file)}): ${codeSpan(`${op.method} ${op.path}`)}`);
  }
  const others = pagesOfTag(model, page.tag).filter((other) => !listed.has(other.slug));
  if (others.length > 0) {
    const tag = model.tags.find((t) => t.name === page.tag);
    const links = others.map((other) => `[${mdxInline(other.title)}](${docLink(page.file, other.file)})`);
    out.push(`- Other ${mdxInline(tag?.displayName ?? page.tag)} calls: ${links.join(', ')}`);
  }
  return out;
}
