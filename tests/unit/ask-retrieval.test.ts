/**
 * Ask AI's retrieval on small fixtures: the product a question names scopes
 * the pages (the vocabulary's `products`), pages come in the search
 * dialog's own order, and the passage quoted from a page is the one whose
 * sentences answer, not merely the section search liked best.
 */
import {describe, expect, it} from 'vitest';
import {composeAnswer} from '../../lib/ask/extractive';
import {answerShape, namedRow, namedRows, rankPassages, wantedConcepts} from '../../lib/ask/passages';
import {intentCoverage, profileCoverage, retrieveSections} from '../../lib/ask/retrieve';
import type {IndexedPage} from '../../lib/search/indexFormat';
import {LocalIndex} from '../../lib/search/localIndex';
import {conceptScale, createLocalProvider, productScale, searchLoaded} from '../../lib/search/localProvider';
import {namedProducts, productOfCrumb, productPhrases, productWeight, productWord, titledByProduct} from '../../lib/search/products';
import {rankPages, type RankOptions} from '../../lib/search/ranking';
import {planQuery} from '../../lib/search/queryPlan';
import {EXAMPLE_VALUE_SCALE, EXCLUDED_TITLE_WEIGHT, OTHER_PRODUCT_WEIGHT, PRODUCT_WORD_SCALE} from '../../lib/search/rankingKnobs';
import {queryWords, tokenize} from '../../lib/search/tokenize';
import {fixtureVocabulary, page, serveIndex, siteProducts} from './search-fixtures';

const PRODUCT = {renderer: 0, eventManager: 1, designer: 2, rest: 3};
const named = (question: string) =>
  [
    ...namedProducts(
      queryWords(question).map((word) => (word.negated ? '' : productWord(word.raw))),
      siteProducts,
    ),
  ].sort();

