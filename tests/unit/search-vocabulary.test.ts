/**
 * The search vocabulary (domain/search-vocabulary.yaml): its shape, and that
 * it only points at words the docs use, so no rule sends a reader nowhere.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  compileProducts,
  compileVocabulary,
  loadProducts,
  loadVocabulary,
  phraseTerms,
  VOCABULARY_FILE,
} from '../../plugins/search-index/vocabulary';
import {tokenize} from '../../lib/search/tokenize';
import {parse} from 'yaml';
import {navbarItems} from '../../config/navbar';
import {listDocs, repoRoot} from './helpers/docs';

describe('the vocabulary file', () => {
  const rules = loadVocabulary(repoRoot);

  it('compiles, every reader phrase once', () => {
    expect(rules.length).toBeGreaterThan(50);
    const froms = rules.map(([from]) => from.join(' '));
    expect(new Set(froms).size).toBe(froms.length);
  });

  it('maps only to words the docs use', () => {
    const words = new Set<string>();
    // Docs pages, changelog posts, and the section names every page carries in its crumb.
    const texts = [
      ...listDocs({includeGenerated: true}).map((doc) => doc.body),
      ...fs.readdirSync(path.join(repoRoot, 'changelog')).map((file) => fs.readFileSync(path.join(repoRoot, 'changelog', file), 'utf8')),
      ...navbarItems.map((item) => item.label ?? ''),
    ];
    for (const text of texts) for (const term of tokenize(text)) words.add(term);
    const document = parse(fs.readFileSync(path.join(repoRoot, VOCABULARY_FILE), 'utf8')) as {
      synonyms: {ours?: string[]; same?: string[]}[];
    };
    const targets = document.synonyms.flatMap((entry) => entry.ours ?? entry.same ?? []);
    const missing = targets.filter((phrase) => !phraseTerms(phrase).every((term) => words.has(term)));
    expect(missing).toEqual([]);
  });
});

describe('the products', () => {
  it('name sections of the site, each phrase one product', () => {
    const products = loadProducts(repoRoot);
    expect(products.length).toBeGreaterThanOrEqual(4);
    const sections = new Set(navbarItems.map((item) => item.label));
    expect(products.flatMap(([owned]) => owned).filter((section) => !sections.has(section))).toEqual([]);
    const phrases = products.flatMap(([, named]) => named.map((words) => words.join(' ')));
    expect(new Set(phrases).size).toBe(phrases.length);
  });

  it('compile to words, not stems, refuse a malformed entry or a phrase that names two products', () => {
    expect(compileProducts('synonyms: []\nproducts:\n  - sections: [Renderer]\n    readers: [seat maps, renderer]\n')).toEqual([
      [['Renderer'], [['seat', 'map'], ['renderer']]],
    ]);
    expect(compileProducts('synonyms: []\n')).toEqual([]);
    expect(() => compileProducts('products:\n  - sections: [Renderer]\n')).toThrow('product 1 must have');
    expect(() =>
      compileProducts('products:\n  - sections: [Renderer]\n    readers: [map]\n  - sections: [Designer]\n    readers: [maps]\n'),
    ).toThrow('"maps" names products 1 and 2');
  });
});

describe('compiling the vocabulary', () => {
  it('reads # as any number', () => {
    expect(compileVocabulary("synonyms:\n  - ours: [max]\n    readers: ['only #']\n")).toEqual([[['onli', '#'], [['max']]]]);
  });

  it('turns phrases into terms, with the words a query is read by and the terms the index is searched for', () => {
    expect(compileVocabulary('synonyms:\n  - ours: [not for sale]\n    readers: [sold out]\n')).toEqual([
      [['sold', 'out'], [['not', 'sale']]],
    ]);
    expect(compileVocabulary('synonyms:\n  - same: [popover, tooltip]\n')).toEqual([
      [['popov'], [['tooltip']]],
      [['tooltip'], [['popov']]],
    ]);
  });

  it('refuses a malformed file, naming the entry', () => {
    expect(() => compileVocabulary('words: []')).toThrow('top-level "synonyms" list');
    expect(() => compileVocabulary('synonyms:\n  - ours: [chart]\n')).toThrow('entry 1 must have');
    expect(() => compileVocabulary('synonyms:\n  - same: [chart]\n')).toThrow('entry 1 must have');
    expect(() => compileVocabulary('synonyms:\n  - ours: [chart]\n    readers: [seat map]\n    extra: [x]\n')).toThrow('entry 1 must have');
  });

  it('refuses a reader phrase listed twice, even in another form of the same words', () => {
    expect(() =>
      compileVocabulary('synonyms:\n  - ours: [chart]\n    readers: [seat map]\n  - ours: [floor]\n    readers: [seat maps]\n'),
    ).toThrow('"seat maps" is listed in entries 1 and 2');
  });

  it('refuses a rule that maps to nothing the index holds', () => {
    expect(() => compileVocabulary('synonyms:\n  - ours: [color]\n    readers: [colour]\n')).toThrow('maps to nothing');
  });
});
