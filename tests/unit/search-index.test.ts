/**
 * Building the index: what the build reads from a page (and what it leaves
 * out), the Markdown reading of the dev server, the file format, and the
 * plugin's lifecycle in both modes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import searchIndexPlugin from '../../plugins/search-index';
import {crumbResolver} from '../../plugins/search-index/content';
import {extractPage} from '../../plugins/search-index/html';
import {markdownSections, plainText, readSource} from '../../lib/markdown/read';
import {BOILERPLATE_PAGES, boilerplateLines, buildIndexFiles, MAX_FRAGMENT_TEXT, truncateText} from '../../plugins/search-index/writeIndex';
import {decodeSections, encodeSections, type CompactIndex, type SearchManifest} from '../../lib/search/indexFormat';
import {createHeadingSlugger} from '../../lib/markdown/slug';
import {navbarItems} from '../../config/navbar';
import {fixturePages} from './search-fixtures';

/** A docs page as Docusaurus 3 writes it: minified, optional end tags left out. */
const docPage = `<!doctype html><html lang=en><head><meta charset=UTF-8><title data-rh=true>maxSelectedObjects | Tessera</title>
<meta data-rh=true name=docsearch:language content=en /><meta data-rh=true name=docusaurus_tag content=docs-default-current />
<meta data-rh=true name=description content="Caps how many objects a buyer selects."/>
<script>window.x = "<h2 id=fake>Not a heading</h2>";</script></head><body>
<nav aria-label=Main class="navbar"><a href=/docs/>Tessera</a><a>Renderer</a></nav>
<aside><nav aria-label="Docs sidebar">Getting started</nav></aside>
<main><article><div class="tocCollapsible_ETCw theme-doc-toc-mobile"><button type=button>On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>maxSelectedObjects</h1></header>
<p>Set <code>maxSelectedObjects</code> to cap the selection &amp; stop buyers at your&nbsp;limit.</p>
<dl class=facts_H4Uo><div><dt>Type<dd><code>number | limiter[]</code></div></dl>
<h2 class="anchor" id=example>Example<a href=#example class=hash-link aria-label="Direct link to Example" title="Direct link to Example">\u200b</a></h2>
<p>At most 6 tickets per order:</p>
<div class="language-js theme-code-block"><div><pre tabindex=0 class="prism-code language-js"><code><div class=token-line><span>const chart = new tessera.SeatingChart({</span><br/></div><div class=token-line><span>  maxSelectedObjects: 6,</span><br/></div><div class=token-line><span>}).render();</span><br/></div></code></pre></div></div>
<div class="tabs-container"><ul role=tablist class=tabs><li role=tab>cURL<li role=tab>Python</ul><div role=tabpanel><p>Book with the secret key.</p></div></div>
<details><summary>Show child attributes</summary><p>limit <code>number</code> The cap.</p></details>
<ul><li><a href=/docs/renderer/config-holdtoken><code>holdToken</code></a><li><a href=/docs/renderer/config-session>session</a></ul>
<h3 class=anchor id=per-ticket-type>Per <em>ticket</em> type<a href=#per-ticket-type class=hash-link>\u200b</a></h3>
<table><thead><tr><th>Form<th>Meaning<tbody><tr><td><code>{ticketType: 'child'}</code><td>At most 2 child tickets.</table>
<h4 id=notes>Notes</h4><p>Each place counts.</p>
</div><footer class="theme-doc-footer">Edit this page</footer></article>
<nav class="pagination-nav" aria-label="Docs pages"><a>Previous holdToken</a><a>Next session</a></nav></main>
<div class="theme-doc-toc-desktop"><ul class="table-of-contents"><li><a href=#example>Example</a></ul></div>
</body></html>`;

