/**
 * The site's own search and ask modules (lib/), loaded in Node through jiti,
 * so benchmarks run the very code the browser runs, over a build's index
 * files on disk.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const load = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});

export function loadSearchModules() {
  return {
    createLocalProvider: load('../lib/search/localProvider.ts').createLocalProvider,
    LocalIndex: load('../lib/search/localIndex.ts').LocalIndex,
    createEmbeddedAnswerer: load('../lib/ask/answerer.ts').createEmbeddedAnswerer,
  };
}

/** A fetcher over a build directory's search index, as the browser would fetch from the site. */
export const fileFetcher = (buildDir) => load('../lib/search/fileFetcher.ts').fileFetcher(path.join(buildDir, 'search-index'));
