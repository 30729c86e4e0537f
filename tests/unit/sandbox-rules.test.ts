/**
 * The sandbox's rules, each test citing the fact it checks (domain/ and the
 * error catalogue), on the demo data (lib/sandbox/demo.ts): Main hall, event
 * concert-2025-11-21, where C-5..C-8 are booked, D-9 is on resale, F-1..F-6
 * and 50 places of Standing floor are in the fan-club channel, H-9 and H-10
 * are not for sale, and T1 is booked as a whole.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {DEMO, type SandboxChange} from '../../lib/sandbox';
import {basic, concert, operationsData, testSandbox} from './helpers/sandbox';

// The operations data is made from openapi/ once (bundling the document takes a few seconds).
beforeAll(() => void operationsData(), 60_000);

const MINUTE = 60_000;

function holdToken(send: ReturnType<typeof testSandbox>['send'], minutes?: number): string {
  const response = send('POST', '/hold-tokens', minutes === undefined ? {} : {expiresInMinutes: minutes});
  expect(response.status).toBe(201);
  return response.json.holdToken;
}

function statusOf(send: ReturnType<typeof testSandbox>['send'], label: string): string {
  return send('GET', `${concert}/objects?label=${encodeURIComponent(label)}`).json[label].status;
}

describe('hold tokens and holds (platform.md §7)', () => {
  it('holds objects under a token: status reservedByToken with the token', () => {
    const {send} = testSandbox();
    const token = holdToken(send);
    expect(send('POST', `${concert}/actions/hold`, {objects: ['A-1', 'A-2'], holdToken: token}).status).toBe(204);
    const info = send('GET', `${concert}/objects?label=A-1`).json['A-1'];
    expect(info).toMatchObject({status: 'reservedByToken', holdToken: token, isAvailable: false, availabilityReason: 'reservedByToken'});
  });

  it('"when the token expires all its objects are released automatically", logged with origin HOLD_EXPIRED (§6)', () => {
    const {send, sandbox} = testSandbox();
    const token = holdToken(send);
    send('POST', `${concert}/actions/hold`, {objects: ['A-1', {objectId: 'Standing floor', quantity: 3}], holdToken: token});
    expect(send('GET', `${concert}/objects?label=Standing%20floor`).json['Standing floor'].numHeld).toBe(3);
    sandbox.clock.advance(14 * MINUTE);
    expect(statusOf(send, 'A-1')).toBe('reservedByToken');
    sandbox.clock.advance(1 * MINUTE); // the default lifetime is 15 minutes
    expect(statusOf(send, 'A-1')).toBe('free');
    expect(send('GET', `${concert}/objects?label=Standing%20floor`).json['Standing floor'].numHeld).toBe(0);
    const log = send('GET', `${concert}/objects/A-1/status-changes`).json.items;
    expect(log[0]).toMatchObject({status: 'free', holdToken: token, origin: {type: 'HOLD_EXPIRED'}});
    expect(log[1]).toMatchObject({status: 'reservedByToken', origin: {type: 'API_CALL'}});
  });

  it('an expired token is refused with HOLD_TOKEN_EXPIRED, an unknown one with HOLD_TOKEN_INVALID (error catalogue)', () => {
    const {send, sandbox} = testSandbox();
    const token = holdToken(send, 5);
    sandbox.clock.advance(5 * MINUTE);
    expect(send('POST', `${concert}/actions/hold`, {objects: ['A-1'], holdToken: token}).json.errors[0].code).toBe('HOLD_TOKEN_EXPIRED');
    expect(send('POST', `${concert}/actions/hold`, {objects: ['A-1'], holdToken: 'noSuchTokn'}).json.errors[0].code).toBe(
      'HOLD_TOKEN_INVALID',
    );
    expect(send('GET', `/hold-tokens/${token}`)).toMatchObject({status: 404, json: {errors: [{code: 'HOLD_TOKEN_NOT_FOUND'}]}});
  });

  it('"expiresInMinutes: 0 expires it at once"; "total validity is capped at 2 hours from creation"', () => {
    const {send, sandbox} = testSandbox();
    expect(send('POST', '/hold-tokens', {expiresInMinutes: 121}).json.errors[0].code).toBe('HOLD_TOKEN_LIFETIME_EXCEEDED');
    const fresh = holdToken(send, 30);
    expect(send('POST', `/hold-tokens/${fresh}`, {expiresInMinutes: 120}).status).toBe(200);
    sandbox.clock.advance(60 * MINUTE);
    expect(send('POST', `/hold-tokens/${fresh}`, {expiresInMinutes: 61}).json.errors[0].code).toBe('HOLD_TOKEN_LIFETIME_EXCEEDED');
    send('POST', `/hold-tokens/${fresh}`, {expiresInMinutes: 60});
    const other = holdToken(send);
    send('POST', `${concert}/actions/hold`, {objects: ['B-2'], holdToken: other});
    expect(send('POST', `/hold-tokens/${other}`, {expiresInMinutes: 0}).status).toBe(200);
    expect(statusOf(send, 'B-2')).toBe('free');
  });

  it('a new token lives for the company hold period (changeHoldPeriod)', () => {
    const {send} = testSandbox();
    expect(
      send('POST', '/accounts/me/actions/change-hold-period', {holdPeriodInMinutes: 20}, {authorization: basic(DEMO.adminKey)}).status,
    ).toBe(204);
    expect(send('POST', '/hold-tokens', {}).json.expiresInSeconds).toBe(1200);
  });
});

describe('booking (platform.md §6, §7; error catalogue)', () => {
  it('a held seat is booked only with its hold token', () => {
    const {send} = testSandbox();
    const token = holdToken(send);
    const other = holdToken(send);
    send('POST', `${concert}/actions/hold`, {objects: ['A-1', 'A-2'], holdToken: token});
    expect(send('POST', `${concert}/actions/book`, {objects: ['A-1']}).json.errors[0].code).toBe('OBJECT_HELD_BY_OTHER_TOKEN');
    expect(send('POST', `${concert}/actions/book`, {objects: ['A-1'], holdToken: other}).json.errors[0].code).toBe(
      'OBJECT_HELD_BY_OTHER_TOKEN',
    );
    expect(send('POST', `${concert}/actions/book`, {objects: ['A-1', 'A-2'], holdToken: token}).status).toBe(204);
    expect(statusOf(send, 'A-2')).toBe('booked');
  });

  it('booking with a token that does not hold the object is OBJECT_NOT_HELD_BY_TOKEN; a booked object is OBJECT_ALREADY_BOOKED', () => {
    const {send} = testSandbox();
    const token = holdToken(send);
    expect(send('POST', `${concert}/actions/book`, {objects: ['A-3'], holdToken: token}).json.errors[0].code).toBe(
      'OBJECT_NOT_HELD_BY_TOKEN',
    );
    expect(send('POST', `${concert}/actions/book`, {objects: ['C-5']}).json.errors[0]).toMatchObject({
      code: 'OBJECT_ALREADY_BOOKED',
      data: {objects: ['C-5']},
    });
    expect(send('POST', `${concert}/actions/hold`, {objects: ['C-6'], holdToken: token}).json.errors[0].code).toBe('OBJECT_ALREADY_BOOKED');
  });

  it('"A status change is all or nothing": one failing object books none, and data.objects lists the failures', () => {
    const {send} = testSandbox();
    const response = send('POST', `${concert}/actions/book`, {objects: ['A-4', 'C-5', 'C-6', 'Z-99']});
    expect(response.json.errors[0]).toMatchObject({code: 'OBJECT_ALREADY_BOOKED', data: {objects: ['C-5', 'C-6']}});
    expect(statusOf(send, 'A-4')).toBe('free');
    expect(send('POST', `${concert}/actions/book`, {objects: ['Z-99', 'A-4']}).json.errors[0]).toMatchObject({
      code: 'OBJECT_NOT_FOUND',
      data: {objects: ['Z-99']},
    });
  });

  it('"Release returns an object to its previous selectable status": resale stays resale', () => {
    const {send} = testSandbox();
    const token = holdToken(send);
    expect(send('POST', `${concert}/actions/hold`, {objects: ['D-9'], holdToken: token}).status).toBe(204);
    expect(send('POST', `${concert}/actions/release`, {objects: ['D-9'], holdToken: token}).status).toBe(204);
    expect(statusOf(send, 'D-9')).toBe('resale');
    send('POST', `${concert}/actions/release`, {objects: ['C-5']});
    expect(statusOf(send, 'C-5')).toBe('free');
  });

  it('only booked objects go up for resale (PREVIOUS_STATUS_NOT_ALLOWED); custom statuses block booking', () => {
    const {send} = testSandbox();
    expect(send('POST', `${concert}/actions/put-up-for-resale`, {objects: ['A-5']}).json.errors[0].code).toBe(
      'PREVIOUS_STATUS_NOT_ALLOWED',
    );
    expect(send('POST', `${concert}/actions/put-up-for-resale`, {objects: ['C-5'], resaleListingId: 'l-1'}).status).toBe(204);
    expect(send('POST', `${concert}/actions/book`, {objects: ['Box 1']}).json.errors[0].code).toBe('PREVIOUS_STATUS_NOT_ALLOWED');
    expect(
      send('POST', `${concert}/actions/change-object-status`, {objects: ['A-5'], status: 'house-seats', rejectedPreviousStatuses: ['free']})
        .json.errors[0].code,
    ).toBe('PREVIOUS_STATUS_NOT_ALLOWED');
  });

  it('"Extra data ... is cleared on every status change unless keepExtraData: true" (§6)', () => {
    const {send} = testSandbox();
    send('POST', `${concert}/actions/book`, {objects: [{objectId: 'A-6', extraData: {ticket: 'T-1'}}]});
    expect(send('GET', `${concert}/objects?label=A-6`).json['A-6'].extraData).toEqual({ticket: 'T-1'});
    send('POST', `${concert}/actions/change-object-status`, {objects: ['A-6'], status: 'checked-in', keepExtraData: true});
    expect(send('GET', `${concert}/objects?label=A-6`).json['A-6'].extraData).toEqual({ticket: 'T-1'});
    send('POST', `${concert}/actions/change-object-status`, {objects: ['A-6'], status: 'left'});
    expect(send('GET', `${concert}/objects?label=A-6`).json['A-6'].extraData).toBeUndefined();
  });

  it('a batch sees its own earlier changes: release and hold of a booked seat in one call (rest-api.yaml changeObjectStatusInBatch)', () => {
    const {send} = testSandbox();
    const token = holdToken(send);
    const response = send('POST', '/events/actions/change-object-status', {
      statusChanges: [
        {event: DEMO.events.concert, type: 'RELEASE', objects: ['C-5']},
        {event: DEMO.events.concert, status: 'reservedByToken', holdToken: token, objects: ['C-5']},
      ],
    });
    expect(response.status).toBe(204);
    expect(statusOf(send, 'C-5')).toBe('reservedByToken');
  });

  it('an event group changes every event or none (rest-api.yaml event-groups)', () => {
    const {send} = testSandbox();
    const failing = send('POST', '/events/groups/actions/change-object-status', {
      events: [DEMO.events.concert, DEMO.events.secondConcert],
      status: 'booked',
      objects: ['E-7'],
    });
    expect(failing.json.errors[0].code).toBe('OBJECT_ALREADY_BOOKED'); // E-7 is booked in the second concert
    expect(statusOf(send, 'E-7')).toBe('free');
  });
});

describe('areas (platform.md §6, §9)', () => {
  it('an area counts places and stays free until full; places for a channel need its key', () => {
    const {send} = testSandbox();
    const area = () => send('GET', `${concert}/objects?label=Standing%20floor`).json['Standing floor'];
    expect(area()).toMatchObject({status: 'free', capacity: 300, numBooked: 120, numFree: 180});
    // 300 places, 50 of them for the fan club, 120 booked: 130 places without a channel are left.
    expect(send('POST', `${concert}/actions/book`, {objects: [{objectId: 'Standing floor', quantity: 131}]}).json.errors[0].code).toBe(
      'CHANNEL_MISMATCH',
    );
    expect(
      send('POST', `${concert}/actions/book`, {objects: [{objectId: 'Standing floor', quantity: 181}], ignoreChannels: true}).json.errors[0]
        .code,
    ).toBe('OBJECT_ALREADY_BOOKED');
    expect(
      send('POST', `${concert}/actions/book`, {objects: [{objectId: 'Standing floor', quantity: 180}], ignoreChannels: true}).status,
    ).toBe(204);
    expect(area()).toMatchObject({status: 'booked', numFree: 0, isAvailable: false});
  });
});

describe('channels (platform.md §9; CHANNEL_MISMATCH)', () => {
  it('an object in a channel needs its key in channelKeys; objects in no channel need NO_CHANNEL once channelKeys is given', () => {
    const {send} = testSandbox();
    const fan = DEMO.channels.fanClub;
    expect(send('POST', `${concert}/actions/book`, {objects: ['F-1']}).json.errors[0].code).toBe('CHANNEL_MISMATCH');
    expect(send('POST', `${concert}/actions/book`, {objects: ['F-1'], channelKeys: [fan]}).status).toBe(204);
    expect(send('POST', `${concert}/actions/book`, {objects: ['A-7'], channelKeys: [fan]}).json.errors[0].code).toBe('CHANNEL_MISMATCH');
    expect(send('POST', `${concert}/actions/book`, {objects: ['A-7', 'F-2'], channelKeys: [fan, 'NO_CHANNEL']}).status).toBe(204);
    expect(send('POST', `${concert}/actions/book`, {objects: ['F-3'], ignoreChannels: true}).status).toBe(204);
    expect(send('POST', `${concert}/actions/book`, {objects: ['F-4'], ignoreChannels: true, channelKeys: [fan]}).json.errors[0].code).toBe(
      'ILLEGAL_ARGUMENT',
    );
  });

  it('"Resale objects are selectable and bookable regardless of channel"', () => {
    const {send} = testSandbox();
    send('POST', `${concert}/channels/${DEMO.channels.fanClub}/objects`, {objects: ['D-9']});
    expect(send('POST', `${concert}/actions/book`, {objects: ['D-9']}).status).toBe(204);
  });

  it('"An object belongs to at most one channel": OBJECT_IN_OTHER_CHANNEL; a repeated key is CHANNEL_KEY_ALREADY_EXISTS', () => {
    const {send} = testSandbox();
    expect(send('POST', `${concert}/channels`, {key: 'vip', name: 'VIP', objects: ['F-1']}).json.errors[0].code).toBe(
      'OBJECT_IN_OTHER_CHANNEL',
    );
    expect(send('POST', `${concert}/channels`, {key: DEMO.channels.fanClub, name: 'Again'}).json.errors[0].code).toBe(
      'CHANNEL_KEY_ALREADY_EXISTS',
    );
    expect(send('DELETE', `${concert}/channels/nope`).json.errors[0].code).toBe('CHANNEL_NOT_FOUND');
  });
});

describe('for sale (platform.md §8)', () => {
  it('not-for-sale objects keep their status, report forSale false and not_for_sale, and best available skips them', () => {
    const {send} = testSandbox();
    expect(send('GET', `${concert}/objects?label=H-9`).json['H-9']).toMatchObject({
      status: 'free',
      forSale: false,
      isAvailable: false,
      availabilityReason: 'not_for_sale',
    });
    send('POST', `${concert}/actions/mark-as-not-for-sale`, {
      categories: ['Stalls', 'Balcony', 'wheelchair'],
      objects: ['Standing floor', 'T1', 'T3', 'Box 2', 'Box 3', 'Box 4'],
    });
    expect(send('POST', `${concert}/actions/book`, {bestAvailable: {number: 1}}).json.errors[0].code).toBe('NOT_ENOUGH_OBJECTS_AVAILABLE');
  });

  it('"10 calls per event per 24 h; 429 with Retry-After"; calls that only turn objects back to for sale do not count', () => {
    const {send, sandbox} = testSandbox();
    for (let i = 0; i < 10; i += 1) {
      const response = send('POST', `${concert}/actions/edit-for-sale-config`, {notForSale: [{object: `A-${i + 1}`}]});
      expect(response.json.rateLimitInfo.rateLimitRemainingCalls).toBe(9 - i);
    }
    const refused = send('POST', `${concert}/actions/mark-as-not-for-sale`, {objects: ['B-1']});
    expect(refused.status).toBe(429);
    expect(refused.json.errors[0].code).toBe('FOR_SALE_LIMIT_EXCEEDED');
    expect(Number(refused.headers['retry-after'])).toBe(24 * 3600);
    expect(send('POST', `${concert}/actions/edit-for-sale-config`, {forSale: [{object: 'A-1'}]}).status).toBe(200);
    expect(send('POST', `${concert}/actions/mark-everything-as-for-sale`).status).toBe(204);
    sandbox.clock.advance(24 * 3600 * 1000);
    expect(send('POST', `${concert}/actions/mark-as-not-for-sale`, {objects: ['B-1']}).status).toBe(200);
  });
});

describe('best available (platform.md §11)', () => {
  it('keeps the places together in one row when it can, nearest to the focal point', () => {
    const {send} = testSandbox();
    const response = send('POST', `${concert}/actions/hold`, {bestAvailable: {number: 4}, holdToken: holdToken(send)});
    expect(response.status).toBe(200);
    expect(response.json.nextToEachOther).toBe(true);
    const labels: string[] = response.json.objects;
    const rows = new Set(labels.map((label) => label.split('-')[0]));
    expect(rows).toEqual(new Set(['A']));
    const numbers = labels.map((label) => Number(label.split('-')[1])).sort((a, b) => a - b);
    expect(numbers[3] - numbers[0]).toBe(3);
    expect(numbers).toEqual([8, 9, 10, 11]); // the middle of row A, nearest to the stage
    for (const label of labels) expect(response.json.objectDetails[label].status).toBe('reservedByToken');
  });

  it('falls back to the nearest seats when no row has enough free seats side by side (nextToEachOther false)', () => {
    const {send} = testSandbox();
    // Only Balcony row A has free seats left in category 2, in gaps of at most 2.
    const booked = ['Balcony-A-1', 'Balcony-A-4', 'Balcony-A-7', 'Balcony-A-13', 'Balcony-A-16', 'Balcony-A-19', 'Balcony-A-20'];
    send('POST', `${concert}/actions/book`, {
      objects: [
        ...booked,
        ...Array.from({length: 20}, (_, i) => `Balcony-B-${i + 1}`),
        ...Array.from({length: 20}, (_, i) => `Balcony-C-${i + 1}`),
      ],
    });
    const response = send('POST', `${concert}/actions/book`, {bestAvailable: {number: 3, categories: ['Balcony']}, ignoreChannels: true});
    expect(response.status).toBe(200);
    expect(response.json.nextToEachOther).toBe(false);
    expect(response.json.objects).toHaveLength(3);
  });

  it('honours categories and ticket types, and never picks resale objects (§12)', () => {
    const {send} = testSandbox();
    const response = send('POST', `${concert}/actions/book`, {
      bestAvailable: {ticketTypes: ['adult', 'child'], categories: ['wheelchair']},
    });
    expect(response.json.objects).toHaveLength(2);
    for (const label of response.json.objects) {
      expect(response.json.objectDetails[label]).toMatchObject({categoryKey: 'wheelchair', status: 'booked'});
    }
    expect(response.json.objects.map((l: string) => response.json.objectDetails[l].ticketType)).toEqual(['adult', 'child']);
    // Row D: only D-9 (resale) and D-10 (booked) are not free. Ask for D's section-less seats near D-9.
    const picks = send('POST', `${concert}/actions/book`, {bestAvailable: {number: 18, categories: ['Stalls']}});
    expect(picks.json.objects).not.toContain('D-9');
  });

  it('honours sections, on a chart with two floors', () => {
    const {send} = testSandbox();
    const response = send('POST', `/events/${DEMO.events.match}/actions/book`, {bestAvailable: {number: 3, sections: ['Upper South']}});
    expect(response.json.objects).toEqual(['Upper South-A-10', 'Upper South-A-11', 'Upper South-A-12']);
    expect(response.json.objectDetails['Upper South-A-11'].floor).toEqual({name: 'First floor', displayName: 'First floor'});
  });

  it('refuses a chart without a focal point (NO_FOCAL_POINT) and impossible requests (NOT_ENOUGH_OBJECTS_AVAILABLE)', () => {
    const {send} = testSandbox();
    const chart = send('POST', '/charts', {name: 'Empty'}).json;
    send('POST', '/events', {chartKey: chart.key, eventKey: 'empty-event'});
    expect(send('POST', '/events/empty-event/actions/book', {bestAvailable: {number: 1}}).json.errors[0].code).toBe('NO_FOCAL_POINT');
    expect(
      send('POST', `${concert}/actions/book`, {bestAvailable: {number: 2, categories: ['No such category']}}).json.errors[0].code,
    ).toBe('NOT_ENOUGH_OBJECTS_AVAILABLE');
  });
});

describe('tables (platform.md §5 tableBookingConfig)', () => {
  it('a table booked as a whole takes its label, not its seats; the event config overrides the chart', () => {
    const {send} = testSandbox();
    expect(send('POST', `${concert}/actions/book`, {objects: ['T1-1']}).json.errors[0].code).toBe('OBJECT_NOT_FOUND');
    expect(send('POST', `${concert}/actions/book`, {objects: ['T2']}).json.errors[0].code).toBe('OBJECT_NOT_FOUND');
    expect(send('POST', `${concert}/actions/book`, {objects: ['T1', 'T2-1']}).status).toBe(204);
    send('POST', concert, {tableBookingConfig: {mode: 'CUSTOM', tables: {T3: 'BY_SEAT', T4: 'BY_TABLE'}}});
    expect(send('POST', `${concert}/actions/book`, {objects: ['T3-1', 'T4']}).status).toBe(204);
    send('POST', concert, {tableBookingConfig: {mode: 'ALL_BY_SEAT'}});
    expect(send('POST', `${concert}/actions/book`, {objects: ['T1-2']}).status).toBe(204);
  });
});

describe('authentication (platform.md §3; rest-api.yaml bodiless_statuses)', () => {
  it('a missing, unknown or colon-less key gets 401 with an empty body', () => {
    const {send} = testSandbox();
    const cases: Record<string, string>[] = [
      {},
      {authorization: basic('not-a-key')},
      {authorization: `Basic ${Buffer.from(DEMO.secretKey).toString('base64')}`},
      {authorization: 'Bearer x'},
    ];
    for (const headers of cases) {
      const response = send('GET', concert, undefined, headers);
      expect(response.status).toBe(401);
      expect(response.body).toBe('');
    }
  });

  it('admin-only calls refuse a workspace secret key with 403 and an empty body; the admin key works with X-Workspace-Key', () => {
    const {send} = testSandbox();
    const refused = send('GET', '/workspaces');
    expect([refused.status, refused.body]).toEqual([403, '']);
    expect(send('GET', '/workspaces', undefined, {authorization: basic(DEMO.adminKey)}).status).toBe(200);
    expect(send('GET', concert, undefined, {authorization: basic(DEMO.adminKey), 'X-Workspace-Key': DEMO.publicKey}).status).toBe(200);
    // The other workspace is inactive: "every API call on an inactive workspace fails" (§2).
    expect(send('GET', '/events', undefined, {authorization: basic(DEMO.otherWorkspace.secretKey)}).status).toBe(403);
    // Through the admin key too, while the admin key's workspace calls still reach it (it must be inactive to be deleted).
    const admin = {authorization: basic(DEMO.adminKey), 'X-Workspace-Key': DEMO.otherWorkspace.publicKey};
    expect(send('GET', '/events', undefined, admin).status).toBe(403);
    expect(send('GET', `/workspaces/${DEMO.otherWorkspace.publicKey}`, undefined, {authorization: basic(DEMO.adminKey)}).status).toBe(200);
  });
});

describe('listeners and the virtual clock', () => {
  it('tells listeners about holds and about expiries', () => {
    const {send, sandbox} = testSandbox();
    const changes: SandboxChange[] = [];
    sandbox.subscribe((change) => changes.push(change));
    const token = holdToken(send);
    send('POST', `${concert}/actions/hold`, {objects: ['A-1'], holdToken: token});
    sandbox.clock.advance(15 * MINUTE);
    expect(changes).toContainEqual({type: 'objects', eventKey: DEMO.events.concert, labels: ['A-1'], cause: 'request'});
    expect(changes).toContainEqual({type: 'objects', eventKey: DEMO.events.concert, labels: ['A-1'], cause: 'expiry'});
    expect(sandbox.objectStatuses(DEMO.events.concert).get('A-1')).toEqual({status: 'free', forSale: true});
  });
});

describe('the renderer side, for the playground (platform.md §6-§9)', () => {
  it('selecting holds under the session token and shows in REST answers; deselecting releases; both are logged as the user’s', () => {
    const {send, sandbox} = testSandbox();
    const {holdToken: token} = sandbox.renderer.startSession();
    expect(sandbox.renderer.select(DEMO.events.concert, ['A-1'], token)).toEqual({ok: true});
    expect(sandbox.objectStatuses(DEMO.events.concert).get('A-1')).toMatchObject({status: 'reservedByToken', holdToken: token});
    expect(send('POST', `${concert}/actions/book`, {objects: ['A-1']}).json.errors[0].code).toBe('OBJECT_HELD_BY_OTHER_TOKEN');
    expect(sandbox.renderer.deselect(DEMO.events.concert, ['A-1'], token)).toEqual({ok: true});
    const log = send('GET', `${concert}/objects/A-1/status-changes`).json.items;
    expect(log.map((c: {origin: {type: string}}) => c.origin.type)).toEqual(['HOLD_RELEASED_BY_USER', 'HELD_BY_USER']);
  });

  it('buyers cannot select objects that are not for sale, booked, or in a channel the page did not enable', () => {
    const {sandbox} = testSandbox();
    const {holdToken: token} = sandbox.renderer.startSession();
    expect(sandbox.renderer.select(DEMO.events.concert, ['H-9'], token)).toMatchObject({ok: false, reason: 'NOT_FOR_SALE'});
    expect(sandbox.renderer.select(DEMO.events.concert, ['C-5'], token)).toMatchObject({ok: false, reason: 'NOT_SELECTABLE'});
    expect(sandbox.renderer.select(DEMO.events.concert, ['F-1'], token)).toMatchObject({ok: false, reason: 'CHANNEL_MISMATCH'});
    expect(sandbox.renderer.select(DEMO.events.concert, ['F-1'], token, {channels: [DEMO.channels.fanClub]})).toEqual({ok: true});
    expect(sandbox.renderer.select(DEMO.events.concert, ['D-9'], token)).toEqual({ok: true}); // resale ignores channels
    expect(sandbox.renderer.select(DEMO.events.concert, [{objectId: 'Standing floor', quantity: 2}], token)).toEqual({ok: true});
    expect(sandbox.objectStatuses(DEMO.events.concert).get('Standing floor')).toMatchObject({status: 'free', free: 178});
  });
});

describe('the playground’s views and determinism', () => {
  it('chart() gives the drawing in the venue format with its layout; objectStatuses() the state of every object', () => {
    const {sandbox} = testSandbox();
    const large = sandbox.chart(DEMO.charts.large);
    expect(large.objects).toHaveLength(DEMO.largeSeats);
    expect(large.venue.objects.size).toBe(DEMO.largeSeats);
    expect(large.focalPoint).not.toBeNull();
    const hall = sandbox.chart(DEMO.charts.mainHall);
    expect(hall.plan.venue.some((element) => element.kind === 'section')).toBe(true);
    expect(hall.categories.map((c) => c.label)).toEqual(['Stalls', 'Balcony', 'Wheelchair places']);
    expect(sandbox.chart(DEMO.charts.arena).floors).toEqual(['Ground floor', 'First floor']);
    const statuses = sandbox.objectStatuses(DEMO.events.concert);
    expect(statuses.get('C-5')).toEqual({status: 'booked', forSale: true});
    expect(statuses.get('H-9')).toEqual({status: 'free', forSale: false});
    expect(statuses.get('F-1')).toEqual({status: 'free', forSale: true, channel: DEMO.channels.fanClub});
    expect(statuses.get('Standing floor')).toEqual({status: 'free', forSale: true, free: 180});
    expect(() => sandbox.chart('nope')).toThrow(/no chart/);
  });

  it('the same seed gives the same keys and tokens', () => {
    const a = testSandbox();
    const b = testSandbox();
    const token = (t: ReturnType<typeof testSandbox>) => t.send('POST', '/hold-tokens', {}).json.holdToken;
    const chart = (t: ReturnType<typeof testSandbox>) => t.send('POST', '/charts', {}).json.key;
    expect([token(a), chart(a)]).toEqual([token(b), chart(b)]);
  });
});
