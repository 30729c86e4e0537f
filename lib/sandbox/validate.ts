/**
 * Request validation against the OpenAPI document: path and query parameters
 * and the JSON body, with @cfworker/json-schema, which interprets schemas
 * without generating code, so it runs under a Content-Security-Policy without
 * 'unsafe-eval'. Each problem names the field and the rule it breaks:
 * `objects[0].quantity must be at least 1 (minimum)`.
 */
import {Validator, type OutputUnit, type Schema} from '@cfworker/json-schema';
import {pointerTokens} from '../openapi/pointer';
import {compile, matchPath, BadPath} from './router';
import type {JsonSchema, SandboxOperation, SandboxOperations} from './spec';

type Compiled = {validate: (value: unknown) => OutputUnit[]; root: JsonSchema};

const cache = new WeakMap<SandboxOperations, Map<string, Compiled>>();

function compiled(ops: SandboxOperations, key: string, schema: JsonSchema): Compiled {
  let map = cache.get(ops);
  if (!map) cache.set(ops, (map = new Map()));
  let entry = map.get(key);
  if (!entry) {
    const root: JsonSchema = {...schema, $defs: ops.schemas};
    const validator = new Validator(root as Schema, '2020-12', false);
    entry = {validate: (value) => validator.validate(value).errors, root};
    map.set(key, entry);
  }
  return entry;
}

/** Follows a keyword location (`#/properties/objects/items/oneOf/1/$ref/minimum`) through the schema, $refs included. */
function schemaAt(root: JsonSchema, location: string): unknown {
  let node: unknown = root;
  for (const token of pointerTokens(location).filter(Boolean)) {
    if (token === '$ref' && node && typeof node === 'object' && typeof (node as JsonSchema).$ref === 'string') {
      node = schemaAt(root, (node as JsonSchema).$ref as string);
      continue;
    }
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[token] : undefined;
  }
  return node;
}

/** `#/objects/0/quantity` → `objects[0].quantity`, under the part of the request it belongs to. */
function fieldName(prefix: string, instanceLocation: string): string {
  let name = prefix;
  for (const token of pointerTokens(instanceLocation).filter(Boolean)) {
    if (/^\d+$/.test(token)) name += `[${token}]`;
    else name += name ? `.${token}` : token;
  }
  return name || 'the body';
}

const WRAPPERS = new Set([
  'properties',
  'items',
  'prefixItems',
  '$ref',
  'allOf',
  'anyOf',
  'dependentSchemas',
  'then',
  'else',
  'if',
  'contains',
  'propertyNames',
]);

function typeWords(type: unknown): string {
  const list = Array.isArray(type) ? type : [type];
  return list
    .map((t) =>
      t === 'array' ? 'a list' : t === 'object' ? 'an object' : t === 'integer' ? 'an integer' : t === 'null' ? 'null' : `a ${String(t)}`,
    )
    .join(' or ');
}

function titleOf(branch: unknown, index: number): string {
  const schema = (branch ?? {}) as JsonSchema;
  if (typeof schema.title === 'string') {
    const required = Array.isArray(schema.required) ? ` (${schema.required.join(', ')})` : '';
    return `${schema.title}${required}`;
  }
  if (schema.type) return typeWords(schema.type);
  return `option ${index + 1}`;
}

/** A failing rule in words, from the field's name, the rule's value in the schema and the validator's unit; undefined says nothing. */
type Words = (field: string, value: unknown, unit: OutputUnit, prefix: string) => string | undefined;

