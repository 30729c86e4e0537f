/**
 * Golden outputs of the REST operation pages, the safety net for refactoring
 * their renderers: for every page generated from openapi/tessera.yaml, the
 * MDX file (plugins/openapi-docs), the tree the site's MDX parser reads from
 * it (what the page renders, whatever the escaping of the text), and the
 * Markdown copy (lib/openapi/markdown.ts, for the llms files), plus the MCP
 * server's Markdown of every operation, hash as recorded in
 * tests/golden/operation-pages.json. A few pages that between them hold every
 * kind of section (several calls on a page, a deprecated call, a text and a
 * binary body, several request examples) are kept whole in
 * tests/golden/operation-pages/, so a failure shows the lines that moved.
 *
 * After a change that is meant to alter these pages, read them, then rewrite
 * the records with `UPDATE_GOLDEN=1 npx vitest run tests/unit/openapi-pages-golden.test.ts`
 * and commit them with the change.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {operationMarkdown, operationPageMarkdown, type OperationLinks} from '../../lib/openapi/markdown';
import {parseSource} from '../../lib/markdown/syntax';
import {loadApiModel, renderPage} from '../../plugins/openapi-docs';
import {repoRoot} from './helpers/docs';

const GOLDEN_DIR = path.join(repoRoot, 'tests/golden');
const MANIFEST = path.join(GOLDEN_DIR, 'operation-pages.json');
const WHOLE = ['book-objects', 'events-reports/detail', 'retrieve-a-chart-thumbnail', 'retrieve-the-status-of-an-object'];
const updating = process.env.UPDATE_GOLDEN === '1';

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const wholeFile = (slug: string, extension: string) =>
  path.join(GOLDEN_DIR, 'operation-pages', `${slug.replace(/\//g, '--')}.${extension}`);

/** The parsed MDX without positions and parser data: what the page renders, not how its text is escaped. */
function renderedTree(mdx: string): string {
  return JSON.stringify(parseSource(mdx), (key, value: unknown) => (key === 'position' || key === 'data' ? undefined : value));
}

const model = loadApiModel(repoRoot);
// Every route has a Markdown copy here, so every link the copies can hold is written.
const links: OperationLinks = {markdownOfRoute: (route) => `${route}.md`};
const pages = model.pages.map((page) => {
  const mdx = renderPage(page, model);
  return {slug: page.slug, mdx, tree: renderedTree(mdx), markdown: operationPageMarkdown(page, model, links)};
});

type Record = {mdx: string; tree: string; markdown: string};
const current = {
  pages: Object.fromEntries(
    pages.map((page): [string, Record] => [page.slug, {mdx: sha256(page.mdx), tree: sha256(page.tree), markdown: sha256(page.markdown)}]),
  ),
  operations: Object.fromEntries(model.operations.map((op) => [op.id, sha256(operationMarkdown(op, model, links))])),
};

if (updating) {
  fs.mkdirSync(path.join(GOLDEN_DIR, 'operation-pages'), {recursive: true});
  fs.writeFileSync(MANIFEST, `${JSON.stringify(current, null, 2)}\n`);
  for (const slug of WHOLE) {
    const page = pages.find((p) => p.slug === slug)!;
    fs.writeFileSync(wholeFile(slug, 'mdx'), page.mdx);
    fs.writeFileSync(wholeFile(slug, 'md'), page.markdown);
  }
}

const recorded = JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as typeof current;

describe('operation page golden outputs', () => {
  it('every page and every operation is recorded, and no other', () => {
    expect(Object.keys(current.pages).sort()).toEqual(Object.keys(recorded.pages).sort());
    expect(Object.keys(current.operations).sort()).toEqual(Object.keys(recorded.operations).sort());
  });

  it('the kept pages exist', () => {
    expect(WHOLE.filter((slug) => !pages.some((page) => page.slug === slug))).toEqual([]);
  });

  it.each(WHOLE)('%s: MDX and Markdown copy line for line as recorded', (slug) => {
    const page = pages.find((p) => p.slug === slug)!;
    expect(page.mdx.split('\n')).toEqual(fs.readFileSync(wholeFile(slug, 'mdx'), 'utf8').split('\n'));
    expect(page.markdown.split('\n')).toEqual(fs.readFileSync(wholeFile(slug, 'md'), 'utf8').split('\n'));
  });

  it('every page renders the tree recorded (tests/golden/operation-pages.json)', () => {
    const trees = (records: {[slug: string]: Record}) =>
      Object.fromEntries(Object.entries(records).map(([slug, record]) => [slug, record.tree]));
    expect(trees(current.pages)).toEqual(trees(recorded.pages));
  });

  it('every page writes the MDX recorded', () => {
    const texts = (records: {[slug: string]: Record}) =>
      Object.fromEntries(Object.entries(records).map(([slug, record]) => [slug, record.mdx]));
    expect(texts(current.pages)).toEqual(texts(recorded.pages));
  });

  it('every Markdown copy and every operation of the MCP server hash as recorded', () => {
    const copies = (records: {[slug: string]: Record}) =>
      Object.fromEntries(Object.entries(records).map(([slug, record]) => [slug, record.markdown]));
    expect(copies(current.pages)).toEqual(copies(recorded.pages));
    expect(current.operations).toEqual(recorded.operations);
  });
});
