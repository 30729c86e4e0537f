/**
 * Recent and favourite pages: whatever localStorage holds or does, the
 * functions return a usable list and never throw, never keep a link off the
 * site, and never lose a favourite without saying so.
 */
import {describe, expect, it} from 'vitest';
import {
  FAVORITES_KEY,
  MAX_FAVORITES,
  MAX_RECENT,
  MAX_TEXT_LENGTH,
  RECENT_KEY,
  addFavorite,
  addRecent,
  browserStorage,
  cleanPage,
  readList,
  readSaved,
  removeFavorite,
  removeRecent,
  writeList,
  type SavedPage,
} from '../../lib/search/storage';
import {FakeStorage} from './search-fixtures';

const page = (name: string): SavedPage => ({url: `/docs/${name}`, title: name});
const urls = (pages: SavedPage[]) => pages.map((p) => p.url);

describe('reading saved pages', () => {
  it.each([
    ['not JSON', '{oops'],
    ['an object', '{"recent": ["a"]}'],
    ['a string', '"hold token"'],
    ['null', 'null'],
    ['a number', '42'],
    ['query strings from an older version', '["hold token", "session"]'],
  ])('reads %s as an empty list', (_name, raw) => {
    const storage = new FakeStorage();
    storage.data.set(RECENT_KEY, raw);
    expect(readList(storage, RECENT_KEY, MAX_RECENT)).toEqual([]);
  });

  it('keeps the valid entries of a list with wrong ones, trimmed, without duplicates, capped', () => {
    const storage = new FakeStorage();
    const long = 'x'.repeat(MAX_TEXT_LENGTH + 50);
    storage.data.set(
      RECENT_KEY,
      JSON.stringify([
        {url: '/docs/a', title: '  Hold   token ', heading: 'Expiry', crumb: 'Renderer'},
        7,
        null,
        {url: '/docs/b'},
        {url: '/docs/a', title: 'again'},
        {url: '/docs/c', title: long},
        ...['d', 'e', 'f', 'g'].map(page),
      ]),
    );
    const list = readList(storage, RECENT_KEY, MAX_RECENT);
    expect(list[0]).toEqual({url: '/docs/a', title: 'Hold token', heading: 'Expiry', crumb: 'Renderer'});
    expect(list[1].title).toBe('x'.repeat(MAX_TEXT_LENGTH));
    expect(urls(list)).toEqual(['/docs/a', '/docs/c', '/docs/d', '/docs/e', '/docs/f', '/docs/g']);
  });

  it('keeps only paths of this site: no other origin, no script', () => {
    for (const url of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', 'docs/x', '/docs/a b', '/\\evil.example']) {
      expect(cleanPage({url, title: 'x'}), url).toBeNull();
    }
    expect(cleanPage({url: '/docs/renderer/config-session#values', title: 'session'})).toEqual({
      url: '/docs/renderer/config-session#values',
      title: 'session',
    });
  });

  it('reads nothing, without throwing, when storage is missing or refuses access', () => {
    const blocked = new FakeStorage();
    blocked.failReads = true;
    expect(readSaved(blocked)).toEqual({recent: [], favorites: []});
    expect(readSaved(null)).toEqual({recent: [], favorites: []});
  });

  it('finds no storage outside a browser', () => {
    expect(browserStorage()).toBeNull();
  });

  it('does not list a favourite among the recent pages', () => {
    const storage = new FakeStorage();
    storage.data.set(RECENT_KEY, JSON.stringify([page('session'), page('holdToken')]));
    storage.data.set(FAVORITES_KEY, JSON.stringify([page('holdToken')]));
    expect(readSaved(storage)).toEqual({recent: [page('session')], favorites: [page('holdToken')]});
  });
});

