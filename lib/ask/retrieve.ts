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
 *    Among the first of them, a page whose reader intents (what readers ask
 *    when it is the answer, domain/search-intents/) say most of the question
 *    moves up: search weighs every word of a page, an intent is one question.
 *    So does a page whose profile (title, summary, headings and intents
 *    together) says the question: it is about what is asked, where another
 *    page only mentions it. A tutorial step, which mentions everything on
 *    its way, counts at a share of its score.
 * 2. Passages: in each of those pages, the section whose sentences cover the
 *    question best (passages.ts), whether or not it was the section search
 *    liked best, since search scores a section as a whole and an answer
 *    quotes sentences. The pages are then ordered by their search score and
 *    their best passage together, so the first citation is the page whose
 *    sentences answer, and the first few are cited.
 */
import {splitSentences} from '../markdown/sentences';
import type {CodeSample} from '../search/indexFormat';
import type {LoadedCore, LocalIndex} from '../search/localIndex';
import {searchLoaded} from '../search/localProvider';
import {
  ASK_INTENT_POOL,
  ASK_INTENT_WEIGHT,
  ASK_KIND_WEIGHTS,
  ASK_MAX_PAGES,
  ASK_PASSAGE_WEIGHT,
  ASK_PROFILE_WEIGHT,
  ASK_READ_PAGES,
  ASK_RELEVANCE_RATIO,
  ASK_SAMPLE_COVERAGE,
  ASK_SECOND_PASSAGE_RATIO,
} from '../search/rankingKnobs';
import type {MatchDetails} from '../search/search';
import {tokenize} from '../search/tokenize';
import {
  answerShape,
  coverage,
  namedRows,
  rankPassages,
  wantedConcepts,
  type Passage,
  type PassageCandidate,
  type ScoredSentence,
  type WantedConcept,
} from './passages';

