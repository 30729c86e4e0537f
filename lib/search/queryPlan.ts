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
 *   name (`X-Workspace-Key` → xworkspacekey), 1, or all its components, 0.7,
 *   or a call's camelCase member alone (`eventManager.listOrderChanges()`), 0.7;
 * - its split into known words when the index lacks it whole
 *   (`fullscreen` → full + screen, `notforsale` → not + sale), 0.85;
 * - what the search vocabulary says it means (`seating chart` → chart), 0.8;
 * - index terms within one or two typos when the index lacks the word (0.7
 *   or 0.5 of the word's weight), and the terms of the words one edit from
 *   it, stemmed afresh (0.7); with one such respelling, the word joins its
 *   neighbours as that word would (`ticekt types` → ticketType, 0.7). The
 *   word being typed also matches the terms it begins (0.8).
 *
 * A planned term says how loosely to look it up (as a prefix, with how many
 * typos); termLookup.ts finds the index terms it stands for. The weights
 * and limits are in rankingKnobs.ts.
 *
 * No concept is required: sections are ranked by how much of the query they
 * cover (see search.ts), so a long question still finds the section that
 * answers most of it, and "No results" means no word matched at all.
 */
import type {SynonymRule} from './indexFormat';
import {ALTERNATIVE_WEIGHTS, MAX_JOIN, MIN_PREFIX, TYPO_LENGTHS} from './rankingKnobs';
import {queryWords, STOP_WORDS, termOf, WEAK_WORDS, type QueryWord} from './tokenize';

/** How the vocabulary writes any number: "only #" is "only 4" or "only 10". */
export const NUMBER_WORD = '#';

/** One index term to look up, with how loosely. */
export type PlannedTerm = {term: string; prefix: boolean; fuzzy: number};

/**
 * One way to match a concept: every term must occur in the section. `corrected` marks a reading
 * below full weight that is still the reader's own word (respelled, or a call's member): it is highlighted.
 */
export type Alternative = {terms: PlannedTerm[]; weight: number; corrected?: true};

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

/**
 * Edits forgiven in a word the index lacks, by length: `sesion` → session, `onobjectselcted` → onObjectSelected.
 * Ranking passes its own lengths for a whole title misspelt.
 */
export const fuzzyEdits = (term: string, lengths: {one: number; two: number} = TYPO_LENGTHS): number =>
  term.length >= lengths.two ? 2 : term.length >= lengths.one ? 1 : 0;

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

/** A concept while the plan is built, with the position of its first word, to put concepts back in query order. */
type DraftConcept = Concept & {word: number};

/** The plan being built: the query's words, and the concept each word belongs to. */
type Draft = {
  words: QueryWord[];
  vocabulary: Vocabulary;
  /** Position of the word being typed (matched as a prefix), or -1. */
  typed: number;
  concepts: DraftConcept[];
  conceptOf: Map<number, DraftConcept>;
  /** For a word the index lacks, its respellings (term → word) from respellings(). */
  respelt: Map<number, Map<string, string>>;
};

/** A word that can be looked up at all, and that the reader does not exclude. */
const searchable = (word: QueryWord) => !word.negated && (word.term !== '' || word.parts.length > 0);

function addConcept(draft: Draft, concept: DraftConcept, words: readonly number[]): void {
  draft.concepts.push(concept);
  for (const w of words) draft.conceptOf.set(w, concept);
}

/** Longest word respelled letter by letter (about 54 stems a letter): past it the lookups cost more than the typo is worth. */
const MAX_RESPELLED = 32;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The index terms of the words one edit from a word the index lacks (a letter dropped, added,
 * changed, or two swapped), each stemmed afresh. Typos are otherwise forgiven between stems, and a
 * typo near a word's end changes how it stems: `multiselectenabeld` keeps its tail, while
 * `multiSelectEnabled` is indexed as multiselecten, five edits away.
 */
export function respelled(raw: string, vocabulary: Pick<Vocabulary, 'has'>): string[] {
  return [...respellings(raw, vocabulary).keys()];
}

/** respelled(), with one spelling of each term found: the word as the reader meant it. */
function respellings(raw: string, vocabulary: Pick<Vocabulary, 'has'>): Map<string, string> {
  const word = raw.toLowerCase();
  const found = new Map<string, string>();
  if (word.length > MAX_RESPELLED || !/^[a-z]+$/.test(word)) return found;
  const test = (candidate: string) => {
    const term = termOf(candidate);
    if (term && vocabulary.has(term) && !found.has(term)) found.set(term, candidate);
  };
  for (let i = 0; i <= word.length; i += 1) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    if (tail) test(head + tail.slice(1));
    if (tail.length > 1) test(head + tail[1] + tail[0] + tail.slice(2));
    for (const letter of LETTERS) {
      test(head + letter + tail);
      if (tail && letter !== tail[0]) test(head + letter + tail.slice(1));
    }
  }
  return found;
}

