/**
 * `npm run mcp`: the docs as an MCP server over stdio, for Claude Desktop,
 * Claude Code and other MCP clients (README, "MCP server"). It reads a built
 * site: `build/` of this repository, or the folder given with `--build <dir>`
 * or TESSERA_DOCS_BUILD. Stdout carries the protocol; messages go to stderr.
 * Stdin passes through LineGuard (lines.ts) first: a line that is not a
 * JSON-RPC message, or is longer than MAX_LINE_BYTES, gets a JSON-RPC error
 * and a line on stderr, and the server keeps serving.
 */
import fs from 'node:fs';
import path from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {site as brand} from '../../config/site';
import {LineGuard, MAX_LINE_BYTES} from './lines';
import {createDocsServer, SERVER_NAME} from './server';
import {openSite} from './site';

function buildDirFrom(argv: string[], env: NodeJS.ProcessEnv): string {
  const flag = argv.indexOf('--build');
  if (flag >= 0 && !argv[flag + 1]) throw new Error('--build needs a folder: --build path/to/build');
  const chosen = flag >= 0 ? argv[flag + 1] : env.TESSERA_DOCS_BUILD;
  return path.resolve(chosen ?? path.join(__dirname, '..', '..', 'build'));
}

async function main(): Promise<void> {
  const buildDir = buildDirFrom(process.argv.slice(2), process.env);
  for (const needed of ['search-index/manifest.json', 'openapi.yaml', 'llms.txt']) {
    if (!fs.existsSync(path.join(buildDir, needed))) {
      throw new Error(`${path.join(buildDir, needed)} is missing: run \`npm run build\` first, or pass --build <dir> with a built site`);
    }
  }
  const {version} = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as {version: string};
  const server = createDocsServer(openSite(buildDir, brand.url), version);
  // Lines reach the transport whole and under the limit, so its own buffer (which closes it when full) never fills.
  const lines = new LineGuard((refusal) => {
    console.error(`${SERVER_NAME}: ${refusal.note}`);
    transport.send(refusal.reply).catch(() => undefined);
  });
  const transport = new StdioServerTransport(lines, process.stdout, {maxBufferSize: 2 * MAX_LINE_BYTES});
  await server.connect(transport);
  process.stdin.on('error', (error) => console.error(`${SERVER_NAME}: stdin failed (${error.message})`));
  process.stdin.pipe(lines);
  console.error(`${SERVER_NAME}: serving ${buildDir} over stdio`);
}

main().catch((error: unknown) => {
  console.error(`${SERVER_NAME}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
