/**
 * The playground's chart frame (/playground-frame.html, in an iframe with
 * `sandbox="allow-scripts"`): defines `tessera.SeatingChart` (the simulated
 * renderer of lib/playground/renderer), runs the reader's code once per load,
 * and talks to the page only through validated messages (lib/playground/protocol).
 * The page reloads the frame for every run, so nothing of a previous run stays.
 * The frame reaches no network: the demo data and holds come from the page's
 * sandbox, as answers to its requests.
 *
 * The frame the page is served with (`#boot`) does not wait for a run: it runs
 * the starter at once, from the copy of the demo event the build bundled into
 * it (lib/playground/boot.ts), and keeps what it would send the page until the
 * page attaches.
 */
import {
  BOOT_RUN,
  clip,
  parsePageMessage,
  type BackendRequest,
  type FrameMessage,
  type PageMessage,
  type SandboxEvent,
} from '@site/lib/playground/protocol';
import type {BootRun} from '@site/lib/playground/boot';
import {createTessera, type Backend, type ChartModel, type EventData, type Host, type HoldTokenInfo} from '@site/lib/playground/renderer';
import {errorText} from '@site/lib/playground/renderer/chart';
import {describeValue} from '@site/lib/playground/describe';
import {standInIds} from '@site/lib/playground/samples';
import {prepareHtml} from './html';
import {SvgView} from './view';
import './frame.css';

/**
 * The boot run, bundled by the build (plugins/playground) as JSON text: parsed when the frame boots, and
 * again for each copy of the demo event it hands the chart (JSON.parse of 14 KB is much cheaper than a
 * structuredClone of the parsed event, which took ~14 ms of the boot at the mobile profile's 4x CPU).
 */
declare const PLAYGROUND_BOOT: string;

const parent = window.parent;
let runId = 0;
let clockOffset = 0;
let nextRequest = 1;
const pending = new Map<number, {resolve: (value: unknown) => void; reject: (error: Error) => void}>();
const models: ChartModel[] = [];
const views: SvgView[] = [];
let reported = false;

const boot = window.location.hash === '#boot' ? (JSON.parse(PLAYGROUND_BOOT) as BootRun) : undefined;
/** Whether messages go out: a boot frame keeps them, in order, until the page attaches. */
let attached = !boot;
let attaching = false;
const outbox: FrameMessage[] = [];
/** Log entries kept for the page at most; requests are always kept. */
const MAX_KEPT_LOGS = 500;
let keptLogs = 0;

function post(message: FrameMessage): void {
  parent.postMessage(message, '*');
}

function send(message: FrameMessage): void {
  if (attached) return post(message);
  if (message.type === 'log' && ++keptLogs > MAX_KEPT_LOGS) return;
  outbox.push(message);
}

function log(kind: 'callback' | 'warning' | 'error' | 'console' | 'note', text: string, name?: string): void {
  send({type: 'log', runId, entry: {kind, text: clip(text), ...(name ? {name} : {})}});
}

function status(state: 'rendered' | 'failed' | 'error', message?: string): void {
  if (reported && state !== 'error') return;
  reported = true;
  send({type: 'status', runId, state, ...(message ? {message: clip(message)} : {})});
}

function request<T>(body: BackendRequest): Promise<T> {
  const id = nextRequest++;
  return new Promise<T>((resolve, reject) => {
    pending.set(id, {resolve: resolve as (value: unknown) => void, reject});
    send({type: 'request', id, ...body} as FrameMessage);
  });
}

/** The boot run's first load: the frame's own copy of the demo event, while the page has not attached. */
function bootEvent(workspaceKey: string, events: string[]): EventData | undefined {
  if (!boot || attached || workspaceKey !== boot.workspaceKey || events.join('\n') !== boot.events.join('\n')) return undefined;
  return (JSON.parse(PLAYGROUND_BOOT) as BootRun).event;
}

const backend: Backend = {
  loadEvent: (workspaceKey, events) =>
    Promise.resolve(bootEvent(workspaceKey, events) ?? request<EventData>({op: 'loadEvent', workspaceKey, events})),
  session: (workspaceKey, session, holdToken) =>
    request<HoldTokenInfo>({op: 'session', workspaceKey, session, ...(holdToken ? {holdToken} : {})}),
  hold: (workspaceKey, holdToken, events, objects) => request<void>({op: 'hold', workspaceKey, holdToken, events, objects}),
  release: (workspaceKey, holdToken, events, objects) => request<void>({op: 'release', workspaceKey, holdToken, events, objects}),
};

const colourProbe = document.createElement('canvas').getContext('2d');

