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

function keep(term: string): boolean {
  if (term.length < 2 || term.length > MAX_TERM_LENGTH) return false;
  if (/^\d+$/.test(term) && term.length > 4) return false;
  return !STOP_WORDS.has(term);
}

/** camelCase parts of one identifier component, lowercased. */
export function camelParts(component: string): string[] {
  return (component.match(CAMEL_PART) ?? []).map((part) => part.toLowerCase());
}

/**
 * The terms of one raw token: each component joined (lowercased) and, when it
 * is camelCase, its parts. `chart.holdToken` → chart, holdtoken, hold, token.
 */
export function tokenTerms(raw: string): string[] {
  const terms: string[] = [];
  for (const component of raw.split(COMPONENT_SEPARATOR)) {
    if (!component) continue;
    terms.push(component.toLowerCase());
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
  /** The word lowercased (`maxselectedobjects`), or null when it is a stop word. */
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
      const joined = raw.toLowerCase();
      const parts = camelParts(raw).filter(keep);
      words.push({raw, joined: keep(joined) ? joined : null, parts: parts.length > 1 ? parts : []});
    }
  }
  return words.filter((word) => word.joined !== null || word.parts.length > 0);
}

/** Lowercase letters and digits only: "hold token", "holdToken" and "hold-token" compare equal. */
export function normalizeForMatch(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}
