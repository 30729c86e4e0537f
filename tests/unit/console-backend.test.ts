/**
 * The REST console's flow on the sandbox, without a browser: for every
 * operation of openapi/, the form the console pre-fills passes the sandbox's
 * own validator and its first Send succeeds; a bad form is refused before
 * sending with the validator's sentence (field and rule) and changes nothing;
 * Book objects refused the second time with a catalogue code; a hold token
 * expiring on the virtual clock.
 */
import {describe, expect, it} from 'vitest';
import {buildRequest, withParam} from '@site/lib/console/form';
import {backendFor} from '@site/src/components/RestConsole/sandboxBackend';
import {DEMO} from '../../lib/sandbox';
import {operationsData, testSandbox} from './helpers/sandbox';

function setup() {
  const {sandbox} = testSandbox();
  const backend = backendFor(sandbox, operationsData());
  return {sandbox, backend};
}

describe('the console on the sandbox', () => {
  it('knows every operation of the document', () => {
    const {backend} = setup();
    for (const op of operationsData().operations) expect(backend.operation(op.id), op.id).toBeDefined();
    expect(backend.operation('noSuchOperation')).toBeUndefined();
  });

  it('pre-fills every operation with a form the validator accepts and whose first Send succeeds', () => {
    const failures: string[] = [];
    for (const spec of operationsData().operations) {
      const {backend} = setup();
      const operation = backend.operation(spec.id)!;
      const {draft} = backend.prefill(operation);
      const request = buildRequest(operation, draft, backend.demoKey(operation));
      const problems = backend.validate(operation, request);
      if (problems.length > 0) {
        failures.push(`${spec.id}: ${problems.map((p) => p.message).join('; ')}`);
        continue;
      }
      const {response} = backend.send(operation, request);
      if (!response || response.status >= 300) failures.push(`${spec.id}: ${response?.status} ${response?.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });

  it('Book objects: the example succeeds, then the same request is refused with OBJECT_ALREADY_BOOKED', () => {
    const {backend} = setup();
    const book = backend.operation('bookObjects')!;
    const {draft, arranged} = backend.prefill(book);
    expect(arranged.join(' ')).toMatch(/hold token/);
    const request = buildRequest(book, draft, backend.demoKey(book));
    expect(backend.send(book, request).response?.status).toBeLessThan(300);
    const again = backend.send(book, request).response!;
    expect(again.status).toBe(400);
    expect(JSON.parse(again.body).errors[0].code).toBe('OBJECT_ALREADY_BOOKED');
  });

  it('retrieves the reader’s newest live hold token rather than making another', () => {
    const {sandbox, backend} = setup();
    const retrieve = backend.operation('retrieveHoldToken')!;
    // None yet: the example makes one.
    expect(backend.prefill(retrieve).arranged.join(' ')).toMatch(/^Created hold token/);
    const created = sandbox.handle({
      method: 'POST',
      path: '/hold-tokens',
      headers: {authorization: `Basic ${btoa(`${DEMO.secretKey}:`)}`, 'content-type': 'application/json'},
      body: '{}',
    });
    const mine = (JSON.parse(created.body!) as {holdToken: string}).holdToken;
    const {draft, arranged} = backend.prefill(retrieve);
    expect(arranged.join(' ')).toContain(`Used hold token ${mine}, the newest live one`);
    const request = buildRequest(retrieve, draft, backend.demoKey(retrieve));
    expect(request.path).toBe(`/hold-tokens/${mine}`);
    // Once it has expired on the sandbox clock, the example makes a new one again.
    sandbox.clock.advance(16 * 60 * 1000);
    expect(backend.prefill(retrieve).arranged.join(' ')).toMatch(/^Created hold token/);
  });

  it('refuses a bad form before sending, naming the field and the rule, and changes nothing', () => {
    const {sandbox, backend} = setup();
    const book = backend.operation('bookObjects')!;
    const {draft} = backend.prefill(book);
    const before = JSON.stringify([...sandbox.objectStatuses(DEMO.events.concert)]);
    const key = backend.demoKey(book);
    const wrongType = backend.validate(book, buildRequest(book, {...draft, body: '{"objects": ["A-1"], "holdToken": 42}'}, key));
    expect(wrongType).toContainEqual({field: 'body', message: 'holdToken must be a string (type)'});
    const notJson = backend.validate(book, buildRequest(book, {...draft, body: '{"objects": ['}, key));
    expect(notJson[0].message).toMatch(/^The body is not valid JSON: /);
    const noEvent = backend.validate(book, buildRequest(book, withParam(draft, 'path:eventKey', ''), key));
    expect(noEvent).toContainEqual({field: 'path:eventKey', message: 'path parameter eventKey is required (required)'});
    expect(JSON.stringify([...sandbox.objectStatuses(DEMO.events.concert)])).toBe(before);
  });

  it('a hold token the example set up expires after fast-forward, and the booking is refused', () => {
    const {backend} = setup();
    const book = backend.operation('bookObjects')!;
    const {draft} = backend.prefill(book);
    const start = backend.now();
    backend.advance(16 * 60_000);
    expect(backend.now() - start).toBeGreaterThanOrEqual(16 * 60_000);
    const response = backend.send(book, buildRequest(book, draft, backend.demoKey(book))).response!;
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body).errors[0].code).toBe('HOLD_TOKEN_EXPIRED');
  });

  it('a wrong key gets 401 with an empty body; Reset brings the demo data back', () => {
    const {backend} = setup();
    const book = backend.operation('bookObjects')!;
    const {draft} = backend.prefill(book);
    const wrong = backend.send(book, buildRequest(book, draft, 'not-a-key')).response!;
    expect([wrong.status, wrong.body]).toEqual([401, '']);
    backend.send(book, buildRequest(book, draft, backend.demoKey(book)));
    backend.reset();
    const fresh = backend.prefill(book);
    expect(backend.send(book, buildRequest(book, fresh.draft, backend.demoKey(book))).response!.status).toBeLessThan(300);
  });
});
