/**
 * The default provider: the site's own index, searched in the browser with
 * our query understanding (queryPlan.ts), scoring (search.ts) and ranking
 * rules (ranking.ts).
 */
import {excerpt, highlight} from './highlight';
import type {PageFragment} from './indexFormat';
import {LocalIndex, type Fetcher, type LoadedCore} from './localIndex';
import {LruCache} from './lru';
import {productOfCrumb, productPhrases, productWeight, productWord, titledByProduct} from './products';
import {queryWords, tokenize} from './tokenize';
import {matchSections, type MatchDetails} from './search';
import {highlightTerms, type QueryPlan} from './queryPlan';
import {limitGroups, nameKey, rankPages, type Candidate, type RankedPage} from './ranking';
import {
  CHANGELOG_WEIGHT_FOR_HISTORY,
  COMMON_HEADING_PAGES,
  EXAMPLE_VALUE_SCALE,
  EXCLUDED_TITLE_WEIGHT,
  PRODUCT_WORD_SCALE,
  REFERENCE_WEIGHT_FOR_EXPLANATIONS,
  TUTORIAL_WEIGHT_FOR_REFERENCES,
} from './rankingKnobs';
import {suggest} from './suggest';
import type {SearchGroup, SearchProvider, SearchRequestOptions, SearchResponse} from './types';

export type LocalCandidate = Candidate & {id: number; page: number; terms: string[]};

function abortIfNeeded(signal?: AbortSignal): void {
  if (signal?.aborted) throw new DOMException('The search was superseded', 'AbortError');
}

const NAME_KEYS_KEPT = 5000;

/**
 * A question that asks what something is, why something happens or how it
 * works ("what is a partial season", "why does my hold token expire", "what
 * happens when the session runs out", "difference between booked and held"):
 * its stop words are dropped from the plan, so the question's shape is read
 * here. Such questions are answered by the guide or resource page that
 * explains the subject more than by the reference page of one option or
 * operation.
 */
