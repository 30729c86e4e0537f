import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {MarkdownCopyError, pageMarkdown, type SiteLinks} from '../../plugins/llms/markdown';
import {loadApiModel} from '../../plugins/openapi-docs';
import {operationsOfTag} from '../../lib/openapi/model';
import {sampleLanguages} from '../../lib/samples';
import {markdownPath} from '../../lib/markdown/url';
import {listDocs, repoRoot} from './helpers/docs';

const ORIGIN = 'https://docs.tessera.example';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-markdown-'));
const docsDir = path.join(tmp, 'docs');
afterAll(() => fs.rmSync(tmp, {recursive: true, force: true}));

/** Links as the plugin resolves them, for files that exist under the temporary docs/. */
const links: SiteLinks = {
  absolute: (sitePath) => `${ORIGIN}${sitePath}`,
  markdownOfFile: (docsFile) =>
    fs.existsSync(path.join(docsDir, docsFile)) ? `${ORIGIN}/docs/${docsFile.replace(/\.mdx?$/, '')}.md` : undefined,
  markdownOfRoute: (route) => (route.startsWith('/docs/') ? `${ORIGIN}${markdownPath(route)}` : undefined),
  api: () => loadApiModel(repoRoot),
};

function write(docsFile: string, source: string): string {
  const file = path.join(docsDir, docsFile);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, source);
  return file;
}

function convert(source: string, frontMatter: Record<string, unknown> = {}, docsFile = 'renderer/page.mdx'): string {
  const file = write(docsFile, `---\ntitle: A page\n---\n\n${source}`);
  return pageMarkdown(
    {file, docsFile, title: 'A page', description: 'What the page is about, in one sentence.', frontMatter},
    links,
    docsDir,
  );
}

