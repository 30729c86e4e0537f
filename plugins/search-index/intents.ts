/**
 * Reader intents (domain/search-intents/*.yaml): for each page, what a reader
 * who has not read the docs asks when that page is the answer, in their words
 * ("limit how many seats one buyer can pick"). The index holds them as a field
 * of the page's top section, so a question worded unlike the page still finds it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import type {IndexedPage} from '../../lib/search/indexFormat';
import {trimSlash} from './content';

export const INTENTS_DIR = path.join('domain', 'search-intents');

/** Longest intent, in words: an intent is a short question or goal, not a paragraph. */
const MAX_WORDS = 16;

/** Page path → its intents, from one file's text; a malformed entry or a path listed twice throws, naming it. */
export function compileIntents(text: string, file: string, into = new Map<string, string[]>()): Map<string, string[]> {
  const document = parse(text) as unknown;
  if (document === null || typeof document !== 'object' || Array.isArray(document))
    throw new Error(`${file}: expected a map from page paths to lists of intents`);
  for (const [key, value] of Object.entries(document)) {
    const page = trimSlash(key);
    if (!page.startsWith('/')) throw new Error(`${file}: "${key}" is not a page path`);
    if (into.has(page)) throw new Error(`${file}: "${key}" is listed twice`);
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || item.trim() === ''))
      throw new Error(`${file}: "${key}" must map to a list of intents ([] for none)`);
    const long = (value as string[]).find((item) => item.trim().split(/\s+/).length > MAX_WORDS);
    if (long) throw new Error(`${file}: "${key}": "${long}" is longer than ${MAX_WORDS} words`);
    into.set(page, [...new Set((value as string[]).map((item) => item.trim()))]);
  }
  return into;
}

/** Every intents file of the site, merged. */
export function loadIntents(siteDir: string): Map<string, string[]> {
  const dir = path.join(siteDir, INTENTS_DIR);
  const intents = new Map<string, string[]>();
  if (!fs.existsSync(dir)) return intents;
  for (const name of fs.readdirSync(dir).sort()) {
    if (!name.endsWith('.yaml')) continue;
    const file = path.join(dir, name);
    compileIntents(fs.readFileSync(file, 'utf8'), path.relative(siteDir, file), intents);
  }
  return intents;
}

/** The pages with their intents; an intent for a page the index does not hold throws, so none goes stale when a page moves. */
export function withIntents(pages: IndexedPage[], intents: ReadonlyMap<string, string[]>): IndexedPage[] {
  const urls = new Set(pages.map((page) => trimSlash(page.url)));
  const unknown = [...intents.keys()].filter((url) => !urls.has(url));
  if (unknown.length > 0)
    throw new Error(`${INTENTS_DIR}: no indexed page at ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ', …' : ''}`);
  return pages.map((page) => {
    const list = intents.get(trimSlash(page.url));
    return list && list.length > 0 ? {...page, intents: list} : page;
  });
}
