/**
 * The embedded answerer's writing: no model, only the documentation's own
 * sentences. From the sections retrieval found, it scores every whole
 * sentence of prose by the question's terms it shares (rarer terms count
 * more), keeps the best two to four, at most two per section, and writes one
 * paragraph per source, the source with the best sentence first and that
 * sentence leading, each paragraph cited by number. Table rows and lists of
 * links are never quoted. When the question asks how to do something and the
 * leading section has a code sample, the sample follows its paragraph.
 * Deterministic: the same sections always give the same answer.
 */
import {splitSentences} from '../markdown/sentences';
import {queryWords} from '../search/tokenize';
import type {Citation} from './protocol';
import type {RetrievedSection} from './retrieve';
import {termsOf} from './terms';

export const MAX_SENTENCES = 4;
const MAX_PER_SECTION = 2;
const MAX_SOURCES = 3;
/** Sentences this short carry no answer; this long are table rows run together. */
const MIN_CHARS = 25;
const MAX_CHARS = 400;
/** A sentence joins the answer only if it scores at least this share of the best one. */
const KEEP_RATIO = 0.45;
/** Another page's best sentence joins the answer if it scores at least this share of the best one. */
const OTHER_PAGE_RATIO = 0.25;
/** A section other than the best one is quoted only if retrieval scored it at least this share of the best. */
const SECTION_RATIO = 0.4;

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

export type ComposedAnswer = {markdown: string; citations: Citation[]};

/** The citations of sections, numbered [1], [2]... in order. */
export const citationsOf = (sections: readonly RetrievedSection[]): Citation[] =>
  sections.map((section, i) => ({n: i + 1, title: section.title, heading: section.heading, url: section.url}));

export const NOT_COVERED = 'The documentation does not seem to cover this question. Try other words, or keyword search.';

/** The terms a question asks about: its content words, their camelCase parts and glued names. */
export function questionTerms(question: string): Set<string> {
  const words = queryWords(question);
  const content = words.some((word) => !word.stop && word.term) ? words.filter((word) => !word.stop) : words;
  return new Set(content.flatMap((word) => [word.term, ...word.parts, ...(word.glued ? [word.glued] : [])]).filter(Boolean));
}

/** A question that asks how to do something, which a code sample answers best. */
export const asksHow = (question: string): boolean =>
  /\b(how (?:do|can|should|to|would)|how\b.*\b(?:set|add|use|call|send|show|make|get|create)|example|sample|snippet|code for)\b/i.test(
    question,
  );

/** Lines of section text that are table rows (`| cell | cell`): data, not prose to quote. */
const isTableRow = (line: string) => line.startsWith('| ');

