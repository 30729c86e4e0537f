/**
 * The complete renderer samples of the docs, page by page, in the order the
 * page shows them: the "Run" action on each fence and the playground's
 * samples files (/playground/samples/<page>.json) number them the same way.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Code, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {codeBlocks, readSource} from '../../lib/markdown/read';
import {isCompleteSample, type SampleLanguage} from '../../lib/playground/samples';
import {parseCodeMeta} from '../remark/highlightCode';

export type PageSample = {language: SampleLanguage; code: string; title?: string};
export type SamplesFile = {page: string; title: string; example: number; samples: PageSample[]};

/** The samples file of a page: `renderer/config-pricing` for docs/renderer/config-pricing.mdx. */
export function pageId(docsFile: string): string {
  return docsFile.replace(/\.mdx?$/, '');
}

export const SAMPLES_DIR = 'playground/samples';
export const PLAYGROUND_ROUTE = '/docs/renderer/playground';

export function runHref(id: string, n: number): string {
  return `${PLAYGROUND_ROUTE}?sample=${id}&n=${n}`;
}

export function tryHref(id: string): string {
  return `${PLAYGROUND_ROUTE}?try=${id}`;
}

/** The complete samples among a tree's code blocks, in document order. */
export function completeSamples(tree: Root): Code[] {
  return codeBlocks(tree).filter((node) => isCompleteSample(node.lang, node.value));
}

/** The sample that shows the page's item: the first one under "## Example", else the first. */
export function exampleIndex(tree: Root, samples: Code[]): number {
  let inExample = false;
  let found = -1;
  visit(tree, (node) => {
    if (found >= 0) return;
    if (node.type === 'heading' && node.depth === 2) {
      inExample = /^example/i.test(node.children.map((child) => ('value' in child ? child.value : '')).join(''));
    }
    if (inExample && node.type === 'code') {
      const index = samples.indexOf(node as Code);
      if (index >= 0) found = index;
    }
  });
  return Math.max(0, found);
}

function listDocs(dir: string, base = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(dir, base), {withFileTypes: true})) {
    const relative = base ? `${base}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (relative === 'api/operations') continue;
      out.push(...listDocs(dir, relative));
    } else if (/\.mdx?$/.test(entry.name)) out.push(relative);
  }
  return out;
}

function routeOf(docsFile: string, source: string): string {
  const slug = /^slug:\s*(\S+)\s*$/m.exec(source.split(/^---$/m)[1] ?? '')?.[1];
  const dir = path.posix.dirname(docsFile);
  if (slug) return slug.startsWith('/') ? `/docs${slug}` : `/docs/${dir === '.' ? '' : `${dir}/`}${slug}`;
  const name = docsFile.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
  return `/docs/${name}`.replace(/\/$/, '');
}

/** Every page with complete samples, as its samples file. */
export function collectSamples(siteDir: string): Map<string, SamplesFile> {
  const docsDir = path.join(siteDir, 'docs');
  const files = new Map<string, SamplesFile>();
  for (const docsFile of listDocs(docsDir)) {
    const source = fs.readFileSync(path.join(docsDir, docsFile), 'utf8');
    if (!source.includes('tessera.SeatingChart')) continue;
    const tree = readSource(source);
    const samples = completeSamples(tree);
    if (samples.length === 0) continue;
    const title = /^title:\s*(.+)$/m.exec(source)?.[1]?.replace(/^['"]|['"]$/g, '') ?? docsFile;
    files.set(pageId(docsFile), {
      page: routeOf(docsFile, source),
      title,
      example: exampleIndex(tree, samples),
      samples: samples.map((node) => ({
        language: node.lang as SampleLanguage,
        code: node.value,
        title: parseCodeMeta(node.meta ?? '').title,
      })),
    });
  }
  return files;
}
