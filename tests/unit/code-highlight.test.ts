/**
 * Build-time highlighting (plugins/remark/highlightCode.ts): fences become
 * <CodeBlock html> with token classes, titles and highlighted lines; the REST
 * samples' fences are highlighted like any other; bad fences stop the build
 * with the file and line; every configured language colours its code; and the
 * code colours of both modes (src/css/code.css) keep WCAG AA contrast.
 */
import path from 'node:path';
import fs from 'node:fs';
import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import remarkHighlightCode, {
  HIGHLIGHTED_LINE_CLASS,
  highlightToHtml,
  loadHighlighter,
  parseCodeMeta,
  samplesDir,
  withUrlBreaks,
} from '../../plugins/remark/highlightCode';
import remarkRestSamples from '../../plugins/remark/restSamples';
import {codeLanguages, tokenClasses} from '../../config/shiki';
import {contrast, customProperties, over, parseColor} from './helpers/contrast';

const root = path.resolve(__dirname, '../..');

async function mdx(source: string, filePath = 'docs/example.mdx'): Promise<string> {
  const file = {value: source, path: path.join(root, filePath), cwd: root};
  return String(await compile(file, {remarkPlugins: [remarkRestSamples, [remarkHighlightCode, {splitSamples: true}]], jsx: true}));
}

/** The attributes of the JSX elements of one name in compiled MDX, as text (values hold `>` but no raw quote). */
function elements(out: string, name: string): string[] {
  return [...out.matchAll(new RegExp(`<${name}((?:\\s+\\w+="[^"]*")*)\\s*/?>`, 'g'))].map((m) => m[1].trim());
}

describe('fence meta', () => {
  it('reads the title and the highlighted line ranges', () => {
    expect(parseCodeMeta('title="seat-map.js" {1,3-4}')).toEqual({title: 'seat-map.js', highlightedLines: new Set([1, 3, 4])});
    expect(parseCodeMeta("{2} title='a b'")).toEqual({title: 'a b', highlightedLines: new Set([2])});
    expect(parseCodeMeta('')).toEqual({title: undefined, highlightedLines: new Set()});
  });

  it('rejects ranges it cannot read', () => {
    expect(() => parseCodeMeta('{4-2}')).toThrow(/empty/);
    expect(() => parseCodeMeta('{1,-3}')).toThrow(/cannot read/);
  });
});

