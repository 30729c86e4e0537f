/**
 * The operation pages are written by the openapi-docs plugin when Docusaurus
 * initialises it, and never by evaluating docusaurus.config.ts: the config is
 * also read by tools that build nothing, and a site checked out afresh (no
 * docs/api/operations/) must stay as it is until a plugin runs.
 *
 * They run against a copy of the site in a temp folder whose docs/ holds the
 * hand-written pages only, with its own openapi/ to edit; the rest of the
 * site is linked in.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {afterAll, describe, expect, it} from 'vitest';
import openApiDocsPlugin, {loadApiModel, SANDBOX_OPERATIONS_FILE} from '../../plugins/openapi-docs';
import {compactOperations} from '../../lib/sandbox';
import {OPERATIONS_DIR} from '../../lib/openapi/model';
import {docsRoot, repoRoot} from './helpers/docs';

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-config-'));
const operationsDir = path.join(site, 'docs', OPERATIONS_DIR);

for (const entry of fs.readdirSync(repoRoot)) {
  if (entry.startsWith('.') || ['docs', 'openapi', 'docusaurus.config.ts'].includes(entry) || entry.startsWith('build')) continue;
  fs.symlinkSync(path.join(repoRoot, entry), path.join(site, entry));
}
// A copy, not a link: Node would resolve a link to the repository and the config's __dirname with it.
fs.copyFileSync(path.join(repoRoot, 'docusaurus.config.ts'), path.join(site, 'docusaurus.config.ts'));
fs.cpSync(path.join(repoRoot, 'openapi'), path.join(site, 'openapi'), {recursive: true});
fs.cpSync(docsRoot, path.join(site, 'docs'), {recursive: true, filter: (source) => source !== path.join(docsRoot, OPERATIONS_DIR)});

const context = {siteDir: site, generatedFilesDir: path.join(site, '.docusaurus'), baseUrl: '/'} as unknown as LoadContext;
let plugin: ReturnType<typeof openApiDocsPlugin> | undefined;

afterAll(() => fs.rmSync(site, {recursive: true, force: true}));

/** Every file and folder of the temp site itself (links are not followed), with its size and modification time. */
function snapshot(): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of fs.readdirSync(site, {recursive: true, withFileTypes: true})) {
    const file = path.join(entry.parentPath, entry.name);
    const stat = fs.lstatSync(file);
    out.set(path.relative(site, file), `${stat.size} ${stat.mtimeMs}`);
  }
  return out;
}

describe('the REST operation pages', () => {
  it('are not written when docusaurus.config.ts is evaluated', () => {
    expect(fs.existsSync(operationsDir)).toBe(false);
    const before = snapshot();
    // As Docusaurus loads the config (@docusaurus/utils loadFreshModule): through jiti, in a process of its own.
    const script = [
      "const path = require('node:path');",
      "const load = require('jiti')(path.join(process.cwd(), 'evaluate.js'), {requireCache: false, interopDefault: true});",
      "const config = load(path.join(process.cwd(), 'docusaurus.config.ts'));",
      'process.stdout.write(JSON.stringify({title: config.title, plugins: config.plugins.length}));',
    ].join('\n');
    const output = execFileSync(process.execPath, ['-e', script], {cwd: site, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']});
    // The config really was evaluated, down to its plugin list.
    expect(JSON.parse(output)).toMatchObject({title: expect.any(String), plugins: expect.any(Number)});
    expect(fs.existsSync(operationsDir)).toBe(false);
    expect(snapshot()).toEqual(before);
  }, 120_000);

  it('are written by the plugin function, before any loadContent', () => {
    plugin = openApiDocsPlugin(context);
    const files = loadApiModel(site)
      .pages.map((page) => page.file)
      .sort();
    const written = fs.readdirSync(operationsDir, {recursive: true, withFileTypes: true}).filter((entry) => entry.isFile());
    const relative = (entry: fs.Dirent) =>
      path.relative(path.join(site, 'docs'), path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    expect(written.map(relative).sort()).toEqual(files);
    for (const file of files) {
      expect(fs.readFileSync(path.join(site, 'docs', file), 'utf8'), file).toBe(fs.readFileSync(path.join(docsRoot, file), 'utf8'));
    }
    // With the sandbox's operations data for the REST console, made from the same document.
    const data = JSON.parse(fs.readFileSync(path.join(context.generatedFilesDir, SANDBOX_OPERATIONS_FILE), 'utf8'));
    expect(data).toEqual(JSON.parse(JSON.stringify(compactOperations(loadApiModel(site)))));
  }, 120_000);

  it('are written again when openapi/ changes, as the dev server reloads the plugin', async () => {
    const pathsDir = path.join(site, 'openapi', 'paths');
    const edited = fs
      .readdirSync(pathsDir)
      .sort()
      .map((name) => path.join(pathsDir, name))
      .find((file) => /^ {2}summary: .+$/m.test(fs.readFileSync(file, 'utf8')))!;
    fs.writeFileSync(edited, fs.readFileSync(edited, 'utf8').replace(/^ {2}summary: .+$/m, '  summary: Summary edited by a test'));
    // The dev server calls loadContent again on the plugin it initialised (reloadPlugin); nothing builds it anew.
    await plugin!.loadContent!();
    const pages = fs.readdirSync(operationsDir, {recursive: true, withFileTypes: true}).filter((entry) => entry.isFile());
    const changed = pages.filter((entry) =>
      fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8').includes('Summary edited by a test'),
    );
    expect(changed.length).toBeGreaterThan(0);
    const data = fs.readFileSync(path.join(context.generatedFilesDir, SANDBOX_OPERATIONS_FILE), 'utf8');
    expect(data).toContain('"summary":"Summary edited by a test"');
  }, 120_000);
});
