/**
 * The REST reference as the site needs it: tags in document order, every
 * operation (with the `x-variants` that document a second domain operation on
 * the same method and path), and one page per `x-slug`.
 */
import {operationErrorCodes, readErrorCatalogue, type ErrorCodeEntry} from './errors';
import {asArray, asObj, isObj, Resolver, type Obj} from './schema';
import {firstSentence} from '../markdown/read';

export {statusLabel, statusText} from './status';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

export type ApiTag = {name: string; displayName: string; description: string};

export type ApiExample = {name: string; summary?: string; value: unknown};

export type ApiMedia = {mediaType: string; schema?: unknown; examples: ApiExample[]};

export type ApiResponse = {
  status: string;
  description: string;
  /** What the caller should do (`x-action`), for responses without an error code, such as 401 and 403. */
  action?: string;
  headers: Array<{name: string; description: string}>;
  content: ApiMedia[];
};

export type ApiOperation = {
  /** The domain id: the operationId, or the variant's operationId. */
  id: string;
  method: string;
  path: string;
  /** A query string the variant always sends (`expand=events`). */
  fixedQuery?: string;
  summary: string;
  description: string;
  tag: string;
  slug: string;
  lane: 'priority' | 'regular';
  deprecated: boolean;
  /** Security alternatives: each is the list of schemes sent together. */
  security: string[][];
  parameters: Obj[];
  parameterNote?: string;
  requestBody?: {required: boolean; description?: string; content: ApiMedia[]};
  responses: ApiResponse[];
  /** The `errors[].code` values the operation can return (`x-error-codes`). */
  errorCodes: string[];
  related: string[];
  /** `x-page-description`: the description of a page that several calls share, given on one of them. */
  pageDescription?: string;
};

export type ApiPage = {
  /** The x-slug: names the generated file, docs/api/operations/<slug>.mdx. */
  slug: string;
  /** The route under /docs, normally `api/<slug>`. */
  route: string;
  /** Path of the generated file, relative to docs/. */
  file: string;
  docId: string;
  title: string;
  description: string;
  tag: string;
  operations: ApiOperation[];
};

export type ApiModel = {tags: ApiTag[]; operations: ApiOperation[]; pages: ApiPage[]; errorCodes: ErrorCodeEntry[]; resolver: Resolver};

export const OPERATIONS_DIR = 'api/operations';

function examplesOf(media: Obj, resolver: Resolver): ApiExample[] {
  const list: ApiExample[] = [];
  if ('example' in media) list.push({name: 'default', value: media.example});
  for (const [name, example] of Object.entries(asObj(media.examples))) {
    const resolved = resolver.get(example);
    list.push({name, summary: typeof resolved.summary === 'string' ? resolved.summary : undefined, value: resolved.value});
  }
  return list;
}

function mediaList(content: unknown, resolver: Resolver): ApiMedia[] {
  return Object.entries(asObj(content)).map(([mediaType, media]) => {
    const m = resolver.get(media);
    return {mediaType, schema: m.schema, examples: examplesOf(m, resolver)};
  });
}

