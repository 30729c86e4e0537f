/**
 * The Markdown of the REST operation pages, for the Markdown copies and the
 * llms files: the page's tree (lib/openapi/page), with every part that only
 * the site shows swapped for what the copy shows in its place. The MCP
 * server's get_operation answers with one operation's part of it.
 */
import type {PhrasingContent, RootContent} from 'mdast';
import {heading, inlineCode, link, list, printMarkdown, strong, text} from '../markdown/syntax';
import {pageOf, type ApiModel, type ApiOperation, type ApiPage} from './model';
import type {OperationLinks} from './page/links';
import {operationPageTree, operationTree} from './page/operation';
import {copyOf} from './page/tree';

export {API_BASE} from './page/header';
export type {OperationLinks} from './page/links';
export {samplePath} from './page/samples';

/** The Markdown copy of an operation page. */
export function operationPageMarkdown(page: ApiPage, model: ApiModel, links: OperationLinks): string {
  const tree = operationPageTree(page, model, links);
  return printMarkdown({type: 'root', children: copyOf(tree.children)});
}

/** Everything about one operation, under headings of level 2. */
export function operationBlocks(op: ApiOperation, model: ApiModel, links: OperationLinks): RootContent[] {
  const page = pageOf(model, op.id);
  if (!page) throw new Error(`${op.id} is on no page of the API reference.`);
  return copyOf(operationTree(op, page, model, links, 2));
}

/** One operation alone (for the MCP server): its title, then everything about it. */
export function operationMarkdown(op: ApiOperation, model: ApiModel, links: OperationLinks): string {
  const page = pageOf(model, op.id);
  const url = page && links.markdownOfRoute(`/docs/${page.route}`);
  const children: RootContent[] = [heading(1, [text(op.summary)])];
  const facts: PhrasingContent[][] = [[strong([text('Operation ID:')]), text(' '), inlineCode(op.id)], [strong([text('Tag:')]), text(' '), inlineCode(op.tag)]];
  if (url) facts.push([strong([text('Page:')]), text(' '), link(url, [text(url)])]);
  children.push(list(facts), ...operationBlocks(op, model, links));
  return printMarkdown({type: 'root', children});
}
