/**
 * Recent and favourite searches: whatever localStorage holds or does, the
 * functions return a usable list and never throw.
 */
import {describe, expect, it} from 'vitest';
import {
  FAVORITES_KEY,
  MAX_FAVORITES,
  MAX_QUERY_LENGTH,
  MAX_RECENT,
  RECENT_KEY,
  addFavorite,
  addRecent,
  browserStorage,
  readList,
  readSaved,
  removeFavorite,
  removeRecent,
  writeList,
} from '../../src/search/storage';
import {FakeStorage} from './search-fixtures';

describe('reading saved searches', () => {
  it.each([
    ['not JSON', '{oops'],
    ['an object', '{"recent": ["a"]}'],
    ['a string', '"hold token"'],
    ['null', 'null'],
    ['a number', '42'],
  ])('reads %s as an empty list', (_name, raw) => {
    const storage = new FakeStorage();
    storage.data.set(RECENT_KEY, raw);
    expect(readList(storage, RECENT_KEY, MAX_RECENT)).toEqual([]);
  });

  it('keeps the valid entries of a list with wrong ones, trimmed, without duplicates, capped', () => {
    const storage = new FakeStorage();
    const long = 'x'.repeat(MAX_QUERY_LENGTH + 50);
    storage.data.set(RECENT_KEY, JSON.stringify(['  hold   token ', 7, null, {q: 'a'}, '', 'Hold token', 'session', long, 'a', 'b', 'c', 'd']));
    const list = readList(storage, RECENT_KEY, MAX_RECENT);
    expect(list).toEqual(['hold token', 'session', 'x'.repeat(MAX_QUERY_LENGTH), 'a', 'b', 'c']);
    expect(list).toHaveLength(MAX_RECENT);
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

  it('does not list a favourite among the recent searches', () => {
    const storage = new FakeStorage();
    storage.data.set(RECENT_KEY, JSON.stringify(['session', 'holdToken']));
    storage.data.set(FAVORITES_KEY, JSON.stringify(['HOLDTOKEN']));
    expect(readSaved(storage)).toEqual({recent: ['session'], favorites: ['HOLDTOKEN']});
  });
});

describe('recording searches', () => {
  it('puts the newest first, moves a repeated one to the top and keeps the last few', () => {
    const storage = new FakeStorage();
    for (const query of ['a1', 'b2', 'c3', 'd4', 'e5', 'f6', 'g7']) addRecent(storage, query);
    expect(addRecent(storage, 'C3').recent).toEqual(['C3', 'g7', 'f6', 'e5', 'd4', 'b2']);
    expect(JSON.parse(storage.data.get(RECENT_KEY)!)).toHaveLength(MAX_RECENT);
  });

  it('ignores empty queries', () => {
    const storage = new FakeStorage();
    expect(addRecent(storage, '   ').recent).toEqual([]);
    expect(storage.data.has(RECENT_KEY)).toBe(false);
  });

  it('stars a recent search: it moves to the favourites', () => {
    const storage = new FakeStorage();
    addRecent(storage, 'session');
    addRecent(storage, 'holdToken');
    expect(addFavorite(storage, 'session')).toEqual({recent: ['holdToken'], favorites: ['session']});
    expect(addRecent(storage, 'session')).toEqual({recent: ['holdToken'], favorites: ['session']});
    expect(readSaved(storage)).toEqual({recent: ['holdToken'], favorites: ['session']});
  });

  it('removes a recent search or a favourite', () => {
    const storage = new FakeStorage();
    addRecent(storage, 'session');
    addRecent(storage, 'holdToken');
    addFavorite(storage, 'holdToken');
    expect(removeRecent(storage, 'SESSION')).toEqual({recent: [], favorites: ['holdToken']});
    expect(removeFavorite(storage, 'holdToken')).toEqual({recent: [], favorites: []});
  });

  it('caps the favourites, dropping the oldest', () => {
    const storage = new FakeStorage();
    for (let i = 0; i <= MAX_FAVORITES; i += 1) addFavorite(storage, `query ${i}`);
    const {favorites} = readSaved(storage);
    expect(favorites).toHaveLength(MAX_FAVORITES);
    expect(favorites[0]).toBe(`query ${MAX_FAVORITES}`);
    expect(favorites).not.toContain('query 0');
  });
});

describe('full storage', () => {
  it('keeps as many entries as fit when storage is nearly full', () => {
    const storage = new FakeStorage();
    storage.quota = 30;
    expect(writeList(storage, RECENT_KEY, ['first query', 'second query', 'third query', 'fourth query'])).toBe(false);
    expect(JSON.parse(storage.data.get(RECENT_KEY)!)).toEqual(['first query', 'second query']);
  });

  it('never throws when nothing fits, and the modal still gets its list for the session', () => {
    const storage = new FakeStorage();
    storage.quota = 0;
    expect(() => addRecent(storage, 'session')).not.toThrow();
    expect(addRecent(storage, 'session').recent).toEqual(['session']);
    expect(() => addFavorite(storage, 'session')).not.toThrow();
    expect(() => removeFavorite(storage, 'session')).not.toThrow();
  });

  it('never drops a favourite to make a new one fit: the favourites stay as they were, and the result says so', () => {
    const storage = new FakeStorage();
    addRecent(storage, 'webhooks');
    addFavorite(storage, 'session');
    addFavorite(storage, 'holdToken');
    storage.quota = JSON.stringify(['holdToken', 'session']).length;
    expect(addFavorite(storage, 'webhooks')).toEqual({recent: ['webhooks'], favorites: ['holdToken', 'session'], notSaved: true});
    expect(readSaved(storage)).toEqual({recent: ['webhooks'], favorites: ['holdToken', 'session']});
    expect(addFavorite(null, 'webhooks')).toEqual({recent: [], favorites: [], notSaved: true});
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
    expect(writeList(broken, RECENT_KEY, ['a'])).toBe(false);
    expect(writeList(null, RECENT_KEY, ['a'])).toBe(false);
  });
});
