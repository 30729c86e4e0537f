/**
 * The `ask` endpoint: POST `{question, history?}` as JSON, get the answer as
 * Server-Sent Events (lib/ask/protocol.ts): the cited sections first,
 * then the language model's text as it streams, then `done`, or an `error`
 * event if the model fails midway. Errors before the stream starts are plain
 * JSON with a status: 400 bad question, 403 origin not allowed, 405 method,
 * 413 body too large, 429 rate limited (with Retry-After), 500/503 server.
 *
 * Whatever a client or the model does, one request holds bounded memory and
 * time: the model call stops when the client leaves (at any point), when the
 * answer passes MAX_ANSWER_CHARS, when the client reads nothing for STALL_MS
 * (writes wait for the socket to drain, so the model waits too), and at the
 * answer deadline (upstream.ts).
 *
 * A plain Node `(req, res)` handler, so it runs under `npm run ask-server`
 * (server.ts) and as a serverless function (Vercel, Netlify, a Lambda
 * adapter): export `handler` and set the environment (see env.ts).
 */
import type {IncomingMessage, ServerResponse} from 'node:http';
import {isIP} from 'node:net';
import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';
import {citationsOf, NOT_COVERED} from '../../lib/ask/extractive';
import {
  encodeEvent,
  MAX_ANSWER_CHARS,
  MAX_HISTORY_ANSWER_CHARS,
  MAX_HISTORY_TURNS,
  MAX_QUESTION_LENGTH,
  type AskEvent,
  type HistoryTurn,
} from '../../lib/ask/protocol';
import {retrieveSections, type RetrievedSection} from '../../lib/ask/retrieve';
import type {LocalIndex} from '../../lib/search/localIndex';
import {askOptionsFromEnv, type AskOptions, type TrustProxy} from './env';
import {openIndex} from './indexFiles';
import {buildMessages} from './prompt';
import {RateLimiter, RedisRateLimiter, type Limiter} from './rateLimit';
import {streamChat, UpstreamError, type UpstreamFailure} from './upstream';

export type AskHandler = ((req: IncomingMessage, res: ServerResponse) => Promise<void>) & {
  /** Releases what the handler holds open (the Redis connection). */
  close: () => Promise<void>;
  /** Where the handler reports problems (AskOptions.log); the server reports what never reaches the handler there too. */
  log: (message: string) => void;
};

/** Largest request body accepted: a question, and a few earlier exchanges. */
export const MAX_BODY_BYTES = 16 * 1024;
/** Sections the model reads: more than the embedded answerer, a model can weigh them. */
export const MODEL_SECTIONS = {maxSections: 5, perPage: 2};
/** A comment line this often keeps proxies and the browser from closing a quiet stream while the model thinks. */
const KEEP_ALIVE_MS = 10_000;
/** Longest answer sent, in characters (five times what the model's 800-token budget usually fills): the browser's cap. */
export {MAX_ANSWER_CHARS};
/** A client that reads nothing of its answer for this long is dropped, and so is its model call. */
export const STALL_MS = 15_000;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Earlier exchanges exactly as the browser sends them (useAsk.ts): a list of
 * at most MAX_HISTORY_TURNS `{question, answer}` objects, a question as the
 * service takes it and an answer of at most MAX_HISTORY_ANSWER_CHARS. Any
 * other shape (roles, extra keys, a longer list or answer) is refused rather
 * than cut to fit: no client of this service sends it.
 */
function parseHistory(history: unknown): HistoryTurn[] {
  if (history === undefined) return [];
  if (!Array.isArray(history)) throw new HttpError(400, 'history must be a list of earlier questions and answers.');
  if (history.length > MAX_HISTORY_TURNS) throw new HttpError(400, `history holds at most ${MAX_HISTORY_TURNS} earlier exchanges.`);
  return history.map((turn: unknown) => {
    const keys = isRecord(turn) ? Object.keys(turn).sort().join(',') : '';
    if (!isRecord(turn) || keys !== 'answer,question' || typeof turn.question !== 'string' || typeof turn.answer !== 'string')
      throw new HttpError(400, 'Each history entry is {"question": "...", "answer": "..."} and nothing else.');
    const question = turn.question.trim();
    if (!question || question.length > MAX_QUESTION_LENGTH)
      throw new HttpError(400, `Each earlier question has 1 to ${MAX_QUESTION_LENGTH} characters.`);
    if (!turn.answer.trim() || turn.answer.length > MAX_HISTORY_ANSWER_CHARS)
      throw new HttpError(400, `Each earlier answer has 1 to ${MAX_HISTORY_ANSWER_CHARS} characters.`);
    return {question, answer: turn.answer};
  });
}

