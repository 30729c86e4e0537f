/**
 * Loads the OpenAPI document of openapi/ as one bundled object, synchronously,
 * so that docusaurus.config.ts, sidebars.ts, the remark plugins and the tests
 * can all call it. The result is cached per process on the content of the
 * openapi/ files: a change to any of them loads the document again.
 */
import {execFileSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Obj} from './schema';

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

function listFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(abs, out);
    else out.push(abs);
  }
  return out;
}

/** A hash of every input file, cheap enough to compute on each call. */
export function openApiHash(siteDir: string): string {
  const hash = crypto.createHash('sha256');
  const files = listFiles(path.join(siteDir, OPENAPI_DIR)).sort();
  const config = path.join(siteDir, REDOCLY_CONFIG);
  if (fs.existsSync(config)) files.push(config);
  for (const file of files) {
    hash.update(path.relative(siteDir, file)).update('\0').update(fs.readFileSync(file)).update('\0');
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
