/**
 * Samples never send `undefined`, `null` or `NaN` to the REST API. Every
 * JavaScript sample of the docs that calls the API with `fetch` runs here
 * (browser samples that post to the reader's own server are not in scope),
 * together with the helper modules they require, in a VM context
 * with a recording `fetch` that answers like the API (a first page with a
 * cursor, then a last page; 204 for a booking), called the way its page tells
 * the reader to call it, first call included. Each URL and JSON body it sends
 * is checked. A new sample that calls `fetch` needs a driver below, or this
 * test fails: a sample nobody runs is a sample nobody checked.
 */
import {EventEmitter} from 'node:events';
import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {codeBlocks, listDocs} from './helpers/docs';

type Sent = {url: string; body?: string};
type Exports = Record<string, (...args: unknown[]) => unknown>;
type Driver = (exports: Exports, run: Harness) => Promise<unknown>;
type Harness = {modules: Map<string, Exports>; http: {handler?: (request: unknown, response: unknown) => Promise<void>}};

const BASE = 'https://api-eu.tessera.example';

/** A `Response` as the API would send it for this request. */
function answer(url: string, init: {method?: string} = {}) {
  const {pathname, searchParams} = new URL(url, 'http://localhost');
  let status = 200;
  let body: unknown = {};
  if (/\/actions\/book$/.test(pathname)) status = 204;
  else if (/\/byStatus\/booked$/.test(pathname)) body = {booked: [{label: 'A-1'}, {label: 'A-2'}]};
  else if (['/events', '/event-log', '/charts', '/workspaces'].includes(pathname) && (init.method ?? 'GET') === 'GET')
    body = searchParams.has('start_after_id') ? {items: [{id: 3}]} : {items: [{id: 1}, {id: 2}], next_page_starts_after: 2};
  const response = {
    status,
    ok: status < 300,
    headers: {get: (name: string) => (name.toLowerCase() === 'content-type' && status !== 204 ? 'application/json' : null)},
    json: async () => body,
    text: async () => (status === 204 ? '' : JSON.stringify(body)),
    clone: () => response,
  };
  return response;
}

/** `import x from 'y'` and `import {a} from 'y'` as `require`, so a module sample runs as a script. */
function asScript(code: string): string {
  return code
    .replace(/^import\s+(\w+)\s+from\s+'([^']+)';$/gm, "const $1 = require('$2');")
    .replace(/^import\s+\{([^}]+)\}\s+from\s+'([^']+)';$/gm, "const {$1} = require('$2');");
}

