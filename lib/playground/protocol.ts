/**
 * The messages between the playground page and its chart frame. The frame is an
 * iframe with `sandbox="allow-scripts"` (an opaque origin): the reader's code
 * runs there, so the page treats everything the frame sends as untrusted, and
 * the frame accepts only what its parent sends. Both sides pass every message
 * through the parser of its direction; anything else is dropped. A message is
 * plain data (structured-clone safe), each string and list bounded.
 *
 * Hand-written checks rather than a schema library: zod decides at run time
 * whether it may compile validators with `new Function`, which the site's
 * Content-Security-Policy forbids.
 */
import {readFrameSize} from './frameSize';

/** Longest source a run may carry (characters). */
export const MAX_SOURCE = 100_000;
/** Longest text of one log entry; the frame cuts longer ones before sending. */
export const MAX_LOG_TEXT = 4_000;
/** Most objects one hold, release or status message may name. */
export const MAX_OBJECTS = 20_000;
/**
 * The run of the frame the page is served with (`/playground-frame.html#boot`): it starts the
 * starter by itself, from its own copy of the demo event, before the page's scripts have loaded,
 * and waits for the page to attach to it (`hello`, `booted`, `attach`).
 */
export const BOOT_RUN = 1;
const MAX_LABEL = 200;
const MAX_KEY = 200;

export type SampleLanguage = 'js' | 'html';
export type ColorScheme = 'light' | 'dark';
export type LogKind = 'callback' | 'warning' | 'error' | 'console' | 'note';
export type LogEntry = {kind: LogKind; name?: string; text: string};

/** An object a hold or release names: a seat, table or booth by label, or places of an area. */
export type ObjectRef = {label: string; amount?: number; ticketType?: string};

export type BackendRequest =
  | {op: 'loadEvent'; workspaceKey: string; events: string[]}
  | {op: 'session'; workspaceKey: string; session: 'continue' | 'start' | 'manual'; holdToken?: string}
  | {op: 'hold' | 'release'; workspaceKey: string; holdToken: string; events: string[]; objects: ObjectRef[]};

export type FrameMessage =
  | {type: 'ready'}
  /** The boot frame runs the starter as BOOT_RUN and waits for `attach`; sent when it starts and in answer to `hello`. */
  | {type: 'booted'}
  /** The sandbox's event differs from the boot frame's copy in more than statuses: the page runs the code again. */
  | {type: 'rerun'}
  | ({type: 'request'; id: number} & BackendRequest)
  | {type: 'log'; runId: number; entry: LogEntry}
  | {type: 'status'; runId: number; state: 'rendered' | 'failed' | 'error'; message?: string}
  | {type: 'state'; runId: number; selected: string[]; holdToken?: string; expiresAt?: number}
  | {type: 'result'; callId: number; ok: boolean; text: string}
  /**
   * The height (CSS px) the frame's document wants: layout, not part of a run, so a boot frame sends it
   * before the page attaches, and again on `hello`. The page clamps it (./frameSize).
   */
  | {type: 'size'; height: number};

export type SandboxEvent =
  | {kind: 'status'; eventKey: string; objects: {label: string; status: string; holdToken?: string}[]}
  | {kind: 'expired'; holdToken: string}
  /** The sandbox clock minus the page's clock, in ms; countdowns run on the sandbox clock. */
  | {kind: 'clock'; offset: number};

export type PageMessage =
  | {
      type: 'run';
      runId: number;
      source: string;
      language: SampleLanguage;
      colorScheme: ColorScheme;
      /** The demo workspace's public key and event; samples' placeholder keys stand for them. */
      demo: {workspaceKey: string; eventKey: string; placeholders: Record<string, string>};
      clockOffset: number;
    }
  | {type: 'response'; id: number; ok: true; value: unknown}
  | {type: 'response'; id: number; ok: false; error: string}
  | {type: 'call'; callId: number; target: 'method' | 'property'; name: string; args: string}
  | {type: 'sandbox'; event: SandboxEvent}
  | {type: 'theme'; colorScheme: ColorScheme}
  /** To the boot frame: answer with `booted` if you are one. */
  | {type: 'hello'}
  /** To the boot frame: the page takes BOOT_RUN as its run; from now on the sandbox answers its requests. */
  | {type: 'attach'; colorScheme: ColorScheme; clockOffset: number};

