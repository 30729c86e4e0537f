/**
 * The search index the ask server retrieves from: the files the site build
 * writes to build/search-index/, read from disk through the same LocalIndex
 * the browser uses, so retrieval here and in the embedded answerer agree.
 * Deploy the endpoint with a copy of that folder (ASK_INDEX_DIR).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {LocalIndex, type Fetcher} from '../../src/search/localIndex';

const PREFIX = '/search-index/';

/** A fetch that serves `/search-index/<file>` from `dir`; anything else, or a missing file, is a 404. */
export function fileFetcher(dir: string): Fetcher {
  const root = path.resolve(dir);
  return async (url) => {
    const relative = url.startsWith(PREFIX) ? url.slice(PREFIX.length) : '';
    const file = path.resolve(root, relative);
    if (!relative || !file.startsWith(`${root}${path.sep}`)) return new Response('Not found', {status: 404});
    try {
      return new Response(await fs.readFile(file), {status: 200, headers: {'Content-Type': 'application/json'}});
    } catch {
      return new Response('Not found', {status: 404});
    }
  };
}

export function openIndex(dir: string): LocalIndex {
  return new LocalIndex(`${PREFIX}manifest.json`, fileFetcher(dir));
}