describe('product scoping', () => {
  it('reads the products a question names from the vocabulary, the longest phrase winning', () => {
    expect(siteProducts.map(([sections]) => sections[0])).toEqual(['Renderer', 'Event Manager', 'Designer', 'REST API']);
    expect(named('translate the seat map')).toEqual([PRODUCT.renderer]);
    expect(named('hide the booth tool in the seat map editor')).toEqual([PRODUCT.designer]);
    expect(named('let box office staff release seats')).toEqual([PRODUCT.eventManager]);
    expect(named('book the seats from my server')).toEqual([PRODUCT.rest]);
    expect(named('which key goes in the renderer config')).toEqual([PRODUCT.renderer]);
    // "rest" as English names no product; with a word that makes it the interface it names the API.
    expect(named('after adding channels to the chart config the rest of the house looks sold out')).toEqual([PRODUCT.renderer]);
    expect(named('make only those seats clickable and grey the rest')).toEqual([]);
    expect(named('hold seats with a REST call')).toEqual([PRODUCT.rest]);
    expect(named('which REST API endpoint books seats')).toEqual([PRODUCT.rest]);
    // "api" alone is the REST API: readers add it to say the call comes from their server.
    expect(named('customer refund free up their seats api')).toEqual([PRODUCT.rest]);
    expect(named('api keeps giving 429 errors')).toEqual([PRODUCT.rest]);
    // The browser products' own calls, named with the product or the language, are not the REST API.
    expect(named('javascript api select seats')).toEqual([PRODUCT.renderer]);
    expect(named('seat map api zoom to a section')).toEqual([PRODUCT.renderer]);
    expect(named('designer api hide the booth tool')).toEqual([PRODUCT.designer]);
    // A verb is not the product named after it: "render" is not the renderer, "design" not the designer.
    expect(named('render the designer into a React ref')).toEqual([PRODUCT.designer]);
    expect(named('design a floor plan and render it')).toEqual([]);
    expect(named('let box offices release seats')).toEqual([PRODUCT.eventManager]);
    expect(named('show the chart in the Event Manager and the renderer')).toEqual([PRODUCT.renderer, PRODUCT.eventManager]);
    // A product the reader excludes scopes nothing; a question that names none is not scoped.
    expect(named('hold seats without the renderer')).toEqual([]);
    expect(named('how long does a hold token last')).toEqual([]);
  });

  it('knows a page by the section of the site its crumb starts with, and lowers the other products only', () => {
    expect(productOfCrumb('Renderer › Configuration › Appearance', siteProducts)).toBe(PRODUCT.renderer);
    expect(productOfCrumb('Webhooks', siteProducts)).toBe(PRODUCT.rest);
    expect(productOfCrumb('First steps', siteProducts)).toBe(-1);
    const renderer = new Set([PRODUCT.renderer]);
    expect(productWeight(PRODUCT.designer, renderer)).toBe(OTHER_PRODUCT_WEIGHT);
    expect(productWeight(PRODUCT.renderer, renderer)).toBe(1);
    expect(productWeight(-1, renderer)).toBe(1);
    expect(productWeight(PRODUCT.designer, new Set())).toBe(1);
  });

  const pages = [
    page('/docs/embedded-designer/configuration-language', 'language', 'Designer › Configuration', [
      [null, '', 'Sets the language of the menus and panels. Translate the designer for your users.'],
    ]),
    page('/docs/renderer/config-language', 'language', 'Renderer › Configuration › Appearance', [
      [null, '', 'Sets the language of the built-in texts, such as buttons and dialogs.'],
    ]),
    page('/docs/event-manager/how-to-embed', 'How to embed', 'Event Manager', [
      [null, '', 'Embed it on a back-office page for your staff.'],
    ]),
    page('/docs/embedded-designer/introduction', 'Introduction', 'Designer › Getting started', [
      [null, '', 'Embed the designer on a back-office page so venues draw their charts.'],
    ]),
    page('/docs/tutorial/show-the-floor-plan-on-your-page', '4. Put the script on your page', 'First steps', [
      [null, '', 'Embed the renderer script on your page with your workspace key.'],
    ]),
  ];
  const firstPages = async (query: string, products = siteProducts) => {
    const {fetcher, manifestUrl} = serveIndex(pages, products);
    const response = await createLocalProvider(manifestUrl, fetcher).search(`${query} `, {maxGroups: 5, sectionsPerGroup: 1});
    return response.groups.map((group) => group.pageUrl);
  };

  it('ranks the pages of the product a question names first, in search and so in Ask AI', async () => {
    // Without scoping, the designer's page wins on its words ("translate").
    expect((await firstPages('translate the seat map', []))[0]).toBe('/docs/embedded-designer/configuration-language');
    expect((await firstPages('translate the seat map'))[0]).toBe('/docs/renderer/config-language');
    expect((await firstPages('embed it in the box office'))[0]).toBe('/docs/event-manager/how-to-embed');
    // Pages of no product keep their place.
    expect(await firstPages('embed the seat map on my page')).toContain('/docs/tutorial/show-the-floor-plan-on-your-page');
    const {fetcher, manifestUrl} = serveIndex(pages, siteProducts);
    const sections = await retrieveSections(new LocalIndex(manifestUrl, fetcher), 'How do I translate the seat map?', {
      maxSections: 3,
      perPage: 1,
    });
    expect(sections[0].page).toBe('/docs/renderer/config-language');
  });
});

describe('a page titled by a product', () => {
  it('is a page whose title is only a product name of the vocabulary', () => {
    expect(titledByProduct('Event Manager', siteProducts)).toBe(true);
    expect(titledByProduct('Embedded Designer', siteProducts)).toBe(true);
    expect(titledByProduct('Webhooks', siteProducts)).toBe(true);
    expect(titledByProduct('Styling', siteProducts)).toBe(false);
    expect(titledByProduct('Event Manager modes', siteProducts)).toBe(false);
  });

  it('is not what a question names when the question says the product to scope it', () => {
    // The introduction matches the product's name in its title; the page on dark mode matches the question.
    const candidates = [
      {pageKey: 'introduction', title: 'Event Manager', heading: null, score: 10},
      {pageKey: 'styling', title: 'Styling', heading: null, score: 12},
    ];
    const first = (options: RankOptions) => rankPages('event manager dark mode', candidates, options)[0].pageKey;
    expect(first({})).toBe('introduction');
    expect(first({productTitle: (title) => titledByProduct(title, siteProducts)})).toBe('styling');
    // Asked for by its name alone, the product's page is still what the query names.
    expect(rankPages('event manager', candidates, {productTitle: (title) => titledByProduct(title, siteProducts)})[0].pageKey).toBe(
      'introduction',
    );
  });
});

