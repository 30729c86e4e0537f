/**
 * Finds the documentation sections that answer a question, in the local
 * index (the one keyword search uses, loaded by LocalIndex in the browser or
 * from disk by the ask server), with keyword search's own query
 * understanding and scoring: the question's words, their stems, the
 * identifiers they join into and the search vocabulary, no word required,
 * sections ranked by how much of the question they cover.
 *
 * Then it keeps only what answers: pages scoring close to the best one, so
 * an answer about hold tokens does not quote a page that happens to mention
 * tokens.
 */
import type {LoadedCore, LocalIndex} from '../search/localIndex';
import {searchLoaded} from '../search/localProvider';
import {nameKey} from '../search/ranking';

export type RetrievedSection = {
  /** Section id in the index. */
  id: number;
  /** Page path plus `#anchor` (none for the top of a page). */
  url: string;
  title: string;
  heading: string | null;
  /** The section's text as the index keeps it (its first 1,500 characters), one block per line. */
  text: string;
  /** The section's first code sample, when it has one. */
  code?: {language: string; text: string};
  score: number;
};

export type RetrieveOptions = {
  /** Sections to return. */
  maxSections: number;
  /** Sections per page, so one long page does not crowd out the others. */
  perPage: number;
};

/** A page is read only if its best section scores at least this share of the best page's. */
export const RELEVANCE_RATIO = 0.35;
/** Pages read at most: an answer quotes two or three sources. */
const MAX_PAGES = 3;

/**
 * Score multiplier for a page whose title the question names: "How do I
 * authenticate?" is about the page titled Authentication more than about
 * every page that mentions authentication.
 */
export const TITLE_NAMED = 2;

/** True when the title's terms are all among the question's. */
export function namesTitle(title: string, questionKey: string): boolean {
  const key = nameKey(title);
  return key.length >= 4 && questionKey.includes(key);
}

/**
 * The best sections for a question, with their text; an empty list when
 * nothing matches. Pages come in keyword search's own order (the dialog's
 * first result is the answer's first source), a page the question names
 * moving up, and from each page its best sections.
 */
export async function retrieveSections(index: LocalIndex, question: string, options: RetrieveOptions): Promise<RetrievedSection[]> {
  const loaded = await index.load();
  const plan = index.plan(loaded, question, false);
  if (plan.concepts.length === 0) return [];
  await index.prepare(loaded, plan.terms);
  const questionKey = nameKey(question);
  const pages = searchLoaded(index, loaded, question, plan)
    .map((page, rank) => {
      const items = page.items.filter((item) => !loaded.blank.has(item.id));
      const named = namesTitle(loaded.core.pages[page.items[0].page][1], questionKey);
      const best = Math.max(0, ...items.map((item) => item.score * (item.weight ?? 1)));
      return {rank, items, score: best * (named ? TITLE_NAMED : 1)};
    })
    .filter((page) => page.items.length > 0);
  if (pages.length === 0) return [];
  const top = pages[0].score;
  // Keyword search's order, except that a named page may move up; the first page always stays.
  const ordered = [pages[0], ...pages.slice(1).sort((a, b) => b.score - a.score || a.rank - b.rank)].filter(
    (page, i) => i === 0 || page.score >= top * RELEVANCE_RATIO,
  );
  const picked: {id: number; page: number; score: number}[] = [];
  for (const page of ordered.slice(0, MAX_PAGES)) {
    for (const item of page.items.slice(0, options.perPage)) {
      if (picked.length === options.maxSections) break;
      picked.push({id: item.id, page: item.page, score: item.score * (item.weight ?? 1)});
    }
  }
  return withTexts(index, loaded, picked);
}

async function withTexts(
  index: LocalIndex,
  loaded: LoadedCore,
  picked: {id: number; page: number; score: number}[],
): Promise<RetrievedSection[]> {
  const fragments = await Promise.all(picked.map(({page}) => index.fragment(loaded, page)));
  // Sections found but none readable: the network failed, which is not the same as "not documented".
  if (picked.length > 0 && fragments.every((fragment) => fragment === null)) throw new Error('The documentation text could not be loaded');
  const sections: RetrievedSection[] = [];
  picked.forEach(({id, page, score}, i) => {
    const text = index.sectionText(loaded, fragments[i], id);
    if (!text) return;
    const code = index.sectionCode(loaded, fragments[i], id);
    sections.push({
      id,
      url: index.sectionUrl(loaded, id),
      title: loaded.core.pages[page][1],
      heading: index.heading(loaded, id),
      text,
      ...(code ? {code} : {}),
      score,
    });
  });
  return sections;
}
