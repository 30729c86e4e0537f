/**
 * Which sections match a query plan, and how well: the scoring shared by
 * keyword search and Ask AI.
 *
 * A section's score is the sum, over the query's concepts, of its best
 * alternative's BM25F score (engine.ts) times the alternative's weight
 * (queryPlan.ts). No concept is required; instead the score is multiplied by
 * the square of the share of the query the section covers, each concept
 * counting by how rare it is. A section that answers every word comes first,
 * one that answers the rare words ("minimap") before one that answers only
 * common ones ("show", "let"), and a query never ends empty while one of its
 * words is in the index (DocSearch's "words" rule, made soft).
 */
import {idf, type TermScores} from './engine';
import {SEARCH_FIELDS} from './indexFormat';
import type {PlannedTerm, QueryPlan} from './queryPlan';
import type {Expansion} from './termLookup';

export type SectionMatch = {
  id: number;
  /** Relevance times coverage. */
  score: number;
  /** Share of the query's weight the section matched, 0 to 1. */
  coverage: number;
  /** How many of the query's concepts it matched. */
  matched: number;
  /**
   * Share of the query's weight matched in what names the page (its title,
   * identifiers and one-line summary), 0 to 1: how much the page is about
   * what was asked, rather than mentioning it.
   */
  about: number;
  /** Index terms it matched, for highlighting. */
  terms: string[];
};

export type MatchSource = {
  /** Index terms a planned term matches, with weights. */
  expand: (term: PlannedTerm) => Expansion[];
  /** BM25F of one index term (its postings must be loaded). */
  scores: (termIndex: number) => TermScores;
  /** The index's terms by index. */
  terms: readonly string[];
  /** Number of sections in the index. */
  total: number;
};

/** Fields that say what a page is about: its title, the identifiers that name it, its summary. */
const IDENTITY_FIELDS = (['title', 'keywords', 'description'] as const).reduce(
  (mask, field) => mask | (1 << SEARCH_FIELDS.indexOf(field)),
  0,
);

type Best = {score: number; terms: number[]; fields: number};

/** Score of every section for one planned term: the best of its expansions; every expansion found is kept for highlighting. */
function termMatches(source: MatchSource, term: PlannedTerm): Map<number, Best> {
  const best = new Map<number, Best>();
  for (const {index, weight} of source.expand(term)) {
    const {scores, fields} = source.scores(index);
    for (const [id, score] of scores) {
      const value = score * weight;
      const current = best.get(id);
      if (!current) best.set(id, {score: value, terms: [index], fields: fields.get(id) ?? 0});
      else {
        current.terms.push(index);
        current.score = Math.max(current.score, value);
        current.fields |= fields.get(id) ?? 0;
      }
    }
  }
  return best;
}

/** What a match reports besides the sections: each concept's weight (how rare its matches are; 0 when it matched nothing). */
export type MatchDetails = {weights?: number[]};

/** How much each concept of the plan counts, 0 to 1 (1 when not given): the words that name a product count less, as the product already scopes the pages. */
export type ConceptScale = readonly number[];

/** Every section that matches at least one concept, best first. */
export function matchSections(plan: QueryPlan, source: MatchSource, details?: MatchDetails, scale?: ConceptScale): SectionMatch[] {
  const perTerm = new Map<string, Map<number, Best>>();
  const lookup = (term: PlannedTerm) => {
    const key = `${term.term} ${term.prefix} ${term.fuzzy}`;
    let found = perTerm.get(key);
    if (!found) perTerm.set(key, (found = termMatches(source, term)));
    return found;
  };
  const conceptScores = plan.concepts.map((concept) => {
    const scores = new Map<number, {score: number; terms: number[]; identity: number}>();
    for (const alternative of concept.alternatives) {
      const maps = alternative.terms.map(lookup);
      // Every term of the alternative must occur: walk the smallest map, look up the others.
      const smallest = maps.reduce((a, b) => (b.size < a.size ? b : a));
      for (const id of smallest.keys()) {
        let score = 0;
        const terms: number[] = [];
        let all = true;
        let identity = true;
        for (const map of maps) {
          const hit = map.get(id);
          if (!hit) {
            all = false;
            break;
          }
          score += hit.score;
          terms.push(...hit.terms);
          identity &&= (hit.fields & IDENTITY_FIELDS) !== 0;
        }
        if (!all) continue;
        // The terms of one alternative say one thing together (`show` + `minimap`): their mean, not their sum.
        score = (score / maps.length) * alternative.weight;
        // Matched in what names the page, by the best alternative that is (a synonym says less than the word).
        const named = identity ? alternative.weight : 0;
        const current = scores.get(id);
        if (!current || score > current.score) scores.set(id, {score, terms, identity: Math.max(named, current?.identity ?? 0)});
        else current.identity = Math.max(current.identity, named);
      }
    }
    return scores;
  });
  // A concept weighs by how rare its matches are; one that matches nothing does not count.
  const weights = conceptScores.map((scores, c) => (scores.size === 0 ? 0 : idf(scores.size, source.total) * (scale?.[c] ?? 1)));
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  if (details) details.weights = weights;
  const sections = new Map<number, {score: number; weight: number; about: number; matched: number; terms: Set<number>}>();
  conceptScores.forEach((scores, c) => {
    for (const [id, {score, terms, identity}] of scores) {
      let section = sections.get(id);
      if (!section) sections.set(id, (section = {score: 0, weight: 0, about: 0, matched: 0, terms: new Set()}));
      section.score += score * (scale?.[c] ?? 1);
      section.weight += weights[c];
      section.about += weights[c] * identity;
      section.matched += 1;
      for (const term of terms) section.terms.add(term);
    }
  });
  const matches: SectionMatch[] = [];
  for (const [id, section] of sections) {
    const coverage = totalWeight > 0 ? section.weight / totalWeight : 1;
    matches.push({
      id,
      score: section.score * coverage,
      coverage,
      matched: section.matched,
      about: totalWeight > 0 ? section.about / totalWeight : 1,
      terms: [...section.terms].map((index) => source.terms[index]),
    });
  }
  // Ties break by section id, so the same query always ranks the same way.
  return matches.sort((a, b) => b.score - a.score || a.id - b.id);
}
