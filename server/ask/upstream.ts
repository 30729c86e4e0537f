/**
 * Streams an answer from an OpenAI-compatible chat-completions API
 * (`POST {AI_BASE_URL}/chat/completions` with `stream: true`): OpenAI,
 * Azure OpenAI's compatible endpoint, Mistral, a local llama.cpp or Ollama
 * server, and most gateways speak it. Yields the text deltas; fails with an
 * UpstreamError on an error status, a silence longer than the timeout, or a
 * chunk it cannot read. The API key goes in the Authorization header only.
 */
import {idleTimeout} from '../../src/search/ai/idleTimeout';
import {EventStreamDecoder} from '../../src/search/ai/protocol';
import type {ChatMessage} from './prompt';

export type UpstreamOptions = {
  /** Base URL up to the version, e.g. `https://api.openai.com/v1`. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Longest silence accepted, from the request until the end of the stream. */
  timeoutMs: number;
  /** Longest answer, in tokens. */
  maxTokens?: number;
};

export type UpstreamFailure = 'status' | 'timeout' | 'malformed' | 'network';

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
  const idle = idleTimeout(signal, options.timeoutMs);
  const failure = (error: unknown): Error => {
    if (error instanceof UpstreamError) return error;
    if (idle.timedOut) return new UpstreamError('timeout', `the model sent nothing for ${options.timeoutMs} ms`);
    if (signal.aborted) return error instanceof Error ? error : new Error('aborted');
    return new UpstreamError('network', 'the model could not be reached');
  };
  try {
    idle.arm();
    const response = await fetch(`${options.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'text/event-stream', Authorization: `Bearer ${options.apiKey}`},
      body: JSON.stringify({model: options.model, messages, stream: true, temperature: 0.2, max_tokens: options.maxTokens ?? 800}),
      signal: idle.signal,
    });
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      throw new UpstreamError('status', `the model answered HTTP ${response.status}`);
    }
    const decoder = new EventStreamDecoder();
    const text = new TextDecoder();
    for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) {
      idle.arm();
      for (const data of decoder.push(text.decode(bytes, {stream: true}))) {
        if (data.trim() === '[DONE]') return;
        const delta = chunkText(data);
        if (delta) yield delta;
      }
    }
    for (const data of decoder.end()) {
      if (data.trim() === '[DONE]') return;
      const delta = chunkText(data);
      if (delta) yield delta;
    }
    // Some servers end the stream without [DONE]; a stream that closes cleanly is complete.
  } catch (error) {
    throw failure(error);
  } finally {
    // Also closes the connection to the model when the reader stopped early.
    idle.dispose();
  }
}
