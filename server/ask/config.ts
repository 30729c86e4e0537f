/**
 * The ask server's settings, from the environment of the server (never the
 * site build: the model's key must not reach a browser).
 *
 *   AI_BASE_URL          OpenAI-compatible API base, e.g. https://api.openai.com/v1 (required)
 *   AI_API_KEY           its key (required)
 *   AI_MODEL             the chat model (required)
 *   AI_TIMEOUT_MS        longest silence from the model, default 15000
 *   AI_DEADLINE_MS       longest whole answer from the model, default 60000
 *   ASK_INDEX_DIR        the site's search index, default build/search-index
 *   ASK_ALLOWED_ORIGINS  comma-separated origins allowed by CORS, or *; default the site and local previews
 *   ASK_RATE_LIMIT       questions per minute per client, default 10
 *   ASK_TRUST_PROXY      the proxies you run in front of the service that append to X-Forwarded-For: how many
 *                        (1: one load balancer; 2: a CDN, then a load balancer), or their addresses and
 *                        CIDR ranges, comma-separated (10.0.0.0/8, loopback); default 0, the socket's address
 *   ASK_REDIS_URL        redis:// or rediss:// URL to share rate-limit counts between instances; default in memory
 */
import path from 'node:path';
import proxyaddr from 'proxy-addr';
import {site} from '../../config/site';
import {DEFAULT_DEADLINE_MS, type UpstreamOptions} from './upstream';

/**
 * Proxies in front of the service that each append the address they saw to
 * X-Forwarded-For: how many (the client is that many entries from the right),
 * or their addresses and CIDR ranges (the client is the first entry, from the
 * right, that is not one of them; a client that connects directly is not
 * one, so its header is ignored). 0 or an empty list takes the socket's
 * address and ignores the header (a client can write anything there).
 */
export type TrustProxy = number | readonly string[];

export type AskOptions = {
  upstream: UpstreamOptions;
  indexDir: string;
  allowedOrigins: string[];
  ratePerMinute: number;
  /** Whom to believe in X-Forwarded-For (TrustProxy). */
  trustProxy: TrustProxy;
  /** Shared rate-limit counts in Redis; without it each process counts on its own. */
  redisUrl?: string;
  /** Longest answer sent, in characters; default MAX_ANSWER_CHARS (handler.ts). */
  maxAnswerChars?: number;
  /** How long a client may leave the answer unread before the service gives up on it; default STALL_MS (handler.ts). */
  stallMs?: number;
  /** Where problems are reported; never given the API key. */
  log?: (message: string) => void;
};

/** The site, plus the dev server and `docusaurus serve` on this machine. */
export const DEFAULT_ORIGINS = [new URL(site.url).origin, 'http://localhost:3000', 'http://127.0.0.1:3000'];

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, got "${raw}".`);
  return value;
}

function trustedProxies(env: NodeJS.ProcessEnv): TrustProxy {
  const raw = env.ASK_TRUST_PROXY?.trim();
  if (!raw) return 0;
  if (/^\d{1,2}$/.test(raw)) return Number(raw);
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = `ASK_TRUST_PROXY must be the number of proxies in front of the service (0, 1, 2...) or their addresses and CIDR ranges, comma-separated (10.0.0.0/8, loopback), got "${raw}".`;
  // proxy-addr knows the names loopback, linklocal and uniquelocal, addresses and CIDR ranges, and throws on the rest.
  if (entries.length === 0) throw new Error(wrong);
  try {
    proxyaddr.compile(entries);
  } catch {
    throw new Error(wrong);
  }
  return entries;
}

function redisUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.ASK_REDIS_URL?.trim();
  if (!raw) return undefined;
  // The URL may hold a password: the message never repeats it.
  if (!/^rediss?:\/\/[^/]/.test(raw)) throw new Error('ASK_REDIS_URL must be a redis:// or rediss:// URL.');
  return raw;
}

export function askOptionsFromEnv(env: NodeJS.ProcessEnv, cwd = process.cwd()): AskOptions {
  const missing = ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'].filter((name) => !env[name]?.trim());
  if (missing.length > 0) throw new Error(`set ${missing.join(', ')} to run the answer service.`);
  const baseUrl = env.AI_BASE_URL!.trim();
  if (!/^https?:\/\//.test(baseUrl)) throw new Error('AI_BASE_URL must be an http(s) URL.');
  const origins = env.ASK_ALLOWED_ORIGINS?.split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return {
    upstream: {
      baseUrl,
      apiKey: env.AI_API_KEY!.trim(),
      model: env.AI_MODEL!.trim(),
      timeoutMs: positiveInteger(env, 'AI_TIMEOUT_MS', 15_000),
      deadlineMs: positiveInteger(env, 'AI_DEADLINE_MS', DEFAULT_DEADLINE_MS),
    },
    indexDir: path.resolve(cwd, env.ASK_INDEX_DIR?.trim() || 'build/search-index'),
    allowedOrigins: origins && origins.length > 0 ? origins : DEFAULT_ORIGINS,
    ratePerMinute: positiveInteger(env, 'ASK_RATE_LIMIT', 10),
    trustProxy: trustedProxies(env),
    redisUrl: redisUrl(env),
  };
}
