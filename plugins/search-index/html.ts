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

/**
 * The heading every page ends with (WRITING.md): a list of links, each with a line on what the linked page
 * does. Those lines describe other pages, so they go with the links: a query finds the page they describe,
 * and Ask AI never quotes a page's pointer to another as its answer.
 */
const RELATED_HEADING = 'Related';

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
/** Elements that do not break a word when they open or close (`<wbr>` marks where a long word may wrap: `/events<wbr>/actions`). */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'code',
  'em',
  'i',
  'kbd',
  'mark',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
  'var',
  'wbr',
]);

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

/** A code block being read: its runs of text and the token kinds of the spans open inside it. */
type CodeBlock = {depth: number; language: string; runs: Run[]; kinds: number[]};

const emptyBlock = (): Block => ({text: '', linked: '', row: false});

/**
 * The state of one page's walk through htmlparser2's events: where the walk
 * is (skipped markup, the article, a heading, a code block, an operation's
 * facts, a table row) and what it has collected so far.
 */
class PageReader {
  readonly page: ExtractedPage = {title: '', tag: 'default', language: '', description: '', noindex: false, sections: null};
  private documentTitle = '';
  private inDocumentTitle = false;
  /** Open elements, by name: depths below are stack lengths. */
  private readonly stack: string[] = [];
  /** Elements open inside skipped markup, the skipped one included. */
  private skipDepth = 0;
  /** Depth of the article's root element, 0 outside it. */
  private rootDepth = 0;
  /** The page's h1 text while it is read, else null. */
  private h1: string | null = null;
  private heading: {id: string; text: string; depth: number} | null = null;
  private section: Section | null = null;
  private block: Block = emptyBlock();
  private linkDepth = 0;
  /** A cell of the current table row has been read (the next one is written after ` | `). */
  private cell = false;
  private code: CodeBlock | null = null;
  /** Depth of an operation header's facts (key, lane, hosts), which every operation repeats in its own words; 0 outside. */
  private asideDepth = 0;
  /** A `<dt>` just closed: its `<dd>` continues the same line (`Default: null`), so a value is never read without its name. */
  private term = false;

  open(name: string, attrs: Attributes): void {
    this.stack.push(name);
    if (this.skipDepth > 0) {
      this.skipDepth += 1;
      return;
    }
    if (name === 'meta') return this.readMeta(attrs);
    if (name === 'title' && !this.documentTitle) this.inDocumentTitle = true;
    if (isSkipped(name, attrs)) {
      this.skipDepth = 1;
      return;
    }
    if (this.code) {
      // Token spans nest at most inside a highlighted-line span; the innermost kind colours the text.
      if (name === 'span') this.code.kinds.push(tokenKind(attrs));
      return;
    }
    if (name === 'h1' && !this.page.title && this.h1 === null) {
      this.h1 = '';
      return;
    }
    if (this.rootDepth === 0) return this.findRoot(name, attrs);
    this.openInArticle(name, attrs);
  }

  text(text: string): void {
    if (this.skipDepth > 0) return;
    if (this.inDocumentTitle) this.documentTitle += text;
    else if (this.code) this.code.runs.push({text, kind: innermostKind(this.code.kinds)});
    else if (this.h1 !== null) this.h1 += text;
    else if (this.heading) this.heading.text += text;
    else if (this.rootDepth > 0 && this.section) {
      this.block.text += text;
      if (this.linkDepth > 0) this.block.linked += text;
    }
  }

  close(name: string): void {
    const depth = this.stack.length;
    this.stack.pop();
    if (this.skipDepth > 0) {
      this.skipDepth -= 1;
      return;
    }
    if (name === 'title') this.inDocumentTitle = false;
    if (this.code) return this.closeInCode(name, depth, this.code);
    if (name === 'h1' && this.h1 !== null) {
      this.page.title = clean(this.h1);
      this.h1 = null;
      return;
    }
    if (this.heading && depth === this.heading.depth) {
      this.section = {heading: clean(this.heading.text), anchor: this.heading.id, lines: [], links: []};
      this.heading = null;
      return;
    }
    this.closeInArticle(name, depth);
  }

  /** The page once the whole document is read. */
  finish(): ExtractedPage {
    if (this.rootDepth > 0) this.endSection();
    if (!this.page.title) this.page.title = clean(this.documentTitle).replace(/\s+\|\s+[^|]+$/, '');
    this.page.language ||= 'en';
    return this.page;
  }

