/**
 * Term lookup: the index terms a planned term (queryPlan.ts) stands for. The
 * term itself when the index has it; for a word still being typed, the terms
 * it begins and the stem it extends; for a word the index lacks, the terms
 * within its typo allowance. Each found term carries a weight: 1 for the term
 * itself, less for a completion or a correction.
 */
import {editDistance} from '../text/editDistance';
import type {PlannedTerm} from './queryPlan';
import {FUZZY_WEIGHT, MAX_COMPLETIONS, MAX_COMPLETIONS_OF_TERM, PREFIX_WEIGHT} from './rankingKnobs';

/** First index in the sorted `terms` not less than `value`. */
export function lowerBound(terms: readonly string[], value: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (terms[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Term indexes grouped by term length, so a typo lookup only compares terms of a near length. */
export function termsByLength(terms: readonly string[]): Map<number, number[]> {
  const byLength = new Map<number, number[]>();
  terms.forEach((term, i) => {
    const bucket = byLength.get(term.length);
    if (bucket) bucket.push(i);
    else byLength.set(term.length, [i]);
  });
  return byLength;
}

/** An index term a planned term matches, and how well (1 for the term itself). */
export type Expansion = {index: number; weight: number};

/**
 * The index terms a planned term matches: itself; for a prefix, the terms
 * it begins, and the stem of the word being typed (`expira` → expir); for a
 * fuzzy term, those within its edit allowance.
 */
export function expandTerm(
  terms: readonly string[],
  {term, prefix, fuzzy}: PlannedTerm,
  byLength: ReadonlyMap<number, readonly number[]> = termsByLength(terms),
): Expansion[] {
  const found = new Map<number, number>();
  const add = (index: number, weight: number) => found.set(index, Math.max(found.get(index) ?? 0, weight));
  const start = lowerBound(terms, term);
  if (terms[start] === term) add(start, 1);
  if (prefix) {
    // The shortest completions are the likeliest: `objects` means object, objectLabel, objectCategory
    // long before objectSeasonStatusOverriddenQuantity. A word that is already a term needs fewer.
    const completions: number[] = [];
    for (let i = start; i < terms.length && terms[i].startsWith(term); i += 1) if (terms[i] !== term) completions.push(i);
    completions.sort((a, b) => terms[a].length - terms[b].length || a - b);
    for (const i of completions.slice(0, terms[start] === term ? MAX_COMPLETIONS_OF_TERM : MAX_COMPLETIONS)) add(i, PREFIX_WEIGHT);
    // An inflection adds a few letters to a stem; more than that is another word (`seatingchartdesigner`).
    for (let length = Math.max(4, term.length - 3); length < term.length; length += 1) {
      const stemIndex = lowerBound(terms, term.slice(0, length));
      if (terms[stemIndex] === term.slice(0, length)) add(stemIndex, PREFIX_WEIGHT);
    }
  }
  if (fuzzy > 0) {
    const bound = {max: fuzzy};
    for (let length = term.length - fuzzy; length <= term.length + fuzzy; length += 1) {
      for (const i of byLength.get(length) ?? []) {
        const distance = editDistance(term, terms[i], bound);
        if (distance > 0 && distance <= fuzzy) add(i, FUZZY_WEIGHT[distance]);
      }
    }
  }
  return [...found].map(([index, weight]) => ({index, weight}));
}
