/**
 * From what the reader typed to a MiniSearch query, with our matching rules:
 * - every word must match (AND), as in most documentation search, so that
 *   "No results found" means what it says;
 * - an identifier matches joined or split: `maxSelectedObjects` matches the
 *   term `maxselectedobjects`, or, when the index has no such term, all of
 *   `max`, `selected`, `objects` (the index holds identifiers both ways, so
 *   the split form adds nothing when the joined one exists, and costs time);
 * - one typo is forgiven in terms of four characters or more;
 * - the last word is a prefix while the reader is still typing it.
 */
import type {Query, SearchOptions} from 'minisearch';
import {FIELD_BOOSTS} from './indexFormat';
import {queryWords, type QueryWord} from './tokenize';

/** Edits forgiven per term, by length. */
export const fuzzyEdits = (term: string): number => (term.length >= 4 ? 1 : 0);

/** One term to look up, with how loosely. */
export type PlannedTerm = {term: string; prefix: boolean; fuzzy: number};

export type QueryPlan = {
  words: QueryWord[];
  /** Every term the query may look up, for fetching the postings it needs. */
  terms: PlannedTerm[];
  /** The MiniSearch query: every word must match. */
  query: Query;
};

const leaf = ({term, prefix, fuzzy}: PlannedTerm): Query => ({queries: [term], prefix, fuzzy: fuzzy || false});

/**
 * Plans a query. `exists` tells whether the index can match a term; without
 * it every alternative is kept.
 */
export function planQuery(input: string, exists: (term: PlannedTerm) => boolean = () => true): QueryPlan {
  const words = queryWords(input);
  // While the reader types, the last word is probably unfinished; a trailing space says it is done.
  const typing = !/\s$/.test(input);
  const terms: PlannedTerm[] = [];
  const perWord = words.map((word, w) => {
    const last = typing && w === words.length - 1;
    const alternatives: Query[] = [];
    let joinedFound = false;
    if (word.joined) {
      const planned = {term: word.joined, prefix: last, fuzzy: fuzzyEdits(word.joined)};
      joinedFound = exists(planned);
      terms.push(planned);
      alternatives.push(leaf(planned));
    }
    if (word.parts.length > 1 && !joinedFound) {
      const parts = word.parts.map((part, p) => {
        const planned = {term: part, prefix: last && p === word.parts.length - 1, fuzzy: fuzzyEdits(part)};
        terms.push(planned);
        return leaf(planned);
      });
      alternatives.push({combineWith: 'AND', queries: parts});
    }
    return alternatives.length === 1 ? alternatives[0] : ({combineWith: 'OR', queries: alternatives} as Query);
  });
  return {
    words,
    terms,
    query: {combineWith: 'AND', queries: perWord},
  };
}

/** Search options for the plan's queries: the terms are final, so no further tokenizing; fields weigh as FIELD_BOOSTS says. */
export const planSearchOptions: SearchOptions = {
  boost: FIELD_BOOSTS,
  tokenize: (text) => [text],
  processTerm: (term) => term,
  maxFuzzy: 1,
};

/** True when `a` becomes `b` with at most one insertion, deletion or substitution (MiniSearch's fuzzy rule). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i += 1;
  if (la === lb) return a.slice(i + 1) === b.slice(i + 1);
  if (la > lb) return a.slice(i + 1) === b.slice(i);
  return a.slice(i) === b.slice(i + 1);
}

/** First index in the sorted `terms` not less than `value`. */
function lowerBound(terms: readonly string[], value: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (terms[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Term indexes grouped by term length, so a fuzzy lookup only compares terms of a near length. */
export function termsByLength(terms: readonly string[]): Map<number, number[]> {
  const byLength = new Map<number, number[]>();
  terms.forEach((term, i) => {
    const bucket = byLength.get(term.length);
    if (bucket) bucket.push(i);
    else byLength.set(term.length, [i]);
  });
  return byLength;
}

/**
 * Indexes of the sorted index terms a planned term can match: itself, those
 * it prefixes, those within its edit allowance. A superset of what MiniSearch
 * will match, so loading their postings makes results exact.
 */
export function expandTerm(
  terms: readonly string[],
  {term, prefix, fuzzy}: PlannedTerm,
  byLength: ReadonlyMap<number, readonly number[]> = termsByLength(terms),
): number[] {
  const found = new Set<number>();
  const start = lowerBound(terms, term);
  if (prefix) {
    for (let i = start; i < terms.length && terms[i].startsWith(term); i += 1) found.add(i);
  } else if (terms[start] === term) {
    found.add(start);
  }
  if (fuzzy > 0) {
    for (let length = term.length - 1; length <= term.length + 1; length += 1) {
      for (const i of byLength.get(length) ?? []) {
        if (withinOneEdit(term, terms[i])) found.add(i);
      }
    }
  }
  return [...found];
}
