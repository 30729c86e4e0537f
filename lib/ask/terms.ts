/**
 * Terms of questions and sentences, for comparing one with the other: the
 * search tokenizer's terms (stemmed, spelling folded), so the answerers
 * understand a question exactly as keyword search does.
 */
import type {QueryPlan} from '../search/queryPlan';
import {tokenize} from '../search/tokenize';

/** Every index term the plan's concepts may match by (words, joined identifiers, parts, vocabulary), by concept. */
export function conceptTerms(plan: QueryPlan): Set<string>[] {
  return plan.concepts.map((concept) => new Set(concept.alternatives.flatMap((alternative) => alternative.terms.map(({term}) => term))));
}

/** The terms of a text, each once. */
export const termsOf = (text: string): Set<string> => new Set(tokenize(text));
