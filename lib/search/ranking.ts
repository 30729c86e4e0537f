/**
 * Our ranking rules on top of relevance (search.ts):
 *
 *   the page titled by the query > the section headed by it > a page or
 *   section whose title the query begins, or a one-token query misspells
 *   (`workspaecs`) > the rest, by score,
 *
 * where "titled by" compares terms, so `hold token`, `holdtoken`,
 * `holdToken` and `Hold tokens` all name the page titled holdToken. When
 * several pages share the name, the query's form picks among them: words
 * (`hold token`) ask for the concept, so the page titled in words ("Hold
 * tokens") comes before the options and properties named `holdToken`; an
 * identifier (`holdToken`, `chart.holdToken`) asks for those. Results are
 * then grouped by page, pages in the order of their best section; in a page
 * the query names, its top comes first.
 */
import {ABOUT_WEIGHT, MIN_PREFIX_KEY, SECOND_SECTION_SHARE, TITLE_IN_QUERY, TITLE_TYPO_LENGTHS} from './rankingKnobs';
import {editDistance} from '../text/editDistance';
import {fuzzyEdits} from './queryPlan';
import {queryWords} from './tokenize';

export const Tier = {
  exactTitle: 0,
  /** Titled by the query's name written in the other form: an identifier for words, words for an identifier. */
  exactTitleOtherForm: 1,
  exactHeading: 2,
  titlePrefix: 3,
  headingPrefix: 4,
  body: 5,
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
  /** Share of the query matched by what names the page (title, identifiers, summary), 0 to 1 (search.ts). */
  about?: number;
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

/** The form a name is written in: words ("Hold tokens"), an identifier (`holdToken`, `chart.holdToken`), or either. */
export type NameForm = 'words' | 'identifier' | 'either';

/**
 * The form of a title or query. Words: two words or more, none of them
 * camelCase. An identifier: one token with a capital inside or a dot
 * (`holdToken`, `chart.zoomToSection()`). One plain word (`session`,
 * `holdtoken`) could be either.
 */
export function nameForm(text: string): NameForm {
  const trimmed = text.trim();
  if (/^[\w$]+(?:\.[\w$]+)*(?:\(\))?$/.test(trimmed)) return /\p{Ll}\p{Lu}|\./u.test(trimmed) ? 'identifier' : 'either';
  return /\s/.test(trimmed) && !/\p{Ll}\p{Lu}/u.test(trimmed) ? 'words' : 'either';
}

export type RankOptions = {
  /** `nameKey`, possibly memoised. */
  key?: (text: string) => string;
  /** True for a heading many pages share ("Example", "Errors"): naming it says nothing about one page. */
  commonHeading?: (heading: string) => boolean;
  /**
   * True for a title that is only a product's name ("Event Manager"): a query that says the name scopes
   * its pages by it (products.ts), so the page titled by it is not what the query names.
   */
  productTitle?: (title: string) => boolean;
};

export function matchTier(
  query: string,
  title: string,
  heading: string | null,
  options: RankOptions = {},
  names: readonly string[] = [],
): number {
  return tierOf(nameKey(query), nameForm(query), title, heading, options, names);
}

function tierOf(
  q: string,
  form: NameForm,
  title: string,
  heading: string | null,
  options: RankOptions,
  names: readonly string[] = [],
): number {
  return Math.min(titleTier(q, form, title, options, names), headingTier(q, heading, options));
}

/** The tier a page earns by its title and other names, the same for each of its sections. */
function titleTier(q: string, form: NameForm, title: string, {key = nameKey}: RankOptions, names: readonly string[] = []): number {
  if (!q) return Tier.body;
  const t = key(title);
  if (names.some((name) => key(name) === q)) return Tier.exactTitle;
  if (t === q || key(memberName(title)) === q) {
    const titleForm = nameForm(title);
    return form !== 'either' && titleForm !== 'either' && titleForm !== form ? Tier.exactTitleOtherForm : Tier.exactTitle;
  }
  if (q.length >= MIN_PREFIX_KEY && t.startsWith(q)) return Tier.titlePrefix;
  // A name typed with a typo (`workspaecs`, `showMinmap`) ranks its page as a title the query begins
  // would. Only a query of one token: in a sentence, a title a few letters from the query's words is
  // another page (`hold token expire` is two edits from onHoldTokenExpired).
  if (form !== 'words') {
    const allowed = fuzzyEdits(q, TITLE_TYPO_LENGTHS);
    if (allowed > 0 && editDistance(q, t, {max: allowed}) <= allowed) return Tier.titlePrefix;
  }
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

/** The content terms of a text, in order (stop words left out when others remain). */
function contentTerms(text: string): string[] {
  const words = queryWords(text).filter((word) => word.term);
  const content = words.some((word) => !word.stop) ? words.filter((word) => !word.stop) : words;
  return content.map((word) => word.term);
}

/** True when `run` occurs in `terms` as consecutive terms. */
function containsRun(terms: readonly string[], run: readonly string[]): boolean {
  for (let start = 0; start + run.length <= terms.length; start += 1) {
    if (run.every((term, k) => terms[start + k] === term)) return true;
  }
  return false;
}

/** What a query offers titles to be named by: its content terms, and the keys of the identifiers it holds as typed. */
type QueryNames = {terms: string[]; identifiers: Set<string>};

function queryNames(query: string, key: (text: string) => string): QueryNames {
  const identifiers = query
    .split(/\s+/)
    .map((token) => token.replace(/[?!,;:]+$/, ''))
    .filter((token) => nameForm(token) === 'identifier')
    .map(key);
  return {terms: contentTerms(query), identifiers: new Set(identifiers)};
}

/** How a title can be named: its form, and its content terms (words) or its keys (identifier). Titles repeat on every query: kept. */
type TitleNames = {form: NameForm; terms: string[]; keys: string[]};
const TITLES_KEPT = 5000;
const titleNamesCache = new Map<string, TitleNames>();

function titleNames(title: string, key: (text: string) => string): TitleNames {
  let names = titleNamesCache.get(title);
  if (!names) {
    const form = nameForm(title);
    names = {
      form,
      terms: form === 'words' ? contentTerms(title) : [],
      keys: form === 'identifier' ? [key(title), key(memberName(title))] : [],
    };
    if (titleNamesCache.size >= TITLES_KEPT) titleNamesCache.clear();
    titleNamesCache.set(title, names);
  }
  return names;
}

function namedBy(names: QueryNames, title: TitleNames): boolean {
  if (title.form === 'identifier') return title.keys.some((key) => names.identifiers.has(key));
  return title.form === 'words' && title.terms.length >= 2 && containsRun(names.terms, title.terms);
}

/**
 * Whether `query` names the page titled `title` inside longer text (its score
 * then gains TITLE_IN_QUERY). A title in words counts when its words (two or
 * more) run together in the query's, an identifier when the query holds it as typed.
 */
export function titleInQuery(query: string, title: string, key: (text: string) => string = nameKey): boolean {
  return namedBy(queryNames(query, key), titleNames(title, key));
}

type Keyed<T> = {item: T; tier: number; score: number};

export type RankedPage<T> = {
  pageKey: string;
  items: T[];
  /** What the page ranked by: its tier, then its score (best section, weighted, plus a share of the second). */
  tier?: number;
  score?: number;
};

/**
 * Ranks candidate sections and groups them by page: pages by their best
 * (tier, weighted score, plus a share of their second-best section), sections
 * inside a page by score, the page's top first when its title is what the
 * query names.
 */
export function rankPages<T extends Candidate>(query: string, candidates: readonly T[], options: RankOptions = {}): RankedPage<T>[] {
  const q = nameKey(query);
  const form = nameForm(query);
  // A page's title tier is worked out once, not once per matching section: a common word matches thousands.
  const titleTiers = new Map<string, number>();
  const keyed: Keyed<T>[] = candidates.map((item) => {
    let byTitle = titleTiers.get(item.pageKey);
    if (byTitle === undefined) titleTiers.set(item.pageKey, (byTitle = titleTier(q, form, item.title, options, item.names)));
    const tier = byTitle <= Tier.exactTitleOtherForm ? byTitle : Math.min(byTitle, headingTier(q, item.heading, options));
    return {item, tier, score: item.score * (item.weight ?? 1)};
  });
  const pages = new Map<string, {tier: number; score: number; titled: boolean; top?: number; about: number; items: Keyed<T>[]}>();
  for (const entry of keyed) {
    const titled = entry.tier === Tier.exactTitle || entry.tier === Tier.exactTitleOtherForm || entry.tier === Tier.titlePrefix;
    let page = pages.get(entry.item.pageKey);
    if (!page) pages.set(entry.item.pageKey, (page = {tier: entry.tier, score: entry.score, titled, about: 0, items: []}));
    page.about = Math.max(page.about, entry.item.about ?? 0);
    page.items.push(entry);
    if (entry.tier < page.tier || (entry.tier === page.tier && entry.score > page.score)) {
      page.tier = entry.tier;
      page.score = entry.score;
    }
    page.titled ||= titled;
    if (entry.item.heading === null) page.top = entry.score;
  }
  const key = options.key ?? nameKey;
  const names = queryNames(query, key);
  for (const page of pages.values()) {
    // A page chosen for its title competes with its top section, where its title, identifiers and summary are.
    if (page.titled && page.top !== undefined) page.score = page.top;
    const title = page.items[0].item.title;
    if (namedBy(names, titleNames(title, key)) && !options.productTitle?.(title)) page.score *= TITLE_IN_QUERY;
    page.score *= 1 + ABOUT_WEIGHT * page.about;
    // A page whose second section matches too is about the subject more than one that mentions it once.
    page.score += SECOND_SECTION_SHARE * (page.items.map((entry) => entry.score).sort((a, b) => b - a)[1] ?? 0);
  }
  return [...pages]
    .sort(([, a], [, b]) => a.tier - b.tier || b.score - a.score)
    .map(([pageKey, page]) => ({
      pageKey,
      tier: page.tier,
      score: page.score,
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
