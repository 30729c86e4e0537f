/**
 * Replaces `<ErrorCodeList />` on a page with every `errors[].code` of the
 * OpenAPI document, grouped under a heading per HTTP status: the code, why
 * Tessera returns it and what the caller should do. Built at build time from
 * the document's error catalogue (components/schemas/ErrorCode.yaml), so the
 * list on docs/api/error-handling cannot drift from the operation pages. A
 * list rather than a table, so the prose wraps on a phone.
 */
import type {ListItem, Root, RootContent} from 'mdast';
import {loadApiModel} from './load';
import {sourceLocation} from '../remark/sourceLocation';
import type {ErrorCodeEntry} from '../../lib/openapi/errors';
import {statusLabel} from '../../lib/openapi/model';
import {markdownInline, text} from '../../lib/markdown/syntax';

export type ErrorCodeListOptions = {siteDir: string};

type VFileLike = {path?: string};

/** A heading per status, each followed by the list of its codes. Exported for the unit tests. */
export function errorCodeNodes(entries: ErrorCodeEntry[]): RootContent[] {
  const statuses = [...new Set(entries.map((entry) => entry.status))].sort();
  return statuses.flatMap((status): RootContent[] => [
    {type: 'heading', depth: 3, children: [text(statusLabel(status))]},
    {
      type: 'list',
      ordered: false,
      spread: false,
      children: entries
        .filter((entry) => entry.status === status)
        .map((entry): ListItem => ({
          type: 'listItem',
          spread: false,
          children: [
            {
              type: 'paragraph',
              children: [
                {type: 'inlineCode', value: entry.code},
                text(': '),
                ...markdownInline(entry.meaning),
                text(' '),
                {type: 'strong', children: [text('What to do:')]},
                text(' '),
                ...markdownInline(entry.action),
              ],
            },
          ],
        })),
    },
  ]);
}

export default function remarkErrorCodeList(options: ErrorCodeListOptions) {
  return (tree: Root, file: VFileLike): void => {
    const children = tree.children;
    const index = children.findIndex((node) => node.type === 'mdxJsxFlowElement' && node.name === 'ErrorCodeList');
    if (index < 0) return;
    const entries = loadApiModel(options.siteDir).errorCodes;
    if (entries.length === 0) {
      const where = sourceLocation(file, undefined, options.siteDir);
      throw new Error(`${where}: <ErrorCodeList /> found no codes in the OpenAPI document's ErrorCode schema`);
    }
    // Headings only work at the top level of the page, so the list is only replaced there.
    children.splice(index, 1, ...errorCodeNodes(entries));
  };
}
