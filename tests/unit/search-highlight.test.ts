/**
 * Highlights and excerpts are data (segments), never HTML: whatever the query
 * or the index holds reaches the page as text.
 */
import {describe, expect, it} from 'vitest';
import {excerpt, highlight, markedSegments, segmentsText} from '../../lib/search/highlight';
import {highlightTerms, planQuery} from '../../lib/search/queryPlan';
import {termOf} from '../../lib/search/tokenize';
import {fixtureVocabulary} from './search-fixtures';

const show = (segments: {text: string; hit: boolean}[]) => segments.map((s) => (s.hit ? `[${s.text}]` : s.text)).join('');

describe('highlight', () => {
  it('marks whole words whose term matched, never a word for a piece of it', () => {
    expect(show(highlight('Read chart.holdToken or the hold token.', new Set(['hold'])))).toBe('Read chart.holdToken or the [hold] token.');
    expect(show(highlight('Read chart.holdToken or the hold token.', new Set(['holdtoken'])))).toBe(
      'Read chart.[holdToken] or the hold token.',
    );
    expect(show(highlight('maxSelectedObjects caps selection', new Set([termOf('maxSelectedObjects')])))).toBe(
      '[maxSelectedObjects] caps selection',
    );
    // Terms are stems: every form of a word is a hit.
    expect(show(highlight('Token TOKEN tokens', new Set(['token'])))).toBe('[Token] [TOKEN] [tokens]');
  });

  it('keeps the text intact', () => {
    const text = 'A <b>token</b> & "more"';
    expect(segmentsText(highlight(text, new Set(['token', 'more'])))).toBe(text);
  });

  it('keeps a query that looks like HTML as plain text', () => {
    const query = '<img src=x onerror=alert(1)>';
    expect(highlight(query, new Set(['img']))).toEqual([
      {text: '<', hit: false},
      {text: 'img', hit: true},
      {text: ' src=x onerror=alert(1)>', hit: false},
    ]);
  });
});

describe('what a query highlights', () => {
  const marked = (query: string) => {
    // The terms of a small index: the words, `holdToken` joined, and what the vocabulary maps to.
    const index = new Set(['buyer', 'pick', 'onli', 'seat', 'select', 'object', 'max', 'hold', 'token', 'holdtoken']);
    const plan = planQuery(query, {has: (term) => index.has(term), synonyms: fixtureVocabulary}, false);
    return highlightTerms(plan, (term) => [term.term]);
  };

  it("marks the reader's own words, whole: no stop words, no weak words, no synonyms, no pieces of names", () => {
    const terms = marked('how do I let buyers pick only 4 seats');
    expect([...terms].sort()).toEqual(['buyer', 'pick', 'seat']);
    expect(show(highlight('Set maxSelectedObjects to stop buyers from selecting more than 4 seats.', terms))).toBe(
      'Set maxSelectedObjects to stop [buyers] from selecting more than 4 [seats].',
    );
  });

  it('marks the words a finished word begins only while it is being typed', () => {
    const index = ['manag', 'manageforsaleconfig', 'manager'];
    const plan = (query: string) => planQuery(query, {has: (term) => index.includes(term), synonyms: []});
    const expand = (term: {term: string; prefix: boolean}) => (term.prefix ? index.filter((t) => t.startsWith(term.term)) : [term.term]);
    expect([...highlightTerms(plan('event manager'), expand)].sort()).toEqual(['event', 'manag']);
    expect([...highlightTerms(plan('manageFor'), expand)]).toContain('manageforsaleconfig');
  });

  it('marks a long word respelled and a method called on its object, not the object alone', () => {
    const index = ['multiselecten', 'listorderchang', 'eventmanag'];
    const plan = (query: string) => planQuery(query, {has: (term) => index.includes(term), synonyms: []}, false);
    expect([...highlightTerms(plan('multiselectenabeld'), (term) => [term.term])]).toContain('multiselecten');
    const call = highlightTerms(plan('eventManager.listOrderChanges()'), (term) => (index.includes(term.term) ? [term.term] : []));
    expect(show(highlight('Call listOrderChanges() when staff confirm.', call))).toBe('Call [listOrderChanges]() when staff confirm.');
  });

  it('marks an identifier the query names, in any of its spellings', () => {
    expect(show(highlight('Pass holdToken, then read chart.holdToken; onHoldTokenExpired fires.', marked('hold token')))).toBe(
      'Pass [holdToken], then read chart.[holdToken]; onHoldTokenExpired fires.',
    );
  });
});

describe('excerpt', () => {
  const text =
    'Every hold lasts a few minutes. The renderer creates the token itself in most shops. ' +
    'Create it on your server instead when your server holds seats before the chart renders, ' +
    'or when you want a lifetime other than the company hold period: pass expiresInMinutes to create a hold token.';

  it('starts near the first match, between words, with ellipses where text was left out', () => {
    const result = show(excerpt(text, new Set(['chart']), 80));
    expect(result.startsWith('…')).toBe(true);
    expect(result).toContain('[chart]');
    expect(result.endsWith('…')).toBe(true);
    expect(result.length).toBeLessThanOrEqual(80 + 4);
    expect(show(excerpt(text, new Set([termOf('expiresInMinutes')]), 80))).toBe('…period: pass [expiresInMinutes] to create a hold token.');
  });

  it('quotes the block with the most matched words, never two blocks run together', () => {
    const blocks = 'Pass a hold token.\nThe hold token expires after the hold period.\nRelated pages';
    expect(show(excerpt(blocks, new Set(['hold', 'token', 'expir'])))).toBe('The [hold] [token] [expires] after the [hold] period.');
  });

  it('shows a table row as its cells', () => {
    expect(show(excerpt('Modes\n| manageForSaleConfig | Manage for-sale config', new Set(['config'])))).toBe('…Manage for-sale [config]');
  });

  it('starts at the beginning when the match is there, or when nothing matched', () => {
    expect(show(excerpt(text, new Set([termOf('every')]), 40)).startsWith('[Every] hold')).toBe(true);
    expect(show(excerpt(text, new Set(['zebra']), 40)).startsWith('Every hold')).toBe(true);
    expect(excerpt('', new Set(['x']))).toEqual([]);
  });
});

describe('marked segments (Algolia)', () => {
  it('splits on the markers, and drops unmatched markers', () => {
    expect(markedSegments('a <<b>> c <<d', '<<', '>>')).toEqual([
      {text: 'a ', hit: false},
      {text: 'b', hit: true},
      {text: ' c d', hit: false},
    ]);
    expect(markedSegments('', '<<', '>>')).toEqual([]);
  });
});
