/**
 * The `ask` endpoint: POST `{question, history?}` as JSON, get the answer as
 * Server-Sent Events (src/search/ai/protocol.ts): the cited sections first,
 * then the language model's text as it streams, then `done`, or an `error`
 * event if the model fails midway. Errors before the stream starts are plain
 * JSON with a status: 400 bad question, 403 origin not allowed, 405 method,
 * 413 body too large, 429 rate limited (with Retry-After), 500/503 server.
 *
 * A plain Node `(req, res)` handler, so it runs under `npm run ask-server`
 * (server.ts) and as a serverless function (Vercel, Netlify, a Lambda
 * adapter): export `handler` and set the environment (see config.ts).
 */
import type {IncomingMessage, ServerResponse} from 'node:http';
import {citationsOf, NOT_COVERED} from '../../src/search/ai/extractive';
import {encodeEvent, MAX_QUESTION_LENGTH, type AskEvent, type HistoryTurn} from '../../src/search/ai/protocol';
import {retrieveSections, type RetrievedSection} from '../../src/search/ai/retrieve';
import type {LocalIndex} from '../../src/search/localIndex';
import {askOptionsFromEnv, type AskOptions} from './config';
import {openIndex} from './indexFiles';
import {buildMessages} from './prompt';
import {RateLimiter} from './rateLimit';
import {streamChat, UpstreamError} from './upstream';

export type AskHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Largest request body accepted: a question, and a few earlier exchanges. */
export const MAX_BODY_BYTES = 16 * 1024;
const MAX_HISTORY = 4;
const MAX_HISTORY_ANSWER = 4000;
/** Sections the model reads: more than the embedded answerer, a model can weigh them. */
export const MODEL_SECTIONS = {maxSections: 5, perPage: 2};
/** A comment line this often keeps proxies and the browser from closing a quiet stream while the model thinks. */
const KEEP_ALIVE_MS = 10_000;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, {'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers});
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'The request is too large.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The question and history from a request body, or an HttpError(400) saying what is wrong. */
export function parseAskBody(raw: string): {question: string; history: HistoryTurn[]} {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new HttpError(400, 'Send the question as JSON: {"question": "..."}.');
  }
  const {question, history} = (body ?? {}) as {question?: unknown; history?: unknown};
  if (typeof question !== 'string' || !question.trim()) throw new HttpError(400, 'Ask a question.');
  if (question.trim().length > MAX_QUESTION_LENGTH) throw new HttpError(400, `Questions are limited to ${MAX_QUESTION_LENGTH} characters.`);
  if (history !== undefined && !Array.isArray(history)) throw new HttpError(400, 'history must be a list of earlier questions and answers.');
  const turns = (history ?? []).slice(-MAX_HISTORY).map((turn: unknown) => {
    const {question: q, answer: a} = (turn ?? {}) as {question?: unknown; answer?: unknown};
    if (typeof q !== 'string' || typeof a !== 'string') throw new HttpError(400, 'Each history entry needs a question and an answer.');
    return {question: q.slice(0, MAX_QUESTION_LENGTH), answer: a.slice(0, MAX_HISTORY_ANSWER)};
  });
  return {question: question.trim(), history: turns};
}

/** The client's address: the socket's, or with trustProxy the first X-Forwarded-For entry a proxy added. */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return (trustProxy && first) || req.socket.remoteAddress || 'unknown';
}

function corsHeaders(origin: string | undefined, allowed: readonly string[]): Record<string, string> | null {
  if (!origin) return {};
  if (!allowed.includes('*') && !allowed.includes(origin)) return null;
  return {'Access-Control-Allow-Origin': origin, Vary: 'Origin'};
}

export function createAskHandler(options: AskOptions): AskHandler {
  const limiter = new RateLimiter(options.ratePerMinute);
  let index: LocalIndex | null = null;
  const log = options.log ?? ((message: string) => console.error(`ask: ${message}`));

  return async function handler(req, res) {
    const cors = corsHeaders(req.headers.origin, options.allowedOrigins);
    if (cors === null) return sendJson(res, 403, {error: 'This origin may not use the answer service.'});
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {...cors, 'Access-Control-Allow-Methods': 'POST, OPTIONS', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Max-Age': '600'});
      return void res.end();
    }
    if (req.method !== 'POST') return sendJson(res, 405, {error: 'Use POST.'}, {...cors, Allow: 'POST, OPTIONS'});
    const verdict = limiter.take(clientAddress(req, options.trustProxy));
    if (!verdict.ok) {
      return sendJson(res, 429, {error: 'Too many questions. Wait a minute, then ask again.'}, {...cors, 'Retry-After': String(verdict.retryAfterSeconds)});
    }
    let question: string;
    let history: HistoryTurn[];
    let sections: RetrievedSection[];
    try {
      ({question, history} = parseAskBody(await readBody(req)));
      // A follow-up ("and how do I extend it?") is retrieved together with the question it follows.
      const lookup = history.length > 0 ? `${history[history.length - 1].question} ${question}` : question;
      index ??= openIndex(options.indexDir);
      sections = await retrieveSections(index, lookup, MODEL_SECTIONS).catch((error: unknown) => {
        index = null;
        log(`the search index in ${options.indexDir} could not be read (${error instanceof Error ? error.message : 'unknown error'})`);
        throw new HttpError(503, 'The documentation index is unavailable.');
      });
    } catch (error) {
      if (error instanceof HttpError) return sendJson(res, error.status, {error: error.message}, cors);
      throw error;
    }

    res.writeHead(200, {...cors, 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache, no-transform', 'X-Accel-Buffering': 'no'});
    const send = (event: AskEvent) => res.write(encodeEvent(event));
    const aborted = new AbortController();
    res.on('close', () => aborted.abort());
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    try {
      if (sections.length === 0) {
        send({type: 'citations', kind: 'model', citations: []});
        send({type: 'token', text: NOT_COVERED});
        send({type: 'done'});
        return;
      }
      send({type: 'citations', kind: 'model', citations: citationsOf(sections)});
      for await (const text of streamChat(options.upstream, buildMessages(question, sections, history), aborted.signal)) send({type: 'token', text});
      send({type: 'done'});
    } catch (error) {
      if (aborted.signal.aborted) return;
      const reason = error instanceof UpstreamError ? error.reason : 'network';
      log(error instanceof UpstreamError ? error.message : 'the model call failed');
      const message = {
        timeout: 'The language model took too long to answer.',
        malformed: 'The language model sent an answer that could not be read.',
        status: 'The language model failed to answer.',
        network: 'The language model could not be reached.',
      }[reason];
      send({type: 'error', message});
    } finally {
      clearInterval(keepAlive);
      res.end();
    }
  };
}

let fromEnv: AskHandler | null = null;

/**
 * The handler configured from the environment, for serverless platforms:
 * `export {handler as default} from './server/ask/handler'`. A missing
 * setting answers 500 and is logged (by name, never by value).
 */
export async function handler(req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    fromEnv ??= createAskHandler(askOptionsFromEnv(process.env));
  } catch (error) {
    console.error(`ask: ${error instanceof Error ? error.message : 'invalid configuration'}`);
    return sendJson(res, 500, {error: 'The answer service is not configured.'});
  }
  return fromEnv(req, res);
}
