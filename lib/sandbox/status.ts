/**
 * Status changes: hold, book, release, custom statuses and resale, for seats,
 * tables, booths and area places. A change is all or nothing
 * (domain/rest-api.yaml error_codes: "the first failing object decides the
 * code, and errors[].data.objects lists the labels that failed for that
 * reason"): every change of a request is planned in a transaction first, and
 * only written to the state when all of them passed.
 */
import type {ChartObject} from './charts';
import {ApiError, illegal, type ErrorCode} from './errors';
import {bookableObject, chartOfEvent, channelIndex, notFoundMessage, type Scope} from './lookup';
import {areaCounts, areaStatus} from './objectInfo';
import {
  LIMITS,
  type AreaPlaces,
  type AreaState,
  type EventState,
  type HoldTokenState,
  type JsonObject,
  type ObjectState,
  type OriginType,
  type SandboxState,
  type StatusChangeState,
} from './state';
import {nextId} from './random';

/** One entry of `objects`: a label, or `{objectId, ticketType?, quantity?, extraData?}` (rest-api.yaml meta.object_list_input). */
export type ObjectToChange = string | {objectId: string; ticketType?: string; quantity?: number; extraData?: JsonObject};

export type StatusRequest = {
  event: EventState;
  objects: ObjectToChange[];
  type: 'CHANGE_STATUS_TO' | 'RELEASE';
  status?: string;
  holdToken?: string;
  orderId?: string;
  keepExtraData?: boolean;
  channelKeys?: string[];
  ignoreChannels?: boolean;
  allowedPreviousStatuses?: string[];
  rejectedPreviousStatuses?: string[];
  resaleListingId?: string;
  origin?: OriginType;
};

export const FREE = 'free';
export const HELD = 'reservedByToken';
export const BOOKED = 'booked';
export const RESALE = 'resale';
export const NO_CHANNEL = 'NO_CHANNEL';

/** A change the sandbox announces to its listeners once a transaction is written. */
export type Touch = {event: EventState; labels: Set<string>};

/** Planned object and area states, read before the state and written to it on commit. */
export class Txn {
  private objects = new Map<EventState, Map<string, ObjectState | null>>();
  private areas = new Map<EventState, Map<string, AreaState>>();
  private log: {event: EventState; entry: Omit<StatusChangeState, 'id'>}[] = [];

  object(event: EventState, label: string): ObjectState | undefined {
    const planned = this.objects.get(event)?.get(label);
    if (planned !== undefined) return planned ?? undefined;
    return event.objects[label];
  }

  setObject(event: EventState, label: string, value: ObjectState | null): void {
    let map = this.objects.get(event);
    if (!map) this.objects.set(event, (map = new Map()));
    map.set(label, value);
  }

  area(event: EventState, label: string): AreaState {
    const planned = this.areas.get(event)?.get(label);
    if (planned) return planned;
    const current = event.areas[label];
    return {taken: (current?.taken ?? []).map((entry) => ({...entry})), extraData: current?.extraData};
  }

  setArea(event: EventState, label: string, value: AreaState): void {
    let map = this.areas.get(event);
    if (!map) this.areas.set(event, (map = new Map()));
    map.set(label, value);
  }

  record(event: EventState, entry: Omit<StatusChangeState, 'id'>): void {
    this.log.push({event, entry});
  }

  /** Writes the plan into the state; returns the labels that changed per event. */
  commit(state: SandboxState): Touch[] {
    const touched = new Map<EventState, Set<string>>();
    const touch = (event: EventState, label: string) => {
      let set = touched.get(event);
      if (!set) touched.set(event, (set = new Set()));
      set.add(label);
    };
    for (const [event, map] of this.objects) {
      for (const [label, value] of map) {
        if (value === null) delete event.objects[label];
        else event.objects[label] = value;
        touch(event, label);
      }
    }
    for (const [event, map] of this.areas) {
      for (const [label, value] of map) {
        value.taken = value.taken.filter((entry) => entry.places > 0);
        if (value.taken.length === 0 && !value.extraData) delete event.areas[label];
        else event.areas[label] = value;
        touch(event, label);
      }
    }
    for (const {event, entry} of this.log) {
      event.changes.push({id: nextId(state), ...entry});
      if (event.changes.length > LIMITS.changesPerEvent) event.changes.splice(0, event.changes.length - LIMITS.changesPerEvent);
    }
    return [...touched].map(([event, labels]) => ({event, labels}));
  }
}

