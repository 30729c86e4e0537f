/**
 * Product scoping: a query that names one of the platform's products ("the
 * seat map", "the box office", "the designer", "my server") is about that
 * product's pages. Which phrases name which product, and which sections of
 * the site belong to it, is data (the `products` list of
 * domain/search-vocabulary.yaml, compiled into the index); here it is only
 * applied.
 *
 * The scope is soft: pages of a product the query did not name yield (their
 * score is multiplied by OTHER_PRODUCT_WEIGHT), pages that belong to no
 * product (the tutorial, the introduction, the changelog) are left as they
 * are. A query that names no product is not scoped; one that names
 * several is scoped to those.
 */
import type {ProductRule} from './indexFormat';
import {phraseEnd} from './queryPlan';
import {OTHER_PRODUCT_WEIGHT} from './rankingKnobs';
import {foldSpelling, queryWords} from './tokenize';

/**
 * A word as product names compare it: lowercased, spelling folded, a plural
 * "s" dropped, and not stemmed, since the stem would make the verb "render"
 * name the renderer and "design" the designer ("render the designer into a
 * React ref" names the designer only).
 */
export function productWord(word: string): string {
  const lower = foldSpelling(word.toLowerCase());
  return /^\p{Ll}{3,}s$/u.test(lower) && !lower.endsWith('ss') ? lower.slice(0, -1) : lower;
}

/** A phrase of the vocabulary (or a query) as the words product names compare by. */
export const productWords = (phrase: string): string[] => queryWords(phrase).map((word) => productWord(word.raw));

/**
 * Indexes of the products the query names, from the sequence of its words
 * as `productWord`s (every word, stop words included). Where phrases overlap, the
 * longest wins: "seat map editor" names the designer, not the renderer's
 * "seat map".
 */
export function namedProducts(sequence: readonly string[], products: readonly ProductRule[]): Set<number> {
  return new Set(productPhrases(sequence, products).map(({product}) => product));
}

/** Where the query names products: each phrase's words (`start` to `end`, excluded) and its product, longest phrases first. */
export function productPhrases(
  sequence: readonly string[],
  products: readonly ProductRule[],
): {start: number; end: number; product: number}[] {
  const matches: {start: number; end: number; product: number}[] = [];
  for (let start = 0; start < sequence.length; start += 1) {
    products.forEach(([, phrases], product) => {
      for (const phrase of phrases) {
        const end = phraseEnd(sequence, start, phrase);
        if (end > start) matches.push({start, end, product});
      }
    });
  }
  matches.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const taken: boolean[] = [];
  return matches.filter(({start, end}) => {
    if (taken.slice(start, end).some(Boolean)) return false;
    for (let i = start; i < end; i += 1) taken[i] = true;
    return true;
  });
}

/** The product a page belongs to, by the section of the site its crumb starts with ("Renderer › Pricing"), or -1. */
export function productOfCrumb(crumb: string, products: readonly ProductRule[]): number {
  const section = crumb.split(' › ')[0];
  return products.findIndex(([sections]) => sections.includes(section));
}

/** Score multiplier of a page of product `page` (-1: none) for a query that named `named`. */
export function productWeight(page: number, named: ReadonlySet<number>): number {
  if (page < 0 || named.size === 0 || named.has(page)) return 1;
  return OTHER_PRODUCT_WEIGHT;
}

const productNames = new WeakMap<readonly ProductRule[], Set<string>>();

/** Whether a page title is only a product's name, as the vocabulary spells it ("Event Manager", "Webhooks"). */
export function titledByProduct(title: string, products: readonly ProductRule[]): boolean {
  let names = productNames.get(products);
  if (!names) productNames.set(products, (names = new Set(products.flatMap(([, phrases]) => phrases.map((phrase) => phrase.join(' '))))));
  return names.has(productWords(title).join(' '));
}
