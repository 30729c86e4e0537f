/**
 * The REST console's form: what an operation asks for (parameters, a JSON
 * body, a key), the values the reader typed, and the request they make. The
 * request goes to the sandbox's validator before it is sent; this file only
 * assembles it.
 */
import {createRequest, DEFAULT_KEY, type JsonValue, type RestRequest} from '../samples';
import type {ConsoleRequest} from './request';
import type {ConsoleDraft} from './session';
import {basicAuth} from './hosted';

export type ParameterLocation = 'path' | 'query' | 'header';

export type ConsoleParameter = {
  name: string;
  in: ParameterLocation;
  required: boolean;
  /** A short type label (`string`, `integer`, `boolean`, `string[]`). */
  type: string;
  /** Allowed values, when the schema lists them: the form offers a choice. */
  values?: string[];
  description?: string;
};

/** One operation as the console shows it. */
export type ConsoleOperation = {
  id: string;
  method: string;
  path: string;
  /** A query string the operation always sends (`expand=events`). */
  fixedQuery?: string;
  summary: string;
  parameters: ConsoleParameter[];
  /** The JSON body, when the operation takes one: required or not, and its documented examples by name. */
  body?: {required: boolean; examples: Array<{name: string; summary?: string}>};
  /** Which key authenticates it: a workspace secret key, or the company admin key. */
  key: 'secret' | 'admin';
};

/**
 * The key a reader sends to their own sandbox: its workspace secret key, or
 * the sandbox admin key for the calls that need the admin key (platform.md §2),
 * which refuse a secret key with an empty 403.
 */
export function hostedKeyName(key: ConsoleOperation['key'], owner: 'Your' | 'your'): string {
  return `${owner} sandbox ${key === 'secret' ? 'secret' : 'admin'} key`;
}

/** The form field of a parameter: `path:eventKey`. */
export const fieldOf = (param: Pick<ConsoleParameter, 'in' | 'name'>): string => `${param.in}:${param.name}`;

/** The path with its parameters filled in (percent-encoded), and the query string of the filled-in query parameters. */
export function requestTarget(operation: ConsoleOperation, draft: ConsoleDraft): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(draft.params[`path:${name}`] ?? ''));
  const query = new URLSearchParams(operation.fixedQuery ?? '');
  for (const param of operation.parameters) {
    if (param.in !== 'query') continue;
    const value = draft.params[fieldOf(param)] ?? '';
    if (value === '') continue;
    // An array parameter takes a comma-separated list in the form and is sent repeated (form style, exploded).
    if (param.type.endsWith('[]'))
      for (const item of value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean))
        query.append(param.name, item);
    else query.append(param.name, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The request the form describes, with the key as Basic credentials. A body of blanks is no body. */
export function buildRequest(operation: ConsoleOperation, draft: ConsoleDraft, key: string): ConsoleRequest {
  const headers: Record<string, string> = {authorization: basicAuth(key)};
  for (const param of operation.parameters) {
    const value = draft.params[fieldOf(param)] ?? '';
    if (param.in === 'header' && value !== '') headers[param.name.toLowerCase()] = value;
  }
  const body = operation.body && draft.body.trim() !== '' ? draft.body : undefined;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return {method: operation.method, path: requestTarget(operation, draft), headers, ...(body === undefined ? {} : {body})};
}

/**
 * The same request for the seven sample languages (lib/samples), against the
 * real API host, with a key placeholder instead of any key: a sample is for
 * copying into code, where the reader puts their own. Null when the body is
 * not JSON (nothing sensible to print).
 */
export function sampleRequest(operation: ConsoleOperation, draft: ConsoleDraft): RestRequest | null {
  let body: JsonValue | undefined;
  if (operation.body && draft.body.trim() !== '') {
    try {
      body = JSON.parse(draft.body) as JsonValue;
    } catch {
      return null;
    }
  }
  const headers: Array<[string, string]> = operation.parameters
    .filter((param) => param.in === 'header' && (draft.params[fieldOf(param)] ?? '') !== '')
    .map((param) => [param.name, draft.params[fieldOf(param)]]);
  try {
    return createRequest({
      method: operation.method,
      path: requestTarget(operation, draft),
      headers,
      body,
      key: operation.key === 'secret' ? DEFAULT_KEY : 'YOUR_COMPANY_ADMIN_KEY',
    });
  } catch {
    // A value the samples cannot print in a URL (createRequest says which): no sample for this form.
    return null;
  }
}

/** The draft with one field changed. */
export function withParam(draft: ConsoleDraft, field: string, value: string): ConsoleDraft {
  return {...draft, params: {...draft.params, [field]: value}};
}
