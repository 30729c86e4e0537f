/**
 * What the REST console keeps for the browser tab, in sessionStorage next to
 * the sandbox's own state: the last requests sent (the history) and the form
 * of each operation as the reader left it (drafts). Both are bounded, hold no
 * key (the reader's hosted-sandbox key lives in memory only, and the demo key
 * is filled in again), and anything unreadable in storage is dropped rather
 * than trusted.
 */
export const HISTORY_KEY = 'tessera-console:history';
export const DRAFTS_KEY = 'tessera-console:drafts';
/** Requests the history keeps, newest first. */
export const HISTORY_LIMIT = 10;
/** Operations whose form is kept; the least recently edited goes first. */
export const DRAFTS_LIMIT = 20;
/** Longest body kept in a history entry or draft; a longer one is not kept. */
export const MAX_KEPT_BODY = 16 * 1024;

/** The form of one operation, without the key. Parameter values by `in:name` (`path:eventKey`). */
export type ConsoleDraft = {params: Record<string, string>; body: string};

export type HistoryEntry = {
  operation: string;
  method: string;
  /** The path as sent, with its query string. */
  path: string;
  target: 'browser' | 'hosted';
  /** The status answered, or 0 when no answer came. */
  status: number;
  statusText: string;
  ms: number;
  /** When it was sent, in the reader's time (ms since 1970). */
  at: number;
  draft: ConsoleDraft;
};

/** The part of the Storage interface the console uses; sessionStorage in the browser. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function read(store: KeyValueStore | null, key: string): unknown {
  try {
    const text = store?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function write(store: KeyValueStore | null, key: string, value: unknown): void {
  try {
    store?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or switched off: the console works on without remembering.
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isRecordOfStrings = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(isString);

function asDraft(value: unknown): ConsoleDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const {params, body} = value as Record<string, unknown>;
  if (!isRecordOfStrings(params) || !isString(body) || body.length > MAX_KEPT_BODY) return null;
  return {params, body};
}

function asEntry(value: unknown): HistoryEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as Record<string, unknown>;
  const draft = asDraft(entry.draft);
  const numbers = [entry.status, entry.ms, entry.at].every((n) => typeof n === 'number' && Number.isFinite(n));
  if (!draft || !numbers || ![entry.operation, entry.method, entry.path, entry.statusText].every(isString)) return null;
  if (entry.target !== 'browser' && entry.target !== 'hosted') return null;
  return {
    operation: entry.operation as string,
    method: entry.method as string,
    path: entry.path as string,
    target: entry.target,
    status: entry.status as number,
    statusText: entry.statusText as string,
    ms: entry.ms as number,
    at: entry.at as number,
    draft,
  };
}

/** The tab's history, newest first; entries that do not read back are left out. */
export function readHistory(store: KeyValueStore | null): HistoryEntry[] {
  const value = read(store, HISTORY_KEY);
  if (!Array.isArray(value)) return [];
  return value
    .map(asEntry)
    .filter((entry): entry is HistoryEntry => entry !== null)
    .slice(0, HISTORY_LIMIT);
}

/** Adds a request to the front of the history and returns the new history. A body too long to keep is kept empty. */
export function addToHistory(store: KeyValueStore | null, entry: HistoryEntry): HistoryEntry[] {
  const kept = entry.draft.body.length > MAX_KEPT_BODY ? {...entry, draft: {...entry.draft, body: ''}} : entry;
  const history = [kept, ...readHistory(store)].slice(0, HISTORY_LIMIT);
  write(store, HISTORY_KEY, history);
  return history;
}

function readDrafts(store: KeyValueStore | null): Array<[string, ConsoleDraft]> {
  const value = read(store, DRAFTS_KEY);
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): Array<[string, ConsoleDraft]> => {
    if (!Array.isArray(item) || !isString(item[0])) return [];
    const draft = asDraft(item[1]);
    return draft ? [[item[0], draft]] : [];
  });
}

/** The form the reader left for an operation in this tab, if any. */
export function readDraft(store: KeyValueStore | null, operation: string): ConsoleDraft | null {
  return readDrafts(store).find(([id]) => id === operation)?.[1] ?? null;
}

/** Keeps an operation's form (most recent last); a body too long to keep is not kept, and the oldest draft goes past the limit. */
export function saveDraft(store: KeyValueStore | null, operation: string, draft: ConsoleDraft): void {
  const others = readDrafts(store).filter(([id]) => id !== operation);
  const next = draft.body.length > MAX_KEPT_BODY ? others : [...others, [operation, draft] as [string, ConsoleDraft]];
  write(store, DRAFTS_KEY, next.slice(-DRAFTS_LIMIT));
}

/** Forgets every draft and the history (Reset sandbox: the demo data they were made for is back as it was). */
export function clearConsoleSession(store: KeyValueStore | null): void {
  for (const key of [HISTORY_KEY, DRAFTS_KEY]) {
    try {
      store?.removeItem(key);
    } catch {
      // Nothing to forget.
    }
  }
}
