/**
 * What the reader asked for, as index terms: the query understanding of the
 * local search and of Ask AI.
 *
 * A query becomes a list of concepts, one per word that says something
 * ("how", "my", "the" do not, while other words remain). A concept lists
 * every way a section may match it, each with a weight:
 *
 * - the word itself, stemmed (`seats` → seat), 1;
 * - the identifier it joins with its neighbours (`max selected objects`,
 *   `web hooks`, `hold-token` → maxselectedobject, webhook, holdtoken), 1;
 * - its camelCase parts (`showMinimap` → show + minimap), 0.9;
 * - a name glued by dots, hyphens or underscores is one concept: the whole
 *   name (`X-Workspace-Key` → xworkspacekey), 1, or all its components, 0.7;
 * - its split into known words when the index lacks it whole
 *   (`fullscreen` → full + screen, `notforsale` → not + sale), 0.85;
 * - what the search vocabulary says it means (`seating chart` → chart), 0.8;
 * - index terms within one or two typos when the index lacks the word (0.7
 *   or 0.5 of the word's weight); the word being typed also matches the
 *   terms it begins (0.8).
 *
 * No concept is required: sections are ranked by how much of the query they
 * cover (see search.ts), so a long question still finds the section that
 * answers most of it, and "No results" means no word matched at all.
 */
import type {SynonymRule} from './indexFormat';
import {queryWords, STOP_WORDS, termOf, WEAK_WORDS, type QueryWord} from './tokenize';

/** How the vocabulary writes any number: "only #" is "only 4" or "only 10". */
export const NUMBER_WORD = '#';

/** One index term to look up, with how loosely. */
export type PlannedTerm = {term: string; prefix: boolean; fuzzy: number};

/** One way to match a concept: every term must occur in the section. */
export type Alternative = {terms: PlannedTerm[]; weight: number};

/** One thing the reader asked for. */
export type Concept = {
  /** The words as typed, for messages and suggestions. */
  text: string;
  alternatives: Alternative[];
};

export type QueryPlan = {
  words: QueryWord[];
  concepts: Concept[];
  /** Every term any alternative may look up, for fetching the postings it needs. */
  terms: PlannedTerm[];
};

/** What the plan may ask of the index while planning. */
export type Vocabulary = {
  /** True when the index holds `term` exactly. */
  has: (term: string) => boolean;
  synonyms: readonly SynonymRule[];
};

export const WEIGHTS = {exact: 1, joined: 1, parts: 0.9, split: 0.85, synonym: 0.8, gluedParts: 0.7} as const;

/** Edits forgiven in a word the index lacks, by length: `sesion` → session, `onobjectselcted` → onObjectSelected. */
export const fuzzyEdits = (term: string): number => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0);

/** A word being typed matches as a prefix from this many characters on; shorter ones would match half the index. */
const MIN_PREFIX = 3;
/** Words joined into one identifier: `number of places to select` is five. */
const MAX_JOIN = 5;

const planned = (term: string, prefix = false, fuzzy = 0): PlannedTerm => ({term, prefix, fuzzy});

/**
 * The split of a word into two or three known words, stop words allowed
 * between them (`notforsale` → not, sale), or null. Each piece has two
 * letters at least; the split with the fewest pieces wins.
 */
export function splitCompound(
  word: string,
  has: (term: string) => boolean,
  isStop: (word: string) => boolean,
  minPiece = 2,
): string[] | null {
  if (!/^\p{Ll}{6,}$/u.test(word)) return null;
  const known = (piece: string) => piece.length >= minPiece && (isStop(piece) || has(termOf(piece)));
  for (let i = 2; i <= word.length - 2; i += 1) {
    const left = word.slice(0, i);
    const right = word.slice(i);
    if (known(left) && known(right)) return [left, right].filter((piece) => !isStop(piece)).map(termOf);
  }
  for (let i = 2; i <= word.length - 4; i += 1) {
    const left = word.slice(0, i);
    if (!known(left)) continue;
    for (let j = i + 2; j <= word.length - 2; j += 1) {
      const middle = word.slice(i, j);
      const right = word.slice(j);
      if (known(middle) && known(right)) return [left, middle, right].filter((piece) => !isStop(piece)).map(termOf);
    }
  }
  return null;
}

/**
 * Where `phrase` ends when it occurs in `sequence` from `start`, or -1. Articles and
 * other stop words the phrase does not have may sit between its words: "delete a chart"
 * says "delete chart".
 */
