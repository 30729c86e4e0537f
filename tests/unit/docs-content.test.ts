/**
 * Content rules every docs page must follow, checked from the sources:
 * valid front matter, code that parses, relative links and anchors that
 * resolve, and no placeholder text.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {frontMatterProblems} from '../../lib/content/frontMatter';
import {codeBlocks, docsRoot, headingIds, listDocs, markdownLinks, prose} from './helpers/docs';

const docs = listDocs();

const scriptKinds: Record<string, ts.ScriptKind> = {
  js: ts.ScriptKind.JS,
  javascript: ts.ScriptKind.JS,
  jsx: ts.ScriptKind.JSX,
  ts: ts.ScriptKind.TS,
  typescript: ts.ScriptKind.TS,
  tsx: ts.ScriptKind.TSX,
};

/** Syntax errors of a JS/TS snippet, as "line: message". */
export function syntaxErrors(code: string, kind: ts.ScriptKind): string[] {
  const file = ts.createSourceFile(`snippet.${ts.ScriptKind[kind].toLowerCase()}`, code, ts.ScriptTarget.Latest, true, kind);
  const diagnostics = (file as unknown as {parseDiagnostics: ts.Diagnostic[]}).parseDiagnostics;
  return diagnostics.map((d) => {
    const {line} = file.getLineAndCharacterOfPosition(d.start ?? 0);
    return `${line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
  });
}

describe('docs content', () => {
  it('finds the docs', () => {
    expect(docs.length).toBeGreaterThan(5);
  });

  it.each(docs.map((doc) => [doc.relPath, doc] as const))('%s has valid front matter', (_rel, doc) => {
    expect(frontMatterProblems(doc.relPath, doc.frontMatter)).toEqual([]);
  });

  it('every JSON, JavaScript and TypeScript code block parses', () => {
    const failures: string[] = [];
    for (const doc of docs) {
      for (const block of codeBlocks(doc.body)) {
        if (block.lang === 'json') {
          try {
            JSON.parse(block.code);
          } catch (error) {
            failures.push(`${doc.relPath}:${block.line} json: ${(error as Error).message}`);
          }
        } else if (scriptKinds[block.lang] !== undefined) {
          for (const message of syntaxErrors(block.code, scriptKinds[block.lang])) {
            failures.push(`${doc.relPath}:${block.line} ${block.lang} line ${message}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('every relative link points to an existing file and heading', () => {
    const byPath = new Map(docs.map((doc) => [doc.absPath, doc]));
    const failures: string[] = [];
    for (const doc of docs) {
      for (const link of markdownLinks(doc.body)) {
        if (link.startsWith('/docs/')) {
          failures.push(`${doc.relPath}: ${link} should be a relative link to the .mdx file, so the build checks it`);
          continue;
        }
        const isAnchor = link.startsWith('#');
        const isDocFile = !/^[a-z]+:/i.test(link) && !link.startsWith('/') && /\.mdx?(#|$)/.test(link);
        if (!isAnchor && !isDocFile) continue;
        const [target, anchor] = link.split('#');
        const targetPath = target ? path.resolve(path.dirname(doc.absPath), decodeURI(target)) : doc.absPath;
        if (!fs.existsSync(targetPath)) {
          failures.push(`${doc.relPath}: link to missing file ${link}`);
          continue;
        }
        const targetDoc = byPath.get(targetPath);
        if (anchor && targetDoc && !headingIds(targetDoc.body).has(anchor)) {
          failures.push(`${doc.relPath}: link to missing anchor ${link}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('no page carries placeholder text', () => {
    const placeholder = /\b(TODO|TBD|FIXME)\b|lorem ipsum|coming soon|more details later|placeholder text/i;
    const failures = docs
      .filter((doc) => placeholder.test(prose(doc.body)) || placeholder.test(String(doc.frontMatter.description)))
      .map((doc) => doc.relPath);
    expect(failures).toEqual([]);
  });

  it('docs root exists', () => {
    expect(fs.existsSync(docsRoot)).toBe(true);
  });
});
