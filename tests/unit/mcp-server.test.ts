/**
 * The MCP server, spawned as a client runs it (`npm run mcp`, stdio) and
 * driven by the SDK's own client over a real stdio transport, against a small
 * built site: a search index made by the build's own code, Markdown copies,
 * and the real OpenAPI document.
 */
import {spawn, spawnSync, type ChildProcessWithoutNullStreams} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {bundledYaml} from '../../plugins/openapi-docs';
import {repoRoot} from './helpers/docs';
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
  }, 60_000);
});

/** The server as a client would spawn it, driven with raw bytes on stdin: what it answers, what it says on stderr. */
class RawServer {
  readonly child: ChildProcessWithoutNullStreams;
  readonly messages: Record<string, unknown>[] = [];
  stderr = '';
  private pending = '';
  exitCode: number | null = null;

  constructor() {
    this.child = spawn(process.execPath, [JITI, MAIN, '--build', buildDir], {cwd: repoRoot});
    this.child.stdout.on('data', (chunk: Buffer) => {
      const lines = (this.pending + chunk.toString()).split('\n');
      this.pending = lines.pop()!;
      for (const line of lines) this.messages.push(JSON.parse(line) as Record<string, unknown>);
    });
    this.child.stderr.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.child.on('exit', (code) => (this.exitCode = code ?? -1));
    this.child.stdin.on('error', () => undefined);
  }

  /** Writes the bytes and resolves once stdin took them (a client that writes 12 MB waits for the pipe too). */
  write(bytes: string | Buffer): Promise<void> {
    return new Promise((resolve) => this.child.stdin.write(bytes, () => resolve()));
  }

  /** The answer to request `id`, once it arrives. */
  async answer(id: number): Promise<Record<string, unknown>> {
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 20))) {
      const found = this.messages.find((m) => m.id === id);
      if (found) return found;
      if (this.exitCode !== null) throw new Error(`the server exited with status ${this.exitCode} before answering ${id}: ${this.stderr}`);
    }
    throw new Error(`no answer to ${id} within 30 s`);
  }

  async stop(): Promise<void> {
    if (this.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill();
    await exited;
  }
}

describe('the MCP server under malformed input', () => {
  let server: RawServer;
  const request = (id: number, method: string, params: Record<string, unknown> = {}) =>
    `${JSON.stringify({jsonrpc: '2.0', id, method, params})}\n`;
  const errors = () => server.messages.filter((m) => m.error !== undefined && m.id === undefined);

  beforeAll(async () => {
    server = new RawServer();
    await server.write(
      request(1, 'initialize', {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'fuzz', version: '1'}}),
    );
    await server.answer(1);
    await server.write('{"jsonrpc":"2.0","method":"notifications/initialized"}\n');
  }, 120_000);

  afterAll(() => server?.stop());

  it.each([
    ['text that is not JSON', -32700, 'hello\n'],
    ['JSON cut off midway', -32700, '{"jsonrpc":"2.0","id":7,"method":"tools/li\n'],
    ['bytes that are not UTF-8', -32700, Buffer.from([0xff, 0xfe, 0x7b, 0x0a])],
    ['JSON that is no JSON-RPC message', -32600, '{"hello":"world"}\n'],
    ['a list', -32600, '[1,2,3]\n'],
    ['a number', -32600, '42\n'],
    ['nesting 100,000 deep', -32600, `${'['.repeat(100_000)}${']'.repeat(100_000)}\n`],
  ])('answers %s with a JSON-RPC error %i, and keeps serving', async (_, code, line) => {
    const before = errors().length;
    await server.write(line);
    await expect.poll(() => errors().length, {timeout: 10_000}).toBe(before + 1);
    expect(errors().at(-1)).toMatchObject({jsonrpc: '2.0', error: {code, message: expect.any(String)}});
    const id = 100 + before;
    await server.write(request(id, 'tools/list'));
    expect(((await server.answer(id)).result as {tools: unknown[]}).tools).toHaveLength(4);
  });

  it('answers a request with a known id but no method as an invalid request for that id', async () => {
    await server.write('{"jsonrpc":"2.0","id":55,"params":{}}\n');
    expect(await server.answer(55)).toMatchObject({error: {code: -32600}});
  });

  it('survives a line over its size limit: an error on stdout and a clear line on stderr, then it keeps serving', async () => {
    const before = errors().length;
    // 12 MB in one line, as one write: past the SDK's own 10 MB limit, which ended the process silently.
    await server.write(
      `{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"search_docs","arguments":{"query":"${'a'.repeat(12 * 1024 * 1024)}"}}}\n`,
    );
    await expect.poll(() => errors().length, {timeout: 30_000}).toBe(before + 1);
    expect(errors().at(-1)).toMatchObject({error: {code: -32700, message: expect.stringMatching(/longer than/)}});
    expect(server.stderr).toMatch(/a message longer than \d+ MB arrived on stdin/);
    await server.write(request(300, 'tools/call', {name: 'search_docs', arguments: {query: 'hold token'}}));
    expect(JSON.stringify(await server.answer(300))).toContain('hold-tokens');
    expect(server.exitCode).toBeNull();
  }, 60_000);
});
