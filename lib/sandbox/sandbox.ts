/**
 * The sandbox: takes an HTTP request as text, answers as the Tessera API
 * would. Order of work for each request: find the operation by method and
 * path; authenticate (401 or 403 with an empty body: domain/platform.md §3);
 * expire hold tokens that ran out on the virtual clock; validate the request
 * against the OpenAPI document; run the modelled operation, or answer from
 * the document's examples (header `x-sandbox: example`); save the state.
 */
import {chartModel, type ChartModel} from './charts';
import {VirtualClock, type TimeSource} from './clock';
import type {Ctx, Reply, Route} from './context';
import {DEMO, seedState} from './demo';
import {ApiError, Bodiless, ERROR_STATUS, STATUS_TEXT} from './errors';
import {chartOfEvent, channelIndex, eventCategories, isForSale} from './lookup';
import {objectStatus} from './objectInfo';
import {objectRoutes} from './operations/objects';
import {holdTokenRoutes} from './operations/holdTokens';
import {eventRoutes} from './operations/events';
import {chartRoutes} from './operations/charts';
import {channelRoutes} from './operations/channels';
import {forSaleRoutes} from './operations/forSale';
import {reportRoutes} from './operations/reports';
import {accountRoutes} from './operations/accounts';
import {newUuid} from './random';
import {BadPath, compile, matchPath, type Template} from './router';
import type {SandboxOperation, SandboxOperations} from './spec';
import type {EventState, HoldTokenState, SandboxState, WorkspaceState} from './state';
import {expireHoldTokens, type Touch} from './status';
import {browserStorage, clearState, readState, writeState, type SandboxStorage} from './storage';
import {validateRequest} from './validate';
import {rendererSessions} from './renderer';
import type {DemoChart, ObjectStatusView, Sandbox, SandboxChange, SandboxOptions, SandboxRequest, SandboxResponse} from './index';

/** Every modelled operation, by module. */
export const ROUTES: Route[] = [
  ...objectRoutes,
  ...holdTokenRoutes,
  ...eventRoutes,
  ...chartRoutes,
  ...channelRoutes,
  ...forSaleRoutes,
  ...reportRoutes,
  ...accountRoutes,
];

/** The operationIds answered from the sandbox's state, with the variants their handlers answer for. */
export const MODELLED_OPERATIONS: string[] = [...ROUTES.map((route) => route.id), 'bestAvailable', 'retrieveChartWithEvents'];

type Target = {route?: Route; operation?: SandboxOperation};
type Source = 'modelled' | 'example';
/** A routed request: what answers it, and its parameters and query. */
type Call = {
  route?: Route;
  operation?: SandboxOperation;
  routeId: string;
  source: Source;
  params: Record<string, string>;
  query: URLSearchParams;
};
type Auth = {workspace: WorkspaceState; admin: boolean};

/** The longest request body the sandbox reads (a bound on what one request can add to the state). */
export const MAX_BODY_CHARS = 256 * 1024;

const MODELLED = ROUTES.map((route) => compile<Target>(route.path, {route}));

function header(headers: Record<string, string>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers ?? {})) if (key.toLowerCase() === wanted) return String(value);
  return undefined;
}

function decodeBase64(text: string): string | null {
  try {
    const binary = atob(text);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', {fatal: true}).decode(bytes);
  } catch {
    return null;
  }
}

/** Method, path (without trailing slashes) and query of a request; the origin of a full URL is dropped. */
function requestTarget(request: SandboxRequest): {method: string; path: string; query: URLSearchParams} {
  const method = String(request.method ?? 'GET').toUpperCase();
  let target = String(request.path ?? '/');
  target = target.replace(/^https?:\/\/[^/]+/i, '') || '/';
  const [pathPart, ...rest] = target.split('?');
  const query = new URLSearchParams(rest.join('?'));
  const path = pathPart.replace(/\/+$/, '') || '/';
  return {method, path, query};
}

/** Whether a step of dispatch answered already (an error) instead of giving what the next step needs. */
const isResponse = (value: object): value is SandboxResponse => 'status' in value && 'statusText' in value;

