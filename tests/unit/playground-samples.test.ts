/**
 * Every complete renderer sample of the docs (the ones "Run" opens in the
 * playground) is whole: it names nothing that it does not declare, besides the
 * browser's globals and `tessera`. A sample that leans on a variable from an
 * earlier step throws when a reader copies it alone, and in the playground.
 */
import {Linter} from 'eslint';
import globals from 'globals';
import {describe, expect, it} from 'vitest';
import {collectSamples} from '../../plugins/playground/samples';
import {categoryKeyMappings, withCategoryKeys} from '../../lib/playground/samples';
import {MAIN_HALL_CATEGORIES} from '../../lib/sandbox/demo';
import {repoRoot} from './helpers/docs';

/** The code a sample runs: a js sample as it is, an html sample's inline scripts in order. */
function scriptOf(language: string, code: string): string {
  if (language !== 'html') return code;
  return [...code.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1]).join('\n;\n');
}

const config: Linter.Config[] = [
  {
    languageOptions: {ecmaVersion: 'latest', sourceType: 'module', globals: {...globals.browser, tessera: 'readonly'}},
    rules: {'no-undef': 'error'},
  },
];

describe('complete renderer samples', () => {
  const files = collectSamples(repoRoot);

  it('are found on the renderer and tutorial pages', () => {
    const count = [...files.values()].reduce((sum, file) => sum + file.samples.length, 0);
    expect(count).toBeGreaterThan(200);
  });

  it('declare every name they use besides the browser’s globals and tessera', () => {
    const linter = new Linter({configType: 'flat'});
    const undeclared: string[] = [];
    for (const [id, file] of files) {
      file.samples.forEach((sample, n) => {
        for (const message of linter.verify(scriptOf(sample.language, sample.code), config)) {
          undeclared.push(`${id} #${n} line ${message.line}: ${message.message}`);
        }
      });
    }
    expect(undeclared).toEqual([]);
  });
});

describe('category keys of a sample on the demo chart', () => {
  const HALL = MAIN_HALL_CATEGORIES;

  it('map the sample’s own keys to the demo categories, a label in other letters first, and say so', () => {
    const code = "pricing: {prices: [{category: 'circle', price: 30}, {category: 'stalls', price: 45}, {category: 'box', price: 90}]}";
    expect(categoryKeyMappings(code, HALL)).toEqual([
      {from: "'circle'", to: '2', what: 'category 2 of the demo chart (Balcony)'},
      {from: "'stalls'", to: '1', what: 'category 1 of the demo chart (Stalls)'},
    ]);
    expect(withCategoryKeys(code, categoryKeyMappings(code, HALL))).toBe(
      "pricing: {prices: [{category: 2, price: 30}, {category: 1, price: 45}, {category: 'box', price: 90}]}",
    );
  });

  it('leave keys and labels the chart has, and reach the list options and later calls', () => {
    expect(
      categoryKeyMappings("prices: [{category: 1, price: 30}], availableCategories: ['Wheelchair places', 'wheelchair']", HALL),
    ).toEqual([]);
    const code =
      "filteredCategories: ['circle'], onChartRendered: () => showFilter(['circle']), maxSelectedObjects: [{category: 'front-row', quantity: 2}]";
    const mapped = categoryKeyMappings(code, HALL);
    expect(mapped.map((m) => [m.from, m.to])).toEqual([
      ["'front-row'", '1'],
      ["'circle'", '2'],
    ]);
    expect(withCategoryKeys(code, mapped)).toBe(
      'filteredCategories: [2], onChartRendered: () => showFilter([2]), maxSelectedObjects: [{category: 1, quantity: 2}]',
    );
  });

  it('give every sample that prices by category a category of the demo chart', () => {
    let priced = 0;
    for (const [id, file] of collectSamples(repoRoot)) {
      for (const sample of file.samples) {
        if (!/prices\s*:/.test(sample.code)) continue;
        const code = withCategoryKeys(sample.code, categoryKeyMappings(sample.code, HALL));
        const categories = [...code.matchAll(/\bcategory\s*:\s*('[^']*'|\d+)/g)].map((match) => match[1].replace(/'/g, ''));
        if (categories.length === 0) continue;
        priced += 1;
        expect(
          categories.some((key) => HALL.some((category) => String(category.key) === key)),
          `${id}: ${categories.join(', ')}`,
        ).toBe(true);
      }
    }
    expect(priced).toBeGreaterThan(20);
  });
});