describe('reading a built page', () => {
  const page = extractPage(docPage);

  it('reads the title and the search metadata', () => {
    expect(page).toMatchObject({
      title: 'maxSelectedObjects',
      tag: 'docs-default-current',
      language: 'en',
      noindex: false,
      description: 'Caps how many objects a buyer selects.',
    });
  });

  it('splits the content at h2 and h3, with their anchor ids', () => {
    expect(page.sections!.map((s) => [s.heading, s.anchor])).toEqual([
      [null, ''],
      ['Example', 'example'],
      ['Per ticket type', 'per-ticket-type'],
    ]);
  });

  it('keeps prose, facts and h4 text, decoded, one block a line, table rows marked, a fact on one line with its name', () => {
    expect(page.sections![0].text).toBe(
      'Set maxSelectedObjects to cap the selection & stop buyers at your limit.\nType: number | limiter[]',
    );
    expect(page.sections![2].text).toBe("| Form | Meaning\n| {ticketType: 'child'} | At most 2 child tickets.\nNotes\nEach place counts.");
  });

  it("keeps a word whole across the break opportunities of a long path or name, and an operation's method apart from its path", () => {
    const operation = extractPage(
      '<main><div class="theme-doc-markdown markdown"><h1>Create events</h1><div class=endpoint><span class="badge">POST</span> ' +
        '<code><span>/events</span><wbr/><span>/actions</span><wbr/><span>/create-multiple</span></code></div>' +
        '<p>Set <code>max<wbr>Selected<wbr>Objects</code> first.</p></div></main>',
    );
    expect(operation.sections![0].text).toBe('POST /events/actions/create-multiple\nSet maxSelectedObjects first.');
  });

  it("files a Related section's lines on other pages with the links, and keeps its prose", () => {
    const related = extractPage(
      '<main><div class="theme-doc-markdown markdown"><h1>Best available</h1><p>Picks the best free seats.</p>' +
        '<h2 id=related>Related</h2><ul><li><a href="/docs/api/objects">Objects</a>: status changes in one event.</li>' +
        '<li><a href="/docs/api/events">Events</a></li></ul><p>Every call here needs a secret key.</p></div></main>',
    );
    expect(related.sections!.map(({heading, text, links}) => ({heading, text, links}))).toEqual([
      {heading: null, text: 'Picks the best free seats.', links: undefined},
      {heading: 'Related', text: 'Every call here needs a secret key.', links: 'Objects: status changes in one event.\nEvents'},
    ]);
  });

  it('keeps the first code block of a section as its sample, line by line', () => {
    expect(page.sections![1].code).toEqual({
      language: 'js',
      text: 'const chart = new tessera.SeatingChart({\n  maxSelectedObjects: 6,\n}).render();',
    });
    expect(page.sections![0].code).toBeUndefined();
  });

  it('puts blocks that only link elsewhere apart from the prose', () => {
    expect(page.sections![1].links).toBe('holdToken\nsession');
    expect(page.sections![1].text).not.toContain('holdToken');
  });

  it('leaves out code, tab labels, anchor links, control labels, navigation, TOC and footer', () => {
    const all = JSON.stringify(page.sections!.map((s) => [s.heading, s.text, s.links]));
    for (const noise of [
      'SeatingChart',
      'cURL',
      'Python',
      'Direct link',
      'Show child attributes',
      'Previous',
      'Next session',
      'On this page',
      'Edit this page',
      'Getting started',
      'Not a heading',
    ]) {
      expect(all, noise).not.toContain(noise);
    }
    expect(page.sections![1].text).toBe('At most 6 tickets per order:\nBook with the secret key.\nlimit number The cap.');
  });

  it('reads a changelog post from its post container', () => {
    const post = extractPage(
      `<head><meta name=docusaurus_tag content=default /></head><main><article><header><h1 class=title>Sandboxes</h1><time>May 2025</time></header><div id=__blog-post-container class=markdown><p>Every company gets a sandbox.</p><h2 id=what-changed>What changed</h2><p>Keys.</p></div></article></main>`,
    );
    expect(post.title).toBe('Sandboxes');
    expect(post.tag).toBe('default');
    expect(post.sections).toEqual([
      {heading: null, anchor: '', text: 'Every company gets a sandbox.'},
      {heading: 'What changed', anchor: 'what-changed', text: 'Keys.'},
    ]);
  });

  it('notices unlisted pages and pages without doc content', () => {
    expect(extractPage('<head><meta data-rh=true name=robots content="noindex, nofollow"/></head>').noindex).toBe(true);
    expect(extractPage('<main><h1>Home</h1><p>Welcome</p></main>').sections).toBeNull();
  });

  it("puts an operation header's facts (key, lane, hosts) with the links, not the text", () => {
    const op = extractPage(
      '<div class="theme-doc-markdown markdown"><h1>Copy a chart</h1><p>Copies a chart.</p>' +
        '<dl class=api-facts><div><dt>Key<dd>Company admin key. Add <code>X-Workspace-Key</code> for another workspace</div></dl>' +
        '<p>The copy leaves out events.</p></div>',
    );
    expect(op.sections![0].text).toBe('Copies a chart.\nThe copy leaves out events.');
    expect(op.sections![0].links).toBe('Key: Company admin key. Add X-Workspace-Key for another workspace');
  });

  it('joins a term only with the definition that follows it', () => {
    const facts = extractPage(
      '<div class="theme-doc-markdown markdown"><h1>T</h1><dl><dt>Default<dd><code>null</code><dt>Alias<dt>Invalid value<dd>Missing: rendering fails.</dl>' +
        '<dl><dt>Lonely term</dl><p>Next paragraph.</p></div>',
    );
    expect(facts.sections![0].text).toBe('Default: null\nAlias\nInvalid value: Missing: rendering fails.\nLonely term\nNext paragraph.');
  });

  it('reads malformed HTML without throwing', () => {
    const broken = extractPage('<div class="theme-doc-markdown markdown"><p>a < b <br/><img alt="x>y"><h2 id=x>X');
    expect(broken.sections![0].text).toBe('a < b');
  });
});

