/**
 * For-sale configuration (openapi/paths/events_*_for-sale*, *mark-*;
 * domain/platform.md §8): replace calls overwrite the config, edit calls add
 * and remove incrementally, mark-everything-as-for-sale clears it. An event
 * gets 10 configuration calls per 24 hours; past that, 429
 * FOR_SALE_LIMIT_EXCEEDED with Retry-After in seconds. Calls that only turn
 * objects back to for sale do not count (§8, "DOCS21").
 */
import {bodyOf, isoDate, json, noContent, type Body, type Ctx, type Reply, type Route} from '../context';
import {ApiError, illegal} from '../errors';
import {findEvent} from '../lookup';
import type {EventState, ForSaleConfig, JsonObject} from '../state';

export const FOR_SALE_CALLS_PER_DAY = 10;
const DAY = 24 * 60 * 60 * 1000;

/** Counts a call against the event's daily limit, or refuses it; returns the rate-limit info after the call. */
function countCall(event: EventState, now: number, counts: boolean): JsonObject {
  event.forSaleCalls = event.forSaleCalls.filter((t) => now - t < DAY);
  if (counts) {
    if (event.forSaleCalls.length >= FOR_SALE_CALLS_PER_DAY) {
      const retry = Math.max(1, Math.ceil((event.forSaleCalls[0] + DAY - now) / 1000));
      throw new ApiError('FOR_SALE_LIMIT_EXCEEDED', `For-sale configuration limit reached for event ${event.key}`, undefined, {
        'retry-after': String(retry),
      });
    }
    event.forSaleCalls.push(now);
  }
  const reset = event.forSaleCalls.length > 0 ? event.forSaleCalls[0] + DAY : now + DAY;
  return {rateLimitRemainingCalls: FOR_SALE_CALLS_PER_DAY - event.forSaleCalls.length, rateLimitResetDate: isoDate(reset)};
}

type Edit = {object: string; quantity?: number};

function editsOf(value: unknown): Edit[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw illegal('forSale and notForSale must be lists of {object, quantity?}');
  return value.map((raw) => {
    const e = (raw ?? {}) as Body;
    if (typeof e.object !== 'string') throw illegal('Each entry needs an object label');
    return {object: e.object, quantity: typeof e.quantity === 'number' ? e.quantity : undefined};
  });
}

/**
 * An incremental edit (rest-api.yaml for-sale.editForSaleConfig): `notForSale`
 * withholds objects or area places, `forSale` makes them sellable again;
 * everything else stays as it was.
 */
export function applyEdit(current: ForSaleConfig | null, forSale: Edit[], notForSale: Edit[]): ForSaleConfig {
  const config: ForSaleConfig = current
    ? {forSale: current.forSale, objects: [...current.objects], areaPlaces: {...current.areaPlaces}, categories: [...current.categories]}
    : {forSale: false, objects: [], areaPlaces: {}, categories: []};
  // In a config that lists what is for sale (forSale: true), withholding removes from the list and the other way round.
  const withhold = config.forSale ? forSale : notForSale;
  const release = config.forSale ? notForSale : forSale;
  for (const {object, quantity} of withhold) {
    if (quantity !== undefined) config.areaPlaces[object] = (config.areaPlaces[object] ?? 0) + quantity;
    else if (!config.objects.includes(object)) config.objects.push(object);
  }
  for (const {object, quantity} of release) {
    if (quantity !== undefined) {
      const left = (config.areaPlaces[object] ?? 0) - quantity;
      if (left > 0) config.areaPlaces[object] = left;
      else delete config.areaPlaces[object];
    } else {
      config.objects = config.objects.filter((label) => label !== object);
      delete config.areaPlaces[object];
    }
  }
  return config;
}

function edit(ctx: Ctx, event: EventState, body: Body): JsonObject {
  const forSale = editsOf(body.forSale);
  const notForSale = editsOf(body.notForSale);
  const info = countCall(event, ctx.now, notForSale.length > 0);
  event.forSaleConfig = applyEdit(event.forSaleConfig, forSale, notForSale);
  event.updatedOn = ctx.now;
  ctx.changedData = true;
  ctx.touched.push({event, labels: new Set([...forSale, ...notForSale].map((e) => e.object))});
  return {forSaleConfig: event.forSaleConfig as unknown as JsonObject, rateLimitInfo: info};
}

function replace(ctx: Ctx, forSale: boolean): Reply {
  const event = findEvent(ctx.scope, ctx.params.eventKey);
  const body = bodyOf(ctx);
  const config: ForSaleConfig = {
    forSale,
    objects: Array.isArray(body.objects) ? body.objects.map(String) : [],
    areaPlaces: body.areaPlaces && typeof body.areaPlaces === 'object' ? {...(body.areaPlaces as Record<string, number>)} : {},
    categories: Array.isArray(body.categories) ? body.categories.map(String) : [],
  };
  const info = countCall(event, ctx.now, true);
  event.forSaleConfig = config;
  event.updatedOn = ctx.now;
  ctx.changedData = true;
  ctx.touched.push({event, labels: new Set(config.objects)});
  return json(200, info);
}

export const forSaleRoutes: Route[] = [
  {
    id: 'editForSaleConfig',
    method: 'POST',
    path: '/events/{eventKey}/actions/edit-for-sale-config',
    handler: (ctx) => json(200, edit(ctx, findEvent(ctx.scope, ctx.params.eventKey), bodyOf(ctx))),
  },
  {
    id: 'editForSaleConfigForEvents',
    method: 'POST',
    path: '/events/actions/edit-for-sale-config',
    handler: (ctx) => {
      const events = bodyOf(ctx).events;
      if (!events || typeof events !== 'object' || Array.isArray(events))
        throw illegal('events must map event keys to {forSale?, notForSale?}');
      // Every event must exist, and every edit be well-formed and within the limit, before any changes.
      const entries = Object.entries(events as Record<string, Body>).map(([key, value]) => {
        const event = findEvent(ctx.scope, key);
        const notForSale = editsOf(value?.notForSale);
        editsOf(value?.forSale);
        if (notForSale.length > 0 && event.forSaleCalls.filter((t) => ctx.now - t < 24 * 60 * 60 * 1000).length >= FOR_SALE_CALLS_PER_DAY)
          countCall(event, ctx.now, true);
        return [key, event, value ?? {}] as const;
      });
      const out: JsonObject = {};
      for (const [key, event, value] of entries) out[key] = edit(ctx, event, value);
      return json(200, out);
    },
  },
  {id: 'markAsForSale', method: 'POST', path: '/events/{eventKey}/actions/mark-as-for-sale', handler: (ctx) => replace(ctx, true)},
  {id: 'markAsNotForSale', method: 'POST', path: '/events/{eventKey}/actions/mark-as-not-for-sale', handler: (ctx) => replace(ctx, false)},
  {
    id: 'markEverythingAsForSale',
    method: 'POST',
    path: '/events/{eventKey}/actions/mark-everything-as-for-sale',
    handler: (ctx) => {
      const event = findEvent(ctx.scope, ctx.params.eventKey);
      const labels = new Set(event.forSaleConfig?.objects ?? []);
      event.forSaleConfig = null;
      event.updatedOn = ctx.now;
      ctx.changedData = true;
      ctx.touched.push({event, labels});
      return noContent();
    },
  },
];
