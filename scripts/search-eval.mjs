#!/usr/bin/env node
/**
 * Relevance of the local search on query sets written from readers' intents
 * (tests/search-eval/*.json: {queries: [{q, targets, kind}]}), run with the
 * browser's own search code against a production build:
 * hit@1, hit@3, MRR@5 and queries with no results, overall and per kind.
 *
 *   node scripts/search-eval.mjs [build-dir] [--set file.json ...] [--misses]
 *
 * It prints figures; it asserts nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import {loadSearchModules, fileFetcher} from './search-modules.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** Result options of the search dialog (src/components/SearchModal/SearchScreen.tsx). */
const DIALOG = {maxGroups: 8, sectionsPerGroup: 3};

const clean = (url) => {
  const pathname = url.split('#')[0].replace(/\/$/, '');
  return pathname === '' ? '/' : pathname;
};

/** Figures of one query set. */
export async function evaluate(provider, queries) {
  const rows = [];
  for (const {q, targets, kind} of queries) {
    const response = await provider.search(q, DIALOG);
    const pages = response.groups.map((group) => clean(group.pageUrl));
    const wanted = new Set(targets.map(clean));
    const rank = pages.findIndex((page) => wanted.has(page)) + 1;
    rows.push({q, kind, rank, empty: pages.length === 0, top: pages.slice(0, 3), targets});
  }
  return rows;
}

export function summarise(rows) {
  const figures = (subset) => ({
    n: subset.length,
    hit1: subset.filter((r) => r.rank === 1).length / subset.length,
    hit3: subset.filter((r) => r.rank >= 1 && r.rank <= 3).length / subset.length,
    mrr5: subset.reduce((sum, r) => sum + (r.rank >= 1 && r.rank <= 5 ? 1 / r.rank : 0), 0) / subset.length,
    empty: subset.filter((r) => r.empty).length,
  });
  const kinds = [...new Set(rows.map((r) => r.kind))];
  return {all: figures(rows), kinds: Object.fromEntries(kinds.map((kind) => [kind, figures(rows.filter((r) => r.kind === kind))]))};
}

export function printSummary(label, summary) {
  const line = (name, f) =>
    `  ${name.padEnd(10)} ${String(f.n).padStart(4)}  hit@1 ${f.hit1.toFixed(2)}  hit@3 ${f.hit3.toFixed(2)}  MRR@5 ${f.mrr5.toFixed(2)}  no results ${f.empty}`;
  console.log(`\n${label}`);
  for (const [kind, f] of Object.entries(summary.kinds)) console.log(line(kind, f));
  console.log(line('all', summary.all));
}

export function defaultSets() {
  const dir = path.join(root, 'tests', 'search-eval');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => path.join(dir, f));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const buildDir = path.resolve(root, args.find((a) => !a.startsWith('--') && !a.endsWith('.json')) ?? 'build');
  const sets = args.filter((a) => a.endsWith('.json'));
  const {createLocalProvider} = loadSearchModules();
  const provider = createLocalProvider('/search-index/manifest.json', fileFetcher(buildDir));
  for (const file of sets.length ? sets : defaultSets()) {
    const {queries} = JSON.parse(fs.readFileSync(file, 'utf8'));
    const rows = await evaluate(provider, queries);
    printSummary(`Search relevance, ${path.basename(file)} (${queries.length} queries, dialog results):`, summarise(rows));
    if (args.includes('--misses')) {
      for (const r of rows.filter((r) => r.rank === 0 || r.rank > 3))
        console.log(`  miss [${r.kind}] ${r.q} -> ${r.top.join(' ') || '(none)'}  want ${r.targets.join(' ')}`);
    }
  }
}
