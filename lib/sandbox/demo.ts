/**
 * The demo company every sandbox starts from. Its keys, charts, events and
 * channels are the ones the REST reference's examples use (openapi/), so a
 * documented example acts on real objects: the Riverside Theatre workspace,
 * the Main hall chart f1a8d6c2-..., the events concert-2025-11-21 and
 * concert-2025-11-22, the channel 0f5e7a9c-... Some seats start booked, held
 * for a channel or on resale, so reports have something to show.
 */
import {STATE_FORMAT, type ChartState, type EventState, type SandboxState} from './state';

/** The keys and names a reader (or the console, or the playground) uses to talk to the sandbox. */
export interface DemoWorkspace {
  workspaceName: string;
  /** The public workspace key: what the renderer's `workspaceKey` takes. */
  publicKey: string;
  /** The workspace secret key: the Basic-auth user name of REST calls. */
  secretKey: string;
  /** The company admin key (admin-only calls; with X-Workspace-Key for workspace calls). */
  adminKey: string;
  /** A second, inactive workspace of the company. */
  otherWorkspace: {name: string; publicKey: string; secretKey: string};
  charts: {
    /** Main hall: a theatre with stalls, a standing area, tables, boxes and a balcony section. */
    mainHall: string;
    /** Riverside Arena: two floors around a pitch. */
    arena: string;
    /** Summer stage 2024, in the archive. */
    archived: string;
    /** A 10,000-seat stadium (largeVenue), for the benchmark and for panning. */
    large: string;
  };
  events: {
    /** Autumn concert on the Main hall, with a fan-club channel and some seats sold. */
    concert: string;
    /** The second night on the Main hall. */
    secondConcert: string;
    /** A match in the Riverside Arena. */
    match: string;
    /** An event on the 10,000-seat stadium. */
    large: string;
  };
  channels: {fanClub: string; sponsors: string};
  /** The hold token value the documented examples use; `Sandbox.example` creates it when an example needs it. */
  exampleHoldToken: string;
  /** The seats of the large chart (largeVenue). */
  largeSeats: number;
}

export const DEMO: DemoWorkspace = {
  workspaceName: 'Riverside Theatre',
  publicKey: '3c9f2a17-6d4b-4e8a-a1f5-0b7e2d9c4a68',
  secretKey: '8e2b5f91-4c7a-4d3e-b0a6-f2c9d81e5b47',
  adminKey: '5d7f9b1c-3e4a-4c6e-8f0a-b2d4f6a8c0e2',
  otherWorkspace: {
    name: 'Harbour Arena',
    publicKey: 'b58e4d02-9a31-4f7c-8e26-d4c1a9f3b705',
    secretKey: '1d3f5b7a-9c2e-4a6b-8d0f-2e4a6c8e0b13',
  },
  charts: {
    mainHall: 'f1a8d6c2-3b7e-4f0a-9c5d-2e6b8a4f7c13',
    arena: '7d3e9b41-8a2f-4c6d-b5e0-91f4a7c2d8e6',
    archived: '2b6c8e0a-4d1f-4a3b-9e5c-7f2d1a8b6c4e',
    large: 'a0e4c8f2-6b1d-4f3a-9c7e-5d2b8f0a4c61',
  },
  events: {concert: 'concert-2025-11-21', secondConcert: 'concert-2025-11-22', match: 'match-2025-10-04', large: 'stadium-open-day'},
  channels: {fanClub: '0f5e7a9c-2b1d-4e3f-8a6b-c4d2e1f0a9b8', sponsors: '6c8a0e2d-4f1b-4c3a-9b5d-7e9f1a3c5e7b'},
  exampleHoldToken: 'wvXbB9MlHt',
  largeSeats: 10_000,
};

const DAY = 24 * 60 * 60 * 1000;

function chart(partial: Omit<ChartState, 'workspace' | 'archived' | 'tags' | 'draft' | 'venueType'> & Partial<ChartState>): ChartState {
  return {workspace: DEMO.publicKey, archived: false, tags: [], draft: null, venueType: 'SIMPLE', ...partial};
}

