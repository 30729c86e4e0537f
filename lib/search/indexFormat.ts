/**
 * The files of the local search index, shared by the build (which writes
 * them) and the browser and the ask server (which read them).
 *
 * - `manifest.json`: tiny, never cached for long; names the current index file.
 * - `index.<hash>.json`: the core: page and section tables, field lengths,
 *   the sorted list of every index term and the search vocabulary.
 * - `t/<hash>.json`: the postings of one contiguous run of terms (a shard).
 *   A query first expands its words against the term list (exact, prefix,
 *   typos), then fetches only the shards holding those terms. Document
 *   statistics stay global, so scores are the same as with the whole index.
 * - `p/<hash>.json`: one fragment per page with the text of its sections
 *   (and the first code sample of each), fetched only for the pages a result
 *   list shows, to build excerpts and answers.
 * - `a/<hash>.json`: beside each fragment, under the same hash, what only
 *   Ask AI reads: the page's one-sentence summary and the highlighting of its
 *   code samples, so keyword search fetches no byte of it.
 *
 * The whole index in one file would be about 240 KB gzip and take over
 * 100 ms to load before the first result; the shards keep the first results
 * near 80 KB. Every file but the manifest is named by a hash of its content,
 * so it can be cached forever.
 */
import {tokenClasses} from '../../config/shiki';
import {createHeadingSlugger} from '../markdown/slug';

export const INDEX_FORMAT_VERSION = 2;

/**
 * Searchable fields, in index order. `keywords` are the identifiers that name
 * a page (front matter `name` and `keywords`) and `description` its one-line
 * summary, both on its top section only; `aside` is text that mentions a
 * subject without covering it: blocks that only link elsewhere (a Related
 * list) and blocks repeated word for word on many pages (boilerplate).
 */
