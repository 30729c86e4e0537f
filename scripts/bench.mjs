#!/usr/bin/env node
/**
 * Prints the site's figures: build time, page count, and the bytes a browser
 * fetches on a first visit (HTML, CSS, JS; raw and gzip) for the home page and
 * a doc page, then the REST reference, the REST console (bytes on intent), search, figures, renderer playground,
 * compressed-transfer, ask server, sandbox (scripts/bench-sandbox.mjs: hold, book
 * and best available on a 10,000-seat chart, modelled and example-only operations)
 * and Lighthouse benchmarks (scripts/bench-lighthouse.mjs: score, TBT, LCP,
 * first-load JS and DOM size of the three kinds of page, beside the baseline recorded in scripts/bench-lighthouse.mjs).
 *
 *   npm run bench               cold build into build-bench/, then measure it
 *   npm run bench -- --no-build measure the existing build/
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {firstLoad as firstLoadBytes, htmlFile} from './first-load.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reuse = process.argv.includes('--no-build');
const buildDir = path.join(root, reuse ? 'build' : 'build-bench');
// The generated-files directory of the measured build: first-load.mjs reads its route table and manifest.
const generatedDir = path.join(root, reuse ? '.docusaurus' : '.docusaurus-bench');

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function coldBuild() {
  fs.rmSync(buildDir, {recursive: true, force: true});
  const started = process.hrtime.bigint();
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', buildDir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus-bench', DOCUSAURUS_NO_PERSISTENT_CACHE: '1'},
  });
  if (result.status !== 0) throw new Error('build failed');
  return Number(process.hrtime.bigint() - started) / 1e9;
}

function pageCount() {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return (xml.match(/<loc>/g) ?? []).length;
}

/**
 * What the browser fetches before the page is interactive: the HTML, and the
 * JS and CSS the Docusaurus runtime loads for the route (scripts/first-load.mjs;
 * the HTML's own tags do not list the route's chunks).
 */
function firstLoad(dir, generatedDir, route) {
  const html = fs.readFileSync(htmlFile(dir, route));
  return {html: {raw: html.length, gzip: gzipSync(html, {level: 9}).length}, ...firstLoadBytes(dir, generatedDir, route)};
}

function printFirstLoad(label, route) {
  const figures = firstLoad(buildDir, generatedDir, route);
  console.log(`\nFirst load of ${label} (${route}):`);
  for (const kind of ['html', 'css', 'js']) {
    console.log(`  ${kind.toUpperCase().padEnd(4)} ${kb(figures[kind].raw).padStart(10)} raw  ${kb(figures[kind].gzip).padStart(10)} gzip`);
  }
  const total = ['html', 'css', 'js'].reduce((sum, kind) => sum + figures[kind].gzip, 0);
  console.log(`  total ${kb(total).padStart(25)} gzip`);
}

const seconds = reuse ? null : coldBuild();
console.log('Tessera docs benchmark');
if (seconds !== null) console.log(`Build time (cold, no persistent cache): ${seconds.toFixed(1)} s`);
console.log(`Pages in the sitemap: ${pageCount()}`);
printFirstLoad('the home page', '/');
printFirstLoad('a doc page', '/docs/webhooks');

for (const script of [
  'bench-api.mjs',
  'bench-console.mjs',
  'bench-search.mjs',
  'bench-figures.mjs',
  'bench-playground.mjs',
  'bench-transfer.mjs',
  'bench-ask.mjs',
  'bench-sandbox.mjs',
  'bench-lighthouse.mjs',
]) {
  if (!fs.existsSync(path.join(root, 'scripts', script))) continue;
  // --expose-gc lets the ask benchmark weigh the live heap, not garbage. The Lighthouse bench also reads the generated files.
  const result = spawnSync('node', ['--expose-gc', path.join('scripts', script), buildDir, generatedDir], {cwd: root, stdio: 'inherit'});
  if (result.status !== 0) process.exitCode = 1;
}
