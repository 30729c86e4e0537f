/**
 * What stands between stdin and the MCP SDK's stdio transport. The transport
 * (1.32) reads a line at a time and, for a line it cannot read, calls
 * `onerror` and answers nothing, so the client waits for its own timeout; a
 * line over its 10 MB buffer closes the transport and the process exits with
 * status 0 and no word. This guard splits stdin into lines itself, passes on
 * only lines that are JSON-RPC messages, and answers the others as JSON-RPC
 * says: -32700 for text that is not JSON (or a line past MAX_LINE_BYTES,
 * which it drops as it arrives, never holding more than the limit), -32600
 * for JSON that is no JSON-RPC message. The SDK then reads what passed
 * exactly as it reads stdin.
 */
import {Transform, type TransformCallback} from 'node:stream';
import {ErrorCode, JSONRPCMessageSchema, type JSONRPCMessage} from '@modelcontextprotocol/sdk/types.js';

/** Longest line taken, in bytes: a tool call of this server is a few hundred bytes; an initialize message a few KB. */
export const MAX_LINE_BYTES = 4 * 1024 * 1024;

/** A line refused: the JSON-RPC error to send back, and a sentence for stderr. */
export type Refusal = {reply: JSONRPCMessage; note: string};

const NEWLINE = 0x0a;

/** An error response; without an id when the line had none that can be read (the SDK's schema has no null id). */
function errorReply(code: ErrorCode, message: string, id?: string | number): JSONRPCMessage {
  return id === undefined ? {jsonrpc: '2.0', error: {code, message}} : {jsonrpc: '2.0', id, error: {code, message}};
}

/** The id of a JSON value that is not a valid message, when it has one a client could be waiting on. */
function idOf(value: unknown): string | number | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const {id} = value as {id?: unknown};
  return typeof id === 'string' || (typeof id === 'number' && Number.isInteger(id)) ? id : undefined;
}

/** Checks one line; a message passes as null, anything else is the refusal. */
export function checkLine(line: string): Refusal | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return {
      reply: errorReply(ErrorCode.ParseError, 'Parse error: the line is not JSON.'),
      note: `ignored a line of ${line.length} characters that is not JSON`,
    };
  }
  if (JSONRPCMessageSchema.safeParse(value).success) return null;
  const id = idOf(value);
  return {
    reply: errorReply(ErrorCode.InvalidRequest, 'Invalid Request: the line is JSON but not a JSON-RPC 2.0 message.', id),
    note: `ignored a line that is not a JSON-RPC message${id === undefined ? '' : ` (id ${JSON.stringify(id)})`}`,
  };
}

/**
 * A stream of stdin's bytes in, whole JSON-RPC lines out; every refused line
 * goes to `refuse` once, the moment it is known (an oversized line as soon as
 * it passes the limit, not at its end).
 */
export class LineGuard extends Transform {
  private pieces: Buffer[] = [];
  private size = 0;
  /** Inside a line past the limit: drop bytes until its newline. */
  private dropping = false;

  constructor(
    private readonly refuse: (refusal: Refusal) => void,
    private readonly maxLineBytes = MAX_LINE_BYTES,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
      this.keep(chunk.subarray(start, end));
      this.endLine();
      start = end + 1;
    }
    this.keep(chunk.subarray(start));
    done();
  }

  override _flush(done: TransformCallback): void {
    // A last line without its newline is not a message the client finished sending.
    this.pieces = [];
    this.size = 0;
    done();
  }

  private keep(piece: Buffer): void {
    if (this.dropping || piece.length === 0) return;
    if (this.size + piece.length > this.maxLineBytes) {
      this.pieces = [];
      this.size = 0;
      this.dropping = true;
      const MB = 1024 * 1024;
      const limit = this.maxLineBytes >= MB ? `${Math.floor(this.maxLineBytes / MB)} MB` : `${this.maxLineBytes} bytes`;
      this.refuse({
        reply: errorReply(ErrorCode.ParseError, `Parse error: the line is longer than ${limit}, the most this server reads.`),
        note: `a message longer than ${limit} arrived on stdin; it is ignored up to its end of line`,
      });
      return;
    }
    this.pieces.push(piece);
    this.size += piece.length;
  }

  private endLine(): void {
    if (this.dropping) {
      this.dropping = false;
      return;
    }
    const line = Buffer.concat(this.pieces, this.size).toString('utf8').replace(/\r$/, '');
    this.pieces = [];
    this.size = 0;
    if (!line.trim()) return;
    const refusal = checkLine(line);
    if (refusal) this.refuse(refusal);
    else this.push(`${line}\n`);
  }
}