export function phraseEnd(sequence: readonly string[], start: number, phrase: readonly string[]): number {
  if (sequence[start] !== phrase[0]) return -1;
  let at = start + 1;
  for (let k = 1; k < phrase.length; k += 1) {
    while (at < sequence.length && sequence[at] !== phrase[k] && STOP_WORDS.has(sequence[at])) at += 1;
    if (sequence[at] !== phrase[k]) return -1;
    at += 1;
  }
  return at;
}

const ruleIndexes = new WeakMap<readonly SynonymRule[], Map<string, SynonymRule[]>>();

/** The vocabulary's rules by the first word of their phrase, built once per vocabulary. */
function rulesByFirstWord(rules: readonly SynonymRule[]): Map<string, SynonymRule[]> {
  let index = ruleIndexes.get(rules);
  if (!index) {
    index = new Map();
    for (const rule of rules) index.set(rule[0][0], [...(index.get(rule[0][0]) ?? []), rule]);
    ruleIndexes.set(rules, index);
  }
  return index;
}

/** Plans a query against the vocabulary; `typing` makes the last word a prefix. */
export function planQuery(input: string, vocabulary: Vocabulary, typing = !/\s$/.test(input)): QueryPlan {
  const all = queryWords(input);
  const searchable = (word: QueryWord) => !word.negated && (word.term !== '' || word.parts.length > 0);
  // Only stop words ("how to"): search for them rather than for nothing.
  const anyContent = all.some((word) => searchable(word) && !word.stop);
  const isConcept = (word: QueryWord) => searchable(word) && (!anyContent || !word.stop);
  const lastIndex = all.length - 1;
  const concepts: (Concept & {word: number})[] = [];
  const conceptOf = new Map<number, Concept & {word: number}>();

  /** The alternatives of one word on its own: itself (prefix, typos), its camelCase parts, its split. */
  const wordAlternatives = (word: QueryWord, w: number): Alternative[] => {
    const last = typing && w === lastIndex;
    const alternatives: Alternative[] = [];
    const known = word.term !== '' && vocabulary.has(word.term);
    if (word.term) {
      const prefix = last && word.raw.length >= MIN_PREFIX;
      // Typos are forgiven only in words the index lacks: a known word means what it says.
      alternatives.push({terms: [planned(word.term, prefix, known ? 0 : fuzzyEdits(word.term))], weight: WEIGHTS.exact});
    }
    if (word.parts.length > 1) {
      alternatives.push({
        terms: word.parts.map((part, p) => planned(part, last && p === word.parts.length - 1 && part.length >= MIN_PREFIX)),
        weight: WEIGHTS.parts,
      });
    }
    // A compound splits into known words when the index lacks it, and also when it has it, if both
    // halves are real words of three letters or more (`fullscreen` → full + screen, as in
    // `showFullScreenButton`; `notforsale` → not + forsale, as in "not for sale").
    const pieces = splitCompound(word.raw.toLowerCase(), vocabulary.has, (piece) => STOP_WORDS.has(piece), known ? 3 : 2);
    const spelled = (terms: readonly PlannedTerm[]) => terms.map((term) => term.term).join(' ');
    // A camelCase name splits where its parts already do: one alternative is enough.
    if (pieces && pieces.length > 0 && !alternatives.some((alt) => spelled(alt.terms) === pieces.join(' '))) {
      alternatives.push({terms: pieces.map((piece) => planned(piece)), weight: WEIGHTS.split});
    }
    return alternatives;
  };

  all.forEach((word, w) => {
    if (conceptOf.has(w)) return;
    const glued = all.find((other) => other.token === word.token && other.glued)?.glued;
    if (glued) {
      // A name glued by dots, hyphens or underscores (`chart.holdToken`, `X-Workspace-Key`) is one
      // concept, stop words and single letters included: the whole name, or all of its components.
      const members = all.map((other, i) => ({other, i})).filter(({other}) => other.token === word.token);
      if (!members.some(({other}) => searchable(other))) return;
      const alternatives: Alternative[] = [];
      if (vocabulary.has(glued)) alternatives.push({terms: [planned(glued)], weight: WEIGHTS.joined});
      const components = members
        .filter(({other}) => other.term && !STOP_WORDS.has(other.raw.toLowerCase()))
        .map(({other, i}) => planned(other.term, typing && i === lastIndex && other.raw.length >= MIN_PREFIX));
      // The components stand in for the name only where the index lacks it: where it has it, they would find every page that says "workspace" and "key".
      if (!vocabulary.has(glued)) {
        if (components.length > 0) alternatives.push({terms: components, weight: WEIGHTS.gluedParts});
        alternatives.push({terms: [planned(glued, false, fuzzyEdits(glued))], weight: WEIGHTS.exact});
      }
      const concept = {text: members.map(({other}) => other.raw).join('.'), alternatives, word: w};
      concepts.push(concept);
      for (const {i} of members) conceptOf.set(i, concept);
      return;
    }
    if (!isConcept(word)) return;
    const concept = {text: word.raw, alternatives: wordAlternatives(word, w), word: w};
    concepts.push(concept);
    conceptOf.set(w, concept);
  });

  // Neighbours that join into one identifier of the index: each word of the run may match it.
  for (let start = 0; start < all.length; start += 1) {
    let joined = '';
    for (let end = start; end < Math.min(all.length, start + MAX_JOIN); end += 1) {
      if (end > start && all[end].token === all[end - 1].token) break;
      // A word the reader excludes joins nothing: "instead of a div id" does not ask for `divId`.
      if (all[end].negated) break;
      joined += all[end].raw.toLowerCase();
      if (end === start) continue;
      const term = termOf(joined);
      if (!vocabulary.has(term)) continue;
      const alternative: Alternative = {terms: [planned(term)], weight: WEIGHTS.joined};
      for (let w = start; w <= end; w += 1) conceptOf.get(w)?.alternatives.push(alternative);
    }
  }

  // The vocabulary: a reader's phrase also means ours. Where phrases overlap, the longer one speaks for its words:
  // "seat map" means the chart, so the rule for "seat" alone does not apply inside it.
  const sequence = all.map((word) => (/^\d+$/.test(word.raw) ? NUMBER_WORD : termOf(word.raw)));
  const rulesByFirst = rulesByFirstWord(vocabulary.synonyms);
  const found: {start: number; end: number; to: string[][]}[] = [];
  for (let start = 0; start < sequence.length; start += 1) {
    for (const [from, to] of rulesByFirst.get(sequence[start]) ?? []) {
      const end = phraseEnd(sequence, start, from);
      if (end >= 0 && !all.slice(start, end).some((word) => word.negated)) found.push({start, end, to});
    }
  }
  const applied = found.filter(
    (rule) => !found.some((other) => other.end - other.start > rule.end - rule.start && other.start <= rule.start && other.end >= rule.end),
  );
  for (const {start, end, to} of applied) {
    const alternatives = to.map((terms): Alternative => ({terms: terms.map((term) => planned(term)), weight: WEIGHTS.synonym}));
    const covered = [...new Set([...Array(end - start).keys()].map((k) => conceptOf.get(start + k)).filter((c) => c !== undefined))];
    if (covered.length === 0) {
      // A phrase of stop words ("up to", "at most") is a concept of its own.
      const concept = {
        text: all
          .slice(start, end)
          .map((word) => word.raw)
          .join(' '),
        alternatives,
        word: start,
      };
      concepts.push(concept);
      conceptOf.set(start, concept);
    } else if (covered.length === 1) {
      covered[0].alternatives.push(...alternatives);
    } else {
      // A phrase of several words ("seat numbers", "seating plan") is one concept: the phrase as
      // written, what its words join into, or what the vocabulary says it means.
      const literal = covered.flatMap((concept) => concept.alternatives[0]?.terms ?? []);
      const shared = covered[0].alternatives.filter((alternative) =>
        covered.every((concept) => concept.alternatives.includes(alternative)),
      );
      const merged = {
        text: covered.map((concept) => concept.text).join(' '),
        alternatives: [...(literal.length > 0 ? [{terms: literal, weight: WEIGHTS.exact}] : []), ...shared, ...alternatives],
        word: covered[0].word,
      };
      concepts.splice(concepts.indexOf(covered[0]), 1, merged);
      for (const concept of covered.slice(1)) concepts.splice(concepts.indexOf(concept), 1);
      for (const [w, concept] of conceptOf) if (covered.includes(concept)) conceptOf.set(w, merged);
    }
  }

  const terms: PlannedTerm[] = [];
  const seen = new Set<string>();
  for (const concept of concepts) {
    for (const alternative of concept.alternatives) {
      for (const term of alternative.terms) {
        const key = `${term.term} ${term.prefix} ${term.fuzzy}`;
        if (!seen.has(key)) {
          seen.add(key);
          terms.push(term);
        }
      }
    }
  }
  concepts.sort((a, b) => a.word - b.word);
  return {words: all, concepts: concepts.map(({text, alternatives}) => ({text, alternatives})), terms};
}

