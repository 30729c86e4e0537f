/**
 * Recent and favourite searches in localStorage, as DocSearch keeps them: the
 * pages the reader opened from search (newest first), and those they starred.
 *
 * Storage is outside our control: it may be disabled (private modes throw on
 * access), full (QuotaExceededError), or hold anything another script or an
 * older version wrote under our keys (earlier versions kept query strings).
 * Every function here validates what it reads, caps what it keeps, and never
 * throws; the worst case is an empty list.
 */

export const RECENT_KEY = 'tessera-search-recent';
export const FAVORITES_KEY = 'tessera-search-favorites';
export const MAX_RECENT = 6;
export const MAX_FAVORITES = 10;
/** Longer texts are cut: it bounds what one entry costs. */
export const MAX_TEXT_LENGTH = 160;
const MAX_URL_LENGTH = 400;

/** A page opened from search: where it leads and how it was shown. */
export type SavedPage = {
  /** Site path, with `#anchor` when a section was opened. */
  url: string;
  title: string;
  /** The section's heading, when a section rather than the top of the page was opened. */
  heading?: string;
  /** Where the page sits ("Renderer › Pricing"). */
  crumb?: string;
};

export type SavedSearches = {
  recent: SavedPage[];
  favorites: SavedPage[];
  /** Why a page could not be added to the favourites: storage is full or turned off, or the list is full. */
  notSaved?: 'storage' | 'limit';
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

const cleanText = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT_LENGTH).trim();
  return text || null;
};

/** A saved page as stored, or null. Only site paths are kept: an entry cannot lead off the site or run script. */
export function cleanPage(value: unknown): SavedPage | null {
  if (!value || typeof value !== 'object') return null;
  const entry = value as Record<string, unknown>;
  const url = typeof entry.url === 'string' ? entry.url.trim() : '';
  const title = cleanText(entry.title);
  if (!title || url.length > MAX_URL_LENGTH || !/^\/(?!\/)[^\s\\]*$/.test(url)) return null;
  const heading = cleanText(entry.heading);
  const crumb = cleanText(entry.crumb);
  return {url, title, ...(heading ? {heading} : {}), ...(crumb ? {crumb} : {})};
}

/** Keeps valid, distinct (by URL) pages, first occurrence wins, at most `max`. */
function cleanList(values: readonly unknown[], max: number): SavedPage[] {
  const seen = new Set<string>();
  const list: SavedPage[] = [];
  for (const value of values) {
    const page = cleanPage(value);
    if (!page || seen.has(page.url)) continue;
    seen.add(page.url);
    list.push(page);
    if (list.length === max) break;
  }
  return list;
}

/** Reads one list; anything unexpected (bad JSON, wrong shape, storage errors) reads as empty or is skipped. */
export function readList(storage: StorageLike | null, key: string, max: number): SavedPage[] {
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
 * Writes the recent list. When storage is full, drops the oldest entries and
 * tries again (recent pages are a convenience); returns false if even an
 * empty list could not be written.
 */
export function writeList(storage: StorageLike | null, key: string, list: readonly SavedPage[]): boolean {
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
  const starred = new Set(favorites.map((page) => page.url));
  // A favourite is not also listed as recent.
  const recent = readList(storage, RECENT_KEY, MAX_RECENT).filter((page) => !starred.has(page.url));
  return {recent, favorites};
}

const without = (list: readonly SavedPage[], url: string) => list.filter((item) => item.url !== url);

/** Records a page opened from search; the newest comes first. Favourites stay where they are. */
export function addRecent(storage: StorageLike | null, page: SavedPage): SavedSearches {
  const saved = readSaved(storage);
  const clean = cleanPage(page);
  if (!clean || saved.favorites.some((item) => item.url === clean.url)) return saved;
  const recent = cleanList([clean, ...without(saved.recent, clean.url)], MAX_RECENT);
  writeList(storage, RECENT_KEY, recent);
  return {...saved, recent};
}

export function removeRecent(storage: StorageLike | null, url: string): SavedSearches {
  const saved = readSaved(storage);
  const recent = without(saved.recent, url);
  writeList(storage, RECENT_KEY, recent);
  return {...saved, recent};
}

/**
 * Stars a recent page: it moves to the favourites and stays until removed.
 * All or nothing: when the whole list does not fit, the stored favourites
 * stay as they were (a list cut to fit would drop older ones without a word)
 * and the result says `notSaved`, for the dialog to tell the reader. With
 * MAX_FAVORITES already starred, nothing gives way either: the reader removes
 * one first.
 */
export function addFavorite(storage: StorageLike | null, url: string): SavedSearches {
  const saved = readSaved(storage);
  const page = saved.recent.find((item) => item.url === url);
  if (!page) return saved;
  if (saved.favorites.length >= MAX_FAVORITES) return {...saved, notSaved: 'limit'};
  const favorites = [page, ...saved.favorites];
  try {
    if (!storage) return {...saved, notSaved: 'storage'};
    storage.setItem(FAVORITES_KEY, JSON.stringify(favorites));
  } catch {
    return {...saved, notSaved: 'storage'};
  }
  const recent = without(saved.recent, url);
  writeList(storage, RECENT_KEY, recent);
  return {recent, favorites};
}

export function removeFavorite(storage: StorageLike | null, url: string): SavedSearches {
  const saved = readSaved(storage);
  const favorites = without(saved.favorites, url);
  writeList(storage, FAVORITES_KEY, favorites);
  return {...saved, favorites};
}
