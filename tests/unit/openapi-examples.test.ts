/**
 * The OpenAPI document in openapi/ is the single source of the REST reference.
 * These tests resolve its multi-file $refs, check every example against its
 * schema, and prove that it documents every current operation of
 * domain/rest-api.yaml with the same method, path, operationId, slug and lane.
 */
import fs from 'node:fs';
import path from 'node:path';
import {bundle, createConfig, lint} from '@redocly/openapi-core';
import Ajv2020 from 'ajv/dist/2020';
import {describe, expect, it} from 'vitest';
import YAML from 'yaml';
import {HTTP_METHODS} from '../../lib/openapi/model';
import {pointerTokens} from '../../lib/openapi/pointer';
import {asArray, asObj, isObj, type Obj} from '../../lib/openapi/schema';

const repoRoot = path.resolve(__dirname, '../..');
const openapiDir = path.join(repoRoot, 'openapi');
const rootFile = path.join(openapiDir, 'tessera.yaml');
const domainFile = path.join(repoRoot, 'domain/rest-api.yaml');

/**
 * Domain operations that share their method and path with another domain
 * operation. OpenAPI allows one operation per method and path, so each of these
 * is documented as an entry of `x-variants` on the operation it maps onto
 * (same slug page or its own page, as the domain says).
 */
const aliases: Record<string, string> = {
  // GET /charts/{chartKey}?expand=events: the query string is not part of the path.
  retrieveChartWithEvents: 'retrieveChart',
  // POST /events/{eventKey}/actions/change-object-status with `bestAvailable` in the body.
  bestAvailable: 'changeObjectStatus',
  // Seasons and partial seasons are read, updated and deleted through /events/{eventKey}.
  retrieveSeason: 'retrieveEvent',
  updateSeason: 'updateEvent',
  deleteSeason: 'deleteEvent',
  deletePartialSeason: 'deleteEvent',
};

/** The domain gives `accounts` operations no slug; the document chooses these. */
const accountSlugs: Record<string, string> = {
  retrieveMyAccount: 'retrieve-my-account',
  regenerateAccountSecretKey: 'regenerate-account-secret-key',
  regenerateDesignerKey: 'regenerate-designer-key',
  enableDraftChartDrawings: 'enable-draft-chart-drawings',
  disableDraftChartDrawings: 'disable-draft-chart-drawings',
  changePassword: 'change-password',
  changeHoldPeriod: 'change-hold-period',
  updateAccountSetting: 'update-account-setting',
};

// ---------------------------------------------------------------------------
// A small resolver for relative file $refs with optional JSON pointers.

const fileCache = new Map<string, unknown>();

function loadYaml(file: string): unknown {
  if (!fileCache.has(file)) fileCache.set(file, YAML.parse(fs.readFileSync(file, 'utf8')));
  return fileCache.get(file);
}

function followPointer(doc: unknown, pointer: string, where: string): unknown {
  let node = doc;
  for (const token of pointerTokens(pointer)) {
    if (Array.isArray(node)) node = node[Number(token)];
    else if (isObj(node) && token in node) node = node[token];
    else throw new Error(`unresolved JSON pointer ${pointer} in ${where}`);
  }
  return node;
}

/** Returns a copy of `node` with every $ref inlined; siblings of a $ref override the target. */
function deref(node: unknown, file: string, stack: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => deref(item, file, stack));
  if (!isObj(node)) return node;
  if (typeof node.$ref === 'string') {
    const [filePart, fragment = ''] = node.$ref.split('#');
    const target = filePart ? path.resolve(path.dirname(file), filePart) : file;
    if (!fs.existsSync(target)) throw new Error(`${path.relative(repoRoot, file)}: missing $ref target ${node.$ref}`);
    const id = `${target}#${fragment}`;
    if (stack.includes(id)) throw new Error(`circular $ref ${id}`);
    const resolved = deref(followPointer(loadYaml(target), fragment, target), target, [...stack, id]);
    const siblings = Object.fromEntries(Object.entries(node).filter(([key]) => key !== '$ref'));
    return isObj(resolved) ? {...resolved, ...asObj(deref(siblings, file, stack))} : resolved;
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, deref(value, file, stack)]));
}

// ---------------------------------------------------------------------------
// The document and the domain catalogue.

const spec = asObj(deref(loadYaml(rootFile), rootFile));

type Operation = {method: string; path: string; op: Obj};

const operations: Operation[] = Object.entries(asObj(spec.paths)).flatMap(([p, item]) =>
  HTTP_METHODS.filter((m) => isObj(asObj(item)[m])).map((m) => ({method: m.toUpperCase(), path: p, op: asObj(asObj(item)[m])})),
);