export class SandboxImpl implements Sandbox {
  readonly demo = DEMO;
  readonly clock: Sandbox['clock'];
  readonly renderer: Sandbox['renderer'];
  private state: SandboxState;
  private readonly storage: SandboxStorage | null;
  private operations: SandboxOperations | null = null;
  private templates: Template<Target>[] = MODELLED;
  private readonly source: TimeSource;
  private readonly listeners = new Set<(change: SandboxChange) => void>();
  private readonly virtual: VirtualClock;
  private readonly seed: number;
  private pendingSave = false;
  private storageNotice: string | null = null;

  constructor(options: SandboxOptions = {}) {
    this.seed = options.seed ?? 1;
    this.storage = options.storage === undefined ? browserStorage() : options.storage;
    const source: TimeSource = options.now ?? (() => Date.now());
    this.source = source;
    this.virtual = new VirtualClock(source, () => this.state);
    const loaded = readState(this.storage);
    this.state = loaded.state ?? seedState(this.seed, source());
    this.storageNotice = loaded.notice ?? null;
    if (loaded.notice) this.save();
    this.clock = {
      now: () => this.virtual.now(),
      advance: (ms: number) => {
        this.virtual.shift(ms);
        this.emit({type: 'clock', now: this.virtual.now()});
        this.expire();
        this.save();
      },
    };
    this.setOperations(options.operations ?? null);
    this.renderer = rendererSessions(this);
  }

  setOperations(operations: SandboxOperations | null): void {
    this.operations = operations;
    // Example-only operations route through the operations data; modelled ones win on the same path.
    const modelledIds = new Set(ROUTES.map((r) => r.id));
    const fromDocument = (operations?.operations ?? [])
      .filter((op) => !op.variantOf && !modelledIds.has(op.id))
      .map((op) => compile<Target>(op.path, {operation: op}));
    this.templates = [...MODELLED, ...fromDocument];
  }

  hasOperations(): boolean {
    return this.operations !== null;
  }

  get notice(): string | null {
    return this.storageNotice;
  }