/** Edit distance between `a` and `b` (insertions, deletions, substitutions, swaps of neighbours), or `max + 1` once past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previous2[j - 2] + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length];
}

/** First index in the sorted `terms` not less than `value`. */
export function lowerBound(terms: readonly string[], value: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (terms[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Term indexes grouped by term length, so a typo lookup only compares terms of a near length. */
export function termsByLength(terms: readonly string[]): Map<number, number[]> {
  const byLength = new Map<number, number[]>();
  terms.forEach((term, i) => {
    const bucket = byLength.get(term.length);
    if (bucket) bucket.push(i);
    else byLength.set(term.length, [i]);
  });
  return byLength;
}

/** An index term a planned term matches, and how well (1 for the term itself). */
export type Expansion = {index: number; weight: number};

/** Weight of an index term that extends the typed prefix, or that a longer typed word extends (`expira` → expir). */
export const PREFIX_WEIGHT = 0.8;
/** Completions a word being typed may match: more when it is not a term itself yet. */
const MAX_COMPLETIONS = 24;
const MAX_COMPLETIONS_OF_TERM = 8;
/** Weight of an index term one or two typos away. */
const FUZZY_WEIGHT = [1, 0.7, 0.5];

/**
 * The index terms a planned term matches: itself; for a prefix, the terms
 * it begins, and the stem of the word being typed (`expira` → expir); for a
 * fuzzy term, those within its edit allowance.
 */
export function expandTerm(
  terms: readonly string[],
  {term, prefix, fuzzy}: PlannedTerm,
  byLength: ReadonlyMap<number, readonly number[]> = termsByLength(terms),
): Expansion[] {
  const found = new Map<number, number>();
  const add = (index: number, weight: number) => found.set(index, Math.max(found.get(index) ?? 0, weight));
  const start = lowerBound(terms, term);
  if (terms[start] === term) add(start, 1);
  if (prefix) {
    // The shortest completions are the likeliest: `objects` means object, objectLabel, objectCategory
    // long before objectSeasonStatusOverriddenQuantity. A word that is already a term needs fewer.
    const completions: number[] = [];
    for (let i = start; i < terms.length && terms[i].startsWith(term); i += 1) if (terms[i] !== term) completions.push(i);
    completions.sort((a, b) => terms[a].length - terms[b].length || a - b);
    for (const i of completions.slice(0, terms[start] === term ? MAX_COMPLETIONS_OF_TERM : MAX_COMPLETIONS)) add(i, PREFIX_WEIGHT);
    // An inflection adds a few letters to a stem; more than that is another word (`seatingchartdesigner`).
    for (let length = Math.max(4, term.length - 3); length < term.length; length += 1) {
      const stemIndex = lowerBound(terms, term.slice(0, length));
      if (terms[stemIndex] === term.slice(0, length)) add(stemIndex, PREFIX_WEIGHT);
    }
  }
  if (fuzzy > 0) {
    for (let length = term.length - fuzzy; length <= term.length + fuzzy; length += 1) {
      for (const i of byLength.get(length) ?? []) {
        const distance = editDistance(term, terms[i], fuzzy);
        if (distance > 0 && distance <= fuzzy) add(i, FUZZY_WEIGHT[distance]);
      }
    }
  }
  return [...found].map(([index, weight]) => ({index, weight}));
}

/**
 * The index terms worth highlighting for a plan: the reader's own words, as
 * typed, joined into identifiers, or completed and corrected (a word still
 * being typed, a typo), never what the vocabulary adds or the parts of a name.
 * Stop words are not concepts, so they are never highlighted, and neither
 * are the weak words ("only", "all").
 */
export function highlightTerms(plan: QueryPlan, expand: (term: PlannedTerm) => string[]): Set<string> {
  const terms = new Set<string>();
  for (const concept of plan.concepts) {
    if (WEAK_WORDS.has(concept.text.toLowerCase())) continue;
    for (const alternative of concept.alternatives) {
      if (alternative.weight < WEIGHTS.exact) continue;
      for (const term of alternative.terms) {
        const found = expand(term);
        // A finished word marks itself only; the words it begins are marked while it is still being typed.
        for (const match of found.includes(term.term) ? [term.term] : found) terms.add(match);
      }
    }
  }
  return terms;
}
