/**
 * Recent and favourite searches in localStorage.
 *
 * Storage is outside our control: it may be disabled (private modes throw on
 * access), full (QuotaExceededError), or hold anything another script or an
 * older version wrote under our keys. Every function here validates what it
 * reads, caps what it keeps, and never throws; the worst case is an empty list.
 */

export const RECENT_KEY = 'tessera-search-recent';
export const FAVORITES_KEY = 'tessera-search-favorites';
export const MAX_RECENT = 6;
export const MAX_FAVORITES = 10;
/** Longer queries are cut: nobody types more, and it bounds what one entry costs. */
export const MAX_QUERY_LENGTH = 120;

export type SavedSearches = {
  recent: string[];
  favorites: string[];
  /** Set when a search could not be added to the favourites: storage is full or turned off. */
  notSaved?: true;
};

/** The parts of the Storage interface we use, so tests can pass a fake. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** `window.localStorage`, or null when there is none or touching it throws. */
export function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function cleanQuery(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const query = value.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
  return query || null;
}

/** Keeps valid, distinct (case-insensitively) queries, first occurrence wins, at most `max`. */
function cleanList(values: readonly unknown[], max: number): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const value of values) {
    const query = cleanQuery(value);
    if (!query || seen.has(query.toLowerCase())) continue;
    seen.add(query.toLowerCase());
    list.push(query);
    if (list.length === max) break;
  }
  return list;
}

/** Reads one list; anything unexpected (bad JSON, wrong shape, storage errors) reads as empty or is skipped. */
export function readList(storage: StorageLike | null, key: string, max: number): string[] {
  if (!storage) return [];
  try {
    const raw = storage.getItem(key);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? cleanList(parsed, max) : [];
  } catch {
    return [];
  }
}

/**
 * Writes one list. When storage is full, drops the oldest entries and tries
 * again; returns false if even an empty list could not be written.
 */
export function writeList(storage: StorageLike | null, key: string, list: readonly string[]): boolean {
  if (!storage) return false;
  for (let keep = list.length; keep >= 0; keep = keep === 0 ? -1 : Math.floor(keep / 2)) {
    try {
      if (keep === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(list.slice(0, keep)));
      return keep === list.length;
    } catch {
      // Full or unavailable: try with fewer entries.
    }
  }
  return false;
}

export function readSaved(storage: StorageLike | null): SavedSearches {
  const favorites = readList(storage, FAVORITES_KEY, MAX_FAVORITES);
  const starred = new Set(favorites.map((query) => query.toLowerCase()));
  // A favourite is not also listed as recent.
  const recent = readList(storage, RECENT_KEY, MAX_RECENT).filter((query) => !starred.has(query.toLowerCase()));
  return {recent, favorites};
}

const without = (list: readonly string[], query: string) => list.filter((item) => item.toLowerCase() !== query.toLowerCase());

/** Records a search the reader acted on; the newest comes first. Favourites stay where they are. */
export function addRecent(storage: StorageLike | null, query: string): SavedSearches {
  const saved = readSaved(storage);
  const clean = cleanQuery(query);
  if (!clean || saved.favorites.some((item) => item.toLowerCase() === clean.toLowerCase())) return saved;
  const recent = cleanList([clean, ...without(saved.recent, clean)], MAX_RECENT);
  writeList(storage, RECENT_KEY, recent);
  return {...saved, recent};
}

export function removeRecent(storage: StorageLike | null, query: string): SavedSearches {
  const saved = readSaved(storage);
  const recent = without(saved.recent, query);
  writeList(storage, RECENT_KEY, recent);
  return {...saved, recent};
}

/**
 * Stars a recent search: it moves to the favourites and stays until removed.
 * All or nothing: when the whole list does not fit, the stored favourites
 * stay as they were (a list cut to fit would drop older ones without a word)
 * and the result says `notSaved`, for the dialog to tell the reader.
 */
export function addFavorite(storage: StorageLike | null, query: string): SavedSearches {
  const saved = readSaved(storage);
  const clean = cleanQuery(query);
  if (!clean) return saved;
  const favorites = cleanList([clean, ...without(saved.favorites, clean)], MAX_FAVORITES);
  try {
    if (!storage) return {...saved, notSaved: true};
    storage.setItem(FAVORITES_KEY, JSON.stringify(favorites));
  } catch {
    return {...saved, notSaved: true};
  }
  const recent = without(saved.recent, clean);
  writeList(storage, RECENT_KEY, recent);
  return {recent, favorites};
}

export function removeFavorite(storage: StorageLike | null, query: string): SavedSearches {
  const saved = readSaved(storage);
  const favorites = without(saved.favorites, query);
  writeList(storage, FAVORITES_KEY, favorites);
  return {...saved, favorites};
}
