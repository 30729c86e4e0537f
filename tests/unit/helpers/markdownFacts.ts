/**
 * What the content tests read from a page's Markdown: its code blocks, its
 * prose, its links and its anchors, from the one mdast reader in lib/markdown.
 * Parsing every page takes seconds, so the unit run's global setup reads each
 * page once and hands the facts to every test file (tests/unit/helpers/docs.ts).
 */
import crypto from 'node:crypto';
import type {Image, Link} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx';
import {visit} from 'unist-util-visit';
import {codeBlocks, headings, readSource} from '../../../lib/markdown/read';

export type CodeBlock = {lang: string; meta: string; code: string; line: number};
export type MarkdownFacts = {codeBlocks: CodeBlock[]; prose: string; links: string[]; ids: string[]};

export const bodyKey = (body: string): string => crypto.createHash('sha1').update(body).digest('hex');

export function markdownFacts(body: string): MarkdownFacts {
  const tree = readSource(body);
  const blocks = codeBlocks(tree);
  // Prose: the body with every code block cut out, fences included.
  let prose = body;
  for (const block of [...blocks].reverse()) {
    const {start, end} = block.position!;
    prose = prose.slice(0, start.offset) + prose.slice(end.offset);
  }
  const links: string[] = [];
  const ids = headings(tree).map((heading) => heading.id);
  visit(tree, (node) => {
    // Written links and images only: `[text](target)`, not autolinks of bare URLs.
    if ((node.type === 'link' || node.type === 'image') && /^!?\[/.test(body.slice(node.position!.start.offset))) {
      links.push((node as Link | Image).url);
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of (node as MdxJsxFlowElement | MdxJsxTextElement).attributes) {
        if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'id' && typeof attribute.value === 'string')
          ids.push(attribute.value);
      }
    }
  });
  return {
    codeBlocks: blocks.map((block) => ({
      lang: (block.lang ?? '').toLowerCase(),
      meta: block.meta ?? '',
      code: block.value,
      line: block.position!.start.line,
    })),
    prose,
    links,
    ids,
  };
}
