/**
 * What an answerer says while it answers, shared by the browser and the `ask`
 * server (server/ask/): the sources first, then the answer in pieces, then the
 * end. The server sends these events as Server-Sent Events, one JSON object
 * per `data:` line; the embedded answerer emits the same events in the page.
 */

/** Longest question the UI sends and the server accepts, in characters. */
export const MAX_QUESTION_LENGTH = 500;

/**
 * Longest answer the browser reads, in characters: what the ask server sends
 * at most (server/ask/handler.ts caps its answers at the same length). An
 * endpoint that sends more is cut off there, so no stream, however long,
 * can grow the page without end.
 */
export const MAX_ANSWER_CHARS = 20_000;

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

/**
 * The most earlier exchanges a follow-up may carry, and the longest answer
 * text in one, in characters. The server refuses history beyond either (400):
 * a client sends the last few answers, cut to this length.
 */
export const MAX_HISTORY_TURNS = 4;
export const MAX_HISTORY_ANSWER_CHARS = 4000;

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
 * Longest line, and longest message, the decoder keeps, in characters: far
 * above any event either side sends (one model delta, one answer event), and
 * low enough that a stream which never ends its line costs little memory.
 */
export const MAX_EVENT_CHARS = 64 * 1024;

/** A line or message longer than the decoder keeps: the stream is broken or hostile. */
export class EventStreamLimitError extends Error {
  constructor(readonly limit: number) {
    super(`the event stream sent a line or message longer than ${limit} characters`);
    this.name = 'EventStreamLimitError';
  }
}

const LINE_BREAK = /\r\n|\r|\n/g;

/**
 * Splits a Server-Sent Events stream into the data of each message, however
 * the bytes were cut into chunks. Comments (`: ping`) and fields other than
 * `data` are skipped; a message's data lines are joined with newlines.
 * Each chunk is scanned once: the unfinished line is kept as pieces and only
 * joined when its line break arrives, so a long line costs time in
 * proportion to its length, and past `maxChars` it is an EventStreamLimitError.
 */
export class EventStreamDecoder {
  private pieces: string[] = [];
  private pieceChars = 0;
  /** The last chunk ended with \r: a \n at the start of the next one ends nothing new. */
  private carriageReturn = false;
  private data: string[] = [];
  private dataChars = 0;

  constructor(private readonly maxChars = MAX_EVENT_CHARS) {}

  /** Feeds a chunk; returns the data of every message it completed. Throws an EventStreamLimitError past the limit. */
  push(chunk: string): string[] {
    if (chunk === '') return [];
    const messages: string[] = [];
    let start = this.carriageReturn && chunk.startsWith('\n') ? 1 : 0;
    this.carriageReturn = false;
    LINE_BREAK.lastIndex = start;
    for (let found = LINE_BREAK.exec(chunk); found; found = LINE_BREAK.exec(chunk)) {
      this.keep(chunk.slice(start, found.index));
      const line = this.pieces.length === 1 ? this.pieces[0] : this.pieces.join('');
      this.pieces = [];
      this.pieceChars = 0;
      this.line(line, messages);
      start = found.index + found[0].length;
      this.carriageReturn = found[0] === '\r' && start === chunk.length;
    }
    this.keep(chunk.slice(start));
    return messages;
  }

  /** Data of a last message the stream ended without a blank line after. */
  end(): string[] {
    const rest = this.push('\n\n');
    this.pieces = [];
    this.pieceChars = 0;
    return rest;
  }

  private keep(piece: string): void {
    if (!piece) return;
    this.pieceChars += piece.length;
    if (this.pieceChars > this.maxChars) throw new EventStreamLimitError(this.maxChars);
    this.pieces.push(piece);
  }

  private line(line: string, messages: string[]): void {
    if (line === '') {
      if (this.data.length > 0) messages.push(this.data.join('\n'));
      this.data = [];
      this.dataChars = 0;
    } else if (line.startsWith('data:')) {
      const value = line.slice(line[5] === ' ' ? 6 : 5);
      this.dataChars += value.length + 1;
      if (this.dataChars > this.maxChars) throw new EventStreamLimitError(this.maxChars);
      this.data.push(value);
    }
  }
}
