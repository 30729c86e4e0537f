/**
 * Writes docs/api/operations/ from the OpenAPI document: one MDX page per
 * x-slug, only when its content changed (so `npm start` does not reload for
 * nothing), and removes pages whose slug is gone. Deterministic: the same
 * document always gives the same files.
 */
import fs from 'node:fs';
import path from 'node:path';
import {OPERATIONS_DIR, type ApiModel} from '../../lib/openapi/model';
import {filesUnder, removeEmptyDirs, writeIfChanged} from './files';
import {loadApiModel, perDocument} from './load';
import {renderPage} from './render/page';

export type GenerateResult = {model: ApiModel; written: string[]; deleted: string[]};

function writePages(siteDir: string): GenerateResult {
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
  removeEmptyDirs(outDir);
  return {model, written, deleted};
}

/** Generates the operation pages into <siteDir>/docs/api/operations. */
export function generateApiDocs(siteDir: string): GenerateResult {
  return perDocument(siteDir, 'pages', () => writePages(siteDir), true);
}

/** Generates the pages unless this process already did from the same version of openapi/. */
export function generateApiDocsIfChanged(siteDir: string): void {
  perDocument(siteDir, 'pages', () => writePages(siteDir));
}
