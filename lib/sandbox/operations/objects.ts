/**
 * Status changes in one event, in a batch across events, and in an event
 * group: book, hold, release, custom statuses, resale and best available
 * (openapi/paths/events_{eventKey}_actions_*.yaml, events_actions_change-object-status.yaml,
 * events_groups_actions_change-object-status.yaml; domain/platform.md §6, §7, §11).
 */
import {pickBestAvailable, type BestAvailableParams} from '../bestAvailable';
import {
  bodyOf,
  expandObjects,
  json,
  noContent,
  optBool,
  optString,
  optStrings,
  type Body,
  type Ctx,
  type Reply,
  type Route,
} from '../context';
import {ApiError, illegal} from '../errors';
import {chartOfEvent, channelIndex, eventCategories, findEvent, type Scope} from '../lookup';
import {objectInfo} from '../objectInfo';
import type {EventState, JsonObject} from '../state';
import {BOOKED, HELD, planStatusChange, RESALE, Txn, type ObjectToChange, type StatusRequest} from '../status';

/** The fields every status change shares (domain/rest-api.yaml objects.shared_body_fields). */
function shared(body: Body): Omit<StatusRequest, 'event' | 'objects' | 'type'> {
  return {
    holdToken: optString(body.holdToken),
    orderId: optString(body.orderId),
    keepExtraData: optBool(body.keepExtraData),
    channelKeys: optStrings(body.channelKeys),
    ignoreChannels: optBool(body.ignoreChannels),
    allowedPreviousStatuses: optStrings(body.allowedPreviousStatuses),
    rejectedPreviousStatuses: optStrings(body.rejectedPreviousStatuses),
    resaleListingId: optString(body.resaleListingId),
  };
}

function objectsOf(body: Body): ObjectToChange[] {
  if (!Array.isArray(body.objects)) throw illegal('objects must be a list of labels or {objectId} objects');
  return body.objects as ObjectToChange[];
}

/** The changed objects as the API returns them with expand=objects. */
export function changedObjects(scope: Scope, event: EventState, labels: string[]): JsonObject {
  const {chart, model} = chartOfEvent(scope, event);
  const ctx = {event, chart, model, channels: channelIndex(event), categories: eventCategories(event, chart)};
  const objects: JsonObject = {};
  for (const label of labels) {
    const object = model.byLabel.get(label);
    if (object) objects[label] = objectInfo(ctx, object);
  }
  return objects;
}

function commit(ctx: Ctx, txn: Txn): void {
  ctx.touched.push(...txn.commit(ctx.state));
}

/**
 * One status change in one event: listed objects, or `bestAvailable` instead
 * (then 200 with the picked objects: rest-api.yaml objects.bestAvailable).
 * 204 without a body, or 200 with the objects when expand=objects
 * (rest-api.yaml meta.status_change_response).
 */
function change(ctx: Ctx, type: StatusRequest['type'], status: string | undefined): Reply {
  const body = bodyOf(ctx);
  const event = findEvent(ctx.scope, ctx.params.eventKey);
  const base = {event, type, status, ...shared(body)};
  const txn = new Txn();
  if (body.bestAvailable !== undefined && body.objects !== undefined) throw illegal('Pass objects or bestAvailable, not both');
  if (body.bestAvailable !== undefined) {
    if (type === 'RELEASE') throw illegal('bestAvailable picks objects to book or hold; release takes objects');
    const {chart, model} = chartOfEvent(ctx.scope, event);
    const pick = pickBestAvailable(event, model, eventCategories(event, chart), body.bestAvailable as BestAvailableParams, base);
    planStatusChange(ctx.scope, txn, ctx.now, {...base, objects: pick.objects});
    commit(ctx, txn);
    const details = changedObjects(ctx.scope, event, [...new Set(pick.labels)]);
    const result: JsonObject = {objects: pick.labels, objectDetails: details};
    if (pick.nextToEachOther !== undefined) result.nextToEachOther = pick.nextToEachOther;
    return json(200, result);
  }
  const labels = planStatusChange(ctx.scope, txn, ctx.now, {...base, objects: objectsOf(body)});
  commit(ctx, txn);
  return expandObjects(ctx) ? json(200, {objects: changedObjects(ctx.scope, event, labels)}) : noContent();
}

function changeObjectStatus(ctx: Ctx): Reply {
  const body = bodyOf(ctx);
  // The best-available variant of this path (openapi x-variants of changeObjectStatus).
  if (body.bestAvailable !== undefined) ctx.operationId = 'bestAvailable';
  const status = optString(body.status);
  if (!status) throw illegal('status is required: booked, reservedByToken, resale or a custom status');
  return change(ctx, status === 'free' ? 'RELEASE' : 'CHANGE_STATUS_TO', status);
}