/** Markdown punctuation in quoted text is escaped, so documentation text stays text. */
export const escapeMarkdown = (text: string): string =>
  text
    .replace(/[\\`*_[\]<>#|~!&]/g, '\\$&')
    .replace(/^(\d+)([.)])/, '$1\\$2')
    .replace(/^([-+])/, '\\$1');

type Scored = {section: number; position: number; text: string; score: number};

/** Words quoted from a table or an overlong sentence, around the words the question asked for. */
export const SNIPPET_WORDS = 12;
/** A snippet ranks below a whole sentence that matches as well: prose reads better. */
const SNIPPET_WEIGHT = 0.6;

/**
 * The run of SNIPPET_WORDS words of `text` holding the most question words,
 * with an ellipsis where text was cut: "… North America na
 * https://api-na.tessera.example South America …".
 */
export function snippet(text: string, wanted: ReadonlySet<string>): string {
  const words = text.split(/\s+/);
  if (words.length <= SNIPPET_WORDS) return text;
  const hits = words.map((word) => ([...termsOf(word)].some((term) => wanted.has(term)) ? 1 : 0));
  let best = 0;
  let bestSum = -1;
  let sum = 0;
  for (let i = 0; i < words.length; i += 1) {
    sum += hits[i] - (i >= SNIPPET_WORDS ? hits[i - SNIPPET_WORDS] : 0);
    if (i >= SNIPPET_WORDS - 1 && sum > bestSum) {
      bestSum = sum;
      best = i - SNIPPET_WORDS + 1;
    }
  }
  // Start just before the first word asked for, so the quote opens on the answer rather than on what precedes it.
  const first = hits.indexOf(1, best);
  best = Math.max(0, Math.min(first - 2, words.length - SNIPPET_WORDS));
  const end = best + SNIPPET_WORDS;
  return `${best > 0 ? '… ' : ''}${words.slice(best, end).join(' ')}${end < words.length ? ' …' : ''}`;
}

function scoreSentences(question: string, sections: readonly RetrievedSection[]): Scored[] {
  const wanted = questionTerms(question);
  const candidates = sections.flatMap((section, s) =>
    section.text
      .split('\n')
      .filter((line) => line.trim() && !isTableRow(line))
      .flatMap(splitSentences)
      .map((text, position) => ({section: s, position, text, stems: termsOf(text)})),
  );
  // Rarer question words say more: "token" is everywhere in these sections, "expir" is not.
  const documentFrequency = new Map<string, number>();
  for (const candidate of candidates) {
    for (const term of wanted) if (candidate.stems.has(term)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const scored: Scored[] = [];
  const best = sections[0]?.score ?? 0;
  for (const candidate of candidates) {
    const {section, position} = candidate;
    if (candidate.text.length < MIN_CHARS || sections[section].score < best * SECTION_RATIO) continue;
    const cut = candidate.text.length > MAX_CHARS || isTableText(candidate.text);
    const text = cut ? snippet(candidate.text, wanted) : candidate.text;
    const stems = cut ? termsOf(text) : candidate.stems;
    let score = cut ? SNIPPET_WEIGHT : 1;
    let matched = 0;
    for (const term of wanted) {
      if (stems.has(term)) matched += Math.log(1 + candidates.length / documentFrequency.get(term)!);
    }
    if (matched === 0) continue;
    score *= matched;
    // Better-ranked sections first, the first one most (it is keyword search's best answer);
    // a lead-in that ends in a colon introduces code the index left out.
    score *= 1 / (1 + 0.5 * section);
    if (text.endsWith(':')) score *= 0.5;
    if (position === 0) score *= 1.1;
    scored.push({section, position, text, score});
  }
  return scored;
}

/**
 * Picks the sentences: the best first, then others close enough, within the
 * per-section and source limits; then the best sentence of each retrieved
 * page not quoted yet, if it still says enough, so the reader sees every
 * page that answers (retrieval already left out those that do not).
 */
function pick(scored: Scored[], pageOf: (section: number) => string): Scored[] {
  const ranked = [...scored].sort((a, b) => b.score - a.score || a.section - b.section || a.position - b.position);
  const best = ranked[0]?.score ?? 0;
  const picked: Scored[] = [];
  const perSection = new Map<number, number>();
  const take = (sentence: Scored) => {
    perSection.set(sentence.section, (perSection.get(sentence.section) ?? 0) + 1);
    picked.push(sentence);
  };
  for (const sentence of ranked) {
    if (picked.length === MAX_SENTENCES || sentence.score < best * KEEP_RATIO) break;
    const count = perSection.get(sentence.section) ?? 0;
    if (count >= MAX_PER_SECTION || (count === 0 && perSection.size >= MAX_SOURCES)) continue;
    take(sentence);
  }
  const quotedPages = new Set([...perSection.keys()].map(pageOf));
  for (const sentence of ranked) {
    if (picked.length > MAX_SENTENCES || perSection.size >= MAX_SOURCES || sentence.score < best * OTHER_PAGE_RATIO) break;
    if (quotedPages.has(pageOf(sentence.section))) continue;
    quotedPages.add(pageOf(sentence.section));
    take(sentence);
  }
  return picked;
}

/** A fenced code block of a sample, with a fence longer than any run of backticks inside it. */
function fenced({language, text}: {language: string; text: string}): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language.replace(/[^\w+#-]/g, '')}\n${text}\n${fence}`;
}

/** The answer to a question from the retrieved sections, or NOT_COVERED with no citations. */
export function composeAnswer(question: string, sections: readonly RetrievedSection[]): ComposedAnswer {
  const picked = pick(scoreSentences(question, sections), (s) => sections[s].url.split('#')[0]);
  if (picked.length === 0) return {markdown: NOT_COVERED, citations: []};
  // Sources in the order of their best sentence, so the answer leads with the sentence that answers.
  const order = [...new Set(picked.map((sentence) => sentence.section))];
  const citations = citationsOf(order.map((s) => sections[s]));
  const lead = picked[0];
  const paragraphs = order.map((s, i) => {
    const own = picked.filter((sentence) => sentence.section === s).sort((a, b) => a.position - b.position);
    const sentences = s === lead.section ? [lead, ...own.filter((sentence) => sentence !== lead)] : own;
    const paragraph = `${sentences.map((sentence) => escapeMarkdown(sentence.text)).join(' ')} [${i + 1}]`;
    const code = sections[s].code;
    return i === 0 && code && asksHow(question) ? `${paragraph}\n\n${fenced(code)}` : paragraph;
  });
  return {markdown: paragraphs.join('\n\n'), citations};
}
