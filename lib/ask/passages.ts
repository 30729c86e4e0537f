/**
 * The passage of a page that answers a question: the sentences of its
 * sections scored by how much of the question they cover, with keyword
 * search's own understanding of the question (its concepts, their stems,
 * joined identifiers and vocabulary, each concept weighted by how rare it is
 * in the index). A section's passage score is its best sentence, helped a
 * little by its heading and by how well search scored the section as a whole.
 *
 * Sentences are quotable when they read as prose: not a table row, not a
 * fragment or a label (a file name, a path), not a cell list run together
 * (`isTableText`).
 */
import {splitSentences} from '../markdown/sentences';
import type {QueryPlan} from '../search/queryPlan';
import {tokenize} from '../search/tokenize';

/** One concept of the question as sets of terms: any alternative whose terms all occur covers it. */
export type WantedConcept = {alternatives: {terms: string[][]; weight: number}[]; weight: number};

/** Sentences this short carry no answer; this long are table rows run together. */
export const MIN_SENTENCE_CHARS = 25;
export const MAX_SENTENCE_CHARS = 400;
/** A line of fewer words is a label, not a sentence: a code block's file name (`venue-admin/floor-plan.html`), a path, a lone identifier. */
export const MIN_SENTENCE_WORDS = 3;

/**
 * Tables reach the index as cells run together ("Field Description items The
 * items of this page ..."): that is not prose to quote. Caught by a header
 * row at the start, a field row (`expiresAt string ...`), or capitals on
 * most words.
 */
const TABLE_HEADER =
  /^(?:\p{Lu}\p{Ll}+ ){1,3}(?:Type|Description|Value|Values|Code|Required|Default|Meaning|Effect|Notes|Example|Result|Status|Language|Lane)\b/u;
const FIELD_ROW = /^[a-z][\w.[\]\\]*\s+(?:string|integer|boolean|number|object|array)\b/;

export function isTableText(sentence: string): boolean {
  if (TABLE_HEADER.test(sentence) || FIELD_ROW.test(sentence)) return true;
  const words = sentence
    .split(/\s+/)
    .slice(1)
    .filter((word) => /^\p{L}{2,}/u.test(word));
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word)).length;
  return words.length >= 6 && capitalised / words.length > 0.4;
}

/**
 * The question's concepts as the terms a sentence may hold: each planned
 * term with the index terms it expands to (its typo corrections, the word
 * being typed), so a sentence is read as the index reads a section.
 */
export function wantedConcepts(
  plan: QueryPlan,
  expand: (term: QueryPlan['terms'][number]) => {term: string; weight: number}[],
  weights: readonly number[],
): WantedConcept[] {
  return plan.concepts.map((concept, c) => ({
    weight: weights[c] ?? 1,
    alternatives: concept.alternatives.map((alternative) => ({
      weight: alternative.weight,
      terms: alternative.terms.map((term) => [term.term, ...expand(term).map((found) => found.term)]),
    })),
  }));
}

/** Share of the question's weight that a set of terms covers, 0 to 1. */
export function coverage(terms: ReadonlySet<string>, concepts: readonly WantedConcept[]): number {
  let total = 0;
  let covered = 0;
  for (const concept of concepts) {
    total += concept.weight;
    let best = 0;
    for (const alternative of concept.alternatives) {
      if (alternative.weight > best && alternative.terms.every((options) => options.some((term) => terms.has(term))))
        best = alternative.weight;
    }
    covered += concept.weight * best;
  }
  return total > 0 ? covered / total : 0;
}

/**
 * The kind of value a question asks for, when its words say so: a duration ("how long", "how much time")
 * or a limit ("maximum", "how many ... per second"). A sentence that holds such a value answers it, where
 * one that only names the things asked about does not: "A token lives for the company's hold period, 15
 * minutes" answers "how long does a hold token last", "Tessera releases them when the token expires" not.
 */
export type AnswerShape = 'duration' | 'limit';