describe('the Markdown copy of an MDX page', () => {
  it('starts with the title and the description, and drops the front matter', () => {
    const md = convert('Some text.');
    expect(md.startsWith('# A page\n\n> What the page is about, in one sentence.\n\nSome text.')).toBe(true);
    expect(md).not.toContain('title: A page');
  });

  it('turns the facts box into a list, with the deprecation notice before it', () => {
    const md = convert('The option.\n\n<Facts />\n\nMore.', {
      kind: 'option',
      type: 'number | string',
      default: '"{}"',
      values: ['continue', 'start'],
      required: true,
      since: 'v2',
      status: 'deprecated',
      replacedBy: 'session',
    });
    expect(md).toContain('> **Deprecated**\n>\n> Still accepted, but do not use it in new code. Use `session` instead.');
    expect(md).toContain(
      '- **Type:** `number | string`\n- **Required:** Yes\n- **Default:** `"{}"`\n- **Allowed values:** `continue`, `start`\n- **Since:** v2',
    );
    expect(md).not.toContain('<Facts');
  });

  it('writes the "Invalid value" row the build derives from domain/, with its code as code', () => {
    const md = convert('The option.\n\n<Facts />', {
      kind: 'option',
      type: 'string[]',
      status: 'current',
      invalidValue: 'An empty array, or `channels` together with `events`: rendering fails.',
    });
    expect(md).toContain(
      '- **Type:** `string[]`\n- **Invalid value:** An empty array, or `channels` together with `events`: rendering fails.',
    );
  });

  it('writes an http samples fence as one fenced block per sample language', () => {
    const md = convert('```http samples\nPOST /events/YOUR_EVENT_KEY/actions/book\n\n{"objects": ["A-1"]}\n```');
    const fences = [...md.matchAll(/^```(\S+) title="([^"]+)"$/gm)].map((m) => [m[1], m[2]]);
    expect(fences).toEqual(sampleLanguages.map((language) => [language.fence, language.label]));
    expect(md).toContain('curl -X POST https://api-eu.tessera.example/events/YOUR_EVENT_KEY/actions/book');
    expect(md).not.toContain('```http');
  });

  it('stops on a malformed samples fence, naming the file', () => {
    expect(() => convert('```http samples\nFETCH /x\n```')).toThrow(/docs\/renderer\/page\.mdx:\d+: malformed ```http samples fence/);
  });

  it("turns <OperationList /> into a table of the tag's operations linking to their Markdown copies", () => {
    const md = convert('<OperationList />', {kind: 'resource', tag: 'hold-tokens'}, 'api/tokens.mdx');
    const operations = operationsOfTag(loadApiModel(repoRoot), 'hold-tokens');
    expect(md).toContain('| Method | Path | Operation |');
    for (const op of operations)
      expect(md).toMatch(new RegExp(`\\| ${op.method} \\| \`[^\`]+\` \\| \\[${op.summary}\\]\\(${ORIGIN}/docs/api/[\\w/-]+\\.md\\)`));
  });

  it('turns <Figure /> into an image of its SVG with the alt text', () => {
    const md = convert('<Figure scene="renderer/session-flow" alt="A buyer holds two seats" />');
    expect(md).toContain(`![A buyer holds two seats](${ORIGIN}/img/figures/renderer/session-flow.svg)`);
  });

  it('refuses a figure without alt text', () => {
    expect(() => convert('<Figure scene="renderer/x" />')).toThrow(MarkdownCopyError);
  });

  it('turns admonitions into blockquotes that open with their title', () => {
    const md = convert(':::warning[Keep it secret]\n\nThe **secret key** stays on your server.\n\n:::\n\n:::tip\n\nUse a session.\n\n:::');
    expect(md).toContain('> **Keep it secret**\n>\n> The **secret key** stays on your server.');
    expect(md).toContain('> **Tip**\n>\n> Use a session.');
    expect(md).not.toContain(':::');
  });

  it('keeps a colon in prose that is not a directive', () => {
    expect(convert('Doors open at 19:30 and the ratio is 3:name.')).toContain('Doors open at 19:30 and the ratio is 3:name.');
  });

  it('drops imports and MDX comments, and inlines imported snippets', () => {
    write('snippets/lane.mdx', '---\ntitle: Lane\nkind: snippet\n---\n\nThis call runs in the [priority lane](../api/rate-limit.mdx).\n');
    write('api/rate-limit.mdx', '---\ntitle: Rate limit\n---\n\nText.\n');
    const md = convert(
      "import Lane from '../snippets/lane.mdx';\n\n## divId {/* #divid */}\n\n<Lane />\n\n{/* A note for writers. */}\n\nEnd.",
    );
    expect(md).toContain('## divId\n\nThis call runs in the [priority lane](https://docs.tessera.example/docs/api/rate-limit.md).\n\nEnd.');
    expect(md).not.toMatch(/import|\{\/\*|&#x20;/);
  });

  it('points relative links at the Markdown copies, keeping anchors, and makes site paths absolute', () => {
    write('renderer/config-session.mdx', '---\ntitle: session\n---\n\nText.\n');
    const md = convert(
      'See [session](./config-session.mdx#values), the [changelog](/changelog) and [MDN](https://developer.mozilla.org/).',
    );
    expect(md).toContain('[session](https://docs.tessera.example/docs/renderer/config-session.md#values)');
    expect(md).toContain('[changelog](https://docs.tessera.example/changelog)');
    expect(md).toContain('[MDN](https://developer.mozilla.org/)');
  });

  it('stops on a link to a page that does not exist', () => {
    expect(() => convert('See [nothing](./no-such-page.mdx).')).toThrow(
      /docs\/renderer\/page\.mdx:\d+: the link \.\/no-such-page\.mdx points at no docs page/,
    );
  });

  it('keeps code titles and drops line highlights', () => {
    const md = convert('```js title="checkout.html" {3-4}\nconst a = 1;\n```');
    expect(md).toContain('```js title="checkout.html"\nconst a = 1;\n```');
  });

  it('writes tabs one after the other under their labels', () => {
    const md = convert(
      '<Tabs>\n<TabItem value="node" label="Node.js">\n\n```js\nrun();\n```\n\n</TabItem>\n<TabItem value="py" label="Python">\n\n```python\nrun()\n```\n\n</TabItem>\n</Tabs>',
    );
    expect(md).toContain('**Node.js**\n\n```js\nrun();\n```\n\n**Python**\n\n```python\nrun()\n```');
  });

  it('leaves the interactive webhook lab out and keeps the prose that describes it', () => {
    const md = convert("import WebhookLab from '@site/src/components/WebhookLab';\n\nThe lab checks signatures.\n\n<WebhookLab />\n\nEnd.");
    expect(md).toContain('The lab checks signatures.\n\nEnd.');
    expect(md).not.toContain('WebhookLab');
  });

  it('turns a field list into a table that keeps each description, one-line or over several lines', () => {
    const md = convert(
      [
        '<FieldList>',
        '<Field name="key" type="string" required>The chart key, a `UUID`. See [events](https://example.com/e).</Field>',
        '<Field name="status" type="string">',
        '',
        'Whether the chart is *in use*.',
        '',
        '</Field>',
        '</FieldList>',
      ].join('\n'),
    );
    expect(md).toContain('| `key` | string | Yes | The chart key, a `UUID`. See [events](https://example.com/e). |');
    expect(md).toContain('| `status` | string | No | Whether the chart is _in use_. |');
  });

  it('leaves the Required column out of a field list none of whose fields carries required, as the site shows no badge', () => {
    const md = convert(
      [
        '<FieldList>',
        '<Field name="key" type="string">The channel key.</Field>',
        '<Field name="index" type="integer">Its position.</Field>',
        '</FieldList>',
      ].join('\n'),
    );
    expect(md).toContain('| Name | Type | Description |');
    expect(md).toContain('| `key` | string | The channel key. |');
    expect(md).not.toContain('Required');
  });

  it('stops on a component it has no Markdown form for, naming it', () => {
    expect(() => convert('<Carousel items={3} />')).toThrow(/<Carousel> has no Markdown form/);
  });
});

describe('the Markdown copies of the real docs', () => {
  const docs = listDocs();
  const model = loadApiModel(repoRoot);
  const known = new Set(docs.map((doc) => doc.relPath));
  const realLinks: SiteLinks = {
    ...links,
    markdownOfFile: (docsFile) =>
      known.has(docsFile) || model.pages.some((page) => page.file === docsFile)
        ? `${ORIGIN}/docs/${docsFile.replace(/\.mdx?$/, '')}.md`
        : undefined,
  };

  it('converts every hand-written page, leaving no MDX behind', () => {
    const leftovers: string[] = [];
    for (const doc of docs) {
      const title = String(doc.frontMatter.title ?? doc.relPath);
      const md = pageMarkdown(
        {file: doc.absPath, docsFile: doc.relPath, title, frontMatter: doc.frontMatter},
        realLinks,
        path.join(repoRoot, 'docs'),
      );
      // Outside code nothing of MDX may remain: imports, JSX components, comments, relative links.
      const prose = md.replace(/^ *(```+|~~~+)[^\n]*\n[\s\S]*?\n *\1$/gm, '').replace(/`[^`\n]*`/g, '');
      const found = /^import |<[A-Z][A-Za-z]*[\s/>]|\{\/\*|\]\((?!https?:|#|mailto:)[^)]*\)/m.exec(prose);
      if (found) leftovers.push(`${doc.relPath}: ${found[0]}`);
    }
    expect(leftovers).toEqual([]);
  }, 120_000);
});