function event(partial: Pick<EventState, 'id' | 'key' | 'chartKey' | 'name' | 'date' | 'createdOn'> & Partial<EventState>): EventState {
  return {
    workspace: DEMO.publicKey,
    tableBookingConfig: {mode: 'INHERIT'},
    objectCategories: {},
    categories: [],
    channels: [],
    forSaleConfig: null,
    forSaleCalls: [],
    isInThePast: false,
    updatedOn: null,
    objects: {},
    areas: {},
    changes: [],
    ...partial,
  };
}

const range = (prefix: string, from: number, to: number) => Array.from({length: to - from + 1}, (_, i) => `${prefix}${from + i}`);

/** The next id of a status change of the demo events: ids follow the order in which the changes are made. */
type ChangeIds = {last: number};

function book(ids: ChangeIds, target: EventState, labels: string[], orderId: string, date: number): void {
  for (const label of labels) {
    target.objects[label] = {status: 'booked', orderId};
    target.changes.push({id: (ids.last += 1), status: 'booked', objectLabel: label, date, orderId, origin: 'API_CALL'});
  }
}

/** The autumn concert: a fan-club channel, seats and standing places sold, a seat on resale, a box for the house. */
function concertEvent(ids: ChangeIds, now: number): EventState {
  const concert = event({
    id: 901234,
    key: DEMO.events.concert,
    chartKey: DEMO.charts.mainHall,
    name: 'Autumn concert',
    date: '2025-11-21',
    createdOn: now - 30 * DAY,
    channels: [
      {
        key: DEMO.channels.fanClub,
        name: 'Fan club presale',
        color: '#FF6B00',
        index: 1,
        objects: range('F-', 1, 6),
        areaPlaces: {'Standing floor': 50},
      },
    ],
    forSaleConfig: {forSale: false, objects: ['H-9', 'H-10'], areaPlaces: {}, categories: []},
  });
  book(ids, concert, range('C-', 5, 8), 'order-80001', now - 9 * DAY);
  book(ids, concert, range('Balcony-A-', 9, 12), 'order-80002', now - 7 * DAY);
  book(ids, concert, ['D-9', 'D-10'], 'order-80003', now - 6 * DAY);
  concert.objects['D-9'] = {status: 'resale', orderId: 'order-80003', resaleListingId: 'listing-5520'};
  concert.changes.push({id: (ids.last += 1), status: 'resale', objectLabel: 'D-9', date: now - 2 * DAY, origin: 'API_CALL'});
  concert.objects['Box 1'] = {status: 'house-seats'};
  concert.changes.push({id: (ids.last += 1), status: 'house-seats', objectLabel: 'Box 1', date: now - 5 * DAY, origin: 'API_CALL'});
  concert.areas['Standing floor'] = {taken: [{status: 'booked', places: 120, orderId: 'order-80004'}]};
  concert.changes.push({
    id: (ids.last += 1),
    status: 'booked',
    objectLabel: 'Standing floor',
    quantity: 120,
    date: now - 4 * DAY,
    orderId: 'order-80004',
    origin: 'API_CALL',
  });
  return concert;
}

function secondConcertEvent(ids: ChangeIds, now: number): EventState {
  const secondConcert = event({
    id: 901235,
    key: DEMO.events.secondConcert,
    chartKey: DEMO.charts.mainHall,
    name: 'Autumn concert',
    date: '2025-11-22',
    createdOn: now - 30 * DAY,
  });
  book(ids, secondConcert, range('E-', 7, 12), 'order-80010', now - 3 * DAY);
  return secondConcert;
}

function matchEvent(ids: ChangeIds, now: number): EventState {
  const match = event({
    id: 901240,
    key: DEMO.events.match,
    chartKey: DEMO.charts.arena,
    name: 'Riverside vs. Harbour',
    date: '2025-10-04',
    createdOn: now - 20 * DAY,
  });
  book(ids, match, range('North-A-', 8, 13), 'order-80020', now - 2 * DAY);
  return match;
}

