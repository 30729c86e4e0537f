/**
 * `npm run mcp`: the docs as an MCP server over stdio, for Claude Desktop,
 * Claude Code and other MCP clients (README, "MCP server"). It reads a built
 * site: `build/` of this repository, or the folder given with `--build <dir>`
 * or TESSERA_DOCS_BUILD. Stdout carries the protocol; messages go to stderr.
 */
import fs from 'node:fs';
import path from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {site as brand} from '../../config/site';
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
  await server.connect(new StdioServerTransport());
  console.error(`${SERVER_NAME}: serving ${buildDir} over stdio`);
}

main().catch((error: unknown) => {
  console.error(`${SERVER_NAME}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
