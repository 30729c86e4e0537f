/**
 * The `## Errors` section. On the site: a compact table, one row per error
 * the call can return (status, code, what to do), from the document's error
 * catalogue (`x-error-codes`) and, for a status without a body (401, 403),
 * the response's own `x-action`; the statuses every call shares give the
 * first sentence of the remedy and link to the catalogue for the rest. Below
 * 600 px the rows stack (src/css/custom.css, "Tables"). In the Markdown copy:
 * one row per status with why it comes, then the site's rows with their codes.
 */
import type {PhrasingContent, RootContent} from 'mdast';
import {heading, inlineCode, link, markdownInline, paragraph, table, text} from '../../markdown/syntax';
import {splitSentences} from '../../markdown/sentences';
import {statusLabel, type ApiModel, type ApiOperation, type ApiPage, type ApiResponse} from '../model';
import {copyLink, docLink, type OperationLinks} from './links';
import {inCopyLater, inlineOf, siteOnly} from './tree';

/** Splits Markdown into its first sentence and the rest, never inside a code span. */
export function splitLead(markdown: string): {lead: string; rest: string} {
  const all = markdown.trim();
  const paragraphEnd = all.search(/\n\s*\n/);
  const first = paragraphEnd < 0 ? all : all.slice(0, paragraphEnd);
  const [sentence = ''] = splitSentences(first);
  const lead = sentence.replace(/\s*\n\s*/g, ' ');
  const rest = `${first.slice(sentence.length).trim()}${paragraphEnd < 0 ? '' : all.slice(paragraphEnd)}`.trim();
  return {lead, rest};
}

/** Statuses every operation shares, with the same cause and remedy everywhere: a row links to their entry in docs/api/error-handling.mdx. */
const SHARED_STATUS_ANCHORS: Record<string, string> = {
  '401': '401-and-403-have-no-body',
  '403': '401-and-403-have-no-body',
  '429': 'when-to-retry',
};
/** Codes that are shared in the same way (the rate limit every call is under). */
const SHARED_CODES = new Set(['RATE_LIMIT_EXCEEDED']);

/** Links a label to an anchor of docs/api/error-handling: on the site by relative file, in the copy to its Markdown copy. */
type HandlingLink = (anchor: string, label: PhrasingContent[]) => PhrasingContent[];

/** The rows of one failure status, on the site and in the copy alike: one per catalogued code, or one for a status without a body. */
function statusRows(response: ApiResponse, op: ApiOperation, model: ApiModel, handlingLink: HandlingLink): PhrasingContent[][][] {
  const status = (shared: boolean): PhrasingContent[] => {
    const anchor = SHARED_STATUS_ANCHORS[response.status];
    const label = text(statusLabel(response.status));
    return shared && anchor ? handlingLink(anchor, [label]) : [label];
  };
  const catalogue = new Map(model.errorCodes.map((entry) => [entry.code, entry]));
  const entries = op.errorCodes.flatMap((code) => catalogue.get(code) ?? []).filter((entry) => entry.status === response.status);
  if (entries.length === 0) {
    const shared = response.status in SHARED_STATUS_ANCHORS;
    const remedy = shared ? splitLead(response.action ?? response.description).lead : [response.description, response.action].filter(Boolean).join(' ');
    return [[status(shared), [text('None: the body is empty')], inlineOf(remedy)]];
  }
  return entries.map((entry) => {
    const shared = SHARED_CODES.has(entry.code);
    return [status(shared), [inlineCode(entry.code)], inlineOf(shared ? splitLead(entry.action).lead : `${entry.meaning} ${entry.action}`)];
  });
}

/**
 * The copy's tables: each failure status and why it comes, then the same rows as the site's table (status, error
 * code, what to do), so a reader of the copy has the codes to branch on too.
 */
function copyErrors(failures: ApiResponse[], codeRows: PhrasingContent[][][], links: OperationLinks): RootContent[] {
  const rows = failures.map((r) => {
    const why: PhrasingContent[] = markdownInline(r.description);
    for (const header of r.headers) why.push(text(' Header '), inlineCode(header.name), text(': '), ...markdownInline(header.description));
    return [[inlineCode(statusLabel(r.status))], why];
  });
  const codes = codeRows.length > 0;
  return [
    table(['Status', 'Why'], rows),
    ...(codes ? [table(['Status', 'Code', 'What to do'], codeRows)] : []),
    paragraph([
      ...(codes ? [text('Branch on '), inlineCode('errors[].code'), text(', not on the message. ')] : []),
      text('Error bodies follow '),
      ...copyLink(links, '/docs/api/error-handling', [text('error handling')]),
      text('; 401 and 403 come with an empty body.'),
    ]),
  ];
}

/** The Errors heading and table (the copy leaves the heading out when the call has no failure status). */
export function errorsSection(op: ApiOperation, page: ApiPage, model: ApiModel, links: OperationLinks, depth: 2 | 3): RootContent[] {
  const failures = op.responses.filter((r) => !r.status.startsWith('2')).sort((a, b) => a.status.localeCompare(b.status));
  const title = () => heading(depth, [text('Errors')]);
  const siteLink: HandlingLink = (anchor, label) => [link(docLink(page.file, 'api/error-handling.mdx', anchor), label)];
  const copyHandlingLink: HandlingLink = (anchor, label) => copyLink(links, '/docs/api/error-handling', label, anchor);
  const copy = () =>
    failures.length > 0 ? [title(), ...copyErrors(failures, failures.flatMap((response) => statusRows(response, op, model, copyHandlingLink)), links)] : [];
  const rows = failures.flatMap((response) => statusRows(response, op, model, siteLink));
  if (rows.length === 0) return [inCopyLater(title(), copy)];
  const handling = docLink(page.file, 'api/error-handling.mdx');
  const advice = paragraph([
    text('Branch on '),
    inlineCode('errors[].code'),
    text(', not on the message. '),
    link(handling, [text('Error handling')]),
    text(' shows the error body and lists every code.'),
  ]);
  return [inCopyLater(title(), copy), siteOnly(table(['Status', 'Code', 'What to do'], rows)), siteOnly(advice)];
}
