/**
 * Our ranking and matching rules: tiers, identifiers joined and split,
 * prefixes, one typo, grouping by page; and the local provider end to end
 * on a small index built by the real build code.
 */
import MiniSearch from 'minisearch';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {FIELD_BOOSTS, miniSearchOptions, type SearchDocument} from '../../src/search/indexFormat';
import {LocalIndex} from '../../src/search/localIndex';
import {createLocalProvider, planFor, searchLoaded} from '../../src/search/localProvider';
import {expandTerm, planQuery, planSearchOptions, withinOneEdit} from '../../src/search/queryPlan';
import {groupByPage, matchTier, rankCandidates, Tier, type Candidate} from '../../src/search/ranking';
import {foldSpelling, normalizeForMatch, queryWords, tokenize} from '../../src/search/tokenize';
import {browserFetch, warmLocalIndex} from '../../src/search/warmup';
import {fixturePages, serveIndex} from './search-fixtures';

const options = {maxGroups: 8, sectionsPerGroup: 3};
const text = (segments: {text: string}[]) => segments.map((s) => s.text).join('');

async function titles(query: string): Promise<string[]> {
  const {fetcher, manifestUrl} = serveIndex();
  const response = await createLocalProvider(manifestUrl, fetcher).search(query, options);
  return response.groups.map((group) => text(group.pageTitle));
}

describe('tokenizer', () => {
  it('indexes identifiers joined and by their camelCase parts', () => {
    expect(tokenize('maxSelectedObjects')).toEqual(['maxselectedobjects', 'max', 'selected', 'objects']);
    expect(tokenize('chart.holdToken')).toEqual(['chart', 'holdtoken', 'hold', 'token']);
    expect(tokenize('HTMLElement getHTML')).toEqual(['htmlelement', 'html', 'element', 'gethtml', 'get', 'html']);
  });

  it('drops stop words, single letters and long numbers', () => {
    expect(tokenize('Pass a token to the server in 2024: id 123456')).toEqual(['pass', 'token', 'server', '2024', 'id']);
  });

  it('splits query words the way the index does', () => {
    expect(queryWords('chart.holdToken')).toEqual([
      {raw: 'chart', joined: 'chart', parts: []},
      {raw: 'holdToken', joined: 'holdtoken', parts: ['hold', 'token']},
    ]);
    expect(queryWords('the to')).toEqual([]);
  });

  it('normalises for exact matches ignoring case, spaces and punctuation', () => {
    expect(normalizeForMatch('hold token')).toBe(normalizeForMatch('holdToken'));
    expect(normalizeForMatch('Hold-Token')).toBe('holdtoken');
  });

  it('folds British spellings to American ones, in prose and inside identifiers', () => {
    const pairs = [
      ['colour', 'color'],
      ['colours', 'colors'],
      ['recoloured', 'recolored'],
      ['leftneighbour', 'leftneighbor'],
      ['behaviours', 'behaviors'],
      ['favourite', 'favorite'],
      ['customise', 'customize'],
      ['initialisation', 'initialization'],
      ['labelled', 'labeled'],
      ['cancelling', 'canceling'],
      ['theatre', 'theater'],
      ['centred', 'centered'],
      ['grey', 'gray'],
      ['licence', 'license'],
    ];
    for (const [british, american] of pairs) expect(foldSpelling(british), british).toBe(foldSpelling(american));
    expect(tokenize('leftNeighbour colours')).toEqual(['leftneighbor', 'left', 'neighbor', 'colors']);
    expect(queryWords('colour')[0].joined).toBe('color');
    expect(normalizeForMatch('Colour schemes')).toBe(normalizeForMatch('color schemes'));
  });

  it('leaves American spellings and unrelated words alone, so no two words merge', () => {
    const words = ['color', 'your', 'four', 'hour', 'promise', 'precise', 'parameter', 'literal', 'totally', 'items', 'analytics', 'organism', 'install', 'still'];
    for (const word of words) expect(foldSpelling(word), word).toBe(word);
  });
});