/** The question and history from a request body, or an HttpError(400) saying what is wrong. */
export function parseAskBody(raw: string): {question: string; history: HistoryTurn[]} {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new HttpError(400, 'Send the question as JSON: {"question": "..."}.');
  }
  if (!isRecord(body)) throw new HttpError(400, 'Send the question as JSON: {"question": "..."}.');
  const {question, history} = body;
  if (typeof question !== 'string' || !question.trim()) throw new HttpError(400, 'Ask a question.');
  if (question.trim().length > MAX_QUESTION_LENGTH) throw new HttpError(400, `Questions are limited to ${MAX_QUESTION_LENGTH} characters.`);
  return {question: question.trim(), history: parseHistory(history)};
}

/** Whom to believe in X-Forwarded-For: a hop count, or the proxies' addresses compiled by proxy-addr. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** The trust function for a setting: none for 0, the first `hops` hops for a count, the listed proxies for a list. */
export function proxyTrust(setting: TrustProxy): ProxyTrust | null {
  if (typeof setting === 'number') return setting > 0 ? (_, hop) => hop < setting : null;
  return setting.length > 0 ? proxyaddr.compile([...setting]) : null;
}

/**
 * Who is asking, for the rate limit: the socket's address, or with a trusted
 * proxy setting the first address in X-Forwarded-For, read from the right,
 * that the setting does not trust (each trusted proxy appends the address it
 * saw; entries further left are whatever the client wrote). With a list of
 * proxy addresses, a client that connects directly is not a trusted proxy,
 * so its header is ignored. A forwarded value that is not an IP address
 * counts as the socket's address. An IPv6 client counts by its /64, which one
 * subscriber usually holds whole; an IPv4-mapped IPv6 address counts as the
 * IPv4 address.
 */
export function clientAddress(req: IncomingMessage, trust: TrustProxy | ProxyTrust | null): string {
  const socketAddress = req.socket.remoteAddress;
  if (!socketAddress) return 'unknown';
  const trusts = typeof trust === 'function' || trust === null ? trust : proxyTrust(trust);
  const forwarded = trusts ? proxyaddr(req, trusts) : socketAddress;
  const address = isIP(forwarded) ? forwarded : socketAddress;
  if (!ipaddr.isValid(address)) return address.slice(0, 64);
  const ip = ipaddr.process(address);
  return ip.kind() === 'ipv6'
    ? `${(ip as ipaddr.IPv6).parts
        .slice(0, 4)
        .map((part) => part.toString(16))
        .join(':')}::/64`
    : ip.toString();
}

function corsHeaders(origin: string | undefined, allowed: readonly string[]): Record<string, string> | null {
  if (!origin) return {};
  if (!allowed.includes('*') && !allowed.includes(origin)) return null;
  return {'Access-Control-Allow-Origin': origin, Vary: 'Origin'};
}

/** Why the service stopped an answer itself (the model's failures are UpstreamErrors). */
class Stop extends Error {
  constructor(readonly why: 'gone' | 'too-long' | 'stalled') {
    super(why);
  }
}

/** Resolves once the response drains; rejects with `signal`'s reason, or with Stop('stalled') after `ms`. */
function drained(res: ServerResponse, ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const settle = (error?: unknown) => {
      clearTimeout(timer);
      res.off('drain', onDrain);
      signal.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onAbort = () => settle(signal.reason);
    const timer = setTimeout(() => settle(new Stop('stalled')), ms);
    res.on('drain', onDrain);
    signal.addEventListener('abort', onAbort, {once: true});
  });
}

