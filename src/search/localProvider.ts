/**
 * The default provider: the site's own index, searched in the browser with
 * MiniSearch and ranked by our rules (src/search/ranking.ts).
 */
import {excerpt, highlight} from './highlight';
import {FIELD_BOOSTS} from './indexFormat';
import type {PageFragment} from './indexFormat';
import {LocalIndex, type Fetcher, type LoadedCore} from './localIndex';
import {planQuery, planSearchOptions} from './queryPlan';
import {groupByPage, rankCandidates, type Candidate} from './ranking';
import {normalizeForMatch} from './tokenize';
import type {SearchGroup, SearchProvider, SearchRequestOptions, SearchResponse} from './types';

/** Changelog posts rank below docs pages that match as well: the docs hold the current answer. */
export const NON_DOCS_WEIGHT = 0.6;

type LocalCandidate = Candidate & {id: number; page: number; terms: string[]};

function abortIfNeeded(signal?: AbortSignal): void {
  if (signal?.aborted) throw new DOMException('The search was superseded', 'AbortError');
}

/** The query's plan against the loaded term list. */
export const planFor = (loaded: LoadedCore, query: string) => planQuery(query, (term) => loaded.expand(term).length > 0);

/** Ranked results of one query, once `index.prepare` loaded the shards its plan needs. */
export function searchLoaded(index: LocalIndex, loaded: LoadedCore, query: string, plan = planFor(loaded, query)): LocalCandidate[] {
  const engine = index.engine(loaded);
  const options = {...planSearchOptions, boost: FIELD_BOOSTS};
  const results = engine.search(plan.query, options);
  const candidates = results.map((result): LocalCandidate => {
    const id = result.id as number;
    const page = loaded.core.sections[id][0];
    const [, title, , tag] = loaded.core.pages[page];
    return {
      id,
      page,
      pageKey: String(page),
      title,
      heading: index.heading(loaded, id),
      score: result.score,
      weight: loaded.core.tags[tag]?.startsWith('docs-') ? 1 : NON_DOCS_WEIGHT,
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
      const blank = new Set(loaded.core.blank);
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
              const anchor = index.anchor(loaded, item.id);
              const fragment = fragments[g];
              const text = fragment?.texts[item.id - loaded.pageStart[item.page]] ?? '';
              return {
                id: String(item.id),
                url: anchor ? `${url}#${anchor}` : url,
                heading: item.heading ? highlight(item.heading, terms) : null,
                excerpt: excerpt(text, terms),
                ...(fragment === null && !blank.has(item.id) ? {excerptPending: true} : {}),
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
