/**
 * Replaces `<OperationList />` on a REST resource page with a table of the
 * operations of the page's front matter `tag` (or a `tag` attribute): method
 * badge, path, and a link to the operation page. Built from the OpenAPI
 * document at build time, so the page ships no extra JavaScript and the list
 * cannot drift from the reference.
 */
import path from 'node:path';
import {methodBadgeClass} from '../../lib/openapi/methodBadge';
import {operationsOfTag, operationTarget, pageOf, type ApiOperation} from '../../lib/openapi/model';
import {loadApiModel} from './load';
import {sourceLocation} from '../remark/sourceLocation';
import {docLink, operationAnchor} from './render/links';
import type {PhrasingContent, Root, Table, TableCell, TableRow} from 'mdast';
import {visit} from 'unist-util-visit';
import {jsxAttribute, jsxText, text} from '../../lib/markdown/syntax';

export type OperationListOptions = {siteDir: string};

/** The vfile Docusaurus passes; its `data.frontMatter` holds the page's parsed front matter. */
type VFileLike = {path?: string; cwd?: string; data?: unknown};

function cell(children: PhrasingContent[]): TableCell {
  return {type: 'tableCell', children};
}

/** The table rows for a tag's operations; links are relative to `fromFile`. Exported for the unit tests. */
export function operationTable(operations: ApiOperation[], linkFor: (op: ApiOperation) => string): Table {
  const header: TableRow = {type: 'tableRow', children: [cell([text('Method')]), cell([text('Path')]), cell([text('Operation')])]};
  const rows = operations.map((op): TableRow => {
    const badge = jsxText('span', [jsxAttribute('className', `badge ${methodBadgeClass(op.method)}`)], [text(op.method)]);
    const operation: PhrasingContent[] = [{type: 'link', url: linkFor(op), children: [text(op.summary)]}];
    if (op.deprecated) operation.push(text(' (deprecated)'));
    return {type: 'tableRow', children: [cell([badge]), cell([{type: 'inlineCode', value: operationTarget(op)}]), cell(operation)]};
  });
  return {type: 'table', align: [null, null, null], children: [header, ...rows]};
}

export default function remarkOperationList(options: OperationListOptions) {
  const docsDir = path.join(options.siteDir, 'docs');
  return (tree: Root, file: VFileLike): void => {
    visit(tree, 'mdxJsxFlowElement', (node, index, parent) => {
      if (node.name !== 'OperationList' || !parent || index === undefined) return;
      const where = sourceLocation(file, node, options.siteDir);
      const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'tag');
      const frontMatter = (file.data as {frontMatter?: Record<string, unknown>} | undefined)?.frontMatter;
      const tag = typeof attribute?.value === 'string' ? attribute.value : frontMatter?.tag;
      if (typeof tag !== 'string' || tag === '') {
        throw new Error(`${where}: <OperationList /> needs a front matter \`tag\` (or a tag attribute)`);
      }
      const model = loadApiModel(options.siteDir);
      const operations = operationsOfTag(model, tag);
      if (operations.length === 0) throw new Error(`${where}: the OpenAPI document has no operations tagged "${tag}"`);
      const fromFile = path
        .relative(docsDir, file.path ?? path.join(docsDir, 'api', 'index.mdx'))
        .split(path.sep)
        .join('/');
      parent.children[index] = operationTable(operations, (op) => {
        const page = pageOf(model, op.id)!;
        return docLink(fromFile, page.file, operationAnchor(page, op));
      });
    });
  };
}
