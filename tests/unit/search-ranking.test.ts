/**
 * The query rules of the local search, each on its own (stop words, stems,
 * compounds, typos, the vocabulary, optional words, ranking), then the
 * provider end to end on a small index built by the real build code.
 */
import {afterEach, describe, expect, it, vi} from 'vitest';
import {idf, scoreTerm} from '../../lib/search/engine';
import {LocalIndex} from '../../lib/search/localIndex';
import {LruCache} from '../../lib/search/lru';
import {createLocalProvider} from '../../lib/search/localProvider';
import {phraseEnd, planQuery, respelled, splitCompound, type Vocabulary} from '../../lib/search/queryPlan';
import {groupByPage, matchTier, memberName, nameKey, rankPages, Tier, type Candidate} from '../../lib/search/ranking';
import {ALTERNATIVE_WEIGHTS} from '../../lib/search/rankingKnobs';
import {matchSections} from '../../lib/search/search';
import {similarity, suggest} from '../../lib/search/suggest';
import {expandTerm} from '../../lib/search/termLookup';
import {foldSpelling, normalizeForMatch, queryWords, termOf, tokenize} from '../../lib/search/tokenize';
import {browserFetch, warmLocalIndex} from '../../lib/search/warmup';
import {compileVocabulary} from '../../plugins/search-index/vocabulary';
import {fixturePages, page, serveIndex} from './search-fixtures';

const options = {maxGroups: 8, sectionsPerGroup: 3};
const text = (segments: {text: string}[]) => segments.map((s) => s.text).join('');

async function titles(query: string, pages = fixturePages): Promise<string[]> {
  const {fetcher, manifestUrl} = serveIndex(pages);
  const response = await createLocalProvider(manifestUrl, fetcher).search(query, options);
  return response.groups.map((group) => text(group.pageTitle));
}

async function urls(query: string, pages = fixturePages): Promise<string[]> {
  const {fetcher, manifestUrl} = serveIndex(pages);
  const response = await createLocalProvider(manifestUrl, fetcher).search(query, options);
  return response.groups.map((group) => group.pageUrl);
}

/** A vocabulary over a fixed list of index terms. */
const vocabularyOf = (terms: string[], synonyms: Vocabulary['synonyms'] = []): Vocabulary => ({
  has: (term) => terms.includes(term),
  synonyms,
});
const alternativesOf = (query: string, vocabulary: Vocabulary, typing = false) =>
  planQuery(query, vocabulary, typing).concepts.map((concept) => concept.alternatives.map((a) => a.terms.map((t) => t.term).join('+')));

