/**
 * One tokenizer for the index (built in Node) and for queries (in the
 * browser), so both sides agree on what a term is.
 *
 * Identifiers are the words developers search for, and they type them in
 * every shape: `maxSelectedObjects`, `max selected objects`, `holdtoken`,
 * `chart.holdToken`. Each identifier therefore yields its joined form and its
 * camelCase parts, and dotted or hyphenated names yield every component.
 */

/** Runs of letters and digits, with `.`, `-`, `_`, `/` and `:` kept inside a run. */
const RAW_TOKEN = /[\p{L}\p{N}]+(?:[._\-/:$][\p{L}\p{N}]+)*/gu;
const COMPONENT_SEPARATOR = /[._\-/:$]+/;
/**
 * The pieces of a camelCase word: `maxSelected` → max|Selected, `HTMLElement` → HTML|Element.
 * (No lookbehind: older Safari versions cannot parse it.)
 */
const CAMEL_PART = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?[\p{Ll}\p{N}]+|\p{Lu}+|[\p{L}\p{N}]+/gu;

/** English words too common to tell sections apart; dropping them keeps the index small. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be but by can do does for from has have if in into is it its of on or so ' +
    'than that the their then there these they this to was were when which while will with you your'
  ).split(' '),
);

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
  [/(author|initial|serial|organ|optim|item|categor|custom|recogn|normal|priorit|visual|summar|synchron|personal|local|final|minim|maxim|standard|capital|util)is(?=e|ing|ation)/g, '$1iz'],
  [/(label|cancel|model|travel|signal|level|total)l(?=ed|ing|ation)/g, '$1'],
  [/(thea|cen|me|li)tred/g, '$1tered'],
  [/(thea|cen|me|li)tre/g, '$1ter'],
  [/grey/g, 'gray'],
  [/licence/g, 'license'],
  [/catalogue/g, 'catalog'],
  [/analys(?=e|ing)/g, 'analyz'],
];

const MAY_FOLD = /our|is|ll|tre|grey|licence|catalogue|analys/;

/** A lowercased term with British spellings folded to American ones (see SPELLING_FOLDS). */
export function foldSpelling(term: string): string {
  // Most terms contain none of the spellings; one test spares them the rules.
  if (!MAY_FOLD.test(term)) return term;
  let folded = term;
  for (const [pattern, replacement] of SPELLING_FOLDS) folded = folded.replace(pattern, replacement);
  return folded;
}

function keep(term: string): boolean {
  if (term.length < 2 || term.length > MAX_TERM_LENGTH) return false;
  if (/^\d+$/.test(term) && term.length > 4) return false;
  return !STOP_WORDS.has(term);
}

/** camelCase parts of one identifier component, lowercased. */
export function camelParts(component: string): string[] {
  return (component.match(CAMEL_PART) ?? []).map((part) => foldSpelling(part.toLowerCase()));
}

/**
 * The terms of one raw token: each component joined (lowercased) and, when it
 * is camelCase, its parts. `chart.holdToken` → chart, holdtoken, hold, token.
 */
export function tokenTerms(raw: string): string[] {
  const terms: string[] = [];
  for (const component of raw.split(COMPONENT_SEPARATOR)) {
    if (!component) continue;
    terms.push(foldSpelling(component.toLowerCase()));
    const parts = camelParts(component);
    if (parts.length > 1) terms.push(...parts);
  }
  return terms.filter(keep);
}

/** Index-side tokenizer: every term of every raw token, in order, with repeats (term frequency counts). */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const match of text.matchAll(RAW_TOKEN)) terms.push(...tokenTerms(match[0]));
  return terms;
}

/** One word of a query, with the alternatives it may match. */
export type QueryWord = {
  /** The word as typed (one component of a dotted name), for highlighting. */
  raw: string;
  /** The word lowercased and spelling-folded (`maxselectedobjects`), or null when it is a stop word. */
  joined: string | null;
  /** Its camelCase parts (`max`, `selected`, `objects`) when there is more than one. */
  parts: string[];
};

/**
 * Splits a query into words. Dotted and hyphenated names become one word per
 * component (`chart.holdToken` → chart, holdToken), because the index holds
 * the components. Stop words are dropped: the index does not
 * hold them.
 */
export function queryWords(query: string): QueryWord[] {
  const words: QueryWord[] = [];
  for (const match of query.matchAll(RAW_TOKEN)) {
    for (const raw of match[0].split(COMPONENT_SEPARATOR)) {
      if (!raw) continue;
      const joined = foldSpelling(raw.toLowerCase());
      const parts = camelParts(raw).filter(keep);
      words.push({raw, joined: keep(joined) ? joined : null, parts: parts.length > 1 ? parts : []});
    }
  }
  return words.filter((word) => word.joined !== null || word.parts.length > 0);
}

/** Lowercase letters and digits only, spelling folded: "hold token", "holdToken" and "hold-token" compare equal, so do "Colours" and "colors". */
export function normalizeForMatch(text: string): string {
  return foldSpelling(text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ''));
}
