/**
 * Caches on the ask server's path are bounded: the LRU itself, and the search
 * index's term-expansion cache, which once grew by every new word a client
 * sent (2,000 questions of random words took the heap from 17 to 54 MB).
 */
import {describe, expect, it, vi} from 'vitest';
import {LruCache} from '../../lib/search/lru';
import {LocalIndex} from '../../lib/search/localIndex';
import {expandTerm} from '../../lib/search/termLookup';
import {serveIndex} from './search-fixtures';

vi.mock('../../lib/search/termLookup', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/search/termLookup')>();
  return {...actual, expandTerm: vi.fn(actual.expandTerm)};
});

describe('LRU cache', () => {
  it('keeps at most max entries, dropping the least recently used', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1).set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
    expect(cache.size).toBe(2);
    cache.set('a', 10);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBe(10);
    expect(() => new LruCache(0)).toThrow(RangeError);
  });
});

describe('term-expansion cache of the local index', () => {
  it('remembers a term across queries, and forgets it once a thousand newer words have passed', async () => {
    const {fetcher, manifestUrl} = serveIndex();
    const loaded = await new LocalIndex(manifestUrl, fetcher).load();
    const calls = () => vi.mocked(expandTerm).mock.calls.length;
    const hold = {term: 'hold', prefix: true, fuzzy: 0};
    const before = calls();
    const found = loaded.expand(hold);
    expect(found.length).toBeGreaterThan(0);
    expect(loaded.expand(hold)).toBe(found);
    expect(calls()).toBe(before + 1);
    for (let i = 0; i < 1500; i += 1) loaded.expand({term: `zz${i.toString(36)}word`, prefix: false, fuzzy: 1});
    expect(loaded.expand(hold)).toEqual(found);
    expect(calls()).toBe(before + 1500 + 2);
  });
});
