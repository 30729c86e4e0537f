/**
 * Finds the documentation sections that answer a question, in the local
 * index (the one keyword search uses, loaded by LocalIndex in the browser or
 * from disk by the ask server).
 *
 * Keyword search wants every word to match; a question rarely does ("How
 * long does a hold token last?" has no section with "long" and "last"). So
 * here any content word may match, by its stem as a prefix too, and a section
 * that matches more of the question's words moves up: the engine's relevance
 * score times a coverage factor.
 */
import type {Query} from 'minisearch';
import type {LoadedCore, LocalIndex} from '../localIndex';
import {planSearchOptions, type PlannedTerm} from '../queryPlan';
import {questionWords, stem, stemsOf, type QuestionWord} from './terms';

export type RetrievedSection = {
  /** Section id in the index. */
  id: number;
  /** Page path plus `#anchor` (none for the top of a page). */
  url: string;
  title: string;
  heading: string | null;
  /** The section's text as the index keeps it (its first 1,500 characters). */
  text: string;
  score: number;
};

export type RetrieveOptions = {
  /** Sections to return. */
  maxSections: number;
  /** Sections per page, so one long page does not crowd out the others. */
  perPage: number;
};

export type QuestionPlan = {
  words: QuestionWord[];
  /** Terms to look up, for loading the postings they need. */
  terms: PlannedTerm[];
  /** Which question word each looked-up term stands for. */
  wordOf: Map<string, number>;
  query: Query | null;
};

/** Words of six letters or more forgive one typo, as in keyword search (shorter ones match too much). */
const FUZZY_FROM = 6;

/** Plans the lookup: each content word by itself, by its stem as a prefix, or by its camelCase parts. */
export function planQuestion(question: string, exists: (term: PlannedTerm) => boolean = () => true): QuestionPlan {
  const words = questionWords(question);
  const terms: PlannedTerm[] = [];
  const wordOf = new Map<string, number>();
  const add = (planned: PlannedTerm, w: number): Query => {
    terms.push(planned);
    if (!wordOf.has(planned.term)) wordOf.set(planned.term, w);
    return {queries: [planned.term], prefix: planned.prefix, fuzzy: planned.fuzzy || false};
  };
  const perWord = words.map((word, w) => {
    const exact: PlannedTerm = {term: word.term, prefix: false, fuzzy: word.term.length >= FUZZY_FROM ? 1 : 0};
    const alternatives = [add(exact, w)];
    if (word.stem.length >= 4) alternatives.push(add({term: word.stem, prefix: true, fuzzy: 0}, w));
    if (word.parts.length > 1 && !exists(exact)) {
      for (const part of word.parts) alternatives.push(add({term: part, prefix: false, fuzzy: 0}, w));
    }
    for (const term of word.also) {
      const root = stem(term);
      alternatives.push(add(root.length >= 4 ? {term: root, prefix: true, fuzzy: 0} : {term, prefix: false, fuzzy: 0}, w));
    }
    return {combineWith: 'OR', queries: alternatives} as Query;
  });
  return {words, terms, wordOf, query: perWord.length > 0 ? {combineWith: 'OR', queries: perWord} : null};
}

/** Score multiplier for the share of the question's words a section matched: all of them counts four times one of four. */
export const coverageFactor = (matched: number, total: number): number => (total === 0 ? 1 : (matched / total) ** 2 * 3 + 1);

/**
 * Score multiplier for a page whose title the question names, word for word
 * (by stem): "How do I authenticate?" is about the page titled
 * Authentication more than about every page that mentions authentication.
 */
export const TITLE_NAMED = 2;

/** True when every word of the title (by stem) is among the question's stems. */
export function namesTitle(title: string, questionStems: ReadonlySet<string>): boolean {
  const stems = [...stemsOf(title)];
  return stems.length > 0 && stems.every((term) => questionStems.has(term));
}

/** Stems of a question's words and of every term that counts as one of them. */
export function questionStems(words: readonly QuestionWord[]): Set<string> {
  return new Set(words.flatMap((word) => [word.stem, ...word.parts.map(stem), ...word.also.map(stem)]));
}

/** The best sections for a question, with their text; an empty list when nothing matches. */
export async function retrieveSections(index: LocalIndex, question: string, options: RetrieveOptions): Promise<RetrievedSection[]> {
  const loaded = await index.load();
  const plan = planQuestion(question, (term) => loaded.expand(term).length > 0);
  if (!plan.query) return [];
  await index.prepare(loaded, plan.terms);
  const wanted = questionStems(plan.words);
  const named = new Map<number, boolean>();
  const results = index.engine(loaded).search(plan.query, planSearchOptions);
  const scored = results.map((result) => {
    const id = result.id as number;
    const page = loaded.core.sections[id][0];
    const matched = new Set(result.queryTerms.map((term) => plan.wordOf.get(term)).filter((w) => w !== undefined));
    if (!named.has(page)) named.set(page, namesTitle(loaded.core.pages[page][1], wanted));
    const weight = index.pageWeight(loaded, page) * (named.get(page) ? TITLE_NAMED : 1);
    return {id, page, score: result.score * weight * coverageFactor(matched.size, plan.words.length)};
  });
  // Ties break by section id, so the same question always gets the same sections.
  scored.sort((a, b) => b.score - a.score || a.id - b.id);
  const picked: typeof scored = [];
  const perPage = new Map<number, number>();
  for (const candidate of scored) {
    if (picked.length === options.maxSections) break;
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
    sections.push({id, url: index.sectionUrl(loaded, id), title: loaded.core.pages[page][1], heading: index.heading(loaded, id), text, score});
  });
  return sections;
}
