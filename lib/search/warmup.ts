/**
 * The first two fetches of the local index (manifest, then core), started by
 * the navbar button while the dialog's code is still loading, and picked up by
 * the index loader. Tiny and dependency-free, so the button can import it
 * without pulling search code into every page.
 */
export type Fetcher = (url: string, init?: RequestInit) => Promise<Response>;

/** The page's fetch, as one function, so the button's fetches and the index loader's share a cache. */
export const browserFetch: Fetcher = (url, init) => fetch(url, init);

/** Fetches and parses one JSON file; an HTTP error status is a failure. */
export async function fetchJson<T>(fetcher: Fetcher, url: string, init?: RequestInit): Promise<T> {
  const response = await fetcher(url, init);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** Memoises a promise; a rejected one is dropped so a retry starts over. */
export function remember<K, V>(cache: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
  let promise = cache.get(key);
  if (!promise) {
    promise = load();
    cache.set(key, promise);
    promise.catch(() => cache.delete(key));
  }
  return promise;
}

const started = new WeakMap<Fetcher, Map<string, Promise<unknown>>>();

/** Fetches and parses JSON once per fetcher and URL; a failure is forgotten, so a retry fetches again. */
export function fetchJsonOnce<T>(url: string, fetcher: Fetcher, init?: RequestInit): Promise<T> {
  let cache = started.get(fetcher);
  if (!cache) started.set(fetcher, (cache = new Map()));
  return remember(cache, url, () => fetchJson(fetcher, url, init)) as Promise<T>;
}

/** The folder URL of the index files, from the manifest's URL. */
export const indexBase = (manifestUrl: string): string => manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);

/** Starts loading the manifest and the core of the index at `manifestUrl`. Never throws. */
export function warmLocalIndex(manifestUrl: string): void {
  fetchJsonOnce<{index: string}>(manifestUrl, browserFetch, {cache: 'no-cache'})
    .then((manifest) => fetchJsonOnce(indexBase(manifestUrl) + manifest.index, browserFetch))
    .catch(() => {
      // The dialog reports failures when the reader searches.
    });
}
