/**
 * Golden output of the llms plugin (plugins/llms: buildLlmsFiles), the
 * safety net for refactoring it: a small site in a temporary folder, with two
 * sidebars (one opened by a navbar item, one not), a category with its own
 * page, a page unlisted by front matter and one by Docusaurus, a page in no
 * sidebar, a snippet, a base URL, and a REST operation page generated from a
 * small OpenAPI document. Every file the plugin makes, and what a second build
 * with the cache makes after a snippet changes, hash as recorded in
 * tests/golden/llms.json.
 *
 * After a change that is meant to alter these files, read them, then rewrite
 * the record with `UPDATE_GOLDEN=1 npx vitest run tests/unit/llms-golden.test.ts`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {afterAll, describe, expect, it} from 'vitest';
import {buildLlmsFiles, type CopyCache, type LlmsOptions} from '../../plugins/llms';
import {loadApiModel} from '../../plugins/openapi-docs';
import {repoRoot} from './helpers/docs';

const MANIFEST = path.join(repoRoot, 'tests/golden/llms.json');
const updating = process.env.UPDATE_GOLDEN === '1';
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-golden-'));
afterAll(() => fs.rmSync(siteDir, {recursive: true, force: true}));

function write(relative: string, content: string): void {
  fs.mkdirSync(path.dirname(path.join(siteDir, relative)), {recursive: true});
  fs.writeFileSync(path.join(siteDir, relative), content);
}

write(
  'openapi/tessera.yaml',
  `openapi: 3.1.0
info: {title: Example, version: '1'}
tags: [{name: events, description: Events.}]
paths:
  /events/{eventKey}:
    get:
      operationId: retrieveEvent
      summary: Retrieve an event
      description: Returns one event.
      tags: [events]
      x-slug: retrieve-an-event
      parameters:
        - {name: eventKey, in: path, required: true, schema: {type: string}, example: concert-2025-11-21}
      responses:
        '200':
          description: The event.
          content:
            application/json:
              schema: {type: object, properties: {key: {type: string}}}
              example: {key: concert-2025-11-21}
components:
  schemas:
    ErrorCode:
      oneOf: []
`,
);
write(
  'docs/intro.mdx',
  '---\ntitle: Introduction\n---\n\nStart with the [guide](./guides/hold.mdx) or [the events](/docs/reference), [the fields](/base/docs/reference/) and [a missing page](/base/docs/nowhere).\n',
);
write('docs/guides/index.mdx', '---\ntitle: Guides\n---\n\nThe guides, one task each.\n');
write(
  'docs/guides/hold.mdx',
  "---\ntitle: Hold seats\n---\n\nimport Note from '../snippets/note.mdx';\n\n## Steps\n\n<Note />\n\n```js\nhold(['A-1']);\n```\n",
);
write('docs/guides/draft.mdx', '---\ntitle: Draft\nunlisted: true\n---\n\nNot listed yet.\n');
write('docs/snippets/note.mdx', '---\ntitle: Note\n---\n\nHolds expire.\n');
write('docs/extra.mdx', '---\ntitle: Extra\n---\n\nOutside every sidebar.\n');
write('docs/reference.mdx', '---\ntitle: Reference\n---\n\n| Field | Meaning |\n| --- | --- |\n| key | The event key |\n');

const apiFile = loadApiModel(siteDir).pages[0]?.file ?? 'api/operations/missing.mdx';

type Doc = LoadedVersion['docs'][number];
const doc = (id: string, file: string, permalink: string, title: string, description: string, extra: Partial<Doc> = {}): Doc =>
  ({id, permalink, title, description, source: `@site/docs/${file}`, frontMatter: {}, unlisted: false, ...extra}) as Doc;

const version = {
  docs: [
    doc('intro', 'intro.mdx', '/base/docs/', 'Introduction', 'Where to start.', {sidebar: 'main'}),
    doc('guides/index', 'guides/index.mdx', '/base/docs/guides/', 'Guides', 'The guides.', {sidebar: 'main'}),
    doc('guides/hold', 'guides/hold.mdx', '/base/docs/guides/hold', 'Hold seats', 'Hold seats while a buyer pays.', {sidebar: 'main'}),
    doc('guides/draft', 'guides/draft.mdx', '/base/docs/guides/draft', 'Draft', 'A draft.', {
      sidebar: 'main',
      frontMatter: {unlisted: true},
    }),
    doc('snippets/note', 'snippets/note.mdx', '/base/docs/snippets/note', 'Note', 'A snippet.', {unlisted: true}),
    doc('extra', 'extra.mdx', '/base/docs/extra', 'Extra', 'A page in no sidebar.'),
    doc('reference', 'reference.mdx', '/base/docs/reference', 'Reference', 'The fields.', {sidebar: 'api'}),
    doc('api/event', apiFile, '/base/docs/api/retrieve-an-event', 'Retrieve an event', 'Returns one event.', {sidebar: 'api'}),
  ],
  sidebars: {
    main: [
      {type: 'doc', id: 'intro'},
      {
        type: 'category',
        label: 'Guides',
        collapsed: true,
        collapsible: true,
        link: {type: 'doc', id: 'guides/index'},
        items: [
          {type: 'doc', id: 'guides/hold'},
          {type: 'doc', id: 'guides/draft'},
          {type: 'link', href: 'https://elsewhere.example'},
        ],
      },
      {type: 'ref', id: 'intro'},
    ],
    api: [
      {type: 'doc', id: 'reference'},
      {type: 'category', label: 'Events', collapsed: true, collapsible: true, items: [{type: 'doc', id: 'api/event'}]},
    ],
  },
} as unknown as LoadedVersion;

const context = {siteDir, baseUrl: '/base/', siteConfig: {url: 'https://docs.example/'}} as Parameters<typeof buildLlmsFiles>[0];
const options: LlmsOptions = {
  title: 'Example',
  summary: 'Docs of an example.',
  navbar: [{to: '/base/docs/', label: 'Guide'}, {to: '/base/docs/intro-again', label: 'Nothing'}, {label: 'No link'}],
  optional: [{title: 'Changelog', path: '/changelog', description: 'What changed.'}],
  changelogTitle: 'Releases',
};

const hashes = (files: Map<string, string>) =>
  Object.fromEntries([...files].sort(([a], [b]) => a.localeCompare(b)).map(([file, text]) => [file, sha256(text)]));

const cache: CopyCache = new Map();
const first = buildLlmsFiles(context, version, options, cache);
write('docs/snippets/note.mdx', '---\ntitle: Note\n---\n\nHolds expire after 15 minutes.\n');
const second = buildLlmsFiles(context, {...version, docs: version.docs.filter((d) => d.id !== 'extra')} as LoadedVersion, options, cache);
const current = {
  first: {pages: first.pages, listed: first.listed, files: hashes(first.files)},
  second: {pages: second.pages, listed: second.listed, files: hashes(second.files), cached: [...cache.keys()].sort()},
};
if (updating) fs.writeFileSync(MANIFEST, `${JSON.stringify(current, null, 2)}\n`);

describe('llms golden output', () => {
  it('the operation page comes from the OpenAPI document', () => {
    expect(apiFile).toMatch(/^api\/operations\//);
    expect(first.files.get('base/docs/api/retrieve-an-event.md') ?? first.files.get('docs/api/retrieve-an-event.md')).toBeDefined();
  });

  it('every file, and the files of a second build from the cache, hash as recorded (tests/golden/llms.json)', () => {
    expect(current).toEqual(JSON.parse(fs.readFileSync(MANIFEST, 'utf8')));
  });
});