const MODEL_FAILURE: Record<UpstreamFailure, string> = {
  timeout: 'The language model took too long to answer.',
  malformed: 'The language model sent an answer that could not be read.',
  'not-stream': 'The language model replied in a format the answer service cannot read.',
  empty: 'The language model returned an empty answer.',
  status: 'The language model failed to answer.',
  network: 'The language model could not be reached.',
};

/**
 * Answers a preflight, refuses an origin or a method the service does not
 * take, and gives the CORS headers of everything else; null once it has
 * answered.
 */
function admit(
  req: IncomingMessage,
  res: ServerResponse,
  options: AskOptions,
  log: (message: string) => void,
): Record<string, string> | null {
  const cors = corsHeaders(req.headers.origin, options.allowedOrigins);
  if (cors === null) {
    sendJson(res, 403, {error: 'This origin may not use the answer service.'});
    return null;
  }
  if (req.method === 'OPTIONS') {
    res.writeHead(204, {
      ...cors,
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers': 'Content-Type',
      'Access-Control-Max-Age': '600',
    });
    res.end();
    return null;
  }
  if (req.method !== 'POST') {
    log(`refused ${JSON.stringify(String(req.method).slice(0, 20))} /ask from ${req.socket.remoteAddress ?? 'unknown'}: answered 405`);
    sendJson(res, 405, {error: 'Use POST.'}, {...cors, Allow: 'POST, OPTIONS'});
    return null;
  }
  return cors;
}

/** What every request to one handler shares. */
type Service = {
  options: AskOptions;
  log: (message: string) => void;
  limiter: Limiter;
  trust: ProxyTrust | null;
  maxAnswerChars: number;
  stallMs: number;
  /** The sections that answer a lookup text, or an HttpError(503) when the index cannot be read. */
  retrieve: (lookup: string) => Promise<RetrievedSection[]>;
};

/** Retrieval over the index in `indexDir`, opened on first use and again after it failed to be read. */
function sectionRetriever(indexDir: string, log: (message: string) => void): Service['retrieve'] {
  let index: LocalIndex | null = null;
  return (lookup) => {
    index ??= openIndex(indexDir);
    return retrieveSections(index, lookup, MODEL_SECTIONS).catch((error: unknown) => {
      index = null;
      log(`the search index in ${indexDir} could not be read (${error instanceof Error ? error.message : 'unknown error'})`);
      throw new HttpError(503, 'The documentation index is unavailable.');
    });
  };
}

/** A question the service will answer: its text, the exchanges before it, and the sections that answer it. */
type Asked = {question: string; history: HistoryTurn[]; sections: RetrievedSection[]};

/** Reads the question and retrieves its sections; null once the request is answered with an error, or the client left. */
async function readQuestion(
  {log, retrieve}: Service,
  req: IncomingMessage,
  res: ServerResponse,
  cors: Record<string, string>,
  client: string,
  signal: AbortSignal,
): Promise<Asked | null> {
  try {
    const {question, history} = parseAskBody(await readBody(req));
    // A follow-up ("and how do I extend it?") is retrieved together with the question it follows.
    const lookup = history.length > 0 ? `${history[history.length - 1].question} ${question}` : question;
    return {question, history, sections: await retrieve(lookup)};
  } catch (error) {
    if (signal.aborted) return null;
    if (error instanceof HttpError) {
      // A 503's cause is logged where it happened; a refused request is logged here, once.
      if (error.status < 500) log(`refused a request from ${client}: ${error.message} (answered ${error.status})`);
      sendJson(res, error.status, {error: error.message}, cors);
      return null;
    }
    throw error;
  }
}

