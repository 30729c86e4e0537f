/**
 * Two ask server instances sharing one rate limit through a real Redis
 * (Debian's redis-server, which .ci/run installs), started here on a free
 * loopback port with a temporary folder, and what happens when Redis stops,
 * hangs and comes back: the service keeps answering, each instance limiting
 * on its own, and the shared limit returns with Redis.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {Redis} from 'ioredis';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildIndexFiles, writeIndexFiles} from '../../plugins/search-index/writeIndex';
import {askOptionsFromEnv} from '../../server/ask/env';
import {startAskServer, type RunningServer} from '../../server/ask/server';
import {startStubModel, type StubModel} from './ask-stub';
import {fixturePages} from './search-fixtures';

const REDIS_SERVER = process.env.REDIS_SERVER ?? 'redis-server';

let dir: string;
let port: number;
let redis: ChildProcess | null = null;
let stub: StubModel;
let first: RunningServer;
let second: RunningServer;
const logs: string[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port: free} = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
}

async function startRedis(): Promise<void> {
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const failed = new Promise<never>((_, reject) =>
    child.once('error', (error) =>
      reject(new Error(`${REDIS_SERVER} did not start (${error.message}); install Debian's redis-server package`)),
    ),
  );
  redis = child;
  const client = new Redis(port, '127.0.0.1', {lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => 50});
  client.on('error', () => undefined);
  const ready = async () => {
    while (child.exitCode === null && (await client.ping().catch(() => null)) !== 'PONG')
      await new Promise((resolve) => setTimeout(resolve, 50));
    if (child.exitCode !== null) throw new Error(`${REDIS_SERVER} exited with code ${child.exitCode}`);
  };
  try {
    await Promise.race([failed, ready()]);
  } finally {
    client.disconnect();
  }
}

async function stopRedis(): Promise<void> {
  const child = redis;
  redis = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

const ask = (server: RunningServer, client: string) =>
  fetch(`${server.url}/ask`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Forwarded-For': client},
    body: JSON.stringify({question: 'zzqxjv'}),
  }).then(async (response) => {
    await response.body?.cancel();
    return response.status;
  });

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ask-redis-'));
  await writeIndexFiles(path.join(dir, 'index'), buildIndexFiles(fixturePages));
  port = await freePort();
  await startRedis();
  stub = await startStubModel();
  const options = {
    ...askOptionsFromEnv({
      AI_BASE_URL: stub.baseUrl,
      AI_API_KEY: 'k',
      AI_MODEL: 'stub-model',
      ASK_RATE_LIMIT: '3',
      ASK_TRUST_PROXY: '1',
      ASK_REDIS_URL: `redis://127.0.0.1:${port}`,
    }),
    indexDir: path.join(dir, 'index'),
    log: (message: string) => logs.push(message),
  };
  [first, second] = await Promise.all([startAskServer(options, 0), startAskServer(options, 0)]);
  // Each instance connects to Redis in the background, and a request that comes first is limited
  // on its own (no offline queue). On a loaded machine that takes a moment: wait until a request
  // on each instance reaches Redis, then start the record of what the instances log.
  for (let round = 0; ; round += 1) {
    const before = logs.length;
    await Promise.all([ask(first, '198.51.100.1'), ask(second, '198.51.100.2')]);
    if (!logs.slice(before).some((message) => message.startsWith('Redis is unavailable'))) break;
    if (round === 50) throw new Error(`The ask servers never reached Redis: ${logs.join(' | ')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  logs.length = 0;
}, 30_000);

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await stub?.close();
  await stopRedis();
  await fs.rm(dir, {recursive: true, force: true});
});

describe('rate limit in Redis', () => {
  it('is one limit across two instances', async () => {
    const client = '203.0.113.10';
    expect([await ask(first, client), await ask(second, client), await ask(first, client), await ask(second, client)]).toEqual([
      200, 200, 200, 429,
    ]);
    // Another client has its own bucket, on either instance.
    expect(await ask(second, '203.0.113.11')).toBe(200);
  });

  it("expires a client's bucket once it would be full again, so Redis holds only recent clients", async () => {
    const client = new Redis(port, '127.0.0.1');
    try {
      const ttl = await client.pttl('tessera-ask:rate:203.0.113.10');
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(61_000);
    } finally {
      client.disconnect();
    }
  });

  it('keeps answering through an outage, each instance limiting on its own, and shares the limit again when Redis is back', async () => {
    await stopRedis();
    const client = '203.0.113.20';
    expect([await ask(first, client), await ask(first, client), await ask(first, client), await ask(first, client)]).toEqual([
      200, 200, 200, 429,
    ]);
    expect(await ask(second, client)).toBe(200);
    expect(logs.some((message) => message.startsWith('Redis is unavailable'))).toBe(true);

    await startRedis();
    await expect.poll(() => logs.filter((message) => message.startsWith('Redis answers again')).length, {timeout: 10_000}).toBe(2);
    const later = '203.0.113.21';
    expect([await ask(first, later), await ask(second, later), await ask(first, later), await ask(second, later)]).toEqual([
      200, 200, 200, 429,
    ]);
  }, 30_000);

  it('answers when Redis hangs, after the command timeout', async () => {
    redis!.kill('SIGSTOP');
    try {
      expect(await ask(first, '203.0.113.30')).toBe(200);
    } finally {
      redis!.kill('SIGCONT');
    }
  }, 15_000);
});
