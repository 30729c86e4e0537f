/**
 * Relevance of one index term to each section: BM25F, the ranking function
 * of Lucene, Pagefind and MiniSearch, summed over the fields with their
 * boosts. Term frequency saturates (the tenth mention adds little) and long
 * sections are normalised against the average length of the field, so a
 * short title that says "holdToken" outweighs a long page that mentions it.
 *
 * Our own rather than a library's: the index is sharded so a query fetches
 * only the postings it needs, and search libraries (MiniSearch, Lunr,
 * FlexSearch) load a whole index at once through their public APIs.
 */
import {SEARCH_FIELDS, type CompactIndex} from './indexFormat';
import {forEachPosting} from './postings';
import {BM25_B as B, BM25_DELTA as DELTA, BM25_K1 as K1, FIELD_BOOSTS} from './rankingKnobs';

const BOOSTS = SEARCH_FIELDS.map((field) => FIELD_BOOSTS[field]);
const FIELD_COUNT = SEARCH_FIELDS.length;

/** Scores of one term: section id → relevance, and the fields it occurred in (a bit per field). */
export type TermScores = {scores: Map<number, number>; fields: Map<number, number>};

/** Inverse document frequency of a term found in `documentCount` of `total` sections. */
export const idf = (documentCount: number, total: number): number => Math.log(1 + (total - documentCount + 0.5) / (documentCount + 0.5));

/** BM25F of one term's postings row over the sections of `core`. */
export function scoreTerm(core: Pick<CompactIndex, 'lengths' | 'averages' | 'sections'>, row: readonly number[]): TermScores {
  const scores = new Map<number, number>();
  const fields = new Map<number, number>();
  const total = core.sections.length;
  forEachPosting(row, (fieldId, documentCount, sectionId, count) => {
    const length = core.lengths[sectionId * FIELD_COUNT + fieldId];
    const average = core.averages[fieldId] || 1;
    const saturated = (count * (K1 + 1)) / (count + K1 * (1 - B + (B * length) / average)) + DELTA;
    scores.set(sectionId, (scores.get(sectionId) ?? 0) + BOOSTS[fieldId] * idf(documentCount, total) * saturated);
    fields.set(sectionId, (fields.get(sectionId) ?? 0) | (1 << fieldId));
  });
  return {scores, fields};
}