/**
 * The word a reader meant, where a word the index lacks has exactly one respelling the index knows
 * (`ticekt` → ticket): it then joins its neighbours into identifiers and phrases of the vocabulary
 * as the word would (`ticekt types`), which a typo otherwise breaks.
 */
function meant({words, respelt}: Draft, w: number): string {
  const found = respelt.get(w);
  return found?.size === 1 ? [...found.values()][0] : words[w].raw;
}

/** The alternatives of one word on its own: itself (prefix, typos), its camelCase parts, its split. */
function wordAlternatives({vocabulary, typed, respelt}: Draft, word: QueryWord, w: number): Alternative[] {
  const last = w === typed;
  const alternatives: Alternative[] = [];
  const known = word.term !== '' && vocabulary.has(word.term);
  if (word.term) {
    const prefix = last && word.raw.length >= MIN_PREFIX;
    // Typos are forgiven only in words the index lacks: a known word means what it says.
    alternatives.push({terms: [planned(word.term, prefix, known ? 0 : fuzzyEdits(word.term))], weight: ALTERNATIVE_WEIGHTS.exact});
    if (!known && word.raw.length >= TYPO_LENGTHS.one) {
      const found = respellings(word.raw, vocabulary);
      respelt.set(w, found);
      for (const term of found.keys()) alternatives.push({terms: [planned(term)], weight: ALTERNATIVE_WEIGHTS.respelled, corrected: true});
    }
  }
  if (word.parts.length > 1) {
    alternatives.push({
      terms: word.parts.map((part, p) => planned(part, last && p === word.parts.length - 1 && part.length >= MIN_PREFIX)),
      weight: ALTERNATIVE_WEIGHTS.parts,
    });
  }
  // A compound splits into known words when the index lacks it, and also when it has it, if both
  // halves are real words of three letters or more (`fullscreen` → full + screen, as in
  // `showFullScreenButton`; `notforsale` → not + forsale, as in "not for sale").
  const pieces = splitCompound(word.raw.toLowerCase(), vocabulary.has, (piece) => STOP_WORDS.has(piece), known ? 3 : 2);
  const spelled = (terms: readonly PlannedTerm[]) => terms.map((term) => term.term).join(' ');
  // A camelCase name splits where its parts already do: one alternative is enough.
  if (pieces && pieces.length > 0 && !alternatives.some((alt) => spelled(alt.terms) === pieces.join(' '))) {
    alternatives.push({terms: pieces.map((piece) => planned(piece)), weight: ALTERNATIVE_WEIGHTS.split});
  }
  return alternatives;
}

/**
 * A name glued by dots, hyphens or underscores (`chart.holdToken`, `X-Workspace-Key`) is one
 * concept, stop words and single letters included: the whole name, or all of its components.
 */
