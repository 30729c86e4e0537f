/**
 * Front matter the build derives from domain/ for the pages that restate a
 * fact of it: today the "Invalid value" row of each current renderer option
 * page, from renderer.yaml `invalidValues.options`. Called from the
 * `parseFrontMatter` hook in docusaurus.config.ts after the page's own front
 * matter is validated, so both the docs plugin (the page's metadata and its
 * Markdown copy) and the MDX loader see it; nothing of domain/ reaches the
 * browser but the one sentence.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {invalidValueRow, type DerivedFacts, type InvalidValueRows, type RendererOption} from '../../lib/content/invalidValues';

type RendererFacts = {invalidValues: {options: InvalidValueRows}; config_options: RendererOption[]};

let cached: {file: string; mtimeMs: number; facts: RendererFacts} | undefined;

/** domain/renderer.yaml, read again when it changes (the dev server keeps running). */
export function rendererFacts(siteDir: string): RendererFacts {
  const file = path.join(siteDir, 'domain', 'renderer.yaml');
  const {mtimeMs} = fs.statSync(file);
  if (cached?.file !== file || cached.mtimeMs !== mtimeMs) {
    const facts = parse(fs.readFileSync(file, 'utf8')) as RendererFacts;
    for (const key of ['row', 'rowWithValues'] as const) {
      if (typeof facts.invalidValues?.options?.[key] !== 'string') throw new Error(`${file}: invalidValues.options.${key} is missing`);
    }
    cached = {file, mtimeMs, facts};
  }
  return cached.facts;
}

/**
 * The keys to add to one page's front matter.
 * @param docsRelativePath the page's path under docs/, `/`-separated
 */
export function derivedFrontMatter(siteDir: string, docsRelativePath: string, frontMatter: Record<string, unknown>): DerivedFacts {
  const facts = rendererFacts(siteDir);
  const invalidValue = invalidValueRow(docsRelativePath, frontMatter, facts.invalidValues.options, facts.config_options);
  return invalidValue ? {invalidValue} : {};
}