type Item = {label: string; quantity: number; ticketType?: string; extraData?: JsonObject};

/** Repeated labels of an area add up to places; a repeated seat counts once. */
function normalise(objects: ObjectToChange[]): Item[] {
  const items = new Map<string, Item>();
  for (const entry of objects) {
    const item: Item =
      typeof entry === 'string'
        ? {label: entry, quantity: 1}
        : {label: entry.objectId, quantity: entry.quantity ?? 1, ticketType: entry.ticketType, extraData: entry.extraData};
    const seen = items.get(item.label);
    if (seen) {
      seen.quantity += item.quantity;
      seen.ticketType ??= item.ticketType;
      seen.extraData ??= item.extraData;
    } else items.set(item.label, item);
  }
  return [...items.values()];
}

/**
 * The hold token of a request, checked (rest-api.yaml error_codes):
 * HOLD_TOKEN_INVALID when the workspace does not know it, HOLD_TOKEN_EXPIRED
 * when it has expired and its objects were released.
 */
export function checkHoldToken(scope: Scope, token: string): HoldTokenState {
  const found = scope.state.holdTokens.find((t) => t.token === token && t.workspace === scope.workspace);
  if (!found) throw new ApiError('HOLD_TOKEN_INVALID', `Hold token ${token} does not exist in this workspace`);
  if (found.expired) throw new ApiError('HOLD_TOKEN_EXPIRED', `Hold token ${token} has expired, and its objects were released`);
  return found;
}

type Failure = {code: ErrorCode; message: string};

/**
 * Whether one seat, table or booth may take the target, given its current state.
 * The rules and the codes are those of the error catalogue (rest-api.yaml error_codes):
 * - booked objects cannot be booked or held again: OBJECT_ALREADY_BOOKED;
 * - an object held under a token can only be changed with that token: OBJECT_HELD_BY_OTHER_TOKEN
 *   ("held under another hold token, or under a hold token while the request passes none");
 * - booking with a hold token needs every object held by it: OBJECT_NOT_HELD_BY_TOKEN;
 * - a custom status blocks book and hold, and only booked objects go up for resale: PREVIOUS_STATUS_NOT_ALLOWED;
 * - a custom status change (any other status) replaces any status but a hold.
 */
function seatFailure(req: StatusRequest, label: string, current: ObjectState | undefined): Failure | null {
  const status = current?.status ?? FREE;
  const heldBy = status === HELD ? current?.holdToken : undefined;
  const target = req.type === 'RELEASE' ? FREE : req.status!;
  if (status === HELD && heldBy !== req.holdToken) {
    return {
      code: 'OBJECT_HELD_BY_OTHER_TOKEN',
      message: req.holdToken
        ? `Object ${label} is held by another hold token`
        : `Object ${label} is held by a hold token, and the request passes none`,
    };
  }
  if (req.type === 'RELEASE' || target === FREE) return null;
  if (target === RESALE) {
    return status === BOOKED
      ? null
      : {code: 'PREVIOUS_STATUS_NOT_ALLOWED', message: `Object ${label} is ${status}; only booked objects can be put up for resale`};
  }
  if (target === BOOKED || target === HELD) {
    if (status === BOOKED) return {code: 'OBJECT_ALREADY_BOOKED', message: `Object ${label} is already booked`};
    if (status !== FREE && status !== RESALE && status !== HELD) {
      return {
        code: 'PREVIOUS_STATUS_NOT_ALLOWED',
        message: `Object ${label} has the status ${status}, which ${target === BOOKED ? 'booking' : 'holding'} cannot change`,
      };
    }
    if (target === BOOKED && req.holdToken && status !== HELD) {
      return {code: 'OBJECT_NOT_HELD_BY_TOKEN', message: `Object ${label} is not held by hold token ${req.holdToken}`};
    }
  }
  return null;
}

/**
 * The channel rule (platform.md §9; CHANNEL_MISMATCH in rest-api.yaml
 * error_codes): an object in a channel needs that channel's key in channelKeys;
 * an object in no channel needs NO_CHANNEL when channelKeys is given;
 * ignoreChannels skips the check; resale objects ignore channels.
 */
function channelAllows(req: StatusRequest, channel: string | undefined, status: string): boolean {
  if (req.ignoreChannels || status === RESALE) return true;
  if (channel) return req.channelKeys?.includes(channel) ?? false;
  return !req.channelKeys || req.channelKeys.includes(NO_CHANNEL);
}

