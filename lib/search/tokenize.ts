/**
 * One tokenizer for the index (built in Node) and for queries (in the
 * browser), so both sides agree on what a term is.
 *
 * A term is a word lowercased, with British spellings folded to American
 * ones and reduced to its stem by the Porter2 stemmer: "Selected seats",
 * "select a seat" and `selectedSeats` all meet on `select` and `seat`.
 *
 * Identifiers are the words developers search for, and they type them in
 * every shape: `maxSelectedObjects`, `max selected objects`, `holdtoken`,
 * `hold-token`, `chart.holdToken`. Each identifier therefore yields its
 * joined form and its camelCase parts, a dotted, hyphenated or underscored
 * name yields every component and the whole name joined
 * (`EVENT_NOT_FOUND` → event, not, found, eventnotfound).
 */
import {stem} from 'porter2';

/** Runs of letters and digits, with `.`, `-`, `_`, `/` and `:` kept inside a run. */
const RAW_TOKEN = /[\p{L}\p{N}]+(?:[._\-/:$][\p{L}\p{N}]+)*/gu;
const COMPONENT_SEPARATOR = /[._\-/:$]+/;
/** Separators that glue one name together (`hold-token`, `chart.holdToken`), unlike `/` and `:` in paths and URLs. */
const NAME_GLUE = /^[\p{L}\p{N}]+(?:[._-][\p{L}\p{N}]+)+$/u;
/**
 * The pieces of a camelCase word: `maxSelected` → max|Selected, `HTMLElement` → HTML|Element.
 * (No lookbehind: older Safari versions cannot parse it.)
 */
const CAMEL_PART = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?[\p{Ll}\p{N}]+|\p{Lu}+|[\p{L}\p{N}]+/gu;

/** English words too common to tell sections apart; the index leaves them out. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be but by can do does for from has have if in into is it its of on or so ' +
    'than that the their then there these they this to was were when which while will with you your'
  ).split(' '),
);

/**
 * Words a query carries that say nothing about its subject (question words,
 * pronouns, "want to", "is there a way"); ignored while other words remain.
 * Kept to grammar: no word of the product's own vocabulary is here. Nor are
 * "someone" and "else": in ticketing "someone else" is the other buyer who
 * takes, holds or books the seat ("taken by someone else"), which is what
 * the question is about. Counting them gained first citations on the open
 * sets and on the sets held apart alike, and lost none on any set.
 */
export const QUERY_STOP_WORDS: ReadonlySet<string> = new Set([
  ...STOP_WORDS,
  ...(
    'about after again also am any been being both could did doing each how i im ive just me my mine ' +
    'myself our ours ought should some such them those too very want wants wanted way we what whats where ' +
    'who whom whose why would us he she her his one something anything possible please ' +
    'need needs get gets getting got let lets use uses using used make makes making know tell ' +
    'without before during since still already own yet ever instead even really actually currently anymore ' +
    'tessera docs documentation'
  ).split(' '),
]);

/**
 * Words that help a query find its page ("make only the balcony selectable")
 * but tell the eye nothing: results do not highlight them.
 */
export const WEAK_WORDS: ReadonlySet<string> = new Set(['only', 'all', 'every', 'more', 'most', 'other', 'same']);

/** The longest term kept; longer strings are hashes, keys or data, not words. */
const MAX_TERM_LENGTH = 40;

/**
 * British and American spellings of one word meet on the American one, on
 * both sides: our prose says "colour" and "behaviour", the API says
 * `colorScheme`, and readers type either. Rules, not a dictionary, so that
 * identifiers containing the word fold too (`leftNeighbour` → leftneighbor).
 * Each rule only rewrites a spelling that American English does not use, so
 * no two different words are merged.
 */
const SPELLING_FOLDS: [RegExp, string][] = [
  [/(col|neighb|behavi|fav|harb|lab|hon|flav|hum|arm|vap|endeav)our/g, '$1or'],
  [
    /(author|initial|serial|organ|optim|item|categor|custom|recogn|normal|priorit|visual|summar|synchron|personal|local|final|minim|maxim|standard|capital|util)is(?=e|ing|ation)/g,
    '$1iz',
  ],
  [/(label|cancel|model|travel|signal|level|total)l(?=ed|ing|ation)/g, '$1'],
  [/(thea|cen|me|li)tred/g, '$1tered'],
  [/(thea|cen|me|li)tre/g, '$1ter'],
  [/grey/g, 'gray'],
  [/licence/g, 'license'],
  [/catalogue/g, 'catalog'],
  [/analys(?=e|ing)/g, 'analyz'],
];

const MAY_FOLD = /our|is|ll|tre|grey|licence|catalogue|analys/;

/** A lowercased word with British spellings folded to American ones (see SPELLING_FOLDS). */
export function foldSpelling(word: string): string {
  // Most words contain none of the spellings; one test spares them the rules.
  if (!MAY_FOLD.test(word)) return word;
  let folded = word;
  for (const [pattern, replacement] of SPELLING_FOLDS) folded = folded.replace(pattern, replacement);
  return folded;
}

/**
 * Words whose terms are kept: highlighting asks for the same words again and
 * again, thousands of times per query. A plain Map emptied when full, rather
 * than an LRU: a hit costs one lookup instead of a delete and an insert, and a
 * term is cheap to work out again after the cache empties.
 */
