/**
 * Suggestions for a path that leads nowhere: the words of the path (to
 * prefill search) and the pages whose paths are closest to it.
 */
import {editDistance} from '../text/editDistance';

/** Written into the build by plugins/page-list; fetched by the not-found page only. */
export const PAGE_LIST_FILE = 'page-list.json';

export type PageEntry = {path: string; title: string};

/** Most entries the not-found page reads from the list: a guard against a runaway file. */
export const MAX_PAGES = 5000;

/** Path segments that say nothing about what the reader looked for. */
const NOISE = new Set(['docs', 'index', 'html', 'htm', 'php', 'www', 'page']);

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The words of a path, lower case: `/docs/api/bookObjects.html` -> `api book objects`. */
export function pathWords(path: string): string[] {
  return safeDecode(path)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && !NOISE.has(word));
}

/** A path in comparable form: lower case, no trailing slash, no .html or /index. */
function normalise(path: string): string {
  return safeDecode(path)
    .toLowerCase()
    .replace(/(\/index)?\.html?$/, '')
    .replace(/\/+$/, '');
}

/** Paths compare letter by letter, a swap of neighbours being two edits: the suggestions stay as they were (tests/unit/not-found.test.ts pins them). */
const pathEdits = (a: string, b: string): number => editDistance(a, b, {swaps: false});

/** True when two words are the same up to a typo or a plural. */
function wordsMatch(asked: string, word: string): boolean {
  if (asked === word) return true;
  if (asked.length >= 4 && (word.startsWith(asked) || asked.startsWith(word)) && Math.abs(asked.length - word.length) <= 2) return true;
  return asked.length >= 5 && pathEdits(asked, word) <= 1;
}

/** How alike two paths are as strings, from 0 to 1: catches typos in the path as a whole. */
function pathSimilarity(asked: string, page: string): number {
  const a = normalise(asked);
  const b = normalise(page);
  return 1 - pathEdits(a, b) / Math.max(a.length, b.length, 1);
}

/** How close a page's path is to the one asked for, from 0 (unrelated) to 1 (the same). */
export function closeness(asked: string, page: string): number {
  const askedWords = pathWords(asked);
  const pageWords = pathWords(page);
  const matched = askedWords.filter((word) => pageWords.some((other) => wordsMatch(word, other))).length;
  const wordScore = askedWords.length === 0 ? 0 : matched / askedWords.length;
  // Words carry meaning (a renamed section, a missing prefix); the raw distance breaks ties and catches typos.
  return wordScore * 0.6 + pathSimilarity(asked, page) * 0.4;
}

/** A path this alike as a string is a typo of the page's, whatever its words. */
const TYPO_SIMILARITY = 0.85;

/**
 * The `count` pages closest to `asked`, best first; never the asked path itself. Only pages
 * that share a telling word with the path, or whose whole path it nearly spells, count as close:
 * a word found in many paths (`api`, `renderer`, `config`) tells nothing on its own, and a path
 * of nonsense gets no suggestions rather than three unrelated pages.
 */
export function closestPages(asked: string, pages: PageEntry[], count = 3): PageEntry[] {
  const own = normalise(asked);
  const candidates = pages.filter((page) => normalise(page.path) !== own);
  const words = candidates.map((page) => pathWords(page.path));
  const common = Math.max(5, candidates.length * 0.05);
  const telling = pathWords(asked).filter(
    (word) => words.filter((pageWords) => pageWords.some((other) => wordsMatch(word, other))).length <= common,
  );
  return candidates
    .map((page, index) => ({page, index, score: closeness(asked, page.path)}))
    .filter(
      ({page, index}) =>
        telling.some((word) => words[index].some((other) => wordsMatch(word, other))) ||
        pathSimilarity(asked, page.path) >= TYPO_SIMILARITY,
    )
    .sort((x, y) => y.score - x.score || x.page.path.localeCompare(y.page.path))
    .slice(0, count)
    .map(({page}) => page);
}

/** Reads the fetched list, dropping anything that is not a page entry. */
export function parsePageList(json: unknown): PageEntry[] {
  if (!Array.isArray(json)) return [];
  return json
    .slice(0, MAX_PAGES)
    .filter(
      (item): item is PageEntry =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.path === 'string' &&
        item.path.startsWith('/') &&
        typeof item.title === 'string',
    );
}
