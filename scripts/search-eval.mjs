#!/usr/bin/env node
/**
 * Relevance of the local search on query sets written from readers' intents
 * (tests/search-eval/*.json: {queries: [{q, targets, kind}]}), run with the
 * browser's own search code against a production build:
 * hit@1, hit@3, MRR@5 and queries with no results, overall and per kind;
 * and for the `question` queries, the offline Ask AI answer: how often it
 * cites a target page at all, and how often its first citation is one.
 *
 *   node scripts/search-eval.mjs [build-dir] [file.json ...] [--misses] [--ask]
 *
 * It prints figures; it asserts nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import {loadSearchModules, fileFetcher} from './search-modules.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** Result options of the search dialog (src/components/SearchScreens/SearchScreen.tsx). */
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

/** The offline Ask AI answer to each question: its cited pages, in order, against the targets. */
export async function evaluateAsk(modules, fetcher, queries) {
  const {LocalIndex, createEmbeddedAnswerer} = modules;
  const answerer = createEmbeddedAnswerer(new LocalIndex('/search-index/manifest.json', fetcher));
  const rows = [];
  for (const {q, targets} of queries) {
    const citations = [];
    let answer = '';
    await answerer.ask(
      {question: q},
      (update) =>
        update.type === 'citations' ? citations.push(...update.citations) : update.type === 'token' ? (answer += update.text) : 0,
      new AbortController().signal,
    );
    const wanted = new Set(targets.map(clean));
    const pages = citations.map((citation) => clean(citation.url));
    rows.push({q, targets, pages, answer, cited: pages.some((page) => wanted.has(page)), first: pages.length > 0 && wanted.has(pages[0])});
  }
  return rows;
}

/** The questions of a set Ask AI is measured on: those of kind `question`. */
export const askQuestions = (queries) => queries.filter((query) => query.kind === 'question');

export function printAsk(label, rows, misses = false) {
  const share = (n) => (rows.length ? n / rows.length : 0).toFixed(2);
  const cited = rows.filter((row) => row.cited).length;
  const first = rows.filter((row) => row.first).length;
  console.log(
    `  Ask AI ${label}: ${rows.length} questions, a target cited ${cited} (${share(cited)}), first citation a target ${first} (${share(first)})`,
  );
  if (misses) {
    for (const row of rows.filter((r) => !r.first))
      console.log(`    ${row.cited ? 'late' : 'miss'}: ${row.q} -> ${row.pages.join(' ') || '(none)'}  want ${row.targets.join(' ')}`);
  }
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
  const modules = loadSearchModules();
  const provider = modules.createLocalProvider('/search-index/manifest.json', fileFetcher(buildDir));
  const misses = args.includes('--misses');
  for (const file of sets.length ? sets : defaultSets()) {
    const {queries} = JSON.parse(fs.readFileSync(file, 'utf8'));
    const rows = await evaluate(provider, queries);
    printSummary(`Search relevance, ${path.basename(file)} (${queries.length} queries, dialog results):`, summarise(rows));
    if (misses) {
      for (const r of rows.filter((r) => r.rank === 0 || r.rank > 3))
        console.log(`  miss [${r.kind}] ${r.q} -> ${r.top.join(' ') || '(none)'}  want ${r.targets.join(' ')}`);
    }
    const questions = askQuestions(queries);
    if (args.includes('--ask') && questions.length > 0)
      printAsk(path.basename(file), await evaluateAsk(modules, fileFetcher(buildDir), questions), misses);
  }
}
