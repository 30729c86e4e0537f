/**
 * The sandbox keeps its state for the browser tab in sessionStorage (issue 22
 * §1 "Storage"): it survives navigation, is bounded, recovers from corrupted
 * or foreign data with a message, and resets.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {DEMO, MAX_STORED_CHARS, memoryStorage, STORAGE_KEY} from '../../lib/sandbox';
import {concert, operationsData, testSandbox} from './helpers/sandbox';

beforeAll(() => void operationsData(), 60_000);

describe('sandbox storage', () => {
  it('keeps the state across page navigations: a new sandbox on the same storage sees the hold', () => {
    const first = testSandbox();
    const token = first.send('POST', '/hold-tokens', {}).json.holdToken;
    first.send('POST', `${concert}/actions/hold`, {objects: ['A-1'], holdToken: token});
    first.sandbox.flush();
    expect(first.storage.data.get(STORAGE_KEY)).toContain(token);
    const second = testSandbox({storage: first.storage});
    expect(second.sandbox.notice).toBeNull();
    expect(second.send('GET', `${concert}/objects?label=A-1`).json['A-1']).toMatchObject({status: 'reservedByToken', holdToken: token});
  });

  it('writes once per task, at its end, however many calls it made', async () => {
    const {send, storage} = testSandbox();
    let writes = 0;
    const setItem = storage.setItem;
    storage.setItem = (key, value) => {
      writes += 1;
      setItem(key, value);
    };
    for (let i = 1; i <= 5; i += 1) send('POST', `${concert}/actions/book`, {objects: [`A-${i}`]});
    expect(writes).toBe(0);
    await Promise.resolve();
    expect(writes).toBe(1);
  });

  it.each([
    ['not JSON', '{"format": "tessera-sandbox/1", ', /was not valid JSON/],
    ['foreign JSON', JSON.stringify({hello: 'world'}), /damaged or not the sandbox’s own/],
    ['another version', JSON.stringify({format: 'tessera-sandbox/0'}), /another version of the sandbox/],
    ['a damaged state', '', /damaged/],
  ])('recovers from %s with a message and the demo data', (_name, stored, message) => {
    let value = stored;
    if (value === '') {
      const good = testSandbox();
      good.sandbox.flush();
      const state = JSON.parse(good.storage.data.get(STORAGE_KEY)!);
      state.events[0].objects = 'broken';
      value = JSON.stringify(state);
    }
    const storage = memoryStorage({[STORAGE_KEY]: value});
    const {sandbox, send} = testSandbox({storage});
    expect(sandbox.notice).toMatch(message);
    expect(send('GET', concert).status).toBe(200);
    expect(send('GET', `${concert}/objects?label=C-5`).json['C-5'].status).toBe('booked');
    sandbox.flush();
    expect(JSON.parse(storage.data.get(STORAGE_KEY)!).format).toBe('tessera-sandbox/1');
  });

  it.each([
    ['an event on a chart it does not have', (state: {events: {chartKey: string}[]}) => (state.events[0].chartKey = 'gone')],
    ['a chart on a drawing it does not know', (state: {charts: {plan: string}[]}) => (state.charts[0].plan = 'large:999999999')],
  ])('recovers from a state with %s', (_name, damage) => {
    const good = testSandbox();
    good.sandbox.flush();
    const state = JSON.parse(good.storage.data.get(STORAGE_KEY)!);
    damage(state);
    const {sandbox} = testSandbox({storage: memoryStorage({[STORAGE_KEY]: JSON.stringify(state)})});
    expect(sandbox.notice).toMatch(/damaged/);
  });

  it('discards a stored value larger than the bound', () => {
    const storage = memoryStorage({[STORAGE_KEY]: 'x'.repeat(MAX_STORED_CHARS + 1)});
    expect(testSandbox({storage}).sandbox.notice).toMatch(/larger than the sandbox keeps/);
  });

  it('stops saving, with a message, when the state outgrows the bound, and keeps working in the page', () => {
    const {send, sandbox, storage} = testSandbox();
    const messages: string[] = [];
    sandbox.subscribe((change) => change.type === 'storage' && messages.push(change.message));
    const big = {note: 'x'.repeat(200 * 1024)};
    for (let i = 1; i <= 6; i += 1)
      expect(send('POST', `${concert}/objects/A-${i}/actions/update-extra-data`, {extraData: big}).status).toBe(204);
    sandbox.flush();
    expect(sandbox.notice).toMatch(/kept in this page only/);
    expect(messages).toHaveLength(1);
    expect(storage.data.get(STORAGE_KEY)?.length ?? 0).toBeLessThanOrEqual(MAX_STORED_CHARS);
    expect(send('GET', `${concert}/objects?label=A-6`).json['A-6'].extraData.note).toHaveLength(200 * 1024);
  });

  it('refuses request bodies over 256 KB', () => {
    const {send} = testSandbox();
    const response = send('POST', `${concert}/objects/A-1/actions/update-extra-data`, {extraData: {note: 'x'.repeat(300 * 1024)}});
    expect(response.json.errors[0]).toMatchObject({code: 'ILLEGAL_ARGUMENT', message: expect.stringMatching(/at most 262144/)});
  });

  it('survives a storage that throws (blocked or full)', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const {sandbox, send} = testSandbox({storage: Object.assign(throwing, {data: new Map<string, string>()})});
    expect(sandbox.notice).toMatch(/did not let the sandbox read/);
    expect(send('POST', `${concert}/actions/book`, {objects: ['A-1']}).status).toBe(204);
    sandbox.flush();
    expect(sandbox.notice).toMatch(/refused to save/);
  });

  it('resets to the demo data and clears the stored state', () => {
    const {send, sandbox, storage} = testSandbox();
    send('POST', `${concert}/actions/book`, {objects: ['A-1']});
    sandbox.flush();
    sandbox.reset();
    expect(send('GET', `${concert}/objects?label=A-1`).json['A-1'].status).toBe('free');
    expect(sandbox.demo.secretKey).toBe(DEMO.secretKey);
    sandbox.flush();
    expect(storage.data.get(STORAGE_KEY)).not.toContain('"A-1"');
  });
});

describe('one sandbox per page', () => {
  it('sharedSandbox gives the console and the playground the same sandbox, with the operations data attached when it arrives', async () => {
    const {sharedSandbox} = await import('../../lib/sandbox');
    const playground = sharedSandbox();
    const seen: string[] = [];
    playground.subscribe((change) => seen.push(change.type));
    const consoleSide = sharedSandbox({operations: operationsData()});
    expect(consoleSide).toBe(playground);
    const response = consoleSide.handle({
      method: 'POST',
      path: '/hold-tokens',
      headers: {authorization: `Basic ${btoa(`${DEMO.secretKey}:`)}`},
      body: '{"expiresInMinutes": 500}',
    });
    expect(response.status).toBe(400); // validated: the data is attached
    consoleSide.handle({method: 'POST', path: '/hold-tokens', headers: {authorization: `Basic ${btoa(`${DEMO.secretKey}:`)}`}, body: '{}'});
    expect(seen).toContain('data');
  });
});
