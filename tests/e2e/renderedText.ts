/**
 * Finds source syntax that leaked into the text a reader sees, and sentences
 * that talk about the page instead of the product, in one built HTML page.
 *
 * MDX that a page cannot express still builds: an MDX 1 admonition title
 * (`:::danger Title`, switched off by `future.v4`), a comment in a `.md` file
 * or JSX that ends up as text all render as literal characters. Only the built
 * HTML shows them, so the check reads build/ after the build.
 */
import {Parser} from 'htmlparser2';

export type Finding = {rule: string; text: string};

/** Raw syntax, looked for in every rendered text outside code. */
const RAW_SYNTAX: Array<{rule: string; pattern: RegExp}> = [
  {rule: 'admonition syntax', pattern: /:::/},
  {rule: 'MDX comment', pattern: /\{\/\*|\*\/\}/},
  {rule: 'unrendered JSX', pattern: /<\/?[A-Z][\w.]*(?=[\s/>]|$)/},
  {rule: 'unrendered Markdown link', pattern: /\]\([^)\s]*\.mdx?(?:#[^)\s]*)?\)/},
];

/**
 * Sentences about the page itself, looked for in the authored content only
 * (the theme's own "On this page" table of contents is not content). Each
 * entry names the habit it stops; keep the list short and unambiguous.
 */
export const SELF_REFERENCE: Array<{rule: string; pattern: RegExp}> = [
  {rule: 'sentence about this page', pattern: /^This page\b/},
  {rule: 'sentence about this page', pattern: /\bthis page's\b/i},
  // "The charts on this page." describes a page of list results, so only these forms count.
  {rule: 'sentence about this page', pattern: /\b(?:above|below|earlier|later) on this page\b/i},
  {rule: 'sentence about this page', pattern: /\bon this page (?:is|are|was|were|says|say)\b/i},
  {rule: 'sentence about the facts box', pattern: /\bfacts box\b/i},
  {rule: 'sentence about the docs', pattern: /\bdocumented choice\b/i},
];

/** Elements whose text is code or not shown as prose. */
const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'textarea', 'pre', 'code', 'kbd', 'samp', 'svg', 'math']);

/** Elements that end a run of text: their text never joins the text around them into one sentence. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'br',
  'caption',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
  'button',
  'label',
]);

type Open = {name: string; skip: boolean; content: boolean};

const isContent = (attribs: Record<string, string>) => (attribs.class ?? '').split(/\s+/).includes('markdown');

/** Splits a run of prose into sentences, keeping the words of each together. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z"'`(])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Every problem in one HTML document, in document order. */
export function findRenderedTextProblems(html: string): Finding[] {
  const findings: Finding[] = [];
  const stack: Open[] = [];
  let run = '';
  let runIsContent = false;

  const flush = () => {
    const text = run.replace(/\s+/g, ' ').trim();
    run = '';
    if (!text) return;
    for (const {rule, pattern} of RAW_SYNTAX) {
      if (pattern.test(text)) findings.push({rule, text});
    }
    if (!runIsContent) return;
    for (const sentence of sentences(text)) {
      const match = SELF_REFERENCE.find(({pattern}) => pattern.test(sentence));
      if (match) findings.push({rule: match.rule, text: sentence});
    }
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (BLOCKS.has(name)) flush();
        const parent = stack.at(-1);
        stack.push({
          name,
          skip: Boolean(parent?.skip) || SKIPPED.has(name),
          content: Boolean(parent?.content) || isContent(attribs),
        });
      },
      ontext(data) {
        const top = stack.at(-1);
        if (top?.skip) return;
        // A run that starts outside the content and continues inside is judged as content.
        if (top?.content) runIsContent = true;
        else if (!run.trim()) runIsContent = false;
        run += data;
      },
      onclosetag(name) {
        const index = stack.map((open) => open.name).lastIndexOf(name);
        if (index !== -1) stack.length = index;
        if (BLOCKS.has(name)) flush();
      },
    },
    {decodeEntities: true},
  );
  parser.write(html);
  parser.end();
  flush();
  return findings;
}
