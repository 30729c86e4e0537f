/**
 * The hosted provider: Algolia DocSearch, queried with plain fetch against
 * Algolia's REST search endpoint (no client library).
 *
 * The query is filtered by language and by the docs version tag, the
 * way Docusaurus' own DocSearch integration does: `language:en`, and
 * `docusaurus_tag:default` (pages outside docs) or the tag of the docs version.
 */
import {markedSegments} from './highlight';
import {groupByPage} from './ranking';
import type {AlgoliaSettings, SearchGroup, SearchProvider, SearchRequestOptions, SearchResponse, Segment} from './types';

/** Markers no page contains, so highlighted text is split, never parsed. */
export const PRE_TAG = '__tessera_hit__';
export const POST_TAG = '__/tessera_hit__';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
type Level = (typeof LEVELS)[number];

/** A DocSearch record as Algolia returns it (only what we read). */
export type DocSearchHit = {
  objectID?: string;
  url?: string;
  type?: string;
  content?: string | null;
  hierarchy?: Partial<Record<Level, string | null>>;
  _highlightResult?: {hierarchy?: Partial<Record<Level, {value?: string}>>; content?: {value?: string}};
  _snippetResult?: {content?: {value?: string}};
};

export type AlgoliaResponse = {hits?: DocSearchHit[]; nbHits?: number};

export type AlgoliaRequest = {url: string; init: RequestInit & {method: 'POST'; body: string}};

export function facetFilters(settings: Pick<AlgoliaSettings, 'language' | 'tags'>): string[][] {
  return [[`language:${settings.language}`], settings.tags.map((tag) => `docusaurus_tag:${tag}`)];
}

/**
 * The request for one query. Credentials go in the query string and the body
 * is sent as form-encoded text, so the browser makes a simple request with no
 * CORS preflight (as Algolia's own clients do).
 */
export function buildAlgoliaRequest(settings: AlgoliaSettings, query: string, hitsPerPage: number): AlgoliaRequest {
  const host = `https://${settings.appId.toLowerCase()}-dsn.algolia.net`;
  const credentials = new URLSearchParams({
    'x-algolia-application-id': settings.appId,
    'x-algolia-api-key': settings.apiKey,
  });
  const params = new URLSearchParams({
    query,
    hitsPerPage: String(hitsPerPage),
    facetFilters: JSON.stringify(facetFilters(settings)),
    attributesToRetrieve: JSON.stringify(['hierarchy', 'content', 'url', 'type']),
    attributesToHighlight: JSON.stringify(['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'content']),
    attributesToSnippet: JSON.stringify(['content:24']),
    highlightPreTag: PRE_TAG,
    highlightPostTag: POST_TAG,
    snippetEllipsisText: '…',
    distinct: 'false',
  });
  return {
    url: `${host}/1/indexes/${encodeURIComponent(settings.indexName)}/query?${credentials}`,
    init: {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      body: JSON.stringify({params: params.toString()}),
    },
  };
}

/** A same-site path for the hit's URL (SPA navigation), or null for anything but http(s). */
export function hitPath(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, 'https://docs.invalid');
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return `${parsed.pathname}${parsed.hash}`;
  } catch {
    return null;
  }
}

const plain = (text: string): Segment[] => (text ? [{text, hit: false}] : []);

function levelSegments(hit: DocSearchHit, level: Level): Segment[] | null {
  const raw = hit.hierarchy?.[level];
  if (!raw) return null;
  const marked = hit._highlightResult?.hierarchy?.[level]?.value;
  return marked ? markedSegments(marked, PRE_TAG, POST_TAG) : plain(raw);
}

type MappedHit = {
  pageKey: string;
  title: string;
  heading: string | null;
  score: number;
  url: string;
  crumb: string;
  titleSegments: Segment[];
  headingSegments: Segment[] | null;
  excerpt: Segment[];
  id: string;
};

/** One DocSearch hit in our terms: page, section heading, excerpt. */
export function mapHit(hit: DocSearchHit, position: number): MappedHit | null {
  const url = hitPath(hit.url);
  const title = hit.hierarchy?.lvl1 ?? hit.hierarchy?.lvl0;
  if (!url || !title) return null;
  const titleLevel: Level = hit.hierarchy?.lvl1 ? 'lvl1' : 'lvl0';
  const typeLevel = LEVELS.find((level) => level === hit.type);
  // The section is the record's own level, or for content the deepest heading above it.
  const headingLevel = [...LEVELS]
    .slice(2)
    .reverse()
    .find((level) => hit.hierarchy?.[level] && (!typeLevel || LEVELS.indexOf(level) <= LEVELS.indexOf(typeLevel)));
  const heading = headingLevel ? (hit.hierarchy?.[headingLevel] ?? null) : null;
  const snippet = hit._snippetResult?.content?.value;
  return {
    id: hit.objectID ?? `${url}#${position}`,
    pageKey: url.split('#')[0],
    url,
    title,
    heading,
    score: -position,
    crumb: hit.hierarchy?.lvl0 && titleLevel === 'lvl1' ? hit.hierarchy.lvl0 : '',
    titleSegments: levelSegments(hit, titleLevel) ?? plain(title),
    headingSegments: headingLevel ? levelSegments(hit, headingLevel) : null,
    excerpt: snippet ? markedSegments(snippet, PRE_TAG, POST_TAG) : plain(hit.content ?? ''),
  };
}

/** Maps Algolia's response to ours; Algolia's order is kept, grouped by page. */
export function mapAlgoliaResponse(query: string, json: AlgoliaResponse, options: Omit<SearchRequestOptions, 'signal'>): SearchResponse {
  const hits = (Array.isArray(json.hits) ? json.hits : []).map(mapHit).filter((hit): hit is MappedHit => hit !== null);
  const {groups, totalGroups} = groupByPage(hits, options.sectionsPerGroup, options.maxGroups);
  const mapped: SearchGroup[] = groups.map(({pageKey, items}) => ({
    pageUrl: pageKey,
    pageTitle: items[0].titleSegments,
    crumb: items[0].crumb,
    // DocSearch records carry no page kind.
    kind: '',
    sections: items.map((item) => ({id: item.id, url: item.url, heading: item.headingSegments, excerpt: item.excerpt})),
  }));
  return {query, total: typeof json.nbHits === 'number' ? json.nbHits : hits.length, totalGroups, groups: mapped};
}

export type Fetcher = (url: string, init?: RequestInit) => Promise<Response>;

export function createAlgoliaProvider(settings: AlgoliaSettings, fetcher: Fetcher): SearchProvider {
  return {
    kind: 'algolia',
    prefetch() {
      // Nothing to load ahead: Algolia answers each query.
    },
    async search(query, options) {
      // Enough hits to fill the requested groups when pages have several matching sections.
      const hitsPerPage = Math.min(1000, options.maxGroups * options.sectionsPerGroup);
      const {url, init} = buildAlgoliaRequest(settings, query, hitsPerPage);
      const response = await fetcher(url, {...init, signal: options.signal});
      if (!response.ok) throw new Error(`Algolia answered ${response.status}`);
      return mapAlgoliaResponse(query, (await response.json()) as AlgoliaResponse, options);
    },
  };
}
