/**
 * Writes docs/api/operations/ from the OpenAPI document: one MDX page per
 * x-slug, only when its content changed (so `npm start` does not reload for
 * nothing), and removes pages whose slug is gone. Deterministic: the same
 * document always gives the same files.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {filesUnder, loadOpenApi} from './load';
import {buildModel, OPERATIONS_DIR, type ApiModel} from '../../lib/openapi/model';
import {renderPage} from './render';

type Derived<T> = Map<string, {hash: string; value: T}>;

/** What `derive` computes from the document, kept per process until openapi/ changes. */
function derivedOnce<T>(name: string, derive: (document: ReturnType<typeof loadOpenApi>['document']) => T): (siteDir: string) => T {
  const key = Symbol.for(`tessera.openapi-docs.${name}`);
  return (siteDir) => {
    const {hash, document} = loadOpenApi(siteDir);
    const store = globalThis as unknown as Record<symbol, Derived<T> | undefined>;
    store[key] ??= new Map();
    const cached = store[key].get(siteDir);
    if (cached?.hash === hash) return cached.value;
    const value = derive(document);
    store[key].set(siteDir, {hash, value});
    return value;
  };
}

/** The model of the current document. */
export const loadApiModel: (siteDir: string) => ApiModel = derivedOnce('model', buildModel);

/** The bundled document as one YAML file, served at /openapi.yaml. */
export const bundledYaml: (siteDir: string) => string = derivedOnce('yaml', (document) =>
  YAML.stringify(document, {lineWidth: 0, aliasDuplicateObjects: false}),
);

/** Writes `content` to `file` unless the file already holds exactly that; true when it wrote. */
export function writeIfChanged(file: string, content: string): boolean {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) return false;
  fs.mkdirSync(path.dirname(file), {recursive: true});
  // Write and rename, so a build running at the same time never reads half a page.
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, content);
  fs.renameSync(temp, file);
  return true;
}

function removeEmptyDirs(dir: string, root: string): void {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    if (entry.isDirectory()) removeEmptyDirs(path.join(dir, entry.name), root);
  }
  if (dir !== root && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
}

export type GenerateResult = {model: ApiModel; written: string[]; deleted: string[]};

const GENERATED = Symbol.for('tessera.openapi-docs.generated');
/** The document each site's pages were last generated from, in this process. */
const generatedFrom = (): Map<string, string> => {
  const store = globalThis as unknown as Record<symbol, Map<string, string> | undefined>;
  return (store[GENERATED] ??= new Map());
};

/** Generates the pages unless this process already did from the same document (the config generates them first). */
export function generateApiDocsIfChanged(siteDir: string): void {
  if (generatedFrom().get(siteDir) !== loadOpenApi(siteDir).hash) generateApiDocs(siteDir);
}

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
  for (const file of filesUnder(outDir)) {
    if (!file.endsWith('.mdx') || expected.has(file)) continue;
    fs.rmSync(file);
    deleted.push(path.relative(docsDir, file).split(path.sep).join('/'));
  }
  removeEmptyDirs(outDir, outDir);
  generatedFrom().set(siteDir, loadOpenApi(siteDir).hash);
  return {model, written, deleted};
}
