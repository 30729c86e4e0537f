#!/usr/bin/env node
/**
 * Lighthouse (mobile, simulated throttling) on the three kinds of page, the
 * build served with gzip on loopback, a few runs each in Debian's Chromium.
 * Prints the median score, Total Blocking Time, Largest Contentful Paint and
 * DOM size, the first-load JavaScript computed from the build, and the figures
 * of the recorded baseline (each page's `before` in PAGES) beside them. It
 * prints figures; it asserts nothing (the byte and element budgets are tests:
 * tests/budgets/budgets.test.ts).
 *
 *   node scripts/bench-lighthouse.mjs [buildDir] [generatedDir]
 *       defaults: build/ and .docusaurus/; RUNS=3, CHROMIUM_PATH=/usr/bin/chromium,
 *       BENCH_PORT (the server's port; a free one by default)
 */
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {firstLoad} from './first-load.mjs';
import {serveBuild} from './serve-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(root, process.argv[2] ?? 'build');
const generatedDir = path.resolve(root, process.argv[3] ?? '.docusaurus');
const RUNS = Number(process.env.RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Each page's baseline (`before`): Lighthouse 12.8 mobile, median of 3, gzip, on the commit before the performance work. */
export const PAGES = [
  {label: 'home', route: '/', before: {score: 91, tbt: 335, jsKb: 204, dom: null}},
  {label: 'renderer option', route: '/docs/renderer/config-pricing', before: {score: 80, tbt: 724, jsKb: 250, dom: null}},
  {label: 'REST operation', route: '/docs/api/book-objects', before: {score: 72, tbt: 1292, jsKb: 256, dom: 6549}},
];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function audit(url) {
  const chrome = await chromeLauncher.launch({chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu']});
  try {
    const {lhr} = await lighthouse(url, {port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance']});
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      tbt: lhr.audits['total-blocking-time'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      dom: lhr.audits['dom-size']?.numericValue ?? NaN,
    };
  } finally {
    await chrome.kill();
  }
}

const cell = (value, width) => String(value).padStart(width);

if (!fs.existsSync(CHROMIUM)) {
  console.error(`bench-lighthouse: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH).`);
  process.exit(1);
}
const server = await serveBuild(buildDir);
try {
  const {default: pkg} = await import('lighthouse/package.json', {with: {type: 'json'}});
  console.log(
    `\nLighthouse ${pkg.version}, mobile, simulated throttling, median of ${RUNS} runs, served with gzip (${path.relative(root, buildDir)})`,
  );
  console.log(
    `${'page'.padEnd(44)} ${cell('score', 5)} ${cell('TBT ms', 7)} ${cell('LCP s', 6)} ${cell('JS gz KB', 9)} ${cell('DOM', 6)}   before: score, TBT, JS, DOM`,
  );
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await audit(server.origin + page.route));
    const js = firstLoad(buildDir, generatedDir, page.route).js.gzip / 1024;
    const {before} = page;
    console.log(
      `${`${page.label} (${page.route})`.padEnd(44)} ${cell(median(runs.map((r) => r.score)), 5)} ${cell(Math.round(median(runs.map((r) => r.tbt))), 7)} ` +
        `${cell((median(runs.map((r) => r.lcp)) / 1000).toFixed(2), 6)} ${cell(js.toFixed(1), 9)} ${cell(median(runs.map((r) => r.dom)), 6)}` +
        `   ${before.score}, ${before.tbt} ms, ${before.jsKb} KB, ${before.dom ?? '-'}`,
    );
    console.log(`${''.padEnd(44)} runs: ${runs.map((r) => `${r.score}/${Math.round(r.tbt)} ms`).join(', ')}`);
  }
} finally {
  await server.close();
}
