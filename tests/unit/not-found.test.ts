/**
 * The not-found page's suggestions: the words of a path prefill search, and
 * the closest pages by path survive typos, missing prefixes and old names.
 */
import {describe, expect, it} from 'vitest';
import {closestPages, MAX_PAGES, parsePageList, pathWords, type PageEntry} from '../../lib/pages/closest';
import {pageEntries} from '../../plugins/page-list';

const pages: PageEntry[] = [
  '/docs/api/book-objects',
  '/docs/api/release-objects',
  '/docs/api/temporarily-hold-objects',
  '/docs/api/hold-tokens',
  '/docs/api/create-a-hold-token',
  '/docs/api/introduction',
  '/docs/renderer/config-pricing',
  '/docs/renderer/config-prices',
  '/docs/renderer/config-session',
  '/docs/renderer/embed-a-floor-plan',
  '/docs/embedded-designer/introduction',
  '/docs/embedded-designer/mode',
  '/docs/event-manager/introduction',
  '/docs/webhooks',
  '/changelog/2025/09/16/sandboxes',
].map((path) => ({path, title: path.split('/').pop()!}));

const best = (asked: string) => closestPages(asked, pages)[0]?.path;

describe('pathWords', () => {
  it('splits a path into the words a search needs', () => {
    expect(pathWords('/docs/api/bookObjects.html')).toEqual(['api', 'book', 'objects']);
    expect(pathWords('/docs/renderer/config-pricing/')).toEqual(['renderer', 'config', 'pricing']);
    expect(pathWords('/docs/api/Balc%C3%A3o%20Nobre')).toEqual(['api', 'balcão', 'nobre']);
    expect(pathWords('/%E0%A4%A')).toEqual(['e0', 'a4', 'a']);
  });
});

describe('closestPages', () => {
  it('finds the page behind a typo', () => {
    expect(best('/docs/renderer/config-pricng')).toBe('/docs/renderer/config-pricing');
    expect(best('/docs/embeded-designer/introduction')).toBe('/docs/embedded-designer/introduction');
  });

  it('finds the page behind a singular, a missing prefix or an old section', () => {
    expect(best('/docs/api/book-object')).toBe('/docs/api/book-objects');
    expect(best('/docs/renderer/pricing')).toBe('/docs/renderer/config-pricing');
    expect(best('/docs/webhook')).toBe('/docs/webhooks');
    expect(best('/docs/hold-tokens')).toBe('/docs/api/hold-tokens');
  });

  it('returns three pages, never the asked path itself', () => {
    const found = closestPages('/docs/api/hold-tokens/', pages);
    expect(found).toHaveLength(3);
    expect(found.map((page) => page.path)).not.toContain('/docs/api/hold-tokens');
  });

  it('suggests nothing for a path of nonsense, nor from a word that is in every path', () => {
    expect(closestPages('/docs/xyzzy-plugh', pages)).toEqual([]);
    expect(closestPages('/asdf/ghjk', pages)).toEqual([]);
    // `api` names a third of the pages: on its own it says nothing about what was asked.
    expect(closestPages('/docs/api/qwerty', pages)).toEqual([]);
  });

  // Pinned before the not-found page shared its edit distance with search: the same paths, the same
  // suggestions in the same order. Two of these change if a swap of neighbours counts as one edit.
  it.each([
    ['/docs/api/book-objcets', ['/docs/api/book-objects']],
    ['/docs/event-manager/introdcution', ['/docs/event-manager/introduction']],
    ['/docs/api/hodl-tokens', ['/docs/api/hold-tokens', '/docs/api/create-a-hold-token']],
    ['/docs/renderer/config-pircing', ['/docs/renderer/config-pricing', '/docs/renderer/config-prices', '/docs/renderer/config-session']],
    ['/docs/embedded-designer/mdoe', ['/docs/embedded-designer/mode', '/docs/embedded-designer/introduction']],
    ['/docs/api/relaese-objects', ['/docs/api/release-objects', '/docs/api/book-objects', '/docs/api/temporarily-hold-objects']],
    ['/docs/rendrere/config-prices', ['/docs/renderer/config-prices', '/docs/renderer/config-pricing', '/docs/renderer/config-session']],
    ['/docs/api/hold-token', ['/docs/api/hold-tokens', '/docs/api/create-a-hold-token', '/docs/api/temporarily-hold-objects']],
    ['/docs/renderer/session', ['/docs/renderer/config-session', '/docs/renderer/config-pricing', '/docs/renderer/config-prices']],
  ])('suggests for %s the same pages as before', (asked, expected) => {
    expect(closestPages(asked, pages).map((page) => page.path)).toEqual(expected);
  });
});

describe('the page list', () => {
  it('keeps only well-formed entries, and at most MAX_PAGES', () => {
    expect(parsePageList({pages: []})).toEqual([]);
    expect(parsePageList([{path: '/a', title: 'A'}, {path: 'javascript:alert(1)', title: 'x'}, {path: '/b'}, null, 'x'])).toEqual([
      {path: '/a', title: 'A'},
    ]);
    expect(parsePageList(Array.from({length: MAX_PAGES + 10}, (_, i) => ({path: `/p${i}`, title: 'P'})))).toHaveLength(MAX_PAGES);
  });

  it('lists listed docs and changelog posts, not unlisted snippets', () => {
    const docs = {
      loadedVersions: [
        {
          docs: [
            {permalink: '/docs/webhooks', title: 'Webhooks', unlisted: false},
            {permalink: '/docs/snippets/priority-lane', title: 'Priority lane', unlisted: true},
          ],
        },
      ],
    };
    const blog = {blogPosts: [{metadata: {permalink: '/changelog/2025/09/16/sandboxes', title: 'Sandboxes', unlisted: false}}]};
    expect(pageEntries(docs as never, blog as never)).toEqual([
      {path: '/changelog/2025/09/16/sandboxes', title: 'Sandboxes'},
      {path: '/docs/webhooks', title: 'Webhooks'},
    ]);
  });
});
