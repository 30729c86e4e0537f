/**
 * The Tessera sandbox: the platform as an executable model, in the reader's
 * browser (and in Node for tests and the benchmark). It answers REST requests
 * as the API does (domain/ and openapi/ are its specification), keeps its
 * state for the browser tab in sessionStorage, and runs on a virtual clock
 * that fast-forward can move, so hold tokens expire on demand.
 *
 * The REST console sends requests with `handle`; the renderer playground
 * draws `chart()` and `objectStatuses()` and listens with `subscribe`. Both use
 * `sharedSandbox()`, so they see one state: a hold made in one shows in the
 * other.
 *
 * Framework-free; no eval and no `new Function`: request validation uses
 * @cfworker/json-schema, which interprets schemas, so the sandbox runs under a
 * strict Content-Security-Policy.
 *
 * The console:
 *   const operations = ...;                      // the build's JSON asset: compactOperations(loadApiModel(siteDir))
 *   const sandbox = sharedSandbox({operations});
 *   const {request, arranged} = exampleCall(sandbox, operations, 'bookObjects');   // the pre-filled form
 *   checkRequest(operations, request).problems;  // before Send: each names the field and the rule
 *   sandbox.handle(request);                     // Send
 *   sandbox.clock.advance(15 * 60_000);          // fast-forward; sandbox.reset() for "Reset sandbox"
 * The playground:
 *   const sandbox = sharedSandbox();
 *   sandbox.chart(sandbox.demo.charts.large);    // 10,000 seats, laid out by lib/seatmap
 *   sandbox.objectStatuses(sandbox.demo.events.large);
 *   const {holdToken} = sandbox.renderer.startSession();
 *   sandbox.renderer.select(sandbox.demo.events.large, ['S1-A-1'], holdToken);
 *   sandbox.subscribe((change) => ...);          // redraw on holds, bookings, expiries, resets
 */
import type {ChartObject} from './charts';
import type {Venue} from '../seatmap/layout';
import type {SandboxPlan} from './venues';
import type {CategoryState} from './state';
import type {SandboxOperations} from './spec';
import type {SandboxStorage} from './storage';
import type {DemoWorkspace} from './demo';
import {SandboxImpl} from './sandbox';
import type {RendererSessions} from './renderer';

/** A request as the console sends it. */
export interface SandboxRequest {
  /** `GET`, `POST`, `DELETE`... */
  method: string;
  /** The path with parameters filled in and percent-encoded, and the query string: `/events/concert-2025-11-21/actions/book?expand=objects`. A full URL works too. */
  path: string;
  /** Header names in any case. `Authorization: Basic base64(secretKey + ':')` authenticates (domain/platform.md §3). */
  headers: Record<string, string>;
  /** The raw body as sent (JSON for this API). */
  body?: string;
}

/** The answer, as the API would give it. */
export interface SandboxResponse {
  status: number;
  /** The reason phrase: `No Content`. */
  statusText: string;
  /**
   * Lower-case names. Always `x-sandbox`: `modelled` (answered from the sandbox's state and rules,
   * every refusal included) or `example` (a success answered from the OpenAPI document's examples;
   * nothing changed). `content-type` when
   * there is a body; `retry-after` with a 429; `allow` with a 405.
   */
  headers: Record<string, string>;
  /** '' for 204, 401 and 403. */
  body: string;
  /** `base64` when the body is binary data (a PNG thumbnail) encoded as base64. */
  encoding?: 'base64';
  /** The OpenAPI operation that answered (a variant's own id: `bestAvailable`, `retrieveChartWithEvents`). Absent for unknown paths. */
  operationId?: string;
}

/** What changed; listeners redraw from `objectStatuses()` or re-read with `handle`. */
export type SandboxChange =
  /** Objects of an event changed status (a request, or a hold token that expired on the clock). */
  | {type: 'objects'; eventKey: string; labels: string[]; cause: 'request' | 'expiry'}
  /** A request changed something else: an event, chart, channel, for-sale config, hold token... */
  | {type: 'data'; operationId: string}
  /** The virtual clock moved forward. */
  | {type: 'clock'; now: number}
  /** The sandbox went back to the demo data. */
  | {type: 'reset'}
  /** Saving failed (too large, storage full or blocked): the message says so, for the reader. */
  | {type: 'storage'; message: string};

/** A chart's drawing, for the playground: the plan in the figures' venue format, its layout, and every bookable object. */
export interface DemoChart {
  key: string;
  name: string;
  /** The venue in the figures' format (lib/seatmap/schema.ts), plus focal point and floors. */
  plan: SandboxPlan;
  /** The layout of lib/seatmap: positions, sizes, sections, tables, decor, bounding box. */
  venue: Venue;
  focalPoint: {x: number; y: number} | null;
  /** Floor names in order; empty for one-floor charts. */
  floors: string[];
  /** The chart's categories as the API has them now (keys, labels, colours). */
  categories: CategoryState[];
  /**
   * Every object that can be booked in some table booking mode, with its technical label
   * (`A-12`, `Balcony-C-3`, `T2-4`, `Suites-2`, `Standing floor`), type, category key, section,
   * floor, position, neighbours and distance to the focal point.
   */
  objects: ChartObject[];
}

