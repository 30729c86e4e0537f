/**
 * Our ranking rules on top of relevance (search.ts):
 *
 *   the page titled by the query > the section headed by it > a page or
 *   section whose title the query begins > the rest, by score,
 *
 * where "titled by" compares terms, so `hold token`, `holdtoken`,
 * `holdToken` and `Hold tokens` all name the page titled holdToken. Results
 * are then grouped by page, pages in the order of their best section; in a
 * page the query names, its top comes first.
 */
import {queryWords} from './tokenize';

export const Tier = {
  exactTitle: 0,
  exactHeading: 1,
  titlePrefix: 2,
  headingPrefix: 3,
  body: 4,
} as const;

export type Candidate = {
  /** Page the section belongs to: results are grouped by it. */
  pageKey: string;
  title: string;
  /** Null for the top of the page. */
  heading: string | null;
  /** Relevance (higher is better). */
  score: number;
  /** Multiplies the score: below 1 for pages that should yield to the docs (changelog). */
  weight?: number;
  /** Other names of the page that rank it first when the query equals one (`POST /hold-tokens`). */
  names?: readonly string[];
};

/** The terms of a text joined, stop words left out when others remain: the key two names compare by. */
export function nameKey(text: string): string {
  const words = queryWords(text).filter((word) => word.term);
  const content = words.some((word) => !word.stop) ? words.filter((word) => !word.stop) : words;
  return content.map((word) => word.term).join('');
}

/** The member an identifier title names: `chart.zoomToSection` is named by `zoomToSection` too. */
export function memberName(title: string): string {
  return /^[\w$]+(?:\.[\w$]+)+(?:\(\))?$/.test(title) ? title.slice(title.lastIndexOf('.') + 1) : title;
}

/** Shortest query that may claim a title by its beginning: two letters begin too many. */
const MIN_PREFIX_KEY = 4;

export type RankOptions = {
  /** `nameKey`, possibly memoised. */
  key?: (text: string) => string;
  /** True for a heading many pages share ("Example", "Errors"): naming it says nothing about one page. */
  commonHeading?: (heading: string) => boolean;
};

export function matchTier(
  query: string,
  title: string,
  heading: string | null,
  options: RankOptions = {},
  names: readonly string[] = [],
): number {
  return tierOf(nameKey(query), title, heading, options, names);
}

function tierOf(q: string, title: string, heading: string | null, options: RankOptions, names: readonly string[] = []): number {
  return Math.min(titleTier(q, title, options, names), headingTier(q, heading, options));
}

/** The tier a page earns by its title and other names, the same for each of its sections. */
function titleTier(q: string, title: string, {key = nameKey}: RankOptions, names: readonly string[] = []): number {
  if (!q) return Tier.body;
  const t = key(title);
  if (t === q || key(memberName(title)) === q || names.some((name) => key(name) === q)) return Tier.exactTitle;
  if (q.length >= MIN_PREFIX_KEY && t.startsWith(q)) return Tier.titlePrefix;
  return Tier.body;
}

/** The tier a section earns by its own heading, unless many pages share the heading. */
function headingTier(q: string, heading: string | null, {key = nameKey, commonHeading}: RankOptions): number {
  if (!q || !heading || commonHeading?.(heading)) return Tier.body;
  const h = key(heading);
  if (h === q) return Tier.exactHeading;
  if (q.length >= MIN_PREFIX_KEY && h.startsWith(q)) return Tier.headingPrefix;
  return Tier.body;
}

type Keyed<T> = {item: T; tier: number; score: number};

/** How much a page's second-best section adds to its best. */
const SECOND_SECTION_SHARE = 0.3;

export type RankedPage<T> = {pageKey: string; items: T[]};

/**
 * Ranks candidate sections and groups them by page: pages by their best
 * (tier, weighted score, plus a share of their second-best section), sections
 * inside a page by score, the page's top first when its title is what the
 * query names.
 */
export function rankPages<T extends Candidate>(query: string, candidates: readonly T[], options: RankOptions = {}): RankedPage<T>[] {
  const q = nameKey(query);
  // A page's title tier is worked out once, not once per matching section: a common word matches thousands.
  const titleTiers = new Map<string, number>();
  const keyed: Keyed<T>[] = candidates.map((item) => {
    let byTitle = titleTiers.get(item.pageKey);
    if (byTitle === undefined) titleTiers.set(item.pageKey, (byTitle = titleTier(q, item.title, options, item.names)));
    const tier = byTitle === Tier.exactTitle ? byTitle : Math.min(byTitle, headingTier(q, item.heading, options));
    return {item, tier, score: item.score * (item.weight ?? 1)};
  });
  const pages = new Map<string, {tier: number; score: number; titled: boolean; top?: number; items: Keyed<T>[]}>();
  for (const entry of keyed) {
    const titled = entry.tier === Tier.exactTitle || entry.tier === Tier.titlePrefix;
    let page = pages.get(entry.item.pageKey);
    if (!page) pages.set(entry.item.pageKey, (page = {tier: entry.tier, score: entry.score, titled, items: []}));
    page.items.push(entry);
    if (entry.tier < page.tier || (entry.tier === page.tier && entry.score > page.score)) {
      page.tier = entry.tier;
      page.score = entry.score;
    }
    page.titled ||= titled;
    if (entry.item.heading === null) page.top = entry.score;
  }
  for (const page of pages.values()) {
    // A page chosen for its title competes with its top section, where its title, identifiers and summary are.
    if (page.titled && page.top !== undefined) page.score = page.top;
    // A page whose second section matches too is about the subject more than one that mentions it once.
    page.score += SECOND_SECTION_SHARE * (page.items.map((entry) => entry.score).sort((a, b) => b - a)[1] ?? 0);
  }
  return [...pages]
    .sort(([, a], [, b]) => a.tier - b.tier || b.score - a.score)
    .map(([pageKey, page]) => ({
      pageKey,
      items: page.items
        .sort(
          (a, b) =>
            (page.titled ? Number(a.item.heading !== null) - Number(b.item.heading !== null) : 0) || a.tier - b.tier || b.score - a.score,
        )
        .map(({item}) => item),
    }));
}

export type Grouped<T> = {
  groups: {pageKey: string; items: T[]}[];
  /** Pages with at least one match, including those past `maxGroups`. */
  totalGroups: number;
};

/** At most `maxGroups` pages, each with at most `perGroup` sections. */
export function limitGroups<T>(pages: readonly RankedPage<T>[], perGroup: number, maxGroups: number): Grouped<T> {
  return {
    groups: pages.slice(0, maxGroups).map(({pageKey, items}) => ({pageKey, items: items.slice(0, perGroup)})),
    totalGroups: pages.length,
  };
}

/** Groups results already in rank order by page, keeping that order (for engines that rank themselves, like Algolia). */
export function groupByPage<T extends {pageKey: string}>(ranked: readonly T[], perGroup: number, maxGroups: number): Grouped<T> {
  const byPage = new Map<string, T[]>();
  for (const item of ranked) {
    const items = byPage.get(item.pageKey);
    if (items) items.push(item);
    else byPage.set(item.pageKey, [item]);
  }
  return limitGroups(
    [...byPage].map(([pageKey, items]) => ({pageKey, items})),
    perGroup,
    maxGroups,
  );
}
