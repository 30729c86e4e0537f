/**
 * Answers are Markdown from a language model, or from whatever an endpoint
 * sends: hostile input must come out as inert text. Rendered to static HTML
 * with React's server renderer, the same elements the dialog shows.
 */
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {renderMarkdown} from '@site/src/components/AskAI/renderMarkdown';
import {safeLink} from '../../lib/ask/links';
import type {Citation} from '../../lib/ask/protocol';
import {HOSTILE_MARKDOWN} from './ask-stub';

const citations: Citation[] = [
  {n: 1, title: 'Sessions and hold tokens', heading: 'Token lifetime', url: '/docs/renderer/sessions-and-hold-tokens#token-lifetime'},
  {n: 2, title: 'Hold tokens', heading: null, url: 'javascript:alert(2)'},
];

const render = (markdown: string) =>
  renderToStaticMarkup(
    renderMarkdown(markdown, {
      citations: new Map(citations.map((c) => [c.n, c])),
      onInternalLink: () => undefined,
      origin: 'https://docs.tessera.example',
    }),
  );

describe('answer Markdown', () => {
  it('renders no element from raw HTML, and shows it as text', () => {
    const html = render(HOSTILE_MARKDOWN);
    expect(html).not.toMatch(/<(script|img|iframe)\b/i);
    expect(html).not.toMatch(/<[^>]*\son\w+=/i);
    expect(html).toContain('&lt;script&gt;window.pwned = true&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;window.pwned = true&quot;&gt;');
  });

  it('links only http(s) and site paths; other schemes and bare relative paths stay text', () => {
    const html = render(HOSTILE_MARKDOWN);
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual(['https://tracker.example/pixel.gif', '/docs/api/rate-limit', 'https://example.com/page', '/docs/webhooks']);
    expect(html).not.toMatch(/href="(javascript|data|vbscript):/i);
    for (const text of ['click me', 'data', 'vb', 'rel']) expect(html).toContain(`>${text}</span>`);
  });

  it('opens external links in a new tab, without opener or referrer, and says they are external', () => {
    const html = render('[elsewhere](https://example.com/page)');
    expect(html).toContain('<a href="https://example.com/page" target="_blank" rel="noopener noreferrer">elsewhere');
    expect(html).toContain('(external)');
    expect(render('[here](/docs/webhooks)')).not.toContain('target=');
  });

  it('turns [n] into a link to citation n, and leaves unknown or unsafe ones as text', () => {
    const html = render('Tokens expire after 15 minutes [1]. See also [2] and [7].');
    expect(html).toContain('<a href="/docs/renderer/sessions-and-hold-tokens#token-lifetime"><span aria-label="Source 1">[1]</span></a>');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('[7]');
  });

  it('renders the usual Markdown of an answer', () => {
    const html = render('**Bold** and `holdToken`.\n\n- one\n- two\n\n```js\nchart.render();\n```\n\n| a | b |\n| - | - |\n| 1 | 2 |');
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('<code>holdToken</code>');
    expect(html).toContain('<ul><li>one</li><li>two</li></ul>');
    expect(html).toContain('<code>chart.render();</code>');
    expect(html).toContain('<th>a</th>');
    expect(html).toContain('<td>2</td>');
  });
});

describe('safe links', () => {
  it.each([
    ['/docs/webhooks', {href: '/docs/webhooks', external: false}],
    ['#token-lifetime', {href: '#token-lifetime', external: false}],
    ['https://example.com/a?b#c', {href: 'https://example.com/a?b#c', external: true}],
    ['http://example.com', {href: 'http://example.com/', external: true}],
    ['https://docs.tessera.example/docs/api?x=1#y', {href: '/docs/api?x=1#y', external: false}],
    ['javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    [' javascript:alert(1)', null],
    ['java\tscript:alert(1)', null],
    ['data:text/html,hi', null],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['docs/relative', null],
    ['', null],
  ])('%j', (url, expected) => {
    expect(safeLink(url, 'https://docs.tessera.example')).toEqual(expected);
  });
});
