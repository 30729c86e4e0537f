/**
 * Renders one operation page as MDX, in the page shape of WRITING.md ("REST
 * API operation"): one sentence, the request line with its key and lane,
 * parameter and body tables, the example request as an ```http samples fence
 * (turned into the seven language tabs by src/remark/restSamples.ts), the
 * response, the errors and related links.
 */
import path from 'node:path';
import {createRequest, formatHttpFence, jsonSyntax, printLiteral, type JsonValue} from '../../src/samples';
import {codeSpan, kebab, mdxBlock, mdxCell, mdxInline, yamlString} from './mdx';
import {acceptsSecretKey, firstSentence, operationTarget, pageOf, pagesOfTag, type ApiMedia, type ApiModel, type ApiOperation, type ApiPage} from './model';
import {asObj, describeSchema, fieldTables, typeLabel, type FieldTable, type Obj, type Resolver} from './schema';

export const API_HOST_TEMPLATE = 'https://api-{region}.tessera.example';

const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '409': 'Conflict',
  '410': 'Gone',
  '422': 'Unprocessable Content',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
};

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

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

/** Splits Markdown into its first sentence and the rest, never inside a code span. */
export function splitLead(markdown: string): {lead: string; rest: string} {
  const text = markdown.trim();
  const paragraphEnd = text.search(/\n\s*\n/);
  const first = paragraphEnd < 0 ? text : text.slice(0, paragraphEnd);
  const masked = first.replace(/`[^`]*`/g, (span) => 'x'.repeat(span.length));
  const boundary = /[.!?](?=\s+[A-Z0-9`"'(])/.exec(masked);
  if (!boundary) return {lead: first.replace(/\s*\n\s*/g, ' '), rest: paragraphEnd < 0 ? '' : text.slice(paragraphEnd).trim()};
  const cut = boundary.index + 1;
  const lead = first.slice(0, cut).replace(/\s*\n\s*/g, ' ');
  const rest = `${first.slice(cut).trim()}${paragraphEnd < 0 ? '' : text.slice(paragraphEnd)}`.trim();
  return {lead, rest};
}

function statusLabel(status: string): string {
  return STATUS_TEXT[status] ? `${status} ${STATUS_TEXT[status]}` : status;
}

function authSentence(op: ApiOperation, file: string): string {
  const auth = (anchor: string) => docLink(file, 'api/authentication.mdx', anchor);
  const hasSecret = acceptsSecretKey(op);
  const hasAdminWorkspace = op.security.some((alt) => alt.includes('adminKey') && alt.includes('workspaceKey'));
  if (hasSecret) {
    return `Authenticate with the [workspace secret key](${auth('workspace-secret-key')}), or with the [company admin key](${auth('company-admin-key')}) and the \`X-Workspace-Key\` header.`;
  }
  const base = `Authenticate with the [company admin key](${auth('company-admin-key')}), or with a [sandbox admin key](${auth('sandbox-admin-key')}) inside a sandbox; a workspace secret key is rejected.`;
  return hasAdminWorkspace ? `${base} Add the \`X-Workspace-Key\` header to act on a workspace other than the default one.` : base;
}

function laneSentence(op: ApiOperation, file: string): string {
  const link = docLink(file, 'api/rate-limit.mdx', 'two-lanes');
  return op.lane === 'priority'
    ? `The call runs in the [priority lane](${link}): 100 concurrent requests per company.`
    : `The call runs in the [regular lane](${link}): 10 concurrent requests per company, so keep it out of your sales flow.`;
}

function requestLine(op: ApiOperation): string {
  return codeSpan(`${op.method} ${API_HOST_TEMPLATE}${operationTarget(op)}`);
}