/** Each concept of a question on the fixture vocabulary with the factor `of` gives it (1 when it gives none). */
function conceptFactors(question: string, of: typeof productScale): {text: string; factor: number}[] {
  const plan = planQuery(question, {has: () => true, synonyms: fixtureVocabulary}, false);
  const sequence = plan.words.map((word) => (word.negated ? '' : productWord(word.raw)));
  const factors = of(plan, productPhrases(sequence, siteProducts));
  return plan.concepts.map((concept, c) => ({text: concept.text, factor: factors?.[c] ?? 1}));
}

describe('the words that name a product', () => {
  const scale = (question: string) => conceptFactors(question, productScale).map(({text, factor}) => `${text}:${factor}`);

  it('count less than the rest of the question, which the product already scopes', () => {
    expect(scale('can I stop users of the embedded designer from drawing booths')).toEqual([
      'stop:1',
      'users:1',
      `embedded:${PRODUCT_WORD_SCALE}`,
      `designer:${PRODUCT_WORD_SCALE}`,
      'drawing:1',
      'booths:1',
    ]);
    // A query that is only the name keeps its words; one that names no product is not scaled.
    expect(scale('embedded designer')).toEqual(['embedded:1', 'designer:1']);
    expect(scale('stop users from drawing booths')).toEqual(['stop:1', 'users:1', 'drawing:1', 'booths:1']);
  });
});

describe('a seat label the reader typed', () => {
  const scale = (question: string) =>
    conceptFactors(question, conceptScale)
      .filter(({factor}) => factor !== 1)
      .map(({text}) => text.toLowerCase());

  it("counts less than the words around it, since it is the reader's value", () => {
    expect(EXAMPLE_VALUE_SCALE).toBeLessThan(1);
    expect(scale('who booked seat A-12 and when')).toEqual(['a.12']);
    expect(scale('box office wants to know who held seat F14')).toEqual(['f14']);
    // Words and names with digits in them are not seat labels.
    expect(scale('limit kids tickets to 2 per order')).toEqual([]);
    expect(scale('render the chart in utf8 with es2015 syntax')).toEqual([]);
    expect(scale('who booked seat A-12 and when')).not.toEqual(scale('who booked seat and when'));
  });
});

describe('what the reader excludes', () => {
  const optionPages = [
    page('/docs/embedded-designer/configuration-divid', 'divId', 'Designer › Configuration', [
      [null, '', 'The id of the div element the designer renders into.'],
    ]),
    page('/docs/embedded-designer/configuration-container', 'container', 'Designer › Configuration', [
      [null, '', 'The element the designer renders into, when you pass an element rather than a div id.'],
    ]),
  ];

  it('is no identifier and no subject: the page titled by it yields', async () => {
    const vocabulary = {has: (term: string) => ['divid', 'div', 'id', 'element'].includes(term), synonyms: []};
    const joined = (query: string) =>
      planQuery(query, vocabulary, false).concepts.flatMap((concept) =>
        concept.alternatives.flatMap((alternative) => alternative.terms.map((term) => term.term)),
      );
    expect(joined('an element with a div id')).toContain('divid');
    expect(joined('an element instead of a div id')).not.toContain('divid');
    const {fetcher, manifestUrl} = serveIndex(optionPages, siteProducts);
    const index = new LocalIndex(manifestUrl, fetcher);
    const loaded = await index.load();
    const weights = async (query: string) => {
      const plan = index.plan(loaded, query, false);
      await index.prepare(loaded, plan.terms);
      return Object.fromEntries(
        searchLoaded(index, loaded, query, plan).map((ranked) => [loaded.core.pages[ranked.items[0].page][1], ranked.items[0].weight]),
      );
    };
    expect(await weights('render the designer into an element with a div id')).toEqual({divId: 1, container: 1});
    expect(await weights('render the designer into an element instead of a div id')).toEqual({divId: EXCLUDED_TITLE_WEIGHT, container: 1});
  });
});

