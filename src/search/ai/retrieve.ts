/**
 * Finds the documentation sections that answer a question, in the local
 * index (the one keyword search uses, loaded by LocalIndex in the browser or
 * from disk by the ask server), with keyword search's own query
 * understanding and scoring: the question's words, their stems, the
 * identifiers they join into and the search vocabulary, no word required,
 * sections ranked by how much of the question they cover.
 *
 * Then it keeps only what answers: sections scoring close to the best one,
 * so an answer about hold tokens does not quote a page that happens to
 * mention tokens.
 */
import type {LoadedCore, LocalIndex} from '../localIndex';
import {matchSections} from '../search';
import {nameKey} from '../ranking';

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

/** A section is read only if it scores at least this share of the best one. */
export const RELEVANCE_RATIO = 0.35;

/**
 * Score multiplier for a page whose title the question names: "How do I
 * authenticate?" is about the page titled Authentication more than about
 * every page that mentions authentication.
 */
export const TITLE_NAMED = 2;

/** True when the title's terms are all among the question's. */
export function namesTitle(title: string, questionKey: string): boolean {
  const key = nameKey(title);
  return key.length > 0 && questionKey.includes(key);
}

/** The best sections for a question, with their text; an empty list when nothing matches. */
export async function retrieveSections(index: LocalIndex, question: string, options: RetrieveOptions): Promise<RetrievedSection[]> {
  const loaded = await index.load();
  const plan = index.plan(loaded, question, false);
  if (plan.concepts.length === 0) return [];
  await index.prepare(loaded, plan.terms);
  const questionKey = nameKey(question);
  const named = new Map<number, boolean>();
  const scored = matchSections(plan, index.source(loaded)).map((match) => {
    const page = loaded.core.sections[match.id][0];
    if (!named.has(page)) named.set(page, namesTitle(loaded.core.pages[page][1], questionKey));
    const weight = index.pageWeight(loaded, page) * (named.get(page) ? TITLE_NAMED : 1);
    return {id: match.id, page, score: match.score * weight};
  });
  // Ties break by section id, so the same question always gets the same sections.
  scored.sort((a, b) => b.score - a.score || a.id - b.id);
  const best = scored[0]?.score ?? 0;
  const picked: typeof scored = [];
  const perPage = new Map<number, number>();
  for (const candidate of scored) {
    if (picked.length === options.maxSections || candidate.score < best * RELEVANCE_RATIO) break;
    if (loaded.blank.has(candidate.id) || (perPage.get(candidate.page) ?? 0) >= options.perPage) continue;
    perPage.set(candidate.page, (perPage.get(candidate.page) ?? 0) + 1);
    picked.push(candidate);
  }
  return withTexts(index, loaded, picked);
}

async function withTexts(index: LocalIndex, loaded: LoadedCore, picked: {id: number; page: number; score: number}[]): Promise<RetrievedSection[]> {
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
