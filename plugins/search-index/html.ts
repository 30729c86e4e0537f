/**
 * Reads the searchable text of one built page with htmlparser2: the page
 * metadata, then the content of the doc or changelog post split at its h2/h3
 * headings, minus what is not prose (heading anchor links, tab labels,
 * buttons, diagrams) and everything around the article (navbar, sidebar,
 * table of contents, previous/next links).
 *
 * Each block (paragraph, list item, table row) becomes one line, so excerpts
 * and answers never run two blocks together; table rows are written
 * `| cell | cell`, and blocks that are nothing but links (a Related list) go
 * to their own field. A section's first code block is kept as its sample,
 * with the build's highlighting (plugins/remark/highlightCode.ts: a token's
 * kind is its `t-*` class) as marks over the text, so an answer can show the
 * sample coloured as the page does, without a highlighter in the browser.
 */
import {Parser} from 'htmlparser2';
import {CODE_TOKEN_CLASSES, type IndexedSection} from '../../lib/search/indexFormat';

type Attributes = Record<string, string>;

/** Elements whose text never belongs in search results. */
function isSkipped(name: string, attrs: Attributes): boolean {
  // A <summary> is a control label ("Show child attributes"), not content.
  if (['nav', 'button', 'svg', 'script', 'style', 'template', 'noscript', 'dialog', 'summary'].includes(name)) return true;
  const classes = ` ${attrs.class ?? ''} `;
  if (attrs.role === 'tablist' || attrs['aria-hidden'] === 'true') return true;
  return [' hash-link ', 'mermaid', ' theme-doc-toc', 'pagination-nav', 'theme-doc-footer', 'theme-unlisted-banner'].some((marker) =>
    classes.includes(marker),
  );
}

/**
 * Elements whose text goes to the low-weight field with link lists: the facts
 * in an operation's header (which key, which rate-limit lane, which hosts)
 * describe how to call it, not what it does, and nearly every operation has
 * them, so a query naming a header or a host should find the page that
 * explains it before a hundred operations that mention it.
 */
const ASIDE_CLASSES = [' api-facts '];

/** Elements that start a new block (a new line of text). */
const BLOCK = new Set([
  'p',
  'li',
  'dt',
  'dd',
  'div',
  'blockquote',
  'h4',
  'h5',
  'h6',
  'figcaption',
  'caption',
  'details',
  'section',
  'header',
  'footer',
  'ul',
  'ol',
  'dl',
  'table',
  'tr',
]);
/** Elements that do not break a word when they open or close. */
const INLINE = new Set(['a', 'abbr', 'b', 'code', 'em', 'i', 'kbd', 'mark', 's', 'small', 'span', 'strong', 'sub', 'sup', 'u', 'var']);

export type ExtractedPage = {
  title: string;
  /** `docusaurus_tag` meta, `default` when absent. */
  tag: string;
  language: string;
  /** The page's meta description. */
  description: string;
  /** The page asks not to be indexed (unlisted pages carry `robots: noindex`). */
  noindex: boolean;
  /** Null when the page has no doc or changelog-post content. */
  sections: IndexedSection[] | null;
};

const clean = (text: string) => text.replace(/[\s\u200b]+/g, ' ').trim();

type Block = {text: string; linked: string; row: boolean};
type Sample = NonNullable<IndexedSection['code']>;
type Section = {heading: string | null; anchor: string; lines: string[]; links: string[]; code?: Sample};
/** A run of code text and the kind of its token (an index into CODE_TOKEN_CLASSES, -1 for none). */
type Run = {text: string; kind: number};

/** The token kind of a highlighted span, from its class (`t-keyword`), or -1. */
function tokenKind(attrs: Attributes): number {
  for (const name of (attrs.class ?? '').split(/\s+/)) {
    const kind = (CODE_TOKEN_CLASSES as readonly string[]).indexOf(name);
    if (kind >= 0) return kind;
  }
  return -1;
}

