/**
 * Streams an answer from an OpenAI-compatible chat-completions API
 * (`POST {AI_BASE_URL}/chat/completions` with `stream: true`): OpenAI,
 * Azure OpenAI's compatible endpoint, Mistral, a local llama.cpp or Ollama
 * server, and most gateways speak it. Yields the text deltas; fails with an
 * UpstreamError on an error status, a reply that is not an event stream, a
 * stream without text, a silence longer than the timeout, an answer past its
 * deadline, or a chunk it cannot read. The API key goes in the Authorization
 * header only.
 */
import {idleTimeout} from '../../lib/ask/idleTimeout';
import {EventStreamDecoder, EventStreamLimitError} from '../../lib/ask/protocol';
import type {ChatMessage} from './prompt';

export type UpstreamOptions = {
  /** Base URL up to the version, e.g. `https://api.openai.com/v1`. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Longest silence accepted, from the request until the end of the stream. */
  timeoutMs: number;
  /** Longest whole answer, from the request to the last chunk, however steadily the model sends; default DEFAULT_DEADLINE_MS. */
  deadlineMs?: number;
  /** Longest answer, in tokens. */
  maxTokens?: number;
};

/** A minute: a full answer of 800 tokens streams in well under that, even from a slow model. */
export const DEFAULT_DEADLINE_MS = 60_000;

export type UpstreamFailure = 'status' | 'timeout' | 'malformed' | 'not-stream' | 'empty' | 'network';

export class UpstreamError extends Error {
  constructor(
    readonly reason: UpstreamFailure,
    message: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

type Chunk = {choices?: {delta?: {content?: unknown}}[]; error?: unknown};

/** The text of one streamed chunk ('' for chunks without text, such as the role or the finish reason). */
export function chunkText(data: string): string {
  let chunk: Chunk;
  try {
    chunk = JSON.parse(data) as Chunk;
  } catch {
    throw new UpstreamError('malformed', 'the model sent a chunk that is not JSON');
  }
  if (!chunk || typeof chunk !== 'object') throw new UpstreamError('malformed', 'the model sent a chunk that is not an object');
  if (chunk.error) throw new UpstreamError('status', 'the model reported an error in the stream');
  if (!Array.isArray(chunk.choices)) throw new UpstreamError('malformed', 'the model sent a chunk without choices');
  const content = chunk.choices[0]?.delta?.content;
  if (content === undefined || content === null) return '';
  if (typeof content !== 'string') throw new UpstreamError('malformed', 'the model sent content that is not text');
  return content;
}

export async function* streamChat(options: UpstreamOptions, messages: ChatMessage[], signal: AbortSignal): AsyncGenerator<string> {
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
  const deadline = new AbortController();
  const deadlineTimer = setTimeout(() => deadline.abort(), deadlineMs);
  const idle = idleTimeout(AbortSignal.any([signal, deadline.signal]), options.timeoutMs);
  const failure = (error: unknown): Error => {
    if (error instanceof UpstreamError) return error;
    if (error instanceof EventStreamLimitError)
      return new UpstreamError('malformed', `the model sent a line or message over ${error.limit} characters`);
    if (idle.timedOut) return new UpstreamError('timeout', `the model sent nothing for ${options.timeoutMs} ms`);
    if (signal.aborted) return error instanceof Error ? error : new Error('aborted');
    if (deadline.signal.aborted) return new UpstreamError('timeout', `the model did not finish its answer within ${deadlineMs} ms`);
    return new UpstreamError('network', 'the model could not be reached');
  };
  let answered = false;
  const read = function* (messages: string[]): Generator<string, boolean> {
    for (const data of messages) {
      if (data.trim() === '[DONE]') return true;
      const delta = chunkText(data);
      if (delta) {
        answered = true;
        yield delta;
      }
    }
    return false;
  };
  try {
    idle.arm();
    const response = await fetch(`${options.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'text/event-stream', Authorization: `Bearer ${options.apiKey}`},
      body: JSON.stringify({model: options.model, messages, stream: true, temperature: 0.2, max_tokens: options.maxTokens ?? 800}),
      signal: idle.signal,
    });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !response.body || !/^text\/event-stream\b/i.test(type)) {
      await response.body?.cancel().catch(() => undefined);
      if (!response.ok) throw new UpstreamError('status', `the model answered HTTP ${response.status}`);
      // A gateway's HTML page, or a whole completion as JSON from a server that ignores `stream`.
      throw new UpstreamError(
        'not-stream',
        `the model answered ${type ? `with ${type.split(';')[0]}` : 'without a content type'}, not an event stream`,
      );
    }
    const decoder = new EventStreamDecoder();
    const text = new TextDecoder();
    let finished = false;
    for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) {
      idle.arm();
      if ((finished = yield* read(decoder.push(text.decode(bytes, {stream: true}))))) break;
    }
    // Some servers end the stream without [DONE]; a stream that closes cleanly is complete.
    if (!finished) yield* read(decoder.end());
    if (!answered) throw new UpstreamError('empty', 'the model ended its stream without any text');
  } catch (error) {
    throw failure(error);
  } finally {
    clearTimeout(deadlineTimer);
    // Also closes the connection to the model when the reader stopped early.
    idle.dispose();
  }
}
