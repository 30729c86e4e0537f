/**
 * The REST console's framework-free parts (lib/console/): the hosted-sandbox
 * endpoint setting, the request a form makes, the sample it copies, the
 * tab's history and drafts in storage, the hosted send (with a fake fetch),
 * and how a response is shown.
 */
import {describe, expect, it} from 'vitest';
import {sandboxEndpointFromEnv, sandboxEndpointOf, SANDBOX_ENDPOINT_FIELD} from '@site/lib/console/endpoint';
import {buildRequest, hostedKeyName, requestTarget, sampleRequest, withParam, type ConsoleOperation} from '@site/lib/console/form';
import {basicAuth, hostedUrl, MAX_HOSTED_BODY, sendHosted} from '@site/lib/console/hosted';
import {
  addToHistory,
  clearConsoleSession,
  DRAFTS_KEY,
  DRAFTS_LIMIT,
  HISTORY_KEY,
  HISTORY_LIMIT,
  MAX_KEPT_BODY,
  readDraft,
  readHistory,
  saveDraft,
  type HistoryEntry,
  type KeyValueStore,
} from '@site/lib/console/session';
import {clockLabel, duration, isExampleAnswer, prettyBody} from '@site/lib/console/format';
import {sampleLanguages} from '@site/lib/samples';

const book: ConsoleOperation = {
  id: 'bookObjects',
  method: 'POST',
  path: '/events/{eventKey}/actions/book',
  summary: 'Book objects',
  parameters: [
    {name: 'eventKey', in: 'path', required: true, type: 'string'},
    {name: 'expand', in: 'query', required: false, type: 'string[]', values: ['objects']},
  ],
  body: {required: true, examples: [{name: 'heldObjects'}]},
  key: 'secret',
};

