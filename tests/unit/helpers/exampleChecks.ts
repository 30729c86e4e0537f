/**
 * An example agrees with the request it answers: fields that only `expand`
 * adds appear only when the request asks for them, a page carries a cursor to
 * the next page only when a next page can exist, and an operation lists in
 * `x-error-codes` every code that the parts of its request can raise
 * (domain/rest-api.yaml `error_codes[].fields`).
 *
 * Used on the OpenAPI document's own examples (answering the request its
 * operation page shows: the required parameters only) and on the JSON blocks
 * of the docs that follow an ```http samples request.
 */
import {asArray, asObj, isObj, type Resolver} from '../../../lib/openapi/schema';
import type {ApiOperation} from '../../../lib/openapi/model';

/** What an example answers: the query of its request, and the text that says which request that is. */
export type ExampleContext = {query: URLSearchParams; said?: string};

const EXPAND_ONLY = /Present only with `expand=(\w+)`/;

/** The properties a schema declares, through $ref and composition. */
function propertiesOf(node: unknown, resolver: Resolver, seen = new Set<unknown>()): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (!isObj(node) || seen.has(node)) return out;
  seen.add(node);
  const schema = resolver.get(node);
  for (const [name, property] of Object.entries(asObj(schema.properties))) out.set(name, property);
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    for (const branch of asArray(schema[key]))
      for (const [name, property] of propertiesOf(branch, resolver, seen)) if (!out.has(name)) out.set(name, property);
  }
  return out;
}

/** Description of a property: its own (next to a $ref) or its schema's. */
function descriptionOf(property: unknown, resolver: Resolver): string {
  const own = asObj(property).description;
  return typeof own === 'string' ? own : String(resolver.get(property).description ?? '');
}

/** Every field of `value` that its schema says only `expand=<value>` adds, with that value and where it sits. */
export function expandOnlyFields(value: unknown, schema: unknown, resolver: Resolver, at = ''): Array<{path: string; expand: string}> {
  const found: Array<{path: string; expand: string}> = [];
  if (Array.isArray(value)) {
    const items = resolver.get(schema).items;
    value.forEach((item, index) => found.push(...expandOnlyFields(item, items, resolver, `${at}[${index}]`)));
    return found;
  }
  if (!isObj(value) || schema === undefined) return found;
  const properties = propertiesOf(schema, resolver);
  for (const [name, item] of Object.entries(value)) {
    const property = properties.get(name);
    if (property === undefined) continue;
    const path = at ? `${at}.${name}` : name;
    const expand = EXPAND_ONLY.exec(descriptionOf(property, resolver))?.[1];
    if (expand) found.push({path, expand});
    found.push(...expandOnlyFields(item, property, resolver, path));
  }
  return found;
}

/** The page size a list request asks for: its `limit`, or the operation's default. */
export function pageLimit(op: ApiOperation, query: URLSearchParams): number | undefined {
  const asked = query.get('limit');
  if (asked !== null) return Number(asked);
  const limit = op.parameters.find((param) => param.in === 'query' && param.name === 'limit');
  const fallback = limit && asObj(limit.schema).default;
  return typeof fallback === 'number' ? fallback : undefined;
}

/** Problems of one example body with the request it answers. */
export function exampleProblems(op: ApiOperation, value: unknown, schema: unknown, context: ExampleContext, resolver: Resolver): string[] {
  const problems: string[] = [];
  const expanded = new Set(context.query.getAll('expand').flatMap((entry) => entry.split(',')));
  for (const field of expandOnlyFields(value, schema, resolver)) {
    if (expanded.has(field.expand) || context.said?.includes(`expand=${field.expand}`)) continue;
    problems.push(`shows ${field.path}, which only expand=${field.expand} adds, but the request does not ask for it`);
  }
  if (isObj(value) && Array.isArray(value.items)) {
    const items = value.items;
    const limit = pageLimit(op, context.query);
    if ('next_page_starts_after' in value) {
      if (limit !== undefined && items.length < limit)
        problems.push(`has next_page_starts_after with ${items.length} of at most ${limit} items: a page that is not full is the last one`);
      const last = items.at(-1);
      if (isObj(last) && 'id' in last && last.id !== value.next_page_starts_after)
        problems.push(
          `next_page_starts_after is ${String(value.next_page_starts_after)}, not the id of the last item (${String(last.id)})`,
        );
    }
    if ('previous_page_ends_before' in value && !context.query.has('start_after_id') && !context.query.has('end_before_id'))
      problems.push('has previous_page_ends_before, but a request without a cursor gets the first page');
  }
  return problems;
}

/**
 * Codes an operation must list: those whose `fields` name a path parameter or a body field of its request. A body
 * field counts at any depth: `body.channels` also names the `channels` of each entry of create multiple events.
 */
export function requiredErrorCodes(
  op: ApiOperation,
  fieldsByCode: ReadonlyMap<string, readonly string[]>,
  resolver: Resolver,
): Map<string, string> {
  const parts = new Set<string>();
  for (const param of op.parameters) if (param.in === 'path') parts.add(`path.${String(param.name)}`);
  for (const media of op.requestBody?.content ?? []) {
    if (!/json/.test(media.mediaType)) continue;
    const visit = (schema: unknown, seen: Set<unknown>) => {
      const node = resolver.get(schema);
      if (seen.has(node)) return;
      seen.add(node);
      for (const [name, property] of propertiesOf(schema, resolver)) {
        parts.add(`body.${name}`);
        visit(property, seen);
      }
      if (isObj(node.items)) visit(node.items, seen);
    };
    visit(media.schema, new Set());
  }
  const required = new Map<string, string>();
  for (const [code, fields] of fieldsByCode) {
    const part = fields.find((field) => parts.has(field));
    if (part) required.set(code, part);
  }
  return required;
}
