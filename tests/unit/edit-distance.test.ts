/**
 * The one edit distance of lib/: search's typo lookup counts a swap of
 * neighbours as one edit and stops at a bound; the not-found page counts
 * plain Levenshtein edits, unbounded.
 */
import {describe, expect, it} from 'vitest';
import {editDistance} from '../../lib/text/editDistance';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', '')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
    expect(editDistance('session', 'sesion')).toBe(1);
  });

  it('counts a swap of neighbours as one edit, or as two without swaps', () => {
    expect(editDistance('token', 'tkoen')).toBe(1);
    expect(editDistance('token', 'tkoen', {swaps: false})).toBe(2);
    expect(editDistance('objcets', 'objects', {swaps: false})).toBe(2);
    expect(editDistance('kitten', 'sitting', {swaps: false})).toBe(3);
  });

  it('answers more than max, often max + 1 found early, once the distance passes the bound', () => {
    expect(editDistance('token', 'tkoen', {max: 2})).toBe(1);
    expect(editDistance('token', 'tokens', {max: 1})).toBe(1);
    expect(editDistance('abc', 'xyz', {max: 1})).toBe(2);
    expect(editDistance('a', 'abcdef', {max: 2})).toBe(3);
    expect(editDistance('holdtoken', 'session', {max: 2})).toBe(3);
    expect(editDistance('same', 'same', {max: 0})).toBe(0);
  });

  it('agrees with the unbounded distance wherever that is within the bound, and exceeds the bound elsewhere', () => {
    const words = ['hold', 'holds', 'token', 'tokens', 'tkoen', 'session', 'sesion', 'chart', 'charts', 'hcart', 'seat', 'set', ''];
    for (const a of words) {
      for (const b of words) {
        const full = editDistance(a, b);
        for (const max of [0, 1, 2]) {
          const bounded = editDistance(a, b, {max});
          if (full <= max) expect(bounded).toBe(full);
          else expect(bounded).toBeGreaterThan(max);
        }
      }
    }
  });
});