/** The state of one object in an event, for drawing. */
export interface ObjectStatusView {
  /** `free`, `reservedByToken`, `booked`, `resale` or a custom status. Areas are `free` until full. */
  status: string;
  holdToken?: string;
  forSale: boolean;
  /** The channel key the object is reserved for. */
  channel?: string;
  /** Areas: free places. */
  free?: number;
}

export interface SandboxOptions {
  /** Seed of keys, hold tokens and request ids (default 1): the same seed gives the same values. */
  seed?: number;
  /** Where the state lives: default sessionStorage when the page may use it; `null` keeps it in memory only. */
  storage?: SandboxStorage | null;
  /**
   * The operations data (`compactOperations` of the OpenAPI model). With it, requests are validated
   * against the document and the operations that are not modelled answer from its examples.
   * Without it, only the modelled operations answer, unvalidated.
   */
  operations?: SandboxOperations | null;
  /** The real clock under the virtual one (default Date.now); tests pass a fixed one. */
  now?: () => number;
}

export interface Sandbox {
  /** Answers one request. Synchronous; never throws, whatever the request. */
  handle(request: SandboxRequest): SandboxResponse;
  /** Keys, charts, events and channels of the demo company. */
  readonly demo: DemoWorkspace;
  /**
   * The virtual clock: `now()` in epoch milliseconds; `advance(ms)` fast-forwards it and expires the
   * hold tokens that ran out (`advance(0)` only expires what real time has run out). Requests and
   * `objectStatuses` expire tokens too.
   */
  readonly clock: {now(): number; advance(ms: number): void};
  /** A sentence for the reader when the stored state could not be used or saved (then the sandbox started from the demo data, or keeps changes in the page only); else null. */
  readonly notice: string | null;
  /** Back to the demo data; clears the stored state. */
  reset(): void;
  /** Calls the listener on every change; returns the function that stops it. */
  subscribe(listener: (change: SandboxChange) => void): () => void;
  /** A chart's drawing. Throws for an unknown key. */
  chart(chartKey: string): DemoChart;
  /** Status, hold token, for-sale state and channel of every object of an event, by label. Throws for an unknown key. */
  objectStatuses(eventKey: string): Map<string, ObjectStatusView>;
  /** The newest hold token of the workspace with this secret key that has not expired on the sandbox clock, or null. */
  latestHoldToken(secretKey: string): string | null;
  /** Writes pending changes to storage now (they are otherwise written at the end of the current task). */
  flush(): void;
  /** Attaches the operations data (validation and example-only operations) to a running sandbox. */
  setOperations(operations: SandboxOperations | null): void;
  /** The renderer's side, for the playground: sessions, and selecting and deselecting objects as a buyer does. */
  readonly renderer: RendererSessions;
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  return new SandboxImpl(options);
}

let shared: Sandbox | undefined;

/**
 * The one sandbox of this page (browser tab), stored in sessionStorage: the
 * console and the playground both call this. The operations data, when given,
 * is attached on the first call that has it.
 */
/** A seed from the platform's random source, or the clock where there is none. */
function freshSeed(): number {
  const values = new Uint32Array(1);
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(values);
  else values[0] = Date.now();
  return values[0] >>> 0 || 1;
}

export function sharedSandbox(options: {operations?: SandboxOperations | null} = {}): Sandbox {
  // Seeded afresh for each new state, so two readers (or two visits after a reset) do not get the same
  // hold tokens and request ids; a stored state keeps its own generator.
  shared ??= createSandbox({operations: options.operations ?? null, seed: freshSeed()});
  if (options.operations && !(shared as SandboxImpl).hasOperations()) shared.setOperations(options.operations);
  return shared;
}

export {DEMO, type DemoWorkspace} from './demo';
export {exampleCall, type ExampleCall} from './examples';
export {compactOperations, OPERATIONS_FORMAT, type SandboxOperation, type SandboxOperations} from './spec';
export {checkRequest, validateRequest} from './validate';
export type {RendererResult, RendererSessions} from './renderer';
export {memoryStorage, STORAGE_KEY, STORAGE_PREFIX, MAX_STORED_CHARS, type SandboxStorage} from './storage';
export {largeVenue, type SandboxPlan} from './venues';
export type {ChartObject, ObjectType} from './charts';
export {MODELLED_OPERATIONS} from './sandbox';