/* ---- checks ---- */

type Rec = Record<string, unknown>;
const isRecord = (value: unknown): value is Rec => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const optional = <T>(value: unknown, check: (v: unknown) => v is T): boolean => value === undefined || check(value);
const stringList = (value: unknown, maxItems: number, maxLength: number): value is string[] =>
  Array.isArray(value) && value.length <= maxItems && value.every((item) => isString(item, maxLength));
const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): value is T =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value);
/** Only the listed keys (and `type`): an unexpected field means the message is not one of ours. */
const onlyKeys = (value: Rec, keys: string[]): boolean => Object.keys(value).every((key) => key === 'type' || keys.includes(key));

const LOG_KINDS = ['callback', 'warning', 'error', 'console', 'note'] as const;

function isObjectRef(value: unknown): value is ObjectRef {
  return (
    isRecord(value) &&
    onlyKeys(value, ['label', 'amount', 'ticketType']) &&
    isString(value.label, MAX_LABEL) &&
    value.label !== '' &&
    optional(value.amount, (v): v is number => isId(v) && (v as number) > 0) &&
    optional(value.ticketType, (v): v is string => isString(v, MAX_KEY))
  );
}

function isRequest(m: Rec): boolean {
  if (!isId(m.id) || !isString(m.workspaceKey, MAX_KEY)) return false;
  switch (m.op) {
    case 'loadEvent':
      return onlyKeys(m, ['id', 'op', 'workspaceKey', 'events']) && stringList(m.events, 100, MAX_KEY);
    case 'session':
      return (
        onlyKeys(m, ['id', 'op', 'workspaceKey', 'session', 'holdToken']) &&
        oneOf(m.session, ['continue', 'start', 'manual'] as const) &&
        optional(m.holdToken, (v): v is string => isString(v, MAX_KEY))
      );
    case 'hold':
    case 'release':
      return (
        onlyKeys(m, ['id', 'op', 'workspaceKey', 'holdToken', 'events', 'objects']) &&
        isString(m.holdToken, MAX_KEY) &&
        stringList(m.events, 100, MAX_KEY) &&
        Array.isArray(m.objects) &&
        m.objects.length > 0 &&
        m.objects.length <= MAX_OBJECTS &&
        m.objects.every(isObjectRef)
      );
    default:
      return false;
  }
}

/** A message from the frame, or null when it is not one the page accepts. */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  if (!isRecord(data)) return null;
  const m = data;
  switch (m.type) {
    case 'ready':
    case 'booted':
    case 'rerun':
      return onlyKeys(m, []) ? (m as FrameMessage) : null;
    case 'request':
      return isRequest(m) ? (m as FrameMessage) : null;
    case 'log': {
      const entry = m.entry;
      const ok =
        onlyKeys(m, ['runId', 'entry']) &&
        isId(m.runId) &&
        isRecord(entry) &&
        onlyKeys(entry, ['kind', 'name', 'text']) &&
        oneOf(entry.kind, LOG_KINDS) &&
        optional(entry.name, (v): v is string => isString(v, MAX_KEY)) &&
        isString(entry.text, MAX_LOG_TEXT);
      return ok ? (m as FrameMessage) : null;
    }
    case 'status':
      return onlyKeys(m, ['runId', 'state', 'message']) &&
        isId(m.runId) &&
        oneOf(m.state, ['rendered', 'failed', 'error'] as const) &&
        optional(m.message, (v): v is string => isString(v, MAX_LOG_TEXT))
        ? (m as FrameMessage)
        : null;
    case 'state':
      return onlyKeys(m, ['runId', 'selected', 'holdToken', 'expiresAt']) &&
        isId(m.runId) &&
        stringList(m.selected, MAX_OBJECTS, MAX_LABEL) &&
        optional(m.holdToken, (v): v is string => isString(v, MAX_KEY)) &&
        optional(m.expiresAt, isFiniteNumber)
        ? (m as FrameMessage)
        : null;
    case 'size':
      return readFrameSize(m) === undefined ? null : (m as FrameMessage);
    case 'result':
      return onlyKeys(m, ['callId', 'ok', 'text']) && isId(m.callId) && typeof m.ok === 'boolean' && isString(m.text, MAX_LOG_TEXT)
        ? (m as FrameMessage)
        : null;
    default:
      return null;
  }
}