const TERMS_KEPT = 20_000;
const terms = new Map<string, string>();

/** The term of one word: lowercased, spelling folded, stemmed. Words with digits are kept as they are (`429`, `v2`). */
export function termOf(word: string): string {
  let term = terms.get(word);
  if (term === undefined) {
    const lower = foldSpelling(word.toLowerCase());
    term = /^\p{Ll}+$/u.test(lower) && lower.length > 2 ? stem(lower) : lower;
    if (terms.size >= TERMS_KEPT) terms.clear();
    terms.set(word, term);
  }
  return term;
}

/** True for a term worth a place in the index. */
function keep(term: string): boolean {
  if (term.length < 2 || term.length > MAX_TERM_LENGTH) return false;
  if (/^\d+$/.test(term) && term.length > 4) return false;
  return !STOP_WORDS.has(term);
}

/** camelCase parts of one identifier component, as terms. */
export function camelParts(component: string): string[] {
  return (component.match(CAMEL_PART) ?? []).map(termOf);
}

/**
 * The terms of one raw token: each component (and its camelCase parts), plus
 * the whole name joined when it is glued by `.`, `-` or `_`.
 * `chart.holdToken` → chart, holdtoken, hold, token, chartholdtoken.
 */
export function tokenTerms(raw: string, withParts = true): string[] {
  const terms: string[] = [];
  const components = raw.split(COMPONENT_SEPARATOR).filter(Boolean);
  for (const component of components) {
    // Stop words are tested before stemming: "does" must not survive as "doe".
    if (STOP_WORDS.has(component.toLowerCase())) continue;
    terms.push(termOf(component));
    const parts = withParts ? camelParts(component) : [];
    if (parts.length > 1) terms.push(...parts);
  }
  if (components.length > 1 && NAME_GLUE.test(raw)) terms.push(termOf(components.join('')));
  return terms.filter(keep);
}

/**
 * Index-side tokenizer: every term of every raw token, in order, with repeats
 * (term frequency counts). Without `parts`, camelCase names stay whole: a
 * sentence that says `manageObjectStatuses` does not say "manager".
 */
export function tokenize(text: string, parts = true): string[] {
  const terms: string[] = [];
  for (const match of text.matchAll(RAW_TOKEN)) terms.push(...tokenTerms(match[0], parts));
  return terms;
}

/** One word of a query, as typed and as terms. */
export type QueryWord = {
  /** The word as typed (one component of a dotted name), for highlighting and joining. */
  raw: string;
  /** Its term (`maxselectedobject`); '' when nothing of it can be indexed. */
  term: string;
  /** Its camelCase parts as terms (`max`, `select`, `object`) when there is more than one. */
  parts: string[];
  /** A word that says nothing about the subject ("how", "my", "the"). */
  stop: boolean;
  /** Index of the raw token the word came from: words of `chart.holdToken` share it. */
  token: number;
  /** The whole token joined (`chartholdtoken`), on the first word of a glued name only. */
  glued?: string;
  /** The reader excludes it ("without the renderer", "instead of webhooks"): not a subject of the query. */
  negated?: boolean;
};

/**
 * Splits a query into words, in order. Dotted, hyphenated and underscored
 * names become one word per component (`chart.holdToken` → chart, holdToken),
 * as the index holds them; the whole name joined rides on its first word.
 */
export function queryWords(query: string): QueryWord[] {
  const words: QueryWord[] = [];
  let token = 0;
  for (const match of query.matchAll(RAW_TOKEN)) {
    const components = match[0].split(COMPONENT_SEPARATOR).filter(Boolean);
    const glued = components.length > 1 && NAME_GLUE.test(match[0]) ? termOf(components.join('')) : undefined;
    components.forEach((raw, i) => {
      const lower = foldSpelling(raw.toLowerCase());
      const term = termOf(raw);
      const parts = camelParts(raw).filter(keep);
      words.push({
        raw,
        term: keep(term) ? term : '',
        parts: parts.length > 1 ? parts : [],
        stop: QUERY_STOP_WORDS.has(lower) || QUERY_STOP_WORDS.has(lower.replace(/'/g, '')),
        token,
        ...(i === 0 && glued ? {glued} : {}),
      });
    });
    token += 1;
  }
  markNegated(words);
  return words;
}

/** Words that exclude what follows them: "without webhooks", "instead of polling", "rather than a form", "except booths". */
const NEGATIONS: readonly (readonly string[])[] = [['without'], ['instead', 'of'], ['rather', 'than'], ['except']];

/** Marks the first content word after each negation (with the rest of its name, `chart.holdToken`) as negated. */
function markNegated(words: QueryWord[]): void {
  for (let i = 0; i < words.length; i += 1) {
    const negation = NEGATIONS.find((phrase) => phrase.every((word, k) => words[i + k]?.raw.toLowerCase() === word));
    if (!negation) continue;
    const next = words.findIndex((word, j) => j >= i + negation.length && !word.stop && (word.term !== '' || word.parts.length > 0));
    if (next < 0) continue;
    for (const word of words) if (word.token === words[next].token) word.negated = true;
  }
}

/** Lowercase letters and digits only, spelling folded: "hold token", "holdToken" and "hold-token" compare equal, so do "Colours" and "colors". */
export function normalizeForMatch(text: string): string {
  return foldSpelling(text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ''));
}
