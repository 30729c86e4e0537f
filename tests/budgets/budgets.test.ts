/**
 * Issue 13's byte and element budgets, checked against the production build in
 * build/ (run after `npm run build`; `npm test` does): every kind of page loads
 * at most 170 KB gzip of JavaScript before it is interactive, and every REST
 * operation page has at most 2,000 elements. The figures are printed, so a
 * change that moves them is visible before it breaks them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {firstLoad, firstLoadFiles} from '../../scripts/first-load.mjs';
import {chunkFiles, consoleBytes, CONSOLE_CHUNK, EDITOR_CHUNK, HIGHLIGHT_CHUNK, operationsAsset} from '../../scripts/console-bytes.mjs';
import {sitemapPaths} from '../e2e/site';
import {domProblems, elementCount, firstLoadProblems, FIRST_LOAD_JS_LIMIT, OPERATION_DOM_LIMIT, PAGE_KINDS} from '../unit/helpers/budgets';

const root = path.resolve(__dirname, '../..');
/** What pressing Try it may load before the console can send (issue 22: "console ready within 150 KB gzip"). */
const CONSOLE_READY_LIMIT = 150 * 1024;
const buildDir = path.join(root, 'build');
const generatedDir = path.join(root, '.docusaurus');

if (!fs.existsSync(path.join(buildDir, 'sitemap.xml')) || !fs.existsSync(path.join(generatedDir, 'client-manifest.json'))) {
  throw new Error('The budgets read the production build: run `npm run build` first.');
}

describe('first-load JavaScript', () => {
  it(`is at most ${FIRST_LOAD_JS_LIMIT / 1024} KB gzip on every kind of page`, () => {
    for (const [kind, route] of Object.entries(PAGE_KINDS)) {
      const {js} = firstLoad(buildDir, generatedDir, route);
      console.log(`${kind.padEnd(16)} ${route.padEnd(32)} ${(js.gzip / 1024).toFixed(1).padStart(6)} KB gzip in ${js.files.length} files`);
    }
    expect(firstLoadProblems(buildDir, generatedDir, PAGE_KINDS)).toEqual([]);
  });

  it('reports every page over a lower limit, so a regression cannot pass unseen', () => {
    const problems = firstLoadProblems(buildDir, generatedDir, PAGE_KINDS, 20 * 1024);
    expect(problems).toHaveLength(Object.keys(PAGE_KINDS).length);
    expect(problems[0]).toMatch(/^home \(\/\): [\d.]+ KB gzip of JavaScript, over 20 KB$/);
  });

  it('counts the route chunks the runtime loads, not only the scripts the HTML names', () => {
    const {js} = firstLoad(buildDir, generatedDir, PAGE_KINDS['REST operation']);
    const html = fs.readFileSync(path.join(buildDir, 'docs/api/book-objects/index.html'), 'utf8');
    const named = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1].replace(/^\//, ''));
    expect(js.files.length).toBeGreaterThan(named.length);
    for (const file of named) expect(js.files).toContain(file);
  });
});

describe('the REST console behind Try it', () => {
  it('is in no page’s first load: its code, its editor and its data come only on intent', () => {
    // JavaScript only: Docusaurus puts every component's CSS in the one site stylesheet.
    const own = [
      ...chunkFiles(generatedDir, CONSOLE_CHUNK),
      ...chunkFiles(generatedDir, HIGHLIGHT_CHUNK),
      ...chunkFiles(generatedDir, EDITOR_CHUNK),
      operationsAsset(buildDir),
    ];
    expect(own.filter((file) => file.endsWith('.js')).length).toBeGreaterThanOrEqual(3);
    for (const [kind, route] of Object.entries(PAGE_KINDS)) {
      const {js} = firstLoadFiles(buildDir, generatedDir, route);
      expect(
        js.filter((file) => own.includes(file)),
        kind,
      ).toEqual([]);
    }
  });

  it(`loads at most ${CONSOLE_READY_LIMIT / 1024} KB gzip on Try it: dialog, form, sandbox, operations data and response highlighter`, () => {
    const {parts, total, editor} = consoleBytes(buildDir, generatedDir);
    for (const [name, part] of Object.entries(parts))
      console.log(`REST console ${name.padEnd(9)} ${(part.gzip / 1024).toFixed(1).padStart(6)} KB gzip`);
    console.log(`REST console total     ${(total.gzip / 1024).toFixed(1).padStart(6)} KB gzip on Try it`);
    console.log(`REST console editor    ${(editor.gzip / 1024).toFixed(1).padStart(6)} KB gzip when the reader reaches for the body`);
    expect(total.gzip).toBeLessThanOrEqual(CONSOLE_READY_LIMIT);
    expect(editor.gzip).toBeGreaterThan(0);
  });
});

describe('REST operation pages', () => {
  const operations = sitemapPaths(buildDir).filter((route) => {
    if (!route.startsWith('/docs/api/')) return false;
    const html = fs.readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');
    return html.includes('docs-doc-id-api/operations/');
  });

  it(`have at most ${OPERATION_DOM_LIMIT} elements each`, () => {
    expect(operations.length).toBeGreaterThan(50);
    const counts = operations.map(
      (route) => [route, elementCount(fs.readFileSync(path.join(buildDir, route, 'index.html'), 'utf8'))] as const,
    );
    const [largest, count] = counts.reduce((max, entry) => (entry[1] > max[1] ? entry : max));
    console.log(`largest operation page: ${largest}, ${count} elements`);
    expect(domProblems(buildDir, operations)).toEqual([]);
  });

  it('are reported when over a lower limit', () => {
    expect(domProblems(buildDir, ['/docs/api/book-objects'], 100)).toEqual([
      expect.stringMatching(/^\/docs\/api\/book-objects: \d+ elements, over 100$/),
    ]);
  });
});

describe('element count', () => {
  it('counts opening and void elements, not comments, doctype or text', () => {
    expect(elementCount('<!doctype html><html><body><!-- <p> --><p>a <b>b</b><br></p><img src="x"></body></html>')).toBe(6);
  });
});
