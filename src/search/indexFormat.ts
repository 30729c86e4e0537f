/**
 * The files of the local search index, shared by the build (which writes
 * them) and the browser (which reads them).
 *
 * - `manifest.json`: tiny, never cached for long; names the current index file.
 * - `index.<hash>.json`: the core: page and section tables, field lengths and
 *   the sorted list of every index term.
 * - `t/<hash>.json`: the postings of one contiguous run of terms (a shard).
 *   A query first expands its words against the term list (exact, prefix,
 *   one edit), then fetches only the shards holding those terms. Document
 *   statistics stay global, so scores are the same as with the whole index.
 * - `p/<hash>.json`: one fragment per page with the text of its sections,
 *   fetched only for the pages a result list shows, to build excerpts.
 *
 * Postings are a compact form of MiniSearch's serialisation (postings.ts);
 * the browser feeds them to MiniSearch as shards load.
 * Every file but the manifest is named by a hash of its content, so it can be
 * cached forever.
 */
import type {Options} from 'minisearch';
import {createHeadingSlugger} from './slug';
import {tokenize} from './tokenize';

export const INDEX_FORMAT_VERSION = 1;

/** Searchable fields, in index order. Identifiers are front matter `name` and `keywords`. */
export const SEARCH_FIELDS = ['title', 'heading', 'keywords', 'text'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** Field boosts: a word in a title or heading says more than the same word in a paragraph. */
export const FIELD_BOOSTS: Record<SearchField, number> = {title: 4, heading: 3, keywords: 2.5, text: 1};

/** One searchable section as the build sees it. */
export type IndexedSection = {
  /** h2/h3 text, or null for the part of the page before the first heading. */
  heading: string | null;
  /** Heading id, or '' for the top of the page. */
  anchor: string;
  text: string;
};

/** One page as the build sees it, before serialisation. */
export type IndexedPage = {
  /** Path of the page, with the site's base URL (`/docs/renderer/config-session`). */
  url: string;
  title: string;
  /** Part of the site: the navbar section ("Renderer", "REST API", "Changelog" ...). */
  crumb: string;
  /** `docusaurus_tag` of the page: `docs-default-current` for docs, `default` for changelog posts. */
  tag: string;
  language: string;
  /** Identifiers that name the page (front matter `name`, `keywords`). */
  keywords: string[];
  sections: IndexedSection[];
};

/** The document MiniSearch indexes: one per section. */
export type SearchDocument = {id: number; title: string; heading: string; keywords: string; text: string};

/** MiniSearch options both sides must share: the same fields and the same terms. */
export const miniSearchOptions: Options<SearchDocument> = {
  idField: 'id',
  fields: [...SEARCH_FIELDS],
  storeFields: [],
  tokenize,
  // Terms come out of `tokenize` lowercased and filtered already.
  processTerm: (term) => term,
};

export type SearchManifest = {
  v: typeof INDEX_FORMAT_VERSION;
  /** File name of the index, next to the manifest. */
  index: string;
  pages: number;
  sections: number;
};

/** [url, title, crumb index, tag index, language index, fragment hash] */
export type CompactPage = [string, string, number, number, number, string];
/**
 * [page index, heading ('' for the top of the page)], plus the anchor when
 * `createHeadingSlugger` (fed the page's headings in order) does not give it.
 */
export type CompactSection = [number, string] | [number, string, string];

export type CompactIndex = {
  v: typeof INDEX_FORMAT_VERSION;
  /** Lookup tables that keep repeated strings out of the page rows. */
  crumbs: string[];
  tags: string[];
  languages: string[];
  pages: CompactPage[];
  /** Section i is MiniSearch document i. */
  sections: CompactSection[];
  /** Field lengths in terms, `SEARCH_FIELDS.length` numbers per section. */
  lengths: number[];
  averages: number[];
  /** Ids of the sections without text (only a heading): they get no excerpt. */
  blank: number[];
  /** Every index term, sorted, space-separated. Term i is the i-th word. */
  terms: string;
  /** Postings shards: [content hash, index of the shard's first term], in term order. */
  shards: [string, number][];
};

/**
 * The postings of terms `first` to `first + postings.length - 1`. Per term,
 * per field: field id, number of documents, then one entry per document: the
 * gap to the previous document id (first: id + 1) when the term occurs once,
 * or minus the gap followed by the count.
 */
export type PostingsShard = {first: number; postings: number[][]};

/** A page fragment: the text of each section, in section order. */
export type PageFragment = {texts: string[]};

/** MiniSearch's own plain-object serialisation (`toJSON()` / `loadJS()`), version 2. */
export type MiniSearchJSON = {
  documentCount: number;
  nextId: number;
  documentIds: Record<string, number>;
  fieldIds: Record<string, number>;
  fieldLength: Record<string, number[]>;
  averageFieldLength: number[];
  storedFields: Record<string, unknown>;
  dirtCount?: number;
  index: [string, Record<string, Record<string, number>>][];
  serializationVersion: number;
};

export type DecodedSection = {page: number; heading: string | null; anchor: string};

/** Anchors of one page's sections, rows `start` to `end - 1` (a page's rows are contiguous). */
export function pageAnchors(rows: readonly CompactSection[], start: number, end: number): string[] {
  const slug = createHeadingSlugger();
  const anchors: string[] = [];
  for (let id = start; id < end; id += 1) {
    const [, heading, anchor] = rows[id];
    if (!heading) {
      anchors.push('');
      continue;
    }
    // Every heading goes through the slugger, so duplicates number as they do on the page.
    const derived = slug(heading);
    anchors.push(anchor ?? derived);
  }
  return anchors;
}

/** Every section row with its anchor restored. */
export function decodeSections(rows: readonly CompactSection[]): DecodedSection[] {
  const decoded: DecodedSection[] = [];
  let start = 0;
  while (start < rows.length) {
    let end = start;
    while (end < rows.length && rows[end][0] === rows[start][0]) end += 1;
    const anchors = pageAnchors(rows, start, end);
    for (let id = start; id < end; id += 1) decoded.push({page: rows[id][0], heading: rows[id][1] || null, anchor: anchors[id - start]});
    start = end;
  }
  return decoded;
}

/** Section rows for the index: the anchor is left out where the browser can derive it. */
export function encodeSections(sections: DecodedSection[]): CompactSection[] {
  let page = -1;
  let slug = createHeadingSlugger();
  return sections.map(({page: pageIndex, heading, anchor}) => {
    if (pageIndex !== page) {
      page = pageIndex;
      slug = createHeadingSlugger();
    }
    if (!heading) return [pageIndex, ''];
    return slug(heading) === anchor ? [pageIndex, heading] : [pageIndex, heading, anchor];
  });
}