  subscribe(listener: (change: SandboxChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(change: SandboxChange): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(change);
      } catch {
        // A listener's failure must not break the sandbox or the other listeners.
      }
    }
  }

  private announce(touched: Touch[], cause: 'request' | 'expiry'): void {
    for (const {event, labels} of touched) this.emit({type: 'objects', eventKey: event.key, labels: [...labels], cause});
  }

  /** Releases what expired hold tokens held; returns whether anything changed. */
  private expire(): boolean {
    const touched = expireHoldTokens(this.state, this.virtual.now());
    if (touched.length > 0) this.announce(touched, 'expiry');
    return touched.length > 0;
  }

  private save(): void {
    if (this.pendingSave) return;
    this.pendingSave = true;
    // Many calls in one task are saved once, at the end of the task.
    queueMicrotask(() => this.flush());
  }

  flush(): void {
    this.pendingSave = false;
    const problem = writeState(this.storage, this.state);
    if (problem !== this.storageNotice && (problem || this.storageNotice?.startsWith('The sandbox state has grown'))) {
      this.storageNotice = problem ?? null;
      if (problem) this.emit({type: 'storage', message: problem});
    }
  }

  reset(): void {
    clearState(this.storage);
    this.state = seedState(this.seed, this.source());
    this.storageNotice = null;
    this.save();
    this.emit({type: 'reset'});
  }

  chart(chartKey: string): DemoChart {
    const chart = this.state.charts.find((c) => c.key === chartKey);
    if (!chart) throw new Error(`The sandbox has no chart ${chartKey}`);
    const model: ChartModel = chartModel(chart.plan);
    return {
      key: chart.key,
      name: chart.name,
      plan: model.plan,
      venue: model.venue,
      focalPoint: model.plan.focalPoint ?? null,
      floors: model.plan.floors,
      categories: chart.categories.map((c) => ({...c})),
      objects: model.objects,
    };
  }

  latestHoldToken(secretKey: string): string | null {
    this.expire();
    const workspace = this.state.workspaces.find((w) => w.secretKey === secretKey)?.key;
    const now = this.clock.now();
    let newest: HoldTokenState | undefined;
    for (const t of this.state.holdTokens) {
      if (t.workspace === workspace && !t.expired && t.expiresAt > now && (!newest || t.createdOn >= newest.createdOn)) newest = t;
    }
    return newest?.token ?? null;
  }

  objectStatuses(eventKey: string): Map<string, ObjectStatusView> {
    this.expire();
    const event = this.state.events.find((e) => e.key === eventKey);
    if (!event) throw new Error(`The sandbox has no event ${eventKey}`);
    const scope = {state: this.state, workspace: event.workspace};
    const {chart, model} = chartOfEvent(scope, event);
    const categories = eventCategories(event, chart);
    const channels = channelIndex(event);
    const out = new Map<string, ObjectStatusView>();
    for (const object of model.objects) {
      const {status, state, counts} = objectStatus(event, object, categories);
      const view: ObjectStatusView = {status, forSale: isForSale(event, object, categories)};
      if (state?.holdToken) view.holdToken = state.holdToken;
      const channel = channels.get(object.label);
      if (channel) view.channel = channel;
      if (counts) view.free = counts.free;
      out.set(object.label, view);
    }
    return out;
  }

  handle(request: SandboxRequest): SandboxResponse {
    try {
      return this.dispatch(request);
    } catch (error) {
      // A fault of the sandbox itself, not an answer of the API: plain text, so nobody mistakes it for one.
      return this.respond(
        {status: 500, text: `The sandbox failed on this request: ${(error as Error)?.message ?? String(error)}`},
        undefined,
        'modelled',
      );
    }
  }

  private errorBody(status: number, errors: {code: string; message: string; data?: unknown}[]) {
    return {status, errors, warnings: [], messages: errors.map((e) => e.message), requestId: newUuid(this.state)};
  }

  private respond(reply: Reply, operationId: string | undefined, source: 'modelled' | 'example'): SandboxResponse {
    // Only the documented success comes from the examples: refusals (keys, body, path keys) are the sandbox's own answers.
    const fromExamples = source === 'example' && reply.status >= 200 && reply.status < 300;
    const headers: Record<string, string> = {'x-sandbox': fromExamples ? 'example' : 'modelled'};
    let body = '';
    if (reply.json !== undefined) {
      body = JSON.stringify(reply.json, null, 2);
      headers['content-type'] = 'application/json';
    } else if (reply.text !== undefined) {
      body = reply.text;
      headers['content-type'] = reply.contentType ?? 'text/plain; charset=utf-8';
    }
    Object.assign(headers, reply.headers ?? {});
    const response: SandboxResponse = {status: reply.status, statusText: STATUS_TEXT[reply.status] ?? '', headers, body};
    if (reply.base64) response.encoding = 'base64';
    if (operationId) response.operationId = operationId;
    return response;
  }

  private dispatch(request: SandboxRequest): SandboxResponse {
    const {method, path, query} = requestTarget(request);
    const match = this.route(method, path);
    if (isResponse(match)) return match;
    const {route, operation} = match.template.value;
    const routeId = route?.id ?? operation!.id;
    const call: Call = {route, operation, routeId, source: route ? 'modelled' : 'example', params: match.params, query};
    const spec = this.operations?.operations.find((op) => op.id === routeId);

    // Authentication: 401 or 403 with an empty body (platform.md §3, rest-api.yaml bodiless_statuses).
    const auth = this.authorize(request, spec, call);
    if (isResponse(auth)) return auth;

    const expired = this.expire();
    const input = this.readBody(request, call);
    const refused = isResponse(input) ? input : this.invalid(spec, call, input);
    if (refused) {
      if (expired) this.save();
      return refused;
    }
    return this.run(call, auth, input.body, expired);
  }

  /** The template for the method and path; else 405 with the methods the path has, 404, or 400 for a malformed path. */
  private route(method: string, path: string): NonNullable<ReturnType<typeof matchPath<Target>>> | SandboxResponse {
    try {
      const match = matchPath(
        this.templates.filter((t) => (t.value.route?.method ?? t.value.operation?.method) === method),
        path,
      );
      if (match) return match;
      const other = matchPath(this.templates, path);
      if (!other) return this.respond({status: 404}, undefined, 'modelled');
      const allowed = [
        ...new Set(
          this.templates.filter((t) => t.path === other.template.path).map((t) => t.value.route?.method ?? t.value.operation?.method),
        ),
      ];
      return this.respond({status: 405, headers: {allow: allowed.join(', ')}}, undefined, 'modelled');
    } catch (error) {
      if (error instanceof BadPath) return this.error(new ApiError('ILLEGAL_ARGUMENT', error.message), undefined, 'modelled');
      throw error;
    }
  }

  private authorize(request: SandboxRequest, spec: SandboxOperation | undefined, call: Call): Auth | SandboxResponse {
    try {
      return this.authenticate(request.headers ?? {}, spec?.adminOnly ?? false);
    } catch (error) {
      if (error instanceof Bodiless) return this.respond({status: error.status}, call.routeId, call.source);
      if (error instanceof ApiError) return this.error(error, call.routeId, call.source);
      throw error;
    }
  }

  /** The JSON body, if any; 400 when it is too long or not JSON. */
  private readBody(request: SandboxRequest, call: Call): {body: unknown; hasBody: boolean} | SandboxResponse {
    const rawBody = typeof request.body === 'string' ? request.body : '';
    const hasBody = rawBody.trim() !== '';
    if (rawBody.length > MAX_BODY_CHARS) {
      return this.error(
        new ApiError('ILLEGAL_ARGUMENT', `The body is ${rawBody.length} characters long; the sandbox takes at most ${MAX_BODY_CHARS}`),
        call.routeId,
        call.source,
      );
    }
    if (!hasBody) return {body: undefined, hasBody};
    try {
      return {body: JSON.parse(rawBody), hasBody};
    } catch (error) {
      return this.error(
        new ApiError('ILLEGAL_ARGUMENT', `The body is not valid JSON: ${(error as Error).message}`),
        call.routeId,
        call.source,
      );
    }
  }

  /** 400 with the first ten problems when the request breaks the document's rules (with operations data only); else null. */
  private invalid(spec: SandboxOperation | undefined, call: Call, input: {body: unknown; hasBody: boolean}): SandboxResponse | null {
    if (!this.operations || !spec) return null;
    const problems = validateRequest(this.operations, spec, {
      params: call.params,
      query: call.query,
      body: input.body,
      hasBody: input.hasBody,
    });
    if (problems.length === 0) return null;
    const errors = problems.slice(0, 10).map((message) => ({code: 'ILLEGAL_ARGUMENT', message}));
    return this.respond({status: 400, json: this.errorBody(400, errors)}, call.routeId, call.source);
  }

  /** Runs the modelled operation (or answers from the examples), then announces and saves what changed. */
  private run(call: Call, auth: Auth, body: unknown, expired: boolean): SandboxResponse {
    const ctx: Ctx = {
      scope: {state: this.state, workspace: auth.workspace.key},
      state: this.state,
      now: this.virtual.now(),
      admin: auth.admin,
      params: call.params,
      query: call.query,
      body,
      touched: [],
      changedData: false,
      operationId: call.routeId,
    };
    let reply: Reply;
    try {
      reply = call.route ? call.route.handler(ctx) : this.fromExamples(ctx, call.operation!);
    } catch (error) {
      if (expired) this.save();
      if (error instanceof ApiError) return this.error(error, ctx.operationId, call.source);
      throw error;
    }
    this.expire();
    if (ctx.touched.length > 0) this.announce(ctx.touched, 'request');
    if (ctx.changedData) this.emit({type: 'data', operationId: ctx.operationId});
    if (expired || ctx.touched.length > 0 || ctx.changedData) this.save();
    return this.respond(reply, ctx.operationId, call.source);
  }

  private error(error: ApiError, operationId: string | undefined, source: 'modelled' | 'example'): SandboxResponse {
    const detail: {code: string; message: string; data?: unknown} = {code: error.code, message: error.message};
    if (error.data) detail.data = error.data;
    const status = ERROR_STATUS[error.code];
    return this.respond({status, json: this.errorBody(status, [detail]), headers: error.headers}, operationId, source);
  }

  /**
   * The key of the Basic header (`base64(key + ':')`, platform.md §3): a
   * workspace secret key names its workspace; the company admin key acts on
   * the workspace of X-Workspace-Key, or on the default workspace (§2).
   */
  private authenticate(headers: Record<string, string>, adminOnly: boolean): {workspace: WorkspaceState; admin: boolean} {
    const authorization = header(headers, 'authorization');
    const match = authorization ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization) : null;
    if (!match) throw new Bodiless(401, 'missing or malformed Authorization header');
    const decoded = decodeBase64(match[1]);
    // The password is empty; the header lacks the trailing colon when it is malformed (rest-api.yaml bodiless_statuses).
    if (decoded === null || !decoded.endsWith(':')) throw new Bodiless(401, 'the Basic credentials lack the trailing colon');
    const key = decoded.slice(0, decoded.indexOf(':'));
    if (key === this.state.company.adminKey) {
      const wanted = header(headers, 'x-workspace-key');
      const workspace = wanted ? this.state.workspaces.find((w) => w.key === wanted) : this.state.workspaces.find((w) => w.isDefault);
      if (!workspace) throw new ApiError('WORKSPACE_NOT_FOUND', `No workspace has the public key ${wanted}`);
      // The admin key's own calls (workspaces, reports, ticket buyer IDs) still work on an inactive workspace; calls on its content do not.
      if (!adminOnly && !workspace.isActive) throw new Bodiless(403, 'the workspace is inactive');
      return {workspace, admin: true};
    }
    const workspace = this.state.workspaces.find((w) => w.secretKey === key);
    if (!workspace) throw new Bodiless(401, 'unknown key');
    // "every API call on an inactive workspace fails" (platform.md §2); admin-only calls refuse a workspace key (§2, bodiless 403).
    if (!workspace.isActive) throw new Bodiless(403, 'the workspace is inactive');
    if (adminOnly) throw new Bodiless(403, 'this call needs the company admin key');
    return {workspace, admin: false};
  }

  /** An operation that is not modelled answers with its documented success example, unchanged (x-sandbox: example). */
  private fromExamples(ctx: Ctx, op: SandboxOperation): Reply {
    // Keys in the path still have to exist: the 404s are the state's, the success is the document's.
    if (
      ctx.params.chartKey !== undefined &&
      !this.state.charts.some((c) => c.key === ctx.params.chartKey && c.workspace === ctx.scope.workspace)
    ) {
      throw new ApiError('CHART_NOT_FOUND', `Chart not found: ${ctx.params.chartKey}`);
    }
    if (
      ctx.params.eventKey !== undefined &&
      op.errorCodes.includes('EVENT_NOT_FOUND') &&
      !this.state.events.some((e) => e.key === ctx.params.eventKey && e.workspace === ctx.scope.workspace)
    ) {
      throw new ApiError('EVENT_NOT_FOUND', `Event not found: ${ctx.params.eventKey}`);
    }
    const successes = op.responses.filter((r) => r.status.startsWith('2'));
    const wantsBody = ctx.query.getAll('expand').length > 0;
    const chosen = successes.find((r) => (r.status === '204') !== wantsBody) ?? successes[0];
    if (!chosen) return {status: 204};
    const status = Number(chosen.status);
    if (chosen.example === undefined || status === 204) return {status};
    if (chosen.mediaType && chosen.mediaType !== 'application/json')
      return {status, text: String(chosen.example), contentType: chosen.mediaType};
    return {status, json: chosen.example};
  }

  /**
   * Runs a change inside the sandbox as a request would (expiry first, listeners and saving after),
   * for the renderer sessions, which are not REST calls.
   */
  transact<T>(run: (ctx: {state: SandboxState; now: number; touched: Touch[]}) => T): T {
    this.expire();
    const ctx = {state: this.state, now: this.virtual.now(), touched: [] as Touch[]};
    const result = run(ctx);
    if (ctx.touched.length > 0) this.announce(ctx.touched, 'request');
    this.save();
    return result;
  }

  /** For tests: the state as stored. */
  snapshot(): SandboxState {
    return JSON.parse(JSON.stringify(this.state));
  }

  /** For the examples: the event, to arrange objects before a documented example runs. */
  eventState(key: string): EventState | undefined {
    return this.state.events.find((e) => e.key === key);
  }
}
