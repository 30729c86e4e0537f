/**
 * A small HTTP server around the ask handler: `POST /ask`, and `GET /healthz`
 * for load balancers. `npm run ask-server` starts it (main.ts); tests start
 * it on a free loopback port.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {createAskHandler, type AskHandler} from './handler';
import type {AskOptions} from './config';

export type RunningServer = {url: string; close: () => Promise<void>};

/**
 * A client gets this long to send its headers, and its whole request (16 KB
 * at most): one that trickles them in a byte at a time cannot hold a
 * connection for the 60 s and 300 s of Node's defaults.
 */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 15_000;

export function askServer(handler: AskHandler, requestTimeoutMs = REQUEST_TIMEOUT_MS): http.Server {
  const options = {
    headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
    requestTimeout: requestTimeoutMs,
    connectionsCheckingInterval: 500,
  };
  return http.createServer(options, (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname === '/healthz' && req.method === 'GET') {
      res.writeHead(200, {'Content-Type': 'text/plain'});
      return void res.end('ok');
    }
    if (pathname !== '/ask') {
      res.writeHead(404, {'Content-Type': 'application/json'});
      return void res.end(JSON.stringify({error: 'Not found. The endpoint is POST /ask.'}));
    }
    handler(req, res).catch((error: unknown) => {
      console.error(`ask: ${error instanceof Error ? error.message : 'request failed'}`);
      if (!res.headersSent) res.writeHead(500, {'Content-Type': 'application/json'});
      res.end(res.headersSent ? undefined : JSON.stringify({error: 'The answer service failed.'}));
    });
  });
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
