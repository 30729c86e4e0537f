/**
 * Reads the searchable text of one built page.
 *
 * Docusaurus writes minified HTML in which optional end tags (`</td>`,
 * `</dd>`) are left out, so instead of building a tree this walks the tags
 * and keeps only what matters: the page metadata, the content of the doc or
 * changelog post, split at its h2/h3 headings, minus code blocks, tab
 * labels, heading anchor links and everything around the article (navbar,
 * sidebar, table of contents, previous/next links).
 */
import type {IndexedSection} from '../../src/search/indexFormat';

type Attributes = Record<string, string>;

export type HtmlToken =
  | {type: 'open'; name: string; attrs: Attributes; selfClosing: boolean}
  | {type: 'close'; name: string}
  | {type: 'text'; text: string};

const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'"};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function parseAttributes(source: string): Attributes {
  const attrs: Attributes = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    attrs[match[1].toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attrs;
}

/** Finds the `>` that ends a tag, skipping quoted attribute values. */
function tagEnd(html: string, from: number): number {
  let quote = '';
  for (let i = from; i < html.length; i += 1) {
    const c = html[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") {
      // Only a quote right after `=` opens a value; unquoted values may contain quotes.
      if (html[i - 1] === '=') quote = c;
    } else if (c === '>') {
      return i;
    }
  }
  return html.length;
}

/** The tags and text of an HTML document, in order. Tolerant: never throws on malformed input. */
export function* htmlTokens(html: string): Generator<HtmlToken> {
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      yield {type: 'text', text: decodeEntities(html.slice(i))};
      return;
    }
    if (lt > i) yield {type: 'text', text: decodeEntities(html.slice(i, lt))};
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    const next = html[lt + 1] ?? '';
    if (next === '/') {
      const end = tagEnd(html, lt);
      const name = /^[a-zA-Z][\w-]*/.exec(html.slice(lt + 2, end))?.[0].toLowerCase();
      if (name) yield {type: 'close', name};
      i = end + 1;
      continue;
    }
    if (next === '!' || next === '?') {
      i = tagEnd(html, lt) + 1;
      continue;
    }
    if (!/[a-zA-Z]/.test(next)) {
      yield {type: 'text', text: '<'};
      i = lt + 1;
      continue;
    }
    const end = tagEnd(html, lt);
    const body = html.slice(lt + 1, end);
    const name = /^[a-zA-Z][\w-]*/.exec(body)![0].toLowerCase();
    const selfClosing = VOID.has(name) || body.endsWith('/');
    yield {type: 'open', name, attrs: parseAttributes(body.slice(name.length)), selfClosing};
    i = end + 1;
    if (RAW_TEXT.has(name) && !selfClosing) {
      // Docusaurus writes tag names in lowercase.
      const close = html.indexOf(`</${name}`, i);
      const stop = close === -1 ? html.length : close;
      if (name === 'title') yield {type: 'text', text: decodeEntities(html.slice(i, stop))};
      i = stop;
    }
  }
}

/** Elements whose text never belongs in search results. */
function isSkipped(name: string, attrs: Attributes): boolean {
  if (['pre', 'nav', 'button', 'svg', 'script', 'style', 'template', 'noscript'].includes(name)) return true;
  const classes = ` ${attrs.class ?? ''} `;
  if (attrs.role === 'tablist') return true;
  return [' hash-link ', 'mermaid', ' theme-doc-toc', 'pagination-nav', 'theme-doc-footer', 'theme-unlisted-banner'].some(
    (marker) => classes.includes(marker),
  );
}

/** Tags that do not break a word when they open or close. */
const INLINE = new Set(['a', 'abbr', 'b', 'code', 'em', 'i', 'kbd', 'mark', 's', 'small', 'span', 'strong', 'sub', 'sup', 'u', 'var']);

export type ExtractedPage = {
  title: string;
  /** `docusaurus_tag` meta, `default` when absent. */
  tag: string;
  language: string;
  /** The page asks not to be indexed (unlisted pages carry `robots: noindex`). */
  noindex: boolean;
  /** Null when the page has no doc or changelog-post content. */
  sections: IndexedSection[] | null;
};

const clean = (text: string) => text.replace(/[\s\u200b]+/g, ' ').trim();

/** Extracts the title, metadata and sections of one built page. */
export function extractPage(html: string): ExtractedPage {
  let tag = 'default';
  let language = '';
  let noindex = false;
  let documentTitle = '';
  let title = '';
  let sections: IndexedSection[] | null = null;

  let rootDepth = 0; // nesting depth of <div> inside the content root; 0 = outside
  let skipName = '';
  let skipDepth = 0;
  let heading: {level: string; id: string; text: string} | null = null;
  let h1: string | null = null;
  let inTitle = false;
  let current: {heading: string | null; anchor: string; parts: string[]} | null = null;

  const flush = () => {
    if (current && sections) {
      const text = clean(current.parts.join(''));
      if (text || current.heading) sections.push({heading: current.heading, anchor: current.anchor, text});
    }
  };

  for (const token of htmlTokens(html)) {
    if (skipName) {
      if (token.type === 'open' && token.name === skipName && !token.selfClosing) skipDepth += 1;
      if (token.type === 'close' && token.name === skipName && --skipDepth === 0) skipName = '';
      continue;
    }
    if (token.type === 'text') {
      if (inTitle) documentTitle += token.text;
      else if (h1 !== null) h1 += token.text;
      else if (heading) heading.text += token.text;
      else if (rootDepth > 0 && current) current.parts.push(token.text);
      continue;
    }
    const {name} = token;
    if (token.type === 'open') {
      const {attrs} = token;
      if (name === 'meta') {
        const key = attrs.name ?? attrs.property;
        if (key === 'docusaurus_tag') tag = attrs.content ?? tag;
        else if (key === 'docsearch:language') language = attrs.content ?? language;
        else if (key === 'robots' && /noindex/i.test(attrs.content ?? '')) noindex = true;
        continue;
      }
      if (name === 'title' && !documentTitle) inTitle = true;
      if (isSkipped(name, attrs) && !token.selfClosing) {
        skipName = name;
        skipDepth = 1;
        continue;
      }
      if (name === 'h1' && !title) {
        h1 = '';
        continue;
      }
      if (rootDepth === 0) {
        const classes = ` ${attrs.class ?? ''} `;
        if (name === 'div' && (classes.includes(' theme-doc-markdown ') || attrs.id === '__blog-post-container')) {
          rootDepth = 1;
          sections = sections ?? [];
          current = {heading: null, anchor: '', parts: []};
        }
        continue;
      }
      if (name === 'div' && !token.selfClosing) rootDepth += 1;
      if ((name === 'h2' || name === 'h3') && attrs.id) {
        heading = {level: name, id: attrs.id, text: ''};
        continue;
      }
      if (!INLINE.has(name) && current) current.parts.push(' ');
      continue;
    }
    // Closing tags.
    if (name === 'title') inTitle = false;
    if (name === 'h1' && h1 !== null) {
      title = clean(h1);
      h1 = null;
      continue;
    }
    if (heading && name === heading.level) {
      flush();
      current = {heading: clean(heading.text), anchor: heading.id, parts: []};
      heading = null;
      continue;
    }
    if (rootDepth > 0) {
      if (name === 'div' && --rootDepth === 0) {
        flush();
        current = null;
        continue;
      }
      if (!INLINE.has(name) && current) current.parts.push(' ');
    }
  }
  if (rootDepth > 0) flush();
  if (!title) title = clean(documentTitle).replace(/\s+\|\s+[^|]+$/, '');
  return {title, tag, language: language || 'en', noindex, sections};
}