function addGluedConcept(draft: Draft, token: number, glued: string, w: number): void {
  const {words, vocabulary, typed} = draft;
  const members = words.map((other, i) => ({other, i})).filter(({other}) => other.token === token);
  if (!members.some(({other}) => searchable(other))) return;
  const alternatives: Alternative[] = [];
  if (vocabulary.has(glued)) alternatives.push({terms: [planned(glued)], weight: ALTERNATIVE_WEIGHTS.joined});
  const components = members
    .filter(({other}) => other.term && !STOP_WORDS.has(other.raw.toLowerCase()))
    .map(({other, i}) => planned(other.term, i === typed && other.raw.length >= MIN_PREFIX));
  // The components stand in for the name only where the index lacks it: where it has it, they would find every page that says "workspace" and "key".
  if (!vocabulary.has(glued)) {
    if (components.length > 0) alternatives.push({terms: components, weight: ALTERNATIVE_WEIGHTS.gluedParts});
    alternatives.push({terms: [planned(glued, false, fuzzyEdits(glued))], weight: ALTERNATIVE_WEIGHTS.exact});
    // A call names its member (`eventManager.listOrderChanges()` → listOrderChanges), which the page
    // documents on its own line; the object's name is often only in code. Only a camelCase member: the
    // last word of `X-Workspace-Key` or `chart.render` says too little on its own.
    const {other: member, i: last} = members[members.length - 1];
    if (member.parts.length > 1 && vocabulary.has(member.term)) {
      alternatives.push({
        terms: [planned(member.term, last === typed && member.raw.length >= MIN_PREFIX)],
        weight: ALTERNATIVE_WEIGHTS.gluedParts,
        corrected: true,
      });
    }
  }
  const concept = {text: members.map(({other}) => other.raw).join('.'), alternatives, word: w};
  addConcept(
    draft,
    concept,
    members.map(({i}) => i),
  );
}

/** One concept per word that says something ("how", "my", "the" do not), and one per glued name. */
function addWordConcepts(draft: Draft): void {
  const {words} = draft;
  // Only stop words ("how to"): search for them rather than for nothing.
  const anyContent = words.some((word) => searchable(word) && !word.stop);
  words.forEach((word, w) => {
    if (draft.conceptOf.has(w)) return;
    const glued = words.find((other) => other.token === word.token && other.glued)?.glued;
    if (glued) return addGluedConcept(draft, word.token, glued, w);
    if (!searchable(word) || (anyContent && word.stop)) return;
    addConcept(draft, {text: word.raw, alternatives: wordAlternatives(draft, word, w), word: w}, [w]);
  });
}

/** Neighbours that join into one identifier of the index: each word of the run may match it. */
function addJoinedIdentifiers(draft: Draft): void {
  const {words, vocabulary, conceptOf} = draft;
  for (let start = 0; start < words.length; start += 1) {
    let joined = '';
    // The same run as the reader meant it, where a word of it was respelled.
    let meantJoined = '';
    for (let end = start; end < Math.min(words.length, start + MAX_JOIN); end += 1) {
      if (end > start && words[end].token === words[end - 1].token) break;
      // A word the reader excludes joins nothing: "instead of a div id" does not ask for `divId`.
      if (words[end].negated) break;
      joined += words[end].raw.toLowerCase();
      meantJoined += meant(draft, end).toLowerCase();
      if (end === start) continue;
      const term = termOf(joined);
      const meantTerm = meantJoined === joined ? term : termOf(meantJoined);
      let alternative: Alternative | undefined;
      if (vocabulary.has(term)) alternative = {terms: [planned(term)], weight: ALTERNATIVE_WEIGHTS.joined};
      else if (meantTerm !== term && vocabulary.has(meantTerm)) {
        alternative = {terms: [planned(meantTerm)], weight: ALTERNATIVE_WEIGHTS.respelled, corrected: true};
      }
      if (!alternative) continue;
      for (let w = start; w <= end; w += 1) conceptOf.get(w)?.alternatives.push(alternative);
    }
  }
}

/** A phrase of the vocabulary found in the query: words `start` to `end` (exclusive) also mean `to`. */
type PhraseMatch = {start: number; end: number; to: string[][]};

/**
 * The vocabulary's phrases in the query. Where phrases overlap, the longer one speaks for its words:
 * "seat map" means the chart, so the rule for "seat" alone does not apply inside it.
 */
function synonymMatches(draft: Draft): PhraseMatch[] {
  const {words, vocabulary} = draft;
  const sequence = words.map((word, w) => (/^\d+$/.test(word.raw) ? NUMBER_WORD : termOf(meant(draft, w))));
  const rulesByFirst = rulesByFirstWord(vocabulary.synonyms);
  const found: PhraseMatch[] = [];
  for (let start = 0; start < sequence.length; start += 1) {
    for (const [from, to] of rulesByFirst.get(sequence[start]) ?? []) {
      const end = phraseEnd(sequence, start, from);
      if (end >= 0 && !words.slice(start, end).some((word) => word.negated)) found.push({start, end, to});
    }
  }
  return found.filter(
    (rule) => !found.some((other) => other.end - other.start > rule.end - rule.start && other.start <= rule.start && other.end >= rule.end),
  );
}