type BatchItem = {type?: string; event: string; objects: ObjectToChange[]; status?: string; season?: string} & Body;

/**
 * Several status changes across events of the workspace, in order, all or
 * nothing (rest-api.yaml objects.changeObjectStatusInBatch): each change sees
 * the ones before it, so a release and a hold of the same seat work in one call.
 */
function changeInBatch(ctx: Ctx): Reply {
  const body = bodyOf(ctx);
  const items = Array.isArray(body.statusChanges) ? (body.statusChanges as BatchItem[]) : [];
  if (items.length === 0) throw illegal('statusChanges must list at least one status change');
  const txn = new Txn();
  const results: {event: EventState; labels: string[]}[] = [];
  items.forEach((item, index) => {
    const type = item.type ?? 'CHANGE_STATUS_TO';
    const event = findEvent(ctx.scope, String(item.event));
    if (type === 'OVERRIDE_SEASON_STATUS' || type === 'USE_SEASON_STATUS') {
      // The sandbox's events are in no season (seasons are answered from the document's examples), and
      // a season status change on an event outside every season is EVENT_NOT_IN_SEASON (rest-api.yaml error_codes).
      throw new ApiError('EVENT_NOT_IN_SEASON', `statusChanges[${index}]: event ${event.key} is not in a season`);
    }
    if (type !== 'RELEASE' && !item.status) throw illegal(`statusChanges[${index}].status is required for CHANGE_STATUS_TO`);
    const labels = planStatusChange(ctx.scope, txn, ctx.now, {
      event,
      type: type === 'RELEASE' ? 'RELEASE' : item.status === 'free' ? 'RELEASE' : 'CHANGE_STATUS_TO',
      status: item.status,
      objects: objectsOf(item),
      ...shared(item),
    });
    results.push({event, labels});
  });
  commit(ctx, txn);
  if (!expandObjects(ctx)) return noContent();
  return json(200, {results: results.map(({event, labels}) => ({objects: changedObjects(ctx.scope, event, labels)}))});
}

/** The same change in every event of the group, all or nothing (rest-api.yaml event-groups). */
function changeForEventGroup(ctx: Ctx): Reply {
  const body = bodyOf(ctx);
  const keys = optStrings(body.events) ?? [];
  if (keys.length === 0) throw illegal('events must list at least one event key');
  const type = body.type === 'RELEASE' ? 'RELEASE' : 'CHANGE_STATUS_TO';
  const status = optString(body.status);
  if (type === 'CHANGE_STATUS_TO' && !status) throw illegal('status is required when type is CHANGE_STATUS_TO');
  if (body.bestAvailable !== undefined) throw illegal('Best available does not work on event groups');
  const events = keys.map((key) => findEvent(ctx.scope, key));
  const txn = new Txn();
  let first: string[] = [];
  events.forEach((event, i) => {
    const labels = planStatusChange(ctx.scope, txn, ctx.now, {
      event,
      type: status === 'free' ? 'RELEASE' : type,
      status,
      objects: objectsOf(body),
      ...shared(body),
    });
    if (i === 0) first = labels;
  });
  commit(ctx, txn);
  return expandObjects(ctx) ? json(200, {objects: changedObjects(ctx.scope, events[0], first)}) : noContent();
}

export const objectRoutes: Route[] = [
  {id: 'bookObjects', method: 'POST', path: '/events/{eventKey}/actions/book', handler: (ctx) => change(ctx, 'CHANGE_STATUS_TO', BOOKED)},
  {
    id: 'holdObjects',
    method: 'POST',
    path: '/events/{eventKey}/actions/hold',
    handler: (ctx) => {
      if (!optString(bodyOf(ctx).holdToken)) throw illegal('holdToken is required to hold objects');
      return change(ctx, 'CHANGE_STATUS_TO', HELD);
    },
  },
  {id: 'releaseObjects', method: 'POST', path: '/events/{eventKey}/actions/release', handler: (ctx) => change(ctx, 'RELEASE', undefined)},
  {id: 'changeObjectStatus', method: 'POST', path: '/events/{eventKey}/actions/change-object-status', handler: changeObjectStatus},
  {
    id: 'putUpForResale',
    method: 'POST',
    path: '/events/{eventKey}/actions/put-up-for-resale',
    handler: (ctx) => change(ctx, 'CHANGE_STATUS_TO', RESALE),
  },
  {id: 'changeObjectStatusInBatch', method: 'POST', path: '/events/actions/change-object-status', handler: changeInBatch},
  {
    id: 'changeObjectStatusForEventGroup',
    method: 'POST',
    path: '/events/groups/actions/change-object-status',
    handler: changeForEventGroup,
  },
];
