/**
 * Renders one operation page as MDX, in the REST operation page shape
 * (CONTRIBUTING.md, "Writing, in short"): one sentence, a header (method, copyable path, key, lane,
 * hosts), parameters and body fields as stacked lists (<FieldList>, nested
 * objects collapsed), the example request as an ```http samples fence (turned
 * into the seven language tabs by plugins/remark/restSamples.ts), the responses,
 * the errors and related links.
 *
 * Two panes are plain markup and CSS (src/css/custom.css, "REST reference"): each
 * `api-columns` block puts its main part on the left and its examples in a
 * sticky right pane when the column is wide enough, and stacks them below that.
 */
import {splitSentences} from '../../../lib/markdown/sentences';
import {jsonSyntax, printLiteral, type JsonValue} from '../../../lib/samples';
import {statusLabel, pageOf, type ApiModel, type ApiOperation, type ApiPage, type ApiResponse} from '../../../lib/openapi/model';
import {describeSchema, fieldGroups, typeLabel, type Obj} from '../../../lib/openapi/schema';
import {fieldGroupMarkdown, fieldList, parameterFields} from './fields';
import {endpointHeader, TRY_IT_IMPORT} from './header';
import {docLink, relatedSection} from './links';
import {codeSpan, kebab, mdxBlock, mdxCell, mdxInline, yamlString} from './mdx';
import {exampleRequest, jsonMedia} from './samples';

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** Splits Markdown into its first sentence and the rest, never inside a code span. */
export function splitLead(markdown: string): {lead: string; rest: string} {
  const text = markdown.trim();
  const paragraphEnd = text.search(/\n\s*\n/);
  const first = paragraphEnd < 0 ? text : text.slice(0, paragraphEnd);
  const [sentence = ''] = splitSentences(first);
  const lead = sentence.replace(/\s*\n\s*/g, ' ');
  const rest = `${first.slice(sentence.length).trim()}${paragraphEnd < 0 ? '' : text.slice(paragraphEnd)}`.trim();
  return {lead, rest};
}

/** Main content on the left, examples in the right pane; without examples, the main content alone. */
function columns(main: string[], aside: string[]): string[] {
  if (aside.length === 0) return main;
  return [
    '<div className="api-columns">',
    '<div className="api-columns__main">',
    '',
    ...main,
    '',
    '</div>',
    '<div className="api-columns__aside">',
    '',
    ...aside,
    '',
    '</div>',
    '</div>',
    '',
  ];
}

/** One success response: its fields on the left, its examples in the right pane. */
function responseBlock(response: ApiResponse, model: ApiModel, level: string): string[] {
  const main: string[] = [`${level}# ${statusLabel(response.status)}`, ''];
  const aside: string[] = [];
  if (response.description) main.push(mdxBlock(response.description), '');
  for (const header of response.headers) main.push(`Header ${codeSpan(header.name)}: ${mdxInline(header.description)}`, '');
  const label = (summary?: string) => `**${statusLabel(response.status)}${summary ? `: ${mdxInline(summary)}` : ''}**`;
  for (const media of response.content) {
    if (/json/.test(media.mediaType)) {
      if (media.schema) main.push(...fieldGroupMarkdown(fieldGroups(media.schema, model.resolver)));
      for (const example of media.examples) {
        aside.push(
          label(media.examples.length > 1 ? example.summary : undefined),
          '',
          '```json',
          printLiteral(example.value as JsonValue, jsonSyntax),
          '```',
          '',
        );
      }
    } else if (media.mediaType.startsWith('text/')) {
      main.push(`The body is ${codeSpan(media.mediaType)}.`, '');
      for (const example of media.examples) aside.push(label(), '', '```text', String(example.value).replace(/\n$/, ''), '```', '');
    } else {
      main.push(`The body is binary, of type ${codeSpan(media.mediaType)}.`, '');
    }
  }
  return columns(main, aside);
}