/** A question's concepts as passage choice reads them, planned on the fixture vocabulary with every concept at weight 1. */
function concepts(question: string) {
  const plan = planQuery(question, {has: () => true, synonyms: fixtureVocabulary}, false);
  return wantedConcepts(
    plan,
    () => [],
    plan.concepts.map(() => 1),
  );
}

describe('passage choice', () => {
  it('quotes the section whose sentences answer, not the one search scored higher as a whole', () => {
    const sections = [
      {heading: null, text: 'Hold tokens keep seats for a buyer. Every hold token belongs to one workspace.', match: 1},
      {heading: 'Lifetime', text: 'A hold token expires after 15 minutes by default, and its seats are released.', match: 0.4},
      {heading: 'Related', text: 'Create a hold token.', match: 0.6},
    ];
    const ranked = rankPassages(sections, concepts('When does a hold token expire?'));
    expect(ranked[0].section).toBe(1);
    expect([...ranked[0].sentences].sort((a, b) => b.score - a.score)[0].text).toMatch(/^A hold token expires after 15 minutes/);
  });

  it('reads what kind of value a question asks for: a duration or a limit, else none', () => {
    expect(answerShape('how long does a hold token last?')).toBe('duration');
    expect(answerShape('max time I can hold seats during checkout')).toBe('duration');
    expect(answerShape('what is the maximum number of seats per order')).toBe('limit');
    expect(answerShape('how many requests per second can I send')).toBe('limit');
    expect(answerShape('what is the rate limit for booking?')).toBe('limit');
    expect(answerShape('how do I stay under the rate limit')).toBeNull();
    expect(answerShape('how many seats are sold per section')).toBeNull();
    expect(answerShape('how do I hold seats')).toBeNull();
  });

  it('puts the sentence that holds the value asked for before one that only names the things asked about', () => {
    const sections = [
      {
        heading: null,
        text: 'Tessera releases the held seats when the hold token expires. A hold token lives for the hold period, 15 minutes by default.',
        match: 1,
      },
    ];
    const question = 'how long does a hold token last';
    const top = (shape: ReturnType<typeof answerShape>) =>
      [...rankPassages(sections, concepts(question), shape)[0].sentences].sort((a, b) => b.score - a.score)[0].text;
    expect(top(null)).toMatch(/^Tessera releases/);
    expect(top(answerShape(question))).toMatch(/15 minutes/);
  });

  it('never quotes table rows, fragments or sentences that point elsewhere on their page', () => {
    const sections = [
      {
        heading: null,
        text: '| expiresAt | string | When the hold token expires.\nSee the example above for how a hold token expires.',
        match: 1,
      },
      {heading: 'Expiry', text: 'Short.\nTessera releases the seats when the hold token expires.', match: 0.2},
    ];
    const [best] = rankPassages(sections, concepts('when does a hold token expire'));
    expect(best.section).toBe(1);
    const texts = rankPassages(sections, concepts('when does a hold token expire')).flatMap((passage) =>
      passage.sentences.filter((sentence) => sentence.score > 0).map((sentence) => sentence.text),
    );
    expect(texts.some((text) => text.startsWith('|') || text === 'Short.')).toBe(false);
    expect(texts.find((text) => text.includes('above'))).toBeDefined();
    const above = rankPassages(sections, concepts('when does a hold token expire'))
      .flatMap((passage) => passage.sentences)
      .find((sentence) => sentence.text.includes('above'))!;
    const plain = rankPassages(sections, concepts('when does a hold token expire'))
      .flatMap((passage) => passage.sentences)
      .find((sentence) => sentence.text.startsWith('Tessera releases'))!;
    expect(above.score).toBeLessThan(plain.score);
  });

  it("never quotes a code block's file name or a path on its own line, however many of the question's words it holds", () => {
    const sections = [
      {heading: 'Example', text: 'venue-admin/floor-plan.html\n/docs/embedded-designer/safe-mode-options', match: 1},
      {heading: 'Safe mode', text: 'Safe mode stops venue admins from renaming seats on a floor plan.', match: 0.2},
    ];
    const question = concepts('stop venue admins renaming seats on the floor plan');
    const quotable = rankPassages(sections, question).flatMap((passage) => passage.sentences.map((sentence) => sentence.text));
    expect(quotable).toEqual(['Safe mode stops venue admins from renaming seats on a floor plan.']);
  });

  it("reads the page's title as the heading of its top section, so a callback's name counts for its summary", () => {
    const top = {heading: null, text: 'Fires when the chart is fully drawn and its methods are ready.', match: 0.5};
    const question = concepts('when has the chart rendered');
    const bare = rankPassages([top], question)[0].score;
    const titled = rankPassages([{...top, title: 'onChartRendered'}], question)[0].score;
    expect(titled).toBeGreaterThan(bare);
  });

  it('lets the top of a page, which says what the page is for, win a tie', () => {
    const sections = [
      {heading: null, text: 'Set maxSelectedObjects to cap how many seats a buyer selects.', match: 0.5},
      {heading: 'Notes', text: 'Set maxSelectedObjects to cap how many seats a buyer selects.', match: 0.5},
    ];
    expect(rankPassages(sections, concepts('cap how many seats a buyer selects'))[0].section).toBe(0);
  });

  it('answers a how-to question from the option page that search ranks first, with its sample', async () => {
    const pages = [
      page(
        '/docs/renderer/config-maxselectedobjects',
        'maxSelectedObjects',
        'Renderer › Configuration › Selection',
        [
          [null, '', 'Set maxSelectedObjects to stop buyers from selecting more than your ticket limit.'],
          ['Example', 'example', 'At most 6 tickets per order:'],
          ['How it works', 'how-it-works', 'When the selection reaches the limit, further clicks do nothing.'],
        ],
        ['maxSelectedObjects'],
        {kind: 'Option', description: 'Caps how many objects a buyer can select in the renderer.'},
      ),
      page('/docs/renderer/config-selectedobjects', 'selectedObjects', 'Renderer › Configuration › Selection', [
        [null, '', 'Objects that the renderer selects when the chart loads.'],
        ['Only free objects', 'only-free-objects', 'The renderer selects an entry only if the buyer could select it by clicking.'],
      ]),
    ];
    pages[0].sections[1].code = {language: 'js', text: 'new tessera.SeatingChart({maxSelectedObjects: 6}).render();', marks: [0, 3, 0]};
    const {fetcher, manifestUrl} = serveIndex(pages, siteProducts);
    const question = 'How do I let buyers pick only 4 seats?';
    const sections = await retrieveSections(new LocalIndex(manifestUrl, fetcher), question, {maxSections: 4, perPage: 2});
    expect(sections[0].url).toBe('/docs/renderer/config-maxselectedobjects');
    const answer = composeAnswer(question, sections);
    expect(answer.citations[0].url).toBe('/docs/renderer/config-maxselectedobjects');
    expect(answer.markdown.split('\n\n')[0]).toMatch(/^(?:`maxSelectedObjects`: Caps|Set `maxSelectedObjects` to stop buyers)/);
    expect(answer.markdown).toContain('```js\nnew tessera.SeatingChart({maxSelectedObjects: 6}).render();\n```');
    expect(answer.samples).toEqual([pages[0].sections[1].code]);
  });
});

