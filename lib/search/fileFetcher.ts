/**
 * The search index's files read from disk, as the browser fetches them from
 * the site: the ask server, the MCP server and the benchmarks share it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Fetcher} from './localIndex';

export const PREFIX = '/search-index/';

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
