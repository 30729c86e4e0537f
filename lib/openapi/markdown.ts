/**
 * The Markdown of the REST operation pages, straight from the OpenAPI model
 * (lib/openapi/model.ts) rather than from the generated MDX, whose
 * layout is the site's business: request line, authentication, lane,
 * parameter and body fields, example requests in every sample language,
 * responses with their examples, errors and related calls. The MCP server's
 * get_operation answers with the same blocks.
 */
import type {BlockContent, PhrasingContent, Root, RootContent} from 'mdast';
import {site} from '../../config/site';
import {createRequest, jsonSyntax, printLiteral, restSamples, type JsonValue} from '../samples';
import {acceptsSecretKey, operationTarget, pageOf, statusLabel, type ApiMedia, type ApiModel, type ApiOperation, type ApiPage} from './model';
import {asObj, describeSchema, fieldGroups, typeLabel, type FieldNode, type Obj} from './schema';
import {blockquote, code, heading, inlineCode, link, list, markdownBlocks, pageHeader, markdownInline, paragraph, printMarkdown, strong, table, text} from '../markdown/syntax';

export const API_BASE = site.apiHost('{region}');

/** Where an operation's Markdown links: other pages' Markdown copies by route. */
export type OperationLinks = {markdownOfRoute(route: string): string | undefined};

type Depth = 2 | 3;

/** Readable names of the document's security schemes. */
const SCHEME_NAMES: Record<string, string> = {
  secretKey: 'the workspace secret key',
  adminKey: 'the company admin key (a sandbox admin key inside a sandbox)',
  workspaceKey: 'the `X-Workspace-Key` header',
};

function pageLink(links: OperationLinks, route: string, label: PhrasingContent[]): PhrasingContent[] {
  const url = links.markdownOfRoute(route);
  return url ? [link(url, label)] : label;
}

/** The ways to authenticate, one list item per alternative the document allows. */
function authentication(op: ApiOperation, links: OperationLinks): BlockContent[] {
  const lead: PhrasingContent[] = [strong([text('Authentication')]), text(' (see '), ...pageLink(links, '/docs/api/authentication', [text('authentication')]), text(')')];
  if (op.security.length === 0) return [paragraph([...lead, text(': none.')])];
  const alternatives = op.security.map((schemes) => markdownInline(schemes.map((name) => SCHEME_NAMES[name] ?? `\`${name}\``).join(' and ')));
  const out = [paragraph([...lead, text(alternatives.length > 1 ? ', any one of:' : ':')]), list(alternatives)];
  if (!acceptsSecretKey(op)) out.push(paragraph([text('A workspace secret key is rejected.')]));
  return out;
}

function lane(op: ApiOperation, links: OperationLinks): BlockContent {
  return paragraph([
    strong([text('Rate limit:')]),
    text(` the ${op.lane} lane (`),
    ...pageLink(links, '/docs/api/rate-limit', [text('rate limit')]),
    text(').'),
  ]);
}

function parameterTable(params: Obj[], model: ApiModel): BlockContent {
  const rows = params.map((param) => {
    const schema = asObj(param.schema);
    // The parameter's own description first, then what the schema adds (allowed values, default, bounds).
    const facts = describeSchema({...model.resolver.get(schema), description: undefined}, model.resolver);
    const description = [String(param.description ?? '').trim(), facts].filter(Boolean).join(' ');
    return [[inlineCode(String(param.name))], [text(typeLabel(schema, model.resolver))], [text(param.required === true ? 'Yes' : 'No')], markdownInline(description)];
  });
  return table(['Name', 'Type', 'Required', 'Description'], rows);
}

const REQUIRED_LABEL: Record<FieldNode['required'], string> = {required: 'Yes', optional: 'No', conditional: 'Conditional'};

/** A field tree as table rows, each child named by its path (`objects[].label`), as a Markdown table has no nesting. */
function fieldRows(fields: FieldNode[], prefix = ''): Array<{name: string; type: string; required: string; description: string}> {
  return fields.flatMap((field) => {
    const name = `${prefix}${field.name}`;
    const childPrefix = `${name}${field.type.startsWith('array') ? '[]' : ''}.`;
    return [{name, type: field.type, required: REQUIRED_LABEL[field.required], description: field.description}, ...fieldRows(field.children, childPrefix)];
  });
}

function schemaBlocks(schema: unknown, model: ApiModel): BlockContent[] {
  const tables = fieldGroups(schema, model.resolver).map((group) => ({...group, rows: fieldRows(group.fields)}));
  if (tables.length === 0) {
    const resolved = model.resolver.get(schema);
    return [paragraph([text(`A JSON ${typeLabel(resolved, model.resolver)}. `), ...markdownInline(describeSchema(resolved, model.resolver))])];
  }
  const out: BlockContent[] = [];
  for (const t of tables) {
    if (t.title) out.push(paragraph([strong([text(t.title)])]));
    if (t.note) out.push(paragraph(markdownInline(t.note)));
    if (t.rows.length > 0) {
      out.push(
        table(
          ['Name', 'Type', 'Required', 'Description'],
          t.rows.map((row) => [[inlineCode(row.name)], [text(row.type)], [text(row.required)], markdownInline(row.description)]),
        ),
      );
    }
  }
  return out;
}

