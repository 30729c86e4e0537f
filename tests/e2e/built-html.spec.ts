/**
 * The text of every built page is clean: no MDX or admonition syntax that
 * rendered as characters, no JSX left as text, no sentence about the page
 * itself. It reads build/ as files, so it runs after the build, with the other
 * end-to-end tests; tests/unit/rendered-text.test.ts feeds the same check
 * seeded errors.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {findRenderedTextProblems} from './renderedText';
import {buildDir, htmlFiles} from './site';

test('no built page shows raw MDX, admonition syntax or sentences about itself', () => {
  const files = htmlFiles(buildDir);
  // The site has hundreds of pages; far fewer means the walk read the wrong folder.
  expect(files.length).toBeGreaterThan(300);
  const problems = files.flatMap((file) => {
    const page = '/' + path.relative(buildDir, file).split(path.sep).join('/');
    return findRenderedTextProblems(fs.readFileSync(file, 'utf8')).map(({rule, text}) => `${page}: ${rule}: ${text.slice(0, 160)}`);
  });
  expect(problems).toEqual([]);
});