/**
 * Statuses every operation shares, with the same cause and remedy everywhere: a row links to
 * their entry in the error catalogue (docs/api/error-handling.mdx) instead of repeating it.
 */
const SHARED_STATUS_ANCHORS: Record<string, string> = {
  '401': '401-and-403-have-no-body',
  '403': '401-and-403-have-no-body',
  '429': 'when-to-retry',
};
/** Codes that are shared in the same way (the rate limit every call is under). */
const SHARED_CODES = new Set(['RATE_LIMIT_EXCEEDED']);

/**
 * The `## Errors` section: a compact table, one row per error the call can return (status,
 * code, what to do), from the document's error catalogue (`x-error-codes`) and, for a status
 * without a body (401, 403), the response's own `x-action`. The statuses every call shares
 * give the first sentence of the remedy and link to the catalogue for the rest. Below 600 px
 * the rows stack, each cell under its header (src/css/custom.css, "Tables").
 */
function errorsSection(op: ApiOperation, page: ApiPage, model: ApiModel): string[] {
  const catalogue = new Map(model.errorCodes.map((entry) => [entry.code, entry]));
  const rows: string[] = [];
  const handling = (anchor: string) => docLink(page.file, 'api/error-handling.mdx', anchor);
  const statusCell = (status: string, shared: boolean) => {
    const label = statusLabel(status);
    const anchor = SHARED_STATUS_ANCHORS[status];
    return shared && anchor ? `[${label}](${handling(anchor)})` : label;
  };
  const responses = op.responses.filter((r) => !r.status.startsWith('2')).sort((a, b) => a.status.localeCompare(b.status));
  for (const response of responses) {
    const entries = op.errorCodes.map((code) => catalogue.get(code)).filter((entry) => entry?.status === response.status);
    if (entries.length === 0) {
      const shared = response.status in SHARED_STATUS_ANCHORS;
      const remedy = response.action ?? response.description;
      const text = shared ? splitLead(remedy).lead : [response.description, response.action].filter(Boolean).join(' ');
      rows.push(`| ${statusCell(response.status, shared)} | None: the body is empty | ${mdxCell(text)} |`);
      continue;
    }
    for (const entry of entries) {
      const shared = SHARED_CODES.has(entry!.code);
      const text = shared ? splitLead(entry!.action).lead : `${entry!.meaning} ${entry!.action}`;
      rows.push(`| ${statusCell(response.status, shared)} | ${codeSpan(entry!.code)} | ${mdxCell(text)} |`);
    }
  }
  if (rows.length === 0) return [];
  return [
    '| Status | Code | What to do |',
    '| --- | --- | --- |',
    ...rows,
    '',
    `Branch on \`errors[].code\`, not on the message. [Error handling](${docLink(page.file, 'api/error-handling.mdx')}) shows the error body and lists every code.`,
    '',
  ];
}

