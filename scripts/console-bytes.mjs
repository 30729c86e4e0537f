/**
 * What the REST console behind Try it loads on intent, from a production
 * build: the chunks of the console (`rest-console`), of the response's JSON
 * highlighter (`rest-console-highlight`) and of the body editor
 * (`rest-console-editor`, CodeMirror, which comes only once the reader reaches
 * for the body), less what the operation page's first load already has, and
 * the operations data asset.
 * Read from the client manifest, as scripts/first-load.mjs reads a first load.
 *
 * Used by `npm run bench` (scripts/bench-console.mjs) and the budget test.
 */
import fs from 'node:fs';
import path from 'node:path';
import {bytesOf, firstLoadFiles} from './first-load.mjs';

export const CONSOLE_CHUNK = 'rest-console';
export const HIGHLIGHT_CHUNK = 'rest-console-highlight';
export const EDITOR_CHUNK = 'rest-console-editor';
export const OPERATION_PAGE = '/docs/api/book-objects';
const DATA_DIR = 'assets/data';

/** The JS files of a named chunk group, site-relative. */
export function chunkFiles(generatedDir, name) {
  const manifest = JSON.parse(fs.readFileSync(path.join(generatedDir, 'client-manifest.json'), 'utf8'));
  const ids = manifest.origins[name];
  if (!ids) throw new Error(`console-bytes: the build has no chunk named ${name}`);
  return [...new Set(ids.flatMap((id) => (manifest.assets[id]?.js ?? []).map((asset) => asset.file)))].sort();
}

/** The operations data file the build wrote (one, named after its content). */
export function operationsAsset(buildDir) {
  const files = fs.readdirSync(path.join(buildDir, DATA_DIR)).filter((name) => /^sandbox-operations\.[0-9a-f]{8}\.json$/.test(name));
  if (files.length !== 1)
    throw new Error(`console-bytes: expected one sandbox-operations.<hash>.json in ${DATA_DIR}, found ${files.length}`);
  return `${DATA_DIR}/${files[0]}`;
}

/**
 * Bytes (raw and gzip) of each part loaded on intent: on Try it, `console` (the
 * dialog, form and sandbox), `data` (the operations asset) and `highlight`
 * (the response's JSON highlighter), summed in `total`; on an intent to edit
 * the body, `editor` (CodeMirror). `firstLoad` lists the files of the
 * operation page's first load, which must share nothing with the console's own.
 */
export function consoleBytes(buildDir, generatedDir) {
  const firstLoad = new Set(firstLoadFiles(buildDir, generatedDir, OPERATION_PAGE).js);
  const own = (name) => chunkFiles(generatedDir, name).filter((file) => !firstLoad.has(file));
  const consoleFiles = own(CONSOLE_CHUNK);
  const highlightFiles = own(HIGHLIGHT_CHUNK).filter((file) => !consoleFiles.includes(file));
  const editorFiles = own(EDITOR_CHUNK).filter((file) => !consoleFiles.includes(file) && !highlightFiles.includes(file));
  const parts = {
    console: bytesOf(buildDir, consoleFiles),
    data: bytesOf(buildDir, [operationsAsset(buildDir)]),
    highlight: bytesOf(buildDir, highlightFiles),
  };
  const total = Object.values(parts).reduce((sum, part) => ({raw: sum.raw + part.raw, gzip: sum.gzip + part.gzip}), {raw: 0, gzip: 0});
  return {parts, total, editor: bytesOf(buildDir, editorFiles), firstLoad: [...firstLoad]};
}