const byId = new Map(operations.map((o) => [String(o.op.operationId), o]));

type DomainOp = Obj & {group: string; id: string; method: string; path: string};

const domain = asObj(YAML.parse(fs.readFileSync(domainFile, 'utf8')));
const groups = asObj(domain.groups);
const domainOps: DomainOp[] = Object.entries(groups)
  .filter(([group]) => group !== 'legacy')
  .flatMap(([group, g]) =>
    asArray(asObj(g).operations).map((o) => {
      const op = asObj(o);
      return {...op, group, id: String(op.id), method: String(op.method), path: String(op.path)};
    }),
  );
const legacyIds = asArray(asObj(groups.legacy).operations).map((o) => String(asObj(o).id));

/** `/charts/{chartKey}?expand=events` -> `/charts/{}`: method-and-path identity. */
function pathShape(p: string): string {
  return p.split('?')[0].replace(/\{[^}]+\}/g, '{}');
}

function findByShape(method: string, p: string): Operation | undefined {
  return operations.find((o) => o.method === method && pathShape(o.path) === pathShape(p));
}

/** Names of the properties a schema accepts, through allOf/oneOf/anyOf and array items. */
function propertyNames(schema: unknown): Set<string> {
  const s = asObj(schema);
  const names = new Set(Object.keys(asObj(s.properties)));
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    for (const branch of asArray(s[key])) for (const name of propertyNames(branch)) names.add(name);
  }
  if (s.items) for (const name of propertyNames(s.items)) names.add(name);
  return names;
}

/** Properties required at the top level or in at least one alternative. */
function requiredNames(schema: unknown): Set<string> {
  const s = asObj(schema);
  const names = new Set(asArray(s.required).map(String));
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    for (const branch of asArray(s[key])) for (const name of requiredNames(branch)) names.add(name);
  }
  return names;
}

/** Field tuples `[name, type, required, note]` of a domain list, or of a named shared list. */
function domainFields(op: DomainOp, key: 'body' | 'query_params' | 'path_params'): unknown[][] {
  const value = op[key];
  const group = asObj(groups[op.group]);
  if (typeof value === 'string') {
    const shared = key === 'body' ? group.shared_body_fields : group.shared_query_params;
    const extra = [...value.matchAll(/\[(\w+), *[^,\]]+, *(\w+)/g)].map((m) => [m[1], 'string', m[2]]);
    return [...(value.includes('shared_') ? asArray(shared).map(asArray) : []), ...extra];
  }
  return asArray(value).map(asArray);
}

