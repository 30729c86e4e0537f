/**
 * Turns extracted pages into the index files (see lib/search/indexFormat.ts)
 * and writes them, replacing any previous index in the folder.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  INDEX_FORMAT_VERSION,
  SEARCH_FIELDS,
  encodeSections,
  type AnswerExtras,
  type CodeSample,
  type CompactIndex,
  type DecodedSection,
  type IndexedPage,
  type IndexedSection,
  type PageFragment,
  type PostingsShard,
  type SearchField,
  type SearchManifest,
  type ProductRule,
  type SynonymRule,
} from '../../lib/search/indexFormat';
import {addField, encodePostings, type PostingsMap} from '../../lib/search/postings';
import {tokenize} from '../../lib/search/tokenize';

/** Folder of the index under the site root (and its URL path under the base URL). */
export const INDEX_DIR = 'search-index';
export const MANIFEST_FILE = 'manifest.json';

/**
 * Section text kept for excerpts and answers. The index holds every word of
 * a section; the fragment keeps its beginning, which is where excerpts come
 * from in all but very long sections.
 */
export const MAX_FRAGMENT_TEXT = 1500;
/** Code kept per section for answers that show how: a sample, not a listing. */
export const MAX_FRAGMENT_CODE = 1200;

/**
 * Target size of a postings shard, in JSON characters (about a third of that
 * compressed). Smaller shards mean fewer wasted bytes per query, more requests.
 */
export const SHARD_CHARS = 16_000;

const hash = (content: string) => crypto.createHash('sha256').update(content).digest('hex').slice(0, 12);

function lookup(table: string[]): (value: string) => number {
  const positions = new Map<string, number>();
  return (value) => {
    let index = positions.get(value);
    if (index === undefined) {
      index = table.push(value) - 1;
      positions.set(value, index);
    }
    return index;
  };
}

/** Cuts at a word boundary so excerpts never end inside a word. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return text.slice(0, cut > max * 0.8 ? cut : max);
}

/** Cuts a code sample at a line boundary, its marks with it, and says so. */
export function truncateCode(sample: CodeSample, max: number): CodeSample {
  if (sample.text.length <= max) return sample;
  const line = sample.text.lastIndexOf('\n', max);
  const text = sample.text.slice(0, line > 0 ? line : max);
  const marks: number[] = [];
  let end = 0;
  for (let i = 0; i + 2 < (sample.marks?.length ?? 0); i += 3) {
    const [gap, length, kind] = sample.marks!.slice(i, i + 3);
    const start = end + gap;
    const kept = Math.min(length, text.length - start);
    if (kept <= 0) break;
    marks.push(gap, kept, kind);
    end = start + kept;
  }
  return {language: sample.language, text, ...(marks.length > 0 ? {marks} : {}), cut: true};
}

export type IndexFiles = {manifest: SearchManifest; files: Map<string, string>};

/** A block of text found on this many pages or more is boilerplate (an error table every operation repeats). */
export const BOILERPLATE_PAGES = 8;

/** Blocks of text (lines) that appear on BOILERPLATE_PAGES pages or more. */
export function boilerplateLines(pages: readonly IndexedPage[]): Set<string> {
  const pagesOf = new Map<string, number>();
  for (const page of pages) {
    const lines = new Set(page.sections.flatMap((section) => section.text.split('\n')));
    for (const line of lines) if (line) pagesOf.set(line, (pagesOf.get(line) ?? 0) + 1);
  }
  return new Set([...pagesOf].filter(([, count]) => count >= BOILERPLATE_PAGES).map(([line]) => line));
}

const FIELD_ID = Object.fromEntries(SEARCH_FIELDS.map((field, i) => [field, i])) as Record<SearchField, number>;

/**
 * A page's texts for excerpts and answers: its fragment (`p/`: section texts,
 * samples) and its answer extras (`a/`: summary, code marks), written into
 * `files`; returns the hash that names both.
 */
function addPageTexts(files: Map<string, string>, page: IndexedPage): string {
  const code: NonNullable<PageFragment['code']> = {};
  const extraCode: NonNullable<AnswerExtras['code']> = {};
  page.sections.forEach((section, i) => {
    if (!section.code) return;
    const {language, text, marks, cut} = truncateCode(section.code, MAX_FRAGMENT_CODE);
    code[i] = {language, text};
    if (marks || cut) extraCode[i] = {...(marks ? {marks} : {}), ...(cut ? {cut} : {})};
  });
  const fragment: PageFragment = {
    texts: page.sections.map((section) => truncateText(section.text, MAX_FRAGMENT_TEXT)),
    ...(Object.keys(code).length > 0 ? {code} : {}),
  };
  const extras: AnswerExtras = {
    ...(page.description ? {description: page.description} : {}),
    ...(Object.keys(extraCode).length > 0 ? {code: extraCode} : {}),
    ...(page.intents && page.intents.length > 0 ? {intents: page.intents} : {}),
  };
  const fragmentJson = JSON.stringify(fragment);
  const extrasJson = JSON.stringify(extras);
  // One hash for both files: a change to either names both anew, so neither is ever served stale.
  const fragmentHash = hash(`${fragmentJson}\n${extrasJson}`);
  files.set(`p/${fragmentHash}.json`, fragmentJson);
  files.set(`a/${fragmentHash}.json`, extrasJson);
  return fragmentHash;
}

