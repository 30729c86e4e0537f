/**
 * What an operation handler gets (the request, already authenticated and
 * validated, and the state) and gives back (a status and a body).
 */
import {illegal} from './errors';
import type {Scope} from './lookup';
import type {SandboxState} from './state';
import type {Touch} from './status';

export type Ctx = {
  scope: Scope;
  state: SandboxState;
  /** Virtual time of the request. */
  now: number;
  /** The call was made with the company admin key. */
  admin: boolean;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The parsed JSON body (undefined when the request has none). */
  body: unknown;
  /** Objects whose status changed, for the sandbox's listeners. */
  touched: Touch[];
  /** Set when the call changed anything else of the state (events, charts, channels, tokens...). */
  changedData: boolean;
  /** The operation that answers; a handler may name a variant (`bestAvailable`, `retrieveSeason`). */
  operationId: string;
};

export type Reply = {
  status: number;
  json?: unknown;
  text?: string;
  contentType?: string;
  headers?: Record<string, string>;
  /** The text is base64 of binary data (a PNG). */
  base64?: boolean;
};

export type Handler = (ctx: Ctx) => Reply;

/** A modelled operation: its operationId, method and path as openapi/ gives them, and its handler. */
export type Route = {id: string; method: string; path: string; handler: Handler};

export const json = (status: number, body: unknown): Reply => ({status, json: body});
export const noContent = (): Reply => ({status: 204});

export type Body = Record<string, unknown>;

/** The body as an object (validation has checked its shape when the operations data is loaded). */
export function bodyOf(ctx: Ctx): Body {
  const body = ctx.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw illegal('The request body must be a JSON object');
  return body as Body;
}

export function expandObjects(ctx: Ctx): boolean {
  return ctx.query.getAll('expand').includes('objects');
}

export const isoDate = (ms: number) => new Date(ms).toISOString();

/** Optional string fields and lists, read defensively. */
export const optString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
export const optStrings = (value: unknown): string[] | undefined => (Array.isArray(value) ? value.map(String) : undefined);
export const optBool = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);
