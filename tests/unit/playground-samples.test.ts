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