describe('a table row that explains what the reader pasted', () => {
  const errors = [
    '| Status | Code | What to do',
    '| 400 Bad Request | OBJECT_ALREADY_BOOKED | An object you want to book is booked already. Do not retry: the seat stays booked.',
    '| 400 Bad Request | OBJECT_NOT_FOUND | A label in the request is not on the chart.',
  ].join('\n');

  it('reads as one sentence when the question names its code or field, with the short cells in brackets', () => {
    const question = concepts('OBJECT_ALREADY_BOOKED when booking');
    const [, booked, notFound] = errors.split('\n');
    expect(namedRow(booked, question)).toBe(
      'OBJECT_ALREADY_BOOKED (400 Bad Request): An object you want to book is booked already. Do not retry: the seat stays booked.',
    );
    expect(namedRow(notFound, question)).toBeNull();
    expect(namedRow('| Status | Code | What to do', question)).toBeNull();
    expect(namedRow('| holdToken | string | The hold token that holds the objects', concepts('response has no holdToken field'))).toBe(
      'holdToken (string): The hold token that holds the objects.',
    );
    // Prose is no row, and a row the question does not name stays data.
    expect(namedRow('OBJECT_ALREADY_BOOKED means the seat is gone.', question)).toBeNull();
    expect(namedRow(booked, concepts('when is a seat booked'))).toBeNull();
  });

  it('is quoted, never ranked: it gives a passage no score, so it moves no page or passage', () => {
    const question = concepts('OBJECT_ALREADY_BOOKED when booking');
    expect(rankPassages([{heading: 'Errors', text: errors, match: 0}], question)).toEqual([]);
    const rows = namedRows([{heading: 'Errors', text: errors}], question);
    expect(rows.map((row) => [row.text.slice(0, 30), row.row])).toEqual([['OBJECT_ALREADY_BOOKED (400 Bad', true]]);
    expect(rows[0].score).toBeGreaterThan(0);
  });

  it("leads the answer with the row of the code the reader pasted, from the operation's error table", async () => {
    const pages = [
      page(
        '/docs/api/book-objects',
        'Book objects',
        'REST API › Objects',
        [
          [null, '', 'Books objects in an event. When the booking fails, the call books nothing.'],
          ['Errors', 'errors', errors],
        ],
        ['POST /events/{eventKey}/actions/book'],
        {kind: 'REST operation', description: 'Sets objects to booked, so that nobody else can select them.'},
      ),
    ];
    const {fetcher, manifestUrl} = serveIndex(pages, siteProducts);
    const question = 'OBJECT_ALREADY_BOOKED when booking';
    const sections = await retrieveSections(new LocalIndex(manifestUrl, fetcher), question, {maxSections: 4, perPage: 2});
    const answer = composeAnswer(question, sections);
    // The row says its code, so the operation's name does not introduce it.
    expect(answer.markdown.split('\n\n')[0]).toMatch(
      /^`OBJECT_ALREADY_BOOKED` \(400 Bad Request\): An object you want to book is booked already\./,
    );
    expect(answer.markdown).not.toContain('OBJECT_NOT_FOUND');
    // Its citation opens the section the row is in.
    expect(answer.citations[0]).toMatchObject({url: '/docs/api/book-objects#errors', title: 'Book objects', heading: 'Errors'});
  });
});

