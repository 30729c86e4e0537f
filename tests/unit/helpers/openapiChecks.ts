/**
 * Checks the samples of the docs against the OpenAPI document: JSON blocks
 * against the schema their fence meta names (Ajv, JSON Schema 2020-12, the
 * dialect of OpenAPI 3.1), ```http samples fences as requests (openapi-backend
 * routes, authenticates and validates them the way a mock server built from
 * /openapi.yaml would), and the field and value tables of the REST pages.
 *
 * Samples may only use what the document declares: before validating, every
 * object schema that lists its properties is closed with
 * `unevaluatedProperties: false` where it is used, so an unknown field fails
 * as a wrong enum value does. The API itself stays open to new fields; the
 * docs must not invent any.
 */
import Ajv2020, {type ErrorObject, type Options as AjvOptions, type ValidateFunction} from 'ajv/dist/2020';
import {fullFormats} from 'ajv-formats/dist/formats';
import OpenAPIBackend, {type Context, type Document} from 'openapi-backend';
import {parseFenceMeta, parseHttpFence, type JsonValue, type RestRequest} from '../../../lib/samples';
import {HTTP_METHODS} from '../../../lib/openapi/model';
import {pointerTokens} from '../../../lib/openapi/pointer';
import {asObj, isObj, type Obj} from '../../../lib/openapi/schema';

export type {Obj};
const COMPOSITION = ['allOf', 'oneOf', 'anyOf'] as const;

/** Key placeholders of the samples, by the security scheme of the document they stand for. */
export const KEY_SCHEMES: Record<string, 'secretKey' | 'adminKey'> = {
  YOUR_SECRET_KEY: 'secretKey',
  YOUR_COMPANY_ADMIN_KEY: 'adminKey',
  YOUR_SANDBOX_ADMIN_KEY: 'adminKey',
};

// ---------------------------------------------------------------------------
// Closing the document's schemas.

function pointerGet(document: Obj, ref: string): unknown {
  return pointerTokens(ref).reduce<unknown>((node, token) => asObj(node)[token], document);
}

/** True when the schema (through $ref and composition) lists properties and says nothing about the others. */
function listsProperties(schema: unknown, document: Obj, seen = new Set<unknown>()): boolean {
  if (!isObj(schema) || seen.has(schema)) return false;
  seen.add(schema);
  if (typeof schema.$ref === 'string') return listsProperties(pointerGet(document, schema.$ref), document, seen);
  if ('additionalProperties' in schema || 'unevaluatedProperties' in schema || 'patternProperties' in schema) return false;
  if (isObj(schema.properties)) return true;
  return COMPOSITION.some(
    (key) => Array.isArray(schema[key]) && (schema[key] as unknown[]).some((branch) => listsProperties(branch, document, seen)),
  );
}

/**
 * A copy of `schema` in which every place that uses an object schema (not a
 * branch of allOf/oneOf/anyOf, which only contributes properties) rejects
 * properties the schema does not list.
 */
function closeSchema(schema: unknown, document: Obj, useSite: boolean): unknown {
  if (Array.isArray(schema)) return schema.map((item) => closeSchema(item, document, false));
  if (!isObj(schema)) return schema;
  const copy: Obj = {...schema};
  if (isObj(copy.properties)) {
    copy.properties = Object.fromEntries(
      Object.entries(copy.properties).map(([name, value]) => [name, closeSchema(value, document, true)]),
    );
  }
  for (const key of ['items', 'additionalProperties', 'contains', 'not'] as const) {
    if (isObj(copy[key])) copy[key] = closeSchema(copy[key], document, true);
  }
  if (Array.isArray(copy.prefixItems)) copy.prefixItems = copy.prefixItems.map((item) => closeSchema(item, document, true));
  for (const key of COMPOSITION) {
    if (Array.isArray(copy[key])) copy[key] = (copy[key] as unknown[]).map((branch) => closeSchema(branch, document, false));
  }
  if (!useSite || !listsProperties(schema, document)) return copy;
  // A $ref is wrapped rather than given a sibling, so dereferencers that replace $ref nodes keep the rule.
  if (typeof copy.$ref === 'string') {
    const {$ref, ...siblings} = copy;
    return {...siblings, allOf: [{$ref}], unevaluatedProperties: false};
  }
  return {...copy, unevaluatedProperties: false};
}

