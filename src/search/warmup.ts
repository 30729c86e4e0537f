/**
 * The first two fetches of the local index (manifest, then core), started by
 * the navbar button while the dialog's code is still loading, and picked up by
 * the index loader. Tiny and dependency-free, so the button can import it
 * without pulling search code into every page.
 */
export type Fetcher = (url: string, init?: RequestInit) => Promise<Response>;

/** The page's fetch, as one function, so the button's fetches and the index loader's share a cache. */
export const browserFetch: Fetcher = (url, init) => fetch(url, init);

const started = new WeakMap<Fetcher, Map<string, Promise<unknown>>>();

/** Fetches and parses JSON once per fetcher and URL; a failure is forgotten, so a retry fetches again. */
export function fetchJsonOnce<T>(url: string, fetcher: Fetcher, init?: RequestInit): Promise<T> {
  let cache = started.get(fetcher);
  if (!cache) started.set(fetcher, (cache = new Map()));
  let promise = cache.get(url);
  if (!promise) {
    promise = fetcher(url, init).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.json();
    });
    cache.set(url, promise);
    promise.catch(() => cache.delete(url));
  }
  return promise as Promise<T>;
}

/** Starts loading the manifest and the core of the index at `manifestUrl`. Never throws. */
export function warmLocalIndex(manifestUrl: string): void {
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  fetchJsonOnce<{index: string}>(manifestUrl, browserFetch, {cache: 'no-cache'})
    .then((manifest) => fetchJsonOnce(base + manifest.index, browserFetch))
    .catch(() => {
      // The dialog reports failures when the reader searches.
    });
}
