/**
 * Loads the OpenAPI document of openapi/ as one bundled object, synchronously,
 * so that docusaurus.config.ts, sidebars.ts, the remark plugins and the tests
 * can all call it. The result is cached per process on the openapi/ files'
 * names, sizes and modification times: an edit to any of them loads the
 * document again.
 */
import {execFileSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Obj} from '../../lib/openapi/schema';

export const OPENAPI_DIR = 'openapi';
export const OPENAPI_ROOT = 'openapi/tessera.yaml';
export const REDOCLY_CONFIG = 'redocly.yaml';

type Cache = Map<string, {hash: string; document: Obj}>;
const CACHE_KEY = Symbol.for('tessera.openapi-docs.cache');

function cache(): Cache {
  const store = globalThis as unknown as Record<symbol, Cache | undefined>;
  store[CACHE_KEY] ??= new Map();
  return store[CACHE_KEY];
}

/** Every file under `dir` (none when it does not exist), as sorted absolute paths. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * A fingerprint of the input files from their names, sizes and modification
 * times. The config, the sidebars and every resource page's operation list
 * ask for the document, so this runs a few dozen times a build: it stats the
 * files rather than reading all of them each time.
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

/** The bundled document (internal $refs into components), loaded with @redocly/openapi-core. */
export function loadOpenApi(siteDir: string): {hash: string; document: Obj} {
  const hash = openApiHash(siteDir);
  const cached = cache().get(siteDir);
  if (cached?.hash === hash) return cached;
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
  const entry = {hash, document};
  cache().set(siteDir, entry);
  return entry;
}
