/**
 * Highlights every fenced code block at build time with Shiki, so the browser
 * gets coloured HTML and loads no highlighter. Each fence becomes
 * `<CodeBlock language title html>` (src/theme/CodeBlock): `html` holds the
 * highlighted lines, tokens as `<span class="t-keyword">` and so on (colours in
 * src/css/code.css), and the lines named by `{3-4}` in the fence's meta wrapped
 * in a highlighted-line span. Mermaid fences are already diagrams when this runs
 * (it is registered after Docusaurus's own remark plugins). An unknown language
 * or a highlighted line past the end of the block stops the build with the file
 * and line.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Element, ElementContent} from 'hast';
import {toHtml} from 'hast-util-to-html';
import {createCssVariablesTheme, createHighlighter, type HighlighterGeneric, type ThemedToken} from 'shiki';
import {codeLanguages, plainLanguages, tokenClasses, type TokenKind} from '../../config/shiki';
import type {Code, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx';
import {sourceLocation} from './sourceLocation';
import {SKIP, visit} from 'unist-util-visit';
import {jsxAttribute, jsxFlow} from '../../lib/markdown/syntax';
import './codeData';

type VFileLike = {path?: string; cwd?: string};
type Highlighter = HighlighterGeneric<string, string>;

const THEME = 'tessera';
/** The class that marks a highlighted line; custom.css and code.css style it. */
export const HIGHLIGHTED_LINE_CLASS = 'theme-code-block-highlighted-line';

let highlighterPromise: Promise<Highlighter> | undefined;

/** Shiki's CSS-variables theme, plus the added and removed lines of diffs, which it leaves uncoloured. */
function theme() {
  const base = createCssVariablesTheme({name: THEME, variablePrefix: '--shiki-', fontStyle: false});
  return {
    ...base,
    tokenColors: [
      ...(base.tokenColors ?? []),
      {scope: ['markup.inserted'], settings: {foreground: 'var(--shiki-token-inserted)'}},
      {scope: ['markup.deleted'], settings: {foreground: 'var(--shiki-token-deleted)'}},
    ],
  };
}

/** One highlighter per build process: loading the grammars takes longer than highlighting a page. */
export function loadHighlighter(): Promise<Highlighter> {
  highlighterPromise ??= createHighlighter({themes: [theme()], langs: [...codeLanguages]}) as Promise<Highlighter>;
  return highlighterPromise;
}

export class CodeBlockError extends Error {}

export type FenceMeta = {title?: string; highlightedLines: Set<number>};

/** `title="checkout.html"` (or single quotes) and `{1,3-4}` from a fence's meta string. */
export function parseCodeMeta(meta: string): FenceMeta {
  const title = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  const highlightedLines = new Set<number>();
  const ranges = /(?:^|\s)\{([\d\s,-]+)\}(?=\s|$)/.exec(meta);
  for (const part of ranges?.[1].split(',') ?? []) {
    const bounds = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!bounds) throw new CodeBlockError(`cannot read the line range "${part.trim()}" in {${ranges![1]}}`);
    const from = Number(bounds[1]);
    const to = Number(bounds[2] ?? bounds[1]);
    if (from < 1 || to < from) throw new CodeBlockError(`the line range "${part.trim()}" is empty`);
    for (let line = from; line <= to; line += 1) highlightedLines.add(line);
  }
  return {title: title ? (title[1] ?? title[2]) : undefined, highlightedLines};
}

const kindOf = /^var\(--shiki-([a-z-]+)\)$/;

/** The class of a token's colour, or undefined for the foreground colour. */
function tokenClass(token: ThemedToken): string | undefined {
  const kind = kindOf.exec(token.color ?? '')?.[1];
  return kind && kind in tokenClasses ? tokenClasses[kind as TokenKind] : undefined;
}

