/**
 * One REST request, described once, from which the seven language samples are
 * generated. Pages write it as an ```http samples fence (CONTRIBUTING.md,
 * "REST samples"); the operation page generator builds it from the OpenAPI
 * examples and writes the same fence, so both go through one parser.
 */

import {site} from '../../config/site';
import {jsonSyntax, printLiteral, type JsonValue} from './literals';

export type {JsonValue};

/** Samples call the first region's host; the regions page says which host an account uses. */
export const DEFAULT_BASE_URL = site.apiHost(site.apiRegions[0]);
export const DEFAULT_KEY = 'YOUR_SECRET_KEY';

export type RestRequest = {
  method: string;
  /** Full URL, already percent-encoded: base URL, path and query string. */
  url: string;
  /** Request headers in order, without Authorization (built from `key`). */
  headers: Array<[name: string, value: string]>;
  /** The JSON body, or undefined when the request has none. */
  body?: JsonValue;
  /** The key placeholder sent as the Basic-auth user name, with an empty password. */
  key: string;
  /** A file name: the response is binary (an image), so the sample saves it there instead of printing it. */
  output?: string;
};

export type RestRequestInput = {
  method: string;
  /** A full URL, or a path (with query string) relative to DEFAULT_BASE_URL. */
  url?: string;
  path?: string;
  headers?: Array<[string, string]>;
  body?: JsonValue;
  key?: string;
  output?: string;
};

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** A problem in a samples fence; `line` counts from 1 at the first line inside the fence (0: the fence line). */
export class HttpSamplesError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
    this.name = 'HttpSamplesError';
  }
}

const KEY_PLACEHOLDER = /^YOUR_[A-Z0-9_]+$/;
/** A plain file name in the working directory, which every language writes as is. */
const OUTPUT_FILE = /^[A-Za-z0-9][\w-]*\.[a-z0-9]+$/;
const HEADER_NAME = /^[A-Za-z0-9][A-Za-z0-9-]*$/;
/** Characters a percent-encoded path and query may hold (RFC 3986 pchar, '/', '?'). */
const URL_TAIL = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*$/;

function checkUrl(url: string, line: number): void {
  const match = /^https:\/\/[a-z0-9.-]+(\/.*)?$/.exec(url);
  if (!match) throw new HttpSamplesError(`"${url}" is not an https URL or a path starting with /`, line);
  const tail = match[1] ?? '';
  if (/[{}]/.test(tail)) {
    throw new HttpSamplesError(`"${tail}" holds a {placeholder}: write a sample value such as YOUR_EVENT_KEY`, line);
  }
  if (!URL_TAIL.test(tail)) {
    throw new HttpSamplesError(`"${tail}" has characters that must be percent-encoded (spaces, accents, quotes...)`, line);
  }
  if (/%(?![0-9A-Fa-f]{2})/.test(tail)) throw new HttpSamplesError(`"${tail}" has a % that starts no percent-encoding`, line);
}

/** Normalises an input description into a request, checking what a fence checks. */
export function createRequest(input: RestRequestInput): RestRequest {
  const method = input.method.toUpperCase();
  if (!(METHODS as readonly string[]).includes(method)) throw new HttpSamplesError(`unknown method ${input.method}`, 1);
  const target = input.url ?? input.path;
  if (!target) throw new HttpSamplesError('a request needs a url or a path', 1);
  const url = target.startsWith('/') ? `${DEFAULT_BASE_URL}${target}` : target;
  checkUrl(url, 1);
  const key = input.key ?? DEFAULT_KEY;
  if (!KEY_PLACEHOLDER.test(key)) throw new HttpSamplesError(`key "${key}" must be a placeholder like YOUR_SECRET_KEY`, 0);
  const headers = (input.headers ?? []).map(([name, value]): [string, string] => [name, value]);
  for (const [name] of headers) {
    if (!HEADER_NAME.test(name)) throw new HttpSamplesError(`"${name}" is not a header name`, 1);
    if (/^(authorization|host)$/i.test(name)) {
      throw new HttpSamplesError(`leave out the ${name} header: the samples add it (use key=... for another key)`, 1);
    }
  }
  if (input.body !== undefined && !headers.some(([name]) => /^content-type$/i.test(name))) {
    headers.push(['Content-Type', 'application/json']);
  }
  if (input.output !== undefined && !OUTPUT_FILE.test(input.output)) {
    throw new HttpSamplesError(`output=${input.output} must be a file name such as thumbnail.png`, 0);
  }
  const request: RestRequest = input.body === undefined ? {method, url, headers, key} : {method, url, headers, body: input.body, key};
  return input.output === undefined ? request : {...request, output: input.output};
}