const RULE_WORDS = new Map<string, Words>([
  [
    'required',
    (_field, _value, unit, prefix) => {
      const missing = /"([^"]+)"/.exec(unit.error)?.[1] ?? '?';
      return `${fieldName(prefix, `${unit.instanceLocation}/${missing}`)} is required (required)`;
    },
  ],
  ['type', (field, value) => `${field} must be ${typeWords(value)} (type)`],
  ['minimum', (field, value) => `${field} must be at least ${value} (minimum)`],
  ['maximum', (field, value) => `${field} must be at most ${value} (maximum)`],
  ['exclusiveMinimum', (field, value) => `${field} must be more than ${value} (exclusiveMinimum)`],
  ['exclusiveMaximum', (field, value) => `${field} must be less than ${value} (exclusiveMaximum)`],
  ['minLength', (field, value) => `${field} must have at least ${value} character${value === 1 ? '' : 's'} (minLength)`],
  ['maxLength', (field, value) => `${field} must have at most ${value} characters (maxLength)`],
  ['minItems', (field, value) => `${field} must list at least ${value} item${value === 1 ? '' : 's'} (minItems)`],
  ['maxItems', (field, value) => `${field} must list at most ${value} items (maxItems)`],
  [
    'enum',
    (field, value) => `${field} must be one of ${(Array.isArray(value) ? value : []).map((v) => JSON.stringify(v)).join(', ')} (enum)`,
  ],
  ['const', (field, value) => `${field} must be ${JSON.stringify(value)} (const)`],
  [
    'format',
    (field, value) =>
      `${field} must be a valid ${value}${value === 'date' ? ', such as 2025-11-21' : value === 'uuid' ? ', such as 3c9f2a17-6d4b-4e8a-a1f5-0b7e2d9c4a68' : ''} (format)`,
  ],
  ['pattern', (field, value) => `${field} must match ${value} (pattern)`],
  ['uniqueItems', (field) => `${field} must not repeat items (uniqueItems)`],
  [
    'additionalProperties',
    (field, value, unit) =>
      value === false ? `${field}: ${/"([^"]+)"/.exec(unit.error)?.[1] ?? 'a property'} is not allowed (additionalProperties)` : undefined,
  ],
]);

/** Problems from validator output: the innermost failing rule of each field, in words. */
function describe(units: OutputUnit[], root: JsonSchema, prefix: string): string[] {
  const problems: string[] = [];
  const consumed = new Set<OutputUnit>();
  for (const unit of units) {
    if (consumed.has(unit)) continue;
    const field = fieldName(prefix, unit.instanceLocation);
    const schema = schemaAt(root, unit.keywordLocation.replace(/\/[^/]*$/, '')) as JsonSchema | undefined;
    const value = schema?.[unit.keyword];
    if (unit.keyword === 'oneOf') {
      problems.push(...describeOneOf({unit, units, consumed, root, prefix, field, value}));
      continue;
    }
    const words = RULE_WORDS.get(unit.keyword);
    const problem = words
      ? words(field, value, unit, prefix)
      : WRAPPERS.has(unit.keyword)
        ? undefined
        : `${field}: ${unit.error} (${unit.keyword})`;
    if (problem !== undefined) problems.push(problem);
  }
  return [...new Set(problems)];
}

type OneOf = {
  unit: OutputUnit;
  units: OutputUnit[];
  consumed: Set<OutputUnit>;
  root: JsonSchema;
  prefix: string;
  field: string;
  value: unknown;
};

/** A failed oneOf: matching several branches, or the one branch of the value's type described, or the branches by title. */
function describeOneOf({unit, units, consumed, root, prefix, field, value}: OneOf): string[] {
  const branchUnits = units.filter((u) => u !== unit && u.keywordLocation.startsWith(`${unit.keywordLocation}/`));
  branchUnits.forEach((u) => consumed.add(u));
  const branches = Array.isArray(value) ? value : [];
  const several = /\((\d+) matches\)/.exec(unit.error);
  if (several && Number(several[1]) > 1) {
    return [`${field} must match exactly one of: ${branches.map(titleOf).join('; ')}; it matches ${several[1]} (oneOf)`];
  }
  // Branches of another type are not what the caller meant: describe the one that is left.
  const plausible = branches
    .map((_, i) => i)
    .filter(
      (i) =>
        !branchUnits.some(
          (u) =>
            u.keyword === 'type' &&
            u.instanceLocation === unit.instanceLocation &&
            u.keywordLocation === `${unit.keywordLocation}/${i}/type`,
        ),
    );
  if (plausible.length === 1) {
    const own = branchUnits.filter((u) => u.keywordLocation.startsWith(`${unit.keywordLocation}/${plausible[0]}/`));
    return describe(own, root, prefix);
  }
  return [`${field} must be one of: ${branches.map(titleOf).join('; ')} (oneOf)`];
}

