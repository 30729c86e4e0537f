/**
 * Our ranking rules, on top of the engine's relevance score:
 *
 *   exact title > exact heading > title prefix > heading prefix > the rest,
 *
 * where "exact" ignores case, spaces and punctuation, so `hold token`,
 * `holdtoken` and `holdToken` all match the page titled holdToken. Inside a
 * tier the engine's score decides (times a per-page weight). Results are
 * then grouped by page, in the order of each page's best section.
 */
import {normalizeForMatch} from './tokenize';

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
  /** The engine's relevance score (higher is better). */
  score: number;
  /** Multiplies the score: below 1 for pages that should yield to the docs (changelog). */
  weight?: number;
};

export function matchTier(query: string, title: string, heading: string | null, normalize = normalizeForMatch): number {
  return tierOf(normalizeForMatch(query), title, heading, normalize);
}

/** `matchTier` with the query already normalised (ranking normalises it once, not per candidate). */
function tierOf(q: string, title: string, heading: string | null, normalize: (text: string) => string): number {
  if (!q) return Tier.body;
  const t = normalize(title);
  const h = heading ? normalize(heading) : '';
  if (t === q) return Tier.exactTitle;
  if (h === q) return Tier.exactHeading;
  if (t.startsWith(q)) return Tier.titlePrefix;
  if (h.startsWith(q)) return Tier.headingPrefix;
  return Tier.body;
}

type Keyed<T> = {item: T; tier: number; topFirst: number; score: number};

/**
 * Sorts candidates by tier, then score. When the title matched, the top of
 * the page comes before the page's other sections. `normalize` may be a
 * memoised `normalizeForMatch`.
 */
export function rankCandidates<T extends Candidate>(query: string, candidates: readonly T[], normalize = normalizeForMatch): T[] {
  const q = normalizeForMatch(query);
  const keyed: Keyed<T>[] = candidates.map((item) => {
    const tier = tierOf(q, item.title, item.heading, normalize);
    const titleTier = tier === Tier.exactTitle || tier === Tier.titlePrefix;
    return {item, tier, topFirst: titleTier && item.heading === null ? 0 : 1, score: item.score * (item.weight ?? 1)};
  });
  keyed.sort((a, b) => a.tier - b.tier || a.topFirst - b.topFirst || b.score - a.score);
  return keyed.map(({item}) => item);
}

export type Grouped<T> = {
  groups: {pageKey: string; items: T[]}[];
  /** Pages with at least one match, including those past `maxGroups`. */
  totalGroups: number;
};

/** Groups ranked candidates by page, keeping rank order; at most `perGroup` sections per page. */
export function groupByPage<T extends Candidate>(ranked: readonly T[], perGroup: number, maxGroups: number): Grouped<T> {
  const byPage = new Map<string, T[]>();
  for (const item of ranked) {
    const items = byPage.get(item.pageKey);
    if (items) {
      if (items.length < perGroup) items.push(item);
    } else {
      byPage.set(item.pageKey, [item]);
    }
  }
  const groups = [...byPage].slice(0, maxGroups).map(([pageKey, items]) => ({pageKey, items}));
  return {groups, totalGroups: byPage.size};
}