const ASKS_DURATION = /\bhow (?:long|much time|soon)\b|\b(?:time ?out|lifetime)\b|\b(?:max(?:imum)?|longest) (?:time|duration|period)\b/i;
const ASKS_LIMIT =
  /\b(?:maximum|max|at most|upper limit)\b|\bhow many\b.*\b(?:per (?:second|minute)|at (?:once|the same time)|in parallel|concurrent)|\bwhat(?:'s| is| are)\b.*\blimits?\b/i;
const DURATION = /\b\d+(?:[.,]\d+)?[\s-]?(?:ms|milliseconds?|seconds?|minutes?|hours?|days?|weeks?)\b/i;
const NUMBER = /(?<![\w-])\d[\d,.]*(?![\w-])/;

export function answerShape(question: string): AnswerShape | null {
  if (ASKS_DURATION.test(question)) return 'duration';
  if (ASKS_LIMIT.test(question)) return 'limit';
  return null;
}

/** How much more a sentence that holds the value asked for (AnswerShape) scores. */
const SHAPE_WEIGHT = 1.5;

const holdsShape = (sentence: string, shape: AnswerShape | null): boolean =>
  shape === 'duration' ? DURATION.test(sentence) : shape === 'limit' ? NUMBER.test(sentence) : false;

/** One quotable sentence of a section, with the share of the question it covers. */
export type ScoredSentence = {
  position: number;
  text: string;
  score: number;
  /** Set apart as the reader's problem a guide opens on, before it names its subject (retrieve.ts openingSentences). */
  opening?: boolean;
  /** A table row read as a sentence (namedRows): quoted when it says most, never a reason to rank a page. */
  row?: boolean;
  /** For a row, the section of its page it comes from, which a citation of it links to. */
  source?: {url: string; heading: string | null};
};

/** Lines of section text that are table rows (`| cell | cell`): data, not prose to quote, unless namedRow reads one. */
const isTableRow = (line: string) => line.startsWith('| ');

/** A cell that is one identifier: an error code (`OBJECT_ALREADY_BOOKED`) or a camelCase name (`holdToken`). */
const IDENTIFIER_CELL = /^(?:[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+)$/;
/** Cells this short beside the identifier are its particulars (a status, a type), quoted in brackets. */
const PARTICULAR_CHARS = 30;
/** A table row read as a sentence says one identifier's whole explanation, so it may run longer than prose. */
const MAX_ROW_CHARS = 600;

/**
 * A table row that explains an identifier the question names, as one sentence: the row of an error table
 * for "OBJECT_ALREADY_BOOKED when booking" reads "OBJECT_ALREADY_BOOKED (400 Bad Request): An object you
 * want to book ... is booked already ...". The reader who pastes an error code or a field name asks for that
 * row; every other row stays data. Null when the row names nothing the question does.
 */
export function namedRow(line: string, concepts: readonly WantedConcept[]): string | null {
  if (!isTableRow(line)) return null;
  const cells = line
    .slice(2)
    .split(' | ')
    .map((cell) => cell.trim())
    .filter(Boolean);
  // The question names the identifier when one of its concepts is that identifier as one term.
  const asked = (cell: string) => {
    const whole = tokenize(cell, false).reduce((a, b) => (b.length > a.length ? b : a), '');
    return concepts.some((concept) => concept.alternatives.some(({terms}) => terms.length === 1 && terms[0].includes(whole)));
  };
  const named = cells.find((cell) => IDENTIFIER_CELL.test(cell) && asked(cell));
  if (!named) return null;
  const explanation = cells.reduce((a, b) => (b.length > a.length ? b : a));
  if (explanation === named || explanation.split(/\s+/).length < MIN_SENTENCE_WORDS) return null;
  const particulars = cells.filter((cell) => cell !== named && cell !== explanation && cell.length <= PARTICULAR_CHARS);
  const sentence = `${named}${particulars.length > 0 ? ` (${particulars.join(', ')})` : ''}: ${explanation}${/[.!?]$/.test(explanation) ? '' : '.'}`;
  return sentence.length <= MAX_ROW_CHARS ? sentence : null;
}

/** The quotable sentences of a section's text, in order, scored; `heading` adds what it covers to each at half weight. */
export function scoreSentences(
  text: string,
  heading: string | null,
  concepts: readonly WantedConcept[],
  shape: AnswerShape | null = null,
): ScoredSentence[] {
  const headingTerms = new Set(heading ? tokenize(heading) : []);
  const headingShare = headingTerms.size > 0 ? coverage(headingTerms, concepts) : 0;
  return text
    .split('\n')
    .filter((line) => line.trim() && !isTableRow(line))
    .flatMap(splitSentences)
    .map((sentence, position) => ({sentence, position}))
    .filter(
      ({sentence}) =>
        sentence.length >= MIN_SENTENCE_CHARS &&
        sentence.length <= MAX_SENTENCE_CHARS &&
        sentence.trim().split(/\s+/).length >= MIN_SENTENCE_WORDS &&
        !isTableText(sentence),
    )
    .map(({sentence, position}) => scoreSentence(sentence, position, headingTerms, headingShare, concepts, shape));
}

/** One sentence's share of the question, with its heading's help, as scoreSentences and namedRows score it. */
function scoreSentence(
  sentence: string,
  position: number,
  headingTerms: ReadonlySet<string>,
  headingShare: number,
  concepts: readonly WantedConcept[],
  shape: AnswerShape | null,
): ScoredSentence {
  // Whole words and names only: "manager" is not said by `manageObjectStatuses`.
  const terms = new Set(tokenize(sentence, false));
  const own = coverage(terms, concepts);
  if (own === 0) return {position, text: sentence, score: 0};
  const withHeading = coverage(new Set([...terms, ...headingTerms]), concepts);
  // A lead-in that ends in a colon introduces code the index left out.
  const alone =
    (sentence.endsWith(':') ? 0.6 : 1) * (DEICTIC.test(sentence) ? DEICTIC_WEIGHT : 1) * (holdsShape(sentence, shape) ? SHAPE_WEIGHT : 1);
  return {position, text: sentence, score: alone * (own + 0.5 * Math.max(0, withHeading - own) + 0.1 * headingShare)};
}

/** Where the rows of namedRows are numbered from, past any sentence of a section: they have no neighbours to quote. */
const ROW_POSITION = 100_000;

/**
 * The table rows of a page's sections that explain an identifier the question names (namedRow), scored
 * as sentences under their section's heading. They are quoted, never ranked: which pages and passages
 * answer is decided on prose alone, so an error table does not pull its page ahead of the one that
 * explains what the reader did, but the row that explains the code they pasted is what the answer says.
 */
export function namedRows(
  sections: readonly {heading: string | null; text: string}[],
  concepts: readonly WantedConcept[],
  shape: AnswerShape | null = null,
  sourceOf?: (section: number) => NonNullable<ScoredSentence['source']>,
): ScoredSentence[] {
  const rows: ScoredSentence[] = [];
  sections.forEach(({heading, text}, section) => {
    const headingTerms = new Set(heading ? tokenize(heading) : []);
    const headingShare = headingTerms.size > 0 ? coverage(headingTerms, concepts) : 0;
    for (const line of text.split('\n')) {
      const row = namedRow(line, concepts);
      if (row)
        rows.push({
          ...scoreSentence(row, ROW_POSITION + rows.length, headingTerms, headingShare, concepts, shape),
          row: true,
          ...(sourceOf ? {source: sourceOf(section)} : {}),
        });
    }
  });
  return rows;
}

/** A section of a page as passage choice sees it. */
export type PassageCandidate = {
  heading: string | null;
  /** For the top of a page (no heading): the page's title, which heads it as a heading heads a section. */
  title?: string;
  text: string;
  /** How well keyword search scored the section for the question, 0 to 1 of the page's best (0: it did not match). */
  match: number;
};

export type Passage = {section: number; score: number; sentences: ScoredSentence[]};

/** How much keyword search's own score of a section adds to its best sentence. */
const MATCH_SHARE = 0.15;
/** How much a section's second-best sentence adds: an answer is rarely one sentence long. */
const SECOND_SENTENCE_SHARE = 0.1;
/** What the top of a page adds: it says what the page is for, in the words of its summary. */
const TOP_SHARE = 0.1;
/** A sentence that points elsewhere in its page ("the example above") reads badly on its own. */
const DEICTIC = /\b(?:above|below|the following|this (?:example|step|section|page))\b/i;
const DEICTIC_WEIGHT = 0.5;

/**
 * The passages of a page, best first: each section with text, scored by its
 * best sentence (plus a share of its second best) and by search's score of
 * the section. Ties keep the page's order, so the top of a page, which says
 * what the page is for, wins a tie.
 */
export function rankPassages(
  sections: readonly PassageCandidate[],
  concepts: readonly WantedConcept[],
  shape: AnswerShape | null = null,
): Passage[] {
  const passages: Passage[] = [];
  sections.forEach((section, i) => {
    if (!section.text) return;
    const sentences = scoreSentences(section.text, section.heading ?? section.title ?? null, concepts, shape);
    const scores = sentences.map((sentence) => sentence.score).sort((a, b) => b - a);
    const best = scores[0] ?? 0;
    if (best === 0 && section.match === 0) return;
    const top = section.heading === null ? TOP_SHARE : 0;
    passages.push({section: i, score: best + SECOND_SENTENCE_SHARE * (scores[1] ?? 0) + MATCH_SHARE * section.match + top, sentences});
  });
  return passages.sort((a, b) => b.score - a.score || a.section - b.section);
}
