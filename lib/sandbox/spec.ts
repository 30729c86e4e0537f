/**
 * The operations data: the part of the OpenAPI document (through the model of
 * lib/openapi) that the sandbox needs in the browser, as compact JSON: every
 * operation's method, path, parameters, request body schema and examples, the
 * first example of its success responses, its error codes, and the component
 * schemas the request schemas use. The build writes it as an asset the
 * console loads on intent; tests and the benchmark make it from the document.
 */
import type {ApiModel, ApiOperation} from '../openapi/model';
import {asObj, isObj, type Obj} from '../openapi/schema';

export const OPERATIONS_FORMAT = 'tessera-sandbox-operations/1';

export type JsonSchema = Record<string, unknown>;

export type SandboxParameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
  example?: unknown;
  description?: string;
};

export type SandboxOperation = {
  id: string;
  method: string;
  /** The path template, `/events/{eventKey}/actions/book`. */
  path: string;
  /** A query string the operation always sends (`expand=events` of retrieveChartWithEvents). */
  query?: string;
  /** For an `x-variants` entry: the operation it is a variant of (same method and path). */
  variantOf?: string;
  tag: string;
  summary: string;
  lane: 'priority' | 'regular';
  /** Only the company admin key may call it (its security has no workspace secret key). */
  adminOnly: boolean;
  parameters: SandboxParameter[];
  body?: {required: boolean; mediaType: string; schema?: JsonSchema; examples: {name: string; summary?: string; value: unknown}[]};
  /** Every documented response: status and media type, with the first example of success responses. */
  responses: {status: string; mediaType?: string; example?: unknown}[];
  errorCodes: string[];
};

export type SandboxOperations = {format: typeof OPERATIONS_FORMAT; operations: SandboxOperation[]; schemas: Record<string, JsonSchema>};

const SCHEMA_REF = '#/components/schemas/';
/** Keywords that only document a schema; validation does not need them. */
const DROP = new Set(['description', 'example', 'examples', 'externalDocs', 'deprecated', 'xml', 'discriminator', 'contentMediaType']);

/** A schema without documentation keywords, its $refs pointing into `$defs`; `refs` collects the names it uses. */
function compactSchema(node: unknown, refs: Set<string>): unknown {
  if (Array.isArray(node)) return node.map((item) => compactSchema(item, refs));
  if (!isObj(node)) return node;
  const out: Obj = {};
  for (const [key, value] of Object.entries(node)) {
    if (DROP.has(key) || key.startsWith('x-')) continue;
    if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF)) {
      const name = value.slice(SCHEMA_REF.length);
      refs.add(name);
      out.$ref = `#/$defs/${name}`;
    } else if (key === 'properties' && isObj(value)) {
      // Property names are data, not keywords: keep every one.
      out.properties = Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, compactSchema(schema, refs)]));
    } else {
      out[key] = compactSchema(value, refs);
    }
  }
  return out;
}

function firstSentence(text: string): string {
  const match = /^[\s\S]*?[.!?](?=\s|$)/.exec(text.trim());
  return (match ? match[0] : text).replace(/\s+/g, ' ').trim();
}

/** Turns the model into the sandbox's operations data. */
export function compactOperations(model: ApiModel): SandboxOperations {
  const refs = new Set<string>();
  const seen = new Map<string, string>();
  const operations = model.operations.map((op: ApiOperation): SandboxOperation => {
    const where = `${op.method} ${op.path}`;
    const base = seen.get(where);
    if (!base) seen.set(where, op.id);
    const parameters = op.parameters.map((raw): SandboxParameter => {
      const param = model.resolver.get(raw);
      const entry: SandboxParameter = {
        name: String(param.name),
        in: String(param.in) as SandboxParameter['in'],
        required: param.required === true,
        schema: compactSchema(asObj(param.schema), refs) as JsonSchema,
      };
      if (param.example !== undefined) entry.example = param.example;
      if (typeof param.description === 'string') entry.description = firstSentence(param.description);
      return entry;
    });
    const media = op.requestBody?.content[0];
    const body: SandboxOperation['body'] =
      op.requestBody && media
        ? {
            required: op.requestBody.required,
            mediaType: media.mediaType,
            schema: media.schema === undefined ? undefined : (compactSchema(media.schema, refs) as JsonSchema),
            examples: media.examples.map((e) => ({name: e.name, ...(e.summary ? {summary: e.summary} : {}), value: e.value})),
          }
        : undefined;
    const responses = op.responses.map((r) => {
      const content = r.content[0];
      const entry: SandboxOperation['responses'][number] = {status: r.status};
      if (content) {
        entry.mediaType = content.mediaType;
        // Only success examples: the sandbox answers errors itself.
        if (r.status.startsWith('2') && content.examples.length > 0) entry.example = content.examples[0].value;
      }
      return entry;
    });
    return {
      id: op.id,
      method: op.method,
      path: op.path,
      ...(op.fixedQuery ? {query: op.fixedQuery} : {}),
      ...(base ? {variantOf: base} : {}),
      tag: op.tag,
      summary: op.summary,
      lane: op.lane,
      adminOnly: !op.security.some((alternative) => alternative.includes('secretKey')),
      parameters,
      ...(body ? {body} : {}),
      responses,
      errorCodes: op.errorCodes,
    };
  });
  // The component schemas the request schemas use, and the ones those use.
  const schemas: Record<string, JsonSchema> = {};
  const queue = [...refs];
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (schemas[name]) continue;
    const found = new Set<string>();
    schemas[name] = compactSchema(model.resolver.get({$ref: `${SCHEMA_REF}${name}`}), found) as JsonSchema;
    for (const other of found) if (!schemas[other]) queue.push(other);
  }
  return {format: OPERATIONS_FORMAT, operations, schemas};
}
