/**
 * What every search provider returns and what the UI renders. Providers
 * (the local index, Algolia DocSearch) differ in how they find results;
 * past this point they are the same.
 */

/** A run of text, highlighted when it matched the query. Rendered as text nodes, never as HTML. */
export type Segment = {text: string; hit: boolean};

export type SearchSection = {
  id: string;
  /** Where the result leads: the page, or the page plus `#anchor`. */
  url: string;
  /** h2/h3 text; null for the top of the page. */
  heading: Segment[] | null;
  /** Short excerpt around the first match; empty when the section has no text. */
  excerpt: Segment[];
  /** The excerpt is still loading (see `SearchResponse.complete`); its space is already reserved. */
  excerptPending?: boolean;
};

export type SearchGroup = {
  pageUrl: string;
  pageTitle: Segment[];
  /** Where the page sits: the part of the site, then its sidebar categories ("Renderer › Pricing"). */
  crumb: string;
  /** What kind of page it is ("Option", "Method", "Guide", "REST operation"); '' when not known. */
  kind: string;
  /** HTTP method of a REST operation page. */
  method?: string;
  /** The page documents something deprecated or removed. */
  deprecated?: boolean;
  sections: SearchSection[];
};

export type SearchResponse = {
  query: string;
  /** Matching sections in all. */
  total: number;
  /** Matching pages in all; `groups` may hold fewer. */
  totalGroups: number;
  groups: SearchGroup[];
  /** With no results: titles and headings of the index close to what was typed ("Did you mean"). */
  suggestions?: string[];
  /**
   * When excerpts are still loading: the same response with them. Results show
   * at once and excerpts fill their reserved lines, so nothing moves.
   */
  complete?: Promise<SearchResponse>;
};

export type SearchRequestOptions = {
  /** How many page groups to return, with excerpts. */
  maxGroups: number;
  /** How many sections to show per page. */
  sectionsPerGroup: number;
  signal?: AbortSignal;
};

export interface SearchProvider {
  readonly kind: 'local' | 'algolia';
  /** Starts loading what the first query needs. Never throws, never blocks. */
  prefetch(): void;
  /** Rejects when the results cannot be fetched; the UI then offers a retry. */
  search(query: string, options: SearchRequestOptions): Promise<SearchResponse>;
}

/** Algolia DocSearch settings, present only when the three ALGOLIA_* variables are set. */
export type AlgoliaSettings = {
  appId: string;
  /** The public, search-only key. */
  apiKey: string;
  indexName: string;
  /** Results are filtered by language and the docs version tag. */
  language: string;
  tags: string[];
};

/** Global data of the search plugin: everything the browser needs to pick and start a provider. */
export type SearchGlobalData = {
  /** URL of the local index manifest (with the base URL). */
  manifestUrl: string;
  algolia: AlgoliaSettings | null;
};

export const SEARCH_PLUGIN_NAME = 'tessera-search-index';