function operationBody(op: ApiOperation, page: ApiPage, model: ApiModel, level: string): string[] {
  const main: string[] = [];
  const {lead, rest} = splitLead(op.description);
  main.push(mdxInline(lead), '', ...endpointHeader(op, page.file));
  if (op.deprecated) {
    const replacement = op.related.map((id) => model.operations.find((o) => o.id === id)).find(Boolean);
    const target = replacement && pageOf(model, replacement.id);
    const instead = replacement && target ? ` Use [${mdxInline(replacement.summary)}](${docLink(page.file, target.file)}) instead.` : '';
    main.push(
      ':::warning[Deprecated]',
      '',
      `This call is deprecated: it keeps working for existing integrations, but do not build on it.${instead}`,
      '',
      ':::',
      '',
    );
  }
  if (rest) main.push(mdxBlock(rest), '');
  if (op.parameterNote) main.push(mdxBlock(op.parameterNote), '');

  const pathParams = op.path.match(/\{[^}]+\}/g)?.map((p) => p.slice(1, -1)) ?? [];
  const byName = (location: string) => op.parameters.filter((p) => p.in === location);
  const pathRows = [...byName('path')].sort((a, b) => pathParams.indexOf(String(a.name)) - pathParams.indexOf(String(b.name)));
  const sections: Array<[string, Obj[]]> = [
    ['Path parameters', pathRows],
    ['Query parameters', byName('query')],
    ['Header parameters', byName('header')],
  ];
  for (const [title, params] of sections) {
    if (params.length === 0) continue;
    main.push(`${level} ${title}`, '', ...fieldList(parameterFields(params, model.resolver)));
  }
  if (op.requestBody) {
    main.push(`${level} Request body`, '');
    if (op.requestBody.description) main.push(mdxBlock(op.requestBody.description), '');
    if (!op.requestBody.required) main.push('The body is optional.', '');
    const media = jsonMedia(op.requestBody.content);
    if (media?.schema) {
      const groups = fieldGroups(media.schema, model.resolver);
      if (groups.length > 0) main.push(...fieldGroupMarkdown(groups));
      else {
        const schema = model.resolver.get(media.schema);
        main.push(`A JSON ${mdxInline(typeLabel(schema, model.resolver))}. ${mdxBlock(describeSchema(schema, model.resolver))}`.trim(), '');
      }
    }
  }
  const out = columns(main, [`${level} Example request`, '', ...exampleRequest(op)]);
  out.push(`${level} Response`, '');
  for (const response of op.responses.filter((r) => r.status.startsWith('2'))) out.push(...responseBlock(response, model, level));
  out.push(`${level} Errors`, '', ...errorsSection(op, page, model));
  return out;
}

/** An operationId in words, for a heading: validatePublishedVersion -> "Validate published version". */
export function operationName(id: string): string {
  const words = kebab(id).replace(/-/g, ' ');
  return words[0].toUpperCase() + words.slice(1);
}

function countWord(count: number): string {
  const word = NUMBER_WORDS[count] ?? String(count);
  return word[0].toUpperCase() + word.slice(1);
}

/** The whole MDX file of one page. */
export function renderPage(page: ApiPage, model: ApiModel): string {
  const frontMatter = [
    '---',
    `title: ${yamlString(page.title)}`,
    `description: ${yamlString(page.description)}`,
    'kind: operation',
    `operationIds: [${page.operations.map((op) => yamlString(op.id)).join(', ')}]`,
    `slug: /${page.route}`,
    `sidebar_label: ${yamlString(page.title)}`,
    // The right pane of the two-pane layout takes the place of the table of contents; a page of
    // several calls keeps one that lists them (the panes then stack, src/css/custom.css).
    ...(page.operations.length === 1 ? ['hide_table_of_contents: true'] : ['toc_max_heading_level: 2']),
    '---',
  ];
  const out: string[] = [
    ...frontMatter,
    '',
    '{/* Generated from openapi/ by plugins/openapi-docs: edit the OpenAPI document, not this file. */}',
    '',
    TRY_IT_IMPORT,
    '',
  ];
  if (page.operations.length === 1) {
    out.push(...operationBody(page.operations[0], page, model, '##'));
  } else {
    const summaries = new Set(page.operations.map((op) => op.summary));
    const distinct = summaries.size === page.operations.length;
    // Each call's heading names what it does, in words (the header under it shows method and path).
    const heading = (op: ApiOperation) => (distinct ? mdxInline(op.summary) : operationName(op.id));
    out.push(`${countWord(page.operations.length)} calls share this page:`, '');
    for (const op of page.operations) {
      out.push(`- [${heading(op)}](#${kebab(op.id)}): ${mdxInline(splitLead(op.description).lead)}`);
    }
    out.push('');
    for (const op of page.operations) {
      out.push(`## ${heading(op)} {/* #${kebab(op.id)} */}`, '', ...operationBody(op, page, model, '###'));
    }
  }
  out.push('## Related', '', ...relatedSection(page, model), '');
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