describe('the code an answer shows', () => {
  const guide = () => {
    const webhooks = page(
      '/docs/webhooks',
      'Webhooks',
      'Webhooks',
      [
        [null, '', 'Receive signed HTTP calls on your server and verify them before you trust them.'],
        ['Payload', 'payload', 'Every message is a small JSON object with an id, a type and the keys of what changed.'],
        ['Verify the signature', 'verify-the-signature', 'Compare the HMAC of the timestamp and the body with the signature header.'],
        ['Send the key', 'send-the-key', 'Your server sends its secret key as the user name of Basic authentication.'],
      ],
      [],
      {kind: 'Guide', description: 'Receive signed HTTP calls on your server and verify them.'},
    );
    webhooks.sections[1].code = {language: 'json', text: '{"id": 50817, "type": "chart.created"}', marks: [0, 1, 0]};
    webhooks.sections[3].code = {
      language: 'http',
      text: 'GET /charts HTTP/1.1\nAuthorization: Basic WU9VUl9TRUNSRVRfS0VZOg==',
      marks: [0, 2, 0],
    };
    const {fetcher, manifestUrl} = serveIndex([webhooks], siteProducts);
    return new LocalIndex(manifestUrl, fetcher);
  };

  it('on a guide, leaves out a sample of another topic of the page, which the quoted passage does not introduce', async () => {
    const sections = await retrieveSections(guide(), 'How do I verify that a signed HTTP call came from you?', {
      maxSections: 4,
      perPage: 2,
    });
    expect(sections[0].url).toBe('/docs/webhooks');
    expect(sections.map((section) => section.code?.text)).not.toContain('{"id": 50817, "type": "chart.created"}');
  });

  it('on a guide, leaves out a sample further down that shares only a minor word of the question', async () => {
    // "Send the key" shares "send" with the question, not what it is about (the HMAC, the timestamp).
    const question = 'How do I compare the HMAC of the timestamp and the body with the signature header before I send a reply?';
    const sections = await retrieveSections(guide(), question, {maxSections: 4, perPage: 2});
    expect(sections[0].heading).toBe('Verify the signature');
    expect(sections.some((section) => section.code?.text.startsWith('GET /charts'))).toBe(false);
  });

  it('on a guide, shows a sample further down when the sample or the heading over it says something of the question', async () => {
    const sections = await retrieveSections(guide(), 'Where does the secret key go when I send a call to verify my server?', {
      maxSections: 4,
      perPage: 2,
    });
    expect(sections.some((section) => section.code?.text.startsWith('GET /charts'))).toBe(true);
  });
});