function table(headers: string[], rows: string[][]): string {
  return [`| ${headers.join(' | ')} |`, `| ${headers.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

function parameterRows(params: Obj[], resolver: Resolver): string[][] {
  return params.map((param) => {
    const schema = asObj(param.schema);
    // The parameter's own description wins over the schema's; keep the schema's facts (enum, default).
    const facts = {...resolver.get(schema), description: undefined};
    const extra = describeSchema(facts, resolver);
    let description = [String(param.description ?? '').trim(), extra].filter(Boolean).join(' ');
    if (schema.type === 'array' && param.in === 'query' && param.explode !== false) {
      description = `${description} Repeat the parameter for several values.`.trim();
    }
    return [codeSpan(String(param.name)), mdxCell(typeLabel(schema, resolver)), param.required === true ? 'Yes' : 'No', mdxCell(description)];
  });
}

function fieldTableMarkdown(tables: FieldTable[]): string[] {
  const out: string[] = [];
  for (const t of tables) {
    if (t.title) out.push(`**${mdxInline(t.title)}**`, '');
    if (t.note) out.push(mdxInline(t.note), '');
    if (t.rows.length > 0) {
      out.push(
        table(
          ['Name', 'Type', 'Required', 'Description'],
          t.rows.map((row) => [codeSpan(row.name), mdxCell(row.type), row.required, mdxCell(row.description)]),
        ),
        '',
      );
    }
  }
  return out;
}

/** A parameter's documented example: its own, its schema's, the first allowed value, or the default. */
function paramExample(param: Obj): unknown {
  const schema = asObj(param.schema);
  return param.example ?? schema.example ?? (Array.isArray(schema.enum) ? schema.enum[0] : undefined) ?? schema.default;
}

/** The value a path parameter takes in samples: a YOUR_* placeholder for keys, else the documented example. */
export function sampleValue(param: Obj): string {
  const name = String(param.name);
  const placeholder = `YOUR_${name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`;
  if (/Key$/.test(name) || name === 'holdToken') return placeholder;
  const example = paramExample(param);
  return example === undefined ? placeholder : encodeURIComponent(String(example));
}

function samplePath(op: ApiOperation): string {
  const pathParams = new Map(op.parameters.filter((p) => p.in === 'path').map((p) => [String(p.name), p]));
  const filled = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const param = pathParams.get(name);
    return param ? sampleValue(param) : `YOUR_${name.toUpperCase()}`;
  });
  const query = new URLSearchParams(op.fixedQuery ?? '');
  for (const param of op.parameters) {
    if (param.in !== 'query' || param.required !== true) continue;
    const example = paramExample(param);
    if (example !== undefined) query.append(String(param.name), String(example));
  }
  const search = query.toString();
  return search ? `${filled}?${search}` : filled;
}

function sampleKey(op: ApiOperation): string | undefined {
  return acceptsSecretKey(op) ? undefined : 'YOUR_COMPANY_ADMIN_KEY';
}

function httpFence(op: ApiOperation, body?: JsonValue, mediaType?: string): string {
  const request = createRequest({
    method: op.method,
    path: samplePath(op),
    // Without a media type, createRequest sends JSON's.
    headers: body === undefined || mediaType === undefined ? [] : [['Content-Type', mediaType]],
    body,
    key: sampleKey(op),
  });
  const {meta, code} = formatHttpFence(request);
  return ['```http ' + meta, code, '```'].join('\n');
}

function jsonMedia(content: ApiMedia[]): ApiMedia | undefined {
  return content.find((media) => /json/.test(media.mediaType));
}

function exampleRequest(op: ApiOperation): string[] {
  const media = op.requestBody ? jsonMedia(op.requestBody.content) : undefined;
  if (!media || media.examples.length === 0) return [httpFence(op), ''];
  const out: string[] = [];
  for (const example of media.examples) {
    if (media.examples.length > 1 && example.summary) out.push(`**${mdxInline(example.summary)}**`, '');
    out.push(httpFence(op, example.value as JsonValue, media.mediaType), '');
  }
  return out;
}

function responseSection(op: ApiOperation, model: ApiModel, level: string): string[] {
  const out: string[] = [];
  const successes = op.responses.filter((r) => r.status.startsWith('2'));
  for (const response of successes) {
    out.push(`${level}# ${statusLabel(response.status)}`, '');
    if (response.description) out.push(mdxBlock(response.description), '');
    for (const header of response.headers) out.push(`Header ${codeSpan(header.name)}: ${mdxInline(header.description)}`, '');
    for (const media of response.content) {
      if (/json/.test(media.mediaType)) {
        if (media.schema) out.push(...fieldTableMarkdown(fieldTables(media.schema, model.resolver)));
        for (const example of media.examples) {
          if (media.examples.length > 1 && example.summary) out.push(`**${mdxInline(example.summary)}**`, '');
          out.push('```json', printLiteral(example.value as JsonValue, jsonSyntax), '```', '');
        }
      } else if (media.mediaType.startsWith('text/')) {
        out.push(`The body is ${codeSpan(media.mediaType)}:`, '');
        for (const example of media.examples) out.push('```text', String(example.value).replace(/\n$/, ''), '```', '');
      } else {
        out.push(`The body is binary, of type ${codeSpan(media.mediaType)}.`, '');
      }
    }
  }
  return out;
}

/**
 * The `## Errors` section: per error status, the codes the operation can
 * return (`x-error-codes`) with why and what to do, from the document's error
 * catalogue; a status without a body (401, 403) with its response's own
 * description and `x-action`. A list rather than a table, so the prose wraps
 * on a phone.
 */
function errorsSection(op: ApiOperation, page: ApiPage, model: ApiModel): string[] {
  const catalogue = new Map(model.errorCodes.map((entry) => [entry.code, entry]));
  const out: string[] = [];
  const responses = op.responses.filter((r) => !r.status.startsWith('2')).sort((a, b) => a.status.localeCompare(b.status));
  for (const response of responses) {
    const entries = op.errorCodes.map((code) => catalogue.get(code)).filter((entry) => entry?.status === response.status);
    const status = `**${codeSpan(statusLabel(response.status))}**`;
    if (entries.length === 0) {
      out.push(`${status}: ${mdxInline(response.description)}${response.action ? ` **What to do:** ${mdxInline(response.action)}` : ''}`, '');
      continue;
    }
    out.push(status, '');
    for (const entry of entries) out.push(`- ${codeSpan(entry!.code)}: ${mdxInline(entry!.meaning)} **What to do:** ${mdxInline(entry!.action)}`);
    out.push('');
  }
  if (out.length === 0) return [];
  out.push(`Branch on \`errors[].code\`, not on the message. [Error handling](${docLink(page.file, 'api/error-handling.mdx')}) shows the error body and lists every code.`, '');
  return out;
}

function operationBody(op: ApiOperation, page: ApiPage, model: ApiModel, level: string): string[] {
  const out: string[] = [];
  const {lead, rest} = splitLead(op.description);
  out.push(mdxInline(lead), '');
  out.push(requestLine(op), '', `${authSentence(op, page.file)} ${laneSentence(op, page.file)}`, '');
  if (op.deprecated) {
    const replacement = op.related.map((id) => model.operations.find((o) => o.id === id)).find(Boolean);
    const target = replacement && pageOf(model, replacement.id);
    const instead = replacement && target ? ` Use [${mdxInline(replacement.summary)}](${docLink(page.file, target.file)}) instead.` : '';
    out.push(':::warning[Deprecated]', '', `This call is deprecated: it keeps working for existing integrations, but do not build on it.${instead}`, '', ':::', '');
  }
  if (rest) out.push(mdxBlock(rest), '');
  if (op.parameterNote) out.push(mdxBlock(op.parameterNote), '');

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
    out.push(`${level} ${title}`, '', table(['Name', 'Type', 'Required', 'Description'], parameterRows(params, model.resolver)), '');
  }
  if (op.requestBody) {
    out.push(`${level} Request body`, '');
    if (op.requestBody.description) out.push(mdxBlock(op.requestBody.description), '');
    if (!op.requestBody.required) out.push('The body is optional.', '');
    const media = jsonMedia(op.requestBody.content);
    if (media?.schema) {
      const tables = fieldTables(media.schema, model.resolver);
      if (tables.length > 0) out.push(...fieldTableMarkdown(tables));
      else {
        const schema = model.resolver.get(media.schema);
        out.push(`A JSON ${mdxInline(typeLabel(schema, model.resolver))}. ${mdxBlock(describeSchema(schema, model.resolver))}`.trim(), '');
      }
    }
  }
  out.push(`${level} Example request`, '', ...exampleRequest(op));
  out.push(`${level} Response`, '', ...responseSection(op, model, level));
  out.push(`${level} Errors`, '', ...errorsSection(op, page, model));
  return out;
}

function relatedSection(page: ApiPage, model: ApiModel): string[] {
  const out: string[] = [];
  const tags = [...new Set(page.operations.map((op) => op.tag))];
  for (const name of tags) {
    const tag = model.tags.find((t) => t.name === name);
    if (!tag) continue;
    out.push(`- [${mdxInline(tag.displayName)}](${docLink(page.file, `api/${tag.name}.mdx`)}): ${mdxInline(firstSentence(tag.description, 1))}`);
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
    '---',
  ];
  const out: string[] = [
    ...frontMatter,
    '',
    '{/* Generated from openapi/ by plugins/openapi-docs: edit the OpenAPI document, not this file. */}',
    '',
  ];
  if (page.operations.length === 1) {
    out.push(...operationBody(page.operations[0], page, model, '##'));
  } else {
    const summaries = new Set(page.operations.map((op) => op.summary));
    const distinct = summaries.size === page.operations.length;
    const heading = (op: ApiOperation) =>
      distinct ? mdxInline(op.summary) : codeSpan(`${op.method} ${operationTarget(op)}`);
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
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}
