/**
 * The search vocabulary (domain/search-vocabulary.yaml) as rules of terms,
 * written into the index so the browser applies them at query time with the
 * same tokenizer the index was built with.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import type {ProductRule, SynonymRule} from '../../lib/search/indexFormat';
import {NUMBER_WORD} from '../../lib/search/queryPlan';
import {queryWords, termOf} from '../../lib/search/tokenize';
import {productWords} from '../../lib/search/products';

export const VOCABULARY_FILE = path.join('domain', 'search-vocabulary.yaml');

type Entry = {ours?: string[]; readers?: string[]; same?: string[]};

/**
 * Terms a phrase is recognised by in a query: every word, stop words included ("up to"), and `#`
 * for any number ("only #" reads "only 4", "only 10"), as the query side writes it (NUMBER_WORD).
 */
export const phraseWords = (phrase: string): string[] =>
  phrase.split(/\s+/).flatMap((part) => (part === NUMBER_WORD ? [NUMBER_WORD] : queryWords(part).map((word) => termOf(word.raw))));
/** Terms a phrase is looked up by in the index, which holds no stop words ("not for sale" → not, sale). */
export const phraseTerms = (phrase: string): string[] => queryWords(phrase).flatMap((word) => (word.term ? [word.term] : []));

const isPhraseList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && item.trim() !== '');

/** The rules of the vocabulary file's text; a malformed entry or a phrase listed twice throws, naming it. */
export function compileVocabulary(text: string, file = VOCABULARY_FILE): SynonymRule[] {
  const document = parse(text) as {synonyms?: unknown} | null;
  if (!document || !Array.isArray(document.synonyms)) throw new Error(`${file}: expected a top-level "synonyms" list`);
  const rules: SynonymRule[] = [];
  const seen = new Map<string, number>();
  const addRule = (from: string, to: string[], entry: number) => {
    const words = phraseWords(from);
    const key = words.join(' ');
    if (words.length === 0) throw new Error(`${file}: entry ${entry + 1}: "${from}" has no words`);
    if (seen.has(key)) throw new Error(`${file}: "${from}" is listed in entries ${seen.get(key)! + 1} and ${entry + 1}`);
    seen.set(key, entry);
    const targets = to.map(phraseTerms).filter((terms) => terms.length > 0 && terms.join(' ') !== words.join(' '));
    if (targets.length === 0) throw new Error(`${file}: entry ${entry + 1}: "${from}" maps to nothing the index can hold`);
    rules.push([words, targets]);
  };
  (document.synonyms as unknown[]).forEach((raw, i) => {
    const entry = (raw ?? {}) as Entry;
    const keys = Object.keys(entry).sort().join(',');
    if (keys === 'same' && isPhraseList(entry.same) && entry.same.length > 1) {
      for (const phrase of entry.same)
        addRule(
          phrase,
          entry.same.filter((other) => other !== phrase),
          i,
        );
    } else if (keys === 'ours,readers' && isPhraseList(entry.ours) && isPhraseList(entry.readers)) {
      for (const phrase of entry.readers) addRule(phrase, entry.ours, i);
    } else {
      throw new Error(`${file}: entry ${i + 1} must have "ours" and "readers" lists, or a "same" list of two phrases or more`);
    }
  });
  return rules;
}

type ProductEntry = {sections?: unknown; readers?: unknown};

/**
 * The products of the vocabulary file's text (its optional `products` list):
 * the site sections each one owns and the phrases that name it, as words
 * (`productWord`: not stemmed, so the verb "render" does not name the renderer).
 * A malformed entry, or a phrase that names two products, throws.
 */
export function compileProducts(text: string, file = VOCABULARY_FILE): ProductRule[] {
  const document = parse(text) as {products?: unknown} | null;
  if (document?.products === undefined) return [];
  if (!Array.isArray(document.products)) throw new Error(`${file}: "products" must be a list`);
  const seen = new Map<string, number>();
  return (document.products as unknown[]).map((raw, i) => {
    const entry = (raw ?? {}) as ProductEntry;
    if (Object.keys(entry).sort().join(',') !== 'readers,sections' || !isPhraseList(entry.sections) || !isPhraseList(entry.readers)) {
      throw new Error(`${file}: product ${i + 1} must have a "sections" list and a "readers" list`);
    }
    const phrases = entry.readers.map((phrase) => {
      const words = productWords(phrase);
      const key = words.join(' ');
      if (words.length === 0) throw new Error(`${file}: product ${i + 1}: "${phrase}" has no words`);
      if (seen.has(key)) throw new Error(`${file}: "${phrase}" names products ${seen.get(key)! + 1} and ${i + 1}`);
      seen.set(key, i);
      return words;
    });
    return [entry.sections, phrases];
  });
}

/** The site's products. */
export function loadProducts(siteDir: string): ProductRule[] {
  const file = path.join(siteDir, VOCABULARY_FILE);
  return compileProducts(fs.readFileSync(file, 'utf8'), path.relative(siteDir, file));
}

/** The site's vocabulary rules. */
export function loadVocabulary(siteDir: string): SynonymRule[] {
  const file = path.join(siteDir, VOCABULARY_FILE);
  return compileVocabulary(fs.readFileSync(file, 'utf8'), path.relative(siteDir, file));
}
