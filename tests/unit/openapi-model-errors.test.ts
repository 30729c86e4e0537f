/**
 * Every refusal of buildModel (lib/openapi/model.ts), one row each: a small
 * document that builds, then one change to it per way a document can make a
 * broken page, with the message the author gets.
 */
import {describe, expect, it} from 'vitest';
import {buildModel} from '../../lib/openapi/model';

type Obj = {[key: string]: unknown};

/** Two operations on two paths, one of them with a variant, and a one-code catalogue. */
function document(): Obj {
  return {
    openapi: '3.1.0',
    tags: [{name: 'events'}, {name: 'charts'}],
    paths: {
      '/events': {
        get: {operationId: 'listEvents', tags: ['events'], 'x-slug': 'list-events', responses: {200: {description: 'The events.'}}},
      },
      '/charts/{chartKey}': {
        get: {
          operationId: 'retrieveChart',
          tags: ['charts'],
          'x-slug': 'retrieve-a-chart',
          'x-error-codes': ['CHART_NOT_FOUND'],
          'x-related': ['listEvents'],
          'x-variants': [{operationId: 'retrieveChartDraft', slug: 'retrieve-a-chart-draft', query: 'draft=true'}],
          responses: {200: {description: 'The chart.'}},
        },
      },
    },
    components: {
      schemas: {
        ErrorCode: {
          oneOf: [{const: 'CHART_NOT_FOUND', 'x-status': 404, description: 'No chart has this key.', 'x-action': 'Check the key.'}],
        },
      },
    },
  };
}

const at = (doc: Obj, ...keys: string[]): Obj => keys.reduce((node, key) => (node as Obj)[key] as Obj, doc as unknown) as Obj;
const listEvents = (doc: Obj) => at(doc, 'paths', '/events', 'get');
const retrieveChart = (doc: Obj) => at(doc, 'paths', '/charts/{chartKey}', 'get');

const refusals: Array<[string, (doc: Obj) => void, string]> = [
  ['an operation without operationId', (doc) => delete listEvents(doc).operationId, 'GET /events: no operationId'],
  ['a tag the document does not declare', (doc) => (listEvents(doc).tags = ['venues']), 'GET /events: tag "venues" is not declared'],
  [
    'a slug that is not a page slug',
    (doc) => (listEvents(doc)['x-slug'] = 'List Events'),
    'GET /events: x-slug "List Events" is not a page slug',
  ],
  [
    'a variant in an unknown tag',
    (doc) => ((retrieveChart(doc)['x-variants'] as Obj[])[0].tag = 'drafts'),
    'GET /charts/{chartKey} variant retrieveChartDraft: unknown tag "drafts"',
  ],
  [
    'an error code the catalogue does not define',
    (doc) => (retrieveChart(doc)['x-error-codes'] = ['CHART_NOT_FOUND', 'CHART_ON_FIRE']),
    'retrieveChart: x-error-codes names CHART_ON_FIRE, which ErrorCode does not define',
  ],
  ['an operationId used twice', (doc) => (retrieveChart(doc).operationId = 'listEvents'), 'operationId listEvents is used 2 times'],
  [
    'x-related naming no operation',
    (doc) => (retrieveChart(doc)['x-related'] = ['deleteEverything']),
    'retrieveChart: x-related names unknown operation deleteEverything',
  ],
  [
    'two pages on one route',
    (doc) => {
      // An operation page whose slug is a tag moves to a route named after its summary; this one takes another page's.
      listEvents(doc)['x-slug'] = 'charts';
      listEvents(doc).summary = 'Retrieve a chart';
    },
    'The operation pages charts and retrieve-a-chart would share the route /docs/api/retrieve-a-chart',
  ],
  [
    'a page of several calls without x-page-description',
    (doc) => delete (retrieveChart(doc)['x-variants'] as Obj[])[0].slug,
    'The page retrieve-a-chart is shared by retrieveChart, retrieveChartDraft: exactly one of them needs x-page-description',
  ],
  [
    'two x-page-descriptions on one page',
    (doc) => {
      listEvents(doc)['x-slug'] = 'retrieve-a-chart';
      listEvents(doc)['x-page-description'] = 'Lists events and retrieves charts.';
      retrieveChart(doc)['x-page-description'] = 'Retrieves a chart and lists events.';
    },
    'exactly one of them needs x-page-description (listEvents, retrieveChart give one)',
  ],
  [
    'a variant that omits a parameter the operation does not have',
    (doc) => ((retrieveChart(doc)['x-variants'] as Obj[])[0].omitParameters = ['expand']),
    'variant retrieveChartDraft: omitParameters names expand, which is no query parameter of the operation',
  ],
  [
    'x-page-description on a page of one call',
    (doc) => (listEvents(doc)['x-page-description'] = 'Lists the events of the workspace.'),
    'listEvents: x-page-description is for pages that several calls share; list-events has one call',
  ],
];

describe('buildModel', () => {
  it('builds the small document: two operations, a variant, three pages', () => {
    const model = buildModel(document());
    expect(model.operations.map((op) => op.id)).toEqual(['listEvents', 'retrieveChart', 'retrieveChartDraft']);
    expect(model.pages.map((page) => page.route)).toEqual(['api/list-events', 'api/retrieve-a-chart', 'api/retrieve-a-chart-draft']);
  });

  it('describes a page that several calls share with its x-page-description, and a page of one call with its call', () => {
    const doc = document();
    const variant = (retrieveChart(doc)['x-variants'] as Obj[])[0];
    delete variant.slug;
    retrieveChart(doc).description = 'Returns the published version of a chart.';
    retrieveChart(doc)['x-page-description'] = 'Returns the published version or the draft of a chart.';
    listEvents(doc).description = 'Lists the events of the workspace. Newest first.';
    const model = buildModel(doc);
    expect(model.pages.map((page) => [page.slug, page.description])).toEqual([
      ['list-events', 'Lists the events of the workspace.'],
      ['retrieve-a-chart', 'Returns the published version or the draft of a chart.'],
    ]);
    expect(model.operations.find((op) => op.id === 'retrieveChartDraft')!.pageDescription).toBeUndefined();
  });

  it.each(refusals)('refuses %s', (_, change, message) => {
    const doc = document();
    change(doc);
    expect(() => buildModel(doc)).toThrow(message);
  });

  it('names every problem of a document at once', () => {
    const doc = document();
    for (const [, change] of refusals.slice(0, 3)) change(doc);
    const thrown = (() => {
      try {
        buildModel(doc);
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    expect(thrown.split('\n- ').length - 1).toBeGreaterThanOrEqual(2);
  });
});
