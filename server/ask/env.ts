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
 *   ASK_PORT, ASK_HOST   where it listens (PORT if ASK_PORT is unset), default 127.0.0.1:8787
 *
 * askEnvSchema below reads and checks them all.
 */
import path from 'node:path';
import proxyaddr from 'proxy-addr';
import * as z from 'zod';
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

/** A variable's trimmed value; empty counts as unset. */
const text = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** A whole number above zero, or `fallback` when unset. */
const positiveInteger = (name: string, fallback: number) =>
  text.transform((raw, ctx) => {
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (Number.isInteger(value) && value > 0) return value;
    ctx.addIssue({code: 'custom', message: `${name} must be a positive whole number, got "${raw}".`});
    return z.NEVER;
  });

const trustedProxies = text.transform((raw, ctx): TrustProxy => {
  if (!raw) return 0;
  if (/^\d{1,2}$/.test(raw)) return Number(raw);
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // proxy-addr knows the names loopback, linklocal and uniquelocal, addresses and CIDR ranges, and throws on the rest.
  try {
    if (entries.length > 0) {
      proxyaddr.compile(entries);
      return entries;
    }
  } catch {
    // Reported below.
  }
  ctx.addIssue({
    code: 'custom',
    message: `ASK_TRUST_PROXY must be the number of proxies in front of the service (0, 1, 2...) or their addresses and CIDR ranges, comma-separated (10.0.0.0/8, loopback), got "${raw}".`,
  });
  return z.NEVER;
});

/**
 * Every variable the ask server reads, with its default and its check: the
 * one place they are parsed. The README's configuration table lists the same
 * names (tests/unit/env.test.ts).
 */
export const askEnvSchema = z.object({
  AI_BASE_URL: text.refine((value) => value === undefined || /^https?:\/\//.test(value), 'AI_BASE_URL must be an http(s) URL.'),
  AI_API_KEY: text,
  AI_MODEL: text,
  AI_TIMEOUT_MS: positiveInteger('AI_TIMEOUT_MS', 15_000),
  AI_DEADLINE_MS: positiveInteger('AI_DEADLINE_MS', DEFAULT_DEADLINE_MS),
  ASK_INDEX_DIR: text.transform((value) => value ?? 'build/search-index'),
  ASK_ALLOWED_ORIGINS: text.transform((value) => {
    const origins = value
      ?.split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean);
    return origins && origins.length > 0 ? origins : DEFAULT_ORIGINS;
  }),
  ASK_RATE_LIMIT: positiveInteger('ASK_RATE_LIMIT', 10),
  ASK_TRUST_PROXY: trustedProxies,
  // The URL may hold a password: the message never repeats it.
  ASK_REDIS_URL: text.refine(
    (value) => value === undefined || /^rediss?:\/\/[^/]/.test(value),
    'ASK_REDIS_URL must be a redis:// or rediss:// URL.',
  ),
  ASK_PORT: text,
  PORT: text,
  ASK_HOST: text.transform((value) => value ?? '127.0.0.1'),
});

export type AskEnv = z.output<typeof askEnvSchema>;

/** Reads the environment through askEnvSchema; a bad value stops with every problem named (never a value of AI_API_KEY). */
export function readAskEnv(env: NodeJS.ProcessEnv): AskEnv {
  const parsed = askEnvSchema.safeParse(env);
  // Required together, so checked beside the schema: every problem is named at once.
  const missing = ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'].filter((name) => !env[name]?.trim());
  const problems = [
    ...(missing.length > 0 ? [`set ${missing.join(', ')} to run the answer service.`] : []),
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)),
  ];
  if (!parsed.success || problems.length > 0) throw new Error(problems.join(' '));
  return parsed.data;
}

/** Where the service listens: ASK_PORT, else PORT (as serverless hosts set it), else 8787. */
export function askListenAddress(env: NodeJS.ProcessEnv): {port: number; host: string} {
  const read = askEnvSchema.pick({ASK_PORT: true, PORT: true, ASK_HOST: true}).parse(env);
  const raw = read.ASK_PORT ?? read.PORT;
  const port = raw === undefined ? 8787 : Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`ASK_PORT must be a port number, got "${raw}".`);
  return {port, host: read.ASK_HOST};
}

export function askOptionsFromEnv(env: NodeJS.ProcessEnv, cwd = process.cwd()): AskOptions {
  const read = readAskEnv(env);
  return {
    upstream: {
      baseUrl: read.AI_BASE_URL!,
      apiKey: read.AI_API_KEY!,
      model: read.AI_MODEL!,
      timeoutMs: read.AI_TIMEOUT_MS,
      deadlineMs: read.AI_DEADLINE_MS,
    },
    indexDir: path.resolve(cwd, read.ASK_INDEX_DIR),
    allowedOrigins: read.ASK_ALLOWED_ORIGINS,
    ratePerMinute: read.ASK_RATE_LIMIT,
    trustProxy: read.ASK_TRUST_PROXY,
    redisUrl: read.ASK_REDIS_URL,
  };
}