function memory(): KeyValueStore & {data: Map<string, string>} {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('SANDBOX_API_ENDPOINT', () => {
  it('is off when unset or blank', () => {
    expect(sandboxEndpointFromEnv({})).toBeNull();
    expect(sandboxEndpointFromEnv({SANDBOX_API_ENDPOINT: '  '})).toBeNull();
  });

  it('takes a path on the site, without its trailing slash', () => {
    expect(sandboxEndpointFromEnv({SANDBOX_API_ENDPOINT: '/api/sandbox'})).toBe('/api/sandbox');
    expect(sandboxEndpointFromEnv({SANDBOX_API_ENDPOINT: '/api/sandbox/'})).toBe('/api/sandbox');
    expect(sandboxEndpointFromEnv({SANDBOX_API_ENDPOINT: '/try.it/v1'})).toBe('/try.it/v1');
  });

  it('stops the build on anything that could send the key to another host or outside the proxy', () => {
    for (const value of [
      'https://api-eu.tessera.example',
      '//evil.example/x',
      'api/sandbox',
      '/',
      '/api/../x',
      '/api/./x',
      '/api?x=1',
      '/api#x',
      '/a b',
      'javascript:alert(1)',
    ]) {
      expect(() => sandboxEndpointFromEnv({SANDBOX_API_ENDPOINT: value}), value).toThrow(
        /SANDBOX_API_ENDPOINT .* must be a path on this site/,
      );
    }
  });

  it('reads back from the custom fields only as a site path', () => {
    expect(sandboxEndpointOf({[SANDBOX_ENDPOINT_FIELD]: '/api/sandbox'})).toBe('/api/sandbox');
    expect(sandboxEndpointOf({[SANDBOX_ENDPOINT_FIELD]: '//evil.example'})).toBeNull();
    expect(sandboxEndpointOf({[SANDBOX_ENDPOINT_FIELD]: 42})).toBeNull();
    expect(sandboxEndpointOf(undefined)).toBeNull();
  });
});

describe('the request a form makes', () => {
  const draft = {params: {'path:eventKey': 'concert 2025/11', 'query:expand': 'objects'}, body: '{"objects": ["A-1"]}'};

  it('fills and encodes the path, adds the query and the Basic credentials of the key', () => {
    const request = buildRequest(book, draft, 'demo-secret');
    expect(request).toEqual({
      method: 'POST',
      path: '/events/concert%202025%2F11/actions/book?expand=objects',
      headers: {authorization: `Basic ${btoa('demo-secret:')}`, 'content-type': 'application/json'},
      body: '{"objects": ["A-1"]}',
    });
  });

  it('sends an array parameter once per comma-separated value, and leaves out empty ones', () => {
    expect(requestTarget(book, withParam(draft, 'query:expand', 'objects, , labels'))).toBe(
      '/events/concert%202025%2F11/actions/book?expand=objects&expand=labels',
    );
    expect(requestTarget(book, withParam(draft, 'query:expand', ''))).toBe('/events/concert%202025%2F11/actions/book');
  });

  it('sends no body and no content type for a body of blanks', () => {
    const request = buildRequest(book, {...draft, body: '  \n'}, 'k');
    expect(request.body).toBeUndefined();
    expect(request.headers['content-type']).toBeUndefined();
  });

  it('copies as the seven sample languages, with a key placeholder and never the key typed', () => {
    const sample = sampleRequest(book, draft)!;
    expect(sample.key).toBe('YOUR_SECRET_KEY');
    expect(sample.url).toBe('https://api-eu.tessera.example/events/concert%202025%2F11/actions/book?expand=objects');
    expect(sample.body).toEqual({objects: ['A-1']});
    const curl = sampleLanguages[0].generate(sample);
    expect(curl).toContain('-u YOUR_SECRET_KEY:');
    expect(sampleRequest({...book, key: 'admin'}, draft)!.key).toBe('YOUR_COMPANY_ADMIN_KEY');
  });

  it('has no sample while the body is not JSON', () => {
    expect(sampleRequest(book, {...draft, body: '{"objects": '})).toBeNull();
  });
});

describe('the tab’s history and drafts', () => {
  const entry = (n: number, body = '{}'): HistoryEntry => ({
    operation: 'bookObjects',
    method: 'POST',
    path: `/events/e${n}/actions/book`,
    target: 'browser',
    status: 204,
    statusText: 'No Content',
    ms: 0.4,
    at: 1_700_000_000_000 + n,
    draft: {params: {'path:eventKey': `e${n}`}, body},
  });

  it('keeps the last requests, newest first, up to the limit', () => {
    const store = memory();
    for (let n = 0; n < HISTORY_LIMIT + 5; n += 1) addToHistory(store, entry(n));
    const history = readHistory(store);
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history[0].path).toBe(`/events/e${HISTORY_LIMIT + 4}/actions/book`);
  });

  it('never keeps a key, and keeps a body too long to store as empty', () => {
    const store = memory();
    addToHistory(store, entry(1, 'x'.repeat(MAX_KEPT_BODY + 1)));
    expect(readHistory(store)[0].draft.body).toBe('');
    expect(store.data.get(HISTORY_KEY)).not.toMatch(/authorization|Basic /i);
  });

  it('drops what does not read back, and starts empty from corrupted or foreign data', () => {
    const store = memory();
    store.setItem(HISTORY_KEY, '{not json');
    expect(readHistory(store)).toEqual([]);
    store.setItem(
      HISTORY_KEY,
      JSON.stringify([entry(1), {operation: 1}, null, {...entry(2), target: 'elsewhere'}, {...entry(3), status: '204'}]),
    );
    expect(readHistory(store).map((e) => e.path)).toEqual(['/events/e1/actions/book']);
    store.setItem(DRAFTS_KEY, JSON.stringify({bookObjects: 'x'}));
    expect(readDraft(store, 'bookObjects')).toBeNull();
  });

  it('keeps one draft per operation, the most recent ones up to the limit', () => {
    const store = memory();
    for (let n = 0; n < DRAFTS_LIMIT + 3; n += 1) saveDraft(store, `op${n}`, {params: {}, body: String(n)});
    saveDraft(store, 'op5', {params: {}, body: 'edited'});
    expect(readDraft(store, 'op0')).toBeNull();
    expect(readDraft(store, 'op5')?.body).toBe('edited');
    expect(readDraft(store, `op${DRAFTS_LIMIT + 2}`)?.body).toBe(String(DRAFTS_LIMIT + 2));
    expect((JSON.parse(store.data.get(DRAFTS_KEY)!) as unknown[]).length).toBe(DRAFTS_LIMIT);
  });

  it('works on, remembering nothing, when storage refuses', () => {
    const refusing: KeyValueStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(addToHistory(refusing, entry(1))).toHaveLength(1);
    expect(readHistory(refusing)).toEqual([]);
    expect(() => saveDraft(refusing, 'x', {params: {}, body: ''})).not.toThrow();
    expect(() => clearConsoleSession(refusing)).not.toThrow();
    expect(readHistory(null)).toEqual([]);
  });

  it('Reset forgets the history and the drafts', () => {
    const store = memory();
    addToHistory(store, entry(1));
    saveDraft(store, 'bookObjects', {params: {}, body: '{}'});
    clearConsoleSession(store);
    expect(store.data.size).toBe(0);
  });
});