/** The kind of the innermost open span that has one, or -1. */
function innermostKind(kinds: readonly number[]): number {
  for (let i = kinds.length - 1; i >= 0; i -= 1) if (kinds[i] >= 0) return kinds[i];
  return -1;
}

/**
 * The sample of a code block's runs: its text with blank lines collapsed and
 * the ends trimmed, and the marks of its coloured tokens over that text
 * (`[gap, length, kind]` triples, each gap counted from the end of the
 * previous mark).
 */
export function sampleOf(language: string, runs: readonly Run[]): Sample | null {
  let text = '';
  const spans: [number, number, number][] = [];
  for (const {text: piece, kind} of runs) {
    let kept = '';
    for (const char of piece) {
      // Blank lines collapse, and the sample starts at its first visible character.
      if (char === '\n' && (text + kept).endsWith('\n')) continue;
      if (/\s/.test(char) && text === '' && kept.trim() === '') continue;
      kept += char;
    }
    if (kind >= 0 && kept.trim()) spans.push([text.length, kept.length, kind]);
    text += kept;
  }
  const trimmed = text.trimEnd();
  if (!trimmed) return null;
  const marks: number[] = [];
  let end = 0;
  for (const [start, length, kind] of spans) {
    const clipped = Math.min(length, trimmed.length - start);
    if (clipped <= 0) break;
    marks.push(start - end, clipped, kind);
    end = start + clipped;
  }
  return {language, text: trimmed, ...(marks.length > 0 ? {marks} : {})};
}