describe('tokenizer', () => {
  it('stems words, so plurals and inflections meet', () => {
    expect(tokenize('Selected seats expire')).toEqual(['select', 'seat', 'expir']);
    expect(tokenize('select a seat; the hold expired')).toEqual(['select', 'seat', 'hold', 'expir']);
    expect(termOf('statuses')).toBe(termOf('status'));
    expect(termOf('categories')).toBe(termOf('category'));
  });

  it('indexes identifiers joined and by their camelCase parts', () => {
    expect(tokenize('maxSelectedObjects')).toEqual(['maxselectedobject', 'max', 'select', 'object']);
    expect(tokenize('HTMLElement')).toEqual(['htmlelement', 'html', 'element']);
  });

  it('indexes a name glued by dots, hyphens or underscores whole, and by its components', () => {
    expect(tokenize('chart.holdToken')).toEqual(['chart', 'holdtoken', 'hold', 'token', 'chartholdtoken']);
    expect(tokenize('hold-token')).toEqual(['hold', 'token', 'holdtoken']);
    expect(tokenize('EVENT_NOT_FOUND')).toEqual(['event', 'not', 'found', 'eventnotfound']);
    // Paths are not names: their components are enough.
    expect(tokenize('/events/actions/book')).toEqual(['event', 'action', 'book']);
  });

  it('drops stop words, single letters and long numbers', () => {
    expect(tokenize('Pass a token to the server in 2024: id 123456')).toEqual(['pass', 'token', 'server', '2024', 'id']);
  });

  it('marks query words that say nothing about the subject, and keeps the rest', () => {
    const words = queryWords('How do I get my hold token?');
    expect(words.filter((w) => !w.stop).map((w) => w.term)).toEqual(['hold', 'token']);
    // The other buyer is what a question about a taken seat is about: "someone else" is not a stop word.
    expect(
      queryWords('what if someone else books my seat')
        .filter((w) => !w.stop)
        .map((w) => w.raw),
    ).toEqual(['someone', 'else', 'books', 'seat']);
    expect(queryWords('chart.holdToken').map((w) => [w.raw, w.term, w.parts, w.glued])).toEqual([
      ['chart', 'chart', [], 'chartholdtoken'],
      ['holdToken', 'holdtoken', ['hold', 'token'], undefined],
    ]);
  });

  it('normalises for exact matches ignoring case, spaces and punctuation', () => {
    expect(normalizeForMatch('hold token')).toBe(normalizeForMatch('holdToken'));
    expect(normalizeForMatch('Hold-Token')).toBe('holdtoken');
  });

  it('folds British spellings to American ones, in prose and inside identifiers', () => {
    const pairs = [
      ['colour', 'color'],
      ['recoloured', 'recolored'],
      ['leftneighbour', 'leftneighbor'],
      ['behaviours', 'behaviors'],
      ['customise', 'customize'],
      ['labelled', 'labeled'],
      ['centre', 'center'],
      ['theatres', 'theaters'],
      ['grey', 'gray'],
    ];
    for (const [british, american] of pairs) expect(foldSpelling(british), british).toBe(american);
    expect(termOf('Colours')).toBe(termOf('colors'));
  });

  it('leaves American spellings and unrelated words alone, so no two words merge', () => {
    for (const word of ['color', 'hour', 'four', 'pour', 'tour', 'analysis', 'list', 'entire', 'retreat', 'isolate', 'our']) {
      expect(foldSpelling(word), word).toBe(word);
    }
  });
});

