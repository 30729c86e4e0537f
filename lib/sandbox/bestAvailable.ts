/**
 * Best available (domain/platform.md §11): the sandbox picks free objects
 * nearest to the chart's focal point, in this order: `number` seats side by
 * side in one row (without leaving a single empty seat beside them when
 * `tryToPreventOrphanSeats`), then the nearest seats anywhere, then tables or
 * booths booked as a whole, then places in one area (never split across
 * areas). Resale objects are never picked (§12); objects that are not for
 * sale, in a channel the request does not name, or outside the asked
 * categories, sections or zone are not candidates.
 */
import type {ChartModel, ChartObject} from './charts';
import {ApiError, illegal} from './errors';
import {areaNotForSale, bookableObject, categoryKeyOf, categoryOf, channelIndex, isForSale, matchesCategory} from './lookup';
import {areaCounts} from './objectInfo';
import type {CategoryState, EventState, JsonObject} from './state';
import {NO_CHANNEL, type ObjectToChange} from './status';

export type BestAvailableParams = {
  number?: number;
  categories?: string[];
  zone?: string;
  sections?: string[];
  ticketTypes?: string[];
  extraData?: JsonObject[];
  accessibleSeats?: number;
  tryToPreventOrphanSeats?: boolean;
};

export type Pick = {
  /** What to change: labels, with the ticket type and extra data of each picked object. */
  objects: ObjectToChange[];
  /** The picked labels as the response lists them (an area label once per place). */
  labels: string[];
  /** True for seats side by side in one row, false for scattered seats, absent for tables, booths and areas. */
  nextToEachOther?: boolean;
};

type Filter = {channelKeys?: string[]; ignoreChannels?: boolean};

