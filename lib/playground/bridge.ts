/**
 * The page's side of the frame's requests: the simulated renderer asks for an
 * event's chart and statuses, a session, holds and releases; this answers them
 * from the tab's sandbox (lib/sandbox), as the real renderer's servers would.
 * It accepts the demo workspace's public key only, and acts with the demo
 * secret key on the renderer's behalf, so holds show in the REST console and
 * what the console books shows here. Sandbox changes go back to the frame.
 * The build asks a fresh sandbox the same questions for the boot frame's copy
 * of the demo event (boot.ts).
 */
import type {BackendRequest, ObjectRef, SandboxEvent} from './protocol';
import {categoryKeyMappings, demoKeyMapping, literalEventKeys, placeholdersIn, type KeyMapping} from './samples';
import type {EventData, HoldTokenInfo, ObjectState} from './renderer/types';
import type {Sandbox, SandboxResponse} from '../sandbox';
import {MAIN_HALL_CATEGORIES} from '../sandbox/demo';

const TOKEN_KEY = 'tessera-playground:holdToken';

type Json = Record<string, unknown>;

export class BridgeError extends Error {}

export type {KeyMapping};

export class SandboxBridge {
  constructor(private readonly sandbox: Sandbox) {}

  get demo() {
    return this.sandbox.demo;
  }

  private call(method: string, path: string, body?: unknown): SandboxResponse {
    const auth = `Basic ${btoa(`${this.sandbox.demo.secretKey}:`)}`;
    return this.sandbox.handle({
      method,
      path,
      headers: {authorization: auth, ...(body === undefined ? {} : {'content-type': 'application/json'})},
      ...(body === undefined ? {} : {body: JSON.stringify(body)}),
    });
  }

  private json(response: SandboxResponse): Json {
    try {
      return response.body ? (JSON.parse(response.body) as Json) : {};
    } catch {
      return {};
    }
  }

  private failure(response: SandboxResponse): string {
    const errors = this.json(response).errors;
    const first = Array.isArray(errors) ? (errors[0] as Json | undefined) : undefined;
    return first && typeof first.message === 'string'
      ? `${response.status} ${String(first.code ?? '')}: ${first.message}`
      : `${response.status} ${response.statusText}`;
  }

  private checkKey(workspaceKey: string): void {
    const demo = this.sandbox.demo;
    if (workspaceKey === demo.publicKey) return;
    if (workspaceKey === demo.secretKey)
      throw new BridgeError('workspaceKey is the secret key; the renderer takes the public workspace key.');
    if (workspaceKey === demo.otherWorkspace.publicKey) throw new BridgeError('workspaceKey belongs to an inactive workspace.');
    throw new BridgeError('workspaceKey is not a workspace the sandbox knows.');
  }

  handle(request: BackendRequest): unknown {
    this.checkKey(request.workspaceKey);
    switch (request.op) {
      case 'loadEvent':
        return this.loadEvent(request.events);
      case 'session':
        return this.session(request.session, request.holdToken);
      case 'hold':
      case 'release':
        return this.changeHolds(request.op, request.holdToken, request.events, request.objects);
    }
  }

  private loadEvent(keys: string[]): EventData {
    let chartKey: string | undefined;
    const events: EventData['events'] = [];
    let channels: EventData['channels'] = [];
    for (const key of keys) {
      const response = this.call('GET', `/events/${encodeURIComponent(key)}`);
      if (response.status !== 200) throw new BridgeError(`the event "${key}" is unknown to this workspace (${this.failure(response)}).`);
      const event = this.json(response);
      if (chartKey !== undefined && event.chartKey !== chartKey) throw new BridgeError('the events are on different charts.');
      chartKey = String(event.chartKey);
      if (Array.isArray(event.channels) && keys.length === 1) {
        channels = (event.channels as Json[]).map((channel) => ({
          key: String(channel.key),
          name: String(channel.name ?? channel.key),
          color: String(channel.color ?? '#8d97a5'),
          objects: Array.isArray(channel.objects) ? channel.objects.map(String) : [],
        }));
      }
    }
    const chart = this.sandbox.chart(chartKey!);
    const capacities = new Map<string, number>();
    for (const object of chart.venue.order)
      if (object.kind === 'area' && object.capacity !== undefined) capacities.set(object.label, object.capacity);
    for (const key of keys) events.push({key, objects: this.statuses(key, capacities)});
    return {
      chartKey: chartKey!,
      plan: {seatRadius: chart.plan.seatRadius, categories: chart.plan.categories, venue: chart.plan.venue},
      events,
      channels,
      focalPoint: chart.focalPoint ?? undefined,
      accessibleCategories: chart.categories.filter((category) => category.accessible).map((category) => String(category.key)),
    };
  }

  /** Statuses by label; an area's booked places are its capacity less its free places. */
  private statuses(eventKey: string, capacities: Map<string, number>): Record<string, ObjectState> {
    const out: Record<string, ObjectState> = {};
    for (const [label, view] of this.sandbox.objectStatuses(eventKey)) {
      const capacity = capacities.get(label);
      out[label] = {
        status: view.status,
        ...(view.holdToken ? {holdToken: view.holdToken} : {}),
        forSale: view.forSale,
        ...(capacity !== undefined && view.free !== undefined ? {numBooked: capacity - view.free} : {}),
      };
    }
    return out;
  }

