/**
 * Every operation of openapi/ answers the sandbox, and what it answers is
 * what the document says: each modelled operation gets each of its
 * documented request examples (mapped onto the demo data by
 * lib/sandbox/examples.ts) on a fresh sandbox, and its status, headers and
 * body are checked against the OpenAPI response (Ajv); the operations that
 * are not modelled answer from the document's examples and say so
 * (`x-sandbox: example`). Error answers carry a code of the error catalogue
 * that the operation lists in x-error-codes, with the catalogue's status.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {beforeAll, describe, expect, it} from 'vitest';
import {DEMO, MODELLED_OPERATIONS, type SandboxOperation, type SandboxResponse} from '../../lib/sandbox';
import {exampleCall} from '../../lib/sandbox/examples';
import {ERROR_STATUS} from '../../lib/sandbox/errors';
import {ROUTES} from '../../lib/sandbox/sandbox';
import {loadApiModel, loadOpenApi} from '../../plugins/openapi-docs';
import {basic, operationsData, repoRoot, testSandbox} from './helpers/sandbox';

type Obj = Record<string, unknown>;

/** Variants of GET/POST/DELETE /events/{eventKey} for seasons: the event operations answer them; the sandbox has no seasons. */
const SEASON_VARIANTS = ['retrieveSeason', 'updateSeason', 'deleteSeason', 'deletePartialSeason'];

let ajv: Ajv2020;
const validators = new Map<string, ReturnType<Ajv2020['compile']>>();

function rewriteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `doc${v}` : rewriteRefs(v)]),
  );
}

/** The documented response of an operation for a status: media type, schema and headers. */
function documented(operationId: string, status: number) {
  const model = loadApiModel(repoRoot);
  const op = model.operations.find((o) => o.id === operationId)!;
  const response = op.responses.find((r) => r.status === String(status));
  return {op, response};
}

