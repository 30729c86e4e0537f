/**
 * Reads the Markdown sources of docs/ the way the site does, for tests that
 * check content without a build: front matter, code fences, links, headings.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {inject} from 'vitest';
import {bodyKey, markdownFacts, type CodeBlock, type MarkdownFacts} from './markdownFacts';

export const repoRoot = path.resolve(__dirname, '../../..');
export const docsRoot = path.join(repoRoot, 'docs');

export type DocFile = {
  /** Path relative to docs/, with `/` separators. */
  relPath: string;
  absPath: string;
  frontMatter: Record<string, unknown>;
  body: string;
};

const generatedDirs = new Set(['api/operations']);

function walk(dir: string, out: string[]): void {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(abs, out);
    else if (/\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')) out.push(abs);
  }
}

/** Every hand-written docs file (generated API pages are checked by their own tests). */
export function listDocs(options: {includeGenerated?: boolean} = {}): DocFile[] {
  const files: string[] = [];
  walk(docsRoot, files);
  return files
    .map((absPath) => {
      const relPath = path.relative(docsRoot, absPath).split(path.sep).join('/');
      // gray-matter is the parser Docusaurus uses, so YAML quirks match the build.
      const {data, content} = matter(fs.readFileSync(absPath, 'utf8'));
      return {relPath, absPath, frontMatter: {...data}, body: content};
    })
    .filter((doc) => options.includeGenerated || ![...generatedDirs].some((dir) => doc.relPath.startsWith(`${dir}/`)))
    .sort((a, b) => a.relPath.localeCompare(b.relPath));
}

let provided: Record<string, MarkdownFacts> | undefined;
/** What the global setup read, taken once per test file. */
function providedFacts(): Record<string, MarkdownFacts> {
  if (provided) return provided;
  try {
    provided = inject('markdownFacts') ?? {};
  } catch {
    // Outside a test worker (the global setup itself): nothing provided.
    return {};
  }
  return provided;
}
const known = new Map<string, MarkdownFacts>();

/** The facts of one page body: read by the global setup, or parsed here for a body it did not see. */
function factsOf(body: string): MarkdownFacts {
  const key = bodyKey(body);
  let facts = known.get(key) ?? providedFacts()[key];
  if (!facts) facts = markdownFacts(body);
  known.set(key, facts);
  return facts;
}

export type {CodeBlock};

/** Fenced code blocks, wherever they sit (lists, JSX elements, admonitions), with the line they start on. */
export function codeBlocks(body: string): CodeBlock[] {
  return factsOf(body).codeBlocks;
}

/** The body without its code blocks, so prose checks ignore code. */
export function prose(body: string): string {
  return factsOf(body).prose;
}

/** Targets of the written links and images `[text](target)`, outside code. */
export function markdownLinks(body: string): string[] {
  return factsOf(body).links;
}

/** Anchor ids of a page: its headings, as Docusaurus computes them ({/* #custom-id *\/} wins), and JSX elements' ids. */
export function headingIds(body: string): Set<string> {
  return new Set(factsOf(body).ids);
}
