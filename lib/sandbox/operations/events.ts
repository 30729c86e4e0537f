/**
 * Events (openapi/paths/events*.yaml; domain/platform.md §5): create (one, or
 * up to 100 in one call), retrieve, list, update, delete, move to a copy of
 * the chart; object infos, extra data and the status change log (§6).
 */
import {bodyOf, isoDate, json, noContent, optBool, optString, type Body, type Ctx, type Reply, type Route} from '../context';
import {ApiError, illegal} from '../errors';
import {chartOfEvent, channelIndex, eventCategories, findChart, findEvent, type Scope} from '../lookup';
import {objectInfo} from '../objectInfo';
import {page} from '../paging';
import {newUuid, nextId} from '../random';
import {
  LIMITS,
  type CategoryState,
  type ChartState,
  type EventState,
  type ForSaleConfig,
  type JsonObject,
  type TableBookingConfig,
} from '../state';
import {channelFrom, channelJson, checkChannels} from './channels';
import {copyChartState} from './charts';

export function eventJson(scope: Scope, event: EventState): JsonObject {
  const {model} = chartOfEvent(scope, event);
  const out: JsonObject = {
    id: event.id,
    key: event.key,
    chartKey: event.chartKey,
    name: event.name,
    date: event.date,
    tableBookingConfig: event.tableBookingConfig as JsonObject,
    // Best available needs a focal point (platform.md §11).
    supportsBestAvailable: model.plan.focalPoint !== undefined,
  };
  if (event.forSaleConfig) out.forSaleConfig = event.forSaleConfig as unknown as JsonObject;
  out.channels = event.channels.map(channelJson);
  out.objectCategories = event.objectCategories;
  out.categories = event.categories as unknown as JsonObject[];
  Object.assign(out, {isSeason: false, isTopLevelSeason: false, isPartialSeason: false, isEventInSeason: false});
  out.isInThePast = event.isInThePast;
  out.createdOn = isoDate(event.createdOn);
  out.updatedOn = event.updatedOn === null ? null : isoDate(event.updatedOn);
  return out;
}

function categoriesFrom(value: unknown): CategoryState[] {
  if (!Array.isArray(value)) return [];
  return value.map((raw) => {
    const c = (raw ?? {}) as Body;
    const category: CategoryState = {key: c.key as string | number, label: String(c.label ?? '')};
    if (typeof c.color === 'string') category.color = c.color;
    category.accessible = c.accessible === true;
    return category;
  });
}

function tableConfigFrom(value: unknown): TableBookingConfig {
  const raw = (value ?? {}) as Body;
  const mode = (['INHERIT', 'ALL_BY_TABLE', 'ALL_BY_SEAT', 'CUSTOM'] as const).find((m) => m === raw.mode) ?? 'INHERIT';
  const config: TableBookingConfig = {mode};
  if (mode === 'CUSTOM') {
    if (!raw.tables || typeof raw.tables !== 'object') throw illegal('tableBookingConfig.tables is required when mode is CUSTOM');
    config.tables = raw.tables as TableBookingConfig['tables'];
  }
  return config;
}

export function forSaleConfigFrom(value: unknown): ForSaleConfig {
  const raw = (value ?? {}) as Body;
  return {
    forSale: raw.forSale === true,
    objects: Array.isArray(raw.objects) ? raw.objects.map(String) : [],
    areaPlaces: raw.areaPlaces && typeof raw.areaPlaces === 'object' ? (raw.areaPlaces as Record<string, number>) : {},
    categories: Array.isArray(raw.categories) ? raw.categories.map(String) : [],
  };
}