  private tokenInfo(token: string): HoldTokenInfo | undefined {
    const response = this.call('GET', `/hold-tokens/${encodeURIComponent(token)}`);
    if (response.status !== 200) return undefined;
    const body = this.json(response);
    if (typeof body.expiresInSeconds !== 'number' || body.expiresInSeconds <= 0) return undefined;
    return {token, expiresAt: String(body.expiresAt), expiresInSeconds: body.expiresInSeconds};
  }

  private session(kind: 'continue' | 'start' | 'manual', holdToken?: string): HoldTokenInfo {
    if (kind === 'manual') {
      const info = holdToken ? this.tokenInfo(holdToken) : undefined;
      if (!info) throw new BridgeError(`the hold token "${holdToken ?? ''}" is unknown or expired.`);
      return info;
    }
    if (kind === 'continue') {
      const stored = readStoredToken();
      const info = stored ? this.tokenInfo(stored) : undefined;
      if (info) return info;
    }
    const response = this.call('POST', '/hold-tokens');
    if (response.status !== 200 && response.status !== 201) throw new BridgeError(this.failure(response));
    const body = this.json(response);
    const info = {token: String(body.holdToken), expiresAt: String(body.expiresAt), expiresInSeconds: Number(body.expiresInSeconds)};
    storeToken(info.token);
    return info;
  }

  private changeHolds(kind: 'hold' | 'release', holdToken: string, events: string[], objects: ObjectRef[]): null {
    const body = {
      objects: objects.map((object) => (object.amount !== undefined ? {objectId: object.label, quantity: object.amount} : object.label)),
      holdToken,
    };
    for (const eventKey of events) {
      const response = this.call('POST', `/events/${encodeURIComponent(eventKey)}/actions/${kind}`, body);
      if (response.status >= 300) throw new BridgeError(this.failure(response));
    }
    return null;
  }

  /**
   * What the code's keys run as: placeholders stand for the demo workspace, event and chart, a hold
   * token created for the run; an event key the sandbox does not have runs as a demo event.
   */
  mapKeys(code: string): KeyMapping[] {
    const demo = this.sandbox.demo;
    const out: KeyMapping[] = [];
    for (const key of placeholdersIn(code)) {
      const fixed = demoKeyMapping(key, demo);
      if (fixed) out.push(fixed);
      if (key === 'YOUR_HOLD_TOKEN') {
        const token = this.newHoldToken();
        if (token) out.push({from: key, to: token, what: 'a hold token created in the sandbox for this run'});
      }
    }
    const spare = [demo.events.concert, demo.events.secondConcert];
    for (const key of literalEventKeys(code)) {
      if (this.knowsEvent(key)) continue;
      const to = spare.shift();
      if (to) out.push({from: key, to, what: 'a demo event (the sandbox has no event with the sample’s key)'});
    }
    // Every demo event the samples run on is on the Main hall.
    out.push(...categoryKeyMappings(code, MAIN_HALL_CATEGORIES));
    return out;
  }

  /** Whether the demo workspace has an event with this key. */
  knowsEvent(key: string): boolean {
    return this.call('GET', `/events/${encodeURIComponent(key)}`).status === 200;
  }

  /** A new hold token, as your server would create one for session 'manual'. */
  newHoldToken(): string | undefined {
    const response = this.call('POST', '/hold-tokens');
    const token = this.json(response).holdToken;
    return response.status < 300 && typeof token === 'string' ? token : undefined;
  }

  /** Sandbox changes as the frame's events: statuses of changed objects, expired tokens, the clock. */
  watch(send: (event: SandboxEvent) => void, token: () => string | undefined): () => void {
    return this.sandbox.subscribe((change) => {
      if (change.type === 'objects') {
        let statuses: Map<string, {status: string; holdToken?: string}>;
        try {
          statuses = this.sandbox.objectStatuses(change.eventKey);
        } catch {
          return;
        }
        const objects = change.labels.flatMap((label) => {
          const view = statuses.get(label);
          return view ? [{label, status: view.status, ...(view.holdToken ? {holdToken: view.holdToken} : {})}] : [];
        });
        send({kind: 'status', eventKey: change.eventKey, objects});
      }
      if (change.type === 'clock') {
        send({kind: 'clock', offset: this.sandbox.clock.now() - Date.now()});
        this.checkExpiry(send, token());
      }
      if (change.type === 'objects' && change.cause === 'expiry') this.checkExpiry(send, token());
    });
  }

  checkExpiry(send: (event: SandboxEvent) => void, token: string | undefined): void {
    if (token && !this.tokenInfo(token)) send({kind: 'expired', holdToken: token});
  }

  clockOffset(): number {
    return this.sandbox.clock.now() - Date.now();
  }

  advance(ms: number): void {
    this.sandbox.clock.advance(ms);
  }
}

function readStoredToken(): string | undefined {
  try {
    return sessionStorage.getItem(TOKEN_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

function storeToken(token: string): void {
  try {
    sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Storage blocked or full: 'continue' then starts a new session next time.
  }
}