/** Walks the parts of an OpenAPI document that hold schemas; `visit` returns the replacement of each. */
function mapSchemas(document: Obj, visit: (schema: unknown, useSite: boolean) => unknown): Obj {
  const out = structuredClone(document);
  const media = (content: unknown) => {
    for (const entry of Object.values(asObj(content))) {
      if (isObj(entry) && 'schema' in entry) entry.schema = visit(entry.schema, true);
    }
  };
  const parameters = (list: unknown) => {
    for (const param of Array.isArray(list) ? list : []) {
      if (isObj(param) && 'schema' in param) param.schema = visit(param.schema, true);
    }
  };
  const components = asObj(out.components);
  for (const [name, schema] of Object.entries(asObj(components.schemas))) asObj(components.schemas)[name] = visit(schema, false);
  for (const param of Object.values(asObj(components.parameters))) parameters([param]);
  for (const body of Object.values(asObj(components.requestBodies))) media(asObj(body).content);
  for (const response of Object.values(asObj(components.responses))) media(asObj(response).content);
  for (const item of Object.values(asObj(out.paths))) {
    parameters(asObj(item).parameters);
    for (const method of HTTP_METHODS) {
      const op = asObj(item)[method];
      if (!isObj(op)) continue;
      parameters(op.parameters);
      media(asObj(op.requestBody).content);
      for (const response of Object.values(asObj(op.responses))) media(asObj(response).content);
    }
  }
  return out;
}

/** The document with every listed-property object schema closed where it is used. */
export function closedDocument(document: Obj): Obj {
  return mapSchemas(document, (schema, useSite) => closeSchema(schema, document, useSite));
}

/** A copy of a schema tree without `required` lists, for samples that show part of an object. */
function withoutRequired(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutRequired);
  if (!isObj(node)) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'required' && Array.isArray(value)))
      .map(([key, value]) => [key, withoutRequired(value)]),
  );
}

/** Rewrites local `#/...` refs to `<id>#/...`, so any part of the document compiles on its own. */
function absoluteRefs(node: unknown, id: string): unknown {
  if (Array.isArray(node)) return node.map((item) => absoluteRefs(item, id));
  if (!isObj(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#') ? `${id}${value}` : absoluteRefs(value, id),
    ]),
  );
}

/** A value the reader fills in: `YOUR_CHART_KEY` stands in for a UUID, `YOUR_HOLD_TOKEN` for a token. */
export const PLACEHOLDER = /^YOUR_[A-Z0-9_]+$/;

/**
 * Ajv for JSON Schema 2020-12 with the formats of ajv-formats, where a string
 * format also accepts a placeholder of the samples.
 */
export function newAjv(options: AjvOptions = {}): Ajv2020 {
  // strict: false, because OpenAPI adds keywords (example, discriminator, x-*) that JSON Schema does not know.
  const ajv = new Ajv2020({...options, strict: false, allErrors: true});
  for (const [name, format] of Object.entries(fullFormats)) {
    if (typeof format === 'object' && format !== null && 'type' in format && format.type === 'number') {
      ajv.addFormat(name, format);
      continue;
    }
    const test = (value: string): boolean => {
      if (PLACEHOLDER.test(value)) return true;
      if (format instanceof RegExp) return format.test(value);
      if (typeof format === 'function') return format(value);
      if (typeof format === 'object' && format !== null && 'validate' in format) {
        const validate = format.validate;
        return validate instanceof RegExp ? validate.test(value) : Boolean((validate as (v: string) => boolean)(value));
      }
      return true;
    };
    ajv.addFormat(name, {type: 'string', validate: test});
  }
  return ajv;
}

// ---------------------------------------------------------------------------
// JSON blocks.

/** What a ```json fence declares in its meta (CONTRIBUTING.md, "What a JSON block shows"). */
export type JsonDeclaration =
  | {kind: 'response'; operationId: string; status: string; partial: boolean}
  | {kind: 'request'; operationId: string; partial: boolean}
  | {kind: 'schema'; name: string; partial: boolean}
  | {kind: 'not-api'; reason: string}
  | {kind: 'none'};