describe('query plan', () => {
  it('makes the last word a prefix while typing, not after a space', () => {
    expect(planQuery('hold tok').terms).toEqual([
      {term: 'hold', prefix: false, fuzzy: 1},
      {term: 'tok', prefix: true, fuzzy: 0},
    ]);
    expect(planQuery('hold tok ').terms.at(-1)).toEqual({term: 'tok', prefix: false, fuzzy: 0});
  });

  it('forgives one typo from four characters on', () => {
    expect(planQuery('ses ').terms[0].fuzzy).toBe(0);
    expect(planQuery('sesion ').terms[0].fuzzy).toBe(1);
  });

  it('uses the split parts of an identifier only when the joined form is not in the index', () => {
    expect(planQuery('maxSelectedObjects ', () => true).terms.map((t) => t.term)).toEqual(['maxselectedobjects']);
    expect(planQuery('maxSelectedObjects ', () => false).terms.map((t) => t.term)).toEqual(['maxselectedobjects', 'max', 'selected', 'objects']);
  });

  it('expands terms exactly as MiniSearch matches them', () => {
    const terms = ['hold', 'holdtoken', 'holds', 'session', 'sessions', 'token', 'tokens'];
    const at = (indexes: number[]) => indexes.map((i) => terms[i]).sort();
    expect(at(expandTerm(terms, {term: 'hold', prefix: true, fuzzy: 0}))).toEqual(['hold', 'holds', 'holdtoken']);
    expect(at(expandTerm(terms, {term: 'sesion', prefix: false, fuzzy: 1}))).toEqual(['session']);
    expect(at(expandTerm(terms, {term: 'tokens', prefix: false, fuzzy: 0}))).toEqual(['tokens']);
    expect(withinOneEdit('token', 'taken')).toBe(true);
    expect(withinOneEdit('token', 'tokens')).toBe(true);
    expect(withinOneEdit('token', 'toke')).toBe(true);
    expect(withinOneEdit('token', 'tkoen')).toBe(false);
  });
});

describe('ranking rules', () => {
  it('orders tiers: exact title, exact heading, title prefix, heading prefix, body', () => {
    expect(matchTier('holdtoken', 'holdToken', null)).toBe(Tier.exactTitle);
    expect(matchTier('hold token', 'holdToken', 'Rules')).toBe(Tier.exactTitle);
    expect(matchTier('session', 'onHoldSucceeded', 'Session')).toBe(Tier.exactHeading);
    expect(matchTier('hold', 'holdToken', null)).toBe(Tier.titlePrefix);
    expect(matchTier('token', 'Sessions and hold tokens', 'Token lifetime')).toBe(Tier.headingPrefix);
    expect(matchTier('token', 'Sessions and hold tokens', 'Send the token to your server')).toBe(Tier.body);
  });

  it('puts a higher tier first even when its score is lower', () => {
    const candidates: Candidate[] = [
      {pageKey: 'a', title: 'Sessions and hold tokens', heading: null, score: 50},
      {pageKey: 'b', title: 'onHoldSucceeded', heading: 'Session', score: 5},
      {pageKey: 'c', title: 'session', heading: 'Values', score: 1},
      {pageKey: 'c', title: 'session', heading: null, score: 0.5},
    ];
    const ranked = rankCandidates('session', candidates);
    expect(ranked.map((c) => `${c.pageKey}:${c.heading ?? 'top'}`)).toEqual(['c:top', 'c:Values', 'b:Session', 'a:top']);
  });

  it('weights scores inside a tier', () => {
    const ranked = rankCandidates('hold', [
      {pageKey: 'changelog', title: 'Release notes', heading: null, score: 10, weight: 0.6},
      {pageKey: 'docs', title: 'Book objects', heading: null, score: 7},
    ]);
    expect(ranked.map((c) => c.pageKey)).toEqual(['docs', 'changelog']);
  });

  it('groups by page in rank order, with at most N sections per page and M pages', () => {
    const ranked: Candidate[] = ['a', 'b', 'a', 'c', 'a', 'a', 'd'].map((pageKey, i) => ({pageKey, title: pageKey, heading: String(i), score: 10 - i}));
    const {groups, totalGroups} = groupByPage(ranked, 3, 2);
    expect(totalGroups).toBe(4);
    expect(groups.map((g) => [g.pageKey, g.items.map((c) => c.heading)])).toEqual([
      ['a', ['0', '2', '4']],
      ['b', ['1']],
    ]);
  });
});