function schemaErrors(operationId: string, status: number, mediaType: string, value: unknown): string[] {
  const key = `${operationId} ${status} ${mediaType}`;
  let validate = validators.get(key);
  if (!validate) {
    const {response} = documented(operationId, status);
    const media = response?.content.find((m) => m.mediaType === mediaType);
    if (!media) return [`${key}: the document has no ${mediaType} body for ${status}`];
    validate = ajv.compile(rewriteRefs(media.schema) as Obj);
    validators.set(key, validate);
  }
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${key} ${e.instancePath || '/'} ${e.message}`);
}

/** Checks a response against the document: status documented, headers, body schema; error codes from x-error-codes. */
function checkResponse(operationId: string, response: SandboxResponse): string[] {
  const problems: string[] = [];
  const {op, response: doc} = documented(operationId, response.status);
  if (!doc) return [`${operationId}: status ${response.status} is not documented (${response.body.slice(0, 200)})`];
  const media = doc.content[0];
  if (response.status === 204 || response.status === 401 || response.status === 403) {
    if (response.body !== '') problems.push(`${operationId} ${response.status}: body should be empty`);
    return problems;
  }
  if (!media) return [`${operationId} ${response.status}: the document has no body, the sandbox sent one`];
  const type = (response.headers['content-type'] ?? '').split(';')[0].trim();
  if (type !== media.mediaType) problems.push(`${operationId} ${response.status}: content-type ${type}, documented ${media.mediaType}`);
  for (const header of doc.headers)
    if (!(header.name.toLowerCase() in response.headers)) problems.push(`${operationId}: header ${header.name} missing`);
  if (media.mediaType === 'application/json') {
    const body = JSON.parse(response.body);
    problems.push(...schemaErrors(operationId, response.status, media.mediaType, body));
    if (response.status >= 400) {
      for (const error of body.errors ?? []) {
        if (!op.errorCodes.includes(error.code)) problems.push(`${operationId}: ${error.code} is not in its x-error-codes`);
        if (ERROR_STATUS[error.code as keyof typeof ERROR_STATUS] !== response.status)
          problems.push(`${operationId}: ${error.code} comes with ${response.status}`);
      }
    }
  } else if (media.mediaType === 'image/png') {
    expect(response.encoding).toBe('base64');
    if (!atob(response.body).startsWith('\x89PNG')) problems.push(`${operationId}: not a PNG`);
  } else if (typeof response.body !== 'string' || response.body.length === 0) {
    problems.push(`${operationId}: empty ${media.mediaType} body`);
  }
  return problems;
}

beforeAll(() => {
  operationsData();
  ajv = new Ajv2020({strict: false, allErrors: true});
  addFormats(ajv);
  ajv.addSchema({components: (loadOpenApi(repoRoot).document as Obj).components} as Obj, 'doc');
}, 60_000);

function allOperations(): SandboxOperation[] {
  return operationsData().operations;
}

describe('the operations data', () => {
  it('has every operation of the document, with the schemas its requests use', () => {
    const data = operationsData();
    const model = loadApiModel(repoRoot);
    expect(data.operations.map((o) => o.id).sort()).toEqual(model.operations.map((o) => o.id).sort());
    const json = JSON.stringify(data);
    for (const ref of json.match(/"#\/\$defs\/[A-Za-z]+"/g) ?? []) expect(data.schemas).toHaveProperty(ref.slice(9, -1));
    expect(JSON.stringify(data.schemas).includes('"description"')).toBe(false);
  });

  it('lists at least 40 modelled operations, each an operation of the document with the same method and path', () => {
    expect(MODELLED_OPERATIONS.length).toBeGreaterThanOrEqual(40);
    const byId = new Map(allOperations().map((o) => [o.id, o]));
    for (const id of MODELLED_OPERATIONS) expect(byId.has(id), id).toBe(true);
    for (const route of ROUTES)
      expect([route.method, route.path], route.id).toEqual([byId.get(route.id)?.method, byId.get(route.id)?.path]);
  });
});

const cases = (): [string, string | undefined][] =>
  allOperations()
    .filter((op) => MODELLED_OPERATIONS.includes(op.id))
    .flatMap((op) =>
      op.body && op.body.examples.length > 0
        ? op.body.examples.map((e): [string, string | undefined] => [op.id, e.name])
        : [[op.id, undefined]],
    );

describe('modelled operations answer their documented examples as the document says', () => {
  it.each(cases())('%s (example %s)', (operationId, example) => {
    const {sandbox} = testSandbox();
    const call = exampleCall(sandbox, operationsData(), operationId, example);
    const response = sandbox.handle(call.request);
    expect(response.status, `${call.request.method} ${call.request.path}\n${call.request.body ?? ''}\n→ ${response.body}`).toBeLessThan(
      300,
    );
    expect(response.headers['x-sandbox']).toBe('modelled');
    expect(response.operationId).toBe(operationId);
    expect(checkResponse(operationId, response)).toEqual([]);
  });
});

describe('the Objects examples, sent one after another in one tab as the sidebar orders them', () => {
  it('each succeed: objects an earlier example took are released first, and the note says so', () => {
    const {sandbox} = testSandbox();
    const order = ['bookObjects', 'holdObjects', 'releaseObjects', 'holdObjects', 'bookObjects', 'changeObjectStatus', 'putUpForResale'];
    const notes: string[] = [];
    for (const operationId of order) {
      const call = exampleCall(sandbox, operationsData(), operationId);
      const response = sandbox.handle(call.request);
      expect(response.status, `${operationId}: ${call.request.body ?? ''}\n→ ${response.body}`).toBeLessThan(300);
      notes.push(...call.arranged);
    }
    expect(
      notes.some((note) => /^Released \S+ in \S+ \(it was (booked|reservedByToken)\), so the example finds it free\.$/.test(note)),
    ).toBe(true);
  });

  it('leave objects that are free as they are, with nothing to say', () => {
    const {sandbox} = testSandbox();
    expect(exampleCall(sandbox, operationsData(), 'holdObjects').arranged.filter((note) => note.startsWith('Released'))).toEqual([]);
  });
});

describe('operations that are not modelled answer from the document', () => {
  const exampleOnly = () => allOperations().filter((op) => !MODELLED_OPERATIONS.includes(op.id) && !op.variantOf);

  it('are a minority, and each says x-sandbox: example', () => {
    expect(exampleOnly().length).toBeLessThan(MODELLED_OPERATIONS.length);
  });

  it.each(exampleOnly().map((op) => op.id))('%s', (operationId) => {
    const {sandbox} = testSandbox();
    const call = exampleCall(sandbox, operationsData(), operationId);
    const response = sandbox.handle(call.request);
    expect(response.status, response.body).toBeLessThan(300);
    expect(response.headers['x-sandbox']).toBe('example');
    expect(response.operationId).toBe(operationId);
    expect(checkResponse(operationId, response)).toEqual([]);
  });

  it('refuse in their own name: an error of the sandbox is not labelled as a documented example', () => {
    const {sandbox} = testSandbox();
    const operationId = exampleOnly()[0].id;
    const call = exampleCall(sandbox, operationsData(), operationId);
    const response = sandbox.handle({...call.request, headers: {...call.request.headers, authorization: basic('not-a-key')}});
    expect(response.status).toBe(401);
    expect(response.headers['x-sandbox']).toBe('modelled');
  });

  it('the season variants of the event operations are answered by the event operations', () => {
    const {send} = testSandbox();
    for (const id of SEASON_VARIANTS) expect(allOperations().find((o) => o.id === id)?.variantOf).toMatch(/Event$/);
    expect(send('GET', '/events/season-2025-26').json.errors[0].code).toBe('EVENT_NOT_FOUND');
  });
});

describe('error answers', () => {
  const withParam = (name: string) =>
    allOperations().filter((op) => op.parameters.some((p) => p.in === 'path' && p.name === name) && !op.variantOf);

  it.each(withParam('eventKey').map((op) => op.id))('%s: an unknown event key is 404 EVENT_NOT_FOUND', (operationId) => {
    const {sandbox} = testSandbox();
    const call = exampleCall(sandbox, operationsData(), operationId);
    const path = call.request.path.replace(encodeURIComponent(DEMO.events.concert), 'no-such-event');
    const response = sandbox.handle({...call.request, path});
    expect(response.status, response.body).toBe(404);
    expect(JSON.parse(response.body).errors[0].code).toBe('EVENT_NOT_FOUND');
    expect(checkResponse(operationId, response)).toEqual([]);
  });

  it.each(withParam('chartKey').map((op) => op.id))('%s: an unknown chart key is 404 CHART_NOT_FOUND', (operationId) => {
    const {sandbox} = testSandbox();
    const call = exampleCall(sandbox, operationsData(), operationId);
    const path = call.request.path.replace(/(\/charts?\/)[0-9a-f-]{36}/, '$100000000-0000-4000-8000-000000000000');
    const response = sandbox.handle({...call.request, path});
    expect(response.status, response.body).toBe(404);
    expect(JSON.parse(response.body).errors[0].code).toBe('CHART_NOT_FOUND');
    expect(checkResponse(operationId, response)).toEqual([]);
  });

  const withBody = () => allOperations().filter((op) => op.body?.schema && !op.variantOf);

  it.each(withBody().map((op) => op.id))('%s: a body of the wrong type is 400 ILLEGAL_ARGUMENT naming the rule', (operationId) => {
    const {sandbox} = testSandbox();
    const call = exampleCall(sandbox, operationsData(), operationId);
    const response = sandbox.handle({...call.request, body: '5'});
    expect(response.status, response.body).toBe(400);
    const error = JSON.parse(response.body).errors[0];
    expect(error.code).toBe('ILLEGAL_ARGUMENT');
    expect(error.message).toMatch(/\((type|oneOf)\)$/);
    expect(checkResponse(operationId, response)).toEqual([]);
  });

  it.each(
    allOperations()
      .filter((op) => !op.variantOf)
      .map((op) => op.id),
  )('%s: a wrong key is 401 with an empty body', (operationId) => {
    const {sandbox} = testSandbox();
    const call = exampleCall(sandbox, operationsData(), operationId);
    const response = sandbox.handle({...call.request, headers: {authorization: basic('wrong-key')}});
    expect([response.status, response.body]).toEqual([401, '']);
    expect(checkResponse(operationId, response)).toEqual([]);
  });

  it('invalid fields are named with the rule they break', () => {
    const {send} = testSandbox();
    const concert = `/events/${DEMO.events.concert}`;
    const messages = (response: {json: {errors: {message: string}[]}}) => response.json.errors.map((e) => e.message);
    expect(messages(send('POST', `${concert}/actions/book`, {objects: [{objectId: 'A-1', quantity: 0}]}))).toEqual([
      'objects[0].quantity must be at least 1 (minimum)',
    ]);
    expect(messages(send('POST', `${concert}/actions/book`, {objects: []}))).toEqual(['objects must list at least 1 item (minItems)']);
    expect(messages(send('POST', `${concert}/actions/hold`, {objects: ['A-1']}))).toEqual(['holdToken is required (required)']);
    expect(messages(send('POST', `${concert}/actions/book`, {orderId: 'x'}))[0]).toMatch(
      /^the body must be one of: Book listed objects \(objects\); Book the best available objects \(bestAvailable\) \(oneOf\)$/,
    );
    expect(messages(send('POST', '/events', {chartKey: DEMO.charts.mainHall, date: '21/11/2025'}))).toEqual([
      'date must be a valid date, such as 2025-11-21 (format)',
    ]);
    expect(messages(send('POST', '/hold-tokens', {expiresInMinutes: -1}))).toEqual(['expiresInMinutes must be at least 0 (minimum)']);
    expect(messages(send('GET', '/charts?limit=50'))).toEqual(['query parameter limit must be at most 20 (maximum)']);
    expect(messages(send('GET', '/charts?tag=a&tag=b'))).toEqual(['query parameter tag may appear once, not 2 times (maxItems)']);
    expect(messages(send('GET', `${concert}/objects`))).toEqual(['query parameter label is required (required)']);
    expect(messages(send('POST', `${concert}/actions/book`, '{"objects": ['))[0]).toMatch(/^The body is not valid JSON/);
    expect(messages(send('GET', `/reports/events/${DEMO.events.concert}/byColour`))).toEqual([
      'path parameter reportType must be one of "byStatus", "byObjectType", "byCategoryLabel", "byCategoryKey", "byLabel", "byOrderId", "bySection", "byZone", "byAvailability", "byAvailabilityReason", "byChannel" (enum)',
    ]);
  });

  it('answers an unknown path with 404 and a known path with another method with 405 and Allow', () => {
    const {send} = testSandbox();
    expect(send('GET', '/no/such/thing')).toMatchObject({status: 404, body: ''});
    expect(send('PUT', `/events/${DEMO.events.concert}`)).toMatchObject({status: 405, headers: {allow: 'GET, POST, DELETE'}});
  });

  it('never throws, whatever it is sent', () => {
    const {sandbox} = testSandbox();
    const nasty = [
      {method: 'POST', path: `/events/${DEMO.events.concert}/actions/book`, headers: {authorization: basic(DEMO.secretKey)}, body: 'null'},
      {method: 'POST', path: '/events/%E0%A4%A/actions/book', headers: {authorization: basic(DEMO.secretKey)}, body: '{}'},
      {method: '', path: '', headers: {}},
      {method: 'GET', path: '/events?limit=abc', headers: {authorization: basic(DEMO.secretKey)}},
      {
        method: 'POST',
        path: '/events/actions/change-object-status',
        headers: {authorization: basic(DEMO.secretKey)},
        body: '{"statusChanges":[{"event":5,"objects":[{}]}]}',
      },
      {method: 'POST', path: '/hold-tokens', headers: {authorization: 'Basic %%%'}, body: '{}'},
    ] as never[];
    for (const request of nasty) {
      const response = sandbox.handle(request);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });
});

describe('checking a request before sending it', () => {
  it('names the operation and the problems, as the console shows them', async () => {
    const {checkRequest} = await import('../../lib/sandbox');
    const ops = operationsData();
    expect(checkRequest(ops, {method: 'POST', path: `/events/${DEMO.events.concert}/actions/book`, body: '{"objects":["A-1"]}'})).toEqual({
      operationId: 'bookObjects',
      problems: [],
    });
    expect(
      checkRequest(ops, {method: 'POST', path: `/events/${DEMO.events.concert}/actions/book`, body: '{"objects":[{"quantity":2}]}'}),
    ).toEqual({
      operationId: 'bookObjects',
      problems: ['objects[0].objectId is required (required)'],
    });
    expect(checkRequest(ops, {method: 'POST', path: '/hold-tokens', body: '{"expiresInMinutes":"ten"}'}).problems).toEqual([
      'expiresInMinutes must be an integer (type)',
    ]);
    expect(checkRequest(ops, {method: 'GET', path: '/nothing/here'}).problems).toEqual([
      'GET /nothing/here is not an operation of the Tessera API',
    ]);
  });
});
