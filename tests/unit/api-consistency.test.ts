/**
 * The REST reference agrees with the OpenAPI document: every operation has a
 * generated page in the sidebar, every `METHOD /path` any page writes exists,
 * every resource page lists a real tag, and the operation pages the site's specification names exist.
 * The generated pages themselves pass the content rules of hand-written ones.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import {frontMatterProblems} from '../../lib/content/frontMatter';
import os from 'node:os';
import openApiDocsPlugin, {
  apiSidebar,
  conventions,
  gettingStarted,
  generateApiDocs,
  loadApiModel,
  remarkOperationList,
} from '../../plugins/openapi-docs';
import {OPERATIONS_DIR} from '../../lib/openapi/model';
import {kebab} from '../../lib/openapi/page/links';
import {markdownOf} from '../../lib/openapi/page/tree';
import {parseSource, printMdx} from '../../lib/markdown/syntax';
import {toString} from 'mdast-util-to-string';
import {HttpSamplesError, parseFenceMeta, parseHttpFence} from '../../lib/samples';
import {codeBlocks, docsRoot, headingIds, listDocs, markdownLinks, repoRoot, type DocFile} from './helpers/docs';

const model = loadApiModel(repoRoot);
const allDocs = listDocs({includeGenerated: true});
const generated = allDocs.filter((doc) => doc.relPath.startsWith(`${OPERATIONS_DIR}/`));
const handWritten = allDocs.filter((doc) => !doc.relPath.startsWith(`${OPERATIONS_DIR}/`));
const byPath = new Map(allDocs.map((doc) => [doc.absPath, doc]));

type Item = {type?: string; id?: string; items?: Item[]; link?: {type: string; id: string}} | string;

function sidebarDocIds(items: Item[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const own = item.type === 'doc' && item.id ? [item.id] : [];
    const link = item.link?.type === 'doc' ? [item.link.id] : [];
    return [...own, ...link, ...sidebarDocIds(item.items ?? [])];
  });
}

const sidebarIds = sidebarDocIds(apiSidebar() as Item[]);

// ---------------------------------------------------------------------------
// `METHOD /path` mentions.

const METHOD_PATH = /\b(GET|POST|PUT|PATCH|DELETE)\s+(?:https:\/\/api-(?:\{region\}|[a-z]{2})\.tessera\.example)?(\/[^\s`'"|)<>\]]*)/g;

/** `/events/{eventKey}/objects?label=...` and `/events/YOUR_EVENT_KEY/objects` both become `/events/{}/objects`. */
export function normalisePath(raw: string): string {
  return raw
    .split(/[?#]/)[0]
    .replace(/[.,:;]+$/, '')
    .replace(/\{[^}/]*\}/g, '{}')
    .replace(/YOUR_[A-Z0-9_]+/g, '{}');
}

const templates = model.operations.map((op) => ({
  method: op.method,
  path: op.path,
  pattern: new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

function documented(method: string, raw: string): boolean {
  const written = normalisePath(raw);
  return templates.some((t) => t.method === method && t.pattern.test(written));
}

/** Calls a page names on purpose although they do not exist, with the reason. */
const knownAbsent: Record<string, string> = {
  'GET /hold-tokens/{}/objects': 'api/get-objects-for-a-hold-token.mdx explains why there is no such call',
};

function mentions(doc: DocFile): Array<{method: string; path: string; line: number}> {
  const found: Array<{method: string; path: string; line: number}> = [];
  // Line numbers in the file, front matter included.
  const offset = fs.readFileSync(doc.absPath, 'utf8').split('\n').length - doc.body.split('\n').length;
  doc.body.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(METHOD_PATH)) found.push({method: match[1], path: match[2], line: offset + index + 1});
  });
  return found;
}

// ---------------------------------------------------------------------------

describe('generated operation pages', () => {
  it('generation is deterministic: a second run writes nothing', () => {
    const {written, deleted} = generateApiDocs(repoRoot);
    expect({written, deleted}).toEqual({written: [], deleted: []});
  });

  it('there is one page per x-slug and no stale file', () => {
    expect(generated.map((doc) => doc.relPath).sort()).toEqual(model.pages.map((page) => page.file).sort());
  });

  it.each(model.operations.map((op) => [op.id, op] as const))('%s has a page and a sidebar entry', (id, op) => {
    const page = generated.find((doc) => (doc.frontMatter.operationIds as string[]).includes(id));
    expect(page, `page for ${id}`).toBeDefined();
    expect(page!.relPath).toBe(`${OPERATIONS_DIR}/${op.slug}.mdx`);
    expect(sidebarIds).toContain(page!.relPath.replace(/\.mdx$/, ''));
  });

  it('pages have valid front matter, a route under /docs/api and a description from the document', () => {
    for (const doc of generated) {
      expect(frontMatterProblems(doc.relPath, doc.frontMatter), doc.relPath).toEqual([]);
      expect(String(doc.frontMatter.slug), doc.relPath).toMatch(/^\/api\/[a-z0-9-/]+$/);
    }
    const routes = generated.map((doc) => doc.frontMatter.slug);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('no route of a generated page is taken by a hand-written page', () => {
    const taken = new Set(
      handWritten.filter((doc) => doc.relPath.startsWith('api/')).map((doc) => `/${doc.relPath.replace(/\.mdx?$/, '')}`),
    );
    for (const doc of generated) expect(taken.has(String(doc.frontMatter.slug)), doc.relPath).toBe(false);
  });

  it('JSON blocks parse and every relative link and anchor resolves', () => {
    const failures: string[] = [];
    for (const doc of generated) {
      for (const block of codeBlocks(doc.body)) {
        if (block.lang !== 'json') continue;
        try {
          JSON.parse(block.code);
        } catch (error) {
          failures.push(`${doc.relPath}:${block.line} ${(error as Error).message}`);
        }
      }
      for (const link of markdownLinks(doc.body)) {
        if (/^[a-z]+:/i.test(link)) continue;
        const [target, anchor] = link.split('#');
        const targetPath = target ? path.resolve(path.dirname(doc.absPath), target) : doc.absPath;
        if (!fs.existsSync(targetPath)) failures.push(`${doc.relPath}: missing ${link}`);
        else if (anchor && byPath.has(targetPath) && !headingIds(byPath.get(targetPath)!.body).has(anchor)) {
          failures.push(`${doc.relPath}: missing anchor ${link}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('every page has the sections of a REST operation page', () => {
    for (const doc of generated) {
      for (const heading of ['Example request', 'Response', 'Errors', 'Related']) {
        expect(doc.body, `${doc.relPath} ${heading}`).toMatch(new RegExp(`^ *#{2,3} ${heading}$`, 'm'));
      }
      // The header: method and path with Try it for each operation, then the key, the rate-limit lane and the region hosts.
      expect(doc.body, doc.relPath).toMatch(
        /^ *<Endpoint method="(GET|POST|PUT|PATCH|DELETE)" path="\/[^"]*">\n *<TryIt operation="[A-Za-z0-9]+" \/>\n *<\/Endpoint>$/m,
      );
      const operations = doc.frontMatter.operationIds as string[];
      expect(
        [...doc.body.matchAll(/<TryIt operation="([^"]+)" \/>/g)].map((match) => match[1]),
        doc.relPath,
      ).toEqual(operations);
      for (const fact of ['Key', 'Rate limit', 'Hosts']) expect(doc.body, `${doc.relPath} ${fact}`).toContain(`<dt>${fact}</dt>`);
      expect(doc.body, doc.relPath).toContain('```http samples');
    }
  });

  it('puts the example request in the right pane, beside the parameters', () => {
    for (const doc of generated) {
      const panes = [...doc.body.matchAll(/<div className="api-columns__aside">\n([\s\S]*?)\n *<\/div>\n *<\/div>/g)].map((m) => m[1]);
      const requestPane = panes.find((pane) => /^ *#{2,3} Example request$/m.test(pane));
      expect(requestPane, doc.relPath).toBeDefined();
      expect(requestPane, doc.relPath).toContain('```http samples');
    }
  });

  it('deprecated operations carry a warning', () => {
    for (const op of model.operations.filter((o) => o.deprecated)) {
      const doc = generated.find((d) => d.relPath === `${OPERATIONS_DIR}/${op.slug}.mdx`)!;
      expect(doc.body).toContain(':::warning[Deprecated]');
    }
  });
});

describe('the api sidebar', () => {
  it('lists every hand-written REST page except snippets, and only pages that exist', () => {
    const listed = new Set(sidebarIds);
    const pages = handWritten.filter(
      (doc) => doc.relPath.startsWith('api/') && doc.frontMatter.kind !== 'snippet' && doc.frontMatter.unlisted !== true,
    );
    for (const doc of pages) expect(listed.has(doc.relPath.replace(/\.mdx?$/, '')), doc.relPath).toBe(true);
    for (const id of listed) {
      expect(fs.existsSync(path.join(docsRoot, `${id}.mdx`)) || fs.existsSync(path.join(docsRoot, `${id}.md`)), id).toBe(true);
    }
  });

  it('opens with Getting started and Conventions, then one category per tag in document order', () => {
    const items = apiSidebar() as Array<{label: string; link?: {id: string}}>;
    expect(items.map((item) => item.label)).toEqual([
      'Getting started',
      'Conventions',
      ...model.tags.filter((tag) => model.pages.some((page) => page.tag === tag.name)).map((tag) => tag.displayName),
    ]);
    for (const [index, tag] of model.tags.entries()) {
      expect(items[index + 2].link?.id, tag.name).toBe(`api/${tag.name}`);
    }
    expect(sidebarDocIds([items[0]] as Item[])).toEqual(gettingStarted.map((slug) => `api/${slug}`));
    expect(sidebarDocIds([items[1]] as Item[])).toEqual(conventions.map((slug) => `api/${slug}`));
  });
});

describe('resource pages and <OperationList />', () => {
  const resources = handWritten.filter((doc) => doc.frontMatter.kind === 'resource');

  it('every tag of the document has a resource page with that tag', () => {
    for (const tag of model.tags) {
      const doc = handWritten.find((d) => d.relPath === `api/${tag.name}.mdx`);
      expect(doc?.frontMatter.tag, tag.name).toBe(tag.name);
    }
  });

  it.each(resources.map((doc) => [doc.relPath, doc] as const))('%s lists the operations of a real tag', async (_rel, doc) => {
    const tag = String(doc.frontMatter.tag);
    expect(model.tags.map((t) => t.name)).toContain(tag);
    expect(doc.body).toMatch(/^## Operations\s*\n+<OperationList \/>/m);
    const out = String(
      await compile(
        {value: '<OperationList />\n', path: doc.absPath, data: {frontMatter: doc.frontMatter}},
        {remarkPlugins: [[remarkOperationList, {siteDir: repoRoot}]], jsx: true},
      ),
    );
    const links = [...out.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(links.length).toBe(model.operations.filter((op) => op.tag === tag).length);
    for (const link of links) {
      const [file, anchor] = link.split('#');
      const target = path.resolve(path.dirname(doc.absPath), file);
      expect(fs.existsSync(target), link).toBe(true);
      if (anchor) expect(headingIds(byPath.get(target)!.body).has(anchor), link).toBe(true);
    }
    expect(out).toMatch(/className="badge badge--/);
  });

  it('links a call that shares its page to its own section', () => {
    const variant = model.operations.find((op) => op.id === 'updateSeason')!;
    expect(kebab(variant.id)).toBe('update-season');
  });
});

describe('METHOD /path mentions', () => {
  it('every method and path written in any page exists in the OpenAPI document', () => {
    const failures: string[] = [];
    for (const doc of allDocs) {
      for (const mention of mentions(doc)) {
        if (knownAbsent[`${mention.method} ${normalisePath(mention.path)}`]) continue;
        if (!documented(mention.method, mention.path)) failures.push(`${doc.relPath}:${mention.line} ${mention.method} ${mention.path}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('the normalisation treats placeholders, sample keys and query strings alike', () => {
    expect(normalisePath('/events/{eventKey}/objects?label=A-1')).toBe('/events/{}/objects');
    expect(normalisePath('/events/YOUR_EVENT_KEY/actions/book')).toBe('/events/{}/actions/book');
    expect(documented('POST', '/events/quick-tutorial/actions/book')).toBe(true);
    expect(documented('GET', '/reports/events/YOUR_EVENT_KEY.csv')).toBe(true);
    expect(documented('POST', '/events/{eventKey}/actions/teleport')).toBe(false);
    expect(documented('GET', '/events/{eventKey}/actions/book')).toBe(false);
  });

  it('every ```http samples fence in docs/ is well formed', () => {
    const failures: string[] = [];
    for (const doc of allDocs) {
      for (const block of codeBlocks(doc.body)) {
        if (block.lang !== 'http' || !/(^|\s)samples(\s|$)/.test(block.meta)) continue;
        try {
          parseHttpFence(block.code, parseFenceMeta(block.meta));
        } catch (error) {
          if (!(error instanceof HttpSamplesError)) throw error;
          failures.push(`${doc.relPath}:${block.line + error.line}: ${error.message}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('operation pages the specification names', () => {
  const named = [
    'create-a-chart',
    'list-all-charts',
    'retrieve-a-chart',
    'update-a-chart',
    'copy-a-chart',
    'publish-a-draft-version',
    'discard-a-draft-version',
    'validate-a-chart-version',
    'create-an-event',
    'create-multiple-events',
    'book-objects',
    'release-objects',
    'best-available',
    'temporarily-hold-objects',
    'change-object-status-in-batch',
    'create-a-hold-token',
    'workspace-activate',
    'workspace-deactivate',
    'workspace-delete',
    'replace-channels-for-an-event',
    'chart-reports/detail',
  ];

  it.each(named)('%s exists at /docs/api/%s', (slug) => {
    const doc = generated.find((d) => d.relPath === `${OPERATIONS_DIR}/${slug}.mdx`);
    expect(doc, slug).toBeDefined();
    expect(doc!.frontMatter.slug).toBe(`/api/${slug}`);
  });
});

describe('Markdown from the document', () => {
  /** Markdown from the document printed as MDX (lib/openapi/page/tree.ts, lib/markdown/syntax.ts) and read back by the MDX parser. */
  const roundTrip = (markdown: string) => {
    const mdx = printMdx({type: 'root', children: markdownOf(markdown)});
    const tree = parseSource(mdx);
    const types = new Set<string>();
    const walk = (node: {type: string; children?: unknown[]}) => {
      types.add(node.type);
      for (const child of node.children ?? []) walk(child as {type: string});
    };
    walk(tree);
    return {mdx, types, text: toString(tree)};
  };

  it('is escaped for MDX by mdast-util-to-markdown: text stays text, code is left alone', () => {
    const hostile = roundTrip('Pass {a: 1} or <b> to `{eventKey}` and `a<b`.');
    expect(hostile.text).toBe('Pass {a: 1} or <b> to {eventKey} and a<b.');
    expect([...hostile.types].filter((type) => type.startsWith('mdx'))).toEqual([]);
    expect(roundTrip('```json\n{"a": "<b>"}\n```').mdx).toBe('```json\n{"a": "<b>"}\n```\n');
    // MDX has no indented code: four spaces of indentation are text.
    expect(roundTrip('Fields:\n\n    {indented} <b>').text).toBe('Fields:{indented} <b>');
    // A backtick run that never closes is literal text, not code.
    expect(roundTrip('a ``unclosed {b}').text).toBe('a ``unclosed {b}');
    // A line that starts with import or export would be read as JavaScript.
    for (const line of ['Intro.\n\nexport rules apply', 'import the chart first.']) {
      expect(
        [...roundTrip(line).types].filter((type) => type.startsWith('mdx')),
        line,
      ).toEqual([]);
    }
  });

  it('compiles: every generated page is valid MDX', async () => {
    for (const doc of generated) {
      await expect(compile({value: fs.readFileSync(doc.absPath, 'utf8'), path: doc.absPath}), doc.relPath).resolves.toBeDefined();
    }
  }, 60_000);
});

describe('the openapi-docs plugin', () => {
  it('watches openapi/, serves openapi.yaml in development and writes it into the build', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-openapi-'));
    const previous = process.env.NODE_ENV;
    try {
      const context = {siteDir: repoRoot, generatedFilesDir: outDir, baseUrl: '/'} as unknown as LoadContext;
      const plugin = openApiDocsPlugin(context);
      expect(plugin.getPathsToWatch!()).toContain(path.join(repoRoot, 'openapi'));
      const content = await plugin.loadContent!();
      process.env.NODE_ENV = 'development';
      const webpack = plugin.configureWebpack!({} as never, false, {} as never, content) as {
        devServer: {static: Array<{directory: string}>};
      };
      const served = path.join(webpack.devServer.static[0].directory, 'openapi.yaml');
      expect(fs.readFileSync(served, 'utf8')).toMatch(/^openapi: 3\.1\.0/);
      await plugin.postBuild!({outDir, content} as never);
      expect(fs.readFileSync(path.join(outDir, 'openapi.yaml'), 'utf8')).toBe(fs.readFileSync(served, 'utf8'));
    } finally {
      process.env.NODE_ENV = previous;
      fs.rmSync(outDir, {recursive: true, force: true});
    }
  }, 60_000);
});
