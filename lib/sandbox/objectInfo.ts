/**
 * Object info: what the API says about one object of an event (the ObjectInfo
 * schema of openapi/, domain/platform.md §6 "Object info fields"), and the
 * chart-only variant of chart reports (ChartObjectInfo).
 */
import type {ChartModel, ChartObject} from './charts';
import {areaNotForSale, categoryKeyOf, categoryOf, eventCategories, isForSale, tableMode} from './lookup';
import type {AreaState, CategoryState, ChartState, EventState, JsonObject, ObjectState} from './state';

export type AreaCounts = {capacity: number; booked: number; held: number; other: number; notForSale: number; free: number};

/** Places of an area by status; free places are what is left after the taken and the not-for-sale places. */
export function areaCounts(area: AreaState | undefined, capacity: number, notForSale: number): AreaCounts {
  let booked = 0;
  let held = 0;
  let other = 0;
  for (const entry of area?.taken ?? []) {
    if (entry.status === 'booked') booked += entry.places;
    else if (entry.status === 'reservedByToken') held += entry.places;
    else other += entry.places;
  }
  const free = Math.max(0, capacity - booked - held - other - notForSale);
  return {capacity, booked, held, other, notForSale, free};
}

/** An area is `free` until it is full (platform.md §6); a full area shows what filled it. */
export function areaStatus(counts: AreaCounts): string {
  if (counts.free > 0 || counts.booked + counts.held + counts.other === 0) return 'free';
  return counts.booked >= counts.held ? 'booked' : 'reservedByToken';
}

function labelsOf(object: ChartObject): JsonObject {
  const labels: JsonObject = {own: {label: object.own, type: object.objectType}};
  if (object.parent) labels.parent = {label: object.parent.label, type: object.parent.type};
  if (object.section) labels.section = object.section;
  return labels;
}

function idsOf(object: ChartObject): JsonObject {
  const ids: JsonObject = {own: object.own};
  if (object.parent) ids.parent = object.parent.label;
  if (object.section) ids.section = object.section;
  return ids;
}

/** The fields an object has on the chart, whatever the event: chart reports list these (ChartObjectInfo). */
export function chartObjectInfo(object: ChartObject, categories: CategoryState[], categoryKey = object.categoryKey): JsonObject {
  const info: JsonObject = {label: object.label, labels: labelsOf(object), ids: idsOf(object)};
  const category = categoryOf(categories, categoryKey);
  if (categoryKey !== undefined) info.categoryKey = categoryKey;
  if (category) info.categoryLabel = category.label;
  info.objectType = object.objectType;
  if (object.section) info.section = object.section;
  if (object.floor) info.floor = {name: object.floor, displayName: object.floor};
  if (object.capacity !== undefined) info.capacity = object.capacity;
  if (object.objectType === 'table') info.bookAsAWhole = object.bookAsAWhole ?? false;
  if (object.leftNeighbour) info.leftNeighbour = object.leftNeighbour;
  if (object.rightNeighbour) info.rightNeighbour = object.rightNeighbour;
  if (object.distance !== undefined) info.distanceToFocalPoint = object.distance;
  if (category?.accessible) info.isAccessible = true;
  return info;
}

export type InfoContext = {
  event: EventState;
  chart: ChartState;
  model: ChartModel;
  channels: Map<string, string>;
  categories?: CategoryState[];
};

/** The status of an object in an event: `free` unless the state says otherwise. */
export function objectStatus(
  event: EventState,
  object: ChartObject,
  categories: CategoryState[],
): {status: string; state?: ObjectState; counts?: AreaCounts} {
  if (object.objectType === 'generalAdmission') {
    const counts = areaCounts(event.areas[object.label], object.capacity ?? 0, areaNotForSale(event, object, categories));
    return {status: areaStatus(counts), counts};
  }
  const state = event.objects[object.label];
  return {status: state?.status ?? 'free', state};
}

/**
 * Availability (platform.md §6 "Availability reasons"): a free (or resale)
 * object that is for sale is available; a free object that is not for sale
 * reports `not_for_sale`; any other object reports its status.
 */
export function availability(status: string, forSale: boolean, counts?: AreaCounts): {isAvailable: boolean; reason: string} {
  const selectable = counts ? counts.free > 0 : status === 'free' || status === 'resale';
  if (selectable && forSale) return {isAvailable: true, reason: 'available'};
  if (status === 'free') return {isAvailable: false, reason: 'not_for_sale'};
  return {isAvailable: false, reason: status};
}

export function objectInfo(ctx: InfoContext, object: ChartObject): JsonObject {
  const categories = ctx.categories ?? eventCategories(ctx.event, ctx.chart);
  const info = chartObjectInfo(object, categories, categoryKeyOf(ctx.event, object));
  const {status, state, counts} = objectStatus(ctx.event, object, categories);
  const forSale = isForSale(ctx.event, object, categories);
  const {isAvailable, reason} = availability(status, forSale, counts);
  const out: JsonObject = {label: info.label, labels: info.labels, ids: info.ids, status};
  for (const key of ['categoryKey', 'categoryLabel'] as const) if (info[key] !== undefined) out[key] = info[key];
  if (state?.ticketType) out.ticketType = state.ticketType;
  if (state?.orderId) out.orderId = state.orderId;
  if (state?.holdToken) out.holdToken = state.holdToken;
  out.forSale = forSale;
  for (const key of [
    'objectType',
    'section',
    'floor',
    'capacity',
    'bookAsAWhole',
    'leftNeighbour',
    'rightNeighbour',
    'distanceToFocalPoint',
    'isAccessible',
  ] as const) {
    if (info[key] !== undefined) out[key] = info[key];
  }
  // In an event, a table is booked as a whole when the event's table booking config says so (platform.md §5).
  if (object.objectType === 'table') out.bookAsAWhole = tableMode(ctx.event.tableBookingConfig, object) === 'BY_TABLE';
  if (counts) {
    out.numBooked = counts.booked;
    out.numFree = counts.free;
    out.numHeld = counts.held;
    out.numNotForSale = counts.notForSale;
  }
  out.isAvailable = isAvailable;
  out.availabilityReason = reason;
  const channel = ctx.channels.get(object.label);
  if (channel) out.channel = channel;
  const extraData = state?.extraData ?? ctx.event.areas[object.label]?.extraData;
  if (extraData) out.extraData = extraData;
  out.seasonStatusOverriddenQuantity = 0;
  if (state?.resaleListingId) out.resaleListingId = state.resaleListingId;
  return out;
}