/** The documented example of a parameter: its own, its schema's, the first allowed value, or the default. */
function parameterExample(param: Obj): unknown {
  const schema = asObj(param.schema);
  return param.example ?? schema.example ?? (Array.isArray(schema.enum) ? schema.enum[0] : undefined) ?? schema.default;
}

/** The request path with sample values: `YOUR_EVENT_KEY` for keys and tokens, documented examples otherwise. */
export function samplePath(op: ApiOperation): string {
  const byName = new Map(op.parameters.filter((p) => p.in === 'path').map((p) => [String(p.name), p]));
  const filled = op.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const placeholder = `YOUR_${name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`;
    const param = byName.get(name);
    const example = param && parameterExample(param);
    if (/Key$/.test(name) || name === 'holdToken' || example === undefined) return placeholder;
    return encodeURIComponent(String(example));
  });
  const query = new URLSearchParams(op.fixedQuery ?? '');
  for (const param of op.parameters) {
    const example = parameterExample(param);
    if (param.in === 'query' && param.required === true && example !== undefined) query.append(String(param.name), String(example));
  }
  const search = query.toString();
  return search ? `${filled}?${search}` : filled;
}

const jsonMedia = (content: ApiMedia[]) => content.find((media) => /json/.test(media.mediaType));

/** One fence per sample language for each request example (or for the bare request). */
function exampleRequests(op: ApiOperation): BlockContent[] {
  const media = op.requestBody ? jsonMedia(op.requestBody.content) : undefined;
  const examples = media && media.examples.length > 0 ? media.examples : [undefined];
  const out: BlockContent[] = [];
  for (const example of examples) {
    if (examples.length > 1 && example?.summary) out.push(paragraph([strong([text(example.summary)])]));
    const request = createRequest({
      method: op.method,
      path: samplePath(op),
      headers: example && media ? [['Content-Type', media.mediaType]] : [],
      body: example?.value as JsonValue | undefined,
      key: acceptsSecretKey(op) ? undefined : 'YOUR_COMPANY_ADMIN_KEY',
    });
    for (const sample of restSamples(request)) out.push(code(sample.fence, sample.code, `title=${JSON.stringify(sample.label)}`));
  }
  return out;
}

function responses(op: ApiOperation, model: ApiModel, depth: Depth): RootContent[] {
  const out: RootContent[] = [];
  for (const response of op.responses.filter((r) => r.status.startsWith('2'))) {
    out.push(heading((depth + 1) as 3 | 4, [text(statusLabel(response.status))]));
    if (response.description) out.push(...markdownBlocks(response.description));
    for (const header of response.headers) out.push(paragraph([text('Header '), inlineCode(header.name), text(': '), ...markdownInline(header.description)]));
    for (const media of response.content) {
      if (/json/.test(media.mediaType)) {
        if (media.schema) out.push(...schemaBlocks(media.schema, model));
        for (const example of media.examples) {
          if (media.examples.length > 1 && example.summary) out.push(paragraph([strong([text(example.summary)])]));
          out.push(code('json', printLiteral(example.value as JsonValue, jsonSyntax)));
        }
      } else if (media.mediaType.startsWith('text/')) {
        out.push(paragraph([text('The body is '), inlineCode(media.mediaType), text(':')]));
        for (const example of media.examples) out.push(code('text', String(example.value).replace(/\n$/, '')));
      } else {
        out.push(paragraph([text('The body is binary, of type '), inlineCode(media.mediaType), text('.')]));
      }
    }
  }
  return out;
}

function errors(op: ApiOperation, links: OperationLinks): BlockContent[] {
  const failures = op.responses.filter((r) => !r.status.startsWith('2')).sort((a, b) => a.status.localeCompare(b.status));
  if (failures.length === 0) return [];
  const rows = failures.map((r) => {
    const why: PhrasingContent[] = markdownInline(r.description);
    for (const header of r.headers) why.push(text(' Header '), inlineCode(header.name), text(': '), ...markdownInline(header.description));
    return [[inlineCode(statusLabel(r.status))], why];
  });
  return [
    table(['Status', 'Why'], rows),
    paragraph([text('Error bodies follow '), ...pageLink(links, '/docs/api/error-handling', [text('error handling')]), text('; 401 and 403 come with an empty body.')]),
  ];
}

