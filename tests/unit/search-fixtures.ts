/**
 * A small site for the search tests: pages written the way the built HTML
 * reads after extraction, an in-memory index built by the real build code,
 * and a fetch that serves it (counting requests).
 */
import type {IndexedPage} from '../../lib/search/indexFormat';
import path from 'node:path';
import {buildIndexFiles, INDEX_DIR, MANIFEST_FILE} from '../../plugins/search-index/writeIndex';
import {loadProducts, loadVocabulary} from '../../plugins/search-index/vocabulary';
import type {ProductRule} from '../../lib/search/indexFormat';
import type {Fetcher} from '../../lib/search/localIndex';

export const page = (
  url: string,
  title: string,
  crumb: string,
  sections: [string | null, string, string][],
  keywords: string[] = [],
  facts: Pick<IndexedPage, 'kind' | 'method' | 'names' | 'description' | 'intents'> = {},
): IndexedPage => ({
  url,
  title,
  crumb,
  tag: url.startsWith('/changelog') ? 'default' : 'docs-default-current',
  language: 'en',
  keywords,
  ...facts,
  sections: sections.map(([heading, anchor, text]) => ({heading, anchor, text})),
});

export const fixturePages: IndexedPage[] = [
  page(
    '/docs/renderer/config-holdtoken',
    'holdToken',
    'Renderer',
    [
      [null, '', 'Pass a hold token that your server created in holdToken, together with session manual, to hold seats under it.'],
      ['How it works', 'how-it-works', 'The renderer uses the token for every hold and release it makes.'],
      ['Expiry', 'expiry', 'A token lives for 15 minutes by default. onHoldTokenExpired fires when it expires.'],
    ],
    ['holdToken'],
  ),
  page(
    '/docs/renderer/config-maxselectedobjects',
    'maxSelectedObjects',
    'Renderer',
    [
      [null, '', 'Set maxSelectedObjects to stop buyers from selecting more than your ticket limit.'],
      ['Limiter forms', 'limiter-forms', 'Pass a number for one overall cap, or an array of limiters.'],
      ['Per category', 'per-category', ''],
    ],
    ['maxSelectedObjects'],
  ),
  page('/docs/renderer/chartholdtoken', 'chart.holdToken', 'Renderer', [
    [null, '', 'chart.holdToken holds the token of the current hold session; your server passes it when it books.'],
  ]),
  page('/docs/renderer/sessions-and-hold-tokens', 'Sessions and hold tokens', 'Renderer', [
    [null, '', 'How the renderer holds seats while the buyer decides.'],
    ['Token lifetime', 'token-lifetime', 'Hold tokens expire after the hold period of your company.'],
    ['Send the token to your server', 'send-the-token-to-your-server', 'Use holdTokenInputName or read chart.holdToken.'],
  ]),
  page('/docs/api/hold-tokens', 'Hold tokens', 'REST API', [
    [null, '', 'Create a hold token on your server, then hold objects under it.'],
    ['Create a hold token', 'create-a-hold-token', 'POST /hold-tokens returns a new token that expires after 15 minutes.'],
  ]),
  page(
    '/docs/api/operations/book-objects',
    'Book objects',
    'REST API › Objects',
    [
      [null, '', 'Books the objects of an event, optionally with the hold token that holds them.'],
      ['Request', 'request', 'Send the object labels and the holdToken.'],
    ],
    ['bookObjects', '/events/{eventKey}/actions/book'],
    {kind: 'REST operation', method: 'POST', names: ['POST /events/{eventKey}/actions/book']},
  ),
  page(
    '/docs/renderer/config-session',
    'session',
    'Renderer',
    [
      [null, '', 'Set session to hold seats the moment a buyer selects them.'],
      ['Values', 'values', 'continue, start, manual or none.'],
    ],
    ['session'],
  ),
  page('/docs/tutorial/wait-for-hold-calls', '5. Wait for hold calls', 'First steps', [
    [null, '', 'Wait until every hold call finished before the buyer submits.'],
    ['Session expired', 'session-expired', 'When the session expires the seats are released.'],
  ]),
  page('/docs/api/rate-limit', 'Rate limit', 'REST API', [
    [null, '', 'Tessera limits how many requests run at the same time. Over the limit, calls answer 429.'],
  ]),
  page('/changelog/2024/05/28/hold-calls-callbacks', 'Hold calls callbacks', 'Changelog', [
    [null, '', 'onHoldCallsInProgress and onHoldCallsComplete tell you when holds are pending. The session option changed.'],
  ]),
  page('/docs/renderer/events-onholdsucceeded', 'onHoldSucceeded', 'Renderer', [
    [null, '', 'onHoldSucceeded fires after the renderer held objects for the buyer.'],
    ['Session', 'session', 'Only with a session.'],
  ]),
];

export type ServedIndex = {fetcher: Fetcher; requests: string[]; files: Map<string, string>; manifestUrl: string};

export const fixtureVocabulary = loadVocabulary(path.resolve(__dirname, '../..'));
/** The site's products (domain/search-vocabulary.yaml), for tests of product scoping. */
export const siteProducts = loadProducts(path.resolve(__dirname, '../..'));

/**
 * Builds the index of `pages` with the build's own code and the site's vocabulary (and `products`,
 * none unless given), and serves it from memory under /search-index/.
 */
export function serveIndex(pages: IndexedPage[] = fixturePages, products: ProductRule[] = []): ServedIndex {
  const {files} = buildIndexFiles(pages, fixtureVocabulary, products);
  const requests: string[] = [];
  const prefix = `/${INDEX_DIR}/`;
  const fetcher: Fetcher = async (url) => {
    requests.push(url);
    const body = url.startsWith(prefix) ? files.get(url.slice(prefix.length)) : undefined;
    return new Response(body ?? 'Not found', {status: body ? 200 : 404, headers: {'content-type': 'application/json'}});
  };
  return {fetcher, requests, files, manifestUrl: `${prefix}${MANIFEST_FILE}`};
}

/** A Storage in memory that can be told to fail like a full or blocked localStorage. */
export class FakeStorage {
  readonly data = new Map<string, string>();
  /** Largest value setItem accepts, in characters; larger ones throw QuotaExceededError. */
  quota = Infinity;
  failReads = false;

  getItem(key: string): string | null {
    if (this.failReads) throw new DOMException('The operation is insecure.', 'SecurityError');
    return this.data.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    if (value.length > this.quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.data.set(key, value);
  }

  removeItem(key: string): void {
    this.data.delete(key);
  }
}