/** The text of each search field of a page's `i`th section; boilerplate lines go to the aside. */
function sectionFields(
  page: IndexedPage,
  section: IndexedSection,
  i: number,
  boilerplate: ReadonlySet<string>,
): Record<SearchField, string> {
  // Identifiers and the summary name the page as a whole: they belong to its top section.
  const lines = section.text.split('\n');
  return {
    title: page.title,
    heading: section.heading ?? '',
    // The kind names the page too: readers ask for "the callback for…", "the option that…".
    keywords: i === 0 ? [...page.keywords, page.kind ?? ''].join(' ') : '',
    description: i === 0 ? (page.description ?? '') : '',
    intents: i === 0 ? (page.intents ?? []).join('\n') : '',
    text: lines.filter((line) => !boilerplate.has(line)).join('\n'),
    aside: [section.links ?? '', ...lines.filter((line) => boilerplate.has(line))].join('\n'),
  };
}

/** The core index as it grows page by page: its tables, pages and sections, field lengths and postings. */
class CoreBuilder {
  readonly crumbs: string[] = [];
  readonly tags: string[] = [];
  readonly languages: string[] = [];
  readonly kinds: string[] = [];
  readonly pages: CompactIndex['pages'] = [];
  readonly sections: DecodedSection[] = [];
  readonly blank: number[] = [];
  readonly deprecated: number[] = [];
  /** Terms in each field of each section, section by section. */
  readonly lengths: number[] = [];
  readonly postings: PostingsMap = new Map();
  private readonly crumbId = lookup(this.crumbs);
  private readonly tagId = lookup(this.tags);
  private readonly languageId = lookup(this.languages);
  private readonly kindId = lookup(this.kinds);

  constructor(private readonly boilerplate: ReadonlySet<string>) {}

  /** Adds a page whose texts are named `fragmentHash`, and indexes its sections. */
  addPage(page: IndexedPage, fragmentHash: string): void {
    const pageIndex =
      this.pages.push([
        page.url,
        page.title,
        this.crumbId(page.crumb),
        this.tagId(page.tag),
        this.languageId(page.language),
        fragmentHash,
        this.kindId(page.kind ?? ''),
        page.method ?? '',
        ...(page.names && page.names.length > 0 ? [page.names] : []),
      ] as CompactIndex['pages'][number]) - 1;
    if (page.deprecated) this.deprecated.push(pageIndex);
    page.sections.forEach((section, i) => {
      const id = this.sections.push({page: pageIndex, heading: section.heading || null, anchor: section.anchor}) - 1;
      if (!section.text) this.blank.push(id);
      const fields = sectionFields(page, section, i, this.boilerplate);
      for (const field of SEARCH_FIELDS) {
        const terms = tokenize(fields[field]);
        this.lengths.push(terms.length);
        addField(this.postings, FIELD_ID[field], id, terms);
      }
    });
  }

  /** Average length of each field over the sections, to three decimals. */
  averages(): number[] {
    const count = this.sections.length;
    return SEARCH_FIELDS.map((_, f) => {
      let sum = 0;
      for (let id = 0; id < count; id += 1) sum += this.lengths[id * SEARCH_FIELDS.length + f];
      return count > 0 ? Math.round((sum / count) * 1000) / 1000 : 0;
    });
  }
}

/** Splits the postings rows into shards of about SHARD_CHARS, written into `files`; returns the shard list of the core. */
function addShards(files: Map<string, string>, rows: readonly number[][]): CompactIndex['shards'] {
  const shards: CompactIndex['shards'] = [];
  const writeShard = (first: number, end: number) => {
    const shard: PostingsShard = {first, postings: rows.slice(first, end)};
    const shardJson = JSON.stringify(shard);
    const shardHash = hash(shardJson);
    files.set(`t/${shardHash}.json`, shardJson);
    shards.push([shardHash, first]);
  };
  let first = 0;
  let size = 0;
  rows.forEach((row, i) => {
    size += row.length * 3;
    if (size >= SHARD_CHARS) {
      writeShard(first, i + 1);
      first = i + 1;
      size = 0;
    }
  });
  if (first < rows.length || shards.length === 0) writeShard(first, rows.length);
  return shards;
}

/** Builds every file of the index in memory: paths relative to the index folder. */
export function buildIndexFiles(pages: IndexedPage[], synonyms: SynonymRule[] = [], products: ProductRule[] = []): IndexFiles {
  const files = new Map<string, string>();
  const core = new CoreBuilder(boilerplateLines(pages));
  for (const page of pages) {
    if (page.sections.length === 0) continue;
    core.addPage(page, addPageTexts(files, page));
  }
  const {terms, rows} = encodePostings(core.postings);
  const shards = addShards(files, rows);
  const compact: CompactIndex = {
    v: INDEX_FORMAT_VERSION,
    crumbs: core.crumbs,
    tags: core.tags,
    languages: core.languages,
    kinds: core.kinds,
    pages: core.pages,
    sections: encodeSections(core.sections),
    lengths: core.lengths,
    averages: core.averages(),
    blank: core.blank,
    deprecated: core.deprecated,
    terms: terms.join(' '),
    shards,
    synonyms,
    ...(products.length > 0 ? {products} : {}),
  };
  const indexJson = JSON.stringify(compact);
  const indexFile = `index.${hash(indexJson)}.json`;
  files.set(indexFile, indexJson);
  const manifest: SearchManifest = {v: INDEX_FORMAT_VERSION, index: indexFile, pages: core.pages.length, sections: core.sections.length};
  files.set(MANIFEST_FILE, JSON.stringify(manifest));
  return {manifest, files};
}

/** Writes the files into `dir`, removing whatever index was there before. */
export async function writeIndexFiles(dir: string, {files}: IndexFiles): Promise<void> {
  await fs.rm(dir, {recursive: true, force: true});
  await Promise.all(['p', 't', 'a'].map((sub) => fs.mkdir(path.join(dir, sub), {recursive: true})));
  await Promise.all([...files].map(([name, content]) => fs.writeFile(path.join(dir, name), content)));
}
