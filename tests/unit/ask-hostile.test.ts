/**
 * The ask server against hostile clients and broken models, on loopback with
 * real sockets: a forged X-Forwarded-For, a client that leaves before its
 * answer starts or never reads it, a request body trickled in, and a model
 * that answers 200 without a stream, drips for ever, floods, or sends one
 * endless line. Each test reproduces a failure the service once had.
 */
import fs from 'node:fs/promises';
import type {IncomingMessage} from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {buildIndexFiles, writeIndexFiles} from '../../plugins/search-index/writeIndex';
import {askOptionsFromEnv, type AskOptions} from '../../server/ask/env';
import {clientAddress, createAskHandler, MAX_ANSWER_CHARS} from '../../server/ask/handler';
import {RateLimiter} from '../../server/ask/rateLimit';
import {askServer, startAskServer, type RunningServer} from '../../server/ask/server';
import {EventStreamDecoder, EventStreamLimitError, MAX_EVENT_CHARS} from '../../lib/ask/protocol';
import {readEvents, startStubModel, type StubModel} from './ask-stub';
import {fixturePages} from './search-fixtures';

const QUESTION = 'How long does a hold token last?';
const MB = 1024 * 1024;

let indexDir: string;
let stub: StubModel;
let logs: string[] = [];
const running: RunningServer[] = [];

async function start(overrides: Partial<AskOptions> = {}): Promise<RunningServer> {
  const server = await startAskServer(
    {
      upstream: {baseUrl: stub.baseUrl, apiKey: 'sk-hostile-test', model: 'stub-model', timeoutMs: 2000},
      indexDir,
      allowedOrigins: ['*'],
      ratePerMinute: 1000,
      trustProxy: 0,
      log: (message) => logs.push(message),
      ...overrides,
    },
    0,
  );
  running.push(server);
  return server;
}

const ask = (server: RunningServer, headers: Record<string, string> = {}, question = QUESTION) =>
  fetch(`${server.url}/ask`, {method: 'POST', headers: {'Content-Type': 'application/json', ...headers}, body: JSON.stringify({question})});

