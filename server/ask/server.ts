/**
 * A small HTTP server around the ask handler: `POST /ask`, and `GET` or
 * `HEAD /healthz` for load balancers. `npm run ask-server` starts it
 * (main.ts); tests start it on a free loopback port.
 *
 * Every byte a client sends is hostile until read: a request line, target,
 * header or body Node's parser or this server cannot read is answered with a
 * 4xx and one log line, and nothing a client sends ends the process.
 */
import http from 'node:http';
import type {AddressInfo, Socket} from 'node:net';
import {createAskHandler, type AskHandler} from './handler';
import type {AskOptions} from './env';

export type RunningServer = {url: string; close: () => Promise<void>};

/**
 * A client gets this long to send its headers, and its whole request (16 KB
 * at most): one that trickles them in a byte at a time cannot hold a
 * connection for the 60 s and 300 s of Node's defaults.
 */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 15_000;

/** How a client's bytes appear in a log line: quoted, control characters escaped, cut short. */
export function loggable(value: string, max = 80): string {
  const cut = value.length > max ? `${value.slice(0, max)}…` : value;
  return JSON.stringify(cut);
}

/** An absolute path as RFC 3986 writes one: segments of unreserved characters, sub-delims, `:`, `@` and %XX escapes. */
const PATH = /^(?:\/(?:[\w.~!$&'()*+,;=:@-]|%[\dA-Fa-f]{2})*)+$/;

/**
 * The path of a request target, or null when the target is not one this
 * server answers: origin-form (`/ask?x`) as browsers send it, or absolute-form
 * (`http://host/ask`) as a proxy may. `*`, a path without its slash, a path
 * with a character RFC 3986 does not allow there or a broken %-escape, and an
 * absolute URL that does not parse are null. `//a:b/ask` is a path (of empty
 * and odd segments), answered 404 like any other unknown path. Never throws.
 */
export function targetPath(target: string | undefined): string | null {
  if (!target) return null;
  if (target.startsWith('/')) {
    const path = target.replace(/[?#].*$/s, '');
    return PATH.test(path) ? path : null;
  }
  if (!/^https?:\/\//i.test(target)) return null;
  if (!URL.canParse(target)) return null;
  return new URL(target).pathname;
}

/** Node's answers to what its HTTP parser could not read (as its default 'clientError' handler sends them). */
function clientErrorReply(error: NodeJS.ErrnoException): {status: number; text: string; why: string} {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return {status: 431, text: 'Request Header Fields Too Large', why: 'headers over the size limit'};
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {status: 408, text: 'Request Timeout', why: 'a request not received in time'};
    default:
      return {status: 400, text: 'Bad Request', why: `a request that could not be parsed (${error.code ?? 'unknown'})`};
  }
}

function sendPlain(res: http.ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...headers});
  res.end(body);
}

export function askServer(handler: AskHandler, requestTimeoutMs = REQUEST_TIMEOUT_MS): http.Server {
  const options = {
    headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
    requestTimeout: requestTimeoutMs,
    connectionsCheckingInterval: 500,
  };
  const {log} = handler;
  const server = http.createServer(options, (req, res) => {
    const pathname = targetPath(req.url);
    if (pathname === null) {
      log(`refused a request with the target ${loggable(req.url ?? '')} from ${req.socket.remoteAddress ?? 'unknown'}: answered 400`);
      return sendPlain(res, 400, JSON.stringify({error: 'The request target is not a path.'}), {Connection: 'close'});
    }
    if (pathname === '/healthz') {
      if (req.method === 'GET' || req.method === 'HEAD') {
        res.writeHead(200, {'Content-Type': 'text/plain', 'Content-Length': '2', 'Cache-Control': 'no-store'});
        return void res.end(req.method === 'GET' ? 'ok' : undefined);
      }
      log(`refused ${loggable(req.method ?? '', 20)} /healthz from ${req.socket.remoteAddress ?? 'unknown'}: answered 405`);
      return sendPlain(res, 405, JSON.stringify({error: 'Use GET or HEAD.'}), {Allow: 'GET, HEAD'});
    }
    if (pathname !== '/ask') return sendPlain(res, 404, JSON.stringify({error: 'Not found. The endpoint is POST /ask.'}));
    handler(req, res).catch((error: unknown) => {
      log(error instanceof Error ? error.message : 'request failed');
      if (!res.headersSent) res.writeHead(500, {'Content-Type': 'application/json'});
      res.end(res.headersSent ? undefined : JSON.stringify({error: 'The answer service failed.'}));
    });
  });
  // What Node's parser cannot read never reaches the handler: answer as Node would, and say so once.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    // A client that hung up, even halfway through its request, sent nothing wrong; there is no one to answer.
    if (error.code === 'ECONNRESET' || error.code === 'HPE_INVALID_EOF_STATE' || !socket.writable) return void socket.destroy();
    const reply = clientErrorReply(error);
    log(`refused ${reply.why} from ${socket.remoteAddress ?? 'unknown'}: answered ${reply.status}`);
    // Mid-response (a pipelined request after a good one) the status line is already out: just close.
    if (socket.bytesWritten === 0) socket.end(`HTTP/1.1 ${reply.status} ${reply.text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    else socket.destroy();
  });
  return server;
}

/** Starts the server; port 0 picks a free one. */
export function startAskServer(options: AskOptions, port: number, host = '127.0.0.1'): Promise<RunningServer> {
  const handler = createAskHandler(options);
  const server = askServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const {port: actual} = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${actual}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => handler.close().then(done));
          }),
      });
    });
  });
}