/**
 * Markup that a browser reads one way and a tokenizer written by hand easily
 * reads another: character references beyond the common few (named, numeric,
 * the windows-1252 range) and an unterminated `&name` that is not one.
 */
const entityPage = `<!doctype html><html><head><title>Holds &amp; sessions &mdash; Tessera | Tessera</title>
<meta name=description content="Hold seats&hellip; then book &#x2014; or release."/>
</head><body><div class="theme-doc-markdown markdown">
<p>A hold lasts 15&nbsp;minutes&hellip; then it ends &mdash; unless renewed &rarr; see below.</p>
<p>Prices show as 2&times;&nbsp;&euro;30 &#x2014; &#8220;per seat&#8221;.</p>
<p>Orders take 5&#150;10 seats.</p>
<h2 id=renewing>Renewing &ldquo;sessions&rdquo;</h2>
<p>Filter with ?label=A-1&amp;label=A-2 or ?label=A-1&label=A-2.</p>
<pre><code>&lt;div id=&quot;chart&quot;&gt;&lt;/div&gt; &copy;</code></pre>
</div></body></html>`;

describe('reading a built page as a browser does', () => {
  const page = extractPage(entityPage);

  it('decodes every character reference, in text, headings, the title and attribute values', () => {
    expect(page.title).toBe('Holds & sessions — Tessera');
    expect(page.description).toBe('Hold seats… then book — or release.');
    expect(page.sections!.map((s) => [s.heading, s.text])).toEqual([
      [
        null,
        'A hold lasts 15 minutes… then it ends — unless renewed → see below.\nPrices show as 2× €30 — “per seat”.\nOrders take 5–10 seats.',
      ],
      ['Renewing “sessions”', 'Filter with ?label=A-1&label=A-2 or ?label=A-1&label=A-2.'],
    ]);
  });

  it("keeps a code sample's characters as the reader copies them", () => {
    expect(page.sections![1].code).toEqual({language: '', text: '<div id="chart"></div> ©'});
  });

  it('reads a > inside a quoted attribute value as part of the value, spaces around = or not', () => {
    const quoted = extractPage(`<div class="theme-doc-markdown markdown"><p title = "a > b" data-note='c > d' lang=en>Seats</p></div>`);
    expect(quoted.sections).toEqual([{heading: null, anchor: '', text: 'Seats'}]);
  });

  it('leaves out comments and scripts, whatever markup they hold and however their end tag is written', () => {
    const hidden = extractPage(
      '<script>/*<![CDATA[*/ if (a < b) document.write("<h2 id=fake>Script heading</h2>"); /*]]>*/</SCRIPT>' +
        '<div class="theme-doc-markdown markdown"><!-- <h2 id=draft>Draft</h2> <p>Unfinished</p> --><p>Seats</p>' +
        '<script>if (a<b) x("</div><p>Leak")</script><p>Zones</p></div>',
    );
    expect(hidden.sections).toEqual([{heading: null, anchor: '', text: 'Seats\nZones'}]);
  });
});

