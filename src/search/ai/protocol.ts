/**
 * What an answerer says while it answers, shared by the browser and the `ask`
 * server (server/ask/): the sources first, then the answer in pieces, then the
 * end. The server sends these events as Server-Sent Events, one JSON object
 * per `data:` line; the embedded answerer emits the same events in the page.
 */

/** Longest question the UI sends and the server accepts, in characters. */
export const MAX_QUESTION_LENGTH = 500;

/** One documentation section an answer cites, as `[n]` in the text. */
export type Citation = {
  n: number;
  /** Page title. */
  title: string;
  /** Section heading; null for the top of the page. */
  heading: string | null;
  /** Site-relative URL of the section: the page path plus `#anchor`. */
  url: string;
};

/**
 * How the answer was made. `extractive`: sentences quoted from the
 * documentation, no language model. `model`: written by a language model
 * from the cited sections.
 */
export type AnswerKind = 'extractive' | 'model';

export type AskEvent =
  | {type: 'citations'; kind: AnswerKind; citations: Citation[]}
  | {type: 'token'; text: string}
  | {type: 'done'}
  | {type: 'error'; message: string};

/** A finished exchange, sent with a follow-up question so a model can resolve "it" and "that". */
export type HistoryTurn = {question: string; answer: string};

export type AskRequest = {question: string; history?: HistoryTurn[]};

const isString = (value: unknown): value is string => typeof value === 'string';

function parseCitation(value: unknown): Citation | null {
  if (!value || typeof value !== 'object') return null;
  const {n, title, heading, url} = value as Record<string, unknown>;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || !isString(title) || !isString(url)) return null;
  if (heading !== null && !isString(heading)) return null;
  return {n, title, heading, url};
}

/** Checks one decoded event; anything unexpected is null (the caller treats it as a malformed stream). */
export function parseAskEvent(value: unknown): AskEvent | null {
  if (!value || typeof value !== 'object') return null;
  const event = value as Record<string, unknown>;
  switch (event.type) {
    case 'citations': {
      if (!Array.isArray(event.citations) || (event.kind !== 'extractive' && event.kind !== 'model')) return null;
      const citations = event.citations.map(parseCitation);
      return citations.every((c): c is Citation => c !== null) ? {type: 'citations', kind: event.kind, citations} : null;
    }
    case 'token':
      return isString(event.text) ? {type: 'token', text: event.text} : null;
    case 'done':
      return {type: 'done'};
    case 'error':
      return isString(event.message) ? {type: 'error', message: event.message} : null;
    default:
      return null;
  }
}

/** One event as a Server-Sent Events message. */
export function encodeEvent(event: AskEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

/**
 * Splits a Server-Sent Events stream into the data of each message, however
 * the bytes were cut into chunks. Comments (`: ping`) and fields other than
 * `data` are skipped; a message's data lines are joined with newlines.
 */
export class EventStreamDecoder {
  private buffer = '';
  private data: string[] = [];

  /** Feeds a chunk; returns the data of every message it completed. */
  push(chunk: string): string[] {
    this.buffer += chunk;
    const messages: string[] = [];
    let newline = this.buffer.search(/\r\n|\r|\n/);
    while (newline !== -1) {
      const line = this.buffer.slice(0, newline);
      const width = this.buffer.startsWith('\r\n', newline) ? 2 : 1;
      // A lone \r at the very end may be the first half of \r\n: wait for the next chunk.
      if (width === 1 && this.buffer[newline] === '\r' && newline === this.buffer.length - 1) break;
      this.buffer = this.buffer.slice(newline + width);
      if (line === '') {
        if (this.data.length > 0) messages.push(this.data.join('\n'));
        this.data = [];
      } else if (line.startsWith('data:')) {
        this.data.push(line.slice(line[5] === ' ' ? 6 : 5));
      }
      newline = this.buffer.search(/\r\n|\r|\n/);
    }
    return messages;
  }

  /** Data of a last message the stream ended without a blank line after. */
  end(): string[] {
    const rest = this.push('\n\n');
    this.buffer = '';
    return rest;
  }
}
