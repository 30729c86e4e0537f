/**
 * A stand-in for an OpenAI-compatible chat-completions API, on loopback, for
 * the ask server's unit tests, its benchmark and the configured end-to-end
 * tests. A test sets `behaviour` to make it stream tokens, fail with 500,
 * hang, send a chunk that is not JSON, answer 200 without a stream, or push
 * as fast as the server reads (an endless answer, an endless line), and
 * reads what the server sent it and how much it took.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';

export type StubBehaviour =
  | 'tokens'
  | 'error'
  | 'hang'
  | 'malformed'
  /** 200 with a whole completion as JSON, from a server that ignores `stream: true`. */
  | 'json'
  /** 200 with a gateway's HTML page. */
  | 'html'
  /** 200, an event stream, and no text before [DONE]. */
  | 'empty'
  /** Text deltas of 1,000 characters, as fast as the server reads them, up to `floodBytes`. */
  | 'flood'
  /** One `data:` line that never ends, as fast as the server reads it, up to `floodBytes`. */
  | 'long-line';

export type StubRequest = {
  authorization: string | undefined;
  body: {model?: string; stream?: boolean; messages?: {role: string; content: string}[]};
};

export type StubModel = {
  /** Base URL to give the ask server as AI_BASE_URL. */
  baseUrl: string;
  behaviour: StubBehaviour;
  /** The answer streamed in `tokens` mode, one delta each, `delayMs` apart. */
  tokens: string[];
  delayMs: number;
  requests: StubRequest[];
  /** Requests the server gave up on (the client closed the connection). */
  closedEarly: number;
  /** Answers written to their end. */
  completed: number;
  /** Bytes of answers the server accepted from the stub (written without waiting, or drained). */
  sentBytes: number;
  /** How much `flood` and `long-line` send before they end on their own. */
  floodBytes: number;
  close: () => Promise<void>;
};

/** Markdown that tries every way into the page: raw HTML, event handlers, script URLs, a tracking image. */
export const HOSTILE_MARKDOWN = [
  '<script>window.pwned = true</script>',
  '',
  'Inline <img src=x onerror="window.pwned = true"> image and <a href="javascript:alert(1)">html link</a>.',
  '',
  '[click me](javascript:window.pwned=true) [data](data:text/html;base64,PHNjcmlwdD4=) [vb](vbscript:msgbox)',
  '',
  '![tracker](https://tracker.example/pixel.gif) <iframe src="https://evil.example"></iframe>',
  '',
  '[docs](https://docs.tessera.example/docs/api/rate-limit) [elsewhere](https://example.com/page) [here](/docs/webhooks) [rel](docs/x)',
].join('\n');

export const DEFAULT_TOKENS = ['Hold tokens ', 'expire after ', '15 minutes ', 'by default [1].'];

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({id: 'chatcmpl-stub', object: 'chat.completion.chunk', choices: [{index: 0, delta, finish_reason: finish}]})}\n\n`;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startStubModel(port = 0): Promise<StubModel> {
  const stub: StubModel = {
    baseUrl: '',
    behaviour: 'tokens',
    tokens: DEFAULT_TOKENS,
    delayMs: 15,
    requests: [],
    closedEarly: 0,
    completed: 0,
    sentBytes: 0,
    floodBytes: 64 * 1024 * 1024,
    close: async () => undefined,
  };
  /** Writes and waits for the server to read it; false once the server has gone. */
  const push = async (res: http.ServerResponse, text: string): Promise<boolean> => {
    if (res.destroyed) return false;
    if (!res.write(text)) {
      await new Promise<void>((resolve) => {
        const done = () => {
          res.off('drain', done);
          res.off('close', done);
          resolve();
        };
        res.on('drain', done);
        res.on('close', done);
      });
    }
    if (res.destroyed) return false;
    stub.sentBytes += Buffer.byteLength(text);
    return true;
  };
  const server = http.createServer(async (req, res) => {
    const parts: Buffer[] = [];
    for await (const part of req as AsyncIterable<Buffer>) parts.push(part);
    if (req.url !== '/v1/chat/completions' || req.method !== 'POST') {
      res.writeHead(404).end();
      return;
    }
    stub.requests.push({authorization: req.headers.authorization, body: JSON.parse(Buffer.concat(parts).toString('utf8'))});
    res.on('close', () => {
      if (res.writableFinished) stub.completed += 1;
      else stub.closedEarly += 1;
    });
    switch (stub.behaviour) {
      case 'error':
        res.writeHead(500, {'Content-Type': 'application/json'}).end(JSON.stringify({error: {message: 'The stub failed on purpose.'}}));
        return;
      case 'hang':
        // Headers and then silence, the way an overloaded model server stalls.
        res.writeHead(200, {'Content-Type': 'text/event-stream'});
        res.flushHeaders();
        return;
      case 'malformed':
        res.writeHead(200, {'Content-Type': 'text/event-stream'});
        res.write(chunk({role: 'assistant', content: ''}));
        res.write(chunk({content: 'Hold tokens '}));
        await pause(20);
        res.end('data: {"choices": [{"delta": {"content": "expire\n\n');
        return;
      case 'json':
        res.writeHead(200, {'Content-Type': 'application/json'});
        res.end(
          JSON.stringify({
            id: 'chatcmpl-stub',
            object: 'chat.completion',
            choices: [{index: 0, message: {role: 'assistant', content: 'Hold tokens expire.'}}],
          }),
        );
        return;
      case 'html':
        res.writeHead(200, {'Content-Type': 'text/html; charset=utf-8'});
        res.end('<!doctype html><title>Sign in</title><p>Please sign in to continue.</p>');
        return;
      case 'empty':
        res.writeHead(200, {'Content-Type': 'text/event-stream'});
        res.write(chunk({role: 'assistant', content: ''}));
        res.end('data: [DONE]\n\n');
        return;
      case 'flood':
      case 'long-line': {
        res.writeHead(200, {'Content-Type': 'text/event-stream'});
        const piece = stub.behaviour === 'flood' ? chunk({content: 'x'.repeat(1000)}) : 'x'.repeat(64 * 1024);
        if (stub.behaviour === 'long-line' && !(await push(res, 'data: {"choices":[{"delta":{"content":"'))) return;
        for (let sent = 0; sent < stub.floodBytes; sent += piece.length) if (!(await push(res, piece))) return;
        res.end('"}}]}\n\ndata: [DONE]\n\n');
        return;
      }
      default:
        res.writeHead(200, {'Content-Type': 'text/event-stream'});
        res.write(chunk({role: 'assistant', content: ''}));
        for (const token of stub.tokens) {
          await pause(stub.delayMs);
          if (res.destroyed) return;
          res.write(chunk({content: token}));
        }
        res.write(chunk({}, 'stop'));
        res.end('data: [DONE]\n\n');
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  stub.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  stub.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return stub;
}

/** Reads a Server-Sent Events response to its end: the parsed `data` of each message. */
export async function readEvents(response: Response): Promise<Record<string, unknown>[]> {
  const text = await response.text();
  return text
    .split('\n\n')
    .map((message) =>
      message
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n'),
    )
    .filter(Boolean)
    .map((data) => JSON.parse(data) as Record<string, unknown>);
}
