#!/usr/bin/env node
/**
 * The REST console's figures: the bytes it loads on intent (from the build's
 * manifest, scripts/console-bytes.mjs), then, in Chromium against the build
 * served with gzip, the bytes fetched from pressing Try it to the prefilled
 * call sent and its response highlighted, and then from pointing
 * at the body to the CodeMirror editor in place, with the time each takes
 * (median of RUNS, default 5).
 *
 *   node scripts/bench-console.mjs [buildDir] [generatedDir]
 */
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {consoleBytes, OPERATION_PAGE} from './console-bytes.mjs';
import {serveBuild} from './serve-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(root, process.argv[2] ?? 'build');
const generatedDir = path.resolve(root, process.argv[3] ?? '.docusaurus');
const RUNS = Number(process.env.RUNS ?? 5);
const TARGET = 150 * 1024;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function gzipOf(files) {
  return files.reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(buildDir, file)), {level: 9}).length, 0);
}

const {parts, total, editor: editorBytes} = consoleBytes(buildDir, generatedDir);
console.log(`\nREST console (Try it), loaded on intent (${path.relative(root, buildDir) || '.'}):`);
for (const [name, part] of Object.entries(parts)) {
  console.log(`  ${name.padEnd(9)} ${kb(part.raw).padStart(10)} raw  ${kb(part.gzip).padStart(10)} gzip  (${part.files.length} files)`);
}
console.log(`  total     ${kb(total.raw).padStart(10)} raw  ${kb(total.gzip).padStart(10)} gzip  on Try it (target ${kb(TARGET)})`);
console.log(
  `  editor    ${kb(editorBytes.raw).padStart(10)} raw  ${kb(editorBytes.gzip).padStart(10)} gzip  when the reader reaches for the body`,
);

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(executablePath)) {
  console.log('  (no Chromium found: the loads after a press of Try it were not measured)');
  process.exit(0);
}
const {chromium} = await import('playwright-core');
const browser = await chromium.launch({executablePath, args: ['--no-sandbox', '--disable-gpu']});
const server = await serveBuild(buildDir);
try {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.origin + OPERATION_PAGE);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForLoadState('networkidle');
    const fetched = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === server.origin) fetched.push(url.pathname.replace(/^\//, ''));
    });
    const started = Date.now();
    await page.getByRole('button', {name: 'Try it', exact: true}).first().click();
    // The response's highlighter loads beside the form and shows only on a response: send the prefilled call.
    await page.getByRole('button', {name: 'Send request'}).click();
    await page.locator('dialog [class*="tok-"]').first().waitFor();
    const ready = {ms: Date.now() - started, files: [...fetched]};
    const reached = Date.now();
    const before = fetched.length;
    await page.getByRole('dialog').getByRole('textbox', {name: /^Body/}).hover();
    await page.locator('dialog .cm-content').waitFor();
    const editor = {ms: Date.now() - reached, files: fetched.slice(before)};
    runs.push({ready, editor});
    await context.close();
  }
  const [first] = runs;
  console.log(`In Chromium, from pressing Try it on ${OPERATION_PAGE} (gzip bytes of the files fetched; median of ${RUNS} runs):`);
  console.log(
    `  form sent, response highlighted  ${kb(gzipOf(first.ready.files)).padStart(10)}  in ${median(runs.map((r) => r.ready.ms))} ms  (${first.ready.files.length} files)`,
  );
  console.log(
    `  then, pointing at the body, CodeMirror in place  ${kb(gzipOf(first.editor.files)).padStart(10)}  in ${median(runs.map((r) => r.editor.ms))} ms  (${first.editor.files.length} files)`,
  );
} finally {
  await browser.close();
  await server.close();
}
