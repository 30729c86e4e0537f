/**
 * The MCP server, spawned as a client runs it (`npm run mcp`, stdio) and
 * driven by the SDK's own client over a real stdio transport, against a small
 * built site: a search index made by the build's own code, Markdown copies,
 * and the real OpenAPI document.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {bundledYaml} from '../../plugins/openapi-docs';
import {repoRoot} from './lib/docs';
import {fixturePages, serveIndex} from './search-fixtures';

const JITI = path.join(repoRoot, 'node_modules', 'jiti', 'bin', 'jiti.js');
const MAIN = path.join(repoRoot, 'server', 'mcp', 'main.ts');
const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-build-'));
const HOLD_TOKENS_MD = '# Hold tokens\n\n> Hold seats while a buyer pays.\n\nCreate a hold token on your server.\n';
let client: Client;

function write(relative: string, content: string): void {
  fs.mkdirSync(path.dirname(path.join(buildDir, relative)), {recursive: true});
  fs.writeFileSync(path.join(buildDir, relative), content);
}

function text(result: unknown): string {
  return (result as CallToolResult).content.map((part) => (part.type === 'text' ? part.text : '')).join('');
}

async function call(name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({name, arguments: args})) as CallToolResult;
}

beforeAll(async () => {
  for (const [name, content] of serveIndex(fixturePages).files) write(`search-index/${name}`, content);
  write('docs/api/hold-tokens.md', HOLD_TOKENS_MD);
  write('docs.md', '# Introduction\n\nWhat Tessera does.\n');
  write('openapi.yaml', bundledYaml(repoRoot));
  write('llms.txt', '# Tessera\n');
  client = new Client({name: 'tessera-docs-test', version: '1.0.0'});
  await client.connect(
    new StdioClientTransport({command: process.execPath, args: [JITI, MAIN, '--build', buildDir], cwd: repoRoot, stderr: 'pipe'}),
  );
}, 120_000);

afterAll(async () => {
  await client?.close();
  fs.rmSync(buildDir, {recursive: true, force: true});
});

describe('the MCP server', () => {
  it('offers the four tools, with input schemas', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_operation', 'get_page', 'list_operations', 'search_docs']);
    const search = tools.find((tool) => tool.name === 'search_docs')!;
    expect(search.inputSchema.required).toEqual(['query']);
  });

  it("searches with the site's engine and ranking, answering titles, URLs and plain-text excerpts", async () => {
    const result = await call('search_docs', {query: 'hold token', limit: 3});
    const answer = text(result);
    expect(result.isError).toBeFalsy();
    expect(answer).toMatch(/^\d+ pages match "hold token"; the best 3:/);
    expect(answer).toContain(
      'https://docs.tessera.example/docs/api/hold-tokens (Markdown: https://docs.tessera.example/docs/api/hold-tokens.md)',
    );
    expect(answer).not.toMatch(/<\/?mark>|\[object Object\]/);
    expect(answer.match(/^\d+\. /gm)).toHaveLength(3);
  });

  it('says so when nothing matches', async () => {
    expect(text(await call('search_docs', {query: 'zzqxv'}))).toContain('No results for "zzqxv"');
  });

  it("returns a page's Markdown by URL, path or Markdown URL", async () => {
    for (const url of [
      'https://docs.tessera.example/docs/api/hold-tokens#create-a-hold-token',
      '/docs/api/hold-tokens',
      'docs/api/hold-tokens.md',
    ]) {
      expect(text(await call('get_page', {url})), url).toBe(HOLD_TOKENS_MD);
    }
    expect(text(await call('get_page', {url: '/docs/'}))).toContain('# Introduction');
  });

  it('answers an unknown page, another site or a path outside the build as an error the model can act on', async () => {
    const missing = await call('get_page', {url: '/docs/no-such-page'});
    expect(missing.isError).toBe(true);
    expect(text(missing)).toContain('search_docs');
    expect((await call('get_page', {url: 'https://example.com/docs/api/hold-tokens'})).isError).toBe(true);
    const outside = await call('get_page', {url: '/../../../etc/passwd'});
    expect(outside.isError).toBe(true);
    expect(text(outside)).not.toContain('root:');
  });

  it('lists the REST operations, all or by tag', async () => {
    const all = text(await call('list_operations', {}));
    expect(all).toContain('## Hold tokens (tag: hold-tokens)');
    expect(all).toContain('- bookObjects: POST /events/{eventKey}/actions/book (Book objects)');
    const tokens = text(await call('list_operations', {tag: 'hold-tokens'}));
    expect(tokens).toContain('- createHoldToken: POST /hold-tokens');
    expect(tokens).not.toContain('bookObjects');
    const unknown = await call('list_operations', {tag: 'tickets'});
    expect(unknown.isError).toBe(true);
    expect(text(unknown)).toMatch(/Unknown tag "tickets". Tags: .*hold-tokens/);
  });

  it('describes one operation: request, parameters, schemas and examples', async () => {
    const answer = text(await call('get_operation', {operationId: 'bookObjects'}));
    expect(answer).toContain('**Request:** `POST https://api-{region}.tessera.example/events/{eventKey}/actions/book`');
    expect(answer).toContain('## Path parameters');
    expect(answer).toContain('## Request body');
    expect(answer).toContain('curl -X POST https://api-eu.tessera.example/events/YOUR_EVENT_KEY/actions/book');
    expect(answer).toContain('## Response');
    const typo = await call('get_operation', {operationId: 'bookObject'});
    expect(typo.isError).toBe(true);
    expect(text(typo)).toContain('Did you mean bookObjects');
  });

  it('rejects input outside the schema before running a tool', async () => {
    const outcome = await call('search_docs', {query: '', limit: 500}).then(
      (result) => ({isError: result.isError === true, message: text(result)}),
      (error: Error) => ({isError: true, message: error.message}),
    );
    expect(outcome.isError).toBe(true);
    expect(outcome.message).toMatch(/query|limit/);
  });
});

describe('npm run mcp without a built site', () => {
  it('exits with a message that says to build first', () => {
    const run = spawnSync(process.execPath, [JITI, MAIN, '--build', path.join(buildDir, 'missing')], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/search-index\/manifest\.json is missing: run `npm run build` first/);
  });
});
