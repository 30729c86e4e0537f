/**
 * Renders one operation page as MDX: the page's tree (lib/openapi/page, the
 * same tree the Markdown copy reads) printed by mdast-util-to-markdown with
 * the MDX extensions, which escape whatever MDX would read as code.
 */
import {printMdx} from '../../../lib/markdown/syntax';
import type {ApiModel, ApiPage} from '../../../lib/openapi/model';
import {operationPageTree} from '../../../lib/openapi/page/operation';

/** The MDX page links other docs files, never Markdown copies. */
const NO_COPIES = {markdownOfRoute: () => undefined};

/** The whole MDX file of one page. */
export function renderPage(page: ApiPage, model: ApiModel): string {
  return printMdx(operationPageTree(page, model, NO_COPIES));
}