export function pickBestAvailable(
  event: EventState,
  model: ChartModel,
  categories: CategoryState[],
  params: BestAvailableParams,
  filter: Filter,
): Pick {
  const number = params.number ?? params.ticketTypes?.length;
  if (!number || number < 1)
    throw illegal('bestAvailable.number is required (at least 1), unless bestAvailable.ticketTypes lists one ticket type per object');
  if (params.ticketTypes && params.ticketTypes.length !== number) {
    throw illegal(`bestAvailable.ticketTypes lists ${params.ticketTypes.length} ticket types for ${number} objects; give one per object`);
  }
  if (params.extraData && params.extraData.length !== number) {
    throw illegal(`bestAvailable.extraData lists ${params.extraData.length} objects for ${number} objects; give one per object`);
  }
  const accessible = params.accessibleSeats ?? 0;
  if (accessible > number) throw illegal(`bestAvailable.accessibleSeats (${accessible}) is more than number (${number})`);
  if (!model.plan.focalPoint) throw new ApiError('NO_FOCAL_POINT', 'The chart has no focal point, which best available needs');

  const channels = channelIndex(event);
  const channelOk = (channel: string | undefined) => {
    if (filter.ignoreChannels) return true;
    if (channel) return filter.channelKeys?.includes(channel) ?? false;
    return !filter.channelKeys || filter.channelKeys.includes(NO_CHANNEL);
  };
  // Answers per category key, worked out once per call: the chart has few categories and many objects.
  const categoryAnswers = new Map<string | number | undefined, {wanted: boolean; accessible: boolean}>();
  const byCategory = (object: ChartObject) => byCategoryKey(categoryKeyOf(event, object));
  const byCategoryKey = (key: string | number | undefined) => {
    let answer = categoryAnswers.get(key);
    if (!answer) {
      answer = {
        wanted: !params.categories || matchesCategory(categories, key, params.categories),
        accessible: categoryOf(categories, key)?.accessible === true,
      };
      categoryAnswers.set(key, answer);
    }
    return answer;
  };
  const wanted = (object: ChartObject): boolean => {
    if (params.zone !== undefined) return false; // the sandbox's charts have no zones
    if (params.sections && !(object.section && params.sections.includes(object.section))) return false;
    if (!byCategory(object).wanted) return false;
    return event.forSaleConfig === null || isForSale(event, object, categories);
  };
  const isAccessible = (object: ChartObject) => byCategory(object).accessible;

  // Whether each object is a candidate, worked out once per call (0: not yet, 1: yes, 2: no).
  const known = new Uint8Array(model.objects.length);
  const isCandidate = (object: ChartObject): boolean => {
    let flag = known[object.index];
    if (flag === 0) {
      const state = event.objects[object.label];
      const ok =
        (state === undefined || state.status === 'free') &&
        (object.objectType === 'seat' && !object.table ? true : bookableObject(event, model, object.label) === object) &&
        channelOk(channels.get(object.label)) &&
        wanted(object);
      known[object.index] = flag = ok ? 1 : 2;
    }
    return flag === 1;
  };

  const finish = (picked: ChartObject[], nextToEachOther: boolean | undefined): Pick => {
    const objects: ObjectToChange[] = picked.map((object, i) => ({
      objectId: object.label,
      ...(params.ticketTypes ? {ticketType: params.ticketTypes[i]} : {}),
      ...(params.extraData ? {extraData: params.extraData[i]} : {}),
    }));
    return {objects, labels: picked.map((object) => object.label), nextToEachOther};
  };

  const overridden = Object.keys(event.objectCategories).length > 0;
  // 1. Side by side in one row, nearest first. Rows are visited nearest first, and a row whose
  // nearest seat is farther than the best group found so far cannot hold a nearer group.
  let best: {row: ChartObject[]; start: number; orphans: boolean; cost: number} | null = null;
  for (const r of model.rowOrder) {
    const row = model.rows[r];
    if (row.length < number) continue;
    // A whole row outside the asked categories or sections is skipped without looking at its seats.
    if (params.sections && !(row[0].section && params.sections.includes(row[0].section))) continue;
    const shared = model.rowCategory[r];
    if (params.categories && shared !== null && !overridden && !byCategoryKey(shared).wanted) continue;
    if (best && !best.orphans && number * model.rowMin[r] >= best.cost) break;
    let run = 0;
    let cost = 0;
    for (let i = 0; i < row.length; i += 1) {
      if (isCandidate(row[i])) {
        run += 1;
        cost += row[i].distance ?? 0;
        if (run > number) cost -= row[i - number].distance ?? 0;
      } else {
        run = 0;
        cost = 0;
      }
      if (run < number) continue;
      const start = i - number + 1;
      if (accessible > 0 && row.slice(start, i + 1).filter(isAccessible).length < accessible) continue;
      // An orphan: exactly one free seat left between the group and the end of the row or a taken seat.
      const leftSingle = start >= 1 && isCandidate(row[start - 1]) && (start < 2 || !isCandidate(row[start - 2]));
      const rightSingle = i + 1 < row.length && isCandidate(row[i + 1]) && (i + 2 >= row.length || !isCandidate(row[i + 2]));
      const orphans = params.tryToPreventOrphanSeats === true && (leftSingle || rightSingle);
      if (!best || Number(orphans) < Number(best.orphans) || (orphans === best.orphans && cost < best.cost - 1e-9))
        best = {row, start, orphans, cost};
    }
  }
  if (best) return finish(best.row.slice(best.start, best.start + number), true);

  // 2. The nearest seats anywhere (accessible ones first when asked for).
  const seats = model.objects
    .filter((object) => object.objectType === 'seat' && isCandidate(object))
    .sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
  if (seats.length >= number) {
    const accessibleSeats = seats.filter(isAccessible).slice(0, accessible);
    if (accessibleSeats.length === accessible) {
      const rest = seats.filter((seat) => !accessibleSeats.includes(seat)).slice(0, number - accessible);
      return finish(
        [...accessibleSeats, ...rest].sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0)),
        false,
      );
    }
  }

  // 3. Tables and booths booked as a whole.
  if (accessible === 0) {
    const whole = model.objects
      .filter((o) => (o.objectType === 'table' || o.objectType === 'booth') && isCandidate(o))
      .sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
    if (whole.length >= number) return finish(whole.slice(0, number), undefined);

    // 4. Places in one area, never split across areas.
    const areas = model.objects
      .filter(
        (o) => o.objectType === 'generalAdmission' && bookableObject(event, model, o.label) === o && channelOk(undefined) && wanted(o),
      )
      .filter(
        (o) =>
          areaCounts(event.areas[o.label], o.capacity ?? 0, areaNotForSale(event, o, categories)).free - channelPlaces(event, o) >= number,
      )
      .sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
    if (areas.length > 0) {
      const area = areas[0];
      const objects: ObjectToChange[] = params.ticketTypes
        ? params.ticketTypes.map((ticketType, i) => ({
            objectId: area.label,
            quantity: 1,
            ticketType,
            ...(params.extraData ? {extraData: params.extraData[i]} : {}),
          }))
        : [{objectId: area.label, quantity: number, ...(params.extraData ? {extraData: params.extraData[0]} : {})}];
      return {objects, labels: Array.from({length: number}, () => area.label)};
    }
  }
  throw new ApiError('NOT_ENOUGH_OBJECTS_AVAILABLE', `Not enough objects are available: ${number} asked for`);
}

/** Area places reserved for channels, which a best-available search without those channels cannot take. */
function channelPlaces(event: EventState, area: ChartObject): number {
  return event.channels.reduce((sum, channel) => sum + (channel.areaPlaces[area.label] ?? 0), 0);
}