export type RetrievedSection = {
  /** Section id in the index. */
  id: number;
  /** Page path plus `#anchor` (none for the top of a page). */
  url: string;
  title: string;
  heading: string | null;
  /** The section's text as the index keeps it (its first 1,500 characters), one block per line. */
  text: string;
  /** The code sample that goes with the section (its own, else the next one on its page; on a guide, one that says something of the question), when there is one. */
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

/** What kind of page it is, as search names it ("Option", "Tutorial", "REST operation"). */
const kindOf = (loaded: LoadedCore, page: number): string => loaded.core.kinds[loaded.core.pages[page][6]] ?? '';

/** The name a page documents, if it documents one. */
function pageName(kind: string, title: string, names: readonly string[] | undefined): string | undefined {
  if (kind === 'REST operation') return names?.find((name) => /^[A-Z]+ \//.test(name));
  return NAMED_KINDS.has(kind) && !/\s/.test(title) ? title : undefined;
}

/** Kinds of page that open on the reader's problem before they name their subject (WRITING.md: concept and guide pages). */
const OPENING_KINDS = new Set(['Guide', 'REST resource', 'Mode']);

/** Sentences of a problem a page opens on, at most: a longer run without the subject is no problem statement. */
const MAX_OPENING = 3;

/** Where a title's subject ends: "Channels in the renderer" is about channels. */
const TITLE_BREAK = /\s(?:in|for|with|and|of|on|to|from|by)\s/i;

/**
 * The sentences a concept or guide page opens on before it names its subject: the reader's problem
 * ("For the final, rows A to C move from the standard to the premium price level, but only for that one
 * match."), which restates a question more than it answers it. Empty when the first paragraph does not
 * come to the subject within MAX_OPENING sentences, or names it at once.
 */
export function openingSentences(text: string, title: string): Set<string> {
  const subject = tokenize(title.split(TITLE_BREAK)[0]);
  // The first paragraph of prose: the index puts the page's crumb ("Event Manager · Mode") before it.
  const first = text.split('\n').find((line) => /[.!?]$/.test(line.trim())) ?? '';
  const opening = new Set<string>();
  if (subject.length === 0) return opening;
  for (const sentence of splitSentences(first).slice(0, MAX_OPENING + 1)) {
    const terms = new Set(tokenize(sentence));
    if (subject.every((term) => terms.has(term))) return opening;
    opening.add(sentence);
  }
  return new Set();
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

/** The share of the question (0 to 1) that the closest of a page's reader intents covers. */
export function intentCoverage(intents: readonly string[] | undefined, concepts: readonly WantedConcept[]): number {
  let best = 0;
  // The extras come over the network: anything but a list of strings counts as no intents.
  if (!Array.isArray(intents)) return 0;
  for (const intent of intents) if (typeof intent === 'string') best = Math.max(best, coverage(new Set(tokenize(intent)), concepts));
  return best;
}

/**
 * The share of the question (0 to 1) that a page's profile covers: its title, its summary, its section
 * headings and its reader intents, as one set of words.
 */
export function profileCoverage(
  loaded: LoadedCore,
  index: LocalIndex,
  page: number,
  fragment: {texts: readonly string[]} | null,
  extras: {description?: unknown; intents?: unknown} | null | undefined,
  concepts: readonly WantedConcept[],
): number {
  const words = new Set(tokenize(loaded.core.pages[page][1]));
  const add = (text: unknown) => {
    if (typeof text === 'string') for (const word of tokenize(text)) words.add(word);
  };
  add(extras?.description);
  if (Array.isArray(extras?.intents)) extras.intents.forEach(add);
  const start = loaded.pageStart[page];
  fragment?.texts.forEach((_, i) => add(index.heading(loaded, start + i)));
  return coverage(words, concepts);
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
  const concepts = conceptsFor(loaded, plan, details);
  const shape = answerShape(question);
  // Reader intents reorder the first pages search found (their extras hold the intents and are fetched once).
  const pool = ranked.slice(0, ASK_INTENT_POOL);
  // The pages read are among these, so their texts are fetched with their extras: one round trip, not two.
  const [poolExtras, poolFragments] = await Promise.all([
    Promise.all(pool.map((page) => index.answerExtras(loaded, page.items[0].page))),
    Promise.all(pool.map((page) => index.fragment(loaded, page.items[0].page))),
  ]);
  const extrasOf = new Map(pool.map((page, i) => [page, poolExtras[i]]));
  const fragmentOf = new Map(pool.map((page, i) => [page, poolFragments[i]]));
  const boosted = new Map(
    pool.map((page) => {
      const extras = extrasOf.get(page);
      const profile = profileCoverage(loaded, index, page.items[0].page, fragmentOf.get(page) ?? null, extras, concepts);
      const intent = intentCoverage(extras?.intents, concepts);
      const prior = ASK_KIND_WEIGHTS[kindOf(loaded, page.items[0].page)] ?? 1;
      return [page, (page.score ?? 0) * prior * (1 + ASK_INTENT_WEIGHT * intent + ASK_PROFILE_WEIGHT * profile)];
    }),
  );
  const scoreOf = (page: (typeof ranked)[number]) => boosted.get(page) ?? page.score ?? 0;
  // A stable sort: pages the intents do not tell apart keep search's order.
  const order = [...[...pool].sort((a, b) => scoreOf(b) - scoreOf(a)), ...ranked.slice(ASK_INTENT_POOL)];
  const top = scoreOf(order[0]);
  const pages = order.filter((page, i) => i === 0 || scoreOf(page) >= top * ASK_RELEVANCE_RATIO).slice(0, ASK_READ_PAGES);
  const fragments = pages.map((page) => fragmentOf.get(page) ?? null);
  const extras = pages.map((page) => extrasOf.get(page) ?? null);
  // Pages found but none readable: the network failed, which is not the same as "not documented".
  if (fragments.every((fragment) => fragment === null)) throw new Error('The documentation text could not be loaded');
  type Read = {p: number; share: number; candidates: PassageCandidate[]; kept: Passage[]};
  const reads: Read[] = [];
  pages.forEach((ranked, p) => {
    const fragment = fragments[p];
    if (!fragment) return;
    const start = loaded.pageStart[ranked.items[0].page];
    const matched = new Map(ranked.items.map((item) => [item.id, item.score]));
    const bestMatch = Math.max(...matched.values());
    // The page's one-sentence summary opens its top section: often the best answer to "how do I".
    const description = extras[p]?.description;
    const summary = description && !fragment.texts[0]?.includes(description) ? `${description}\n` : '';
    const candidates = fragment.texts.map((text, i) => ({
      heading: index.heading(loaded, start + i),
      ...(i === 0 ? {title: loaded.core.pages[ranked.items[0].page][1]} : {}),
      text: i === 0 ? summary + text : text,
      match: bestMatch > 0 ? (matched.get(start + i) ?? 0) / bestMatch : 0,
    }));
    const passages = rankPassages(candidates, concepts, shape);
    const kind = kindOf(loaded, ranked.items[0].page);
    const opening = OPENING_KINDS.has(kind) ? openingSentences(fragment.texts[0] ?? '', loaded.core.pages[ranked.items[0].page][1]) : null;
    if (opening?.size)
      for (const passage of passages)
        if (passage.section === 0) for (const sentence of passage.sentences) if (opening.has(sentence.text)) sentence.opening = true;
    const kept = passages.filter((passage, i) => i === 0 || passage.score >= passages[0].score * ASK_SECOND_PASSAGE_RATIO);
    // A row of the page's tables that explains a code or name the question gives is quoted with its best passage.
    const rows = namedRows(candidates, concepts, shape, (section) => ({
      url: index.sectionUrl(loaded, start + section),
      heading: index.heading(loaded, start + section),
    })).filter((row) => row.score > 0);
    if (kept[0] && rows.length > 0) kept[0] = {...kept[0], sentences: [...kept[0].sentences, ...rows]};
    reads.push({p, share: scoreOf(ranked) / (top || 1), candidates, kept});
  });
  // The page whose sentences answer goes first: search score and best passage, each as a share of the best.
  const bestPassage = Math.max(0, ...reads.map((read) => read.kept[0]?.score ?? 0));
  const passageShare = reads.map((read) => (bestPassage > 0 ? (read.kept[0]?.score ?? 0) / bestPassage : 0));
  const ordered = reads
    .map((read, i) => ({read, value: (1 - ASK_PASSAGE_WEIGHT) * read.share + ASK_PASSAGE_WEIGHT * passageShare[i]}))
    .sort((a, b) => b.value - a.value || a.read.p - b.read.p)
    .slice(0, ASK_MAX_PAGES)
    .map(({read}) => read);
  const sections: RetrievedSection[] = [];
  ordered.forEach(({p, share, candidates, kept}, position) => {
    const fragment = fragments[p];
    const page = pages[p].items[0].page;
    const [url, title, , , , , , , names] = loaded.core.pages[page];
    const kind = kindOf(loaded, page);
    const name = pageName(kind, title, names);
    const start = loaded.pageStart[page];
    for (const passage of kept.slice(0, options.perPage)) {
      if (sections.length === options.maxSections) return;
      const id = start + passage.section;
      // A page about one thing has one example, wherever it sits on the page; elsewhere on a guide, a
      // sample is shown when it, or the heading over it, says a fair share of the question: a sample that
      // shares only its commonest word ("seats" in a URL) is another step's, and misleads more than none.
      const sample = index.sectionCode(loaded, fragment, id, extras[p]);
      const at = index.codePosition(loaded, fragment, id);
      const belongs = at === passage.section || NAMED_KINDS.has(kind) || kind === 'REST operation';
      const said = sample && at !== undefined ? `${index.heading(loaded, start + at) ?? ''}\n${sample.text}` : '';
      const code = belongs || coverage(new Set(tokenize(said, false)), concepts) >= ASK_SAMPLE_COVERAGE ? sample : undefined;
      sections.push({
        id,
        url: index.sectionUrl(loaded, id),
        title,
        heading: index.heading(loaded, id),
        text: candidates[passage.section].text,
        ...(code ? {code} : {}),
        score: passage.score * (position === 0 ? 1 : share),
        page: url,
        kind,
        sentences: passage.sentences,
        ...(name ? {name} : {}),
      });
    }
  });
  return sections;
}