/** Everything about one operation, under headings one level below `depth`. */
export function operationBlocks(op: ApiOperation, model: ApiModel, links: OperationLinks, depth: Depth = 2): RootContent[] {
  const sub = depth as 2 | 3;
  const out: RootContent[] = [...markdownBlocks(op.description)];
  out.push(paragraph([strong([text('Request:')]), text(' '), inlineCode(`${op.method} ${API_BASE}${operationTarget(op)}`)]));
  out.push(...authentication(op, links), lane(op, links));
  if (op.deprecated) {
    const replacement = op.related.map((id) => model.operations.find((other) => other.id === id)).find(Boolean);
    const target = replacement && pageOf(model, replacement.id);
    const instead: PhrasingContent[] = replacement && target ? [text(' Use '), ...pageLink(links, `/docs/${target.route}`, [text(replacement.summary)]), text(' instead.')] : [];
    out.push(blockquote([paragraph([strong([text('Deprecated')])]), paragraph([text('The call keeps working for existing integrations; do not build on it.'), ...instead])]));
  }
  if (op.parameterNote) out.push(...markdownBlocks(op.parameterNote));
  const order = op.path.match(/\{[^}]+\}/g)?.map((p) => p.slice(1, -1)) ?? [];
  const located = (where: string) => op.parameters.filter((p) => p.in === where);
  const sections: Array<[string, Obj[]]> = [
    ['Path parameters', located('path').sort((a, b) => order.indexOf(String(a.name)) - order.indexOf(String(b.name)))],
    ['Query parameters', located('query')],
    ['Header parameters', located('header')],
  ];
  for (const [title, params] of sections) {
    if (params.length > 0) out.push(heading(sub, [text(title)]), parameterTable(params, model));
  }
  if (op.requestBody) {
    out.push(heading(sub, [text('Request body')]));
    if (op.requestBody.description) out.push(...markdownBlocks(op.requestBody.description));
    if (!op.requestBody.required) out.push(paragraph([text('The body is optional.')]));
    const media = jsonMedia(op.requestBody.content);
    if (media?.schema) out.push(...schemaBlocks(media.schema, model));
  }
  out.push(heading(sub, [text('Example request')]), ...exampleRequests(op));
  out.push(heading(sub, [text('Response')]), ...responses(op, model, sub));
  const failures = errors(op, links);
  if (failures.length > 0) out.push(heading(sub, [text('Errors')]), ...failures);
  return out;
}

function related(page: ApiPage, model: ApiModel, links: OperationLinks): RootContent[] {
  const items: PhrasingContent[][] = [];
  for (const name of new Set(page.operations.map((op) => op.tag))) {
    const tag = model.tags.find((t) => t.name === name);
    if (tag) items.push(pageLink(links, `/docs/api/${tag.name}`, [text(tag.displayName)]));
  }
  const here = new Set(page.operations.map((op) => op.id));
  const listed = new Set([page.slug]);
  for (const id of page.operations.flatMap((op) => op.related)) {
    const op = model.operations.find((o) => o.id === id);
    const target = op && pageOf(model, op.id);
    if (!op || !target || here.has(id) || listed.has(target.slug)) continue;
    listed.add(target.slug);
    items.push([...pageLink(links, `/docs/${target.route}`, [text(op.summary)]), text(': '), inlineCode(`${op.method} ${op.path}`)]);
  }
  return items.length > 0 ? [heading(2, [text('Related')]), list(items)] : [];
}

/** The Markdown copy of an operation page. */
export function operationPageMarkdown(page: ApiPage, model: ApiModel, links: OperationLinks): string {
  // No summary under the title: the page's description is the first sentence of the call's own.
  const children: RootContent[] = [...pageHeader(page.title)];
  if (page.operations.length === 1) {
    children.push(...operationBlocks(page.operations[0], model, links, 2));
  } else {
    for (const op of page.operations) children.push(heading(2, [text(op.summary)]), ...operationBlocks(op, model, links, 3));
  }
  children.push(...related(page, model, links));
  const root: Root = {type: 'root', children};
  return printMarkdown(root);
}

/** One operation alone (for the MCP server): its title, then everything about it. */
export function operationMarkdown(op: ApiOperation, model: ApiModel, links: OperationLinks): string {
  const page = pageOf(model, op.id);
  const url = page && links.markdownOfRoute(`/docs/${page.route}`);
  const children: RootContent[] = [heading(1, [text(op.summary)])];
  const facts: PhrasingContent[][] = [[strong([text('Operation ID:')]), text(' '), inlineCode(op.id)], [strong([text('Tag:')]), text(' '), inlineCode(op.tag)]];
  if (url) facts.push([strong([text('Page:')]), text(' '), link(url, [text(url)])]);
  children.push(list(facts), ...operationBlocks(op, model, links, 2));
  return printMarkdown({type: 'root', children});
}
