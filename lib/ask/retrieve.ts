/**
 * Finds what answers a question in the local index (the one keyword search
 * uses, loaded by LocalIndex in the browser or from disk by the ask server),
 * in two steps:
 *
 * 1. Pages, ranked exactly as the search dialog ranks them for the same
 *    text (searchLoaded): the question's words, stems, identifiers,
 *    vocabulary and product scoping. The dialog's first page is the answer's
 *    first source; the next pages follow only if they score close to it, so
 *    an answer about hold tokens does not quote a page that happens to
 *    mention tokens.
 * 2. Passages: in each of those pages, the section whose sentences cover the
 *    question best (passages.ts), whether or not it was the section search
 *    liked best, since search scores a section as a whole and an answer
 *    quotes sentences.
 */
import type {CodeSample} from '../search/indexFormat';
import type {LoadedCore, LocalIndex} from '../search/localIndex';
import {searchLoaded} from '../search/localProvider';
import {ASK_MAX_PAGES, ASK_RELEVANCE_RATIO, ASK_SECOND_PASSAGE_RATIO} from '../search/rankingKnobs';
import type {MatchDetails} from '../search/search';
import {rankPassages, wantedConcepts, type ScoredSentence, type WantedConcept} from './passages';

export type RetrievedSection = {
  /** Section id in the index. */
  id: number;
  /** Page path plus `#anchor` (none for the top of a page). */
  url: string;
  title: string;
  heading: string | null;
  /** The section's text as the index keeps it (its first 1,500 characters), one block per line. */
  text: string;
  /** The code sample that goes with the section (its own, else the next one on its page), when there is one. */
  code?: CodeSample;
  /** How well the passage answers, for ordering (higher is better). */
  score: number;
  /** The page's path, without the anchor (retrieval sets it; older callers may not). */
  page?: string;
  /** What kind of page it is, as search names it ("Option", "Guide", "REST operation"). */
  kind?: string;
  /** The section's quotable sentences, scored against the question (passages.ts). */
  sentences?: ScoredSentence[];
  /** What the page documents, as code names it: an option, method or callback (`holdToken`), or an operation (`POST /hold-tokens`). */
  name?: string;
};

/** Kinds of page that document one named thing of the API. */
const NAMED_KINDS = new Set(['Option', 'Method', 'Property', 'Callback', 'Object property']);

/** The name a page documents, if it documents one. */
function pageName(kind: string, title: string, names: readonly string[] | undefined): string | undefined {
  if (kind === 'REST operation') return names?.find((name) => /^[A-Z]+ \//.test(name));
  return NAMED_KINDS.has(kind) && !/\s/.test(title) ? title : undefined;
}

export type RetrieveOptions = {
  /** Sections to return. */
  maxSections: number;
  /** Sections per page, so one long page does not crowd out the others. */
  perPage: number;
};

/** The question's concepts, with the weights keyword search gave them, for scoring sentences. */
function conceptsFor(loaded: LoadedCore, plan: ReturnType<LocalIndex['plan']>, details: MatchDetails): WantedConcept[] {
  const expand = (term: Parameters<LoadedCore['expand']>[0]) =>
    loaded.expand(term).map(({index, weight}) => ({term: loaded.terms[index], weight}));
  return wantedConcepts(plan, expand, details.weights ?? []);
}

/**
 * The sections that answer a question, with their text and scored
 * sentences: the first page's best passage first. An empty list when
 * nothing matches; a rejection when the page texts cannot be fetched.
 */
export async function retrieveSections(index: LocalIndex, question: string, options: RetrieveOptions): Promise<RetrievedSection[]> {
  const loaded = await index.load();
  const plan = index.plan(loaded, question, false);
  if (plan.concepts.length === 0) return [];
  await index.prepare(loaded, plan.terms);
  const details: MatchDetails = {};
  const ranked = searchLoaded(index, loaded, question, plan, details).filter((page) =>
    page.items.some((item) => !loaded.blank.has(item.id)),
  );
  if (ranked.length === 0) return [];
  const top = ranked[0].score ?? 0;
  const pages = ranked.filter((page, i) => i === 0 || (page.score ?? 0) >= top * ASK_RELEVANCE_RATIO).slice(0, ASK_MAX_PAGES);
  const [fragments, extras] = await Promise.all([
    Promise.all(pages.map((page) => index.fragment(loaded, page.items[0].page))),
    Promise.all(pages.map((page) => index.answerExtras(loaded, page.items[0].page))),
  ]);
  // Pages found but none readable: the network failed, which is not the same as "not documented".
  if (fragments.every((fragment) => fragment === null)) throw new Error('The documentation text could not be loaded');
  const concepts = conceptsFor(loaded, plan, details);
  const sections: RetrievedSection[] = [];
  pages.forEach((ranked, p) => {
    const fragment = fragments[p];
    if (!fragment) return;
    const page = ranked.items[0].page;
    const [url, title, , , , , kindIndex, , names] = loaded.core.pages[page];
    const kind = loaded.core.kinds[kindIndex] ?? '';
    const name = pageName(kind, title, names);
    const start = loaded.pageStart[page];
    const matched = new Map(ranked.items.map((item) => [item.id, item.score]));
    const bestMatch = Math.max(...matched.values());
    // The page's one-sentence summary opens its top section: often the best answer to "how do I".
    const description = extras[p]?.description;
    const summary = description && !fragment.texts[0]?.includes(description) ? `${description}\n` : '';
    const candidates = fragment.texts.map((text, i) => ({
      heading: index.heading(loaded, start + i),
      text: i === 0 ? summary + text : text,
      match: bestMatch > 0 ? (matched.get(start + i) ?? 0) / bestMatch : 0,
    }));
    const passages = rankPassages(candidates, concepts);
    const kept = passages.filter((passage, i) => i === 0 || passage.score >= passages[0].score * ASK_SECOND_PASSAGE_RATIO);
    for (const passage of kept.slice(0, options.perPage)) {
      if (sections.length === options.maxSections) return;
      const id = start + passage.section;
      const code = index.sectionCode(loaded, fragment, id, extras[p]);
      sections.push({
        id,
        url: index.sectionUrl(loaded, id),
        title,
        heading: index.heading(loaded, id),
        text: candidates[passage.section].text,
        ...(code ? {code} : {}),
        score: passage.score * (p === 0 ? 1 : (ranked.score ?? 0) / (top || 1)),
        page: url,
        kind,
        sentences: passage.sentences,
        ...(name ? {name} : {}),
      });
    }
  });
  return sections;
}
