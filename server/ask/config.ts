/**
 * The ask server's settings, from the environment of the server (never the
 * site build: the model's key must not reach a browser).
 *
 *   AI_BASE_URL          OpenAI-compatible API base, e.g. https://api.openai.com/v1 (required)
 *   AI_API_KEY           its key (required)
 *   AI_MODEL             the chat model (required)
 *   AI_TIMEOUT_MS        longest silence from the model, default 15000
 *   ASK_INDEX_DIR        the site's search index, default build/search-index
 *   ASK_ALLOWED_ORIGINS  comma-separated origins allowed by CORS, or *; default the site and local previews
 *   ASK_RATE_LIMIT       questions per minute per client, default 10
 *   ASK_TRUST_PROXY      1 to take the client address from X-Forwarded-For (behind a proxy you run)
 */
import path from 'node:path';
import {site} from '../../config/site';
import type {UpstreamOptions} from './upstream';

export type AskOptions = {
  upstream: UpstreamOptions;
  indexDir: string;
  allowedOrigins: string[];
  ratePerMinute: number;
  trustProxy: boolean;
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

export function askOptionsFromEnv(env: NodeJS.ProcessEnv, cwd = process.cwd()): AskOptions {
  const missing = ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'].filter((name) => !env[name]?.trim());
  if (missing.length > 0) throw new Error(`set ${missing.join(', ')} to run the answer service.`);
  const baseUrl = env.AI_BASE_URL!.trim();
  if (!/^https?:\/\//.test(baseUrl)) throw new Error('AI_BASE_URL must be an http(s) URL.');
  const origins = env.ASK_ALLOWED_ORIGINS?.split(',').map((origin) => origin.trim().replace(/\/$/, '')).filter(Boolean);
  return {
    upstream: {baseUrl, apiKey: env.AI_API_KEY!.trim(), model: env.AI_MODEL!.trim(), timeoutMs: positiveInteger(env, 'AI_TIMEOUT_MS', 15_000)},
    indexDir: path.resolve(cwd, env.ASK_INDEX_DIR?.trim() || 'build/search-index'),
    allowedOrigins: origins && origins.length > 0 ? origins : DEFAULT_ORIGINS,
    ratePerMinute: positiveInteger(env, 'ASK_RATE_LIMIT', 10),
    trustProxy: env.ASK_TRUST_PROXY === '1',
  };
}
