/**
 * A token bucket per client: each client may ask `perMinute` questions in a
 * burst, and earns them back evenly over a minute.
 *
 * RateLimiter keeps the buckets in this process's memory, in an LRU of
 * MAX_CLIENTS (a client pushed out by newer ones starts again with a full
 * bucket). That is right for one process; several instances each keep their
 * own count, so the limit multiplies. RedisRateLimiter (ASK_REDIS_URL) keeps
 * them in Redis, updated by one Lua script so instances never race, with the
 * Redis clock so their clocks need not agree.
 *
 * When Redis fails (down, unreachable, too slow), each instance falls back to
 * its own in-memory limiter until Redis answers again: readers keep getting
 * answers, and a client can get at most one limit per instance meanwhile.
 * Failing closed would turn a Redis outage into an Ask AI outage; failing
 * open with no limit at all would leave the model's budget unguarded.
 */
import {Redis, type Result} from 'ioredis';
import {LruCache} from '../../lib/search/lru';

export type Verdict = {ok: true} | {ok: false; retryAfterSeconds: number};

export interface Limiter {
  /** Takes one request from the client's bucket, or says how long to wait for the next. */
  take(client: string): Verdict | Promise<Verdict>;
  close(): Promise<void>;
}

type Bucket = {tokens: number; updated: number};

/** Clients tracked in memory: about 1 MB of buckets. */
export const MAX_CLIENTS = 10_000;

const retryAfter = (tokens: number, perMs: number) => Math.max(1, Math.ceil((1 - tokens) / perMs / 1000));

export class RateLimiter implements Limiter {
  private readonly buckets: LruCache<string, Bucket>;
  private readonly perMs: number;

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
    maxClients = MAX_CLIENTS,
  ) {
    this.perMs = perMinute / 60_000;
    this.buckets = new LruCache(maxClients);
  }

  /** Clients with a bucket in memory. */
  get clients(): number {
    return this.buckets.size;
  }

  take(client: string): Verdict {
    const now = this.now();
    const bucket = this.buckets.get(client) ?? {tokens: this.perMinute, updated: now};
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + Math.max(0, now - bucket.updated) * this.perMs);
    bucket.updated = now;
    this.buckets.set(client, bucket);
    if (bucket.tokens < 1) return {ok: false, retryAfterSeconds: retryAfter(bucket.tokens, this.perMs)};
    bucket.tokens -= 1;
    return {ok: true};
  }

  async close(): Promise<void> {}
}

/**
 * The same bucket in Redis: KEYS[1] the client's hash, ARGV[1] the capacity,
 * ARGV[2] tokens earned per millisecond. Returns {1, 0} when a token was
 * taken, {0, ms to wait} when not. The key expires when the bucket would be
 * full again, so Redis holds only clients seen within the last minute.
 */
const TAKE_SCRIPT = `
if redis.replicate_commands then redis.replicate_commands() end
local capacity = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local bucket = redis.call('HMGET', KEYS[1], 'tokens', 'updated')
local tokens = tonumber(bucket[1]) or capacity
local updated = tonumber(bucket[2]) or now
tokens = math.min(capacity, tokens + math.max(0, now - updated) * rate)
local wait = 0
if tokens >= 1 then tokens = tokens - 1 else wait = math.ceil((1 - tokens) / rate) end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'updated', now)
redis.call('PEXPIRE', KEYS[1], math.ceil((capacity - tokens) / rate) + 1000)
if wait == 0 then return {1, 0} end
return {0, wait}
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    askTakeToken(key: string, capacity: number, perMs: number): Result<[number, number], Context>;
  }
}

export type RedisLimiterOptions = {
  /** `redis://` or `rediss://` URL, with credentials if the server needs them. */
  url: string;
  perMinute: number;
  log: (message: string) => void;
  /** Keys are this plus the client's address. */
  keyPrefix?: string;
  /** A Redis command that takes longer fails, and the instance limits on its own for that request. */
  commandTimeoutMs?: number;
};

export class RedisRateLimiter implements Limiter {
  private readonly redis: Redis;
  private readonly fallback: RateLimiter;
  private readonly perMinute: number;
  private readonly log: (message: string) => void;
  private down = false;

  constructor({url, perMinute, log, keyPrefix = 'tessera-ask:rate:', commandTimeoutMs = 500}: RedisLimiterOptions) {
    this.perMinute = perMinute;
    this.log = log;
    this.fallback = new RateLimiter(perMinute);
    // No offline queue and no retries: while Redis is away a command fails at once instead of
    // holding the reader's request; the client reconnects in the background.
    this.redis = new Redis(url, {
      keyPrefix,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: commandTimeoutMs,
      connectTimeout: 2000,
    });
    this.redis.defineCommand('askTakeToken', {numberOfKeys: 1, lua: TAKE_SCRIPT});
    this.redis.on('error', (error: unknown) => this.outage(error));
    this.redis.on('ready', () => {
      if (!this.down) return;
      this.down = false;
      this.log('Redis answers again: rate limits are shared between instances again');
    });
  }

  async take(client: string): Promise<Verdict> {
    try {
      const [ok, waitMs] = await this.redis.askTakeToken(client, this.perMinute, this.perMinute / 60_000);
      return ok === 1 ? {ok: true} : {ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000))};
    } catch (error) {
      this.outage(error);
      return this.fallback.take(client);
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }

  /** Logs once per outage, by error code or message (ioredis messages name the host, never the password). */
  private outage(error: unknown): void {
    if (this.down) return;
    this.down = true;
    const reason = (error as {code?: unknown})?.code ?? (error instanceof Error ? error.message : 'unknown error');
    this.log(`Redis is unavailable (${String(reason)}): each instance limits its clients on its own until it is back`);
  }
}
