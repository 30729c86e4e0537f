/**
 * MiniSearch over a sharded index.
 *
 * MiniSearch loads a whole serialised index at once, and turning every
 * posting into its Maps costs about 100 ms for this site, too slow to redo
 * each time a shard arrives. So the engine starts from the core (documents
 * and field lengths, no terms) and each shard's terms are added to its
 * inverted index as they load. That index is private to MiniSearch: if a
 * future version changes it, `addTerm` says so and the caller falls back to
 * a full `loadJS`, which is slower but always right. A unit test compares
 * results with an index built the ordinary way, so such a change shows.
 */
import MiniSearch from 'minisearch';
import {miniSearchOptions, type CompactIndex, type SearchDocument} from './indexFormat';
import {expandIndex, postingsMap} from './postings';

type Internals = {_index?: {set?: (term: string, data: Map<number, Map<number, number>>) => unknown}};

export type Engine = MiniSearch<SearchDocument>;

/** An engine over `loaded` postings (all of them when given, or none). */
export function createEngine(core: CompactIndex, terms: readonly string[], loaded: ReadonlyMap<number, number[]> = new Map()): Engine {
  return MiniSearch.loadJS(expandIndex(core, terms, loaded), miniSearchOptions);
}

/** Adds one term's postings to the engine; false when MiniSearch's internals are not what we expect. */
export function addTerm(engine: Engine, term: string, row: readonly number[]): boolean {
  const index = (engine as unknown as Internals)._index;
  if (typeof index?.set !== 'function') return false;
  index.set(term, postingsMap(row));
  return true;
}
