/**
 * The search index the ask server retrieves from: the files the site build
 * writes to build/search-index/, read from disk through the same LocalIndex
 * the browser uses, so retrieval here and in the embedded answerer agree.
 * Deploy the endpoint with a copy of that folder (ASK_INDEX_DIR).
 */
import {fileFetcher, PREFIX} from '../../lib/search/fileFetcher';
import {LocalIndex} from '../../lib/search/localIndex';

/** The index in `dir` (a copy of build/search-index/). */
export function openIndex(dir: string): LocalIndex {
  return new LocalIndex(`${PREFIX}manifest.json`, fileFetcher(dir));
}
