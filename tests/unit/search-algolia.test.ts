/**
 * The hosted provider: the request sent to Algolia (language and docs version filters), the
 * mapping of DocSearch records, and the switch between providers.
 */
import {describe, expect, it} from 'vitest';
import {
  POST_TAG,
  PRE_TAG,
  buildAlgoliaRequest,
  createAlgoliaProvider,
  hitPath,
  mapAlgoliaResponse,
  mapHit,
  type DocSearchHit,
} from '../../lib/search/algolia';
import {createProvider, providerKind} from '../../lib/search/providers';
import type {AlgoliaSettings, SearchGlobalData} from '../../lib/search/types';
import {readBuildEnv} from '../../lib/env/build';

const algolia = (env: NodeJS.ProcessEnv) => readBuildEnv(env).algolia;

const settings: AlgoliaSettings = {
  appId: 'TESSERA123',
  apiKey: 'public-search-only-key',
  indexName: 'tessera docs',
  language: 'en',
  tags: ['default', 'docs-default-current'],
};

const params = (body: string) => new URLSearchParams(JSON.parse(body).params as string);

describe('Algolia request', () => {
  it('posts to the index query endpoint of the application, credentials in the URL', () => {
    const {url, init} = buildAlgoliaRequest(settings, 'hold token', 20);
    const parsed = new URL(url);
    expect(parsed.origin).toBe('https://tessera123-dsn.algolia.net');
    expect(parsed.pathname).toBe('/1/indexes/tessera%20docs/query');
    expect(parsed.searchParams.get('x-algolia-application-id')).toBe('TESSERA123');
    expect(parsed.searchParams.get('x-algolia-api-key')).toBe('public-search-only-key');
    expect(init.method).toBe('POST');
    // A CORS-safelisted content type: no preflight request.
    expect(init.headers).toEqual({'Content-Type': 'application/x-www-form-urlencoded'});
  });

  it('filters by language and the docs version tag', () => {
    const body = params(buildAlgoliaRequest(settings, 'hold token', 20).init.body);
    expect(JSON.parse(body.get('facetFilters')!)).toEqual([
      ['language:en'],
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ]);
  });

  it('sends the query as typed, the page size, and markers for highlights', () => {
    const query = 'maxSelectedObjects & <b>"quotes"</b>';
    const body = params(buildAlgoliaRequest(settings, query, 24).init.body);
    expect(body.get('query')).toBe(query);
    expect(body.get('hitsPerPage')).toBe('24');
    expect(body.get('highlightPreTag')).toBe(PRE_TAG);
    expect(body.get('highlightPostTag')).toBe(POST_TAG);
    expect(JSON.parse(body.get('attributesToSnippet')!)).toEqual(['content:24']);
  });
});

const hit = (overrides: Partial<DocSearchHit>): DocSearchHit => ({
  objectID: '1',
  url: 'https://docs.tessera.example/docs/renderer/config-holdtoken#expiry',
  type: 'content',
  content: 'A token lives for 15 minutes.',
  hierarchy: {lvl0: 'Renderer', lvl1: 'holdToken', lvl2: 'Expiry', lvl3: null},
  ...overrides,
});