/** One line of tokens as hast: text in the foreground colour stays bare, neighbours of one kind share a span. */
function lineContent(tokens: ThemedToken[]): ElementContent[] {
  const out: ElementContent[] = [];
  let previousClass: string | undefined;
  for (const token of tokens) {
    const className = tokenClass(token);
    const last = out.at(-1);
    if (last && className === previousClass) {
      const textNode = last.type === 'element' ? last.children[0] : last;
      if (textNode.type === 'text') textNode.value += token.content;
      continue;
    }
    const textNode = {type: 'text' as const, value: token.content};
    out.push(className ? {type: 'element', tagName: 'span', properties: {className: [className]}, children: [textNode]} : textNode);
    previousClass = className;
  }
  return out;
}

const URL_PATTERN = /https?:\/\/[^\s'"`<>]+/g;

/**
 * A text as text and `<wbr>`s: one after each `/` of a URL's path, so a sample that wraps (the REST
 * samples do) breaks a URL between its parts, not after the hyphen of `api-eu`. Copying is unchanged.
 */
export function withUrlBreaks(value: string): ElementContent[] {
  const out: ElementContent[] = [];
  let from = 0;
  for (const match of value.matchAll(URL_PATTERN)) {
    const end = match.index + match[0].length;
    const pathStart = match[0].indexOf('/', match[0].indexOf('//') + 2);
    if (pathStart < 0) continue;
    for (let slash = match.index + pathStart; slash !== -1 && slash < end - 1; slash = value.indexOf('/', slash + 1)) {
      out.push({type: 'text', value: value.slice(from, slash + 1)}, {type: 'element', tagName: 'wbr', properties: {}, children: []});
      from = slash + 1;
    }
  }
  if (from === 0) return [{type: 'text', value}];
  out.push({type: 'text', value: value.slice(from)});
  return out.filter((node) => node.type !== 'text' || node.value !== '');
}

/** A line's content with the breaks of withUrlBreaks in its URLs. */
function breakUrls(content: ElementContent[]): ElementContent[] {
  return content.flatMap((node) => {
    if (node.type === 'text') return withUrlBreaks(node.value);
    if (node.type === 'element' && node.children.length === 1 && node.children[0].type === 'text') {
      return [{...node, children: withUrlBreaks(node.children[0].value)}];
    }
    return [node];
  });
}

function isPlain(language: string): boolean {
  return (plainLanguages as readonly string[]).includes(language);
}

/**
 * The highlighted lines of a block as an HTML string (trusted: the build makes it from the site's own pages).
 * `urlBreaks` for a block that wraps its lines (the REST samples): only there may a URL break after its
 * slashes, since Chromium breaks at `<wbr>` even in `white-space: pre`, where a block scrolls instead.
 */
export function highlightToHtml(
  highlighter: Highlighter,
  code: string,
  language: string,
  highlightedLines: Set<number>,
  urlBreaks = false,
): string {
  const lines: ThemedToken[][] = isPlain(language)
    ? code.split('\n').map((content) => [{content, offset: 0}])
    : // Shiki stops tokenizing a line after 500 ms by default and leaves its rest uncoloured: on a busy
      // build machine the first lines (grammar warm-up) hit that, so the output would vary by load.
      highlighter.codeToTokens(code, {lang: language, theme: THEME, tokenizeTimeLimit: 0}).tokens;
  const lastHighlighted = Math.max(0, ...highlightedLines);
  if (lastHighlighted > lines.length) {
    throw new CodeBlockError(`line ${lastHighlighted} is highlighted, but the block has ${lines.length} lines`);
  }
  const children: ElementContent[] = [];
  lines.forEach((tokens, index) => {
    const content = urlBreaks ? breakUrls(lineContent(tokens)) : lineContent(tokens);
    const newline = index < lines.length - 1 ? [{type: 'text' as const, value: '\n'}] : [];
    if (highlightedLines.has(index + 1)) {
      // The newline stays inside: the span is a block, and a newline after it would add an empty line.
      const line: Element = {
        type: 'element',
        tagName: 'span',
        properties: {className: [HIGHLIGHTED_LINE_CLASS]},
        children: [...content, ...newline],
      };
      children.push(line);
    } else {
      children.push(...content, ...newline);
    }
  });
  return toHtml({type: 'root', children});
}

/** The `<CodeBlock>` element of one fence. */
export function codeBlockElement(highlighter: Highlighter, node: Code, file: VFileLike): MdxJsxFlowElement {
  const language = (node.lang ?? '').toLowerCase();
  try {
    if (!isPlain(language) && !highlighter.getLoadedLanguages().includes(language)) {
      throw new CodeBlockError(
        `the language "${language}" is not highlighted; use one of ${codeLanguages.join(', ')} (config/shiki.ts), or text`,
      );
    }
    const meta = parseCodeMeta(String(node.meta ?? ''));
    const html = highlightToHtml(highlighter, node.value, language, meta.highlightedLines, node.data?.urlBreaks === true);
    const attributes = [
      ...(language ? [jsxAttribute('language', language)] : []),
      ...(meta.title ? [jsxAttribute('title', meta.title)] : []),
      ...Object.entries(node.data?.jsxAttributes ?? {}).map(([name, value]) => jsxAttribute(name, value)),
      jsxAttribute('html', html),
    ];
    return jsxFlow('CodeBlock', attributes, []);
  } catch (error) {
    if (error instanceof CodeBlockError) throw new Error(`${sourceLocation(file, node)}: code block: ${error.message}`, {cause: error});
    throw error;
  }
}

/** Where the other languages of REST samples are written, by content hash: the same bytes, the same file, in every build. */
export function samplesDir(siteDir: string): string {
  return path.join(siteDir, 'node_modules', '.cache', 'tessera-code-samples');
}

/** The site path the build copies those files to (plugins/lean-client), immutable like the other hashed assets. */
export const SAMPLES_URL_PATH = '/assets/code-samples/';

/**
 * Leaves the first language of a `<CodeTabs>` block in the page and moves the
 * highlighted HTML of the others into a JSON file the block fetches when a
 * reader has chosen another language (src/components/CodeTabs): six languages
 * of each sample were a third of an operation page's JavaScript. A file, not a
 * chunk: every chunk adds an entry to the runtime every page loads.
 */
export function splitCodeTabs(node: MdxJsxFlowElement, siteDir: string): void {
  const others: Record<string, string> = {};
  for (const child of node.children.slice(1)) {
    if (child.type !== 'mdxJsxFlowElement') continue;
    const named = (name: string) => child.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === name);
    const value = named('value')?.value;
    const html = named('html');
    if (typeof value !== 'string' || typeof html?.value !== 'string') continue;
    others[value] = html.value;
    child.attributes = child.attributes.filter((attribute) => attribute !== html);
  }
  if (Object.keys(others).length === 0) return;
  const json = JSON.stringify(others);
  const name = `${crypto.createHash('sha256').update(json).digest('hex').slice(0, 20)}.json`;
  const file = path.join(samplesDir(siteDir), name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), {recursive: true});
    // Written beside, then renamed: a parallel build never reads half a file.
    const partial = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(partial, json);
    fs.renameSync(partial, file);
  }
  node.attributes = [...node.attributes, jsxAttribute('others', `${SAMPLES_URL_PATH}${name}`)];
}

/** Splitting is for production builds; the dev server serves no build output, so it keeps every language in the page. */
export type HighlightOptions = {splitSamples?: boolean};

export default function remarkHighlightCode({splitSamples = process.env.NODE_ENV === 'production'}: HighlightOptions = {}) {
  return async (tree: Root, file: VFileLike): Promise<void> => {
    const highlighter = await loadHighlighter();
    visit(tree, 'code', (node, index, parent) => {
      if (!parent || index === undefined) return;
      parent.children[index] = codeBlockElement(highlighter, node, file);
      return SKIP;
    });
    if (!splitSamples) return;
    visit(tree, 'mdxJsxFlowElement', (node) => {
      if (node.name === 'CodeTabs') splitCodeTabs(node, file.cwd ?? process.cwd());
    });
  };
}