describe('sending to a hosted sandbox', () => {
  it('asks for the sandbox admin key on the calls that need the admin key, the secret key on the others', () => {
    expect(hostedKeyName('secret', 'Your')).toBe('Your sandbox secret key');
    expect(hostedKeyName('admin', 'your')).toBe('your sandbox admin key');
  });

  const request = {
    method: 'POST',
    path: '/events/e/actions/book',
    headers: {authorization: 'Basic bWU6', 'content-type': 'application/json'},
    body: '{}',
  };

  it('goes to the site’s own proxy path, never elsewhere', () => {
    expect(hostedUrl('/api/sandbox', request)).toBe('/api/sandbox/events/e/actions/book');
    expect(hostedUrl('/api/sandbox/', request)).toBe('/api/sandbox/events/e/actions/book');
    expect(() => hostedUrl('https://elsewhere.example', request)).toThrow();
    expect(() => hostedUrl('//elsewhere.example', request)).toThrow();
    expect(() => hostedUrl('/api/sandbox', {path: '//elsewhere.example/x'})).toThrow();
  });

  it('sends the reader’s key as Basic credentials, with no cookie, cache or referrer, and reads the answer', async () => {
    const calls: Array<{url: string; init: RequestInit}> = [];
    const fake = (async (url: string, init: RequestInit) => {
      calls.push({url, init});
      return new Response('{"holdToken":"x"}', {status: 201, statusText: 'Created', headers: {'content-type': 'application/json'}});
    }) as typeof fetch;
    let clock = 100;
    const exchange = await sendHosted(request, {endpoint: '/api/sandbox', key: 'readers-kéy', fetch: fake, now: () => (clock += 25)});
    expect(calls).toHaveLength(1);
    const headers = new Headers(calls[0].init.headers);
    expect(headers.get('authorization')).toBe(basicAuth('readers-kéy'));
    expect(atob(basicAuth('readers-kéy').slice(6))).toBe(String.fromCharCode(...new TextEncoder().encode('readers-kéy:')));
    expect(calls[0].init).toMatchObject({
      method: 'POST',
      credentials: 'omit',
      cache: 'no-store',
      redirect: 'error',
      referrerPolicy: 'no-referrer',
      body: '{}',
    });
    expect(calls[0].url).toBe('/api/sandbox/events/e/actions/book');
    expect(exchange).toEqual({
      response: {status: 201, statusText: 'Created', headers: {'content-type': 'application/json'}, body: '{"holdToken":"x"}'},
      ms: 25,
      target: 'hosted',
    });
  });

  it('reports a network failure and a timeout as a message, without throwing', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const failed = await sendHosted(request, {endpoint: '/api/sandbox', key: 'k', fetch: failing});
    expect(failed.failure).toMatch(/did not reach the hosted sandbox \(Failed to fetch\)/);
    expect(failed.response).toBeUndefined();
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )) as typeof fetch;
    const late = await sendHosted(request, {endpoint: '/api/sandbox', key: 'k', fetch: hanging, timeoutMs: 20});
    expect(late.failure).toMatch(/did not answer within 0 seconds|did not answer within/);
  });

  it('reads at most a bounded body and says it cut the rest', async () => {
    const big = (async () => new Response('x'.repeat(MAX_HOSTED_BODY + 10_000))) as typeof fetch;
    const exchange = await sendHosted(request, {endpoint: '/api/sandbox', key: 'k', fetch: big});
    expect(exchange.response!.body.length).toBe(MAX_HOSTED_BODY);
    expect(exchange.note).toMatch(/Only the first 1024 KB/);
  });
});

describe('showing a response', () => {
  it('indents JSON bodies and leaves other text as it came', () => {
    expect(prettyBody({status: 200, statusText: 'OK', headers: {'Content-Type': 'application/json'}, body: '{"a":[1,2]}'})).toEqual({
      text: '{\n  "a": [\n    1,\n    2\n  ]\n}',
      json: true,
    });
    expect(prettyBody({status: 502, statusText: 'Bad Gateway', headers: {'content-type': 'text/html'}, body: '<h1>502</h1>'})).toEqual({
      text: '<h1>502</h1>',
      json: false,
    });
    expect(prettyBody({status: 200, statusText: 'OK', headers: {'content-type': 'application/json'}, body: '{broken'}).json).toBe(false);
  });

  it('tells an answer from the document’s examples by its X-Sandbox header', () => {
    expect(isExampleAnswer({status: 200, statusText: 'OK', headers: {'X-Sandbox': 'example'}, body: ''})).toBe(true);
    expect(isExampleAnswer({status: 200, statusText: 'OK', headers: {'x-sandbox': 'modelled'}, body: ''})).toBe(false);
    expect(isExampleAnswer({status: 200, statusText: 'OK', headers: {}, body: ''})).toBe(false);
  });

  it('gives times and the clock in the units a reader reads', () => {
    expect(duration(0.42)).toBe('0.4 ms');
    expect(duration(42.4)).toBe('42 ms');
    expect(duration(1250)).toBe('1.25 s');
    expect(clockLabel(Date.UTC(2025, 10, 20, 9, 5, 7))).toBe('20 Nov 2025, 09:05:07 UTC');
  });
});
