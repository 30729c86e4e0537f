#!/usr/bin/env node
/**
 * Prints the site's figures: build time, page count, and the bytes a browser
 * fetches on a first visit (HTML, CSS, JS; raw and gzip) for the home page and
 * a doc page, then the REST reference, search and ask server benchmarks.
 *
 *   npm run bench               cold build into build-bench/, then measure it
 *   npm run bench -- --no-build measure the existing build/
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const reuse = process.argv.includes('--no-build');
const buildDir = path.join(root, reuse ? 'build' : 'build-bench');

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

/** Files the browser fetches before the page is interactive: the HTML, its stylesheets and scripts. */
export function firstLoad(dir, route) {
  const htmlFile = path.join(dir, route, 'index.html');
  const html = fs.readFileSync(htmlFile);
  const text = html.toString('utf8');
  const refs = (re) => [...text.matchAll(re)].map((m) => m[1]).filter((href) => href.startsWith('/'));
  const css = refs(/<link[^>]+rel=["']?stylesheet["']?[^>]*href=["']?([^"'\s>]+)/g);
  const js = refs(/<script[^>]+src=["']?([^"'\s>]+)/g);
  const size = (files) =>
    files.reduce(
      (sum, file) => {
        const body = fs.readFileSync(path.join(dir, file));
        return {raw: sum.raw + body.length, gzip: sum.gzip + gzipSync(body).length};
      },
      {raw: 0, gzip: 0},
    );
  return {html: {raw: html.length, gzip: gzipSync(html).length}, css: size(css), js: size(js)};
}

function printFirstLoad(label, route) {
  const figures = firstLoad(buildDir, route);
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

for (const script of ['bench-api.mjs', 'bench-search.mjs', 'bench-ask.mjs']) {
  if (!fs.existsSync(path.join(root, 'scripts', script))) continue;
  // --expose-gc lets the ask benchmark weigh the live heap, not garbage.
  const result = spawnSync('node', ['--expose-gc', path.join('scripts', script), buildDir], {cwd: root, stdio: 'inherit'});
  if (result.status !== 0) process.exitCode = 1;
}