/** Reads the meta of a ```json fence. Throws on a malformed or unknown declaration. */
export function parseJsonMeta(meta: string): JsonDeclaration {
  const tokens = meta.trim().match(/[\w-]+="[^"]*"|[\w-]+='[^']*'|\{[^}]*\}|\S+/g) ?? [];
  const found: Array<Exclude<JsonDeclaration, {kind: 'none'}>> = [];
  let partial = false;
  for (const token of tokens) {
    const match = /^([\w-]+)(?:=(.*))?$/.exec(token);
    if (token.startsWith('{') || token === 'showLineNumbers') continue;
    if (!match) throw new Error(`"${token}" is not a fence option`);
    const [, name, rawValue] = match;
    const value = rawValue?.replace(/^(["'])(.*)\1$/, '$2');
    if (name === 'title' && value !== undefined) continue;
    if (name === 'partial' && value === undefined) {
      partial = true;
      continue;
    }
    if (name === 'response' && value) {
      const parts = /^([A-Za-z][\w]*):(\d{3})$/.exec(value);
      if (!parts) throw new Error(`response=${value}: write response=<operationId>:<status>, for example response=bookObjects:200`);
      found.push({kind: 'response', operationId: parts[1], status: parts[2], partial});
    } else if (name === 'request' && value) {
      if (!/^[A-Za-z]\w*$/.test(value)) throw new Error(`request=${value}: write request=<operationId>`);
      found.push({kind: 'request', operationId: value, partial});
    } else if (name === 'schema' && value) {
      if (!/^[A-Z]\w*$/.test(value)) throw new Error(`schema=${value}: write schema=<a schema of components/schemas>`);
      found.push({kind: 'schema', name: value, partial});
    } else if (name === 'not-api') {
      if (!value || value.trim().length < 10) throw new Error('not-api needs a reason: not-api="renderer object passed to callbacks"');
      found.push({kind: 'not-api', reason: value});
    } else {
      throw new Error(`unknown option "${token}" (JSON fences take response=, request=, schema=, partial, not-api="...", title="...")`);
    }
  }
  if (found.length > 1) throw new Error('declare one of response=, request=, schema= or not-api per block');
  if (found.length === 0) {
    if (partial) throw new Error('partial needs response=, request= or schema=');
    return {kind: 'none'};
  }
  const [declaration] = found;
  return declaration.kind === 'not-api' ? declaration : {...declaration, partial};
}

export type Operation = {id: string; method: string; path: string; op: Obj};

/** Every operation of the document by operationId; x-variants answer with the operation they map onto. */
export function operationsById(document: Obj): Map<string, Operation> {
  const byId = new Map<string, Operation>();
  for (const [path, item] of Object.entries(asObj(document.paths))) {
    for (const method of HTTP_METHODS) {
      const op = asObj(item)[method];
      if (!isObj(op)) continue;
      const entry = {id: String(op.operationId), method: method.toUpperCase(), path, op};
      byId.set(entry.id, entry);
      for (const variant of Array.isArray(op['x-variants']) ? op['x-variants'] : []) {
        byId.set(String(asObj(variant).operationId), entry);
      }
    }
  }
  return byId;
}

function escapePointer(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

export class JsonChecker {
  private readonly ajv = newAjv();
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly operations: Map<string, Operation>;
  private readonly documents: {strict: Obj; partial: Obj};

  constructor(private readonly document: Obj) {
    const closed = closedDocument(document);
    this.documents = {
      strict: absoluteRefs(closed, 'tessera-strict') as Obj,
      partial: absoluteRefs(withoutRequired(closed), 'tessera-partial') as Obj,
    };
    this.ajv.addSchema(this.documents.strict, 'tessera-strict');
    this.ajv.addSchema(this.documents.partial, 'tessera-partial');
    this.operations = operationsById(document);
  }

  /** The JSON pointer of the schema a declaration names, or a reason why there is none. */
  pointerOf(declaration: Exclude<JsonDeclaration, {kind: 'none' | 'not-api'}>): string {
    if (declaration.kind === 'schema') {
      if (!isObj(asObj(asObj(this.document.components).schemas)[declaration.name])) {
        throw new Error(`schema=${declaration.name}: no such schema in components/schemas`);
      }
      return `/components/schemas/${escapePointer(declaration.name)}`;
    }
    const operation = this.operations.get(declaration.operationId);
    if (!operation) throw new Error(`${declaration.kind}=${declaration.operationId}: no operation has this operationId`);
    const base = `/paths/${escapePointer(operation.path)}/${operation.method.toLowerCase()}`;
    if (declaration.kind === 'request') {
      if (!isObj(asObj(asObj(operation.op.requestBody).content)['application/json'])) {
        throw new Error(`request=${declaration.operationId}: the operation takes no JSON body`);
      }
      return `${base}/requestBody/content/application~1json/schema`;
    }
    const response = asObj(asObj(operation.op.responses)[declaration.status]);
    if (Object.keys(response).length === 0)
      throw new Error(`response=${declaration.operationId}:${declaration.status}: the operation has no ${declaration.status} response`);
    const ref = typeof response.$ref === 'string' ? response.$ref.replace(/^#/, '') : `${base}/responses/${declaration.status}`;
    const content = asObj(asObj(pointerGet(this.document, ref)).content);
    if (!isObj(content['application/json'])) {
      throw new Error(`response=${declaration.operationId}:${declaration.status}: that response has no JSON body`);
    }
    return `${ref}/content/application~1json/schema`;
  }

  /** Validation errors of `value` against what the declaration names; an empty list when it conforms. */
  check(declaration: Exclude<JsonDeclaration, {kind: 'none' | 'not-api'}>, value: unknown): string[] {
    const pointer = this.pointerOf(declaration);
    const id = declaration.partial ? 'tessera-partial' : 'tessera-strict';
    const key = `${id}#${pointer}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile({$ref: key});
      this.compiled.set(key, validate);
    }
    if (!validate(value)) return formatErrors(validate.errors ?? []);
    return declaration.kind === 'response' && !declaration.status.startsWith('2')
      ? this.codeProblems(declaration.operationId, declaration.status, value)
      : [];
  }

  /** Error codes in a response body that the operation does not list in x-error-codes for that status. */
  private codeProblems(operationId: string, status: string, value: unknown): string[] {
    const errors = Array.isArray(asObj(value).errors) ? (asObj(value).errors as unknown[]) : [];
    if (errors.length === 0) return [];
    const operation = this.operations.get(operationId)!;
    const listed = new Set((Array.isArray(operation.op['x-error-codes']) ? operation.op['x-error-codes'] : []).map(String));
    const catalogue = asObj(asObj(asObj(this.document.components).schemas).ErrorCode).oneOf;
    const statusOf = new Map(
      (Array.isArray(catalogue) ? catalogue : []).map((entry) => [String(asObj(entry).const), String(asObj(entry)['x-status'])]),
    );
    return errors
      .map((error) => String(asObj(error).code))
      .filter((code) => !listed.has(code) || statusOf.get(code) !== status)
      .map((code) => `/errors: ${operationId} does not return ${code} with status ${status}`);
  }
}

/** Ajv errors as short lines; the branch noise of oneOf is left out when a more precise error exists. */
export function formatErrors(errors: ErrorObject[]): string[] {
  const precise = errors.filter((e) => !['oneOf', 'anyOf', 'if'].includes(e.keyword));
  const list = precise.length > 0 ? precise : errors;
  const lines = list.map((e) => {
    const where = e.instancePath || '/';
    if (e.keyword === 'unevaluatedProperties' || e.keyword === 'additionalProperties') {
      const name = String(
        (e.params as {unevaluatedProperty?: string; additionalProperty?: string}).unevaluatedProperty ??
          (e.params as {additionalProperty?: string}).additionalProperty,
      );
      return `${where}: unknown field "${name}"`;
    }
    if (e.keyword === 'enum')
      return `${where}: ${e.message} (${(e.params as {allowedValues: unknown[]}).allowedValues.map(String).join(', ')})`;
    return `${where}: ${e.message}`;
  });
  return [...new Set(lines)];
}

// ---------------------------------------------------------------------------
// Requests.

/** The operation a request reached (when it reached one), and what is wrong with the request. */
export type RequestCheck = {operationId?: string; errors: string[]};

/** The request header that tells the security handlers which key placeholder the sample authenticates with. */
const KEY_HEADER = 'x-sample-key';

/**
 * The request checker: an openapi-backend instance over the closed document,
 * with security handlers that know which key placeholder is which key.
 */
export class RequestChecker {
  private constructor(private readonly api: OpenAPIBackend) {}

  static async create(document: Obj): Promise<RequestChecker> {
    const api = new OpenAPIBackend({
      definition: closedDocument(document) as unknown as Document,
      // quick: the document is validated by `npm run lint:openapi`; openapi-backend's own check knows OpenAPI 3.0 only.
      quick: true,
      strict: true,
      validate: true,
      customizeAjv: (_original, options) => newAjv(options),
      securityHandlers: {
        secretKey: (c: Context) => KEY_SCHEMES[String(c.request.headers[KEY_HEADER])] === 'secretKey',
        adminKey: (c: Context) => KEY_SCHEMES[String(c.request.headers[KEY_HEADER])] === 'adminKey',
        workspaceKey: (c: Context) => /^YOUR_[A-Z_]*WORKSPACE_KEY$/.test(String(c.request.headers['x-workspace-key'] ?? '')),
      },
      handlers: {
        notFound: (): RequestCheck => ({errors: ['no operation of the document has this path']}),
        methodNotAllowed: (): RequestCheck => ({errors: ['the path exists, but not with this method']}),
        unauthorizedHandler: (c: Context): RequestCheck => ({
          operationId: c.operation.operationId,
          errors: [`the key ${String(c.request.headers[KEY_HEADER])} cannot authenticate this operation (security: ${securityLabel(c)})`],
        }),
        validationFail: (c: Context): RequestCheck => ({
          operationId: c.operation.operationId,
          errors: formatErrors(c.validation.errors ?? []),
        }),
        notImplemented: (c: Context): RequestCheck => ({operationId: c.operation.operationId, errors: headerProblems(c)}),
      },
    });
    await api.init();
    return new RequestChecker(api);
  }

  /** Routes, authenticates and validates one request the way a mock server of the document would. */
  async check(request: RestRequest): Promise<RequestCheck> {
    const url = new URL(request.url);
    const headers: Record<string, string> = {[KEY_HEADER]: request.key};
    for (const [name, value] of request.headers) headers[name.toLowerCase()] = value;
    // Every handler returns a RequestCheck, so handleRequest answers with one.
    return (await this.api.handleRequest({
      method: request.method,
      path: url.pathname,
      query: url.search.replace(/^\?/, ''),
      headers,
      body: request.body as JsonValue | undefined,
    })) as RequestCheck;
  }

  /** Parses an ```http samples fence (meta and content) and checks the request. */
  async checkFence(meta: string, code: string): Promise<RequestCheck> {
    return this.check(parseHttpFence(code, parseFenceMeta(meta)));
  }
}

function securityLabel(c: Context): string {
  const alternatives = (c.operation.security ?? []) as Array<Record<string, unknown>>;
  return alternatives.map((alternative) => Object.keys(alternative).join(' + ')).join(' | ');
}

/** What openapi-backend leaves to the caller: a body the operation does not take, and a header no satisfied scheme uses. */
function headerProblems(c: Context): string[] {
  const problems: string[] = [];
  const operation = c.operation as unknown as Obj;
  if (c.request.body !== undefined && operation.requestBody === undefined) problems.push('the operation takes no request body');
  const contentType = String(c.request.headers['content-type'] ?? '');
  const accepted = Object.keys(asObj(asObj(operation.requestBody).content));
  if (c.request.body !== undefined && accepted.length > 0 && !accepted.includes(contentType.split(';')[0].trim())) {
    problems.push(`Content-Type ${contentType} is not one of ${accepted.join(', ')}`);
  }
  if (c.request.headers['x-workspace-key'] !== undefined) {
    const satisfied = ((operation.security ?? []) as Array<Record<string, unknown>>).filter((alternative) =>
      Object.keys(alternative).every((scheme) => Boolean((c.security as unknown as Obj)[scheme])),
    );
    if (!satisfied.some((alternative) => 'workspaceKey' in alternative)) {
      problems.push('X-Workspace-Key only matters with an admin key on a workspace call; this request does not use it');
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------
// Tables of fields and values on the REST pages.

/**
 * A table whose first column names fields or values carries a marker, an MDX
 * comment on the line before it (CONTRIBUTING.md, "Tables of fields"):
 * `fields: Chart`, `fields: ObjectInfo, StatusChange`, `parameters: listCharts`,
 * `values: VenueType`, `values: eventReportDetail:reportType` or
 * `described: eventReportDetailFiltered:filter`.
 */
const MARKER = /^\{\/\*\s*(fields|parameters|values|described):\s*(.+?)\s*\*\/\}$/;
const IDENTIFIER = /^[A-Za-z_$][\w.$-]*$/;

type MdNode = {type: string; value?: string; children?: MdNode[]; position?: {start: {line: number}}};

function inlineCodes(node: MdNode): string[] {
  if (node.type === 'inlineCode') return [String(node.value)];
  return (node.children ?? []).flatMap(inlineCodes);
}

function plainText(node: MdNode): string {
  if (node.type === 'inlineCode') return '';
  if (node.type === 'text') return String(node.value);
  return (node.children ?? []).map(plainText).join('');
}

/** True when a cell holds only code spans, in a list such as "`a`, `b` or `c`". */
function onlyCode(cell: MdNode): boolean {
  return inlineCodes(cell).length > 0 && /^(\s|,|\band\b|\bor\b)*$/.test(plainText(cell));
}

/** The allowed values of a schema: enum, const, oneOf of consts, and the same on array items and map values. */
export function allowedValues(schema: unknown, document: Obj, seen = new Set<unknown>()): unknown[] | undefined {
  if (!isObj(schema) || seen.has(schema)) return undefined;
  seen.add(schema);
  if (typeof schema.$ref === 'string') return allowedValues(pointerGet(document, schema.$ref), document, seen);
  if (Array.isArray(schema.enum)) return schema.enum;
  if ('const' in schema) return [schema.const];
  for (const key of COMPOSITION) {
    const branches = Array.isArray(schema[key]) ? (schema[key] as unknown[]) : [];
    const lists = branches.map((branch) => allowedValues(branch, document, seen));
    if (branches.length > 0 && lists.every(Boolean)) return lists.flat();
  }
  return allowedValues(schema.items, document, seen) ?? allowedValues(schema.additionalProperties, document, seen);
}

/** The property schemas a schema offers, through $ref, composition and array items. */
function propertiesOf(schema: unknown, document: Obj, seen = new Set<unknown>()): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (!isObj(schema) || seen.has(schema)) return out;
  seen.add(schema);
  if (typeof schema.$ref === 'string') return propertiesOf(pointerGet(document, schema.$ref), document, seen);
  for (const [name, value] of Object.entries(asObj(schema.properties))) out.set(name, value);
  for (const key of COMPOSITION) {
    for (const branch of Array.isArray(schema[key]) ? (schema[key] as unknown[]) : []) {
      for (const [name, value] of propertiesOf(branch, document, seen)) if (!out.has(name)) out.set(name, value);
    }
  }
  if (isObj(schema.items)) for (const [name, value] of propertiesOf(schema.items, document, seen)) if (!out.has(name)) out.set(name, value);
  return out;
}

/** The schema at a dotted field path (`settings.holdPeriodInMinutes`, `data.key`), or undefined. */
function fieldSchema(schema: unknown, dotted: string, document: Obj): unknown {
  let current: unknown = schema;
  for (const part of dotted.split('.')) {
    const properties = propertiesOf(current, document);
    if (!properties.has(part)) return undefined;
    current = properties.get(part);
  }
  return current;
}

/**
 * Resolves a marker reference: `Name` or `Name.field.path` (components/schemas),
 * or `operationId:parameter` (a parameter of an operation, with its schema).
 */
export function resolveReference(
  reference: string,
  document: Obj,
  operations = operationsById(document),
): {schema: unknown; description: string} {
  const parameter = /^(\w+):([\w-]+)$/.exec(reference);
  if (parameter) {
    const operation = operations.get(parameter[1]);
    if (!operation) throw new Error(`${reference}: no operation ${parameter[1]}`);
    const item = asObj(asObj(document.paths)[operation.path]);
    const params = [
      ...(Array.isArray(item.parameters) ? item.parameters : []),
      ...(Array.isArray(operation.op.parameters) ? operation.op.parameters : []),
    ];
    for (const raw of params) {
      const resolved = asObj(typeof asObj(raw).$ref === 'string' ? pointerGet(document, String(asObj(raw).$ref)) : raw);
      if (resolved.name === parameter[2]) {
        const description = [asObj(raw).description, resolved.description, asObj(resolved.schema).description, operation.op.description]
          .filter(Boolean)
          .join('\n');
        return {schema: resolved.schema, description};
      }
    }
    throw new Error(`${reference}: ${parameter[1]} has no parameter ${parameter[2]}`);
  }
  const [name, ...path] = reference.split('.');
  const root = asObj(asObj(document.components).schemas)[name];
  if (!isObj(root)) throw new Error(`${reference}: no schema ${name} in components/schemas`);
  const schema = path.length > 0 ? fieldSchema(root, path.join('.'), document) : root;
  if (schema === undefined) throw new Error(`${reference}: ${name} has no field ${path.join('.')}`);
  const resolved = asObj(typeof asObj(schema).$ref === 'string' ? pointerGet(document, String(asObj(schema).$ref)) : schema);
  return {schema, description: [asObj(schema).description, resolved.description].filter(Boolean).join('\n')};
}

function parametersOf(operationId: string, document: Obj, operations: Map<string, Operation>): Map<string, unknown> {
  const operation = operations.get(operationId);
  if (!operation) throw new Error(`parameters: no operation ${operationId}`);
  const item = asObj(asObj(document.paths)[operation.path]);
  const out = new Map<string, unknown>();
  for (const raw of [
    ...(Array.isArray(item.parameters) ? item.parameters : []),
    ...(Array.isArray(operation.op.parameters) ? operation.op.parameters : []),
  ]) {
    const resolved = asObj(typeof asObj(raw).$ref === 'string' ? pointerGet(document, String(asObj(raw).$ref)) : raw);
    out.set(String(resolved.name), resolved.schema);
  }
  return out;
}

export type TableProblem = {line: number; message: string};

/** One row of a field table or one <Field> of a field list: the names it documents and the code spans of its other cells. */
type NamedRow = {names: string[]; others: MdNode[]; line: number};

const FIELD_LINE = /^<Field name="([^"]+)"[^>]*>(.*)<\/Field>$/;

/** A description parsed on its own counts lines from 1: drop them, so problems carry the <Field>'s line. */
function withoutPositions(node: MdNode): MdNode {
  return {type: node.type, value: node.value, children: node.children?.map(withoutPositions)};
}

/**
 * The fields of a `<FieldList>` block (CONTRIBUTING.md, "Field lists"), which a Markdown parser
 * reads as one HTML node: one row per one-line <Field>, its description parsed as Markdown.
 * `parse` turns a description into mdast.
 */
export function fieldListRows(node: MdNode, parse: (markdown: string) => MdNode): NamedRow[] | undefined {
  if (node.type !== 'html' || !/^<FieldList>/.test(String(node.value))) return undefined;
  const start = node.position?.start.line ?? 0;
  return String(node.value)
    .split('\n')
    .flatMap((text, offset) => {
      const match = FIELD_LINE.exec(text);
      return match ? [{names: match[1].split(', '), others: [withoutPositions(parse(match[2]))], line: start + offset}] : [];
    });
}

/**
 * Checks the field and value tables of one page against the document. `tree`
 * is the page's mdast (GFM tables). Returns one problem per wrong name or value.
 */
export function checkTables(tree: MdNode, document: Obj, parse?: (markdown: string) => MdNode): TableProblem[] {
  const operations = operationsById(document);
  const problems: TableProblem[] = [];
  const children = tree.children ?? [];
  children.forEach((node, index) => {
    const list = parse ? fieldListRows(node, parse) : undefined;
    if (node.type !== 'table' && !list) return;
    const line = node.position?.start.line ?? 0;
    const body: NamedRow[] =
      list ??
      (node.children ?? []).slice(1).map((row) => {
        const cells = row.children ?? [];
        return {names: inlineCodes(cells[0] ?? {type: 'text'}), others: cells.slice(1), line: row.position?.start.line ?? line};
      });
    const previous = children[index - 1];
    const marker = previous?.type === 'paragraph' ? MARKER.exec(plainText(previous).trim()) : null;
    const firstColumn = list
      ? []
      : (node.children ?? [])
          .slice(1)
          .map((row) => (row.children ?? [])[0])
          .filter(Boolean);
    // A field list always names fields.
    const namesThings =
      list !== undefined ||
      (firstColumn.length > 0 && firstColumn.every((cell) => onlyCode(cell) && inlineCodes(cell).every((token) => IDENTIFIER.test(token))));
    if (!marker) {
      if (namesThings)
        problems.push({
          line,
          message:
            'a table of names needs a marker on the line before it: {/* fields: Schema */}, {/* parameters: operationId */}, {/* values: Schema.field */} or {/* described: operationId:parameter */}',
        });
      return;
    }
    const [, kind, rawRefs] = marker;
    try {
      const refs = rawRefs.split(',').map((ref) => ref.trim());
      if (kind === 'fields' || kind === 'parameters') {
        const sources = refs.map((ref) =>
          kind === 'parameters'
            ? parametersOf(ref, document, operations)
            : new Map([['', resolveReference(ref, document, operations).schema]]),
        );
        for (const row of body) {
          const {names} = row;
          const others = row.others.flatMap(inlineCodes).filter((token) => /^[A-Za-z_][\w-]*$/.test(token));
          for (const name of names) {
            const schema = sources
              .map((source) => (kind === 'parameters' ? source.get(name) : fieldSchema(source.get(''), name, document)))
              .find((found) => found !== undefined);
            if (schema === undefined && !sources.some((source) => kind === 'parameters' && source.has(name))) {
              problems.push({line: row.line, message: `"${name}" is not a ${kind === 'parameters' ? 'parameter' : 'field'} of ${rawRefs}`});
              continue;
            }
            const allowed = allowedValues(schema, document);
            if (!allowed) continue;
            const fieldNames = new Set(
              sources.flatMap((source) => [...(kind === 'parameters' ? source.keys() : propertiesOf(source.get(''), document).keys())]),
            );
            for (const token of others) {
              if (fieldNames.has(token) || allowed.map(String).includes(token)) continue;
              problems.push({line: row.line, message: `"${token}" is not a value of ${name} (${allowed.map(String).join(', ')})`});
            }
          }
        }
      } else {
        const [ref] = refs;
        const target = resolveReference(ref, document, operations);
        const tokens = list ? body.flatMap((row) => row.names) : firstColumn.flatMap(inlineCodes);
        if (kind === 'values') {
          const allowed = (allowedValues(target.schema, document) ?? []).map(String);
          if (allowed.length === 0) throw new Error(`${ref} has no enum`);
          for (const token of tokens)
            if (!allowed.includes(token)) problems.push({line, message: `"${token}" is not a value of ${ref} (${allowed.join(', ')})`});
          for (const value of allowed)
            if (!tokens.includes(value)) problems.push({line, message: `the table of ${ref} leaves out the value "${value}"`});
        } else {
          for (const token of tokens) {
            if (!target.description.includes(`\`${token}\``))
              problems.push({line, message: `"${token}" is not named in the description of ${ref}`});
          }
        }
      }
    } catch (error) {
      problems.push({line, message: (error as Error).message});
    }
  });
  return problems;
}

/** Every string enum value of the document. */
export function enumValues(document: Obj): Set<string> {
  const values = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (isObj(node)) {
      if (Array.isArray(node.enum)) for (const value of node.enum) if (typeof value === 'string') values.add(value);
      if (typeof node.const === 'string') values.add(node.const);
      Object.values(node).forEach(walk);
    }
  };
  walk(document);
  return values;
}

/** Code spans of a page that spell a value of the document with other capitals, such as `Seat` for `seat`. */
export function miscasedValues(tree: MdNode, values: Set<string>, parse?: (markdown: string) => MdNode): TableProblem[] {
  const byLower = new Map<string, string[]>();
  for (const value of values) byLower.set(value.toLowerCase(), [...(byLower.get(value.toLowerCase()) ?? []), value]);
  const problems: TableProblem[] = [];
  const walk = (node: MdNode, line: number) => {
    const here = node.position?.start.line ?? line;
    const list = parse ? fieldListRows(node, parse) : undefined;
    if (list) {
      for (const row of list) row.others.forEach((description) => walk(description, row.line));
      return;
    }
    if (node.type === 'inlineCode') {
      const token = String(node.value);
      const near = byLower.get(token.toLowerCase());
      if (near && !values.has(token))
        problems.push({line: here, message: `\`${token}\` is spelled \`${near.join('` or `')}\` in the OpenAPI document`});
      return;
    }
    for (const child of node.children ?? []) walk(child, here);
  };
  walk(tree, 0);
  return problems;
}