const EXPLANATION_QUESTION =
  /^\s*(?:what(?:'s|\s+(?:is|are|does|do|happens)\b)|whats\b|explain\b|why\b)|\bdifference\s+between\b|^\s*how\s+(?:does|do)\b.*\bwork\b/i;
/**
 * A question that asks for the reference of one thing ("which call books the
 * seats", "what option limits the selection", "which endpoint"): answered by
 * the reference page that defines it more than by the tutorial step that
 * uses it.
 */
const REFERENCE_QUESTION =
  /\b(?:which|what)\s+(?:api\s+)?(?:call|calls|endpoint|request|method|option|setting|callback|event|property|parameter|field|operation|function|header|key)\b/i;
/**
 * A question that asks when something came or which release brought it
 * ("when was the rate limit introduced", "which release added floor
 * controls", "since which version"): answered by the changelog post that
 * announced it, which otherwise yields to the docs pages it links.
 */
const HISTORY_QUESTION =
  /\b(?:which|what)\s+(?:release|version|update)\b|\bwhen\s+(?:was|were|did|has|have)\b|\bsince\s+(?:when|which)\b|\bwhen\b.*\b(?:introduced|added|released|removed|deprecated|changed)\b/i;
const CHANGELOG_KIND = 'Changelog';

const TUTORIAL_KIND = 'Tutorial';

const REFERENCE_KINDS = ['REST operation', 'Option', 'Method', 'Property', 'Callback', 'Object property'];

/** Ranked pages of one query, once `index.prepare` loaded the shards its plan needs. */
export function searchLoaded(
  index: LocalIndex,
  loaded: LoadedCore,
  query: string,
  plan = index.plan(loaded, query),
  details?: MatchDetails,
): RankedPage<LocalCandidate>[] {
  const productRules = loaded.core.products ?? [];
  // A product the reader excludes ("without the renderer") scopes nothing.
  const phrases = productPhrases(
    plan.words.map((word) => (word.negated ? '' : productWord(word.raw))),
    productRules,
  );
  const named = new Set(phrases.map(({product}) => product));
  const matches = matchSections(plan, index.source(loaded), details, conceptScale(plan, phrases));
  const explanation = EXPLANATION_QUESTION.test(query);
  const reference = REFERENCE_QUESTION.test(query);
  const referenceKinds = new Set(REFERENCE_KINDS.map((kind) => loaded.core.kinds.indexOf(kind)));
  const tutorialKind = loaded.core.kinds.indexOf(TUTORIAL_KIND);
  const history = HISTORY_QUESTION.test(query);
  const changelogKind = loaded.core.kinds.indexOf(CHANGELOG_KIND);
  const products = pageProducts(loaded);
  const excluded = new Set(plan.words.filter((word) => word.negated && word.term).map((word) => word.term));
  const titleExcludes = new Map<number, boolean>();
  const excludes = (page: number) => {
    let found = titleExcludes.get(page);
    if (found === undefined) titleExcludes.set(page, (found = tokenize(loaded.core.pages[page][1]).some((term) => excluded.has(term))));
    return found;
  };
  const candidates = matches.map((match): LocalCandidate => {
    const page = loaded.core.sections[match.id][0];
    const weight =
      index.pageWeight(loaded, page) *
      productWeight(products[page], named) *
      (explanation && referenceKinds.has(loaded.core.pages[page][6]) ? REFERENCE_WEIGHT_FOR_EXPLANATIONS : 1) *
      (reference && loaded.core.pages[page][6] === tutorialKind ? TUTORIAL_WEIGHT_FOR_REFERENCES : 1) *
      (history && loaded.core.pages[page][6] === changelogKind ? CHANGELOG_WEIGHT_FOR_HISTORY : 1) *
      (excluded.size > 0 && excludes(page) ? EXCLUDED_TITLE_WEIGHT : 1);
    return {
      id: match.id,
      page,
      pageKey: String(page),
      title: loaded.core.pages[page][1],
      heading: index.heading(loaded, match.id),
      score: match.score,
      weight,
      names: loaded.core.pages[page][8],
      about: match.about,
      terms: match.terms,
    };
  });
  return rankPages(query, candidates, {
    key: memoNameKey(loaded),
    commonHeading: commonHeadings(loaded),
    productTitle: (title) => titledByProduct(title, productRules),
  });
}

/**
 * How much each concept counts: the words that name a product count
 * PRODUCT_WORD_SCALE, since the product already scopes the pages
 * (productWeight); a query made only of a product's name keeps its words.
 */
export function productScale(plan: QueryPlan, phrases: readonly {start: number; end: number}[]): number[] | undefined {
  if (phrases.length === 0) return undefined;
  const naming = new Set(phrases.flatMap(({start, end}) => plan.words.slice(start, end).map((word) => word.raw.toLowerCase())));
  const scale = plan.concepts.map((concept) =>
    concept.text
      .toLowerCase()
      .split(/[\s.]+/)
      .every((word) => naming.has(word))
      ? PRODUCT_WORD_SCALE
      : 1,
  );
  return scale.every((value) => value < 1) ? undefined : scale;
}

/**
 * A seat label typed in a query ("who booked seat A-12") is the reader's own
 * value, not a word of the docs: a page whose example happens to use the same
 * label answers nothing more for it. Labels are typed as the venue writes
 * them, in capitals; `utf8` or `es2015` are words.
 */
const EXAMPLE_VALUE = /^[A-Z]{1,2}[.\s-]?\d{1,4}$/;

/** How much each concept counts: productScale, with example values scaled by EXAMPLE_VALUE_SCALE. */
export function conceptScale(plan: QueryPlan, phrases: readonly {start: number; end: number}[]): number[] | undefined {
  const product = productScale(plan, phrases);
  const scale = plan.concepts.map((concept, c) => (product?.[c] ?? 1) * (EXAMPLE_VALUE.test(concept.text) ? EXAMPLE_VALUE_SCALE : 1));
  return scale.every((value) => value === 1) ? undefined : scale;
}

const productsOfPages = new WeakMap<LoadedCore, number[]>();

/** The product of each page (-1: none), from its crumb, worked out once per loaded index. */
function pageProducts(loaded: LoadedCore): number[] {
  let found = productsOfPages.get(loaded);
  if (!found) {
    const rules = loaded.core.products ?? [];
    found = loaded.core.pages.map((page) => productOfCrumb(loaded.core.crumbs[page[2]] ?? '', rules));
    productsOfPages.set(loaded, found);
  }
  return found;
}

const headingCounts = new WeakMap<LoadedCore, Map<string, number>>();

/** Whether a heading is one many pages share, counted once per loaded index. */
function commonHeadings(loaded: LoadedCore): (heading: string) => boolean {
  let counts = headingCounts.get(loaded);
  if (!counts) {
    const pagesOf = new Map<string, Set<number>>();
    for (const [page, heading] of loaded.core.sections) {
      if (!heading) continue;
      let pages = pagesOf.get(heading);
      if (!pages) pagesOf.set(heading, (pages = new Set()));
      pages.add(page);
    }
    counts = new Map([...pagesOf].map(([heading, pages]) => [heading, pages.size]));
    headingCounts.set(loaded, counts);
  }
  const found = counts;
  return (heading) => (found.get(heading) ?? 0) >= COMMON_HEADING_PAGES;
}

const nameKeys = new WeakMap<LoadedCore, LruCache<string, string>>();

/** `nameKey` of titles and headings, computed once per loaded index. */
function memoNameKey(loaded: LoadedCore): (text: string) => string {
  let cache = nameKeys.get(loaded);
  if (!cache) nameKeys.set(loaded, (cache = new LruCache(NAME_KEYS_KEPT)));
  const keys = cache;
  return (text) => {
    let value = keys.get(text);
    if (value === undefined) keys.set(text, (value = nameKey(text)));
    return value;
  };
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
      if (!queryWords(query).some((word) => word.term || word.parts.length > 0)) return {query, total: 0, totalGroups: 0, groups: []};
      const loaded = await index.load();
      const plan = index.plan(loaded, query);
      await index.prepare(loaded, plan.terms);
      abortIfNeeded(options.signal);
      const pages = searchLoaded(index, loaded, query, plan);
      const marked = highlightTerms(plan, (term) => loaded.expand(term).map((found) => loaded.terms[found.index]));
      if (pages.length === 0) return {query, total: 0, totalGroups: 0, groups: [], suggestions: suggest(loaded.core, query)};
      const {groups, totalGroups} = limitGroups(pages, options.sectionsPerGroup, options.maxGroups);
      const total = pages.reduce((sum, page) => sum + page.items.length, 0);
      // Texts missing: null while loading, undefined when they could not be fetched.
      const respond = (fragments: (PageFragment | null | undefined)[]): SearchResponse => ({
        query,
        total,
        totalGroups,
        groups: groups.map(({items}, g): SearchGroup => {
          const [url, title, crumb, , , , kind, method] = loaded.core.pages[items[0].page];
          const groupTerms = new Set(items.flatMap((item) => item.terms.filter((term) => marked.has(term))));
          return {
            pageUrl: url,
            pageTitle: highlight(title, groupTerms),
            crumb: loaded.core.crumbs[crumb] ?? '',
            kind: loaded.core.kinds[kind] ?? '',
            ...(method ? {method} : {}),
            ...(loaded.deprecated.has(items[0].page) ? {deprecated: true} : {}),
            sections: items.map((item) => {
              const terms = new Set(item.terms.filter((term) => marked.has(term)));
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
