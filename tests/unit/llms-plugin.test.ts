import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {afterAll, describe, expect, it} from 'vitest';
import {buildLlmsFiles, type ChangelogPost, type CopyCache, type LlmsOptions} from '../../plugins/llms';

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-plugin-'));
afterAll(() => fs.rmSync(siteDir, {recursive: true, force: true}));

function write(relative: string, content: string): void {
  fs.mkdirSync(path.dirname(path.join(siteDir, relative)), {recursive: true});
  fs.writeFileSync(path.join(siteDir, relative), content);
}

write('docs/intro.mdx', '---\ntitle: Introduction\n---\n\nStart with the [guide](./guides/hold.mdx).\n');
write('docs/guides/hold.mdx', "---\ntitle: Hold seats\n---\n\nimport Note from '../snippets/note.mdx';\n\n<Note />\n");
write('docs/snippets/note.mdx', '---\ntitle: Note\nunlisted: true\n---\n\nHolds expire.\n');
write('docs/extra.mdx', '---\ntitle: Extra\n---\n\nOutside every sidebar.\n');
write(
  'changelog/2024-03-11-holds.md',
  '---\ntitle: Longer holds\n---\n\nHolds last longer.\n\n<!-- truncate -->\n\nSee [hold seats](/docs/guides/hold#expiry) and [the list](/changelog).\n',
);
write('changelog/2025-01-02-later.md', '---\ntitle: Later\n---\n\nA later release.\n');

type Doc = LoadedVersion['docs'][number];
const doc = (id: string, permalink: string, title: string, description: string, extra: Partial<Doc> = {}): Doc =>
  ({id, permalink, title, description, source: `@site/docs/${id}.mdx`, frontMatter: {}, unlisted: false, ...extra}) as Doc;

const version = {
  docs: [
    doc('intro', '/docs/', 'Introduction', 'Where to start.', {sidebar: 'main'}),
    doc('guides/hold', '/docs/guides/hold', 'Hold seats', 'Hold seats while a buyer pays.', {sidebar: 'main'}),
    doc('snippets/note', '/docs/snippets/note', 'Note', 'A snippet.', {unlisted: true}),
    doc('extra', '/docs/extra', 'Extra', 'A page in no sidebar.'),
  ],
  sidebars: {
    main: [
      {type: 'doc', id: 'intro'},
      {type: 'category', label: 'Guides', collapsed: true, collapsible: true, items: [{type: 'doc', id: 'guides/hold'}]},
    ],
  },
} as unknown as LoadedVersion;

const context = {siteDir, baseUrl: '/', siteConfig: {url: 'https://docs.example'}} as Parameters<typeof buildLlmsFiles>[0];
const options: LlmsOptions = {
  title: 'Example',
  summary: 'Docs of an example.',
  navbar: [{to: '/docs/', label: 'Guide'}],
  optional: [{title: 'Changelog', path: '/changelog', description: 'What changed.'}],
  changelogTitle: 'Releases',
};

describe("the llms plugin's files", () => {
  const cache: CopyCache = new Map();
  const output = buildLlmsFiles(context, version, options, cache);

  it('writes a copy of every doc, unlisted ones included, at its path plus .md', () => {
    expect([...output.files.keys()].filter((file) => file.endsWith('.md')).sort()).toEqual([
      'docs.md',
      'docs/extra.md',
      'docs/guides/hold.md',
      'docs/snippets/note.md',
    ]);
    expect(output.files.get('docs.md')).toContain('Start with the [guide](https://docs.example/docs/guides/hold.md).');
    expect(output.files.get('docs/guides/hold.md')).toContain('Holds expire.');
  });

  it('lists listed pages by sidebar, named after the navbar item that opens it, then the others', () => {
    const llms = output.files.get('llms.txt')!;
    expect(llms).toContain(
      '## Guide\n\n- [Introduction](https://docs.example/docs.md): Where to start.\n- [Hold seats](https://docs.example/docs/guides/hold.md): Hold seats while a buyer pays.\n\n## Other pages\n\n- [Extra](https://docs.example/docs/extra.md): A page in no sidebar.\n\n## Optional\n\n- [Changelog](https://docs.example/changelog): What changed.',
    );
    expect(llms).not.toContain('snippets/note');
    expect(output.listed).toBe(3);
    expect(output.files.get('llms-full.txt')!.indexOf('# Introduction')).toBeLessThan(
      output.files.get('llms-full.txt')!.indexOf('# Hold seats'),
    );
  });

  it('converts again only the pages whose sources changed, snippets included', () => {
    const before = new Map([...cache].map(([id, entry]) => [id, entry]));
    write('docs/snippets/note.mdx', '---\ntitle: Note\nunlisted: true\n---\n\nHolds expire after 15 minutes.\n');
    const again = buildLlmsFiles(context, version, options, cache);
    expect(again.files.get('docs/guides/hold.md')).toContain('Holds expire after 15 minutes.');
    expect(cache.get('intro')).toBe(before.get('intro'));
    expect(cache.get('guides/hold')).not.toBe(before.get('guides/hold'));
  });

  it('copies changelog posts, newest first, under their day, and lists them after the docs', () => {
    const posts: ChangelogPost[] = [
      {
        permalink: '/changelog/2024/03/11/holds',
        title: 'Longer holds',
        description: 'Holds last longer.',
        date: new Date('2024-03-11'),
        source: '@site/changelog/2024-03-11-holds.md',
      },
      {
        permalink: '/changelog/2025/01/02/later/',
        title: 'Later',
        description: 'A later release.',
        date: '2025-01-02T00:00:00.000Z',
        source: '@site/changelog/2025-01-02-later.md',
      },
    ];
    const withPosts = buildLlmsFiles(context, version, options, new Map(), posts);
    expect(withPosts.files.get('changelog/2024/03/11/holds.md')).toBe(
      '# Longer holds\n\nPublished 2024-03-11.\n\nHolds last longer.\n\nSee [hold seats](https://docs.example/docs/guides/hold.md#expiry) and [the list](https://docs.example/changelog).\n',
    );
    const llms = withPosts.files.get('llms.txt')!;
    expect(llms).toContain(
      '## Releases\n\n- [Later](https://docs.example/changelog/2025/01/02/later.md): A later release.\n- [Longer holds](https://docs.example/changelog/2024/03/11/holds.md): Holds last longer.\n\n## Optional',
    );
    const full = withPosts.files.get('llms-full.txt')!;
    expect(full.indexOf('# Extra')).toBeLessThan(full.indexOf('# Later'));
    expect(full).toContain(
      '# Longer holds\n\nSource: https://docs.example/changelog/2024/03/11/holds.md\n\nPublished 2024-03-11.\n\nHolds last longer.',
    );
  });

  it('forgets pages that are gone', () => {
    buildLlmsFiles(context, {...version, docs: version.docs.filter((d) => d.id !== 'extra')} as LoadedVersion, options, cache);
    expect(cache.has('extra')).toBe(false);
  });
});