describe('recording opened pages', () => {
  it('puts the newest first, moves a repeated one to the top and keeps the last few', () => {
    const storage = new FakeStorage();
    for (const name of ['a1', 'b2', 'c3', 'd4', 'e5', 'f6', 'g7']) addRecent(storage, page(name));
    expect(urls(addRecent(storage, page('c3')).recent)).toEqual(['c3', 'g7', 'f6', 'e5', 'd4', 'b2'].map((n) => `/docs/${n}`));
    expect(JSON.parse(storage.data.get(RECENT_KEY)!)).toHaveLength(MAX_RECENT);
  });

  it('ignores entries that are not pages of the site', () => {
    const storage = new FakeStorage();
    expect(addRecent(storage, {url: 'https://evil.example', title: 'x'}).recent).toEqual([]);
    expect(storage.data.has(RECENT_KEY)).toBe(false);
  });

  it('stars a recent page: it moves to the favourites', () => {
    const storage = new FakeStorage();
    addRecent(storage, page('session'));
    addRecent(storage, page('holdToken'));
    expect(addFavorite(storage, '/docs/session')).toEqual({recent: [page('holdToken')], favorites: [page('session')]});
    expect(addRecent(storage, page('session'))).toEqual({recent: [page('holdToken')], favorites: [page('session')]});
    expect(readSaved(storage)).toEqual({recent: [page('holdToken')], favorites: [page('session')]});
  });

  it('removes a recent page or a favourite', () => {
    const storage = new FakeStorage();
    addRecent(storage, page('session'));
    addRecent(storage, page('holdToken'));
    addFavorite(storage, '/docs/holdToken');
    expect(removeRecent(storage, '/docs/session')).toEqual({recent: [], favorites: [page('holdToken')]});
    expect(removeFavorite(storage, '/docs/holdToken')).toEqual({recent: [], favorites: []});
  });

  it('refuses a favourite past the cap, and says so, rather than dropping the oldest', () => {
    const storage = new FakeStorage();
    storage.data.set(FAVORITES_KEY, JSON.stringify(Array.from({length: MAX_FAVORITES}, (_, i) => page(`f${i}`))));
    addRecent(storage, page('new'));
    const result = addFavorite(storage, '/docs/new');
    expect(result.notSaved).toBe('limit');
    expect(result.favorites).toHaveLength(MAX_FAVORITES);
    expect(readSaved(storage).favorites.map((p) => p.title)).toContain('f0');
    expect(urls(readSaved(storage).recent)).toEqual(['/docs/new']);
  });
});

describe('full storage', () => {
  it('keeps as many recent pages as fit when storage is nearly full', () => {
    const storage = new FakeStorage();
    const list = ['first', 'second', 'third', 'fourth'].map(page);
    storage.quota = JSON.stringify(list.slice(0, 2)).length;
    expect(writeList(storage, RECENT_KEY, list)).toBe(false);
    expect(JSON.parse(storage.data.get(RECENT_KEY)!)).toEqual(list.slice(0, 2));
  });

  it('never throws when nothing fits, and the dialog still gets its list for the session', () => {
    const storage = new FakeStorage();
    storage.quota = 0;
    expect(() => addRecent(storage, page('session'))).not.toThrow();
    expect(urls(addRecent(storage, page('session')).recent)).toEqual(['/docs/session']);
    expect(() => addFavorite(storage, '/docs/session')).not.toThrow();
    expect(() => removeFavorite(storage, '/docs/session')).not.toThrow();
  });

  it('never drops a favourite to make a new one fit: the favourites stay as they were, and the result says so', () => {
    const storage = new FakeStorage();
    for (const name of ['webhooks', 'session', 'holdToken']) addRecent(storage, page(name));
    addFavorite(storage, '/docs/session');
    addFavorite(storage, '/docs/holdToken');
    storage.quota = JSON.stringify([page('holdToken'), page('session')]).length;
    expect(addFavorite(storage, '/docs/webhooks')).toEqual({
      recent: [page('webhooks')],
      favorites: [page('holdToken'), page('session')],
      notSaved: 'storage',
    });
    expect(readSaved(storage)).toEqual({recent: [page('webhooks')], favorites: [page('holdToken'), page('session')]});
  });

  it('reports failure when storage cannot be written at all', () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('storage disabled');
      },
      removeItem: () => {
        throw new Error('storage disabled');
      },
    };
    expect(writeList(broken, RECENT_KEY, [page('a')])).toBe(false);
    expect(writeList(null, RECENT_KEY, [page('a')])).toBe(false);
  });
});
