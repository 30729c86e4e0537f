/**
 * Postings in the index files: built from tokenized sections (build side)
 * and read back row by row (browser and ask server).
 */
import type {CompactIndex} from './indexFormat';

/** term → field id → section id → count, as the build collects it. */
export type PostingsMap = Map<string, Map<number, Map<number, number>>>;

/** Adds the terms of one field of one section. */
export function addField(postings: PostingsMap, fieldId: number, sectionId: number, terms: readonly string[]): void {
  for (const term of terms) {
    let byField = postings.get(term);
    if (!byField) postings.set(term, (byField = new Map()));
    let docs = byField.get(fieldId);
    if (!docs) byField.set(fieldId, (docs = new Map()));
    docs.set(sectionId, (docs.get(sectionId) ?? 0) + 1);
  }
}

/** The compact rows of every term, terms sorted (the encoding is described at `PostingsShard`). */
export function encodePostings(postings: PostingsMap): {terms: string[]; rows: number[][]} {
  const terms = [...postings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const rows = terms.map((term) => {
    const out: number[] = [];
    const byField = [...postings.get(term)!].sort(([a], [b]) => a - b);
    for (const [fieldId, docs] of byField) {
      const ids = [...docs.keys()].sort((a, b) => a - b);
      out.push(fieldId, ids.length);
      let previous = -1;
      for (const id of ids) {
        const gap = id - previous;
        const count = docs.get(id)!;
        if (count === 1) out.push(gap);
        else out.push(-gap, count);
        previous = id;
      }
    }
    return out;
  });
  return {terms, rows};
}

/**
 * Calls `visit(fieldId, documentCount, sectionId, count)` for every entry of
 * one term's row; `documentCount` is the number of sections with the term in
 * that field.
 */
export function forEachPosting(
  row: readonly number[],
  visit: (fieldId: number, documentCount: number, sectionId: number, count: number) => void,
): void {
  let i = 0;
  while (i < row.length) {
    const fieldId = row[i];
    const documentCount = row[i + 1];
    i += 2;
    let previous = -1;
    for (let d = 0; d < documentCount; d += 1) {
      const value = row[i];
      i += 1;
      let count = 1;
      if (value < 0) {
        count = row[i];
        i += 1;
      }
      previous += Math.abs(value);
      visit(fieldId, documentCount, previous, count);
    }
  }
}

/** The shard holding term `termIndex` (shards are sorted by first term). */
export function shardOf(shards: CompactIndex['shards'], termIndex: number): number {
  let low = 0;
  let high = shards.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (shards[middle][1] <= termIndex) low = middle;
    else high = middle - 1;
  }
  return low;
}
