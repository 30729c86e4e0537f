/**
 * The built-HTML check (tests/e2e/built-html.spec.ts) on seeded pages: it must
 * catch raw admonition and MDX syntax and sentences about the page, and leave
 * code, the theme's table of contents and ordinary prose alone.
 */
import {describe, expect, it} from 'vitest';
import {findRenderedTextProblems} from '../e2e/renderedText';

/** A docs page as Docusaurus builds it: chrome around an article whose content has the `markdown` class. */
function page(content: string, chrome = ''): string {
  return `<!doctype html><html><head><title>t</title><script>const a = "{/* :::note */}";</script></head><body>
    <nav class="navbar">${chrome}</nav>
    <main><article>
      <div class="theme-doc-toc-mobile"><button type="button">On this page</button></div>
      <div class="theme-doc-markdown markdown"><header><h1>Title</h1></header>${content}</div>
    </article></main></body></html>`;
}

const rules = (html: string) => findRenderedTextProblems(html).map((finding) => finding.rule);

describe('rendered text check', () => {
  it('passes a clean page, with syntax inside code and the table of contents heading', () => {
    const html = page(`
      <p>Pass a hold token to keep the seats while the buyer pays.</p>
      <div class="theme-admonition theme-admonition-danger"><div>Only behind a login</div><p>Serve the page to staff only.</p></div>
      <p>Write an admonition as <code>:::danger[Title]</code> and a comment as <code>{/* note */}</code>.</p>
      <pre><code>:::tip\nText\n:::\n&lt;Facts /&gt;</code></pre>
      <table><tr><td>items</td><td>The items of this page, in list order.</td></tr><tr><td>items</td><td>The charts on this page.</td></tr></table>
      <p>Prices are in <strong>EUR</strong>. Seats 1 &lt; 2.</p>`);
    expect(findRenderedTextProblems(html)).toEqual([]);
  });

  it('fails on an MDX 1 admonition that rendered as text', () => {
    const html = page('<p>:::danger Only behind a login\nThe Event Manager takes the secret key.\n:::</p>');
    expect(findRenderedTextProblems(html)).toEqual([
      {rule: 'admonition syntax', text: ':::danger Only behind a login The Event Manager takes the secret key. :::'},
    ]);
  });

  it('fails on a raw MDX comment, unrendered JSX and a raw Markdown link', () => {
    expect(rules(page('<p>{/* #divid */}</p>'))).toEqual(['MDX comment']);
    expect(rules(page('<p>&lt;Facts /&gt;</p>'))).toEqual(['unrendered JSX']);
    expect(rules(page('<p>&lt;/Tabs&gt;</p>'))).toEqual(['unrendered JSX']);
    expect(rules(page('<p>See [webhooks](../webhooks.mdx#retries).</p>'))).toEqual(['unrendered Markdown link']);
  });

  it('finds raw syntax split across inline elements and entities, and outside the content', () => {
    expect(rules(page('<p><em>:</em>::note <strong>Title</strong></p>'))).toEqual(['admonition syntax']);
    expect(rules(page('', '<a href="/">:::tip Menu</a>'))).toEqual(['admonition syntax']);
  });

  it('fails on sentences about the page itself', () => {
    const html = page(`
      <p>You configure the Event Manager with one object. This page lists every option.</p>
      <ul><li>Because nothing replaces it, the <em>facts box</em> above names no successor.</li></ul>
      <p>The retry schedule on this page is the same for every endpoint.</p>
      <p>Every option listed below on this page works in all modes.</p>
      <p>This page's Facts box says "account setting".</p>
      <p>It is Tessera's documented choice.</p>`);
    expect(findRenderedTextProblems(html)).toEqual([
      {rule: 'sentence about this page', text: 'This page lists every option.'},
      {rule: 'sentence about the facts box', text: 'Because nothing replaces it, the facts box above names no successor.'},
      {rule: 'sentence about this page', text: 'The retry schedule on this page is the same for every endpoint.'},
      {rule: 'sentence about this page', text: 'Every option listed below on this page works in all modes.'},
      {rule: 'sentence about this page', text: 'This page\'s Facts box says "account setting".'},
      {rule: 'sentence about the docs', text: "It is Tessera's documented choice."},
    ]);
  });

  it('judges sentences only in the authored content, not in the theme', () => {
    expect(findRenderedTextProblems(page('<p>Fine.</p>', '<span>This page is in English.</span>'))).toEqual([]);
  });
});