/** `statusChanges[].type` -> `statusChanges`; `a/b/c` -> three names. */
function fieldNames(raw: unknown): string[] {
  return String(raw)
    .split('/')
    .map((name) => name.split(/[.[]/)[0]);
}

function jsonSchemaOf(op: Obj): unknown {
  return asObj(asObj(asObj(op.requestBody).content)['application/json']).schema;
}

// ---------------------------------------------------------------------------
// Example validation.

const ajv = new Ajv2020({strict: false, allErrors: true});
ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
ajv.addFormat(
  'date-time',
  (value: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)),
);
ajv.addFormat('uri', /^https?:\/\/[^\s/$.?#].[^\s]*$/);
ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);

type ExampleCase = {where: string; schema: unknown; value: unknown};

function mediaExamples(where: string, media: Obj): ExampleCase[] {
  const cases: ExampleCase[] = [];
  if ('example' in media) cases.push({where, schema: media.schema, value: media.example});
  for (const [name, example] of Object.entries(asObj(media.examples))) {
    cases.push({where: `${where} example "${name}"`, schema: media.schema, value: asObj(example).value});
  }
  return cases;
}

function exampleCases(o: Operation): ExampleCase[] {
  const label = `${o.method} ${o.path}`;
  const cases: ExampleCase[] = [];
  for (const param of asArray(o.op.parameters).map(asObj)) {
    if ('example' in param) cases.push({where: `${label} parameter ${param.name}`, schema: param.schema, value: param.example});
  }
  for (const [type, media] of Object.entries(asObj(asObj(o.op.requestBody).content))) {
    cases.push(...mediaExamples(`${label} request ${type}`, asObj(media)));
  }
  for (const [status, response] of Object.entries(asObj(o.op.responses))) {
    for (const [type, media] of Object.entries(asObj(asObj(response).content))) {
      cases.push(...mediaExamples(`${label} response ${status} ${type}`, asObj(media)));
    }
    for (const [name, header] of Object.entries(asObj(asObj(response).headers))) {
      const h = asObj(header);
      if ('example' in h) cases.push({where: `${label} response ${status} header ${name}`, schema: h.schema, value: h.example});
    }
  }
  return cases;
}

function validationErrors(c: ExampleCase): string[] {
  const validate = ajv.compile(asObj(c.schema));
  if (validate(c.value)) return [];
  return (validate.errors ?? []).map((e) => `${c.where}: ${e.instancePath || '/'} ${e.message}`);
}

// ---------------------------------------------------------------------------

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 with the four regional servers', () => {
    expect(spec.openapi).toBe('3.1.0');
    expect(asObj(spec.info).title).toBe('Tessera REST API');
    expect(asArray(spec.servers).map((s) => asObj(s).url)).toEqual(
      ['eu', 'na', 'sa', 'oc'].map((region) => `https://api-${region}.tessera.example`),
    );
  });

  it('resolves to the expected number of operations', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(byId.size).toBe(operations.length);
  });

  it('declares one tag per current domain group, each with a display name and a description', () => {
    const tags = asArray(spec.tags).map(asObj);
    expect(tags.map((t) => t.name).sort()).toEqual(
      Object.keys(groups)
        .filter((g) => g !== 'legacy')
        .sort(),
    );
    for (const tag of tags) {
      expect(typeof tag['x-displayName'], String(tag.name)).toBe('string');
      expect(String(tag.description ?? '').length, String(tag.name)).toBeGreaterThan(20);
    }
  });

  it.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))('%s is complete', (_label, o) => {
    const {op} = o;
    expect(typeof op.operationId).toBe('string');
    expect(String(op.summary ?? '').length).toBeGreaterThan(3);
    expect(String(op.description ?? '').length).toBeGreaterThan(80);
    expect(asArray(op.tags)).toHaveLength(1);
    expect(typeof op['x-slug']).toBe('string');
    expect(['priority', 'regular']).toContain(op['x-lane']);
    expect(asArray(op.security).length).toBeGreaterThan(0);
    for (const related of asArray(op['x-related'])) {
      expect(byId.has(String(related)) && related !== op.operationId, `x-related ${related}`).toBe(true);
    }
    const responses = asObj(op.responses);
    for (const status of ['401', '403', '429']) expect(Object.keys(responses)).toContain(status);
    expect(Object.keys(responses).some((status) => status.startsWith('2'))).toBe(true);
    for (const [status, response] of Object.entries(responses)) {
      expect(String(asObj(response).description ?? ''), status).not.toBe('');
      for (const [type, media] of Object.entries(asObj(asObj(response).content))) {
        const m = asObj(media);
        expect(m.schema, `${status} ${type} schema`).toBeDefined();
        if (type !== 'image/png') expect('example' in m || 'examples' in m, `${status} ${type} example`).toBe(true);
      }
    }
    const body = asObj(op.requestBody);
    for (const [type, media] of Object.entries(asObj(body.content))) {
      expect(asObj(media).schema, `request ${type} schema`).toBeDefined();
      expect('example' in asObj(media) || 'examples' in asObj(media), `request ${type} example`).toBe(true);
    }
    for (const param of asArray(op.parameters).map(asObj)) {
      expect(String(param.description ?? ''), String(param.name)).not.toBe('');
      if (param.in !== 'path') continue;
      expect(param.required, String(param.name)).toBe(true);
      const schema = asObj(param.schema);
      if (schema.type === 'string' && !schema.enum && !schema.pattern) {
        expect(String(param.description), String(param.name)).toMatch(/percent-encod/i);
      }
    }
  });

  it.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))('%s examples match their schemas', (_label, o) => {
    const cases = exampleCases(o);
    expect(cases.length).toBeGreaterThan(0);
    expect(cases.flatMap(validationErrors)).toEqual([]);
  });

  it('bundles with @redocly/openapi-core, as the page generator loads it', async () => {
    const config = await createConfig({extends: ['recommended']});
    const result = await bundle({ref: rootFile, config});
    expect(result.problems.map((p) => p.message)).toEqual([]);
    const bundledPaths = asObj(asObj(result.bundle.parsed).paths);
    expect(Object.keys(bundledPaths).sort()).toEqual(Object.keys(asObj(spec.paths)).sort());
  }, 60_000);

  it('passes the Redocly recommended ruleset without errors or warnings', async () => {
    const config = await createConfig({extends: ['recommended']});
    const problems = await lint({ref: rootFile, config});
    const report = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`);
    expect(report).toEqual([]);
  }, 120_000);

  it('names no SDK package anywhere', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
        const abs = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(abs);
        else files.push(abs);
      }
    };
    walk(openapiDir);
    expect(files.filter((file) => fs.readFileSync(file, 'utf8').includes('x-sdk'))).toEqual([]);
  });
});

describe('OpenAPI document against domain/rest-api.yaml', () => {
  it('leaves out the legacy operations', () => {
    for (const id of legacyIds) expect(byId.has(id), id).toBe(false);
  });

  it('documents nothing that is not a current domain operation', () => {
    const known = new Set(domainOps.map((op) => op.id));
    expect([...byId.keys()].filter((id) => !known.has(id))).toEqual([]);
  });

  it.each(domainOps.map((op) => [op.id, op] as const))('%s is documented', (id, d) => {
    const found = findByShape(d.method, d.path);
    expect(found, `${d.method} ${d.path}`).toBeDefined();
    const {op} = found as Operation;
    const expectedSlug = d.slug === null ? accountSlugs[id] : d.slug;
    expect(expectedSlug, 'slug').toBeTruthy();

    if (aliases[id]) {
      expect(op.operationId).toBe(aliases[id]);
      const variant = asArray(op['x-variants'])
        .map(asObj)
        .find((v) => v.operationId === id);
      expect(variant, 'x-variants entry').toBeDefined();
      expect(variant?.slug).toBe(expectedSlug);
      expect(variant?.tag).toBe(d.group);
      expect(String(variant?.summary ?? '').length).toBeGreaterThan(3);
      expect(String(variant?.description ?? '').length).toBeGreaterThan(80);
      expect(op['x-lane']).toBe(d.lane);
      for (const key of ['requestExample', 'responseExample'] as const) {
        if (!variant?.[key]) continue;
        const where = key === 'requestExample' ? [asObj(op.requestBody)] : Object.values(asObj(op.responses)).map(asObj);
        const names = where.flatMap((r) => Object.values(asObj(r.content)).flatMap((m) => Object.keys(asObj(asObj(m).examples))));
        expect(names, key).toContain(variant[key]);
      }
    } else {
      expect(op.operationId).toBe(id);
      expect(op['x-slug']).toBe(expectedSlug);
      expect(op['x-lane']).toBe(d.lane);
      expect(op.tags).toEqual([d.group]);
      expect(op.deprecated === true).toBe(d.deprecated === true);
      const pathParams = asArray(op.parameters)
        .map(asObj)
        .filter((p) => p.in === 'path')
        .map((p) => p.name);
      expect(pathParams.sort()).toEqual([...d.path.split('?')[0].matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort());
    }

    // Authentication: admin-only calls never accept a workspace secret key.
    const alternatives = asArray(op.security).map((s) => Object.keys(asObj(s)));
    if (d.auth === 'admin') {
      expect(alternatives.every((names) => !names.includes('secretKey'))).toBe(true);
      expect(alternatives.some((names) => names.includes('adminKey'))).toBe(true);
    } else {
      expect(alternatives.some((names) => names.includes('secretKey'))).toBe(true);
      expect(alternatives.some((names) => names.includes('workspaceKey'))).toBe(true);
    }

    // Responses: the success status and every error status the domain names.
    const statuses = Object.keys(asObj(op.responses));
    const response = String(d.response ?? '');
    const success = response.startsWith('see meta.status_change_response') ? ['204', '200'] : [response.slice(0, 3)];
    if (response.includes('with expand')) success.push('200');
    for (const status of success) expect(statuses, `success ${status}`).toContain(status);
    for (const error of asArray(d.errors)) {
      for (const status of String(error)
        .match(/^\d{3}(\/\d{3})*/)?.[0]
        .split('/') ?? []) {
        expect(statuses, `error ${status}`).toContain(status);
      }
    }

    // Query parameters and body fields that the domain lists.
    const queryNames = asArray(op.parameters)
      .map(asObj)
      .filter((p) => p.in === 'query')
      .map((p) => p.name);
    for (const field of domainFields(d, 'query_params')) {
      for (const name of fieldNames(field[0])) expect(queryNames, `query ${name}`).toContain(name);
    }
    const bodyFields = domainFields(d, 'body');
    if (bodyFields.length > 0) {
      const schema = jsonSchemaOf(op);
      const properties = propertyNames(schema);
      const required = requiredNames(schema);
      for (const field of bodyFields) {
        for (const name of fieldNames(field[0])) {
          expect(properties, `body ${name}`).toContain(name);
          if (field[2] === 'yes') expect(required, `body ${name} required`).toContain(name);
        }
      }
    }
  });
});