describe('local provider', () => {
  it('ranks the exact title first, whatever shape the identifier is typed in', async () => {
    for (const query of ['holdtoken', 'holdToken', 'hold token ', 'hold tok', 'holdtok']) {
      expect((await titles(query))[0], query).toBe('holdToken');
    }
    for (const query of ['maxSelectedObjects', 'maxSelectedObject', 'max selected objects', 'maxselected']) {
      expect((await titles(query))[0], query).toBe('maxSelectedObjects');
    }
    expect((await titles('chart.holdToken'))[0]).toBe('chart.holdToken');
  });

  it('still matches with one typo', async () => {
    expect((await titles('sesion '))[0]).toBe('session');
    expect((await titles('hodlToken '))).toEqual([]);
    expect((await titles('holdTokem '))[0]).toBe('holdToken');
  });

  it('ranks exact title, exact heading, title prefix, heading prefix, in that order', async () => {
    const result = await titles('session ');
    expect(result.slice(0, 4)).toEqual(['session', 'onHoldSucceeded', 'Sessions and hold tokens', '5. Wait for hold calls']);
  });

  it('ranks docs above a changelog post that matches as well', async () => {
    const result = await titles('onHoldCallsInProgress');
    expect(result).toEqual(['Hold calls callbacks']);
    const hold = await titles('holds');
    expect(hold.indexOf('Hold calls callbacks')).toBeGreaterThan(0);
  });

  it('finds British spellings from American queries and back, and highlights them', async () => {
    const pages = [
      ...fixturePages,
      {
        url: '/docs/renderer/theatres',
        title: 'Theatres',
        crumb: 'Renderer',
        tag: 'docs-default-current',
        language: 'en',
        keywords: [],
        sections: [{heading: 'Centre block', anchor: 'centre-block', text: 'The centre block of a theatre, and the colour of its seats.'}],
      },
    ];
    const {fetcher, manifestUrl} = serveIndex(pages);
    const provider = createLocalProvider(manifestUrl, fetcher);
    // "theater" and "theatre" are two edits apart: the one typo search forgives does not bridge them.
    for (const [query, word] of [['theater ', 'theatre'], ['center block ', 'Centre'], ['colors ', 'colour']]) {
      const first = await provider.search(query, options);
      const response = (await first.complete) ?? first;
      expect(response.groups[0]?.pageUrl, query).toBe('/docs/renderer/theatres');
      const section = response.groups[0].sections[0];
      const hits = [...(section.heading ?? []), ...section.excerpt].filter((s) => s.hit).map((s) => s.text);
      expect(hits, query).toContain(word);
    }
  });

  it('needs every word', async () => {
    expect(await titles('rate limit')).toEqual(['Rate limit']);
    expect(await titles('rate zebra')).toEqual([]);
  });

  it('returns grouped sections with deep links and highlights at once, then excerpts', async () => {
    const {fetcher, manifestUrl} = serveIndex();
    const provider = createLocalProvider(manifestUrl, fetcher);
    const first = await provider.search('expires', options);
    expect(first.groups.flatMap((g) => g.sections).every((s) => s.excerptPending && s.excerpt.length === 0)).toBe(true);
    const response = (await first.complete)!;
    expect(response.groups.map((g) => g.pageUrl)).toEqual(first.groups.map((g) => g.pageUrl));
    expect(response.groups.flatMap((g) => g.sections).some((s) => s.excerptPending)).toBe(false);
    // Page texts are kept: the same results come complete the next time.
    const again = await provider.search('expires', options);
    expect(again.complete).toBeUndefined();
    expect(again.groups).toEqual(response.groups);
    const group = response.groups.find((g) => g.pageUrl === '/docs/renderer/config-holdtoken')!;
    const expiry = group.sections.find((s) => s.url === '/docs/renderer/config-holdtoken#expiry')!;
    expect(text(expiry.heading!)).toBe('Expiry');
    expect(expiry.excerpt.filter((s) => s.hit).map((s) => s.text)).toContain('expires');
    expect(response.total).toBeGreaterThanOrEqual(response.groups.reduce((n, g) => n + g.sections.length, 0));
  });

  it('reserves no excerpt for a section that has only a heading', async () => {
    const {fetcher, manifestUrl} = serveIndex();
    const response = await createLocalProvider(manifestUrl, fetcher).search('per category', options);
    const section = response.groups[0].sections.find((s) => s.url.endsWith('#per-category'))!;
    expect(section.excerptPending).toBeUndefined();
    expect(section.excerpt).toEqual([]);
  });

  it('returns nothing for a query with no searchable word', async () => {
    const {fetcher, manifestUrl, requests} = serveIndex();
    const response = await createLocalProvider(manifestUrl, fetcher).search('  the ', options);
    expect(response).toEqual({query: '  the ', total: 0, totalGroups: 0, groups: []});
    expect(requests).toEqual([]);
  });

  it('fetches only the manifest, the core, the shards and fragments a query needs', async () => {
    const served = serveIndex();
    const provider = createLocalProvider(served.manifestUrl, served.fetcher);
    provider.prefetch();
    await provider.search('session', options);
    const shards = served.requests.filter((url) => url.includes('/t/'));
    const totalShards = [...served.files.keys()].filter((name) => name.startsWith('t/')).length;
    expect(served.requests[0]).toBe('/search-index/manifest.json');
    expect(served.requests.filter((url) => url.includes('/index.'))).toHaveLength(1);
    expect(shards.length).toBeLessThanOrEqual(totalShards);
    const before = served.requests.length;
    await provider.search('session', options);
    expect(served.requests.length).toBe(before);
  });

  it('scores the sharded engine exactly like an index built in one piece', async () => {
    const {fetcher, manifestUrl} = serveIndex();
    const index = new LocalIndex(manifestUrl, fetcher);
    const loaded = await index.load();
    const documents: SearchDocument[] = [];
    for (const page of fixturePages) {
      page.sections.forEach((section, i) =>
        documents.push({id: documents.length, title: page.title, heading: section.heading ?? '', keywords: i === 0 ? page.keywords.join(' ') : '', text: section.text}),
      );
    }
    const whole = new MiniSearch<SearchDocument>(miniSearchOptions);
    whole.addAll(documents);
    for (const query of ['hold tok', 'session', 'maxSelectedObject', 'sesion ', 'chart.holdToken', 'rate limit']) {
      const plan = planFor(loaded, query);
      await index.prepare(loaded, plan.terms);
      const sharded = index.engine(loaded).search(plan.query, {...planSearchOptions, boost: FIELD_BOOSTS});
      const reference = whole.search(plan.query, {...planSearchOptions, boost: FIELD_BOOSTS});
      expect(sharded.map((r) => [r.id, r.score.toFixed(6)]), query).toEqual(reference.map((r) => [r.id, r.score.toFixed(6)]));
      expect(searchLoaded(index, loaded, query).length).toBeGreaterThan(0);
    }
  });

  it('reports a failed fetch, then succeeds when retried', async () => {
    const served = serveIndex();
    let offline = true;
    const provider = createLocalProvider(served.manifestUrl, async (url, init) => {
      if (offline) throw new TypeError('Failed to fetch');
      return served.fetcher(url, init);
    });
    await expect(provider.search('session', options)).rejects.toThrow('Failed to fetch');
    offline = false;
    expect((await provider.search('session', options)).total).toBeGreaterThan(0);
  });

  describe('warm start', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('reuses the manifest and core the search button started fetching', async () => {
      const served = serveIndex();
      vi.stubGlobal('fetch', served.fetcher);
      warmLocalIndex(served.manifestUrl);
      const provider = createLocalProvider(served.manifestUrl, browserFetch);
      expect((await provider.search('session', options)).total).toBeGreaterThan(0);
      expect(served.requests.filter((url) => url.endsWith('manifest.json') || url.includes('/index.'))).toHaveLength(2);
    });
  });
});