function makeHost(placeholders: Record<string, string>): Host {
  return {
    backend,
    placeholders,
    earlyInput: Boolean(boot),
    now: () => Date.now() + clockOffset,
    log: (kind, text) => log(kind, text),
    fired: (name, args) => {
      log('callback', `${name}(${args.map((arg) => describeValue(arg)).join(', ')})`, name);
      if (name === 'onChartRendered') status('rendered');
      if (name === 'onChartRenderingFailed') status('failed', 'Rendering failed');
    },
    isElement: (value) => value instanceof Element,
    target: (config) => {
      const {divId, container} = config;
      if (divId !== undefined && container !== undefined) return {error: 'Pass divId or container, not both.'};
      if (divId === undefined && container === undefined)
        return {error: 'Pass divId or container: the chart needs an element to render into.'};
      if (divId !== undefined) {
        if (typeof divId !== 'string') return {error: 'divId must be a string.'};
        const element = document.getElementById(divId);
        return element ? {element} : {error: `divId: no element has the id "${divId}".`};
      }
      return container instanceof Element
        ? {element: container}
        : {error: 'container must be a DOM element (a ref that is still null is not).'};
    },
    createView: (element, model) => {
      const view = new SvgView(element as HTMLElement, model, () => clockOffset);
      views.push(view);
      view.onSized = () => sayHeight();
      const chart = model as ChartModel;
      view.onStartOver = () => void chart.startOver().catch((error: unknown) => log('error', errorText(error)));
      if (!models.includes(chart)) {
        models.push(chart);
        chart.onChange = () => {
          send({
            type: 'state',
            runId,
            selected: chart.selectedLabels().slice(0, 20_000),
            ...(chart.session ? {holdToken: chart.session.token, expiresAt: Date.parse(chart.session.expiresAt)} : {}),
          });
        };
      }
      return view;
    },
    colour: (value) => {
      if (!colourProbe) return undefined;
      colourProbe.fillStyle = '#010203';
      colourProbe.fillStyle = value;
      const out = String(colourProbe.fillStyle);
      if (out === '#010203' && value.trim().toLowerCase() !== '#010203') return undefined;
      return /^#[0-9a-f]{6}$/.test(out) ? out : undefined;
    },
  };
}

/* ---- the frame's height ---- */

/** The height last said to the page. */
let saidHeight: number | undefined;

/**
 * Tells the page how tall this document wants to be: its height now, plus what each chart's map lacks of
 * its natural height (a map shortened to the room a taller frame would give it). Layout, not part of the
 * run: it goes out at once, also from a boot frame the page has not attached yet. While a chart is full
 * screen the frame keeps its height.
 */
function sayHeight(again = false): void {
  // Not before a run: a frame made for Run would first say the height of its empty page, and the frame would jump.
  if (runId === 0) return;
  const live = views.filter((view) => view.root.isConnected);
  if (live.some((view) => view.isFullScreen)) return;
  const missing = live.reduce((sum, view) => sum + Math.max(0, view.missingHeight()), 0);
  const height = Math.ceil(document.documentElement.getBoundingClientRect().height + missing);
  if (height === saidHeight && !again) return;
  saidHeight = height;
  post({type: 'size', height});
}

// The document's height changes with the sample's own page, the chart's loading line, the map and the countdown.
new ResizeObserver(() => sayHeight()).observe(document.documentElement);

/* ---- the reader's code ---- */

function capture(): void {
  for (const level of ['log', 'info', 'warn', 'error'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      original(...args);
      log(
        level === 'error' ? 'error' : level === 'warn' ? 'warning' : 'console',
        args.map((arg) => (typeof arg === 'string' ? arg : describeValue(arg))).join(' '),
      );
    };
  }
  window.addEventListener('error', (event) => {
    const text = event.error ? errorText(event.error) : event.message;
    log('error', `Uncaught ${text}`);
    status('error', text);
  });
  window.addEventListener('unhandledrejection', (event) => {
    log('error', `Unhandled rejection: ${errorText(event.reason)}`);
    status('error', errorText(event.reason));
  });
}

function execute(code: string, tessera: unknown): void {
  // The frame's own Content-Security-Policy allows this: the reader's code runs here and only here.
  const run = new Function('tessera', `"use strict";\n${code}`) as (t: unknown) => void;
  run(tessera);
}