function largeEvent(now: number): EventState {
  return event({
    id: 901250,
    key: DEMO.events.large,
    chartKey: DEMO.charts.large,
    name: 'Stadium open day',
    date: '2025-12-06',
    createdOn: now - DAY,
  });
}

function demoWorkspaces(): SandboxState['workspaces'] {
  return [
    {id: 1207, key: DEMO.publicKey, secretKey: DEMO.secretKey, name: DEMO.workspaceName, isDefault: true, isTest: false, isActive: true},
    {
      id: 1212,
      key: DEMO.otherWorkspace.publicKey,
      secretKey: DEMO.otherWorkspace.secretKey,
      name: DEMO.otherWorkspace.name,
      isDefault: false,
      isTest: false,
      isActive: false,
    },
  ];
}

/** The Main hall's categories, which the demo events sell by. */
export const MAIN_HALL_CATEGORIES = [
  {key: 1, label: 'Stalls', color: '#5E42ED', accessible: false},
  {key: 2, label: 'Balcony', color: '#E0A526', accessible: false},
  {key: 'wheelchair', label: 'Wheelchair places', color: '#1E88E5', accessible: true},
] as const;

function demoCharts(now: number): ChartState[] {
  const mainCategories = MAIN_HALL_CATEGORIES.map((category) => ({...category}));
  return [
    chart({
      id: 48213,
      key: DEMO.charts.mainHall,
      name: 'Main hall',
      plan: 'main-hall',
      tags: ['concerts', 'downtown'],
      categories: mainCategories,
      // A pending draft, so that publish and discard have something to act on (platform.md §4).
      draft: {name: 'Main hall', categories: mainCategories},
      createdOn: now - 90 * DAY,
    }),
    chart({
      id: 47990,
      key: DEMO.charts.arena,
      name: 'Riverside Arena',
      plan: 'arena',
      venueType: 'WITH_SECTIONS_AND_FLOORS',
      tags: ['sports'],
      categories: [
        {key: 1, label: 'Lower tier', color: '#2E7D32', accessible: false},
        {key: 2, label: 'Upper tier', color: '#1565C0', accessible: false},
        {key: 3, label: 'Hospitality', color: '#AD1457', accessible: false},
      ],
      createdOn: now - 120 * DAY,
    }),
    chart({
      id: 47312,
      key: DEMO.charts.archived,
      name: 'Summer stage 2024',
      plan: 'summer-stage',
      archived: true,
      tags: ['festival'],
      categories: [{key: 1, label: 'Lawn', color: '#43A047', accessible: false}],
      createdOn: now - 400 * DAY,
    }),
    chart({
      id: 48500,
      key: DEMO.charts.large,
      name: `Stadium (${DEMO.largeSeats.toLocaleString('en-US')} seats)`,
      plan: `large:${DEMO.largeSeats}`,
      venueType: 'WITH_SECTIONS_AND_FLOORS',
      categories: [
        {key: 1, label: 'Pitchside', color: '#C62828', accessible: false},
        {key: 2, label: 'Middle tier', color: '#EF6C00', accessible: false},
        {key: 3, label: 'Upper tier', color: '#6A1B9A', accessible: false},
      ],
      createdOn: now - 10 * DAY,
    }),
  ];
}

/** The state of a fresh sandbox, with dates relative to `now` (virtual time). */
export function seedState(seed: number, now: number): SandboxState {
  const ids: ChangeIds = {last: 7_730_000};
  const events = [concertEvent(ids, now), secondConcertEvent(ids, now), matchEvent(ids, now), largeEvent(now)];
  return {
    format: STATE_FORMAT,
    seed,
    random: seed >>> 0 || 1,
    nextId: 7_740_000,
    clockOffset: 0,
    company: {id: 3302, adminKey: DEMO.adminKey, holdPeriodInMinutes: 15, draftChartDrawingsEnabled: true},
    workspaces: demoWorkspaces(),
    charts: demoCharts(now),
    events,
    holdTokens: [],
  };
}