describe('query plan', () => {
  const index = vocabularyOf([
    'hold',
    'token',
    'holdtoken',
    'seat',
    'select',
    'full',
    'screen',
    'fullscreen',
    'not',
    'sale',
    'webhook',
    'web',
    'hook',
    'max',
    'object',
    'maxselectedobject',
    'chart',
    'floor',
    'plan',
  ]);

  it('ignores stop words while other words remain, and keeps them when they are all there is', () => {
    expect(planQuery('how do I hold my seats', index).concepts.map((c) => c.text)).toEqual(['hold', 'seats']);
    expect(planQuery('how to', index).concepts.map((c) => c.text)).toEqual(['how']);
  });

  it('makes the word being typed a prefix, not after a space', () => {
    expect(planQuery('hold tok', index).concepts[1].alternatives[0].terms[0]).toMatchObject({term: 'tok', prefix: true});
    expect(planQuery('hold tok ', index).concepts[1].alternatives[0].terms[0]).toMatchObject({term: 'tok', prefix: false});
  });

  it('forgives typos only in words the index lacks: one from four letters, two from eight', () => {
    expect(planQuery('sesion ', index).concepts[0].alternatives[0].terms[0].fuzzy).toBe(1);
    expect(planQuery('onobjectselcted ', index).concepts[0].alternatives[0].terms[0].fuzzy).toBe(2);
    expect(planQuery('seat ', index).concepts[0].alternatives[0].terms[0].fuzzy).toBe(0);
    expect(planQuery('sea ', index).concepts[0].alternatives[0].terms[0].fuzzy).toBe(0);
  });

  it('respells an unknown word one edit at a time and stems it again, where a typo changed its stem', () => {
    // `multiSelectEnabled` is indexed as multiselecten; the typo `enabeld` keeps the word's tail, five edits from it.
    const names = vocabularyOf(['multiselecten', 'multiselect', 'enabl', 'legend']);
    expect(respelled('multiselectenabeld', names)).toEqual(['multiselecten']);
    expect(alternativesOf('multiselectenabeld ', names)).toEqual([['multiselectenabeld', 'multiselecten']]);
    expect(planQuery('multiselectenabeld ', names).concepts[0].alternatives[1].weight).toBe(ALTERNATIVE_WEIGHTS.respelled);
    // `legned` stems to legn, two edits from legend: no typo between stems finds it.
    expect(alternativesOf('legned ', names)).toEqual([['legn', 'legend']]);
    // A word the index has, one under four letters, or one that is not letters is left as it is.
    expect(alternativesOf('multiselecten ', names)).toEqual([['multiselecten']]);
    expect(alternativesOf('enb ', names)).toEqual([['enb']]);
    expect(respelled('multi_select', names)).toEqual([]);
  });

  it('joins a respelled word with its neighbours as the word would, when it has one respelling', () => {
    const synonyms = compileVocabulary(`synonyms:\n  - ours: [chart]\n    readers: [seating plan]\n`);
    const vocabulary = vocabularyOf(['ticket', 'type', 'tickettyp', 'seat', 'plan', 'chart'], synonyms);
    const plan = planQuery('ticekt types ', vocabulary);
    const joined = plan.concepts[0].alternatives.find((a) => a.terms[0].term === 'tickettyp');
    expect(joined).toMatchObject({weight: ALTERNATIVE_WEIGHTS.respelled, corrected: true});
    // ...and into the vocabulary's phrases: "seatnig plan" is a seating plan.
    const phrase = planQuery('seatnig plan ', vocabulary).concepts;
    expect(phrase.map((c) => c.text)).toEqual(['seatnig plan']);
    expect(phrase[0].alternatives.map((a) => a.terms.map((t) => t.term).join('+'))).toContain('chart');
  });

  it('lets a dotted call stand for its camelCase member where the index lacks the whole name', () => {
    const names = vocabularyOf(['eventmanag', 'listorderchang', 'chart', 'render', 'key']);
    expect(alternativesOf('eventManager.listOrderChanges() ', names)).toEqual([
      ['eventmanag+listorderchang', 'eventmanagerlistorderchang', 'listorderchang'],
    ]);
    // A member that is one plain word says too little on its own.
    expect(alternativesOf('chart.render ', names)).toEqual([['chart+render', 'chartrend']]);
    expect(alternativesOf('X-Workspace-Key ', names)).toEqual([['workspac+key', 'xworkspacekey']]);
  });

  it('matches compounds joined, split and hyphenated', () => {
    // Neighbours that join into an index term: "web hooks" means "webhooks".
    expect(alternativesOf('web hooks ', index)).toEqual([
      ['web', 'webhook'],
      ['hook', 'webhook'],
    ]);
    // A compound the index lacks splits into known words, stop words dropped.
    expect(alternativesOf('notforsale ', index)).toEqual([['notforsal', 'not+sale']]);
    // A compound the index has splits too, when both halves are real words.
    expect(alternativesOf('fullscreen ', index)).toEqual([['fullscreen', 'full+screen']]);
    // ...halves of three letters count: an identifier glued from "not for sale" also means the words.
    expect(alternativesOf('notforsale ', vocabularyOf(['not', 'sale', 'forsal', 'notforsal']))).toEqual([['notforsal', 'not+forsal']]);
    // A hyphenated name is one concept: the name whole.
    expect(alternativesOf('hold-token ', index)).toEqual([['holdtoken']]);
    // camelCase: joined, or its parts.
    expect(alternativesOf('maxSelectedObjects ', index)).toEqual([['maxselectedobject', 'max+select+object']]);
    expect(
      splitCompound(
        'available',
        () => false,
        () => false,
      ),
    ).toBeNull();
  });

  it('applies the vocabulary: a reader phrase also means ours, and a phrase of several words is one concept', () => {
    const synonyms = compileVocabulary(
      `synonyms:\n  - ours: [chart, floor plan]\n    readers: [seating chart, seat map]\n  - ours: [max]\n    readers: [at most]\n`,
    );
    const vocabulary = vocabularyOf(['chart', 'floor', 'plan', 'seat', 'max', 'embed'], synonyms);
    const plan = planQuery('embed a seating chart ', vocabulary);
    expect(plan.concepts.map((c) => c.text)).toEqual(['embed', 'seating chart']);
    expect(plan.concepts[1].alternatives.map((a) => [a.terms.map((t) => t.term).join('+'), a.weight])).toEqual([
      ['seat+chart', ALTERNATIVE_WEIGHTS.exact],
      ['chart', ALTERNATIVE_WEIGHTS.synonym],
      ['floor+plan', ALTERNATIVE_WEIGHTS.synonym],
    ]);
    // A phrase made of stop words and a word gives that word the phrase's meaning.
    const most = planQuery('pick at most 6 ', vocabulary).concepts.find((c) => c.text === 'most')!;
    expect(most.alternatives.map((a) => a.terms[0].term)).toContain('max');
    // Articles may sit inside a phrase.
    expect(phraseEnd(['delet', 'a', 'chart'], 0, ['delet', 'chart'])).toBe(3);
    expect(phraseEnd(['delet', 'old', 'chart'], 0, ['delet', 'chart'])).toBe(-1);
  });

  it('expands a term to the index terms it matches, with weights', () => {
    const terms = ['expir', 'hold', 'holdtoken', 'token', 'tokens'];
    const expand = (term: string, prefix = false, fuzzy = 0) =>
      Object.fromEntries(expandTerm(terms, {term, prefix, fuzzy}).map(({index, weight}) => [terms[index], weight]));
    expect(expand('hold')).toEqual({hold: 1});
    expect(expand('hold', true)).toEqual({hold: 1, holdtoken: 0.8});
    // The word being typed may run past the stem: "expira" still finds "expir".
    expect(expand('expira', true)).toEqual({expir: 0.8});
    expect(expand('holdtokn', false, 1)).toEqual({holdtoken: 0.7});
  });
});