export type FenceOptions = {key?: string; title?: string; output?: string};

/** Reads the meta string of an ```http fence: `samples`, `key=...`, `output=...` and `title="..."`. */
export function parseFenceMeta(meta: string): FenceOptions & {samples: boolean} {
  const options: FenceOptions & {samples: boolean} = {samples: false};
  const tokens = meta.trim().match(/[\w-]+="[^"]*"|[\w-]+='[^']*'|\S+/g) ?? [];
  for (const token of tokens) {
    const [name, ...rest] = token.split('=');
    const value = rest.join('=').replace(/^(["'])(.*)\1$/, '$2');
    if (token === 'samples') options.samples = true;
    else if (name === 'key' && rest.length > 0) {
      if (!KEY_PLACEHOLDER.test(value)) throw new HttpSamplesError(`key=${value} must be a placeholder like YOUR_COMPANY_ADMIN_KEY`, 0);
      options.key = value;
    } else if (name === 'title' && rest.length > 0) options.title = value;
    else if (name === 'output' && rest.length > 0) options.output = value;
    else throw new HttpSamplesError(`unknown option "${token}" (samples fences take key=..., output=... and title="...")`, 0);
  }
  return options;
}

/**
 * Parses the content of an ```http samples fence: request line, header lines,
 * a blank line and a JSON body. Throws HttpSamplesError with the line.
 */
export function parseHttpFence(code: string, options: FenceOptions = {}): RestRequest {
  const lines = code.replace(/\r\n?/g, '\n').split('\n');
  let index = lines.findIndex((line) => line.trim() !== '');
  if (index < 0) throw new HttpSamplesError('the fence is empty: write a request line such as GET /charts', 1);
  const requestLine = lines[index].trim();
  const request = /^([A-Z]+)\s+(\S+)(?:\s+HTTP\/[\d.]+)?$/.exec(requestLine);
  if (!request) throw new HttpSamplesError(`"${requestLine}" is not a request line such as POST /events`, index + 1);
  const [, method, target] = request;
  if (!(METHODS as readonly string[]).includes(method)) throw new HttpSamplesError(`unknown method ${method}`, index + 1);
  const requestLineNumber = index + 1;
  const headers: Array<[string, string]> = [];
  for (index += 1; index < lines.length && lines[index].trim() !== ''; index += 1) {
    const header = /^\s*([^:\s]+):\s*(.*?)\s*$/.exec(lines[index]);
    if (!header || !HEADER_NAME.test(header[1])) {
      throw new HttpSamplesError(
        `"${lines[index].trim()}" is not a header line (Name: value); put a blank line before the body`,
        index + 1,
      );
    }
    if (/^(authorization|host)$/i.test(header[1])) {
      throw new HttpSamplesError(`leave out the ${header[1]} header: the samples add it (use key=... for another key)`, index + 1);
    }
    headers.push([header[1], header[2]]);
  }
  const bodyStart = lines.findIndex((line, i) => i > index && line.trim() !== '');
  let body: JsonValue | undefined;
  if (bodyStart >= 0) {
    const text = lines.slice(bodyStart).join('\n');
    try {
      body = JSON.parse(text) as JsonValue;
    } catch (error) {
      throw new HttpSamplesError(`the body is not valid JSON: ${(error as Error).message}`, bodyStart + 1);
    }
  }
  try {
    return createRequest({method, url: target, headers, body, key: options.key, output: options.output});
  } catch (error) {
    if (error instanceof HttpSamplesError) throw new HttpSamplesError(error.message, error.line === 0 ? 0 : requestLineNumber);
    throw error;
  }
}

/** The path and query of a request's URL, relative to the default base URL when it is on that host. */
export function requestTarget(request: RestRequest): string {
  return request.url.startsWith(`${DEFAULT_BASE_URL}/`) ? request.url.slice(DEFAULT_BASE_URL.length) : request.url;
}

/** Writes a request back as an ```http samples fence (meta and content); parseHttpFence reads it back. */
export function formatHttpFence(request: RestRequest): {meta: string; code: string} {
  const meta = ['samples'];
  if (request.key !== DEFAULT_KEY) meta.push(`key=${request.key}`);
  if (request.output !== undefined) meta.push(`output=${request.output}`);
  const lines = [`${request.method} ${requestTarget(request)}`, ...request.headers.map(([name, value]) => `${name}: ${value}`)];
  if (request.body !== undefined) lines.push('', printLiteral(request.body, jsonSyntax));
  return {meta: meta.join(' '), code: lines.join('\n')};
}