describe('reading Markdown in the dev server', () => {
  const source = `---
title: holdToken
kind: option
---
import Tabs from '@theme/Tabs';

Pass a **hold token** from [your server](../api/hold-tokens.mdx) in \`holdToken\`.

<Facts />

## Example {/* #sample */}

\`\`\`js
const chart = new tessera.SeatingChart({holdToken: 'x'});
\`\`\`

:::note Expiry rules
Tokens expire.
:::

## Example

| Rule | Value |
| --- | --- |
| Lifetime | 15 minutes |

### Hold tokens & sessions
`;

  it('splits at h2 and h3 with the anchors Docusaurus gives them, without code or markup', () => {
    expect(markdownSections(source)).toEqual([
      {heading: null, anchor: '', text: 'Pass a hold token from your server in holdToken.'},
      {heading: 'Example', anchor: 'sample', text: 'Expiry rules Tokens expire.'},
      {heading: 'Example', anchor: 'example', text: 'Rule Value Lifetime 15 minutes'},
      {heading: 'Hold tokens & sessions', anchor: 'hold-tokens--sessions', text: ''},
    ]);
  });

  it('strips inline markup', () => {
    expect(plainText(readSource('- See [book](./book.mdx) and <Link to="/x">this</Link> `code` *now*'))).toBe('See book and this code now');
  });
});

describe('index files', () => {
  const {files, manifest} = buildIndexFiles(fixturePages);
  const core = JSON.parse(files.get(manifest.index)!) as CompactIndex;

  it('names every file but the manifest by its content', () => {
    expect(manifest.index).toMatch(/^index\.[0-9a-f]{12}\.json$/);
    const names = [...files.keys()].filter((name) => name !== 'manifest.json');
    expect(names.every((name) => /^(index\.|p\/|t\/|a\/)[0-9a-f.]*[0-9a-f]{12}\.json$/.test(name))).toBe(true);
    // Each fragment has its Ask AI extras beside it, under the same name.
    const fragments = names.filter((name) => name.startsWith('p/'));
    expect(fragments.map((name) => name.replace('p/', 'a/')).every((name) => files.has(name))).toBe(true);
    expect(buildIndexFiles(fixturePages).manifest.index).toBe(manifest.index);
    expect(JSON.parse(files.get('manifest.json')!) as SearchManifest).toEqual(manifest);
  });

  it("keeps a page's reader intents in its Ask AI extras, which Ask AI compares with a question", () => {
    const withIntents = fixturePages.map((entry, i) => (i === 0 ? {...entry, intents: ['pass my own token to the seat map']} : entry));
    const built = buildIndexFiles(withIntents);
    const first = (JSON.parse(built.files.get(built.manifest.index)!) as CompactIndex).pages[0][5];
    expect(JSON.parse(built.files.get(`a/${first}.json`)!).intents).toEqual(['pass my own token to the seat map']);
    const second = core.pages[1][5];
    expect(JSON.parse(files.get(`a/${second}.json`)!).intents).toBeUndefined();
  });

  it('holds one record per section, with the page language, tag and section of the site', () => {
    expect(manifest.sections).toBe(fixturePages.reduce((n, p) => n + p.sections.length, 0));
    expect(core.languages).toEqual(['en']);
    expect(core.tags).toEqual(['docs-default-current', 'default']);
    expect(core.crumbs).toContain('REST API');
  });

  it('stores only the anchors the browser cannot derive from the heading', () => {
    const sections = [
      {page: 0, heading: null, anchor: ''},
      {page: 0, heading: 'How it works', anchor: 'how-it-works'},
      {page: 0, heading: 'Example', anchor: 'sample'},
      {page: 0, heading: 'How it works', anchor: 'how-it-works-1'},
      {page: 1, heading: 'How it works', anchor: 'how-it-works'},
    ];
    const encoded = encodeSections(sections);
    expect(encoded).toEqual([
      [0, ''],
      [0, 'How it works'],
      [0, 'Example', 'sample'],
      [0, 'How it works'],
      [1, 'How it works'],
    ]);
    expect(decodeSections(encoded)).toEqual(sections);
  });

  it('derives anchors with github-slugger, as Docusaurus does', () => {
    const slugger = createHeadingSlugger();
    expect(
      ['Hold tokens & sessions', 'POST /events/{eventKey}/actions/book', 'Example', 'Example', 'Café déjà vu'].map((h) => slugger.slug(h)),
    ).toEqual(['hold-tokens--sessions', 'post-eventseventkeyactionsbook', 'example', 'example-1', 'café-déjà-vu']);
  });

  it('files blocks repeated on many pages as boilerplate', () => {
    const pageWith = (url: string, text: string) => ({...fixturePages[0], url, sections: [{heading: null, anchor: '', text}]});
    const pages = Array.from({length: BOILERPLATE_PAGES}, (_, i) =>
      pageWith(`/docs/p${i}`, `Unique ${i}\n401 Unauthorized: the key is wrong.`),
    );
    expect([...boilerplateLines(pages)]).toEqual(['401 Unauthorized: the key is wrong.']);
    expect(boilerplateLines(pages.slice(1)).size).toBe(0);
  });

  it('keeps excerpts short and cut between words', () => {
    const long = 'word '.repeat(MAX_FRAGMENT_TEXT);
    const cut = truncateText(long, MAX_FRAGMENT_TEXT);
    expect(cut.length).toBeLessThanOrEqual(MAX_FRAGMENT_TEXT);
    expect(cut.endsWith('word')).toBe(true);
  });
});