/** A parameter value from text to what its schema expects, where that is unambiguous. */
function coerce(value: string, schema: JsonSchema): unknown {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if ((types.includes('integer') || types.includes('number')) && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

export type RequestParts = {params: Record<string, string>; query: URLSearchParams; body: unknown; hasBody: boolean};

/** Every problem of a request against its operation, each naming the field and the rule; empty when it is valid. */
export function validateRequest(ops: SandboxOperations, op: SandboxOperation, request: RequestParts): string[] {
  const problems: string[] = [];
  for (const param of op.parameters) {
    if (param.in === 'header') continue;
    const where = param.in === 'path' ? 'path parameter' : 'query parameter';
    const values =
      param.in === 'path' ? (param.name in request.params ? [request.params[param.name]] : []) : request.query.getAll(param.name);
    if (values.length === 0) {
      if (param.required) problems.push(`${where} ${param.name} is required (required)`);
      continue;
    }
    const isArray = param.schema.type === 'array';
    if (!isArray && values.length > 1) {
      problems.push(`${where} ${param.name} may appear once, not ${values.length} times (maxItems)`);
      continue;
    }
    const itemSchema = (isArray ? param.schema.items : param.schema) as JsonSchema;
    const value = isArray ? values.map((v) => coerce(v, itemSchema ?? {})) : coerce(values[0], param.schema);
    const check = compiled(ops, `${op.id} ${param.in} ${param.name}`, param.schema);
    problems.push(...describe(check.validate(value), check.root, `${where} ${param.name}`));
  }
  if (op.body) {
    if (!request.hasBody) {
      if (op.body.required) problems.push('the body is required: send a JSON body (required)');
    } else if (op.body.schema) {
      const check = compiled(ops, `${op.id} body`, op.body.schema);
      problems.push(...describe(check.validate(request.body), check.root, ''));
    }
  }
  return problems;
}

const routeCache = new WeakMap<SandboxOperations, ReturnType<typeof compile<SandboxOperation>>[]>();

/**
 * Checks a request before it is sent, as the console does: finds its
 * operation by method and path and validates parameters and body. Returns the
 * operation (its id) and the problems; no operation means the path or method
 * is not one of the API's.
 */
export function checkRequest(
  ops: SandboxOperations,
  request: {method: string; path: string; body?: string},
): {operationId?: string; problems: string[]} {
  let templates = routeCache.get(ops);
  if (!templates) {
    templates = ops.operations.filter((op) => !op.variantOf).map((op) => compile(op.path, op));
    routeCache.set(ops, templates);
  }
  const [pathPart, ...rest] = String(request.path ?? '')
    .replace(/^https?:\/\/[^/]+/i, '')
    .split('?');
  const method = String(request.method ?? '').toUpperCase();
  let match: ReturnType<typeof matchPath<SandboxOperation>>;
  try {
    match = matchPath(
      templates.filter((t) => t.value.method === method),
      pathPart.replace(/\/+$/, '') || '/',
    );
  } catch (error) {
    if (error instanceof BadPath) return {problems: [error.message]};
    throw error;
  }
  if (!match) return {problems: [`${method} ${pathPart} is not an operation of the Tessera API`]};
  const text = typeof request.body === 'string' ? request.body : '';
  let body: unknown;
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch (error) {
      return {operationId: match.template.value.id, problems: [`The body is not valid JSON: ${(error as Error).message}`]};
    }
  }
  const problems = validateRequest(ops, match.template.value, {
    params: match.params,
    query: new URLSearchParams(rest.join('?')),
    body,
    hasBody: text.trim() !== '',
  });
  return {operationId: match.template.value.id, problems};
}