export const SEARCH_FIELDS = ['title', 'heading', 'keywords', 'description', 'intents', 'text', 'aside'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** One searchable section as the build sees it. */
export type IndexedSection = {
  /** h2/h3 text, or null for the part of the page before the first heading. */
  heading: string | null;
  /** Heading id, or '' for the top of the page. */
  anchor: string;
  /** Prose of the section, one block (paragraph, list item, cell row) per line. */
  text: string;
  /** Text that is nothing but links (list items and paragraphs made of one link), one per line. */
  links?: string;
  /** The section's first code sample, for answers that show how. */
  code?: CodeSample;
};

/**
 * The classes of the build's highlighted code tokens (config/shiki.ts), in a
 * fixed order: a code sample's marks name a token's kind by its index here.
 */
export const CODE_TOKEN_CLASSES: readonly string[] = Object.values(tokenClasses);

/** A code sample as the index keeps it. */
export type CodeSample = {
  language: string;
  text: string;
  /**
   * Its highlighting: `[gap, length, kind]` triples over `text`, a gap
   * counted from the end of the previous mark, a kind an index into
   * CODE_TOKEN_CLASSES. Text outside the marks is in the foreground colour.
   */
  marks?: number[];
  /** The sample was cut to fit the index: it is not the whole block. */
  cut?: boolean;
};

/** One page as the build sees it, before serialisation. */
export type IndexedPage = {
  /** Path of the page, with the site's base URL (`/docs/renderer/config-session`). */
  url: string;
  title: string;
  /** Where the page sits: the navbar section, then its sidebar categories ("Renderer › Pricing"). */
  crumb: string;
  /** `docusaurus_tag` of the page: `docs-default-current` for docs, `default` for changelog posts. */
  tag: string;
  language: string;
  /** What kind of page it is, as a reader names it ("Option", "Method", "Guide", "REST operation"); '' when none. */
  kind?: string;
  /** HTTP method of a REST operation page. */
  method?: string;
  /** Identifiers that name the page (front matter `name`, `keywords`). */
  keywords: string[];
  /** What readers call the page besides its title, as they paste it (`POST /hold-tokens`): a query equal to one ranks the page first. */
  names?: string[];
  /** The page documents something deprecated or removed: it yields to the current pages that match as well. */
  deprecated?: boolean;
  /** Front matter description: one sentence on what the page is for. */
  description?: string;
  /** What readers ask when the page is the answer, in their words (domain/search-intents/). */
  intents?: string[];
  sections: IndexedSection[];
};

/** A rule of the search vocabulary: the terms of a reader's phrase, and the terms of each phrase of ours it also means. */
export type SynonymRule = [from: string[], to: string[][]];

/**
 * A product of the platform (products.ts): the sections of the site that are
 * its pages (the first label of their crumb), and the phrases that name it,
 * each as its words (products.ts `productWord`: lowercased, not stemmed), stop words included.
 */
export type ProductRule = [sections: string[], phrases: string[][]];

export type SearchManifest = {
  v: typeof INDEX_FORMAT_VERSION;
  /** File name of the index, next to the manifest. */
  index: string;
  pages: number;
  sections: number;
};

/**
 * [url, title, crumb index, tag index, language index, fragment hash, kind index, HTTP method or '',
 * other names of the page (a REST operation's `POST /hold-tokens`), when it has any]
 */
export type CompactPage =
  | [string, string, number, number, number, string, number, string]
  | [string, string, number, number, number, string, number, string, string[]];
/**
 * [page index, heading ('' for the top of the page)], plus the anchor when
 * github-slugger, fed the page's headings in order, does not give it.
 */
export type CompactSection = [number, string] | [number, string, string];

export type CompactIndex = {
  v: typeof INDEX_FORMAT_VERSION;
  /** Lookup tables that keep repeated strings out of the page rows. */
  crumbs: string[];
  tags: string[];
  languages: string[];
  kinds: string[];
  pages: CompactPage[];
  /** Section i is document i. */
  sections: CompactSection[];
  /** Field lengths in terms, `SEARCH_FIELDS.length` numbers per section. */
  lengths: number[];
  /** Average length of each field over the sections. */
  averages: number[];
  /** Ids of the sections without text (only a heading): they get no excerpt. */
  blank: number[];
  /** Indexes of the pages about something deprecated or removed. */
  deprecated: number[];
  /** Every index term, sorted, space-separated. Term i is the i-th word. */
  terms: string;
  /** Postings shards: [content hash, index of the shard's first term], in term order. */
  shards: [string, number][];
  /** The search vocabulary (domain/search-vocabulary.yaml), as terms. */
  synonyms: SynonymRule[];
  /** The products the vocabulary names, for scoping (products.ts); absent from indexes built before them. */
  products?: ProductRule[];
};

/**
 * The postings of terms `first` to `first + postings.length - 1`. Per term,
 * per field: field id, number of documents, then one entry per document: the
 * gap to the previous document id (first: id + 1) when the term occurs once,
 * or minus the gap followed by the count.
 */
export type PostingsShard = {first: number; postings: number[][]};

/** A page fragment: the text of each section, in section order, and the first code sample of those that have one. */
export type PageFragment = {texts: string[]; code?: Record<number, Pick<CodeSample, 'language' | 'text'>>};

/**
 * What Ask AI reads of a page besides its fragment (`a/<hash>.json`, the
 * fragment's hash): the page's one-sentence summary, and for each code
 * sample of the fragment, its highlighting and whether it was cut.
 */
export type AnswerExtras = {
  description?: string;
  code?: Record<number, Pick<CodeSample, 'marks' | 'cut'>>;
  /** What readers ask when the page is the answer (domain/search-intents/): Ask AI compares them with the question. */
  intents?: string[];
};

export type DecodedSection = {page: number; heading: string | null; anchor: string};

/** Anchors of one page's sections, rows `start` to `end - 1` (a page's rows are contiguous). */
export function pageAnchors(rows: readonly CompactSection[], start: number, end: number): string[] {
  const slugger = createHeadingSlugger();
  const anchors: string[] = [];
  for (let id = start; id < end; id += 1) {
    const [, heading, anchor] = rows[id];
    if (!heading) {
      anchors.push('');
      continue;
    }
    // Every heading goes through the slugger, so duplicates number as they do on the page.
    const derived = slugger.slug(heading);
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
  let slugger = createHeadingSlugger();
  return sections.map(({page: pageIndex, heading, anchor}) => {
    if (pageIndex !== page) {
      page = pageIndex;
      slugger = createHeadingSlugger();
    }
    if (!heading) return [pageIndex, ''];
    return slugger.slug(heading) === anchor ? [pageIndex, heading] : [pageIndex, heading, anchor];
  });
}