/** Plans one status change request; throws the first failure. Returns the labels it changes. */
export function planStatusChange(scope: Scope, txn: Txn, now: number, req: StatusRequest): string[] {
  const {event} = req;
  const {model} = chartOfEvent(scope, event);
  if (req.channelKeys && req.ignoreChannels) throw illegal('Pass channelKeys or ignoreChannels: true, not both');
  const target = req.type === 'RELEASE' ? FREE : req.status;
  if (target === undefined || target === '') throw illegal('status is required for a status change');
  if (target === HELD && !req.holdToken) throw illegal('holdToken is required to hold objects (status reservedByToken)');
  if (req.holdToken) checkHoldToken(scope, req.holdToken);
  const items = normalise(req.objects);
  if (items.length === 0) throw illegal('objects must list at least one object');
  const channels = channelIndex(event);

  // First pass: the failure of each object, in request order.
  const failures: {item: Item; failure: Failure}[] = [];
  const resolved: {item: Item; object: ChartObject}[] = [];
  for (const item of items) {
    const object = bookableObject(event, model, item.label);
    if (!object) {
      failures.push({item, failure: {code: 'OBJECT_NOT_FOUND', message: notFoundMessage(event, model, item.label)}});
      continue;
    }
    const failure =
      object.objectType === 'generalAdmission' ? areaFailure(req, txn, object, item) : objectFailure(req, txn, object, channels);
    if (failure) failures.push({item, failure});
    else resolved.push({item, object});
  }
  if (failures.length > 0) {
    const {code, message} = failures[0].failure;
    const labels = failures.filter((f) => f.failure.code === code).map((f) => f.item.label);
    throw new ApiError(code, labels.length > 1 ? `${message} (and ${labels.length - 1} more)` : message, {objects: labels});
  }

  // Second pass: everything may change; plan the new states.
  const origin = req.origin ?? 'API_CALL';
  for (const {item, object} of resolved) {
    if (object.objectType === 'generalAdmission') planArea(req, txn, now, object, item, origin);
    else planObject(req, txn, now, object, item, origin);
  }
  return resolved.map(({item}) => item.label);
}

function previousStatusFailure(req: StatusRequest, label: string, status: string): Failure | null {
  if (req.allowedPreviousStatuses && !req.allowedPreviousStatuses.includes(status)) {
    return {code: 'PREVIOUS_STATUS_NOT_ALLOWED', message: `Object ${label} is ${status}, which is not in allowedPreviousStatuses`};
  }
  if (req.rejectedPreviousStatuses?.includes(status)) {
    return {code: 'PREVIOUS_STATUS_NOT_ALLOWED', message: `Object ${label} is ${status}, which is in rejectedPreviousStatuses`};
  }
  return null;
}

function objectFailure(req: StatusRequest, txn: Txn, object: ChartObject, channels: Map<string, string>): Failure | null {
  const current = txn.object(req.event, object.label);
  const status = current?.status ?? FREE;
  const guard = previousStatusFailure(req, object.label, status);
  if (guard) return guard;
  const rule = seatFailure(req, object.label, current);
  if (rule) return rule;
  if (!channelAllows(req, channels.get(object.label), status)) {
    const channel = channels.get(object.label);
    return {
      code: 'CHANNEL_MISMATCH',
      message: channel
        ? `Object ${object.label} is in channel ${channel}, which channelKeys does not list`
        : `Object ${object.label} is in no channel, and channelKeys does not list NO_CHANNEL`,
    };
  }
  return null;
}

function planObject(req: StatusRequest, txn: Txn, now: number, object: ChartObject, item: Item, origin: OriginType): void {
  const {event} = req;
  const current = txn.object(event, object.label);
  const status = current?.status ?? FREE;
  // Extra data is cleared on every status change unless keepExtraData (platform.md §6 "Extra data").
  const extraData = item.extraData ?? (req.keepExtraData ? current?.extraData : undefined);
  let next: ObjectState | null;
  if (req.type === 'RELEASE' || req.status === FREE) {
    if (status === FREE) return; // nothing to release
    // Release returns an object to its previous selectable status: free, or resale if it was on resale (platform.md §6).
    const backToResale = status === HELD && current?.fromResale;
    next = backToResale ? {status: RESALE, resaleListingId: current?.resaleListingId} : null;
    if (next && extraData) next.extraData = extraData;
  } else {
    const target = req.status!;
    next = {status: target};
    if (target === HELD) next.holdToken = req.holdToken;
    if (target === HELD && status === RESALE) {
      next.fromResale = true;
      if (current?.resaleListingId) next.resaleListingId = current.resaleListingId;
    }
    if (target === RESALE) {
      const listing = req.resaleListingId;
      if (listing) next.resaleListingId = listing;
      if (current?.orderId) next.orderId = current.orderId;
    }
    if (req.orderId) next.orderId = req.orderId;
    if (item.ticketType) next.ticketType = item.ticketType;
    if (extraData) next.extraData = extraData;
  }
  txn.setObject(event, object.label, next);
  txn.record(event, {
    status: next?.status ?? FREE,
    objectLabel: object.label,
    date: now,
    orderId: req.orderId,
    extraData: next?.extraData,
    holdToken: req.holdToken,
    origin,
  });
}

