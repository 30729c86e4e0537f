/**
 * How many one-letter edits turn one string into another: the typo measure
 * of search (a query word against the index's terms, lib/search/termLookup.ts)
 * and of the not-found page (a broken path against the site's, lib/pages/closest.ts).
 */

export type EditDistanceOptions = {
  /**
   * Past this many edits the exact count does not matter: the answer is then
   * some number above `max` (`max + 1` when the lengths or a whole row already
   * tell, which stops early). Default: no bound.
   */
  max?: number;
  /**
   * Whether swapping two neighbouring letters is one edit (`tkoen` → token,
   * optimal string alignment) rather than two (Levenshtein). Default true.
   */
  swaps?: boolean;
};

/** Edits (insertions, deletions, substitutions and, unless `swaps` is false, swaps of neighbours) from `a` to `b`. */
export function editDistance(a: string, b: string, {max = Infinity, swaps = true}: EditDistanceOptions = {}): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (swaps && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previous2[j - 2] + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    // Every later row is at least this row's least value: once past the bound, it stays past.
    if (rowMin > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length];
}