/** Streams the answer as events: the citations, the model's text, then `done`. */
async function streamAnswer(
  service: Service,
  res: ServerResponse,
  cors: Record<string, string>,
  {question, history, sections}: Asked,
  signal: AbortSignal,
): Promise<void> {
  res.writeHead(200, {
    ...cors,
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    'X-Accel-Buffering': 'no',
  });
  // Waits while the client is slow to read, so the model's stream waits too instead of piling up here.
  const send = (event: AskEvent): Promise<void> =>
    res.write(encodeEvent(event)) ? Promise.resolve() : drained(res, service.stallMs, signal);
  const keepAlive = setInterval(() => res.writableNeedDrain || res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  try {
    if (sections.length === 0) {
      await send({type: 'citations', kind: 'model', citations: []});
      await send({type: 'token', text: NOT_COVERED});
      await send({type: 'done'});
      return;
    }
    await send({type: 'citations', kind: 'model', citations: citationsOf(sections)});
    let length = 0;
    for await (const text of streamChat(service.options.upstream, buildMessages(question, sections, history), signal)) {
      length += text.length;
      if (length > service.maxAnswerChars) throw new Stop('too-long');
      await send({type: 'token', text});
    }
    await send({type: 'done'});
  } catch (error) {
    endStopped(service, res, error, signal);
  } finally {
    clearInterval(keepAlive);
    res.end();
  }
}

/**
 * Ends a stream the client, the service or the model stopped: nothing more
 * for a client that left, the connection dropped for one that stopped
 * reading, an `error` event for an answer too long or a model that failed.
 */
function endStopped({log, stallMs, maxAnswerChars}: Service, res: ServerResponse, error: unknown, signal: AbortSignal): void {
  const stopped = error instanceof Stop ? error : signal.reason instanceof Stop ? signal.reason : null;
  if (stopped?.why === 'gone') return;
  if (stopped?.why === 'stalled') {
    log(`a client left its answer unread for ${stallMs} ms; dropped`);
    res.destroy();
    return;
  }
  if (stopped?.why === 'too-long') {
    log(`the model's answer passed ${maxAnswerChars} characters; cut off`);
    res.write(encodeEvent({type: 'error', message: 'The answer was cut off: it grew longer than the answer service allows.'}));
    return;
  }
  log(error instanceof UpstreamError ? error.message : 'the model call failed');
  res.write(encodeEvent({type: 'error', message: MODEL_FAILURE[error instanceof UpstreamError ? error.reason : 'network']}));
}

/** One request: admitted, rate-limited, read, then answered as a stream. */
async function answerRequest(service: Service, req: IncomingMessage, res: ServerResponse): Promise<void> {
  // The client may leave at any point: while its body arrives, during retrieval, or while the model streams.
  // 'close' also fires after a complete response, when nothing is left to stop.
  const stop = new AbortController();
  res.on('close', () => stop.abort(new Stop('gone')));
  const cors = admit(req, res, service.options, service.log);
  if (cors === null) return;
  const client = clientAddress(req, service.trust);
  const verdict = await service.limiter.take(client);
  if (!verdict.ok) {
    return sendJson(
      res,
      429,
      {error: 'Too many questions. Wait a minute, then ask again.'},
      {...cors, 'Retry-After': String(verdict.retryAfterSeconds)},
    );
  }
  const asked = await readQuestion(service, req, res, cors, client, stop.signal);
  if (asked === null || stop.signal.aborted) return;
  await streamAnswer(service, res, cors, asked, stop.signal);
}

export function createAskHandler(options: AskOptions): AskHandler {
  const log = options.log ?? ((message: string) => console.error(`ask: ${message}`));
  const limiter: Limiter = options.redisUrl
    ? new RedisRateLimiter({url: options.redisUrl, perMinute: options.ratePerMinute, log})
    : new RateLimiter(options.ratePerMinute);
  const service: Service = {
    options,
    log,
    limiter,
    trust: proxyTrust(options.trustProxy),
    maxAnswerChars: options.maxAnswerChars ?? MAX_ANSWER_CHARS,
    stallMs: options.stallMs ?? STALL_MS,
    retrieve: sectionRetriever(options.indexDir, log),
  };
  const handler = (req: IncomingMessage, res: ServerResponse): Promise<void> => answerRequest(service, req, res);
  return Object.assign(handler, {close: () => limiter.close(), log});
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