/** Empty elements for the ids a JavaScript sample reaches for, said in the log, so the sample runs as written. */
function addStandIns(code: string): void {
  const ids = standInIds(code).filter((id) => !document.getElementById(id));
  const classes = [...code.matchAll(/querySelector\(\s*['"]\.([\w-]+)['"]\s*\)/g)].map((match) => match[1]);
  if (ids.length === 0 && classes.length === 0) return;
  const page = document.getElementById('page')!;
  for (const id of ids) {
    const node = document.createElement('div');
    node.id = id;
    node.className = id === 'chart' ? 'chart' : 'stand-in';
    if (id !== 'chart') node.dataset.name = `#${id}`;
    page.append(node);
  }
  for (const name of classes) {
    const node = document.createElement('div');
    node.className = `${name} chart`;
    page.append(node);
  }
  const named = [...ids.filter((id) => id !== 'chart').map((id) => `#${id}`), ...classes.map((name) => `.${name}`)];
  if (named.length > 0) log('note', `The sample uses elements of its page; the playground added empty ones: ${named.join(', ')}.`);
}

async function run(message: Extract<PageMessage, {type: 'run'}>): Promise<void> {
  runId = message.runId;
  clockOffset = message.clockOffset;
  document.documentElement.dataset.theme = message.colorScheme;
  const tessera = createTessera(makeHost(message.demo.placeholders));
  (window as unknown as {tessera: unknown}).tessera = tessera;
  capture();
  try {
    if (message.language === 'html') {
      const {body, scripts, skipped} = prepareHtml(message.source);
      document.getElementById('page')!.append(...body.map((node) => document.importNode(node, true)));
      for (const src of skipped) log('note', `<script src="${src}"> is not loaded: the frame reaches no network.`);
      for (const script of scripts) execute(script, tessera);
    } else {
      addStandIns(message.source);
      execute(message.source, tessera);
    }
  } catch (error) {
    log('error', `Uncaught ${errorText(error)}`);
    status('error', errorText(error));
    return;
  }
  if (models.length === 0) {
    setTimeout(() => {
      if (models.length === 0) log('note', 'The code ran without rendering a chart: call new tessera.SeatingChart({...}).render().');
    }, 0);
  }
}

/* ---- calls from the page's method and property controls ---- */

async function call(message: Extract<PageMessage, {type: 'call'}>): Promise<void> {
  const model = models.at(-1);
  const reply = (ok: boolean, text: string) => send({type: 'result', callId: message.callId, ok, text: clip(text)});
  if (!model) return reply(false, 'No chart has rendered yet.');
  const chart = model.facade as Record<string, unknown>;
  try {
    if (message.target === 'property') {
      if (message.name !== 'selectedObjects' && message.name !== 'holdToken') return reply(false, `Unknown property ${message.name}.`);
      return reply(true, describeValue(chart[message.name]));
    }
    const method = chart[message.name];
    if (typeof method !== 'function' || message.name === 'constructor' || message.name.startsWith('_'))
      return reply(false, `chart.${message.name} is not a method.`);
    const args = message.args.trim() === '' ? [] : (JSON.parse(`[${message.args}]`) as unknown[]);
    const result = await (method as (...a: unknown[]) => unknown).apply(chart, args);
    reply(true, describeValue(result));
  } catch (error) {
    reply(false, errorText(error));
  }
}

function sandboxEvent(event: SandboxEvent): void {
  if (event.kind === 'clock') clockOffset = event.offset;
  for (const model of models) {
    if (event.kind === 'status') model.statusChanged(event.eventKey, event.objects);
    if (event.kind === 'expired') model.tokenExpired(event.holdToken);
  }
}

/**
 * The page takes the boot run as its own: the sandbox's statuses of the demo event replace the
 * frame's copy (or, when the event differs in more than statuses, the page runs the code again),
 * then what the frame kept goes out, the session request first among the requests.
 */
async function attach(message: Extract<PageMessage, {type: 'attach'}>): Promise<void> {
  if (!boot || attached || attaching) return;
  attaching = true;
  clockOffset = message.clockOffset;
  document.documentElement.dataset.theme = message.colorScheme;
  const id = nextRequest++;
  const fresh = new Promise<EventData>((resolve, reject) => {
    pending.set(id, {resolve: resolve as (value: unknown) => void, reject});
    post({type: 'request', id, op: 'loadEvent', workspaceKey: boot.workspaceKey, events: boot.events});
  });
  let adopted: boolean;
  try {
    const data = await fresh;
    adopted = models.every((model) => model.rendered || !model.data || model.adoptEventData(data));
  } catch {
    adopted = false;
  }
  if (!adopted) return post({type: 'rerun'});
  attached = true;
  for (const kept of outbox.splice(0)) post(kept);
}

if (boot) {
  // Until the page says, the frame's colours follow the page's: an iframe's prefers-color-scheme is the color-scheme of the element that embeds it.
  const dark = window.matchMedia('(prefers-color-scheme: dark)');
  dark.addEventListener('change', () => {
    if (!attaching) document.documentElement.dataset.theme = dark.matches ? 'dark' : 'light';
  });
  void run({
    type: 'run',
    runId: BOOT_RUN,
    source: boot.source,
    language: 'js',
    colorScheme: dark.matches ? 'dark' : 'light',
    demo: {workspaceKey: boot.workspaceKey, eventKey: boot.events[0], placeholders: boot.placeholders},
    clockOffset: 0,
  });
}

window.addEventListener('message', (event) => {
  if (event.source !== parent) return;
  const message = parsePageMessage(event.data);
  if (!message) return;
  switch (message.type) {
    case 'hello':
      // The page's listener may have hydrated after the frame first said its height.
      sayHeight(true);
      if (boot && !attached) post({type: 'booted'});
      break;
    case 'attach':
      void attach(message);
      break;
    case 'run':
      if (runId === 0) void run(message);
      break;
    case 'response': {
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (!waiting) return;
      if (message.ok) waiting.resolve(message.value);
      else waiting.reject(new Error(message.error));
      break;
    }
    case 'call':
      void call(message);
      break;
    case 'sandbox':
      // Before attaching, the statuses the boot frame adopts are newer than any change.
      if (attached) sandboxEvent(message.event);
      break;
    case 'theme':
      document.documentElement.dataset.theme = message.colorScheme;
      break;
  }
});

post(boot ? {type: 'booted'} : {type: 'ready'});
