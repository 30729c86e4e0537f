/**
 * Sending a console request to a hosted Tessera sandbox through the site's
 * own proxy (SANDBOX_API_ENDPOINT, deploy/nginx/tessera-docs-sandbox.conf).
 * The reader's key is a parameter, never stored: it goes into the
 * Authorization header of this one same-origin request and nowhere else (no
 * URL, no storage, no cookie, no referrer).
 */
import type {ConsoleExchange, ConsoleRequest} from './request';

/** Most of a response body the console reads; the rest is cut with a note, so a huge answer cannot exhaust the tab. */
export const MAX_HOSTED_BODY = 1024 * 1024;
/** How long the console waits for the hosted sandbox. */
export const HOSTED_TIMEOUT_MS = 30_000;

export type HostedOptions = {
  /** The proxy's path on this site, such as /api/sandbox. */
  endpoint: string;
  /** The reader's sandbox key, held by the console in memory only. */
  key: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
};

/** The same-origin URL of a request: the endpoint path followed by the API path and query. */
export function hostedUrl(endpoint: string, request: Pick<ConsoleRequest, 'path'>): string {
  if (!endpoint.startsWith('/') || endpoint.startsWith('//')) throw new Error('The hosted sandbox endpoint must be a path on this site');
  if (!request.path.startsWith('/') || request.path.startsWith('//')) throw new Error('A request path starts with a single /');
  return `${endpoint.replace(/\/+$/, '')}${request.path}`;
}

/** The Basic credentials of a key: the key as user name, an empty password (UTF-8, as browsers encode it). */
export function basicAuth(key: string): string {
  const bytes = new TextEncoder().encode(`${key}:`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

async function readBounded(response: Response): Promise<{text: string; truncated: boolean}> {
  if (!response.body) return {text: '', truncated: false};
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_HOSTED_BODY) {
      text += decoder.decode(value.subarray(0, value.byteLength - (size - MAX_HOSTED_BODY)));
      await reader.cancel();
      return {text, truncated: true};
    }
    text += decoder.decode(value, {stream: true});
  }
  return {text: text + decoder.decode(), truncated: false};
}

/**
 * Sends the request and reads the answer. A network failure, a timeout or a
 * proxy error page come back as an exchange with a message, never a throw.
 */
export async function sendHosted(request: ConsoleRequest, options: HostedOptions): Promise<ConsoleExchange> {
  const fetcher = options.fetch ?? fetch;
  const now = options.now ?? (() => performance.now());
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) if (!/^authorization$/i.test(name)) headers.set(name, value);
  headers.set('Authorization', basicAuth(options.key));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? HOSTED_TIMEOUT_MS);
  const started = now();
  try {
    const response = await fetcher(hostedUrl(options.endpoint, request), {
      method: request.method,
      headers,
      body: request.body === undefined || request.body === '' ? undefined : request.body,
      credentials: 'omit',
      cache: 'no-store',
      redirect: 'error',
      referrerPolicy: 'no-referrer',
      signal: controller.signal,
    });
    const {text, truncated} = await readBounded(response);
    const responseHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => (responseHeaders[name] = value));
    return {
      response: {status: response.status, statusText: response.statusText, headers: responseHeaders, body: text},
      ms: now() - started,
      target: 'hosted',
      ...(truncated ? {note: `Only the first ${MAX_HOSTED_BODY / 1024} KB of the body are shown.`} : {}),
    };
  } catch (error) {
    const timedOut = controller.signal.aborted;
    return {
      ms: now() - started,
      target: 'hosted',
      failure: timedOut
        ? `The hosted sandbox did not answer within ${Math.round((options.timeoutMs ?? HOSTED_TIMEOUT_MS) / 1000)} seconds.`
        : `The request did not reach the hosted sandbox (${(error as Error).message}). Check your network connection.`,
    };
  } finally {
    clearTimeout(timer);
  }
}
