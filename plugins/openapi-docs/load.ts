/**
 * Loads the OpenAPI document of openapi/ as one bundled object, synchronously,
 * so that the plugin, sidebars.ts, the remark plugins and the tests can all
 * call it, and keeps what is derived from it (the model, the YAML download,
 * the generated pages) in one cache per site. The cache is keyed on the
 * openapi/ files' names, sizes and modification times: an edit to any of them
 * loads the document again and drops everything derived from the old one.
 */
import {execFileSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {buildModel, type ApiModel} from '../../lib/openapi/model';
import type {Obj} from '../../lib/openapi/schema';
import {filesUnder} from './files';

export const OPENAPI_DIR = 'openapi';
export const OPENAPI_ROOT = 'openapi/tessera.yaml';
export const REDOCLY_CONFIG = 'redocly.yaml';

/** One entry per site: the document of one version of openapi/ and what was derived from it. */
type Entry = {hash: string; document: Obj; derived: Map<string, unknown>};
// On globalThis, because the config loader and the bundler can each load this module afresh in one process.
const CACHE_KEY = Symbol.for('tessera.openapi-docs.cache');

function cache(): Map<string, Entry> {
  const store = globalThis as unknown as Record<symbol, Map<string, Entry> | undefined>;
  store[CACHE_KEY] ??= new Map();
  return store[CACHE_KEY];
}

/**
 * A fingerprint of the input files from their names, sizes and modification
 * times. The sidebars and every resource page's operation list ask for the
 * document, so this runs a few dozen times a build: it stats the files rather
 * than reading all of them each time.
 */
export function openApiHash(siteDir: string): string {
  const hash = crypto.createHash('sha256');
  const files = filesUnder(path.join(siteDir, OPENAPI_DIR));
  const config = path.join(siteDir, REDOCLY_CONFIG);
  if (fs.existsSync(config)) files.push(config);
  for (const file of files) {
    const {size, mtimeMs} = fs.statSync(file);
    hash.update(`${path.relative(siteDir, file)}\0${size}\0${mtimeMs}\0`);
  }
  return hash.digest('hex');
}

function bundle(siteDir: string): Obj {
  const script = path.join(__dirname, 'bundle.mjs');
  let output: string;
  try {
    output = execFileSync(process.execPath, [script, OPENAPI_ROOT, REDOCLY_CONFIG], {
      cwd: siteDir,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const stderr = String((error as {stderr?: unknown}).stderr ?? '');
    throw new Error(`Could not bundle ${OPENAPI_ROOT}:\n${stderr || (error as Error).message}`, {cause: error});
  }
  const {document, errors} = JSON.parse(output) as {document: Obj; errors: string[]};
  if (errors.length > 0) throw new Error(`${OPENAPI_ROOT} has errors:\n- ${errors.join('\n- ')}`);
  return document;
}

function entry(siteDir: string): Entry {
  const hash = openApiHash(siteDir);
  const cached = cache().get(siteDir);
  if (cached?.hash === hash) return cached;
  const fresh: Entry = {hash, document: bundle(siteDir), derived: new Map()};
  cache().set(siteDir, fresh);
  return fresh;
}

/** The bundled document (internal $refs into components), loaded with @redocly/openapi-core. */
export function loadOpenApi(siteDir: string): {hash: string; document: Obj} {
  const {hash, document} = entry(siteDir);
  return {hash, document};
}

/**
 * `derive` of the current document, computed once per version of openapi/ (`name` tells the
 * results apart); `again` computes it anew even so, and keeps the new result.
 */
export function perDocument<T>(siteDir: string, name: string, derive: (document: Obj) => T, again = false): T {
  const {document, derived} = entry(siteDir);
  if (again || !derived.has(name)) derived.set(name, derive(document));
  return derived.get(name) as T;
}

/** The model of the current document. */
export function loadApiModel(siteDir: string): ApiModel {
  return perDocument(siteDir, 'model', buildModel);
}

/** The bundled document as one YAML file, served at /openapi.yaml. */
export function bundledYaml(siteDir: string): string {
  return perDocument(siteDir, 'yaml', (document) => YAML.stringify(document, {lineWidth: 0, aliasDuplicateObjects: false}));
}
