/**
 * Loads the local index lazily and keeps it in memory: the manifest and the
 * core on first use, postings shards and page fragments as queries need them.
 * Work is lazy too: a term is scored the first time a query matches it, and
 * a page's anchors are derived when it is shown. A failed fetch is
 * forgotten, so the next attempt (the reader's "Try again") fetches again.
 * Caches keyed by what readers type are bounded (the ask server runs for weeks).
 */
import {scoreTerm, type TermScores} from './engine';
import {
  pageAnchors,
  type AnswerExtras,
  type CodeSample,
  type CompactIndex,
  type PageFragment,
  type PostingsShard,
  type SearchManifest,
} from './indexFormat';
import {LruCache} from './lru';
import {shardOf} from './postings';
import {planQuery, type PlannedTerm, type QueryPlan, type Vocabulary} from './queryPlan';
import {DEPRECATED_WEIGHT, NON_DOCS_WEIGHT} from './rankingKnobs';
import type {MatchSource} from './search';
import {expandTerm, lowerBound, termsByLength, type Expansion} from './termLookup';
import {fetchJson, fetchJsonOnce, indexBase, remember, type Fetcher} from './warmup';

export type {Fetcher};

export type LoadedCore = {
  core: CompactIndex;
  terms: string[];
  /** Id of each page's first section (and one past the last page); a page's sections are contiguous. */
  pageStart: number[];
  vocabulary: Vocabulary;
  /** Index terms a planned term matches; cached across keystrokes. */
  expand: (term: PlannedTerm) => Expansion[];
  /** Sections without text (nothing to excerpt or quote). */
  blank: ReadonlySet<number>;
  /** Pages about something deprecated or removed. */
  deprecated: ReadonlySet<number>;
};

/** Planned terms whose expansions are kept, and scored terms. */
const EXPANSIONS_KEPT = 1000;
const SCORES_KEPT = 4000;

export class LocalIndex {
  private readonly base: string;
  private readonly cores = new Map<'core', Promise<LoadedCore>>();
  private readonly shards = new Map<number, Promise<void>>();
  private readonly fragments = new Map<number, Promise<PageFragment>>();
  private readonly extras = new Map<number, Promise<AnswerExtras>>();
  /** Postings rows of the loaded shards, by term index (bounded by the index itself). */
  private readonly postings = new Map<number, number[]>();
  private readonly scored = new LruCache<number, TermScores>(SCORES_KEPT);
  private readonly anchors = new Map<number, string[]>();
  /** Fragments already here, for results that can show their excerpts at once. */
  private readonly loadedFragments = new Map<number, PageFragment>();

  constructor(
    private readonly manifestUrl: string,
    private readonly fetcher: Fetcher,
  ) {
    this.base = indexBase(manifestUrl);
  }

  /**
   * The manifest (always revalidated: it is the one file not named by its
   * content) and the core; the search button may have started both already.
   */
  load(): Promise<LoadedCore> {
    return remember(this.cores, 'core', async () => {
      const manifest = await fetchJsonOnce<SearchManifest>(this.manifestUrl, this.fetcher, {cache: 'no-cache'});
      const core = await fetchJsonOnce<CompactIndex>(this.base + manifest.index, this.fetcher);
      if (core.v !== manifest.v) throw new Error(`Search index version ${String(core.v)} does not match the manifest`);
      const pageStart: number[] = [];
      core.sections.forEach(([page], id) => {
        pageStart[page] ??= id;
      });
      pageStart.push(core.sections.length);
      const terms = core.terms ? core.terms.split(' ') : [];
      const byLength = termsByLength(terms);
      // Keyed by what readers (or the ask server's clients) type: bounded, so new words cannot grow it without end.
      const expansions = new LruCache<string, Expansion[]>(EXPANSIONS_KEPT);
      const expand = (planned: PlannedTerm) => {
        const key = `${planned.term} ${planned.prefix} ${planned.fuzzy}`;
        let found = expansions.get(key);
        if (!found) expansions.set(key, (found = expandTerm(terms, planned, byLength)));
        return found;
      };
      const has = (term: string) => terms[lowerBound(terms, term)] === term;
      return {
        core,
        terms,
        pageStart,
        vocabulary: {has, synonyms: core.synonyms},
        expand,
        blank: new Set(core.blank),
        deprecated: new Set(core.deprecated),
      };
    });
  }

  /** The plan of a query against this index's vocabulary. */
  plan(loaded: LoadedCore, query: string, typing?: boolean): QueryPlan {
    return planQuery(query, loaded.vocabulary, typing);
  }