function readTags(document: Obj): ApiTag[] {
  return asArray(document.tags).map((raw) => {
    const tag = asObj(raw);
    return {
      name: String(tag.name),
      displayName: String(tag['x-displayName'] ?? tag.name),
      description: String(tag.description ?? '').trim(),
    };
  });
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** What would make an operation's page broken: no id, an undeclared tag, a slug that is not a file name. */
function checkOperation(where: string, op: ApiOperation, tagNames: Set<string>, problems: string[]): void {
  if (!op.id) problems.push(`${where}: no operationId`);
  if (!tagNames.has(op.tag)) problems.push(`${where}: tag "${op.tag}" is not declared in the document's tags`);
  if (!SLUG.test(op.slug)) problems.push(`${where}: x-slug "${op.slug}" is not a page slug`);
}

/** Path-level parameters, overridden by the operation's own with the same name and location. */
function mergedParameters(shared: unknown[], op: Obj, resolver: Resolver): Obj[] {
  const params = new Map<string, Obj>();
  for (const raw of [...shared, ...asArray(op.parameters)]) {
    const param = resolver.get(raw);
    params.set(`${String(param.in)}:${String(param.name)}`, param);
  }
  return [...params.values()];
}

function readResponses(op: Obj, resolver: Resolver): ApiResponse[] {
  return Object.entries(asObj(op.responses)).map(([status, raw]) => {
    const response = resolver.get(raw);
    return {
      status,
      description: String(response.description ?? '').trim(),
      action: typeof response['x-action'] === 'string' ? response['x-action'].trim() : undefined,
      headers: Object.entries(asObj(response.headers)).map(([name, header]) => ({
        name,
        description: String(resolver.get(header).description ?? '').trim(),
      })),
      content: mediaList(response.content, resolver),
    };
  });
}

/** One operation of the document as written, with every example (its variants take theirs later). */
function readOperation(document: Obj, resolver: Resolver, apiPath: string, method: string, op: Obj, shared: unknown[]): ApiOperation {
  const id = String(op.operationId ?? '');
  const body = op.requestBody === undefined ? undefined : resolver.get(op.requestBody);
  return {
    id,
    method: method.toUpperCase(),
    path: apiPath,
    summary: String(op.summary ?? id),
    description: String(op.description ?? '').trim(),
    tag: String(asArray(op.tags)[0] ?? ''),
    slug: String(op['x-slug'] ?? ''),
    lane: op['x-lane'] === 'priority' ? 'priority' : 'regular',
    deprecated: op.deprecated === true,
    security: asArray(op.security ?? document.security).map((alternative) => Object.keys(asObj(alternative))),
    parameters: mergedParameters(shared, op, resolver),
    requestBody: body && {
      required: body.required === true,
      description: typeof body.description === 'string' ? body.description : undefined,
      content: mediaList(body.content, resolver),
    },
    responses: readResponses(op, resolver),
    errorCodes: operationErrorCodes(op),
    related: asArray(op['x-related']).map(String),
    pageDescription: typeof op['x-page-description'] === 'string' ? op['x-page-description'].trim() : undefined,
  };
}

/** Example names some variant claims, which the operation itself then leaves to it. */
type Claimed = {request: Set<string>; response: Set<string>};

/**
 * One `x-variants` entry: a second domain operation on the same method and path, with its own id, page,
 * fixed query and examples, and the operation it varies as its first related one.
 */
function readVariant(base: ApiOperation, variant: Obj, claimed: Claimed, where: string, tagNames: Set<string>, problems: string[]): ApiOperation {
  const variantId = String(variant.operationId ?? '');
  const variantTag = String(variant.tag ?? base.tag);
  if (!tagNames.has(variantTag)) problems.push(`${where} variant ${variantId}: unknown tag "${variantTag}"`);
  const requestExample = variant.requestExample === undefined ? undefined : String(variant.requestExample);
  const responseExample = variant.responseExample === undefined ? undefined : String(variant.responseExample);
  const fixedQuery = typeof variant.query === 'string' ? variant.query : undefined;
  const fixedNames = new Set(fixedQuery ? [...new URLSearchParams(fixedQuery).keys()] : []);
  // Query parameters the variant does not take (`omitParameters`), left out like the ones its query fixes.
  for (const name of asArray(variant.omitParameters).map(String)) {
    if (!base.parameters.some((param) => param.in === 'query' && param.name === name))
      problems.push(`${where} variant ${variantId}: omitParameters names ${name}, which is no query parameter of the operation`);
    fixedNames.add(name);
  }
  const derived: ApiOperation = {
    ...base,
    id: variantId,
    fixedQuery,
    summary: String(variant.summary ?? variantId),
    description: String(variant.description ?? base.description).trim(),
    tag: variantTag,
    slug: String(variant.slug ?? base.slug),
    parameterNote: typeof variant.parameterNote === 'string' ? variant.parameterNote : undefined,
    parameters: base.parameters.filter((param) => !(param.in === 'query' && fixedNames.has(String(param.name)))),
    related: [base.id, ...base.related.filter((other) => other !== variantId)],
    // A page description belongs to the operation that gives it, not to its variants.
    pageDescription: undefined,
  };
  const shaped = withExamples(
    derived,
    requestExample
      ? {accept: (name) => name === requestExample, fallbackToAll: false}
      : {accept: (name) => !claimed.request.has(name), fallbackToAll: true},
    responseExample
      ? {accept: (name) => name === responseExample, fallbackToAll: false}
      : {accept: (name) => !claimed.response.has(name), fallbackToAll: true},
  );
  if (!responseExample) return shaped;
  // A variant answers with the success response that holds its example, plus every error.
  const responses = shaped.responses.filter((r) => !r.status.startsWith('2') || r.content.some((m) => m.examples.length > 0));
  // `responseBranch`: of a success schema that is a oneOf, the variant answers with the branch of that title only,
  // described by `responseDescription`.
  const branch = typeof variant.responseBranch === 'string' ? variant.responseBranch : undefined;
  if (!branch) return {...shaped, responses};
  const narrowed = responses.map((r) => {
    if (!r.status.startsWith('2')) return r;
    const content = r.content.map((media) => {
      const chosen = asArray(asObj(media.schema).oneOf).find((option) => asObj(option).title === branch);
      if (!chosen) problems.push(`${where} variant ${variantId}: responseBranch "${branch}" is no oneOf branch of the ${r.status} response`);
      return {...media, schema: chosen ?? media.schema};
    });
    const description = typeof variant.responseDescription === 'string' ? variant.responseDescription.trim() : r.description;
    return {...r, description, content};
  });
  return {...shaped, responses: narrowed};
}

/** The operation followed by its variants, each showing its own examples. */
function withVariants(base: ApiOperation, op: Obj, where: string, tagNames: Set<string>, problems: string[]): ApiOperation[] {
  const variants = asArray(op['x-variants']).map(asObj);
  const claimed: Claimed = {
    request: new Set(variants.map((v) => v.requestExample).filter(Boolean).map(String)),
    response: new Set(variants.map((v) => v.responseExample).filter(Boolean).map(String)),
  };
  // The operation itself shows the examples its variants do not claim (when some remain).
  const own = withExamples(
    base,
    {accept: (name) => !claimed.request.has(name), fallbackToAll: true},
    {accept: (name) => !claimed.response.has(name), fallbackToAll: true},
  );
  return [own, ...variants.map((variant) => readVariant(base, variant, claimed, where, tagNames, problems))];
}

/** Every operation and variant of the document, in document order. */
function readOperations(document: Obj, resolver: Resolver, tagNames: Set<string>, problems: string[]): ApiOperation[] {
  const operations: ApiOperation[] = [];
  for (const [apiPath, rawItem] of Object.entries(asObj(document.paths))) {
    const item = resolver.get(rawItem);
    const shared = asArray(item.parameters);
    for (const method of HTTP_METHODS) {
      if (!isObj(item[method])) continue;
      const op = item[method] as Obj;
      const where = `${method.toUpperCase()} ${apiPath}`;
      const base = readOperation(document, resolver, apiPath, method, op, shared);
      checkOperation(where, base, tagNames, problems);
      operations.push(...withVariants(base, op, where, tagNames, problems));
    }
  }
  return operations;
}

/** What must hold across operations: error codes the catalogue defines, unique ids, related ids that exist. */
function checkReferences(operations: ApiOperation[], errorCodes: ErrorCodeEntry[], problems: string[]): void {
  const knownCodes = new Set(errorCodes.map((entry) => entry.code));
  for (const op of operations) {
    for (const code of op.errorCodes) if (!knownCodes.has(code)) problems.push(`${op.id}: x-error-codes names ${code}, which ErrorCode does not define`);
  }
  const ids = new Map<string, number>();
  for (const op of operations) ids.set(op.id, (ids.get(op.id) ?? 0) + 1);
  for (const [id, count] of ids) if (count > 1) problems.push(`operationId ${id} is used ${count} times`);
  for (const op of operations) {
    for (const related of op.related) if (!ids.has(related)) problems.push(`${op.id}: x-related names unknown operation ${related}`);
  }
}

function newPage(op: ApiOperation): ApiPage {
  const description = firstSentence(op.description);
  return {
    slug: op.slug,
    route: `api/${op.slug}`,
    file: `${OPERATIONS_DIR}/${op.slug}.mdx`,
    docId: `${OPERATIONS_DIR}/${op.slug}`,
    title: op.summary,
    description: description.length >= 20 ? description : `${op.summary}: ${op.method} ${op.path} in the Tessera REST API.`,
    tag: op.tag,
    operations: [],
  };
}

/**
 * A page of one call takes the first sentence of the call's description. A page that several calls share
 * covers all of them, so one of its calls gives the page's description in `x-page-description`.
 */
function describedPage(page: ApiPage): string {
  const given = page.operations.filter((op) => op.pageDescription !== undefined);
  const ids = given.map((op) => op.id).join(', ');
  if (page.operations.length === 1) {
    if (given.length > 0) throw new Error(`${ids}: x-page-description is for pages that several calls share; ${page.slug} has one call`);
    return page.description;
  }
  if (given.length !== 1) {
    const calls = page.operations.map((op) => op.id).join(', ');
    throw new Error(`The page ${page.slug} is shared by ${calls}: exactly one of them needs x-page-description${given.length > 1 ? ` (${ids} give one)` : ''}`);
  }
  const description = given[0].pageDescription!;
  if (description.length < 20) throw new Error(`${given[0].id}: x-page-description needs at least 20 characters`);
  return description;
}

/** One page per slug, in the order slugs first appear, each at a route no resource page or other page holds. */
function paginate(operations: ApiOperation[], tagNames: Set<string>): ApiPage[] {
  const pages: ApiPage[] = [];
  const bySlug = new Map<string, ApiPage>();
  for (const op of operations) {
    let page = bySlug.get(op.slug);
    if (!page) {
      page = newPage(op);
      bySlug.set(op.slug, page);
      pages.push(page);
    }
    page.operations.push(op);
  }
  // A resource page docs/api/<tag>.mdx already answers at /docs/api/<tag>. An operation whose slug
  // equals a tag (resale, event-groups) moves to a route named after its summary instead.
  const taken = new Set([...tagNames].map((name) => `api/${name}`));
  for (const page of pages) {
    if (!taken.has(page.route)) continue;
    const fromSummary = `api/${page.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
    page.route = taken.has(fromSummary) ? `${page.route}-call` : fromSummary;
  }
  for (const page of pages) page.description = describedPage(page);
  const routes = new Map<string, string>();
  for (const page of pages) {
    const other = routes.get(page.route);
    if (other) throw new Error(`The operation pages ${other} and ${page.slug} would share the route /docs/${page.route}`);
    routes.set(page.route, page.slug);
  }
  return pages;
}

/** Builds the model from the bundled document. Throws on what would make a broken page. */
export function buildModel(document: Obj): ApiModel {
  const resolver = new Resolver(document);
  const tags = readTags(document);
  const tagNames = new Set(tags.map((tag) => tag.name));
  const problems: string[] = [];
  const operations = readOperations(document, resolver, tagNames, problems);
  const errorCodes = readErrorCatalogue(document, resolver);
  checkReferences(operations, errorCodes, problems);
  if (problems.length > 0) throw new Error(`The OpenAPI document cannot be turned into pages:\n- ${problems.join('\n- ')}`);
  const pages = paginate(operations, tagNames);
  return {tags, operations, pages, errorCodes, resolver};
}

type ExampleFilter = {accept: (name: string) => boolean; fallbackToAll: boolean};

/** Keeps the request and response examples each filter accepts; with fallbackToAll, all of them when none would be left. */
function withExamples(op: ApiOperation, request: ExampleFilter, response: ExampleFilter): ApiOperation {
  const keep = (media: ApiMedia, filter: ExampleFilter): ApiMedia => {
    const kept = media.examples.filter((example) => filter.accept(example.name));
    return {...media, examples: kept.length === 0 && filter.fallbackToAll ? media.examples : kept};
  };
  return {
    ...op,
    requestBody: op.requestBody && {...op.requestBody, content: op.requestBody.content.map((media) => keep(media, request))},
    responses: op.responses.map((r) => ({...r, content: r.content.map((media) => keep(media, response))})),
  };
}

/** Pages of a tag in document order; a page belongs to the tag of its first operation. */
export function pagesOfTag(model: ApiModel, tag: string): ApiPage[] {
  return model.pages.filter((page) => page.tag === tag);
}

/** Every operation listed under a tag (variants included), in document order. */
export function operationsOfTag(model: ApiModel, tag: string): ApiOperation[] {
  return model.operations.filter((op) => op.tag === tag);
}

/** The path with the query a variant always sends (`/events?expand=events`), as tables and request lines show it. */
export function operationTarget(op: ApiOperation): string {
  return op.fixedQuery ? `${op.path}?${op.fixedQuery}` : op.path;
}

/** True when the workspace secret key is one way to authenticate the call (else it takes the company admin key). */
export function acceptsSecretKey(op: ApiOperation): boolean {
  return op.security.some((alternative) => alternative.includes('secretKey'));
}

export function pageOf(model: ApiModel, operationId: string): ApiPage | undefined {
  return model.pages.find((page) => page.operations.some((op) => op.id === operationId));
}