describe('scoring', () => {
  it('weighs a term by how rare it is and saturates repeats', () => {
    expect(idf(1, 100)).toBeGreaterThan(idf(50, 100));
    const core = {
      sections: [
        [0, ''],
        [0, 'x'],
      ] as [number, string][],
      lengths: [1, 0, 0, 0, 10, 0, 1, 0, 0, 0, 10, 0],
      averages: [1, 1, 1, 1, 10, 1],
    };
    // Section 0 has the term once in its text, section 1 five times.
    const {scores} = scoreTerm(core, [4, 2, 1, -1, 5]);
    expect(scores.get(1)!).toBeGreaterThan(scores.get(0)!);
    expect(scores.get(1)! / scores.get(0)!).toBeLessThan(2);
  });

  it('ranks by how much of the query a section covers, no word required', async () => {
    const {fetcher, manifestUrl} = serveIndex();
    const index = new LocalIndex(manifestUrl, fetcher);
    const loaded = await index.load();
    const plan = index.plan(loaded, 'hold token zebra expiry ', false);
    await index.prepare(loaded, plan.terms);
    const matches = matchSections(plan, index.source(loaded));
    expect(matches.length).toBeGreaterThan(0);
    // "zebra" matches nothing and does not count; the section with hold, token and expiry comes first.
    expect(matches[0].coverage).toBe(1);
    expect(loaded.core.sections[matches[0].id][1]).toBe('Expiry');
    for (let i = 1; i < matches.length; i += 1) expect(matches[i].score).toBeLessThanOrEqual(matches[i - 1].score);
  });

  it('scores the same whichever shards were loaded before', async () => {
    const queries = ['hold tok', 'session', 'maxSelectedObject', 'sesion ', 'chart.holdToken', 'rate limit'];
    const scoresOf = async (index: LocalIndex, query: string) => {
      const loaded = await index.load();
      const plan = index.plan(loaded, query);
      await index.prepare(loaded, plan.terms);
      return matchSections(plan, index.source(loaded)).map((m) => [m.id, m.score.toFixed(9)]);
    };
    const {fetcher, manifestUrl} = serveIndex();
    const warm = new LocalIndex(manifestUrl, fetcher);
    for (const query of queries) await scoresOf(warm, query);
    for (const query of queries)
      expect(await scoresOf(new LocalIndex(manifestUrl, fetcher), query), query).toEqual(await scoresOf(warm, query));
  });
});

