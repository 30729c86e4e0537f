/**
 * The simulated renderer without a browser: a small venue in the figures'
 * format, an in-memory backend that keeps statuses and hold tokens like the
 * sandbox, and a view that records what the chart asks of it.
 */
import {
  createTessera,
  MODEL,
  type Backend,
  type ChartModel,
  type ChartView,
  type EventData,
  type Host,
} from '@site/lib/playground/renderer';
import type {VenuePlan} from '@site/lib/seatmap/schema';
import type {ObjectRef} from '@site/lib/playground/protocol';

export const WORKSPACE = 'public-key';
export const EVENT = 'demo-event';

export const plan: VenuePlan = {
  seatRadius: 9,
  categories: [
    {key: 1, label: 'Stalls', color: '#5e42ed'},
    {key: 2, label: 'Balcony', color: '#e0a526'},
    {key: 'vip', label: 'VIP', color: '#1e88e5'},
  ],
  venue: [
    {kind: 'row', row: 'A', x: 40, y: 50, seats: 12, first: 1, descending: false, curve: 0, category: 1, rowLabel: 'left'},
    {kind: 'row', row: 'B', x: 40, y: 80, seats: 12, first: 1, descending: false, curve: 0, category: 2, rowLabel: 'left'},
    {kind: 'row', row: 'C', x: 40, y: 110, seats: 4, first: 1, descending: false, curve: 0, category: 'vip', rowLabel: 'left'},
    {kind: 'row', row: 'D', x: 40, y: 140, seats: 3, first: 1, descending: false, curve: 0, rowLabel: 'left'},
    {kind: 'area', area: 'Standing', x: 40, y: 170, w: 200, h: 60, shape: 'rect', capacity: 50, category: 1, bookAsAWhole: false},
    {kind: 'section', section: 'Balcony', x: 0, y: 260, w: 300, h: 60, category: 2},
  ],
};

type Token = {token: string; expiresAt: number};

export class MemoryBackend implements Backend {
  statuses = new Map<string, string>([
    ['A-3', 'booked'],
    ['B-1', 'booked'],
  ]);
  holders = new Map<string, string>();
  tokens = new Map<string, Token>();
  channels: EventData['channels'] = [{key: 'members', name: 'Members', color: '#ff0000', objects: ['A-11', 'A-12']}];
  calls: string[] = [];
  failHolds = false;
  now = 1_000_000;
  private next = 1;

  async loadEvent(workspaceKey: string, events: string[]): Promise<EventData> {
    this.calls.push(`loadEvent ${events.join(',')}`);
    if (workspaceKey !== WORKSPACE) throw new Error('unknown workspace key');
    if (events.some((event) => event !== EVENT && event !== 'second-event')) throw new Error('unknown event');
    return {
      chartKey: 'chart',
      plan,
      channels: this.channels,
      events: events.map((key) => ({
        key,
        objects: Object.fromEntries([...this.statuses].map(([label, status]) => [label, {status, holdToken: this.holders.get(label)}])),
      })),
    };
  }

  async session(_key: string, kind: 'continue' | 'start' | 'manual', holdToken?: string) {
    this.calls.push(`session ${kind}`);
    if (kind === 'manual') {
      const known = holdToken ? this.tokens.get(holdToken) : undefined;
      if (!known || known.expiresAt <= this.now) throw new Error('unknown hold token');
      return {
        token: known.token,
        expiresAt: new Date(known.expiresAt).toISOString(),
        expiresInSeconds: (known.expiresAt - this.now) / 1000,
      };
    }
    const token = `token-${this.next++}`;
    const expiresAt = this.now + 15 * 60 * 1000;
    this.tokens.set(token, {token, expiresAt});
    return {token, expiresAt: new Date(expiresAt).toISOString(), expiresInSeconds: 900};
  }

  async hold(_key: string, holdToken: string, _events: string[], objects: ObjectRef[]) {
    this.calls.push(`hold ${objects.map((o) => o.label).join(',')}`);
    if (this.failHolds) throw new Error('OBJECT_HELD_BY_OTHER_TOKEN');
    for (const object of objects) {
      this.statuses.set(object.label, 'reservedByToken');
      this.holders.set(object.label, holdToken);
    }
  }

  async release(_key: string, _holdToken: string, _events: string[], objects: ObjectRef[]) {
    this.calls.push(`release ${objects.map((o) => o.label).join(',')}`);
    for (const object of objects) {
      this.statuses.delete(object.label);
      this.holders.delete(object.label);
    }
  }
}

export class RecordingView implements ChartView {
  draws = 0;
  notices: string[] = [];
  answers: (string | number | undefined)[] = [];
  zoomed: string[][] = [];
  fields = new Map<string, string>();
  failedWith?: string;
  expiredWith?: string;
  inForm = false;
  /** Each call of session(), with the number of drawings before it. */
  sessions: Array<{afterDraws: number; expiresAt: number | 'pending' | undefined}> = [];
  draw() {
    this.draws += 1;
  }
  update() {}
  zoomTo(labels: string[]) {
    this.zoomed.push(labels);
  }
  resetView() {}
  pulse() {}
  notice(text: string) {
    this.notices.push(text);
  }
  async ask() {
    return this.answers.shift();
  }
  session(expiresAt: number | 'pending' | undefined) {
    this.sessions.push({afterDraws: this.draws, expiresAt});
  }
  expired(text: string) {
    this.expiredWith = text;
  }
  failed(text: string) {
    this.failedWith = text;
  }
  fullScreen() {}
  formField(name: string, value: string) {
    if (!this.inForm) return false;
    this.fields.set(name, value);
    return true;
  }
  destroy() {}
}

export type Fired = {name: string; args: unknown[]};

export function setup(options: {backend?: MemoryBackend; view?: RecordingView} = {}) {
  const backend = options.backend ?? new MemoryBackend();
  const view = options.view ?? new RecordingView();
  const fired: Fired[] = [];
  const logs: {kind: string; text: string}[] = [];
  const host: Host = {
    backend,
    placeholders: {YOUR_WORKSPACE_KEY: WORKSPACE, YOUR_EVENT_KEY: EVENT},
    now: () => backend.now,
    log: (kind, text) => logs.push({kind, text}),
    fired: (name, args) => fired.push({name, args}),
    isElement: (value) => value === 'element',
    target: (config) =>
      config.divId === 'chart' || config.container === 'element' ? {element: 'element'} : {error: 'divId: no element has the id.'},
    createView: () => view,
    colour: (value) => (/^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : value === 'red' ? '#ff0000' : undefined),
  };
  const tessera = createTessera(host);
  /** Renders a chart with the base config plus `config`, and waits until it has rendered or failed. */
  async function render(config: Record<string, unknown> = {}) {
    const chart = new tessera.SeatingChart({
      divId: 'chart',
      workspaceKey: 'YOUR_WORKSPACE_KEY',
      event: 'YOUR_EVENT_KEY',
      ...config,
    }).render();
    const model = (chart as unknown as Record<symbol, ChartModel>)[MODEL];
    await settle();
    return {chart, model};
  }
  const names = () => fired.map((entry) => entry.name);
  return {backend, view, fired, logs, host, tessera, render, names};
}

export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}
