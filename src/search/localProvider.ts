/**
 * The default provider: the site's own index, searched in the browser with
 * MiniSearch and ranked by our rules (src/search/ranking.ts).
 */
import {excerpt, highlight} from './highlight';
import type {PageFragment} from './indexFormat';
import {LocalIndex, type Fetcher, type LoadedCore} from './localIndex';
import {planQuery, planSearchOptions} from './queryPlan';
import {groupByPage, rankCandidates, type Candidate} from './ranking';
import {normalizeForMatch} from './tokenize';
import type {SearchGroup, SearchProvider, SearchRequestOptions, SearchResponse} from './types';

type LocalCandidate = Candidate & {id: number; page: number; terms: string[]};

function abortIfNeeded(signal?: AbortSignal): void {
  if (signal?.aborted) throw new DOMException('The search was superseded', 'AbortError');
}

/** The query's plan against the loaded term list. */
export const planFor = (loaded: LoadedCore, query: string) => planQuery(query, (term) => loaded.expand(term).length > 0);

/** Ranked results of one query, once `index.prepare` loaded the shards its plan needs. */
export function searchLoaded(index: LocalIndex, loaded: LoadedCore, query: string, plan = planFor(loaded, query)): LocalCandidate[] {
  const engine = index.engine(loaded);
  const results = engine.search(plan.query, planSearchOptions);
  const candidates = results.map((result): LocalCandidate => {
    const id = result.id as number;
    const page = loaded.core.sections[id][0];
    const title = loaded.core.pages[page][1];
    return {
      id,
      page,
      pageKey: String(page),
      title,
      heading: index.heading(loaded, id),
      score: result.score,
      weight: index.pageWeight(loaded, page),
      terms: result.terms,
    };
  });
  return rankCandidates(query, candidates, (text) => {
    let value = loaded.normalized.get(text);
    if (value === undefined) loaded.normalized.set(text, (value = normalizeForMatch(text)));
    return value;
  });
}

export function createLocalProvider(manifestUrl: string, fetcher: Fetcher): SearchProvider {
  const index = new LocalIndex(manifestUrl, fetcher);
  return {
    kind: 'local',
    prefetch() {
      index.load().catch(() => {
        // Reported when the reader searches; a prefetch never shows an error.
      });
    },
    async search(query: string, options: SearchRequestOptions): Promise<SearchResponse> {
      if (planQuery(query).words.length === 0) return {query, total: 0, totalGroups: 0, groups: []};
      const loaded = await index.load();
      const plan = planFor(loaded, query);
      await index.prepare(loaded, plan.terms);
      abortIfNeeded(options.signal);
      const ranked = searchLoaded(index, loaded, query, plan);
      const {groups, totalGroups} = groupByPage(ranked, options.sectionsPerGroup, options.maxGroups);
      // Texts missing: null while loading, undefined when they could not be fetched.
      const respond = (fragments: (PageFragment | null | undefined)[]): SearchResponse => ({
        query,
        total: ranked.length,
        totalGroups,
        groups: groups.map(({items}, g): SearchGroup => {
          const [url, title, crumb] = loaded.core.pages[items[0].page];
          const groupTerms = new Set(items.flatMap((item) => item.terms));
          return {
            pageUrl: url,
            pageTitle: highlight(title, groupTerms),
            crumb: loaded.core.crumbs[crumb] ?? '',
            sections: items.map((item) => {
              const terms = new Set(item.terms);
              const fragment = fragments[g];
              return {
                id: String(item.id),
                url: index.sectionUrl(loaded, item.id),
                heading: item.heading ? highlight(item.heading, terms) : null,
                excerpt: excerpt(index.sectionText(loaded, fragment, item.id), terms),
                ...(fragment === null && !loaded.blank.has(item.id) ? {excerptPending: true} : {}),
              };
            }),
          };
        }),
      });
      const ready = groups.map(({items}) => index.loadedFragment(items[0].page) ?? null);
      if (ready.every(Boolean)) return respond(ready);
      // Results now, excerpts when their page texts arrive (one more round trip).
      const complete = Promise.all(groups.map(({items}) => index.fragment(loaded, items[0].page))).then((fragments) =>
        respond(fragments.map((fragment) => fragment ?? undefined)),
      );
      return {...respond(ready), complete};
    },
  };
}