describe('ranking rules', () => {
  const candidate = (pageKey: string, title: string, heading: string | null, score: number, weight?: number): Candidate => ({
    pageKey,
    title,
    heading,
    score,
    weight,
  });

  it('orders tiers: exact title, exact heading, title prefix, heading prefix, body', () => {
    expect(matchTier('holdtoken', 'holdToken', null)).toBe(Tier.exactTitle);
    // Words ask for the concept: the option named holdToken comes after the page titled in words.
    expect(matchTier('hold token', 'holdToken', null)).toBe(Tier.exactTitleOtherForm);
    expect(matchTier('holdToken', 'Hold tokens', null)).toBe(Tier.exactTitleOtherForm);
    expect(matchTier('hold tokens', 'Hold tokens', null)).toBe(Tier.exactTitle);
    expect(matchTier('zoomToSection', 'chart.zoomToSection', null)).toBe(Tier.exactTitle);
    expect(matchTier('POST /hold-tokens', 'Create a hold token', null, {}, ['POST /hold-tokens'])).toBe(Tier.exactTitle);
    expect(matchTier('expiry', 'holdToken', 'Expiry')).toBe(Tier.exactHeading);
    expect(matchTier('holdtok', 'holdToken', null)).toBe(Tier.titlePrefix);
    expect(matchTier('expir', 'holdToken', 'Expiry rules')).toBe(Tier.headingPrefix);
    expect(matchTier('token', 'holdToken', 'Expiry')).toBe(Tier.body);
  });

  it('ranks a name typed with a typo as a title the query begins, for a one-token query only', () => {
    expect(matchTier('workspaecs', 'Workspaces', null)).toBe(Tier.titlePrefix);
    expect(matchTier('showMinmap', 'showMinimap', null)).toBe(Tier.titlePrefix);
    // Two typos from fourteen letters of the name on; one below, none below eight.
    expect(matchTier('onholdtokenexpierd', 'onHoldTokenExpired', null)).toBe(Tier.titlePrefix);
    expect(matchTier('workspaecss', 'Workspaces', null)).toBe(Tier.body);
    expect(matchTier('chanels', 'Channels', null)).toBe(Tier.body);
    // In a sentence, a title a few letters from the words is another page.
    expect(matchTier('why does my hold token expire', 'onHoldTokenExpired', null)).toBe(Tier.body);
  });

  it('does not let a heading many pages share claim the exact tier', () => {
    expect(matchTier('example', 'holdToken', 'Example', {commonHeading: (h) => h === 'Example'})).toBe(Tier.body);
  });

  it('names identifiers by their member, and compares names by their terms', () => {
    expect(memberName('chart.holdToken')).toBe('holdToken');
    expect(memberName('Hold tokens')).toBe('Hold tokens');
    expect(nameKey('How do I hold tokens?')).toBe(nameKey('holdToken'));
  });

  it('puts a higher tier first even when its score is lower, and the named page first, its top first', () => {
    const pages = rankPages('session', [
      candidate('a', 'Sessions guide', 'Session', 10),
      candidate('b', 'session', 'Values', 1),
      candidate('b', 'session', null, 0.5),
      candidate('c', 'Other', null, 50),
    ]);
    expect(pages.map((p) => p.pageKey)).toEqual(['b', 'a', 'c']);
    expect(pages[0].items.map((i) => i.heading)).toEqual([null, 'Values']);
  });

  it('weights scores inside a tier', () => {
    const pages = rankPages('token', [candidate('a', 'A', null, 10, 0.6), candidate('b', 'B', null, 8)]);
    expect(pages.map((p) => p.pageKey)).toEqual(['b', 'a']);
  });

  it('groups by page in rank order, with at most N sections per page and M pages', () => {
    const ranked = ['a', 'b', 'a', 'c', 'a', 'd'].map((pageKey, i) => ({pageKey, i}));
    const {groups, totalGroups} = groupByPage(ranked, 2, 3);
    expect(groups.map((g) => [g.pageKey, g.items.map((x) => x.i)])).toEqual([
      ['a', [0, 2]],
      ['b', [1]],
      ['c', [3]],
    ]);
    expect(totalGroups).toBe(4);
  });
});