describe('reader intents and passages order the pages an answer cites', () => {
  const concepts = (question: string, pages: IndexedPage[]) => {
    const {fetcher, manifestUrl} = serveIndex(pages, siteProducts);
    return {index: new LocalIndex(manifestUrl, fetcher), question};
  };
  // A tutorial step that says every word of the question in passing, and the operation that answers it.
  const pages = [
    page('/docs/tutorial/take-payment', '5. Check the hold token from your backend', 'First steps', [
      [null, '', 'While the buyer pays, check the order total and the time they have left before you charge the card.'],
      ['Hold token', 'hold-token', 'The hold token keeps the seats for the buyer; your backend receives it with the order.'],
      ['Left to do', 'left-to-do', 'Check the hold token from your backend before the time runs out, then book.'],
      [
        'Time left',
        'time-left',
        'How much time is left on the hold token decides whether your backend books or asks the buyer to start again.',
      ],
    ]),
    page(
      '/docs/api/retrieve-a-hold-token',
      'Retrieve a hold token',
      'REST API › Hold tokens',
      [[null, '', 'Returns a hold token with how much time is left before it expires, in expiresInSeconds.']],
      [],
      {kind: 'REST operation', intents: ['check how much time is left on a hold token']},
    ),
  ];

  it("measure a page's closest intent by the share of the question it says", () => {
    const wanted = [
      {weight: 2, alternatives: [{weight: 1, terms: [['time']]}]},
      {weight: 1, alternatives: [{weight: 1, terms: [['hold'], ['token']]}]},
      {weight: 1, alternatives: [{weight: 1, terms: [['backend']]}]},
    ];
    expect(intentCoverage(['time left on a hold token', 'release a token'], wanted)).toBeCloseTo(0.75);
    expect(intentCoverage(['release the seats'], wanted)).toBe(0);
    expect(intentCoverage(undefined, wanted)).toBe(0);
    expect(intentCoverage('time left on a hold token' as unknown as string[], wanted)).toBe(0);
    expect(intentCoverage([7, null, 'time left'] as unknown as string[], wanted)).toBeCloseTo(0.5);
  });

  it('put the operation a reader intent names before the tutorial step that search ranks first on its words', async () => {
    const question = 'Check how much time is left on a hold token from my backend';
    const {fetcher, manifestUrl} = serveIndex(pages, siteProducts);
    const search = await createLocalProvider(manifestUrl, fetcher).search(`${question} `, {maxGroups: 5, sectionsPerGroup: 1});
    expect(search.groups.map((group) => group.pageUrl)[0]).toBe('/docs/tutorial/take-payment');
    const {index} = concepts(question, pages);
    const sections = await retrieveSections(index, question, {maxSections: 3, perPage: 1});
    expect(sections[0].page).toBe('/docs/api/retrieve-a-hold-token');
    expect(sections.map((section) => section.page)).toContain('/docs/tutorial/take-payment');
  });

  it("measure a page's profile by what its title, summary, headings and intents say together", async () => {
    const profiled = page(
      '/docs/renderer/config-session',
      'Keep seats on reload',
      'Renderer',
      [
        [null, '', 'Sessions let a buyer come back to the same selection.'],
        ['Session length', 'session-length', 'A session lasts fifteen minutes.'],
      ],
      [],
      {kind: 'Option', description: 'Keeps what the buyer picked.', intents: ['buyer goes back to the seat map']},
    );
    const {fetcher, manifestUrl} = serveIndex([profiled], siteProducts);
    const index = new LocalIndex(manifestUrl, fetcher);
    const loaded = await index.load();
    const fragment = await index.fragment(loaded, 0);
    const extras = await index.answerExtras(loaded, 0);
    const concept = (word: string) => ({weight: 1, alternatives: [{weight: 1, terms: [[tokenize(word)[0]]]}]});
    // seats (title), picked (summary), map (intent), length (heading) are said; price is not.
    const wanted = ['seats', 'picked', 'map', 'length', 'price'].map(concept);
    expect(profileCoverage(loaded, index, 0, fragment, extras, wanted)).toBeCloseTo(0.8);
    // Extras come over the network: what is not text is ignored, the title and headings still count.
    const hostile = {description: 42, intents: 'buyer goes back to the seat map'} as unknown as typeof extras;
    expect(profileCoverage(loaded, index, 0, fragment, hostile, wanted)).toBeCloseTo(0.4);
    expect(profileCoverage(loaded, index, 0, null, null, wanted)).toBeCloseTo(0.2);
  });

  it('put the page that defines the call before a tutorial step that says the same words', async () => {
    const question = 'how long is a hold token valid';
    const step = (kind: string) =>
      page(
        '/docs/tutorial/hold-seats',
        '3. Hold seats with a hold token',
        'First steps',
        [[null, '', 'A hold token is valid for fifteen minutes: long enough for the buyer to pay.']],
        [],
        {kind},
      );
    const operation = page(
      '/docs/api/create-a-hold-token',
      'Create a hold token',
      'REST API › Hold tokens',
      [[null, '', 'Creates a hold token, valid for fifteen minutes unless you say how long.']],
      [],
      {kind: 'REST operation'},
    );
    const first = async (entries: IndexedPage[]) =>
      (await retrieveSections(concepts(question, entries).index, question, {maxSections: 3, perPage: 1}))[0].page;
    expect(await first([step('Guide'), operation])).toBe('/docs/tutorial/hold-seats');
    expect(await first([step('Tutorial'), operation])).toBe('/docs/api/create-a-hold-token');
  });

  it("put the chart's method before a seat object's property of the same name when both say the question", async () => {
    // No word for seats in either: the fixture's vocabulary reads "seat" as "object", a word of the kind's own name.
    const question = 'make it pulse so the buyer notices';
    const pulse = (url: string, kind: string) =>
      page(url, 'pulse()', 'Renderer', [[null, '', 'Makes it pulse on the map, so the buyer notices it.']], [], {kind});
    const first = async (entries: IndexedPage[]) =>
      (await retrieveSections(concepts(question, entries).index, question, {maxSections: 3, perPage: 1}))[0].page;
    const [a, b] = ['/docs/renderer/object-properties-objectpulse', '/docs/renderer/chart-pulse'];
    // With the same kind and the same words, the two tie and search's order decides.
    const [tied, other] = (await first([pulse(a, 'Method'), pulse(b, 'Method')])) === b ? [b, a] : [a, b];
    // The one search put first, as a seat object's property, yields to the other.
    expect(await first([pulse(tied, 'Object property'), pulse(other, 'Method')])).toBe(other);
  });

  it('without intents, keep the page search ranks first when its passage answers as well', async () => {
    const bare = pages.map((entry) => ({...entry, intents: undefined}));
    const question = 'Check how much time is left on a hold token from my backend';
    const {index} = concepts(question, bare);
    const sections = await retrieveSections(index, question, {maxSections: 3, perPage: 1});
    expect(sections[0].page).toBe('/docs/tutorial/take-payment');
  });
});
