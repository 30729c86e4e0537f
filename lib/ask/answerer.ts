/**
 * Two answerers, one interface. The embedded one (the default) runs in the
 * page on the local search index and quotes the documentation; the remote
 * one streams from the `ask` endpoint (server/ask/), which has a language
 * model write the answer. The screen does not know which it talks to, except
 * to say how the answer was made.
 */
import type {CodeSample} from '../search/indexFormat';
import type {LocalIndex} from '../search/localIndex';
import type {Fetcher} from '../search/warmup';
import {composeAnswer} from './extractive';
import {idleTimeout} from './idleTimeout';
import {
  EventStreamDecoder,
  EventStreamLimitError,
  MAX_ANSWER_CHARS,
  parseAskEvent,
  type AnswerKind,
  type AskEvent,
  type AskRequest,
} from './protocol';
import {retrieveSections} from './retrieve';

/**
 * What the screen receives while an answer arrives: the protocol's citations
 * and text, and, from the embedded answerer, the code samples its answer
 * quotes with their build-time highlighting (never from an endpoint).
 */
export type AnswerUpdate = Extract<AskEvent, {type: 'citations' | 'token'}> | {type: 'samples'; samples: CodeSample[]};

export type AskFailure = 'network' | 'timeout' | 'malformed' | 'refused' | 'server' | 'index' | 'too-long';

/** Why an answer failed, worded for the reader. */
export class AskError extends Error {
  constructor(
    message: string,
    readonly reason: AskFailure,
  ) {
    super(message);
    this.name = 'AskError';
  }
}

export interface Answerer {
  readonly kind: AnswerKind;
  /**
   * Answers one question: `onUpdate` receives the citations and the text as
   * they come. Resolves when the answer is complete; rejects with an AskError,
   * or with the signal's AbortError when the reader stopped it.
   */
  ask(request: AskRequest, onUpdate: (update: AnswerUpdate) => void, signal: AbortSignal): Promise<void>;
}

const abortError = () => new DOMException('The answer was stopped', 'AbortError');

/** Sections the embedded answerer reads, and how many may come from one page. */
export const EMBEDDED_SECTIONS = {maxSections: 4, perPage: 2};

export function createEmbeddedAnswerer(index: LocalIndex): Answerer {
  return {
    kind: 'extractive',
    async ask({question}, onUpdate, signal) {
      // Stop answers at once, even while the index is still loading.
      const stopped = new Promise<never>((_, reject) => {
        if (signal.aborted) reject(abortError());
        signal.addEventListener('abort', () => reject(abortError()), {once: true});
      });
      const retrieved = retrieveSections(index, question, EMBEDDED_SECTIONS).catch(() => {
        throw new AskError('The documentation index could not be loaded. Check your connection, then retry.', 'index');
      });
      const sections = await Promise.race([retrieved, stopped]);
      const {markdown, citations, samples} = composeAnswer(question, sections);
      onUpdate({type: 'citations', kind: 'extractive', citations});
      if (samples.length > 0) onUpdate({type: 'samples', samples});
      // One paragraph per source, as they were composed.
      markdown.split('\n\n').forEach((paragraph, i) => onUpdate({type: 'token', text: i === 0 ? paragraph : `\n\n${paragraph}`}));
    },
  };
}

/** Sources an answer lists at most; an endpoint that sends more is not believed beyond them. */
export const MAX_CITATIONS = 20;

/** A stream that sends nothing for this long (not even a keep-alive comment) is given up. */
export const IDLE_TIMEOUT_MS = 20_000;

/** How many bytes of a read are decoded at once (see the reading loop of createRemoteAnswerer). */
const READ_SLICE_BYTES = 16_384;

export type RemoteOptions = {endpoint: string; fetcher: Fetcher; idleTimeoutMs?: number; maxAnswerChars?: number};

async function refusal(response: Response): Promise<AskError> {
  if (response.status === 429) return new AskError('Too many questions in a short time. Wait a minute, then retry.', 'refused');
  if (response.status === 400 || response.status === 413) {
    const body = (await response.json().catch(() => null)) as {error?: unknown} | null;
    return new AskError(typeof body?.error === 'string' ? body.error : 'The question was not accepted.', 'refused');
  }
  return new AskError(`The answer service failed (HTTP ${response.status}).`, 'server');
}

export function createRemoteAnswerer({
  endpoint,
  fetcher,
  idleTimeoutMs = IDLE_TIMEOUT_MS,
  maxAnswerChars = MAX_ANSWER_CHARS,
}: RemoteOptions): Answerer {
  return {
    kind: 'model',
    async ask(request, onUpdate, signal) {
      if (signal.aborted) throw abortError();
      const idle = idleTimeout(signal, idleTimeoutMs);
      const malformed = () => new AskError('The answer could not be read: the service sent something unexpected.', 'malformed');
      // Every failure of fetch or read lands here: the reader's stop, our timeout, the network, or a stream past the decoder's limit.
      const failure = (error: unknown) => {
        if (signal.aborted) return abortError();
        if (idle.timedOut) return new AskError('The answer took too long to arrive.', 'timeout');
        if (error instanceof AskError) return error;
        if (error instanceof EventStreamLimitError) return malformed();
        return new AskError('The answer service could not be reached. Check your connection, then retry.', 'network');
      };
      try {
        idle.arm();
        const init: RequestInit = {
          method: 'POST',
          headers: {'Content-Type': 'application/json', Accept: 'text/event-stream'},
          body: JSON.stringify(request),
          signal: idle.signal,
        };
        const response = await fetcher(endpoint, init).catch((error: unknown) => Promise.reject(failure(error)));
        if (!response.ok) throw await refusal(response);
        if (!response.body) throw malformed();
        const reader = response.body.getReader();
        const text = new TextDecoder();
        const decoder = new EventStreamDecoder();
        let length = 0;
        const handle = (data: string): boolean => {
          let event: AskEvent | null;
          try {
            event = parseAskEvent(JSON.parse(data));
          } catch {
            event = null;
          }
          if (!event) throw malformed();
          if (event.type === 'error') throw new AskError(event.message, 'server');
          if (event.type === 'done') return true;
          if (event.type === 'citations' && event.citations.length > MAX_CITATIONS) {
            event = {...event, citations: event.citations.slice(0, MAX_CITATIONS)};
          } else if (event.type === 'token') {
            // Past the longest answer the site shows, the rest is not read: the reader keeps what fits.
            const room = maxAnswerChars - length;
            if (event.text.length > room) {
              if (room > 0) onUpdate({type: 'token', text: event.text.slice(0, room)});
              throw new AskError(`The answer was cut off: it ran past ${maxAnswerChars.toLocaleString('en')} characters.`, 'too-long');
            }
            length += event.text.length;
          }
          onUpdate(event);
          return false;
        };
        for (;;) {
          idle.arm();
          const {value, done} = await reader.read().catch((error: unknown) => Promise.reject(failure(error)));
          if (done) {
            if ([...decoder.push(text.decode()), ...decoder.end()].some(handle)) return;
            // The stream ended without saying it was done: the answer is cut off.
            throw malformed();
          }
          // A read can hold the whole stream at once: it is decoded a slice at a time, so
          // an answer that stops (done, an error, the length cap) leaves the rest undecoded.
          for (let at = 0; at < value.length; at += READ_SLICE_BYTES) {
            if (decoder.push(text.decode(value.subarray(at, at + READ_SLICE_BYTES), {stream: true})).some(handle)) {
              reader.cancel().catch(() => undefined);
              return;
            }
          }
        }
      } catch (error) {
        throw failure(error);
      } finally {
        idle.dispose();
      }
    },
  };
}