describe('highlighted HTML', () => {
  it('gives tokens a class per kind, leaves foreground text bare and escapes the code', async () => {
    const html = highlightToHtml(await loadHighlighter(), 'const a = "<b>"; // note', 'js', new Set());
    expect(html).toBe(
      '<span class="t-keyword">const</span> <span class="t-constant">a</span> <span class="t-keyword">=</span> ' +
        '<span class="t-expression">"&#x3C;b>"</span>; <span class="t-comment">// note</span>',
    );
  });

  it('wraps highlighted lines, newline included, and keeps the text of the code exact', async () => {
    const code = 'a();\nb();\nc();';
    const html = highlightToHtml(await loadHighlighter(), code, 'js', new Set([2, 3]));
    expect(html.match(new RegExp(HIGHLIGHTED_LINE_CLASS, 'g'))).toHaveLength(2);
    expect(html).toContain(`<span class="${HIGHLIGHTED_LINE_CLASS}"><span class="t-function">b</span>();\n</span>`);
    const text = html.replace(/<[^>]+>/g, '').replace(/&#x3C;/g, '<');
    expect(text).toBe(code);
  });

  it('lets a URL of a wrapping block break after the slashes of its path only, and keeps its text exact', async () => {
    const code = "curl -X POST 'https://api-eu.tessera.example/events/k/actions/book' \\";
    const html = highlightToHtml(await loadHighlighter(), code, 'bash', new Set(), true);
    expect(html).toContain('https://api-eu.tessera.example/<wbr>events/<wbr>k/<wbr>actions/<wbr>book');
    // A block that scrolls instead of wrapping gets none: Chromium would break its line there all the same.
    expect(highlightToHtml(await loadHighlighter(), code, 'bash', new Set())).not.toContain('<wbr>');
    expect(html.replace(/<[^>]+>/g, '')).toBe(code);
    // No break inside the scheme or the host, none after a trailing slash, and text without a URL untouched.
    const parts = (value: string) => withUrlBreaks(value).map((node) => (node.type === 'text' ? node.value : '|'));
    expect(parts('see https://a.example/ now')).toEqual(['see https://a.example/ now']);
    expect(parts('https://a.example/x/y')).toEqual(['https://a.example/', '|', 'x/', '|', 'y']);
    expect(parts('a/b c/d')).toEqual(['a/b c/d']);
  });

  it('shows text fences without colours', async () => {
    expect(highlightToHtml(await loadHighlighter(), 'if a < b', 'text', new Set())).toBe('if a &#x3C; b');
  });

  it('colours every configured language', async () => {
    const highlighter = await loadHighlighter();
    const samples: Record<(typeof codeLanguages)[number], string> = {
      bash: 'curl -u "$KEY:" https://api.example',
      javascript: 'const x = 1;',
      typescript: 'let x: number = 1;',
      jsx: 'const a = <div className="x" />;',
      tsx: 'const a: JSX.Element = <div />;',
      csharp: 'var x = "a";',
      java: 'String x = "a";',
      php: '<?php $x = "a";',
      ruby: "x = 'a'",
      python: 'x = "a"',
      http: 'GET /charts HTTP/1.1',
      json: '{"a": 1}',
      jsonc: '{"a": 1 // b\n}',
      html: '<div class="x"></div>',
      xml: '<a b="c"/>',
      css: '.a { color: red; }',
      yaml: 'a: 1',
      diff: '+ added\n- removed',
      sql: 'SELECT 1',
      ini: '[a]\nb = 1',
    };
    for (const language of codeLanguages) {
      expect(highlightToHtml(highlighter, samples[language], language, new Set()), language).toMatch(/class="t-/);
    }
  });
});

describe('remark plugin', () => {
  it('turns a fence into <CodeBlock> with its language, title and highlighted HTML', async () => {
    const out = await mdx('```js title="seat-map.js" {2}\nconst a = 1;\nrender(a);\n```\n');
    const [block] = elements(out, 'CodeBlock');
    expect(block).toMatch(/^language="js" title="seat-map\.js" html="/);
    expect(block).toContain(HIGHLIGHTED_LINE_CLASS);
    expect(out).not.toContain('_components.pre');
  });

  it('highlights each language of a REST sample, labels it for its tab, and keeps only the first in the page', async () => {
    const out = await mdx('```http samples\nGET /charts\n```\n', 'docs/api/example.mdx');
    const blocks = elements(out, 'CodeBlock');
    expect(blocks.map((block) => /value="([^"]+)" label="([^"]+)"/.exec(block)?.slice(1))).toEqual([
      ['curl', 'cURL'],
      ['javascript', 'JavaScript'],
      ['csharp', 'C#'],
      ['java', 'Java'],
      ['php', 'PHP'],
      ['ruby', 'Ruby'],
      ['python', 'Python'],
    ]);
    expect(blocks[0]).toContain('class=&quot;t-');
    for (const block of blocks.slice(1)) expect(block).not.toContain('html=');
    const file = /<CodeTabs[^>]*\bothers="\/assets\/code-samples\/([0-9a-f]{20}\.json)"/.exec(out);
    expect(file).not.toBeNull();
    const others = JSON.parse(fs.readFileSync(path.join(samplesDir(root), file![1]), 'utf8')) as Record<string, string>;
    expect(Object.keys(others)).toEqual(['javascript', 'csharp', 'java', 'php', 'ruby', 'python']);
    for (const html of Object.values(others)) expect(html).toContain('class="t-');
    expect(others.python).toContain('urllib.request');
  });

  it('keeps every language of a REST sample in the page when splitting is off (the dev server)', async () => {
    const file = {value: '```http samples\nGET /charts\n```\n', path: path.join(root, 'docs/api/example.mdx'), cwd: root};
    const out = String(await compile(file, {remarkPlugins: [remarkRestSamples, [remarkHighlightCode, {splitSamples: false}]], jsx: true}));
    const blocks = elements(out, 'CodeBlock');
    expect(blocks).toHaveLength(7);
    for (const block of blocks) expect(block).toContain('class=&quot;t-');
    expect(out).not.toContain('others=');
  });

  it('stops the build on an unknown language, with the file and line', async () => {
    await expect(mdx('# Title\n\n```cobol\nDISPLAY "HI".\n```\n', 'docs/broken.mdx')).rejects.toThrow(
      /docs\/broken\.mdx:3: code block: the language "cobol" is not highlighted/,
    );
  });

  it('stops the build on a highlighted line past the end of the block', async () => {
    await expect(mdx('Text.\n\n```js {3}\na();\nb();\n```\n', 'docs/broken.mdx')).rejects.toThrow(
      /docs\/broken\.mdx:3: code block: line 3 is highlighted, but the block has 2 lines/,
    );
  });
});

describe('code colours', () => {
  const cssFiles = [path.join(root, 'src/css/custom.css'), path.join(root, 'src/css/code.css')];
  const light = customProperties(cssFiles, ':root');
  const dark = {...light, ...customProperties(cssFiles, "[data-theme='dark']")};

  /** Token colours below 4.5:1 against the code background or the highlighted-line background. */
  function lowContrast(properties: Record<string, string>): string[] {
    const background = parseColor(properties['--code-background']);
    const highlighted = over(parseColor(properties['--docusaurus-highlighted-code-line-bg']), background);
    return Object.entries(properties)
      .filter(([name]) => name.startsWith('--code-') && name !== '--code-background')
      .flatMap(([name, value]) =>
        [background, highlighted]
          .map((surface) => contrast(parseColor(value), surface))
          .filter((ratio) => ratio < 4.5)
          .map((ratio) => `${name} ${value}: ${ratio.toFixed(2)}:1`),
      );
  }

  it('keep every token at 4.5:1 or more on both backgrounds, in both modes', () => {
    expect(Object.keys(light).filter((name) => name.startsWith('--code-')).length).toBeGreaterThan(8);
    expect(lowContrast(light)).toEqual([]);
    expect(lowContrast(dark)).toEqual([]);
  });

  it('the check catches a colour that is too light', () => {
    const failures = lowContrast({...light, '--code-comment': '#999988'});
    expect(failures).toHaveLength(2);
    for (const failure of failures) expect(failure).toMatch(/^--code-comment #999988: 2\.\d+:1$/);
  });

  it('colour every token class the build writes', () => {
    const css = fs.readFileSync(path.join(root, 'src/css/code.css'), 'utf8');
    for (const className of Object.values(tokenClasses)) expect(css, className).toContain(`.${className}`);
  });
});
