/**
 * Writes docs/api/operations/ from the OpenAPI document: one MDX page per
 * x-slug, only when its content changed (so `npm start` does not reload for
 * nothing), and removes pages whose slug is gone. Deterministic: the same
 * document always gives the same files.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {loadOpenApi} from './load';
import {buildModel, OPERATIONS_DIR, type ApiModel} from './model';
import {renderPage} from './render';

type ModelCache = Map<string, {hash: string; model: ApiModel}>;
const MODEL_CACHE = Symbol.for('tessera.openapi-docs.model');

/** The model of the current document, cached per process on the content of openapi/. */
export function loadApiModel(siteDir: string): ApiModel {
  const {hash, document} = loadOpenApi(siteDir);
  const store = globalThis as unknown as Record<symbol, ModelCache | undefined>;
  store[MODEL_CACHE] ??= new Map();
  const cached = store[MODEL_CACHE].get(siteDir);
  if (cached?.hash === hash) return cached.model;
  const model = buildModel(document);
  store[MODEL_CACHE].set(siteDir, {hash, model});
  return model;
}

/** The bundled document as one YAML file, served at /openapi.yaml. */
export function bundledYaml(siteDir: string): string {
  const {document} = loadOpenApi(siteDir);
  return YAML.stringify(document, {lineWidth: 0, aliasDuplicateObjects: false});
}

function writeIfChanged(file: string, content: string): boolean {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) return false;
  fs.mkdirSync(path.dirname(file), {recursive: true});
  // Write and rename, so a build running at the same time never reads half a page.
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, content);
  fs.renameSync(temp, file);
  return true;
}

function listMdx(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) listMdx(abs, out);
    else if (entry.name.endsWith('.mdx')) out.push(abs);
  }
  return out;
}

function removeEmptyDirs(dir: string, root: string): void {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    if (entry.isDirectory()) removeEmptyDirs(path.join(dir, entry.name), root);
  }
  if (dir !== root && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
}

export type GenerateResult = {model: ApiModel; written: string[]; deleted: string[]};

/** Generates the operation pages into <siteDir>/docs/api/operations. */
export function generateApiDocs(siteDir: string): GenerateResult {
  const model = loadApiModel(siteDir);
  const docsDir = path.join(siteDir, 'docs');
  const outDir = path.join(docsDir, OPERATIONS_DIR);
  const expected = new Set<string>();
  const written: string[] = [];
  for (const page of model.pages) {
    const file = path.join(docsDir, page.file);
    expected.add(file);
    if (writeIfChanged(file, renderPage(page, model))) written.push(page.file);
  }
  const deleted: string[] = [];
  for (const file of listMdx(outDir)) {
    if (expected.has(file)) continue;
    fs.rmSync(file);
    deleted.push(path.relative(docsDir, file).split(path.sep).join('/'));
  }
  removeEmptyDirs(outDir, outDir);
  return {model, written, deleted};
}
