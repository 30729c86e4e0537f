#!/usr/bin/env node
/**
 * Asks the offline Ask AI of a production build every reader intent of
 * domain/search-intents/ and lists the intents whose own page is not the
 * first citation. An intent says what its page answers better than any other
 * (CONTRIBUTING.md, Reader intents): one that another page wins is worth a
 * look. It may belong to that page, need the words that only its own page
 * answers, or be too vague to keep. Some stay: two pages can answer a phrase
 * equally well.
 *
 *   node scripts/intents-check.mjs [build-dir] [--all]   (--all lists every lost intent, not only the first 40)
 *
 * It prints figures; it asserts nothing. The intents are read from the
 * source files; the build's index holds the intents it was built with.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {evaluateAsk} from './search-eval.mjs';
import {fileFetcher, loadSearchModules} from './search-modules.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const buildDir = path.resolve(root, args.find((arg) => !arg.startsWith('--')) ?? 'build');
const {loadIntents} = createJiti(fileURLToPath(import.meta.url), {interopDefault: true})('../plugins/search-index/intents.ts');

const queries = [...loadIntents(root)].flatMap(([page, intents]) => intents.map((q) => ({q, targets: [page]})));
const rows = await evaluateAsk(loadSearchModules(), fileFetcher(buildDir), queries);
const lost = rows.filter((row) => !row.first);
const cited = rows.filter((row) => row.cited).length;
const share = (n) => `${n} (${(n / rows.length).toFixed(2)})`;
console.log(`Reader intents asked of Ask AI: ${rows.length}; own page first ${share(rows.length - lost.length)}, cited ${share(cited)}`);
const shown = args.includes('--all') ? lost : lost.slice(0, 40);
for (const row of shown) console.log(`  ${row.targets[0]}: "${row.q}" -> ${row.pages[0] ?? '(no answer)'}`);
if (shown.length < lost.length) console.log(`  ... and ${lost.length - shown.length} more (--all lists them)`);
