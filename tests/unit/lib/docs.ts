/**
 * Reads the Markdown sources of docs/ the way the site does, for tests that
 * check content without a build: front matter, code fences, links, headings.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {createHeadingSlugger} from '../../../lib/markdown/slug';

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

export type CodeBlock = {lang: string; meta: string; code: string; line: number};

/** Fenced code blocks (``` or ~~~, any length, indented inside JSX or lists). */
export function codeBlocks(body: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w+#-]*)\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    const content: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j += 1) {
      const trimmed = lines[j].trimStart();
      if (trimmed.startsWith(fence) && trimmed.slice(fence.length).trim() === '') break;
      content.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j]);
    }
    blocks.push({lang: lang.toLowerCase(), meta, code: content.join('\n'), line: i + 1});
    i = j;
  }
  return blocks;
}

/** The body with fenced code blocks blanked out, so prose checks ignore code. */
export function prose(body: string): string {
  let out = body;
  for (const block of codeBlocks(body)) out = out.replace(block.code, '');
  return out;
}

/** Markdown links `[text](target)` outside code, with their targets. */
export function markdownLinks(body: string): string[] {
  const text = prose(body).replace(/`[^`\n]*`/g, '');
  const links: string[] = [];
  for (const match of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) links.push(match[1]);
  return links;
}

/** Anchor ids of a page's headings, as Docusaurus computes them ({#custom-id} wins). */
export function headingIds(body: string): Set<string> {
  const slugger = createHeadingSlugger();
  const ids = new Set<string>();
  for (const line of prose(body).split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*$/.exec(line);
    if (!heading) continue;
    // Explicit ids use the MDX comment syntax: ## Title {/* #custom-id */}
    const custom = /\{\/\*\s*#([\w-]+)\s*\*\/\}\s*$/.exec(heading[1]);
    if (custom) {
      ids.add(custom[1]);
      continue;
    }
    const plain = heading[1]
      .replace(/`([^`]*)`/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/[*_]/g, '');
    ids.add(slugger.slug(plain));
  }
  // Explicit anchors: <a id="x"></a> or <span id="x">.
  for (const match of body.matchAll(/\bid=["']([\w-]+)["']/g)) ids.add(match[1]);
  return ids;
}