  /** Loads the shards holding every index term the planned terms can match. */
  async prepare(loaded: LoadedCore, planned: readonly PlannedTerm[]): Promise<void> {
    const shards = new Set<number>();
    for (const term of planned) {
      for (const {index} of loaded.expand(term)) if (!this.postings.has(index)) shards.add(shardOf(loaded.core.shards, index));
    }
    await Promise.all([...shards].map((shard) => this.loadShard(loaded, shard)));
  }

  private loadShard(loaded: LoadedCore, shard: number): Promise<void> {
    return remember(this.shards, shard, async () => {
      const data = await fetchJson<PostingsShard>(this.fetcher, `${this.base}t/${loaded.core.shards[shard][0]}.json`);
      data.postings.forEach((row, i) => this.postings.set(data.first + i, row));
    });
  }

  /** What scoring needs, over the prepared terms. */
  source(loaded: LoadedCore): MatchSource {
    return {
      expand: loaded.expand,
      scores: (termIndex) => {
        let scores = this.scored.get(termIndex);
        if (!scores) this.scored.set(termIndex, (scores = scoreTerm(loaded.core, this.postings.get(termIndex) ?? [])));
        return scores;
      },
      terms: loaded.terms,
      total: loaded.core.sections.length,
    };
  }

  /** Heading of a section; null for the top of its page. */
  heading({core}: LoadedCore, id: number): string | null {
    return core.sections[id][1] || null;
  }

  /** Anchor of a section ('' for the top of its page), derived for the whole page on first use. */
  anchor(loaded: LoadedCore, id: number): string {
    const page = loaded.core.sections[id][0];
    let anchors = this.anchors.get(page);
    if (!anchors) {
      anchors = pageAnchors(loaded.core.sections, loaded.pageStart[page], loaded.pageStart[page + 1]);
      this.anchors.set(page, anchors);
    }
    return anchors[id - loaded.pageStart[page]];
  }

  /** Path of a section: its page's URL plus `#anchor`, except for the top of a page. */
  sectionUrl(loaded: LoadedCore, id: number): string {
    const url = loaded.core.pages[loaded.core.sections[id][0]][0];
    const anchor = this.anchor(loaded, id);
    return anchor ? `${url}#${anchor}` : url;
  }

  /** Score multiplier of a page: 1 for current docs, less for the changelog and for deprecated pages. */
  pageWeight({core, deprecated}: LoadedCore, page: number): number {
    if (!core.tags[core.pages[page][3]]?.startsWith('docs-')) return NON_DOCS_WEIGHT;
    return deprecated.has(page) ? DEPRECATED_WEIGHT : 1;
  }

  /** Section texts of one page, or null when they cannot be fetched (results still show, without excerpts). */
  async fragment({core}: LoadedCore, page: number): Promise<PageFragment | null> {
    try {
      const fragment = await remember(this.fragments, page, () =>
        fetchJson<PageFragment>(this.fetcher, `${this.base}p/${core.pages[page][5]}.json`),
      );
      this.loadedFragments.set(page, fragment);
      return fragment;
    } catch {
      return null;
    }
  }

  /** What Ask AI reads of a page besides its fragment (summary, code highlighting), or null when it cannot be fetched. */
  async answerExtras({core}: LoadedCore, page: number): Promise<AnswerExtras | null> {
    try {
      return await remember(this.extras, page, () => fetchJson<AnswerExtras>(this.fetcher, `${this.base}a/${core.pages[page][5]}.json`));
    } catch {
      return null;
    }
  }

  /** Text of section `id` in its page's fragment ('' without one). */
  sectionText(loaded: LoadedCore, fragment: PageFragment | null | undefined, id: number): string {
    return fragment?.texts[id - loaded.pageStart[loaded.core.sections[id][0]]] ?? '';
  }

  /**
   * The code sample that goes with section `id`: its own first one, else the
   * next one on its page (a page's top section introduces what its Example
   * section shows), else the page's first.
   */
  sectionCode(
    loaded: LoadedCore,
    fragment: PageFragment | null | undefined,
    id: number,
    extras?: AnswerExtras | null,
  ): CodeSample | undefined {
    const position = this.codePosition(loaded, fragment, id);
    return position === undefined ? undefined : {...fragment!.code![position], ...extras?.code?.[position]};
  }

  /** Where on its page (the index of its section) the code sample that goes with section `id` is. */
  codePosition(loaded: LoadedCore, fragment: PageFragment | null | undefined, id: number): number | undefined {
    if (!fragment?.code) return undefined;
    const own = id - loaded.pageStart[loaded.core.sections[id][0]];
    const positions = Object.keys(fragment.code)
      .map(Number)
      .sort((a, b) => a - b);
    return positions.find((p) => p >= own) ?? positions[0];
  }

  /** The page's section texts if they are already loaded. */
  loadedFragment(page: number): PageFragment | undefined {
    return this.loadedFragments.get(page);
  }
}