/** A new event from create-event parameters (rest-api.yaml events.createEvent body). */
function newEvent(ctx: Ctx, chart: ChartState, params: Body, taken: Set<string>): EventState {
  const requested = optString(params.eventKey);
  // "must be unique in the workspace" (rest-api.yaml events.createEvent); EVENT_KEY_ALREADY_EXISTS.
  if (requested !== undefined && taken.has(requested))
    throw new ApiError('EVENT_KEY_ALREADY_EXISTS', `An event with key ${requested} already exists`);
  let key = requested;
  while (key === undefined || taken.has(key)) key = newUuid(ctx.state);
  taken.add(key);
  const channels = Array.isArray(params.channels) ? params.channels.map((c) => channelFrom((c ?? {}) as Body)) : [];
  checkChannels(channels);
  return {
    id: nextId(ctx.state),
    key,
    workspace: ctx.scope.workspace,
    chartKey: chart.key,
    name: optString(params.name) ?? null,
    date: optString(params.date) ?? null,
    tableBookingConfig: tableConfigFrom(params.tableBookingConfig),
    objectCategories: (params.objectCategories as Record<string, string | number>) ?? {},
    categories: categoriesFrom(params.categories),
    channels,
    forSaleConfig: params.forSaleConfig === undefined ? null : forSaleConfigFrom(params.forSaleConfig),
    forSaleCalls: [],
    isInThePast: false,
    createdOn: ctx.now,
    updatedOn: null,
    objects: {},
    areas: {},
    changes: [],
  };
}

/** Events can only be created for a chart without validation errors (platform.md §4); the sandbox's charts have none. */
function chartForEvents(ctx: Ctx, key: unknown): ChartState {
  if (typeof key !== 'string') throw illegal('chartKey is required');
  return findChart(ctx.scope, key);
}

function addEvents(ctx: Ctx, events: EventState[]): void {
  if (ctx.state.events.length + events.length > LIMITS.events) {
    throw illegal(`The sandbox keeps at most ${LIMITS.events} events; delete some or reset the sandbox`);
  }
  ctx.state.events.push(...events);
  ctx.changedData = true;
}

function takenKeys(ctx: Ctx): Set<string> {
  return new Set(ctx.state.events.filter((e) => e.workspace === ctx.scope.workspace).map((e) => e.key));
}

function create(ctx: Ctx): Reply {
  const body = bodyOf(ctx);
  const chart = chartForEvents(ctx, body.chartKey);
  const event = newEvent(ctx, chart, body, takenKeys(ctx));
  addEvents(ctx, [event]);
  return json(201, eventJson(ctx.scope, event));
}

/** Up to 100 events for one chart, all or none (rest-api.yaml events.createMultipleEvents). */
function createMultiple(ctx: Ctx): Reply {
  const body = bodyOf(ctx);
  const chart = chartForEvents(ctx, body.chartKey);
  const list = Array.isArray(body.events) ? (body.events as Body[]) : [];
  if (list.length < 1 || list.length > 100) throw illegal('events must list 1 to 100 events');
  const taken = takenKeys(ctx);
  const events = list.map((params) => newEvent(ctx, chart, params ?? {}, taken));
  addEvents(ctx, events);
  return json(201, {events: events.map((event) => eventJson(ctx.scope, event))});
}

function update(ctx: Ctx): Reply {
  const event = findEvent(ctx.scope, ctx.params.eventKey);
  const body = bodyOf(ctx);
  const newKey = optString(body.eventKey);
  if (newKey !== undefined && newKey !== event.key && ctx.state.events.some((e) => e.key === newKey && e.workspace === event.workspace)) {
    throw new ApiError('EVENT_KEY_ALREADY_EXISTS', `An event with key ${newKey} already exists`);
  }
  // Omitted fields stay unchanged (rest-api.yaml events.updateEvent); everything is checked before anything changes.
  const tableBookingConfig = body.tableBookingConfig === undefined ? event.tableBookingConfig : tableConfigFrom(body.tableBookingConfig);
  if (newKey !== undefined) event.key = newKey;
  if (body.name !== undefined) event.name = optString(body.name) ?? null;
  if (body.date !== undefined) event.date = optString(body.date) ?? null;
  event.tableBookingConfig = tableBookingConfig;
  if (body.objectCategories !== undefined) event.objectCategories = (body.objectCategories as Record<string, string | number>) ?? {};
  if (body.categories !== undefined) event.categories = categoriesFrom(body.categories);
  const past = optBool(body.isInThePast);
  if (past !== undefined) event.isInThePast = past;
  // forSalePropagated applies to seasons only; the sandbox's events are not seasons, so it changes nothing.
  event.updatedOn = ctx.now;
  ctx.changedData = true;
  return noContent();
}