/** Opens a raw connection and sends a whole POST /ask; resolves once the bytes are on their way. */
async function rawAsk(server: RunningServer, question = QUESTION): Promise<net.Socket> {
  const body = JSON.stringify({question});
  const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1');
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) =>
    socket.write(
      `POST /ask HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      () => resolve(),
    ),
  );
  return socket;
}

const closed = (socket: net.Socket) =>
  new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.once('close', () => resolve())));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const answerText = (events: Record<string, unknown>[]) =>
  events
    .filter((event) => event.type === 'token')
    .map((event) => event.text)
    .join('');

beforeAll(async () => {
  indexDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ask-hostile-'));
  await writeIndexFiles(indexDir, buildIndexFiles(fixturePages));
  stub = await startStubModel();
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
  Object.assign(stub, {behaviour: 'tokens', delayMs: 15, closedEarly: 0, completed: 0, sentBytes: 0, floodBytes: 64 * MB});
  stub.tokens = ['Hold tokens ', 'expire after ', '15 minutes ', 'by default [1].'];
  stub.requests.length = 0;
  logs = [];
});

afterAll(async () => {
  await stub.close();
  await fs.rm(indexDir, {recursive: true, force: true});
});

describe('rate limit behind proxies', () => {
  const request = (forwarded: string | undefined, remoteAddress = '10.0.0.5') =>
    ({headers: forwarded === undefined ? {} : {'x-forwarded-for': forwarded}, socket: {remoteAddress}}) as unknown as IncomingMessage;

  it('counts X-Forwarded-For from the right, one entry per trusted proxy', () => {
    expect(clientAddress(request('6.6.6.6, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientAddress(request('6.6.6.6, 198.51.100.2, 203.0.113.7'), 2)).toBe('198.51.100.2');
    // Fewer entries than proxies: the leftmost one there is, never the client's guess of more.
    expect(clientAddress(request('203.0.113.7'), 3)).toBe('203.0.113.7');
    expect(clientAddress(request(undefined), 1)).toBe('10.0.0.5');
    expect(clientAddress(request('6.6.6.6'), 0)).toBe('10.0.0.5');
  });

  it('counts the socket address when the forwarded value is not an IP address', () => {
    expect(clientAddress(request('not-an-address'), 1)).toBe('10.0.0.5');
    expect(clientAddress(request('6.6.6.6, <script>'), 1)).toBe('10.0.0.5');
    expect(clientAddress(request('6.6.6.6, 203.0.113.7:443'), 1)).toBe('10.0.0.5');
    expect(clientAddress(request('zz, 203.0.113.7'), 2)).toBe('10.0.0.5');
    expect(clientAddress(request('1'), 1)).toBe('10.0.0.5');
  });

  it('trusts a list of proxy addresses: the first address from the right that is not one of them, and never a direct client', () => {
    const proxies = ['10.0.0.0/8', '2001:db8:ff::/48'];
    expect(clientAddress(request('203.0.113.7', '10.0.0.5'), proxies)).toBe('203.0.113.7');
    expect(clientAddress(request('6.6.6.6, 203.0.113.7, 10.1.2.3', '10.0.0.5'), proxies)).toBe('203.0.113.7');
    expect(clientAddress(request('203.0.113.7', '2001:db8:ff::1'), proxies)).toBe('203.0.113.7');
    // A client that reaches the instance directly is not a listed proxy: what it writes is ignored.
    expect(clientAddress(request('203.0.113.7', '198.51.100.9'), proxies)).toBe('198.51.100.9');
    expect(clientAddress(request('10.0.0.8', '198.51.100.9'), proxies)).toBe('198.51.100.9');
    // Through a listed proxy, a value that is not an address counts as the proxy.
    expect(clientAddress(request('not-an-address', '10.0.0.5'), proxies)).toBe('10.0.0.5');
    expect(clientAddress(request('203.0.113.7', '10.0.0.5'), [])).toBe('10.0.0.5');
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as IPv4', () => {
    expect(clientAddress(request(undefined, '2001:db8:1:2:aaaa::1'), 0)).toBe('2001:db8:1:2::/64');
    expect(clientAddress(request(undefined, '2001:db8:1:2:bbbb::9'), 0)).toBe('2001:db8:1:2::/64');
    expect(clientAddress(request(undefined, '::ffff:192.0.2.1'), 0)).toBe('192.0.2.1');
  });

  it('does not let a client escape its limit by writing its own first X-Forwarded-For entry', async () => {
    const server = await start({ratePerMinute: 2, trustProxy: 1});
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await ask(server, {'X-Forwarded-For': `10.9.${i}.${i}, 203.0.113.7`}, 'zzqxjv');
      await response.body?.cancel();
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429]);
    // Another client behind the same proxy has its own bucket.
    expect((await ask(server, {'X-Forwarded-For': '203.0.113.8'}, 'zzqxjv')).status).toBe(200);
  });

  it('reads the number of trusted proxies from ASK_TRUST_PROXY, 1 as before', () => {
    const base = {AI_BASE_URL: 'https://llm.example/v1', AI_API_KEY: 'k', AI_MODEL: 'm'};
    expect(askOptionsFromEnv(base).trustProxy).toBe(0);
    expect(askOptionsFromEnv({...base, ASK_TRUST_PROXY: '1'}).trustProxy).toBe(1);
    expect(askOptionsFromEnv({...base, ASK_TRUST_PROXY: '2'}).trustProxy).toBe(2);
    expect(() => askOptionsFromEnv({...base, ASK_TRUST_PROXY: 'yes'})).toThrow('ASK_TRUST_PROXY must be the number of proxies');
  });

  it('reads a list of proxy addresses, CIDR ranges and range names from ASK_TRUST_PROXY, and refuses what is none of them', () => {
    const base = {AI_BASE_URL: 'https://llm.example/v1', AI_API_KEY: 'k', AI_MODEL: 'm'};
    expect(askOptionsFromEnv({...base, ASK_TRUST_PROXY: '10.0.0.0/8, 192.0.2.10 ,loopback,fd00::/8'}).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.10',
      'loopback',
      'fd00::/8',
    ]);
    for (const wrong of ['10.0.0.0/99', 'lb.internal', '10.0.0.1, yes', ',', '-1'])
      expect(() => askOptionsFromEnv({...base, ASK_TRUST_PROXY: wrong}), wrong).toThrow('or their addresses and CIDR ranges');
  });

  it('with a list of proxies, does not let a client that connects directly pick its own identity', async () => {
    // The test connects from 127.0.0.1, which is not the listed load balancer.
    const server = await start({ratePerMinute: 2, trustProxy: ['10.0.0.0/8']});
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await ask(server, {'X-Forwarded-For': `203.0.113.${i}`}, 'zzqxjv');
      await response.body?.cancel();
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it('keeps at most maxClients buckets in memory, the least recently seen going first', () => {
    const limiter = new RateLimiter(1, () => 0, 3);
    for (const client of ['a', 'b', 'c']) expect(limiter.take(client).ok).toBe(true);
    expect(limiter.take('a').ok).toBe(false);
    for (let i = 0; i < 1000; i += 1) limiter.take(`spoofed-${i}`);
    expect(limiter.clients).toBe(3);
  });
});

describe('a client that leaves', () => {
  it('before the answer starts: the model is never left streaming to the end', async () => {
    stub.tokens = Array.from({length: 20}, (_, i) => `word${i} `);
    stub.delayMs = 25;
    // A cold server: the first request reads the index from disk, so the client is gone before retrieval ends.
    const server = await start();
    const socket = await rawAsk(server);
    socket.destroy();
    // A second reader asks and reads to the end: by then the first answer would be complete too.
    expect(answerText(await readEvents(await ask(server)))).toContain('word19');
    await pause(100);
    expect(stub.completed).toBe(1);
  });

  it('that never reads: the model waits, then both are dropped; the server buffers a bounded amount', async () => {
    stub.behaviour = 'flood';
    const server = await start({maxAnswerChars: Number.MAX_SAFE_INTEGER, stallMs: 300});
    const socket = await rawAsk(server);
    socket.pause();
    await expect.poll(() => stub.closedEarly, {timeout: 15_000}).toBe(1);
    // The server hung up: reading what it had sent reaches the end of the connection.
    socket.resume();
    await closed(socket);
    // Without backpressure the server reads all 64 MB into memory within seconds.
    expect(stub.sentBytes).toBeLessThan(24 * MB);
    expect(stub.completed).toBe(0);
    expect(logs.join('\n')).toContain('unread');
  }, 30_000);
});

describe('a model that answers badly', () => {
  it.each([
    ['a whole completion as JSON', 'json', 'The language model replied in a format the answer service cannot read.'],
    ['an HTML page', 'html', 'The language model replied in a format the answer service cannot read.'],
    ['an event stream without text', 'empty', 'The language model returned an empty answer.'],
  ] as const)('answering 200 with %s ends in an error event, not an empty answer', async (_, behaviour, message) => {
    stub.behaviour = behaviour;
    const server = await start();
    const events = await readEvents(await ask(server));
    expect(events[0]).toMatchObject({type: 'citations'});
    expect(events.at(-1)).toEqual({type: 'error', message});
    expect(events.some((event) => event.type === 'done')).toBe(false);
  });

  it('sending one endless line is cut off at the line limit, and /healthz still answers', async () => {
    stub.behaviour = 'long-line';
    stub.floodBytes = 40 * MB;
    const server = await start();
    const answer = ask(server).then(readEvents);
    await expect.poll(() => stub.sentBytes, {timeout: 5000}).toBeGreaterThan(0);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const events = await answer;
    expect(events.at(-1)).toEqual({type: 'error', message: 'The language model sent an answer that could not be read.'});
    await expect.poll(() => stub.closedEarly, {timeout: 5000}).toBe(1);
    // The decoder gave up after MAX_EVENT_CHARS; what else arrived sat in socket buffers.
    expect(stub.sentBytes).toBeLessThan(16 * MB);
    expect(logs.join('\n')).toContain(`over ${MAX_EVENT_CHARS} characters`);
  });

  it('writing an answer longer than the cap is cut off with an error event', async () => {
    stub.behaviour = 'flood';
    const server = await start();
    const events = await readEvents(await ask(server));
    expect(answerText(events).length).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
    expect(answerText(events).length).toBeGreaterThan(MAX_ANSWER_CHARS - 1000);
    expect(events.at(-1)).toEqual({type: 'error', message: 'The answer was cut off: it grew longer than the answer service allows.'});
    await expect.poll(() => stub.closedEarly, {timeout: 5000}).toBe(1);
  });

  it('dripping a token at a time within the idle timeout is stopped at the answer deadline', async () => {
    stub.tokens = Array.from({length: 60}, (_, i) => `drip${i} `);
    stub.delayMs = 50;
    const server = await start({upstream: {baseUrl: stub.baseUrl, apiKey: 'k', model: 'stub-model', timeoutMs: 400, deadlineMs: 800}});
    const events = await readEvents(await ask(server));
    expect(events.at(-1)).toEqual({type: 'error', message: 'The language model took too long to answer.'});
    expect(answerText(events)).not.toContain('drip59');
    expect(logs.join('\n')).toContain('did not finish its answer within 800 ms');
    await expect.poll(() => stub.closedEarly, {timeout: 2000}).toBe(1);
  });

  it('reads the answer deadline from AI_DEADLINE_MS, a minute by default', () => {
    const base = {AI_BASE_URL: 'https://llm.example/v1', AI_API_KEY: 'k', AI_MODEL: 'm'};
    expect(askOptionsFromEnv(base).upstream.deadlineMs).toBe(60_000);
    expect(askOptionsFromEnv({...base, AI_DEADLINE_MS: '30000'}).upstream.deadlineMs).toBe(30_000);
    expect(() => askOptionsFromEnv({...base, AI_DEADLINE_MS: 'soon'})).toThrow('AI_DEADLINE_MS');
  });
});

describe('a client that trickles its request', () => {
  it('is disconnected once the request timeout passes, whatever it still sends', async () => {
    const server = askServer(
      createAskHandler({
        upstream: {baseUrl: stub.baseUrl, apiKey: 'k', model: 'm', timeoutMs: 1000},
        indexDir,
        allowedOrigins: ['*'],
        ratePerMinute: 10,
        trustProxy: 0,
      }),
      600,
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const socket = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.write('POST /ask HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
    const drip = setInterval(() => socket.write(' '), 100);
    let reply = '';
    socket.on('data', (data) => (reply += data.toString()));
    await closed(socket);
    clearInterval(drip);
    server.close();
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('event stream decoder limits', () => {
  it('refuses a line longer than its limit, however it is cut', () => {
    const decoder = new EventStreamDecoder(1000);
    decoder.push('data: ');
    expect(() => {
      for (let i = 0; i < 20; i += 1) decoder.push('x'.repeat(100));
    }).toThrow(EventStreamLimitError);
  });

  it('refuses a message whose data lines together pass the limit', () => {
    const decoder = new EventStreamDecoder(1000);
    expect(() => decoder.push(`data: ${'x'.repeat(400)}\n`.repeat(3))).toThrow(EventStreamLimitError);
  });

  it('decodes a line sent a character at a time, and \\r\\n split between chunks', () => {
    const decoder = new EventStreamDecoder();
    const text = `data: ${'y'.repeat(5000)}\r\n\r\ndata: two\r`;
    const out: string[] = [];
    for (const character of text) out.push(...decoder.push(character));
    out.push(...decoder.push('\n\r\n'), ...decoder.end());
    expect(out).toEqual(['y'.repeat(5000), 'two']);
  });
});
