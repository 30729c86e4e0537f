/**
 * Renders one operation page as MDX, in the page shape of WRITING.md ("REST
 * API operation"): one sentence, a header (method, copyable path, key, lane,
 * hosts), parameters and body fields as stacked lists (<FieldList>, nested
 * objects collapsed), the example request as an ```http samples fence (turned
 * into the seven language tabs by plugins/remark/restSamples.ts), the responses,
 * the errors and related links.
 *
 * Two panes are plain markup and CSS (src/css/custom.css, "REST reference"): each
 * `api-columns` block puts its main part on the left and its examples in a
 * sticky right pane from 1200 px, and stacks them below that.
 */
import path from 'node:path';
import {createRequest, formatHttpFence, jsonSyntax, printLiteral, type JsonValue} from '../../lib/samples';
import {codeSpan, kebab, mdxBlock, mdxInline, yamlString} from './mdx';
import {acceptsSecretKey, firstSentence, statusLabel, operationTarget, pageOf, pagesOfTag, type ApiMedia, type ApiModel, type ApiOperation, type ApiPage, type ApiResponse} from '../../lib/openapi/model';
import {asObj, describeSchema, fieldGroups, typeLabel, type FieldGroup, type FieldNode, type Obj, type Resolver} from '../../lib/openapi/schema';
import {site} from '../../config/site';

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

function keyFact(op: ApiOperation, file: string): string {
  const auth = (anchor: string) => docLink(file, 'api/authentication.mdx', anchor);
  if (acceptsSecretKey(op)) {
    return `[Workspace secret key](${auth('workspace-secret-key')}), or the [company admin key](${auth('company-admin-key')}) with \`X-Workspace-Key\``;
  }
  const admin = `[Company admin key](${auth('company-admin-key')}), or a [sandbox admin key](${auth('sandbox-admin-key')}) in a sandbox; a workspace secret key is rejected`;
  const aimsAtWorkspace = op.security.some((alt) => alt.includes('adminKey') && alt.includes('workspaceKey'));
  return aimsAtWorkspace ? `${admin}. Add \`X-Workspace-Key\` to act on a workspace other than the default one` : admin;
}

function laneFact(op: ApiOperation, file: string): string {
  const link = docLink(file, 'api/rate-limit.mdx', 'two-lanes');
  return op.lane === 'priority'
    ? `[Priority lane](${link}): 100 concurrent requests per company`
    : `[Regular lane](${link}): 10 concurrent requests per company; keep it out of your sales flow`;
}

function hostsFact(file: string): string {
  const hosts = site.apiRegions.map((region) => codeSpan(new URL(site.apiHost(region)).host));
  return `${hosts.join(' ')} ([your account's region](${docLink(file, 'api/regions.mdx')}))`;
}

/** A JSX attribute value: the string literal form unless the value holds a quote. */
function attribute(name: string, value: string): string {
  return value.includes('"') ? `${name}={${JSON.stringify(value)}}` : `${name}="${value}"`;
}

/** The header of an operation: method, copyable path, then the key, the lane and the hosts. */
function endpointHeader(op: ApiOperation, file: string): string[] {
  const facts: Array<[string, string]> = [
    ['Key', keyFact(op, file)],
    ['Rate limit', laneFact(op, file)],
    ['Hosts', hostsFact(file)],
  ];
  return [
    '<div className="api-header">',
    `<Endpoint ${attribute('method', op.method)} ${attribute('path', operationTarget(op))} />`,
    '<dl className="api-facts">',
    ...facts.map(([term, value]) => `<div><dt>${term}</dt><dd>${mdxInline(value)}</dd></div>`),
    '</dl>',
    '</div>',
    '',
  ];
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

/** One <Field>: a leaf on one line (its description inline), a parent with its children collapsed under it. */
function fieldMarkup(field: FieldNode): string[] {
  const attributes = [attribute('name', field.name), attribute('type', field.type)];
  if (field.required === 'required') attributes.push('required');
  if (field.required === 'conditional') attributes.push('required="conditional"');
  const open = `<Field ${attributes.join(' ')}>`;
  const description = mdxInline(field.description);
  if (field.children.length === 0) return [`${open}${description}</Field>`];
  return [open, '', ...(description ? [description, ''] : []), '<FieldList nested>', ...field.children.flatMap(fieldMarkup), '</FieldList>', '</Field>'];
}

function fieldList(fields: FieldNode[]): string[] {
  return ['<FieldList>', ...fields.flatMap(fieldMarkup), '</FieldList>', ''];
}

function parameterFields(params: Obj[], resolver: Resolver): FieldNode[] {
  return params.map((param) => {
    const schema = asObj(param.schema);
    // The parameter's own description wins over the schema's; keep the schema's facts (enum, default).
    const facts = {...resolver.get(schema), description: undefined};
    const extra = describeSchema(facts, resolver);
    let description = [String(param.description ?? '').trim(), extra].filter(Boolean).join(' ');
    if (schema.type === 'array' && param.in === 'query' && param.explode !== false) {
      description = `${description} Repeat the parameter for several values.`.trim();
    }
    return {name: String(param.name), type: typeLabel(schema, resolver), required: param.required === true ? 'required' : 'optional', description, children: []};
  });
}

function fieldGroupMarkdown(groups: FieldGroup[]): string[] {
  const out: string[] = [];
  for (const group of groups) {
    if (group.title) out.push(`**${mdxInline(group.title)}**`, '');
    if (group.note) out.push(mdxInline(group.note), '');
    if (group.fields.length > 0) out.push(...fieldList(group.fields));
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
        aside.push(label(media.examples.length > 1 ? example.summary : undefined), '', '```json', printLiteral(example.value as JsonValue, jsonSyntax), '```', '');
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
  const main: string[] = [];
  const {lead, rest} = splitLead(op.description);
  main.push(mdxInline(lead), '', ...endpointHeader(op, page.file));
  if (op.deprecated) {
    const replacement = op.related.map((id) => model.operations.find((o) => o.id === id)).find(Boolean);
    const target = replacement && pageOf(model, replacement.id);
    const instead = replacement && target ? ` Use [${mdxInline(replacement.summary)}](${docLink(page.file, target.file)}) instead.` : '';
    main.push(':::warning[Deprecated]', '', `This call is deprecated: it keeps working for existing integrations, but do not build on it.${instead}`, '', ':::', '');
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
    // The right pane of the two-pane layout takes the place of the table of contents.
    'hide_table_of_contents: true',
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