describe('crumbs', () => {
  it('names the part of the site by the navbar, and by the sidebar for pages outside its paths', () => {
    const crumb = crumbResolver(navbarItems, [
      {permalink: '/docs/tutorial', sidebar: 'tutorial'},
      {permalink: '/docs/', sidebar: 'tutorial'},
      {permalink: '/docs/renderer/embed-a-floor-plan', sidebar: 'renderer'},
    ]);
    expect(crumb('/docs/renderer/config-session')).toBe('Renderer');
    expect(crumb('/docs/api/operations/book-objects')).toBe('REST API');
    expect(crumb('/docs/webhooks')).toBe('Webhooks');
    expect(crumb('/docs/')).toBe('First steps');
    expect(crumb('/changelog/2025/09/16/sandboxes')).toBe('Changelog');
    expect(crumb('/docs/unknown')).toBe('Docs');
  });
});

type Lifecycle = Required<Pick<Plugin, 'allContentLoaded' | 'postBuild' | 'configureWebpack'>>;

/**
 * A site folder for the plugin, with the project's OpenAPI document and search vocabulary, but not its
 * reader intents: they name the real site's pages, which this small site lacks, and the build refuses
 * an intent for a page it does not have.
 */
function siteFolder(prefix: string): string {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const project = path.resolve(__dirname, '../..');
  fs.symlinkSync(path.join(project, 'openapi'), path.join(siteDir, 'openapi'));
  fs.mkdirSync(path.join(siteDir, 'domain'));
  for (const entry of fs.readdirSync(path.join(project, 'domain')))
    if (entry !== 'search-intents') fs.symlinkSync(path.join(project, 'domain', entry), path.join(siteDir, 'domain', entry));
  return siteDir;
}

function makePlugin(siteDir: string): Lifecycle {
  const context = {
    baseUrl: '/',
    siteDir,
    generatedFilesDir: path.join(siteDir, '.docusaurus'),
    i18n: {currentLocale: 'en'},
  } as unknown as LoadContext;
  return searchIndexPlugin(context, {algolia: null, navbar: navbarItems}) as unknown as Lifecycle;
}