function remove(ctx: Ctx): Reply {
  const event = findEvent(ctx.scope, ctx.params.eventKey);
  ctx.state.events = ctx.state.events.filter((e) => e !== event);
  ctx.changedData = true;
  ctx.touched.push({event, labels: new Set()});
  return noContent();
}

function list(ctx: Ctx): Reply {
  // Newest first (platform.md §15).
  const events = ctx.state.events.filter((e) => e.workspace === ctx.scope.workspace).sort((a, b) => b.id - a.id);
  const result = page(events, (e) => e.id, ctx.query);
  return json(200, {...result, items: result.items.map((event) => eventJson(ctx.scope, event))});
}

/** "Copies the event's chart and re-links the event to the copy" (rest-api.yaml events.moveEventToNewChartCopy). */
function moveToChartCopy(ctx: Ctx): Reply {
  const event = findEvent(ctx.scope, ctx.params.eventKey);
  const {chart} = chartOfEvent(ctx.scope, event);
  const copy = copyChartState(ctx, chart, {name: chart.name, tags: chart.tags, draft: false});
  event.chartKey = copy.key;
  event.updatedOn = ctx.now;
  ctx.changedData = true;
  return json(200, eventJson(ctx.scope, event));
}

function infoContext(ctx: Ctx, event: EventState) {
  const {chart, model} = chartOfEvent(ctx.scope, event);
  return {event, chart, model, channels: channelIndex(event), categories: eventCategories(event, chart)};
}

/** 400 OBJECT_NOT_FOUND for a label not on the chart, also when the label is in the path (rest-api.yaml error_codes). */
function objectOf(ctx: Ctx, event: EventState, label: string) {
  const {model} = chartOfEvent(ctx.scope, event);
  const object = model.byLabel.get(label);
  if (!object) throw new ApiError('OBJECT_NOT_FOUND', `Object ${label} is not on the chart of event ${event.key}`, {objects: [label]});
  return object;
}

function objectInfos(ctx: Ctx): Reply {
  const event = findEvent(ctx.scope, ctx.params.eventKey);
  const labels = ctx.query.getAll('label');
  if (labels.length === 0) throw illegal('Pass at least one label: ?label=A-1&label=A-2');
  const info = infoContext(ctx, event);
  const unknown = labels.filter((label) => !info.model.byLabel.has(label));
  if (unknown.length > 0)
    throw new ApiError('OBJECT_NOT_FOUND', `Object ${unknown[0]} is not on the chart of event ${event.key}`, {objects: unknown});
  const out: JsonObject = {};
  for (const label of labels) out[label] = objectInfo(info, info.model.byLabel.get(label)!);
  return json(200, out);
}

function setExtraData(ctx: Ctx, event: EventState, label: string, data: unknown): void {
  const object = objectOf(ctx, event, label);
  if (!data || typeof data !== 'object' || Array.isArray(data))
    throw illegal(`The extra data of ${label} must be a JSON object, not a primitive`);
  const extraData = data as JsonObject;
  if (object.objectType === 'generalAdmission') event.areas[label] = {taken: event.areas[label]?.taken ?? [], extraData};
  else event.objects[label] = {...(event.objects[label] ?? {status: 'free'}), extraData};
  ctx.touched.push({event, labels: new Set([label])});
}

function statusChangeJson(event: EventState, model: {byLabel: Map<string, unknown>}, change: EventState['changes'][number]): JsonObject {
  const out: JsonObject = {id: change.id, eventId: event.id, status: change.status};
  if (change.quantity !== undefined) out.quantity = change.quantity;
  out.objectLabel = change.objectLabel;
  out.date = isoDate(change.date);
  if (change.orderId) out.orderId = change.orderId;
  if (change.extraData) out.extraData = change.extraData;
  if (change.holdToken) out.holdToken = change.holdToken;
  out.origin = {type: change.origin};
  out.isPresentOnChart = model.byLabel.has(change.objectLabel);
  return out;
}

