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
import type {Expansion, PlannedTerm, QueryPlan} from './queryPlan';

export type SectionMatch = {
  id: number;
  /** Relevance times coverage. */
  score: number;
  /** Share of the query's weight the section matched, 0 to 1. */
  coverage: number;
  /** How many of the query's concepts it matched. */
  matched: number;
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

type Best = {score: number; terms: number[]};

/** Score of every section for one planned term: the best of its expansions; every expansion found is kept for highlighting. */
function termMatches(source: MatchSource, term: PlannedTerm): Map<number, Best> {
  const best = new Map<number, Best>();
  for (const {index, weight} of source.expand(term)) {
    for (const [id, score] of source.scores(index).scores) {
      const value = score * weight;
      const current = best.get(id);
      if (!current) best.set(id, {score: value, terms: [index]});
      else {
        current.terms.push(index);
        current.score = Math.max(current.score, value);
      }
    }
  }
  return best;
}

/** Every section that matches at least one concept, best first. */
export function matchSections(plan: QueryPlan, source: MatchSource): SectionMatch[] {
  const perTerm = new Map<string, Map<number, Best>>();
  const lookup = (term: PlannedTerm) => {
    const key = `${term.term} ${term.prefix} ${term.fuzzy}`;
    let found = perTerm.get(key);
    if (!found) perTerm.set(key, (found = termMatches(source, term)));
    return found;
  };
  const conceptScores = plan.concepts.map((concept) => {
    const scores = new Map<number, Best>();
    for (const alternative of concept.alternatives) {
      const maps = alternative.terms.map(lookup);
      // Every term of the alternative must occur: walk the smallest map, look up the others.
      const smallest = maps.reduce((a, b) => (b.size < a.size ? b : a));
      for (const id of smallest.keys()) {
        let score = 0;
        const terms: number[] = [];
        let all = true;
        for (const map of maps) {
          const hit = map.get(id);
          if (!hit) {
            all = false;
            break;
          }
          score += hit.score;
          terms.push(...hit.terms);
        }
        if (!all) continue;
        // The terms of one alternative say one thing together (`show` + `minimap`): their mean, not their sum.
        score = (score / maps.length) * alternative.weight;
        const current = scores.get(id);
        if (!current || score > current.score) scores.set(id, {score, terms});
      }
    }
    return scores;
  });
  // A concept weighs by how rare its matches are; one that matches nothing does not count.
  const weights = conceptScores.map((scores) => (scores.size === 0 ? 0 : idf(scores.size, source.total)));
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const sections = new Map<number, {score: number; weight: number; matched: number; terms: Set<number>}>();
  conceptScores.forEach((scores, c) => {
    for (const [id, {score, terms}] of scores) {
      let section = sections.get(id);
      if (!section) sections.set(id, (section = {score: 0, weight: 0, matched: 0, terms: new Set()}));
      section.score += score;
      section.weight += weights[c];
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
      terms: [...section.terms].map((index) => source.terms[index]),
    });
  }
  // Ties break by section id, so the same query always ranks the same way.
  return matches.sort((a, b) => b.score - a.score || a.id - b.id);
}