function isSandboxEvent(value: unknown): value is SandboxEvent {
  if (!isRecord(value)) return false;
  switch (value.kind) {
    case 'status':
      return (
        onlyKeys(value, ['kind', 'eventKey', 'objects']) &&
        isString(value.eventKey, MAX_KEY) &&
        Array.isArray(value.objects) &&
        value.objects.length <= MAX_OBJECTS &&
        value.objects.every(
          (o) =>
            isRecord(o) &&
            onlyKeys(o, ['label', 'status', 'holdToken']) &&
            isString(o.label, MAX_LABEL) &&
            isString(o.status, MAX_KEY) &&
            optional(o.holdToken, (v): v is string => isString(v, MAX_KEY)),
        )
      );
    case 'expired':
      return onlyKeys(value, ['kind', 'holdToken']) && isString(value.holdToken, MAX_KEY);
    case 'clock':
      return onlyKeys(value, ['kind', 'offset']) && isFiniteNumber(value.offset);
    default:
      return false;
  }
}

/** A message from the page, or null when it is not one the frame accepts. */
export function parsePageMessage(data: unknown): PageMessage | null {
  if (!isRecord(data)) return null;
  const m = data;
  switch (m.type) {
    case 'run': {
      const demo = m.demo;
      const ok =
        onlyKeys(m, ['runId', 'source', 'language', 'colorScheme', 'demo', 'clockOffset']) &&
        isId(m.runId) &&
        isString(m.source, MAX_SOURCE) &&
        oneOf(m.language, ['js', 'html'] as const) &&
        oneOf(m.colorScheme, ['light', 'dark'] as const) &&
        isFiniteNumber(m.clockOffset) &&
        isRecord(demo) &&
        onlyKeys(demo, ['workspaceKey', 'eventKey', 'placeholders']) &&
        isString(demo.workspaceKey, MAX_KEY) &&
        isString(demo.eventKey, MAX_KEY) &&
        isRecord(demo.placeholders) &&
        Object.keys(demo.placeholders).length <= 50 &&
        Object.entries(demo.placeholders).every(([key, value]) => isString(key, MAX_KEY) && isString(value, MAX_KEY));
      return ok ? (m as PageMessage) : null;
    }
    case 'response':
      if (!isId(m.id) || typeof m.ok !== 'boolean') return null;
      if (m.ok) return onlyKeys(m, ['id', 'ok', 'value']) ? (m as PageMessage) : null;
      return onlyKeys(m, ['id', 'ok', 'error']) && isString(m.error, MAX_LOG_TEXT) ? (m as PageMessage) : null;
    case 'call':
      return onlyKeys(m, ['callId', 'target', 'name', 'args']) &&
        isId(m.callId) &&
        oneOf(m.target, ['method', 'property'] as const) &&
        isString(m.name, 100) &&
        /^[A-Za-z]+$/.test(m.name as string) &&
        isString(m.args, 10_000)
        ? (m as PageMessage)
        : null;
    case 'sandbox':
      return onlyKeys(m, ['event']) && isSandboxEvent(m.event) ? (m as PageMessage) : null;
    case 'theme':
      return onlyKeys(m, ['colorScheme']) && oneOf(m.colorScheme, ['light', 'dark'] as const) ? (m as PageMessage) : null;
    case 'hello':
      return onlyKeys(m, []) ? (m as PageMessage) : null;
    case 'attach':
      return onlyKeys(m, ['colorScheme', 'clockOffset']) &&
        oneOf(m.colorScheme, ['light', 'dark'] as const) &&
        isFiniteNumber(m.clockOffset)
        ? (m as PageMessage)
        : null;
    default:
      return null;
  }
}

/** Cuts a text to what a log entry may carry, saying so. */
export function clip(text: string, max = MAX_LOG_TEXT): string {
  return text.length <= max ? text : `${text.slice(0, max - 13)} … (cut off)`;
}