/** The status change log, newest first by default; `filter` matches part of the label, `sort` orders it (rest-api.yaml events.listStatusChanges). */
function statusChanges(ctx: Ctx, onlyLabel?: string): Reply {
  const event = findEvent(ctx.scope, ctx.params.eventKey);
  const {model} = chartOfEvent(ctx.scope, event);
  let changes = [...event.changes];
  if (onlyLabel !== undefined) changes = changes.filter((c) => c.objectLabel === onlyLabel);
  const filter = ctx.query.get('filter');
  if (filter) changes = changes.filter((c) => c.objectLabel.includes(filter));
  const sort = ctx.query.get('sort') ?? 'date:desc';
  const [field, direction = 'asc'] = sort.split(':');
  if (!['objectLabel', 'status', 'date'].includes(field) || !['asc', 'desc'].includes(direction)) {
    throw illegal(`sort must be objectLabel, status or date, with :asc or :desc, not ${sort}`);
  }
  const sign = direction === 'desc' ? -1 : 1;
  changes.sort((a, b) => {
    const x = field === 'date' ? a.date - b.date : String(a[field as 'status']).localeCompare(String(b[field as 'status']));
    return sign * (x || a.id - b.id);
  });
  const result = page(changes, (c) => c.id, ctx.query);
  return json(200, {...result, items: result.items.map((change) => statusChangeJson(event, model, change))});
}

export const eventRoutes: Route[] = [
  {id: 'listEvents', method: 'GET', path: '/events', handler: list},
  {id: 'createEvent', method: 'POST', path: '/events', handler: create},
  {id: 'createMultipleEvents', method: 'POST', path: '/events/actions/create-multiple', handler: createMultiple},
  {
    id: 'retrieveEvent',
    method: 'GET',
    path: '/events/{eventKey}',
    handler: (ctx) => json(200, eventJson(ctx.scope, findEvent(ctx.scope, ctx.params.eventKey))),
  },
  {id: 'updateEvent', method: 'POST', path: '/events/{eventKey}', handler: update},
  {id: 'deleteEvent', method: 'DELETE', path: '/events/{eventKey}', handler: remove},
  {id: 'moveEventToNewChartCopy', method: 'POST', path: '/events/{eventKey}/actions/move-to-new-chart-copy', handler: moveToChartCopy},
  {id: 'retrieveObjectInfos', method: 'GET', path: '/events/{eventKey}/objects', handler: objectInfos},
  {
    id: 'retrieveObjectStatusLegacy',
    method: 'GET',
    path: '/events/{eventKey}/objects/{objectLabel}',
    handler: (ctx) => {
      const event = findEvent(ctx.scope, ctx.params.eventKey);
      return json(200, objectInfo(infoContext(ctx, event), objectOf(ctx, event, ctx.params.objectLabel)));
    },
  },
  {
    id: 'updateExtraData',
    method: 'POST',
    path: '/events/{eventKey}/objects/{objectLabel}/actions/update-extra-data',
    handler: (ctx) => {
      const event = findEvent(ctx.scope, ctx.params.eventKey);
      setExtraData(ctx, event, ctx.params.objectLabel, bodyOf(ctx).extraData);
      return noContent();
    },
  },
  {
    id: 'updateExtraDatas',
    method: 'POST',
    path: '/events/{eventKey}/actions/update-extra-data',
    handler: (ctx) => {
      const event = findEvent(ctx.scope, ctx.params.eventKey);
      const map = bodyOf(ctx).extraData;
      if (!map || typeof map !== 'object' || Array.isArray(map)) throw illegal('extraData must map labels to JSON objects');
      // All or nothing: check every label and value before changing any.
      for (const [label, data] of Object.entries(map)) {
        objectOf(ctx, event, label);
        if (!data || typeof data !== 'object' || Array.isArray(data))
          throw illegal(`The extra data of ${label} must be a JSON object, not a primitive`);
      }
      for (const [label, data] of Object.entries(map)) setExtraData(ctx, event, label, data);
      return noContent();
    },
  },
  {id: 'listStatusChanges', method: 'GET', path: '/events/{eventKey}/status-changes', handler: (ctx) => statusChanges(ctx)},
  {
    id: 'listStatusChangesForObject',
    method: 'GET',
    path: '/events/{eventKey}/objects/{objectLabel}/status-changes',
    handler: (ctx) => statusChanges(ctx, ctx.params.objectLabel),
  },
];
