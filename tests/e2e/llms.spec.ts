/**
 * The files for AI tools in the production build: llms.txt lists every docs
 * page of the sitemap under its sidebar's section and every changelog post
 * under the changelog's, each link leading to a Markdown copy the build
 * wrote; llms-full.txt holds those copies in the same order; and the MCP
 * server answers from this build through the SDK's client.
 */
import fs from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {site} from '../../config/site';
import {test, expect} from './fixtures';
import {buildDir, sitemapPaths} from './site';

const llms = () => fs.readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
const links = () => [...llms().matchAll(/^- \[(?:\\.|[^\]])+\]\(([^)]+)\)/gm)].map((m) => m[1]);
const local = (url: string) => decodeURI(new URL(url).pathname);

test('llms.txt has the title, the summary and a section per sidebar', () => {
  const text = llms();
  expect(text.startsWith(`# ${site.title}\n\n> ${site.summary}\n`)).toBe(true);
  const sections = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
  expect(sections).toEqual(['First steps', 'Renderer', 'REST API', 'Event Manager', 'Designer', 'Changelog', 'Optional']);
});

test('llms.txt lists every docs page and changelog post of the sitemap, each with a Markdown copy in the build', () => {
  const listed = new Set(
    links()
      .filter((url) => url.endsWith('.md'))
      .map(local),
  );
  const pages = sitemapPaths().filter((page) => page.startsWith('/docs') || /^\/changelog\/\d{4}\/\d\d\/\d\d\//.test(page));
  expect(pages.filter((page) => page.startsWith('/changelog/')).length).toBeGreaterThan(10);
  expect(pages.filter((page) => !listed.has(`${page.replace(/\/$/, '')}.md`))).toEqual([]);
  expect([...listed].filter((file) => !fs.existsSync(path.join(buildDir, file)))).toEqual([]);
  expect(links().every((url) => url.startsWith(`${site.url}/`))).toBe(true);
});

test('llms-full.txt holds every listed page, in the order of llms.txt', () => {
  const full = fs.readFileSync(path.join(buildDir, 'llms-full.txt'), 'utf8');
  const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((m) => m[1]);
  expect(sources).toEqual(links().filter((url) => url.endsWith('.md')));
  const copy = fs.readFileSync(path.join(buildDir, 'docs/api/hold-tokens.md'), 'utf8');
  expect(full).toContain(copy.slice(copy.indexOf('\n')).trim());
  // A rule the changelog alone dates is there for a model, with its day.
  const post = fs.readFileSync(path.join(buildDir, 'changelog/2024/06/18/for-sale-rate-limit.md'), 'utf8');
  expect(post).toMatch(/^# .+\n\nPublished 2024-06-18\.\n\n/);
  expect(full).toContain(post.slice(post.indexOf('\n')).trim());
});

test.describe('the MCP server on the build', () => {
  let client: Client;
  const call = async (name: string, args: Record<string, unknown>) => {
    const result = (await client.callTool({name, arguments: args})) as CallToolResult;
    return result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
  };

  test.beforeAll(async () => {
    client = new Client({name: 'tessera-e2e', version: '1.0.0'});
    const root = path.resolve(__dirname, '../..');
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [path.join(root, 'node_modules/jiti/bin/jiti.js'), path.join(root, 'server/mcp/main.ts'), '--build', buildDir],
      cwd: root,
      stderr: 'pipe',
    });
    await client.connect(transport);
  });

  test.afterAll(async () => {
    await client?.close();
  });

  test("finds pages with the site's search and reads them", async () => {
    const found = await call('search_docs', {query: 'hold token', limit: 5});
    expect(found).toContain(`${site.url}/docs/api/hold-tokens`);
    const url = /^\d+\. .+\n {3}(\S+)/m.exec(found)?.[1];
    expect(url).toBeDefined();
    const page = await call('get_page', {url: url!});
    expect(page).toBe(fs.readFileSync(path.join(buildDir, `${local(url!).replace(/\/$/, '')}.md`), 'utf8'));
  });

  test('lists and describes the REST operations', async () => {
    const list = await call('list_operations', {});
    expect(list).toContain('- createHoldToken: POST /hold-tokens');
    const operation = await call('get_operation', {operationId: 'createHoldToken'});
    expect(operation).toContain('**Request:** `POST https://api-{region}.tessera.example/hold-tokens`');
    expect(operation).toContain(`${site.url}/docs/api/create-a-hold-token.md`);
  });
});