/** The language of a code block from its classes (`language-js`) or data attribute. */
const languageOf = (attrs: Attributes): string =>
  attrs['data-language'] ?? /(?:^|\s)language-([\w+#-]+)/.exec(attrs.class ?? '')?.[1] ?? '';

/** Extracts the title, metadata and sections of one built page. */
export function extractPage(html: string): ExtractedPage {
  const page: ExtractedPage = {title: '', tag: 'default', language: '', description: '', noindex: false, sections: null};
  let documentTitle = '';
  const stack: string[] = [];
  let skipDepth = 0;
  let rootDepth = 0;
  let inDocumentTitle = false;
  let h1: string | null = null;
  let heading: {id: string; text: string; depth: number} | null = null;
  let section: Section | null = null;
  let block: Block = {text: '', linked: '', row: false};
  let linkDepth = 0;
  let cell = false;
  let code: {depth: number; language: string; runs: Run[]; kinds: number[]} | null = null;
  // Inside an operation header's facts (key, lane, hosts), which every operation repeats in its own words.
  let asideDepth = 0;

  const endBlock = () => {
    const text = clean(block.text);
    if (text && section) {
      if (asideDepth > 0 || (!block.row && clean(block.linked) === text)) section.links.push(text);
      else section.lines.push(block.row ? `| ${text}` : text);
    }
    block = {text: '', linked: '', row: false};
  };
  const endSection = () => {
    endBlock();
    if (!section || !page.sections) return;
    const text = section.lines.join('\n');
    if (text || section.heading || section.links.length > 0) {
      page.sections.push({
        heading: section.heading,
        anchor: section.anchor,
        text,
        ...(section.links.length > 0 ? {links: section.links.join('\n')} : {}),
        ...(section.code ? {code: section.code} : {}),
      });
    }
  };

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        stack.push(name);
        if (skipDepth > 0) {
          skipDepth += 1;
          return;
        }
        if (name === 'meta') {
          const key = attrs.name ?? attrs.property;
          if (key === 'docusaurus_tag') page.tag = attrs.content ?? page.tag;
          else if (key === 'docsearch:language') page.language = attrs.content ?? page.language;
          else if (key === 'description') page.description = attrs.content ?? '';
          else if (key === 'robots' && /noindex/i.test(attrs.content ?? '')) page.noindex = true;
          return;
        }
        if (name === 'title' && !documentTitle) inDocumentTitle = true;
        if (isSkipped(name, attrs)) {
          skipDepth = 1;
          return;
        }
        if (code) {
          // Token spans nest at most inside a highlighted-line span; the innermost kind colours the text.
          if (name === 'span') code.kinds.push(tokenKind(attrs));
          return;
        }
        if (name === 'h1' && !page.title && h1 === null) {
          h1 = '';
          return;
        }
        if (rootDepth === 0) {
          const classes = ` ${attrs.class ?? ''} `;
          if (name === 'div' && (classes.includes(' theme-doc-markdown ') || attrs.id === '__blog-post-container')) {
            rootDepth = stack.length;
            page.sections ??= [];
            section = {heading: null, anchor: '', lines: [], links: []};
          }
          return;
        }
        if ((name === 'h2' || name === 'h3') && attrs.id) {
          endSection();
          heading = {id: attrs.id, text: '', depth: stack.length};
          return;
        }
        if (name === 'pre') {
          endBlock();
          code = {depth: stack.length, language: languageOf(attrs), runs: [], kinds: []};
          return;
        }
        if (name === 'a') linkDepth += 1;
        if (asideDepth === 0 && ASIDE_CLASSES.some((marker) => ` ${attrs.class ?? ''} `.includes(marker))) {
          endBlock();
          asideDepth = stack.length;
        }
        if (name === 'tr') {
          endBlock();
          block.row = true;
          cell = false;
          return;
        }
        if (name === 'td' || name === 'th') {
          if (cell) block.text += ' | ';
          cell = true;
          return;
        }
        if (name === 'br') block.text += ' ';
        if (BLOCK.has(name) && !block.row) endBlock();
      },
      ontext(text) {
        if (skipDepth > 0) return;
        if (inDocumentTitle) documentTitle += text;
        else if (code) code.runs.push({text, kind: innermostKind(code.kinds)});
        else if (h1 !== null) h1 += text;
        else if (heading) heading.text += text;
        else if (rootDepth > 0 && section) {
          block.text += text;
          if (linkDepth > 0) block.linked += text;
        }
      },
      onclosetag(name) {
        const depth = stack.length;
        stack.pop();
        if (skipDepth > 0) {
          skipDepth -= 1;
          return;
        }
        if (name === 'title') inDocumentTitle = false;
        if (code) {
          if (depth === code.depth) {
            const sample = sampleOf(code.language, code.runs);
            if (section && !section.code && sample) section.code = sample;
            code = null;
          } else if (name === 'span') {
            code.kinds.pop();
          } else if ((name === 'div' || name === 'br') && !code.runs.at(-1)?.text.endsWith('\n')) {
            // Highlighters write each line of code as its own element.
            code.runs.push({text: '\n', kind: -1});
          }
          return;
        }
        if (name === 'h1' && h1 !== null) {
          page.title = clean(h1);
          h1 = null;
          return;
        }
        if (heading && depth === heading.depth) {
          section = {heading: clean(heading.text), anchor: heading.id, lines: [], links: []};
          heading = null;
          return;
        }
        if (asideDepth > 0 && depth === asideDepth) {
          endBlock();
          asideDepth = 0;
        }
        if (rootDepth > 0 && depth === rootDepth) {
          endSection();
          section = null;
          rootDepth = 0;
          return;
        }
        if (name === 'a') linkDepth = Math.max(0, linkDepth - 1);
        if (name === 'tr') {
          endBlock();
          cell = false;
          return;
        }
        if (name === 'td' || name === 'th') return;
        if (BLOCK.has(name) && !block.row) endBlock();
        else if (!INLINE.has(name) && rootDepth > 0) block.text += ' ';
      },
    },
    {decodeEntities: true, lowerCaseTags: true},
  );
  parser.write(html);
  parser.end();
  if (rootDepth > 0) endSection();
  if (!page.title) page.title = clean(documentTitle).replace(/\s+\|\s+[^|]+$/, '');
  page.language ||= 'en';
  return page;
}