describe('Algolia response', () => {
  it('maps a content record to its page, heading and snippet, with highlights as segments', () => {
    const mapped = mapHit(
      hit({
        _highlightResult: {hierarchy: {lvl1: {value: `${PRE_TAG}holdToken${POST_TAG}`}}},
        _snippetResult: {content: {value: `A ${PRE_TAG}token${POST_TAG} lives for 15 minutes.`}},
      }),
      0,
    )!;
    expect(mapped.url).toBe('/docs/renderer/config-holdtoken#expiry');
    expect(mapped.pageKey).toBe('/docs/renderer/config-holdtoken');
    expect(mapped.heading).toBe('Expiry');
    expect(mapped.crumb).toBe('Renderer');
    expect(mapped.titleSegments).toEqual([{text: 'holdToken', hit: true}]);
    expect(mapped.excerpt).toEqual([
      {text: 'A ', hit: false},
      {text: 'token', hit: true},
      {text: ' lives for 15 minutes.', hit: false},
    ]);
  });

  it('treats a lvl1 record as the top of its page and a lvl3 record as its own section', () => {
    expect(mapHit(hit({type: 'lvl1', hierarchy: {lvl0: 'Renderer', lvl1: 'holdToken'}}), 0)!.heading).toBeNull();
    expect(mapHit(hit({type: 'lvl3', hierarchy: {lvl0: 'Renderer', lvl1: 'holdToken', lvl2: 'Expiry', lvl3: 'Renewal'}}), 0)!.heading).toBe(
      'Renewal',
    );
    expect(mapHit(hit({type: 'lvl2', hierarchy: {lvl0: 'Renderer', lvl1: 'holdToken', lvl2: 'Expiry', lvl3: 'Renewal'}}), 0)!.heading).toBe(
      'Expiry',
    );
  });

  it('drops records without a usable URL or title, and anything but http(s)', () => {
    expect(mapHit(hit({url: undefined}), 0)).toBeNull();
    expect(mapHit(hit({hierarchy: {}}), 0)).toBeNull();
    expect(hitPath('javascript:alert(1)')).toBeNull();
    expect(hitPath('/docs/api/rate-limit#stay-under-the-limit')).toBe('/docs/api/rate-limit#stay-under-the-limit');
  });

  it('keeps markup in record text as text', () => {
    const mapped = mapHit(hit({_snippetResult: {content: {value: `<img src=x onerror=alert(1)> ${PRE_TAG}token${POST_TAG}`}}}), 0)!;
    expect(mapped.excerpt[0]).toEqual({text: '<img src=x onerror=alert(1)> ', hit: false});
  });

  it('keeps Algolia order, grouped by page, and reports nbHits as the total', () => {
    const response = mapAlgoliaResponse(
      'token',
      {
        nbHits: 57,
        hits: [
          hit({objectID: 'a'}),
          hit({
            objectID: 'b',
            url: 'https://docs.tessera.example/docs/api/hold-tokens',
            hierarchy: {lvl0: 'REST API', lvl1: 'Hold tokens'},
            type: 'lvl1',
          }),
          hit({
            objectID: 'c',
            url: 'https://docs.tessera.example/docs/renderer/config-holdtoken#rules',
            hierarchy: {lvl0: 'Renderer', lvl1: 'holdToken', lvl2: 'Rules'},
          }),
        ],
      },
      {maxGroups: 8, sectionsPerGroup: 3},
    );
    expect(response.total).toBe(57);
    expect(response.groups.map((g) => [g.pageUrl, g.sections.map((s) => s.id)])).toEqual([
      ['/docs/renderer/config-holdtoken', ['a', 'c']],
      ['/docs/api/hold-tokens', ['b']],
    ]);
  });

  it('tolerates a response without hits', () => {
    expect(mapAlgoliaResponse('x', {}, {maxGroups: 8, sectionsPerGroup: 3})).toEqual({query: 'x', total: 0, totalGroups: 0, groups: []});
  });

  it('rejects when Algolia answers with an error, so the dialog can offer a retry', async () => {
    const provider = createAlgoliaProvider(
      settings,
      async () => new Response('{"message":"Invalid Application-ID or API key"}', {status: 403}),
    );
    await expect(provider.search('token', {maxGroups: 8, sectionsPerGroup: 3})).rejects.toThrow('403');
  });

  it('fetches once per query and maps the answer', async () => {
    const calls: string[] = [];
    const provider = createAlgoliaProvider(settings, async (url) => {
      calls.push(url);
      return new Response(JSON.stringify({nbHits: 1, hits: [hit({})]}), {status: 200});
    });
    const response = await provider.search('token', {maxGroups: 8, sectionsPerGroup: 3});
    expect(calls).toHaveLength(1);
    expect(response.groups[0].sections[0].url).toBe('/docs/renderer/config-holdtoken#expiry');
  });
});

describe('provider switch', () => {
  const local: SearchGlobalData = {manifestUrl: '/search-index/manifest.json', algolia: null};

  it('uses the local index unless all Algolia settings are present', () => {
    expect(providerKind(local)).toBe('local');
    expect(providerKind({...local, algolia: settings})).toBe('algolia');
    expect(providerKind({...local, algolia: {...settings, apiKey: ''}})).toBe('local');
  });

  it('creates the provider of that kind, and only Algolia calls a third-party host', async () => {
    const hosts: string[] = [];
    const fetcher = async (url: string) => {
      hosts.push(new URL(url, 'http://127.0.0.1').host);
      return new Response('{}', {status: 404});
    };
    const localProvider = createProvider(local, fetcher);
    expect(localProvider.kind).toBe('local');
    await localProvider.search('token', {maxGroups: 8, sectionsPerGroup: 3}).catch(() => undefined);
    expect(hosts).toEqual(['127.0.0.1']);
    expect(createProvider({...local, algolia: settings}, fetcher).kind).toBe('algolia');
  });

  it('reads ALGOLIA_* from the environment: all three, or none', () => {
    expect(algolia({})).toBeNull();
    expect(algolia({ALGOLIA_APP_ID: ' ', ALGOLIA_API_KEY: '', ALGOLIA_INDEX_NAME: ''})).toBeNull();
    expect(algolia({ALGOLIA_APP_ID: 'TESSERA123', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs'})).toEqual({
      appId: 'TESSERA123',
      apiKey: 'key',
      indexName: 'docs',
    });
    expect(() => algolia({ALGOLIA_APP_ID: 'TESSERA123'})).toThrow(/missing ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME/);
    expect(() => algolia({ALGOLIA_APP_ID: 'not an id!', ALGOLIA_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i'})).toThrow(
      /not an Algolia application id/,
    );
  });
});
