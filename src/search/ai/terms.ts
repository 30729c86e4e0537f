/**
 * The words of a question that say what it is about, and a light stemmer so
 * "expires", "expired" and "expiry" meet. Questions carry words keyword
 * queries do not ("how", "should", "my"); those tell sections apart no better
 * than the index's own stop words do, so they are dropped too.
 */
import {queryWords, tokenTerms} from '../tokenize';

/** Question words and fillers, on top of the index's stop words (which the tokenizer drops already). */
export const QUESTION_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'about after again all also am any been before being both could did doing each get gets getting ' +
    'how just me more most my need needs not now only other our ought own same should some such tell ' +
    'them those through too under until very want wants way we what where who whom why would yes i ' +
    'use using used one ones happen happens make makes there here way possible tessera docs documentation'
  ).split(' '),
);

const SUFFIXES = ['ations', 'ation', 'ating', 'ated', 'ates', 'ate', 'ion', 'ings', 'ing', 'ies', 'ied', 'ers', 'er', 'ed', 'es', 'ly', 's', 'y', 'e'] as const;

/**
 * Strips one common English suffix, keeping at least four letters:
 * expires, expired, expiry, expiration → expir; categories, category →
 * categor. Not a real stemmer: both sides go through it, so it only has to
 * be consistent.
 */
export function stem(term: string): string {
  if (term.length <= 4 || /\d/.test(term)) return term;
  const suffix = SUFFIXES.find((end) => term.endsWith(end) && term.length - end.length >= 4);
  return suffix ? term.slice(0, -suffix.length) : term;
}

/**
 * One word of a question: the term to look up and its stem, its camelCase
 * parts, and other terms that count as the same word (see IDIOMS).
 */
export type QuestionWord = {term: string; stem: string; parts: string[]; also: string[]};

const LANGUAGES =
  'arabic|bulgarian|catalan|chinese|czech|danish|dutch|english|estonian|finnish|french|german|greek|hebrew|hungarian|' +
  'italian|japanese|latvian|norwegian|persian|polish|portuguese|romanian|russian|serbian|slovak|spanish|swedish|turkish|ukrainian|welsh';

/**
 * Ways of asking that name a topic without its word. Each rule adds terms to
 * the question word it matched, or a word of its own when the phrase is made
 * of stop words ("more than"). Kept short: only phrasings common in questions
 * about an API, never a product name.
 */
const IDIOMS: {pattern: RegExp; word: string; also: string[]}[] = [
  {pattern: /\bhow long\b/, word: 'long', also: ['lifetime', 'expire', 'duration']},
  {pattern: /\bhow (?:many|much)\b/, word: 'many', also: ['limit', 'maximum']},
  {pattern: /\b(?:more than|at most|up to|no more)\b/, word: 'limit', also: ['max', 'maximum']},
  {pattern: /\b(?:page through|paging|paginate|next page)\b/, word: 'pagination', also: ['cursor']},
  {pattern: new RegExp(`\\b(?:${LANGUAGES})\\b`), word: 'language', also: ['translation']},
  {pattern: /\b(?:log ?in|sign in|credentials?)\b/, word: 'authentication', also: ['key']},
];

/** The content words of a question, each once, in order, with the idioms it uses. */
export function questionWords(question: string): QuestionWord[] {
  const seen = new Set<string>();
  const words: QuestionWord[] = [];
  for (const word of queryWords(question)) {
    const term = word.joined ?? word.parts.join('');
    if (!term || QUESTION_STOP_WORDS.has(term) || seen.has(term)) continue;
    seen.add(term);
    words.push({term, stem: stem(term), parts: word.parts.filter((part) => !QUESTION_STOP_WORDS.has(part)), also: []});
  }
  const lower = question.toLowerCase();
  for (const idiom of IDIOMS) {
    if (!idiom.pattern.test(lower)) continue;
    const existing = words.find((word) => word.term === idiom.word);
    if (existing) existing.also.push(...idiom.also);
    else words.push({term: idiom.word, stem: stem(idiom.word), parts: [], also: idiom.also});
  }
  return words;
}

/** Stems of every term of a text, for comparing sentences with a question. */
export function stemsOf(text: string): Set<string> {
  const stems = new Set<string>();
  for (const match of text.matchAll(/[\p{L}\p{N}]+(?:[._\-/:$][\p{L}\p{N}]+)*/gu)) {
    for (const term of tokenTerms(match[0])) stems.add(stem(term));
  }
  return stems;
}
