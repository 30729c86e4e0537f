#!/usr/bin/env node
/**
 * Search figures, on a production build (default build/, or the directory given
 * as first argument):
 *
 * - size of the local index: raw, gzip and brotli, by kind of file;
 * - bytes a browser fetches from opening the dialog to the first results
 *   (dialog code included), compressed as a static host would serve them;
 * - time from the first keystroke to rendered results on a cold dialog, in
 *   Chromium (Playwright, Debian's chromium) against the build served locally;
 * - query latency p50/p95 over a fixed list of queries, running the browser's
 *   own search code (lib/search, loaded through jiti) in Node;
 * - relevance on the query sets of tests/search-eval/ (hit@1, hit@3, MRR@5,
 *   queries with no results, per kind), and for the `question` queries of
 *   each set how often Ask AI's offline answer cites a target page, and how
 *   often its first citation is one.
 *
 *   node scripts/bench-search.mjs [build-dir] [--relevance | --latency]   (only the relevance or the query latency figures)
 *
 * It prints figures; it asserts nothing.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {brotliCompressSync, gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {askQuestions, defaultSets, evaluate, evaluateAsk, printAsk, printSummary, summarise} from './search-eval.mjs';
import {fileFetcher, loadSearchModules} from './search-modules.mjs';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(root, process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'build');
const indexDir = path.join(buildDir, 'search-index');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const COLD_RUNS = 7;
const LATENCY_RUNS = 25;

/** Fixed query list: identifiers in every shape, typos, prefixes, phrases. */
export const QUERIES = [
  'holdtoken',
  'hold tok',
  'maxSelectedObject',
  'max selected objects',
  'chart.holdToken',
  'session',
  'sesion',
  'book objects',
  'release objects',
  'best available',
  'rate limit',
  'webhooks',
  'pagination',
  'workspace key',
  'secret key',
  'event manager',
  'create an event',
  'channels',
  'categories',
  'pricing',
  'onObjectSelected',
  'onHoldSucceeded',
  'selectedObjects',
  'divId',
  'season',
  'partial season',
  'for sale',
  'hold token expired',
  'status change',
  'regions',
  'sandbox',
  'error handling',
  '429',
  'expiresInMinutes',
  'ticketBuyerId',
  'chartKey',
  'floor plan',
  'seat',
  'objct',
  'webhok',
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sizes = (buffer) => ({raw: buffer.length, gzip: gzipSync(buffer).length, brotli: brotliCompressSync(buffer).length});
const add = (a, b) => ({raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli});
const zero = {raw: 0, gzip: 0, brotli: 0};
const row = (label, s, extra = '') =>
  `  ${label.padEnd(30)} ${kb(s.raw).padStart(10)} raw ${kb(s.gzip).padStart(10)} gzip ${kb(s.brotli).padStart(10)} brotli${extra}`;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function indexSizes() {
  const manifest = JSON.parse(fs.readFileSync(path.join(indexDir, 'manifest.json'), 'utf8'));
  const kinds = {manifest: zero, core: zero, shards: zero, fragments: zero, extras: zero};
  const counts = {shards: 0, fragments: 0, extras: 0};
  kinds.manifest = sizes(fs.readFileSync(path.join(indexDir, 'manifest.json')));
  kinds.core = sizes(fs.readFileSync(path.join(indexDir, manifest.index)));
  for (const [dir, kind] of [
    ['t', 'shards'],
    ['p', 'fragments'],
    ['a', 'extras'],
  ]) {
    if (!fs.existsSync(path.join(indexDir, dir))) continue;
    // The build writes .br and .gz copies beside each file: the sizes are computed here, from the file itself.
    for (const file of fs.readdirSync(path.join(indexDir, dir)).filter((name) => name.endsWith('.json'))) {
      kinds[kind] = add(kinds[kind], sizes(fs.readFileSync(path.join(indexDir, dir, file))));
      counts[kind] += 1;
    }
  }
  console.log(`\nLocal search index (${manifest.pages} pages, ${manifest.sections} sections):`);
  console.log(row('manifest', kinds.manifest));
  console.log(row('core (tables, terms)', kinds.core));
  console.log(row(`postings (${counts.shards} shards)`, kinds.shards));
  console.log(row(`excerpts (${counts.fragments} pages)`, kinds.fragments));
  console.log(row(`Ask AI extras (${counts.extras} pages)`, kinds.extras));
  console.log(row('total', Object.values(kinds).reduce(add, zero)));
}

/** A static server for the build: clean URLs, no compression (sizes are computed separately). */
function serve(dir) {
  const types = {'.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml'};
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    const candidates = [pathname, path.join(pathname, 'index.html'), `${pathname}.html`];
    for (const candidate of candidates) {
      const file = path.join(dir, candidate);
      if (file.startsWith(dir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        response.writeHead(200, {'Content-Type': types[path.extname(file)] ?? 'application/octet-stream'});
        fs.createReadStream(file).pipe(response);
        return;
      }
    }
    response.writeHead(404).end('Not found');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Opens the dialog on a fresh page (empty cache), types, and times and weighs the way to the first results. */
async function coldRun(browser, origin, query) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/docs/`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  const fetched = [];
  // Scripts (the dialog's code) and fetches (the index); route prefetches of the result links are not needed to show results.
  page.on('requestfinished', (request) => {
    if (['script', 'fetch', 'xhr'].includes(request.resourceType())) fetched.push(new URL(request.url()).pathname);
  });
  await page.evaluate(() => {
    const w = window;
    w.benchOpen = 0;
    w.benchFirstKey = 0;
    w.benchResults = 0;
    document.addEventListener('keydown', (event) => event.ctrlKey && event.key === 'k' && (w.benchOpen ||= performance.now()), {
      capture: true,
    });
    document.addEventListener('input', () => (w.benchFirstKey ||= performance.now()), {capture: true});
    w.benchExcerpts = 0;
    new MutationObserver(() => {
      if (!w.benchResults && document.querySelector('dialog[open] [role=option]')) w.benchResults = performance.now();
      const excerpt = document.querySelector('dialog[open] [role=option] > span:nth-child(2)');
      if (!w.benchExcerpts && excerpt?.textContent) w.benchExcerpts = performance.now();
    }).observe(document.body, {childList: true, subtree: true, characterData: true});
  });
  await page.keyboard.press('Control+k');
  await page.waitForSelector('dialog[open] input:focus');
  // The whole query arrives as one input event, as from a fast typist or a paste: the time measured is
  // the dialog's, not the test driver's typing speed.
  await page.keyboard.insertText(query);
  await page.waitForSelector('dialog[open] [role=option]');
  await page.waitForLoadState('networkidle');
  const marks = await page.evaluate(() => ({
    open: window.benchOpen,
    firstKey: window.benchFirstKey,
    results: window.benchResults,
    excerpts: window.benchExcerpts,
  }));
  await context.close();
  const files = [...new Set(fetched)].map((file) => path.join(buildDir, file)).filter((file) => fs.existsSync(file));
  const bytes = files.reduce((sum, file) => add(sum, sizes(fs.readFileSync(file))), zero);
  return {
    ms: marks.results - marks.firstKey,
    excerpts: marks.excerpts - marks.firstKey,
    fromOpen: marks.results - marks.open,
    bytes,
    files: files.length,
  };
}

async function browserFigures() {
  const server = await serve(buildDir);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu']});
  try {
    const runs = [];
    for (let i = 0; i < COLD_RUNS; i += 1) runs.push(await coldRun(browser, origin, QUERIES[i]));
    const times = runs.map((run) => run.ms).sort((a, b) => a - b);
    const fromOpen = runs.map((run) => run.fromOpen).sort((a, b) => a - b);
    const excerpts = runs.map((run) => run.excerpts).sort((a, b) => a - b);
    const bytes = runs.map((run) => run.bytes).sort((a, b) => a.brotli - b.brotli);
    console.log(`\nCold dialog: Ctrl+K, then the query typed at once (${COLD_RUNS} runs, fresh browser context each, localhost):`);
    console.log(
      `  first keystroke in the dialog to rendered results: median ${percentile(times, 50).toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms`,
    );
    console.log(
      `  ... to their excerpts (one more round trip):     median ${percentile(excerpts, 50).toFixed(0)} ms, max ${excerpts.at(-1).toFixed(0)} ms`,
    );
    console.log(
      `  Ctrl+K to rendered results:                       median ${percentile(fromOpen, 50).toFixed(0)} ms, max ${fromOpen.at(-1).toFixed(0)} ms`,
    );
    console.log('  bytes fetched from Ctrl+K to results with excerpts (dialog code, manifest, core, shards, page texts):');
    console.log(row(`median (${runs[0].files} files)`, bytes[Math.floor(bytes.length / 2)]));
    console.log(row('largest', bytes.at(-1)));
  } finally {
    await browser.close();
    server.close();
  }
}

async function queryLatency() {
  const {createLocalProvider} = loadSearchModules();
  const provider = createLocalProvider('/search-index/manifest.json', fileFetcher(buildDir));
  const options = {maxGroups: 8, sectionsPerGroup: 3};
  // Warm-up: load what every query needs, let the JIT settle.
  for (const query of QUERIES) await provider.search(query, options);
  for (let i = 0; i < 3; i += 1) for (const query of QUERIES) await provider.search(query, options);
  const samples = [];
  let empty = 0;
  for (let run = 0; run < LATENCY_RUNS; run += 1) {
    for (const query of QUERIES) {
      const started = performance.now();
      const response = await provider.search(query, options);
      samples.push(performance.now() - started);
      if (run === 0 && response.total === 0) empty += 1;
    }
  }
  const slowest = QUERIES.map((query, q) => {
    const own = samples.filter((_, i) => i % QUERIES.length === q).sort((a, b) => a - b);
    return [query, percentile(own, 50)];
  }).sort((a, b) => b[1] - a[1]);
  samples.sort((a, b) => a - b);
  console.log(
    `\nQuery latency (${QUERIES.length} queries × ${LATENCY_RUNS} runs, index loaded, ranking and excerpts included, Node ${process.versions.node}):`,
  );
  console.log(
    `  p50 ${percentile(samples, 50).toFixed(2)} ms, p95 ${percentile(samples, 95).toFixed(2)} ms, max ${samples.at(-1).toFixed(2)} ms`,
  );
  console.log(
    `  slowest queries (median): ${slowest
      .slice(0, 4)
      .map(([query, ms]) => `${query} ${ms.toFixed(2)} ms`)
      .join(', ')}`,
  );
  console.log(`  queries with no result: ${empty} of ${QUERIES.length}`);
}

async function relevance() {
  const modules = loadSearchModules();
  for (const file of defaultSets()) {
    const {queries} = JSON.parse(fs.readFileSync(file, 'utf8'));
    const provider = modules.createLocalProvider('/search-index/manifest.json', fileFetcher(buildDir));
    printSummary(
      `Search relevance, ${path.relative(root, file)} (${queries.length} queries, the dialog's results):`,
      summarise(await evaluate(provider, queries)),
    );
    const questions = askQuestions(queries);
    if (questions.length === 0) continue;
    printAsk(`(offline answerer), ${path.basename(file)}`, await evaluateAsk(modules, fileFetcher(buildDir), questions));
  }
}

if (!fs.existsSync(path.join(indexDir, 'manifest.json'))) {
  console.log(`\nSearch: no local index in ${path.relative(root, indexDir)} (Algolia configured, or not built).`);
} else {
  console.log('\nSearch benchmark');
  if (process.argv.includes('--relevance')) {
    await relevance();
  } else if (process.argv.includes('--latency')) {
    await queryLatency();
  } else {
    indexSizes();
    await browserFigures();
    await queryLatency();
    await relevance();
  }
}