  private readMeta(attrs: Attributes): void {
    const key = attrs.name ?? attrs.property;
    const {page} = this;
    if (key === 'docusaurus_tag') page.tag = attrs.content ?? page.tag;
    else if (key === 'docsearch:language') page.language = attrs.content ?? page.language;
    else if (key === 'description') page.description = attrs.content ?? '';
    else if (key === 'robots' && /noindex/i.test(attrs.content ?? '')) page.noindex = true;
  }

  /** Outside the article: its root is the doc's markdown container or the blog post's. */
  private findRoot(name: string, attrs: Attributes): void {
    const classes = ` ${attrs.class ?? ''} `;
    if (name === 'div' && (classes.includes(' theme-doc-markdown ') || attrs.id === '__blog-post-container')) {
      this.rootDepth = this.stack.length;
      this.page.sections ??= [];
      this.section = {heading: null, anchor: '', lines: [], links: []};
    }
  }

  private openInArticle(name: string, attrs: Attributes): void {
    if ((name === 'h2' || name === 'h3') && attrs.id) {
      this.endSection();
      this.heading = {id: attrs.id, text: '', depth: this.stack.length};
      return;
    }
    if (name === 'pre') {
      this.endBlock();
      this.code = {depth: this.stack.length, language: languageOf(attrs), runs: [], kinds: []};
      return;
    }
    if (name === 'a') this.linkDepth += 1;
    if (this.asideDepth === 0 && ASIDE_CLASSES.some((marker) => ` ${attrs.class ?? ''} `.includes(marker))) {
      this.endBlock();
      this.asideDepth = this.stack.length;
    }
    if (name === 'tr') {
      this.endBlock();
      this.block.row = true;
      this.cell = false;
      return;
    }
    if (name === 'td' || name === 'th') {
      if (this.cell) this.block.text += ' | ';
      this.cell = true;
      return;
    }
    if (name === 'br') this.block.text += ' ';
    if (name === 'dd' && this.term) {
      this.term = false;
      this.block.text = `${this.block.text.trimEnd()}: `;
      return;
    }
    this.term = false;
    if (BLOCK.has(name) && !this.block.row) this.endBlock();
  }

  private closeInCode(name: string, depth: number, code: CodeBlock): void {
    if (depth === code.depth) {
      const sample = sampleOf(code.language, code.runs);
      if (this.section && !this.section.code && sample) this.section.code = sample;
      this.code = null;
    } else if (name === 'span') {
      code.kinds.pop();
    } else if ((name === 'div' || name === 'br') && !code.runs.at(-1)?.text.endsWith('\n')) {
      // Highlighters write each line of code as its own element.
      code.runs.push({text: '\n', kind: -1});
    }
  }

  private closeInArticle(name: string, depth: number): void {
    if (this.asideDepth > 0 && depth === this.asideDepth) {
      this.endBlock();
      this.asideDepth = 0;
    }
    if (this.rootDepth > 0 && depth === this.rootDepth) {
      this.endSection();
      this.section = null;
      this.rootDepth = 0;
      return;
    }
    if (name === 'a') this.linkDepth = Math.max(0, this.linkDepth - 1);
    if (name === 'tr') {
      this.endBlock();
      this.cell = false;
      return;
    }
    if (name === 'td' || name === 'th') return;
    if (name === 'dt' && !this.block.row) {
      this.term = true;
      return;
    }
    if (BLOCK.has(name) && !this.block.row) this.endBlock();
    else if (!INLINE.has(name) && this.rootDepth > 0) this.block.text += ' ';
  }

  /** The block read so far becomes a line of the section (or of its links), and a new block starts. */
  private endBlock(): void {
    const text = clean(this.block.text);
    if (text && this.section) {
      const pointer = this.section.heading === RELATED_HEADING && this.block.linked !== '';
      if (this.asideDepth > 0 || pointer || (!this.block.row && clean(this.block.linked) === text)) this.section.links.push(text);
      else this.section.lines.push(this.block.row ? `| ${text}` : text);
    }
    this.block = emptyBlock();
  }

  /** The section read so far joins the page, unless it is empty. */
  private endSection(): void {
    this.endBlock();
    const {section, page} = this;
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
  }
}

/** Extracts the title, metadata and sections of one built page. */
export function extractPage(html: string): ExtractedPage {
  const reader = new PageReader();
  const parser = new Parser(
    {
      onopentag: (name, attrs) => reader.open(name, attrs),
      ontext: (text) => reader.text(text),
      onclosetag: (name) => reader.close(name),
    },
    {decodeEntities: true, lowerCaseTags: true},
  );
  parser.write(html);
  parser.end();
  return reader.finish();
}