const docsContent = () => ({
  'docusaurus-plugin-content-docs': {
    default: {
      loadedVersions: [
        {
          versionName: 'current',
          isLast: true,
          docs: [
            {
              permalink: '/docs/renderer/config-maxselectedobjects',
              title: 'maxSelectedObjects',
              unlisted: false,
              source: '@site/docs/max.mdx',
              frontMatter: {name: 'maxSelectedObjects'},
              sidebar: 'renderer',
            },
            // As in the dev server, where Docusaurus leaves `unlisted` false and only the front matter says so.
            {
              permalink: '/docs/snippets/secret',
              title: 'Secret',
              unlisted: false,
              source: '@site/docs/secret.mdx',
              frontMatter: {unlisted: true},
            },
          ],
        },
      ],
    },
  },
  'docusaurus-plugin-content-blog': {default: {blogPosts: []}},
});

describe('the plugin', () => {
  it('indexes built pages in postBuild, skipping unlisted pages and /search', async () => {
    const siteDir = siteFolder('search-index-');
    const outDir = path.join(siteDir, 'build');
    const write = (route: string, html: string) => {
      fs.mkdirSync(path.join(outDir, route), {recursive: true});
      fs.writeFileSync(path.join(outDir, route, 'index.html'), html);
    };
    write('docs/renderer/config-maxselectedobjects', docPage);
    write('docs/snippets/secret', docPage.replace('maxSelectedObjects | Tessera', 'Secret'));
    write('search', docPage);
    const plugin = makePlugin(siteDir);
    let globalData: unknown;
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await plugin.allContentLoaded({allContent: docsContent(), actions: {setGlobalData: (data: unknown) => (globalData = data)}} as never);
      await plugin.postBuild({
        outDir,
        routesPaths: ['/docs/renderer/config-maxselectedobjects', '/docs/snippets/secret', '/search', '/404.html'],
        routesBuildMetadata: {'/docs/snippets/secret': {noIndex: true}},
      } as never);
    } finally {
      process.env.NODE_ENV = previous;
    }
    expect(globalData).toEqual({manifestUrl: '/search-index/manifest.json', algolia: null});
    const manifest = JSON.parse(fs.readFileSync(path.join(outDir, 'search-index/manifest.json'), 'utf8')) as SearchManifest;
    expect(manifest.pages).toBe(1);
    const core = JSON.parse(fs.readFileSync(path.join(outDir, 'search-index', manifest.index), 'utf8')) as CompactIndex;
    expect(core.pages.map(([url, title, crumb]) => [url, title, core.crumbs[crumb]])).toEqual([
      ['/docs/renderer/config-maxselectedobjects', 'maxSelectedObjects', 'Renderer'],
    ]);
    expect(core.terms.split(' ')).toContain('maxselectedobject');
    expect(core.terms.split(' ')).not.toContain('seatingchart');
  });

  it('builds the index from the sources in the dev server and serves it at the same URL', async () => {
    const siteDir = siteFolder('search-dev-');
    fs.mkdirSync(path.join(siteDir, 'docs'));
    fs.writeFileSync(
      path.join(siteDir, 'docs/max.mdx'),
      '---\ntitle: maxSelectedObjects\n---\n\nCaps the selection.\n\n## Limiter forms\n\nPass limiters.\n',
    );
    fs.writeFileSync(path.join(siteDir, 'docs/secret.mdx'), 'Secret text.\n');
    const plugin = makePlugin(siteDir);
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      await plugin.allContentLoaded({allContent: docsContent(), actions: {setGlobalData: () => undefined}} as never);
    } finally {
      process.env.NODE_ENV = previous;
    }
    const dir = path.join(siteDir, '.docusaurus/tessera-search-index/search-index');
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as SearchManifest;
    expect(manifest).toMatchObject({pages: 1, sections: 2});
    const webpack = plugin.configureWebpack({mode: 'development'} as never, false, {} as never, undefined as never) as {
      devServer: {static: unknown[]};
    };
    expect(webpack.devServer.static).toEqual([
      {directory: path.join(siteDir, '.docusaurus/tessera-search-index'), publicPath: '/', watch: false},
    ]);
    expect(plugin.configureWebpack({mode: 'production'} as never, false, {} as never, undefined as never)).toEqual({});
  });
});
