/**
 * One search UI, two providers: Algolia DocSearch when the build was given
 * the ALGOLIA_* settings, the site's own index otherwise. The provider is
 * created once per page load and shared by the modal and the /search page, so
 * the index is fetched at most once.
 */
import {createAlgoliaProvider} from './algolia';
import {createLocalProvider} from './localProvider';
import {browserFetch, type Fetcher} from './warmup';
import type {SearchGlobalData, SearchProvider} from './types';

export function providerKind(data: SearchGlobalData): SearchProvider['kind'] {
  const algolia = data.algolia;
  return algolia && algolia.appId && algolia.apiKey && algolia.indexName ? 'algolia' : 'local';
}

export function createProvider(data: SearchGlobalData, fetcher: Fetcher): SearchProvider {
  return providerKind(data) === 'algolia' && data.algolia
    ? createAlgoliaProvider(data.algolia, fetcher)
    : createLocalProvider(data.manifestUrl, fetcher);
}

let shared: {data: SearchGlobalData; provider: SearchProvider} | null = null;

/** The page's provider, created on first use. */
export function getProvider(data: SearchGlobalData): SearchProvider {
  if (!shared || shared.data !== data) {
    shared = {data, provider: createProvider(data, browserFetch)};
  }
  return shared.provider;
}
