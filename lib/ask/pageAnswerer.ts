/**
 * Which answerer a page uses: the remote one when the build was given
 * ASK_AI_ENDPOINT (see endpoint.ts), the embedded one on the local index
 * otherwise. A build with hosted keyword search (Algolia) ships no local
 * index, so there Ask AI needs the endpoint.
 */
import {LocalIndex} from '../search/localIndex';
import {browserFetch} from '../search/warmup';
import {createEmbeddedAnswerer, createRemoteAnswerer, type Answerer} from './answerer';

import type {AnswererSetup} from './endpoint';

let shared: {key: string; answerer: Answerer} | null = null;

/** The page's answerer, created on first use. */
export function getAnswerer(setup: AnswererSetup): Answerer {
  const key = `${setup.endpoint ?? ''} ${setup.manifestUrl}`;
  if (shared?.key !== key) {
    const answerer = setup.endpoint
      ? createRemoteAnswerer({endpoint: setup.endpoint, fetcher: browserFetch})
      : createEmbeddedAnswerer(new LocalIndex(setup.manifestUrl, browserFetch));
    shared = {key, answerer};
  }
  return shared.answerer;
}
