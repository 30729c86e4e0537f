/**
 * Turns extracted pages into the index files (see src/search/indexFormat.ts)
 * and writes them, replacing any previous index in the folder.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import MiniSearch from 'minisearch';
import {
  INDEX_FORMAT_VERSION,
  encodeSections,
  type DecodedSection,
  miniSearchOptions,
  type CompactIndex,
  type IndexedPage,
  type MiniSearchJSON,
  type PageFragment,
  type PostingsShard,
  type SearchDocument,
  type SearchManifest,
} from '../../src/search/indexFormat';
import {compactPostings} from '../../src/search/postings';

/** Folder of the index under the site root (and its URL path under the base URL). */
export const INDEX_DIR = 'search-index';
export const MANIFEST_FILE = 'manifest.json';

/**
 * Section text kept for excerpts. The index holds every word of a section;
 * the fragment keeps its beginning, which is where excerpts come from in
 * all but very long sections.
 */
export const MAX_FRAGMENT_TEXT = 1500;

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

export type IndexFiles = {manifest: SearchManifest; files: Map<string, string>};

/** Builds every file of the index in memory: paths relative to the index folder. */
export function buildIndexFiles(pages: IndexedPage[]): IndexFiles {
  const files = new Map<string, string>();
  const crumbs: string[] = [];
  const tags: string[] = [];
  const languages: string[] = [];
  const crumbId = lookup(crumbs);
  const tagId = lookup(tags);
  const languageId = lookup(languages);
  const compactPages: CompactIndex['pages'] = [];
  const sections: DecodedSection[] = [];
  const blank: number[] = [];
  const documents: SearchDocument[] = [];

  for (const page of pages) {
    if (page.sections.length === 0) continue;
    const fragment: PageFragment = {texts: page.sections.map((section) => truncateText(section.text, MAX_FRAGMENT_TEXT))};
    const fragmentJson = JSON.stringify(fragment);
    const fragmentHash = hash(fragmentJson);
    files.set(`p/${fragmentHash}.json`, fragmentJson);
    const pageIndex =
      compactPages.push([page.url, page.title, crumbId(page.crumb), tagId(page.tag), languageId(page.language), fragmentHash]) - 1;
    page.sections.forEach((section, i) => {
      const id = sections.push({page: pageIndex, heading: section.heading || null, anchor: section.anchor}) - 1;
      if (!section.text) blank.push(id);
      documents.push({
        id,
        title: page.title,
        heading: section.heading ?? '',
        // Identifiers name the page as a whole: they belong to its top section.
        keywords: i === 0 ? page.keywords.join(' ') : '',
        text: section.text,
      });
    });
  }

  const miniSearch = new MiniSearch<SearchDocument>(miniSearchOptions);
  miniSearch.addAll(documents);
  const json = miniSearch.toJSON() as unknown as MiniSearchJSON;
  const {terms, postings, lengths} = compactPostings(json);
  const shards: CompactIndex['shards'] = [];
  const writeShard = (first: number, end: number) => {
    const shard: PostingsShard = {first, postings: postings.slice(first, end)};
    const shardJson = JSON.stringify(shard);
    const shardHash = hash(shardJson);
    files.set(`t/${shardHash}.json`, shardJson);
    shards.push([shardHash, first]);
  };
  let first = 0;
  let size = 0;
  postings.forEach((row, i) => {
    size += row.length * 3;
    if (size >= SHARD_CHARS) {
      writeShard(first, i + 1);
      first = i + 1;
      size = 0;
    }
  });
  if (first < postings.length || shards.length === 0) writeShard(first, postings.length);
  const compact: CompactIndex = {
    v: INDEX_FORMAT_VERSION,
    crumbs,
    tags,
    languages,
    pages: compactPages,
    sections: encodeSections(sections),
    lengths,
    averages: json.averageFieldLength,
    blank,
    terms: terms.join(' '),
    shards,
  };
  const indexJson = JSON.stringify(compact);
  const indexFile = `index.${hash(indexJson)}.json`;
  files.set(indexFile, indexJson);
  const manifest: SearchManifest = {v: INDEX_FORMAT_VERSION, index: indexFile, pages: compactPages.length, sections: sections.length};
  files.set(MANIFEST_FILE, JSON.stringify(manifest));
  return {manifest, files};
}

/** Writes the files into `dir`, removing whatever index was there before. */
export async function writeIndexFiles(dir: string, {files}: IndexFiles): Promise<void> {
  await fs.rm(dir, {recursive: true, force: true});
  await Promise.all(['p', 't'].map((sub) => fs.mkdir(path.join(dir, sub), {recursive: true})));
  await Promise.all([...files].map(([name, content]) => fs.writeFile(path.join(dir, name), content)));
}
