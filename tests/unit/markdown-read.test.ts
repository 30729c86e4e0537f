/**
 * The one Markdown module (lib/markdown): heading anchors as Docusaurus
 * gives them, sentence boundaries, and sections read from an MDX source.
 */
import {describe, expect, it} from 'vitest';
import {codeBlocks, firstSentence, headings, markdownSections, plainText, readSource} from '../../lib/markdown/read';
import {splitSentences} from '../../lib/markdown/sentences';
import {createHeadingSlugger} from '../../lib/markdown/slug';

describe('heading anchors', () => {
  it('slugs code, punctuation and repeated headings as github-slugger does', () => {
    const slugger = createHeadingSlugger();
    expect(
      ['`holdToken`: string', 'Errors (4xx)', 'Errors (4xx)', 'Errors (4xx)', 'What’s new?', 'Café déjà vu'].map((h) => slugger.slug(h)),
    ).toEqual(['holdtoken-string', 'errors-4xx', 'errors-4xx-1', 'errors-4xx-2', 'whats-new', 'café-déjà-vu']);
  });

  it('numbers repeats per page: a new slugger starts again', () => {
    createHeadingSlugger().slug('Example');
    expect(createHeadingSlugger().slug('Example')).toBe('example');
  });

  it('reads heading text without markup, keeps explicit ids out of the numbering', () => {
    const tree = readSource('# Title\n\n## The `book` call\n\n## Example {/* #sample */}\n\n## Example\n\n## Example\n');
    expect(headings(tree).map(({depth, text, id}) => ({depth, text, id}))).toEqual([
      {depth: 1, text: 'Title', id: 'title'},
      {depth: 2, text: 'The book call', id: 'the-book-call'},
      {depth: 2, text: 'Example', id: 'sample'},
      {depth: 2, text: 'Example', id: 'example'},
      {depth: 2, text: 'Example', id: 'example-1'},
    ]);
  });
});

describe('sentences', () => {
  it('does not end a sentence at an abbreviation, a decimal or a dot inside a URL', () => {
    expect(
      splitSentences(
        'Use e.g. Redis for holds. The limit is 2.5 requests per second. See https://example.com/docs.html for more. I.e. Fewer is fine.',
      ),
    ).toEqual([
      'Use e.g. Redis for holds.',
      'The limit is 2.5 requests per second.',
      'See https://example.com/docs.html for more.',
      'I.e. Fewer is fine.',
    ]);
  });

  it('ends one before a capital, a digit, a quote, markup or an identifier, never inside a code span', () => {
    expect(
      splitSentences(
        'It ends. "Quoted" starts. 15 minutes pass. `code. Inside` stays. [A link](./x.mdx) follows. expiresAt is a field! Right?',
      ),
    ).toEqual([
      'It ends.',
      '"Quoted" starts.',
      '15 minutes pass.',
      '`code. Inside` stays.',
      '[A link](./x.mdx) follows.',
      'expiresAt is a field!',
      'Right?',
    ]);
  });

  it('keeps a lower-case continuation in the sentence', () => {
    expect(splitSentences('Call it again. and again.')).toEqual(['Call it again. and again.']);
  });

  it('takes the first sentence of a Markdown text as plain text, long enough to stand alone', () => {
    expect(firstSentence('Books the `objects`. Held seats stay held.\n\nMore text.')).toBe('Books the objects. Held seats stay held.');
    expect(firstSentence('Books the `objects`. Held seats stay held.', 1)).toBe('Books the objects.');
    expect(firstSentence('Pass `start_after_id` to continue. Then stop.')).toBe('Pass start_after_id to continue.');
  });
});

describe('sections of a source', () => {
  const source = `---
title: Holds
---
import Tabs from '@theme/Tabs';

# Holds

Intro with **bold** and {/* a comment */} text.

## First step

\`\`\`js
// ## not a heading
const a = 1;
\`\`\`

Prose after the code.

~~~~md
## Also not a heading
~~~~

### Detail

#### Deep heading

:::note[Careful]
Inside the note.
:::

## First step
`;

  it('splits at h2 and h3, leaves code fences out and numbers repeated headings', () => {
    expect(markdownSections(source)).toEqual([
      {heading: null, anchor: '', text: 'Intro with bold and text.'},
      {heading: 'First step', anchor: 'first-step', text: 'Prose after the code.'},
      {heading: 'Detail', anchor: 'detail', text: 'Deep heading Careful Inside the note.'},
      {heading: 'First step', anchor: 'first-step-1', text: ''},
    ]);
  });

  it('finds every fenced code block with its language, meta and line', () => {
    expect(
      codeBlocks(readSource(source)).map(({lang, meta, value, position}) => ({lang, meta, value, line: position?.start.line})),
    ).toEqual([
      {lang: 'js', meta: null, value: '// ## not a heading\nconst a = 1;', line: 12},
      {lang: 'md', meta: null, value: '## Also not a heading', line: 19},
    ]);
  });

  it('reads a source the MDX parser rejects as plain Markdown instead of failing', () => {
    const broken = '## Half written\n\nA {broken expression and <Unclosed\n';
    expect(() => markdownSections(broken)).not.toThrow();
    expect(markdownSections(broken)[0]).toMatchObject({heading: 'Half written', anchor: 'half-written'});
  });

  it('gives the plain text of a node without code, expressions or JSX tags', () => {
    expect(plainText(readSource('A <Link to="/x">link</Link> and `code` {1 + 1} here.'))).toBe('A link and code here.');
  });
});