/** Places an area can give a request, per channel share: places in no channel, then each channel's places (platform.md §9 areaPlaces). */
function areaBuckets(req: StatusRequest, object: ChartObject): {bucket: string | undefined; capacity: number; allowed: boolean}[] {
  const shares = req.event.channels.filter((channel) => (channel.areaPlaces[object.label] ?? 0) > 0);
  const inChannels = shares.reduce((sum, channel) => sum + channel.areaPlaces[object.label], 0);
  const buckets = [
    {
      bucket: undefined as string | undefined,
      capacity: Math.max(0, (object.capacity ?? 0) - inChannels),
      allowed: channelAllows(req, undefined, FREE),
    },
  ];
  for (const channel of shares)
    buckets.push({bucket: channel.key, capacity: channel.areaPlaces[object.label], allowed: channelAllows(req, channel.key, FREE)});
  return buckets;
}

function usedIn(area: AreaState, bucket: string | undefined): number {
  return area.taken.filter((entry) => entry.channel === bucket).reduce((sum, entry) => sum + entry.places, 0);
}

function areaFailure(req: StatusRequest, txn: Txn, object: ChartObject, item: Item): Failure | null {
  const area = txn.area(req.event, object.label);
  const counts = areaCounts(area, object.capacity ?? 0, 0);
  const guard = previousStatusFailure(req, object.label, areaStatus(counts));
  if (guard) return guard;
  if (req.type === 'RELEASE' || req.status === FREE) {
    if (req.holdToken) {
      const held = area.taken.filter((e) => e.status === HELD && e.holdToken === req.holdToken).reduce((s, e) => s + e.places, 0);
      if (held < item.quantity)
        return {
          code: 'OBJECT_NOT_HELD_BY_TOKEN',
          message: `Hold token ${req.holdToken} holds ${held} places of ${object.label}, not ${item.quantity}`,
        };
    }
    return null;
  }
  if (req.status === BOOKED && req.holdToken) {
    const held = area.taken.filter((e) => e.status === HELD && e.holdToken === req.holdToken).reduce((s, e) => s + e.places, 0);
    if (held < item.quantity)
      return {
        code: 'OBJECT_NOT_HELD_BY_TOKEN',
        message: `Hold token ${req.holdToken} holds ${held} places of ${object.label}, not ${item.quantity}`,
      };
    return null;
  }
  if (req.status === RESALE)
    return {
      code: 'PREVIOUS_STATUS_NOT_ALLOWED',
      message: `${object.label} is an area; only booked seats, tables and booths can be put up for resale`,
    };
  const buckets = areaBuckets(req, object);
  const free = buckets.reduce((sum, b) => sum + Math.max(0, b.capacity - usedIn(area, b.bucket)), 0);
  if (free < item.quantity)
    return {code: 'OBJECT_ALREADY_BOOKED', message: `${object.label} has ${free} free places, not ${item.quantity}`};
  const allowedFree = buckets.filter((b) => b.allowed).reduce((sum, b) => sum + Math.max(0, b.capacity - usedIn(area, b.bucket)), 0);
  if (allowedFree < item.quantity) {
    return {
      code: 'CHANNEL_MISMATCH',
      message: `${object.label} has ${allowedFree} free places in the channels of channelKeys, not ${item.quantity}`,
    };
  }
  return null;
}

function takeFrom(area: AreaState, match: (entry: AreaPlaces) => boolean, places: number): AreaPlaces[] {
  const taken: AreaPlaces[] = [];
  let left = places;
  for (const entry of area.taken) {
    if (left === 0) break;
    if (!match(entry) || entry.places === 0) continue;
    const n = Math.min(entry.places, left);
    entry.places -= n;
    left -= n;
    taken.push({...entry, places: n});
  }
  return taken;
}

