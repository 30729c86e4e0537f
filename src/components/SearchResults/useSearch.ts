/**
 * React glue shared by the modal and the /search page: the page's provider
 * and the state of the current query. The newest query always wins; an
 * answer to an older one is dropped.
 */
import {useCallback, useEffect, useMemo, useState} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {getProvider} from '@site/lib/search/providers';
import {
  SEARCH_PLUGIN_NAME,
  type SearchGlobalData,
  type SearchProvider,
  type SearchRequestOptions,
  type SearchResponse,
} from '@site/lib/search/types';

export function useSearchProvider(): SearchProvider {
  const data = usePluginData(SEARCH_PLUGIN_NAME) as SearchGlobalData;
  return useMemo(() => getProvider(data), [data]);
}

export type SearchState =
  | {status: 'idle'}
  /** `previous` keeps the last results on screen while the next ones load, so nothing jumps. */
  | {status: 'loading'; previous: SearchResponse | null}
  | {status: 'done'; response: SearchResponse}
  | {status: 'error'; query: string};

export type UseSearchOptions = Omit<SearchRequestOptions, 'signal'> & {
  /** Wait this long after the last keystroke (hosted search only; the local index answers at once). */
  debounceMs?: number;
};

type Outcome = {key: string; response: SearchResponse | null};

export function useSearch(
  provider: SearchProvider,
  query: string,
  {maxGroups, sectionsPerGroup, debounceMs = 0}: UseSearchOptions,
): {state: SearchState; retry: () => void} {
  const [attempt, setAttempt] = useState(0);
  // The answer to the newest request, tagged with that request; anything else on screen is derived.
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const trimmed = query.trim();
  const key = JSON.stringify([query, maxGroups, sectionsPerGroup, attempt]);

  useEffect(() => {
    if (!trimmed) return undefined;
    const controller = new AbortController();
    const run = () => {
      provider.search(query, {maxGroups, sectionsPerGroup, signal: controller.signal}).then(
        (response) => {
          if (controller.signal.aborted) return;
          setOutcome({key, response});
          response.complete?.then((full) => {
            if (!controller.signal.aborted) setOutcome({key, response: full});
          });
        },
        () => {
          if (!controller.signal.aborted) setOutcome({key, response: null});
        },
      );
    };
    const timer = debounceMs > 0 ? window.setTimeout(run, debounceMs) : undefined;
    if (timer === undefined) run();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [provider, query, trimmed, maxGroups, sectionsPerGroup, debounceMs, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  let state: SearchState;
  if (!trimmed) state = {status: 'idle'};
  else if (outcome?.key !== key) state = {status: 'loading', previous: outcome?.response ?? null};
  else if (outcome.response) state = {status: 'done', response: outcome.response};
  else state = {status: 'error', query: trimmed};
  return {state, retry};
}

/** The results to show for a state: the current ones, or the previous ones while loading. */
export function visibleResponse(state: SearchState): SearchResponse | null {
  if (state.status === 'done') return state.response;
  if (state.status === 'loading') return state.previous;
  return null;
}