describe('suggestions', () => {
  it('offers the titles and headings closest to what was typed', () => {
    expect(similarity('webhook', 'webhooks')).toBeGreaterThan(0.8);
    const core = {
      pages: fixturePages.map((p) => [p.url, p.title, 0, 0, 0, '', 0, ''] as const),
      sections: [[0, 'Expiry'] as [number, string]],
    };
    expect(suggest(core as never, 'holdtokn')[0]).toBe('holdToken');
    expect(suggest(core as never, 'zq')).toEqual([]);
  });
});

describe('bounded caches', () => {
  it('drops the least recently used entry past the limit', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.size]).toEqual([1, undefined, 3, 2]);
  });
});

describe('local provider', () => {
  it('ranks the exact title first, whatever shape the identifier is typed in', async () => {
    for (const query of ['holdtoken', 'holdToken', 'holdtok', 'hold-token']) {
      expect((await titles(query))[0], query).toBe('holdToken');
    }
    // Written as words, the name asks for the concept: its page first, then the option of the same name.
    for (const query of ['hold token ', 'Hold tokens ']) {
      expect((await titles(query)).slice(0, 2), query).toEqual(['Hold tokens', 'holdToken']);
    }
    for (const query of ['maxSelectedObjects', 'maxSelectedObject', 'max selected objects', 'maxselected']) {
      expect((await titles(query))[0], query).toBe('maxSelectedObjects');
    }
    expect((await titles('chart.holdToken'))[0]).toBe('chart.holdToken');
  });

  it('matches with typos', async () => {
    expect((await titles('sesion '))[0]).toBe('session');
    expect((await titles('holdTokem '))[0]).toBe('holdToken');
    expect((await titles('maxselctedobjets '))[0]).toBe('maxSelectedObjects');
  });

  it('finds a method called on its object, where the page names the method alone', async () => {
    const pages = [
      page('/docs/event-manager/methods', 'Methods', 'Event Manager', [
        [null, '', 'Call these on the object that render returns.'],
        ['listOrderChanges()', 'listorderchanges', 'Lists what changed in the order being edited.'],
      ]),
      page('/docs/event-manager/introduction', 'Event Manager', 'Event Manager', [
        [null, '', 'The eventManager object shows the chart to staff.'],
      ]),
    ];
    expect((await urls('eventManager.listOrderChanges()', pages))[0]).toBe('/docs/event-manager/methods');
  });

  it('finds the page of a natural question, ignoring the words that only make it a question', async () => {
    expect((await titles('How many seats can a buyer select at most? '))[0]).toBe('maxSelectedObjects');
    expect((await titles('why is my hold token expiring ')).slice(0, 2)).toContain('holdToken');
  });

  it('answers a what-is question with the page that explains the thing before the calls that act on it', async () => {
    const doc = (url: string, title: string, kind: string, text: string): (typeof fixturePages)[number] => ({
      url,
      title,
      crumb: 'REST API',
      tag: 'docs-default-current',
      language: 'en',
      keywords: [],
      kind,
      sections: [{heading: null, anchor: '', text}],
    });
    const pages = [
      doc(
        '/docs/api/create-partial-season',
        'Create a partial season',
        'REST operation',
        'Creates a partial season of a season: the partial season sells some events of the season. Partial season keys are unique in the season.',
      ),
      doc(
        '/docs/api/partial-seasons',
        'Partial seasons',
        'REST resource',
        'A partial season covers some events of a season. Buyers of a ticket hold the same seat for every event it covers; the other events stay on sale to everyone, reports count them apart, and the renderer shows them as usual.',
      ),
    ];
    // Same words, different question: the explaining page comes first only when the reader asks what something is.
    expect(await titles('difference between a season and a partial season ', pages)).toEqual([
      'Partial seasons',
      'Create a partial season',
    ]);
    expect(await titles('why does a partial season cover some events ', pages)).toEqual(['Partial seasons', 'Create a partial season']);
    expect(await titles('season keys unique ', pages)).toEqual(['Create a partial season', 'Partial seasons']);
  });

  it('ranks docs above a changelog post that matches as well', async () => {
    const post = fixturePages.find((p) => p.url.startsWith('/changelog'))!;
    const copy = {...post, url: '/docs/renderer/hold-calls', tag: 'docs-default-current', title: 'Hold calls callbacks'};
    expect(await titles('onHoldCallsInProgress ', [post, copy])).toEqual(['Hold calls callbacks', 'Hold calls callbacks']);
    const {fetcher, manifestUrl} = serveIndex([post, copy]);
    const response = await createLocalProvider(manifestUrl, fetcher).search('onHoldCallsInProgress ', options);
    expect(response.groups.map((g) => g.pageUrl)).toEqual(['/docs/renderer/hold-calls', post.url]);
  });

  it('ranks the changelog post first when the question asks which release brought something, and only then', async () => {
    const post = {...fixturePages.find((p) => p.url.startsWith('/changelog'))!, kind: 'Changelog'};
    const copy = {...post, url: '/docs/renderer/hold-calls', tag: 'docs-default-current', kind: 'Guide'};
    for (const query of [
      'which release added onHoldCallsInProgress ',
      'when was onHoldCallsInProgress introduced ',
      'since which version is there onHoldCallsInProgress ',
    ]) {
      expect((await urls(query, [post, copy]))[0], query).toBe(post.url);
    }
    expect((await urls('what does onHoldCallsInProgress do ', [post, copy]))[0]).toBe('/docs/renderer/hold-calls');
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
    for (const [query, word] of [
      ['theater ', 'theatre'],
      ['center block ', 'Centre'],
      ['colors ', 'colour'],
    ]) {
      const first = await provider.search(query, options);
      const response = (await first.complete) ?? first;
      expect(response.groups[0]?.pageUrl, query).toBe('/docs/renderer/theatres');
      const section = response.groups[0].sections[0];
      const hits = [...(section.heading ?? []), ...section.excerpt].filter((s) => s.hit).map((s) => s.text);
      expect(hits, query).toContain(word);
    }
  });

  it('makes words optional: a page matching all comes first, then those matching most', async () => {
    const result = await titles('rate limit zebra ');
    expect(result[0]).toBe('Rate limit');
  });

  it('answers nothing with suggestions from the index when no word matches', async () => {
    const {fetcher, manifestUrl} = serveIndex();
    const response = await createLocalProvider(manifestUrl, fetcher).search('xqzv wqpfz', options);
    expect(response.groups).toEqual([]);
    expect(response.suggestions).toEqual([]);
    const close = await createLocalProvider(manifestUrl, fetcher).search('holdtokenzzz ', options);
    expect(close.groups).toEqual([]);
    expect(close.suggestions?.[0]).toBe('holdToken');
  });

  it('tells each page group its place in the site and its kind', async () => {
    const {fetcher, manifestUrl} = serveIndex();
    const response = await createLocalProvider(manifestUrl, fetcher).search('book objects ', options);
    const book = response.groups.find((g) => g.pageUrl === '/docs/api/operations/book-objects')!;
    expect(book).toMatchObject({crumb: 'REST API › Objects', kind: 'REST operation', method: 'POST'});
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
    const section = response.groups.flatMap((g) => g.sections).find((s) => s.url.endsWith('#per-category'))!;
    expect(section.excerptPending).toBeUndefined();
    expect(section.excerpt).toEqual([]);
  });

  it('returns nothing for a query with no searchable word, without fetching', async () => {
    const {fetcher, manifestUrl, requests} = serveIndex();
    const response = await createLocalProvider(manifestUrl, fetcher).search('  - ', options);
    expect(response).toEqual({query: '  - ', total: 0, totalGroups: 0, groups: []});
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