function addPlaces(area: AreaState, entry: AreaPlaces): void {
  const same = area.taken.find(
    (e) =>
      e.status === entry.status &&
      e.holdToken === entry.holdToken &&
      e.channel === entry.channel &&
      e.orderId === entry.orderId &&
      e.ticketType === entry.ticketType,
  );
  if (same) same.places += entry.places;
  else area.taken.push({...entry});
}

function planArea(req: StatusRequest, txn: Txn, now: number, object: ChartObject, item: Item, origin: OriginType): void {
  const {event} = req;
  const area = txn.area(event, object.label);
  let changed = 0;
  const status = req.type === 'RELEASE' ? FREE : req.status!;
  if (status === FREE) {
    const released = req.holdToken
      ? takeFrom(area, (e) => e.status === HELD && e.holdToken === req.holdToken, item.quantity)
      : takeFrom(area, (e) => e.status !== HELD, item.quantity);
    changed = released.reduce((sum, e) => sum + e.places, 0);
  } else if (status === BOOKED && req.holdToken) {
    for (const held of takeFrom(area, (e) => e.status === HELD && e.holdToken === req.holdToken, item.quantity)) {
      addPlaces(area, {status: BOOKED, places: held.places, channel: held.channel, orderId: req.orderId, ticketType: item.ticketType});
      changed += held.places;
    }
  } else {
    for (const bucket of areaBuckets(req, object)) {
      if (!bucket.allowed || changed === item.quantity) continue;
      const n = Math.min(item.quantity - changed, Math.max(0, bucket.capacity - usedIn(area, bucket.bucket)));
      if (n === 0) continue;
      addPlaces(area, {
        status,
        places: n,
        channel: bucket.bucket,
        holdToken: status === HELD ? req.holdToken : undefined,
        orderId: req.orderId,
        ticketType: item.ticketType,
      });
      changed += n;
    }
  }
  if (item.extraData) area.extraData = item.extraData;
  else if (!req.keepExtraData) delete area.extraData;
  txn.setArea(event, object.label, area);
  if (changed > 0) {
    txn.record(event, {
      status,
      objectLabel: object.label,
      quantity: changed,
      date: now,
      orderId: req.orderId,
      extraData: item.extraData,
      holdToken: req.holdToken,
      origin,
    });
  }
}

/**
 * Expires hold tokens whose time has come on the virtual clock: their objects
 * and area places are released, and each release is logged with origin
 * HOLD_EXPIRED (domain/platform.md §7: "when the token expires all its objects
 * are released automatically"; §6 status change log origins).
 */
export function expireHoldTokens(state: SandboxState, now: number): Touch[] {
  const due = state.holdTokens.filter((t) => !t.expired && t.expiresAt <= now);
  if (due.length === 0) return [];
  const txn = new Txn();
  for (const token of due) {
    token.expired = true;
    for (const event of state.events) {
      if (event.workspace !== token.workspace) continue;
      for (const [label, object] of Object.entries(event.objects)) {
        if (object.status !== HELD || object.holdToken !== token.token) continue;
        txn.setObject(event, label, object.fromResale ? {status: RESALE, resaleListingId: object.resaleListingId} : null);
        txn.record(event, {
          status: object.fromResale ? RESALE : FREE,
          objectLabel: label,
          date: token.expiresAt,
          holdToken: token.token,
          origin: 'HOLD_EXPIRED',
        });
      }
      for (const [label, current] of Object.entries(event.areas)) {
        const places = current.taken.filter((e) => e.status === HELD && e.holdToken === token.token).reduce((s, e) => s + e.places, 0);
        if (places === 0) continue;
        const area = txn.area(event, label);
        area.taken = area.taken.filter((e) => !(e.status === HELD && e.holdToken === token.token));
        txn.setArea(event, label, area);
        txn.record(event, {
          status: FREE,
          objectLabel: label,
          quantity: places,
          date: token.expiresAt,
          holdToken: token.token,
          origin: 'HOLD_EXPIRED',
        });
      }
    }
  }
  // Expired tokens are remembered (HOLD_TOKEN_EXPIRED) up to a bound; the oldest are forgotten first.
  if (state.holdTokens.length > LIMITS.holdTokens) {
    const expired = state.holdTokens.filter((t) => t.expired).sort((a, b) => a.expiresAt - b.expiresAt);
    const drop = new Set(expired.slice(0, state.holdTokens.length - LIMITS.holdTokens));
    state.holdTokens = state.holdTokens.filter((t) => !drop.has(t));
  }
  return txn.commit(state);
}