/** Runs one sample and hands its exports (module.exports, or its top-level functions) to the driver. */
async function run(code: string, driver: Driver, harness: Harness): Promise<Sent[]> {
  const sent: Sent[] = [];
  const fetch = async (url: string, init: {method?: string; body?: string} = {}) => {
    sent.push({url: String(url), body: init.body});
    return answer(String(url), init);
  };
  const module = {exports: {} as Exports};
  const require = (name: string) => {
    if (name === 'node:http' || name === 'http')
      return {createServer: (handler: Harness['http']['handler']) => ((harness.http.handler = handler), {listen: () => undefined})};
    if (name === 'node:fs/promises' || name === 'fs/promises') return {readFile: async () => '<!doctype html>'};
    const local = harness.modules.get(name.replace(/^\.\//, '').replace(/\.js$/, ''));
    if (local) return local;
    throw new Error(`the sample requires ${name}, which the harness does not provide`);
  };
  const context = vm.createContext({
    fetch,
    require,
    module,
    exports: module.exports,
    process: {env: {TESSERA_SECRET_KEY: 'YOUR_SECRET_KEY', TESSERA_REGION: 'eu'}},
    Buffer,
    URL,
    URLSearchParams,
    AbortSignal,
    Promise,
    setTimeout: (resolve: () => void) => setTimeout(resolve, 0),
    console: {log: () => undefined, warn: () => undefined, error: () => undefined},
  });
  const names = [...code.matchAll(/^(?:async\s+)?function\s+(\w+)/gm)].map((match) => match[1]);
  const script = `${asScript(code)}\n;({${names.join(', ')}})`;
  const declared = vm.runInContext(script, context, {timeout: 2000}) as Exports;
  await driver({...declared, ...module.exports}, harness);
  return sent;
}

/** What is wrong with one request: a URL or JSON body that carries undefined, null or NaN. */
export function sentProblems(request: Sent): string[] {
  const problems: string[] = [];
  if (/(?:^|[/=?&])(?:undefined|null|NaN)(?=$|[/&?#])/.test(request.url)) problems.push(`URL ${request.url}`);
  if (request.body !== undefined) {
    if (/\bundefined\b|\bNaN\b/.test(request.body)) problems.push(`body ${request.body}`);
    else {
      const nulls: string[] = [];
      const walk = (value: unknown, at: string) => {
        if (value === null) nulls.push(at);
        else if (typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, `${at}.${key}`);
      };
      walk(JSON.parse(request.body), 'body');
      if (nulls.length > 0) problems.push(`${nulls.join(', ')} is null in ${request.body}`);
    }
  }
  return problems;
}

/** A form post to a sample server, through the request handler it registered. */
async function post(harness: Harness, url: string, form: string): Promise<{status?: number; body?: string}> {
  const request = Object.assign(new EventEmitter(), {method: 'POST', url});
  const result: {status?: number; body?: string} = {};
  const response = {writeHead: (status: number) => (result.status = status), end: (body?: string) => (result.body = body)};
  const done = harness.http.handler!(request, response);
  request.emit('data', form);
  request.emit('end');
  await done;
  return result;
}

/**
 * How each page tells the reader to use its sample, keyed by page and fence title.
 * The first call is the one that has nothing stored yet.
 */
const drivers: Record<string, Driver> = {
  'api/authentication.mdx tessera-client.js': async ({listCharts}) => listCharts(),
  'api/regions.mdx tessera-config.js': async ({retrieveEvent}) => retrieveEvent('YOUR_EVENT_KEY'),
  'api/sdks.mdx tessera.js': async ({bookSeats}) => {
    await bookSeats('YOUR_EVENT_KEY', ['A-1', 'A-2'], 'YOUR_HOLD_TOKEN');
    await bookSeats('YOUR_EVENT_KEY', ['A-1', 'A-2']);
  },
  'api/gzip.mdx report.js': async ({bookedSeats}) => bookedSeats('YOUR_EVENT_KEY'),
  'api/rate-limit.mdx with-backoff.js': async ({fetchWithBackoff}) => fetchWithBackoff(`${BASE}/events/YOUR_EVENT_KEY`, {headers: {}}),
  'api/error-handling.mdx tessera-errors.js': async (exports, harness) => void harness.modules.set('tessera-errors', exports),
  'api/error-handling.mdx book-order.js': async ({bookOrder}) =>
    bookOrder('YOUR_EVENT_KEY', ['A-1', 'A-2'], 'YOUR_HOLD_TOKEN', 'order-1001'),
  'api/pagination.mdx list-all-events.js': async ({listAll}) => listAll('/events'),
  'api/event-log.mdx poll-event-log.js': async ({pollEventLog}) => {
    const handle = async () => undefined;
    const last = await pollEventLog(undefined, handle);
    await pollEventLog(last, handle);
  },
  'tutorial/book-selected-seats.mdx server.mjs': async ({checkout}) => {
    const response = {writeHead: () => undefined, end: () => undefined};
    await checkout(['A-1', 'A-2'], 'wvXbB9MlHt', response);
  },
  'getting-started-quick-tutorial.mdx server.mjs': async (_exports, harness) => {
    const result = await post(harness, '/checkout', 'seats=A-1,A-2&holdToken=wvXbB9MlHt');
    if (result.status !== 200) throw new Error(`the sample server answered ${String(result.status)}`);
  },
};

/** A sample that sends requests to the REST API. */
const callsTheApi = (code: string) => /\bfetch\(/.test(code) && /tessera\.example/.test(code);

/** Every JavaScript sample that calls the API or is a module, in page order (a page's helper module runs before the sample that requires it). */
function fetchSamples() {
  const samples: Array<{key: string; code: string}> = [];
  for (const doc of listDocs()) {
    for (const block of codeBlocks(doc.body)) {
      if (!/^(js|mjs|ts|javascript)$/.test(block.lang) || !(callsTheApi(block.code) || /module\.exports/.test(block.code))) continue;
      const title = /title="([^"]+)"/.exec(block.meta)?.[1] ?? `line ${block.line}`;
      samples.push({key: `${doc.relPath} ${title}`, code: block.code});
    }
  }
  return samples;
}

async function problemsOf(samples: Array<{key: string; code: string}>): Promise<{ran: number; sent: number; problems: string[]}> {
  const harness: Harness = {modules: new Map(), http: {}};
  const problems: string[] = [];
  let ran = 0;
  let count = 0;
  for (const {key, code} of samples) {
    const driver = drivers[key];
    if (!driver) {
      if (callsTheApi(code)) problems.push(`${key}: calls the API but has no driver in tests/unit/sample-requests.test.ts`);
      continue;
    }
    ran += 1;
    try {
      const sent = await run(code, driver, harness);
      count += sent.length;
      for (const request of sent) for (const problem of sentProblems(request)) problems.push(`${key}: sends ${problem}`);
    } catch (error) {
      problems.push(`${key}: ${(error as Error).message}`);
    }
  }
  return {ran, sent: count, problems};
}

describe('samples send no undefined, null or NaN', () => {
  it('every JavaScript sample that calls the API runs, as its page says to call it, and sends only real values', async () => {
    const {ran, sent, problems} = await problemsOf(fetchSamples());
    expect(problems).toEqual([]);
    expect(ran).toBeGreaterThanOrEqual(10);
    expect(sent).toBeGreaterThanOrEqual(12);
  });

  it('fails on a seeded sample that sends start_after_id=undefined on its first call', async () => {
    const seeded = `
async function pollEventLog(lastId, handle) {
  let cursor = lastId;
  for (;;) {
    const url = \`https://api-eu.tessera.example/event-log?limit=100&start_after_id=\${cursor}\`;
    const page = await (await fetch(url)).json();
    for (const item of page.items) {
      await handle(item);
      cursor = item.id;
    }
    if (page.next_page_starts_after === undefined) return cursor;
  }
}`;
    const {problems} = await problemsOf([{key: 'api/event-log.mdx poll-event-log.js', code: seeded}]);
    expect(problems).toEqual([
      'api/event-log.mdx poll-event-log.js: sends URL https://api-eu.tessera.example/event-log?limit=100&start_after_id=undefined',
    ]);
  });

  it('finds null and NaN in a body, and a sample without a driver', async () => {
    expect(sentProblems({url: `${BASE}/hold-tokens`, body: JSON.stringify({expiresInMinutes: Number('soon')})})).toEqual([
      'body.expiresInMinutes is null in {"expiresInMinutes":null}',
    ]);
    expect(sentProblems({url: `${BASE}/events/null/actions/book`})).toEqual([`URL ${BASE}/events/null/actions/book`]);
    const {problems} = await problemsOf([{key: 'api/new-page.mdx new.js', code: "fetch('https://api-eu.tessera.example/charts');"}]);
    expect(problems).toEqual(['api/new-page.mdx new.js: calls the API but has no driver in tests/unit/sample-requests.test.ts']);
  });
});
