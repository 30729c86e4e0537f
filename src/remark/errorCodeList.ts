/**
 * Replaces `<ErrorCodeList />` on a page with the table of every
 * `errors[].code` of the OpenAPI document: the code, its HTTP status, why
 * Tessera returns it and what the caller should do. Built at build time from
 * the document's error catalogue (components/schemas/ErrorCode.yaml), so the
 * list on docs/api/error-handling cannot drift from the operation pages.
 */
import path from 'node:path';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {loadApiModel} from '../../plugins/openapi-docs/generate';
import type {ErrorCodeEntry} from '../../plugins/openapi-docs/errors';
import {text, walk, type MdNode} from './mdast';

export type ErrorCodeListOptions = {siteDir: string};

type VFileLike = {path?: string};

const STATUS_TEXT: Record<string, string> = {'400': 'Bad Request', '404': 'Not Found', '409': 'Conflict', '422': 'Unprocessable Content', '429': 'Too Many Requests'};

/** The phrasing content of a one-paragraph Markdown text (code spans, emphasis, links). */
function inline(markdown: string): MdNode[] {
  const root = fromMarkdown(markdown) as unknown as MdNode;
  return root.children?.[0]?.children ?? [text(markdown)];
}

function cell(children: MdNode[]): MdNode {
  return {type: 'tableCell', children};
}

/** The table of the catalogue. Exported for the unit tests. */
export function errorCodeTable(entries: ErrorCodeEntry[]): MdNode {
  const header: MdNode = {type: 'tableRow', children: ['Code', 'Status', 'Why', 'What to do'].map((label) => cell([text(label)]))};
  const rows = entries.map(
    (entry): MdNode => ({
      type: 'tableRow',
      children: [
        cell([{type: 'inlineCode', value: entry.code}]),
        cell([{type: 'inlineCode', value: STATUS_TEXT[entry.status] ? `${entry.status} ${STATUS_TEXT[entry.status]}` : entry.status}]),
        cell(inline(entry.meaning)),
        cell(inline(entry.action)),
      ],
    }),
  );
  return {type: 'table', align: [null, null, null, null], children: [header, ...rows]};
}

export default function remarkErrorCodeList(options: ErrorCodeListOptions) {
  return (tree: MdNode, file: VFileLike): void => {
    walk(tree, (node, parent, index) => {
      if (node.type !== 'mdxJsxFlowElement' || node.name !== 'ErrorCodeList') return;
      const entries = loadApiModel(options.siteDir).errorCodes;
      if (entries.length === 0) {
        const where = file.path ? path.relative(options.siteDir, file.path) : 'unknown file';
        throw new Error(`${where}: <ErrorCodeList /> found no codes in the OpenAPI document's ErrorCode schema`);
      }
      // Sorted by status, then in document order, so a reader scanning for a status finds its codes together.
      const sorted = entries.map((entry, order) => ({entry, order})).sort((a, b) => a.entry.status.localeCompare(b.entry.status) || a.order - b.order);
      parent.children![index] = errorCodeTable(sorted.map(({entry}) => entry));
    });
  };
}