/** The vocabulary: a reader's phrase also means ours. */
function applySynonym(draft: Draft, {start, end, to}: PhraseMatch): void {
  const alternatives = to.map((terms): Alternative => ({terms: terms.map((term) => planned(term)), weight: ALTERNATIVE_WEIGHTS.synonym}));
  const covered = [...new Set([...Array(end - start).keys()].map((k) => draft.conceptOf.get(start + k)).filter((c) => c !== undefined))];
  if (covered.length === 0) {
    // A phrase of stop words ("up to", "at most") is a concept of its own.
    const text = draft.words
      .slice(start, end)
      .map((word) => word.raw)
      .join(' ');
    addConcept(draft, {text, alternatives, word: start}, [start]);
  } else if (covered.length === 1) {
    covered[0].alternatives.push(...alternatives);
  } else {
    mergeConcepts(draft, covered, alternatives);
  }
}

/**
 * A phrase of several words ("seat numbers", "seating plan") is one concept: the phrase as
 * written, what its words join into, or what the vocabulary says it means.
 */
function mergeConcepts({concepts, conceptOf}: Draft, covered: readonly DraftConcept[], alternatives: readonly Alternative[]): void {
  const literal = covered.flatMap((concept) => concept.alternatives[0]?.terms ?? []);
  const shared = covered[0].alternatives.filter((alternative) => covered.every((concept) => concept.alternatives.includes(alternative)));
  const merged = {
    text: covered.map((concept) => concept.text).join(' '),
    alternatives: [...(literal.length > 0 ? [{terms: literal, weight: ALTERNATIVE_WEIGHTS.exact}] : []), ...shared, ...alternatives],
    word: covered[0].word,
  };
  concepts.splice(concepts.indexOf(covered[0]), 1, merged);
  for (const concept of covered.slice(1)) concepts.splice(concepts.indexOf(concept), 1);
  for (const [w, concept] of conceptOf) if (covered.includes(concept)) conceptOf.set(w, merged);
}

/** Every term any alternative may look up, once each, in the order the concepts name them. */
function plannedTerms(concepts: readonly Concept[]): PlannedTerm[] {
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
  return terms;
}

/** Plans a query against the vocabulary; `typing` makes the last word a prefix. */
export function planQuery(input: string, vocabulary: Vocabulary, typing = !/\s$/.test(input)): QueryPlan {
  const words = queryWords(input);
  const draft: Draft = {words, vocabulary, typed: typing ? words.length - 1 : -1, concepts: [], conceptOf: new Map(), respelt: new Map()};
  addWordConcepts(draft);
  addJoinedIdentifiers(draft);
  for (const match of synonymMatches(draft)) applySynonym(draft, match);
  const terms = plannedTerms(draft.concepts);
  draft.concepts.sort((a, b) => a.word - b.word);
  return {words, concepts: draft.concepts.map(({text, alternatives}) => ({text, alternatives})), terms};
}

/**
 * The index terms worth highlighting for a plan: the reader's own words, as
 * typed, joined into identifiers, or completed and corrected (a word still
 * being typed, a typo, a respelling), or a call's member alone, never what
 * the vocabulary adds or the parts of a name.
 * Stop words are not concepts, so they are never highlighted, and neither
 * are the weak words ("only", "all").
 */
export function highlightTerms(plan: QueryPlan, expand: (term: PlannedTerm) => string[]): Set<string> {
  const terms = new Set<string>();
  for (const concept of plan.concepts) {
    if (WEAK_WORDS.has(concept.text.toLowerCase())) continue;
    for (const alternative of concept.alternatives) {
      if (alternative.weight < ALTERNATIVE_WEIGHTS.exact && !alternative.corrected) continue;
      for (const term of alternative.terms) {
        const found = expand(term);
        // A finished word marks itself only; the words it begins are marked while it is still being typed.
        for (const match of found.includes(term.term) ? [term.term] : found) terms.add(match);
      }
    }
  }
  return terms;
}
