/**
 * Event and chart reports (openapi/paths/reports_*.yaml; domain/platform.md
 * §13): an event's objects listed flat (JSON or CSV), grouped by a report type
 * (optionally one group only), or counted per group with one or two levels of
 * breakdown; a chart's objects grouped or counted. Special group values:
 * NO_CATEGORY, NO_CHANNEL, NO_ORDER_ID, NO_SECTION. Summaries count places:
 * an area counts each place, a table booked as a whole counts its seats
 * (accounts created after 12 July 2022, §13).
 */
import {chartModel, type ChartModel, type ChartObject} from '../charts';
import {json, type Ctx, type Reply, type Route} from '../context';
import {ApiError, illegal} from '../errors';
import {bookableObjects, chartOfEvent, channelIndex, eventCategories, findChart, findEvent, isForSale} from '../lookup';
import {availability, chartObjectInfo, objectInfo, objectStatus} from '../objectInfo';
import type {CategoryState, JsonObject} from '../state';

const EVENT_REPORTS = [
  'byStatus',
  'byObjectType',
  'byCategoryLabel',
  'byCategoryKey',
  'byLabel',
  'byOrderId',
  'bySection',
  'byZone',
  'byAvailability',
  'byAvailabilityReason',
  'byChannel',
] as const;
type EventReport = (typeof EVENT_REPORTS)[number];
/** The breakdowns of an event summary group (EventReportSummaryGroup). */
const EVENT_BREAKDOWNS = [
  'bySection',
  'byCategoryKey',
  'byCategoryLabel',
  'byStatus',
  'byChannel',
  'byAvailability',
  'byAvailabilityReason',
  'byObjectType',
  'byZone',
] as const;
const CHART_REPORTS = ['byLabel', 'byObjectType', 'byCategoryLabel', 'byCategoryKey', 'bySection', 'byZone'] as const;
const CHART_BREAKDOWNS = ['bySection', 'byCategoryKey', 'byCategoryLabel', 'byObjectType', 'byZone'] as const;

/** The group values of one object (or of some places of an area) for every report type. */
type Unit = Record<EventReport, string> & {weight: number};

function groupValue(info: JsonObject, report: EventReport): string {
  switch (report) {
    case 'byStatus':
      return String(info.status);
    case 'byObjectType':
      return String(info.objectType);
    case 'byCategoryLabel':
      return info.categoryLabel === undefined ? 'NO_CATEGORY' : String(info.categoryLabel);
    case 'byCategoryKey':
      return info.categoryKey === undefined ? 'NO_CATEGORY' : String(info.categoryKey);
    case 'byLabel':
      return String(info.label);
    case 'byOrderId':
      return info.orderId === undefined ? 'NO_ORDER_ID' : String(info.orderId);
    case 'bySection':
      return info.section === undefined ? 'NO_SECTION' : String(info.section);
    case 'byZone':
      return 'NO_ZONE';
    case 'byAvailability':
      return info.isAvailable ? 'available' : 'not_available';
    case 'byAvailabilityReason':
      return String(info.availabilityReason);
    case 'byChannel':
      return info.channel === undefined ? 'NO_CHANNEL' : String(info.channel);
  }
}

function eventReportType(ctx: Ctx, summary: boolean): EventReport {
  const type = ctx.params.reportType as EventReport;
  if (!EVENT_REPORTS.includes(type) || (summary && (type === 'byLabel' || type === 'byOrderId')))
    throw illegal(`reportType ${type} is not an event report type here`);
  return type;
}

/** The event's bookable objects with their object info, in drawing order. */
function eventInfos(ctx: Ctx) {
  const event = findEvent(ctx.scope, ctx.params.eventKey);
  const {chart, model} = chartOfEvent(ctx.scope, event);
  const info = {event, chart, model, channels: channelIndex(event), categories: eventCategories(event, chart)};
  const objects = bookableObjects(event, model);
  return {...info, objects, infos: objects.map((object) => objectInfo(info, object))};
}

/** Units to count: one per seat, booth or table (weighted by its seats), and one per status for the places of an area. */
function units(ctx: Ctx): Unit[] {
  const {event, model, categories, objects, infos} = eventInfos(ctx);
  const out: Unit[] = [];
  objects.forEach((object, i) => {
    const info = infos[i];
    const base = Object.fromEntries(EVENT_REPORTS.map((r) => [r, groupValue(info, r)])) as Record<EventReport, string>;
    if (object.objectType !== 'generalAdmission') {
      out.push({...base, weight: object.objectType === 'table' ? (model.tables.get(object.label)?.length ?? 1) : 1});
      return;
    }
    const {counts} = objectStatus(event, object, categories);
    const forSale = isForSale(event, object, categories);
    const parts: [string, number][] = [
      ['booked', counts!.booked],
      ['reservedByToken', counts!.held],
    ];
    for (const entry of event.areas[object.label]?.taken ?? [])
      if (entry.status !== 'booked' && entry.status !== 'reservedByToken') parts.push([entry.status, entry.places]);
    for (const [status, places] of parts) {
      if (places > 0) out.push({...base, byStatus: status, byAvailability: 'not_available', byAvailabilityReason: status, weight: places});
    }
    if (counts!.free > 0) {
      const a = availability('free', forSale);
      out.push({
        ...base,
        byStatus: 'free',
        byAvailability: a.isAvailable ? 'available' : 'not_available',
        byAvailabilityReason: a.reason,
        weight: counts!.free,
      });
    }
    if (counts!.notForSale > 0)
      out.push({
        ...base,
        byStatus: 'free',
        byAvailability: 'not_available',
        byAvailabilityReason: 'not_for_sale',
        weight: counts!.notForSale,
      });
  });
  return out;
}

function summarise<K extends string>(
  list: (Record<K, string> & {weight: number})[],
  by: K,
  breakdowns: readonly K[],
  deep: boolean,
): JsonObject {
  const groups = new Map<string, (Record<K, string> & {weight: number})[]>();
  for (const unit of list) {
    const key = unit[by];
    let group = groups.get(key);
    if (!group) groups.set(key, (group = []));
    group.push(unit);
  }
  const out: JsonObject = {};
  for (const [key, members] of groups) {
    const group: JsonObject = {count: members.reduce((sum, u) => sum + u.weight, 0)};
    for (const breakdown of breakdowns) {
      if (deep) {
        group[breakdown] = summarise(
          members,
          breakdown,
          breakdowns.filter((b) => b !== breakdown && b !== by),
          false,
        );
      } else {
        const counts: JsonObject = {};
        for (const unit of members) counts[unit[breakdown]] = ((counts[unit[breakdown]] as number) ?? 0) + unit.weight;
        group[breakdown] = counts;
      }
    }
    out[key] = group;
  }
  return out;
}

function detail(ctx: Ctx, filtered: boolean): Reply {
  const type = eventReportType(ctx, false);
  const {infos} = eventInfos(ctx);
  const out: Record<string, JsonObject[]> = {};
  if (filtered) out[ctx.params.filter] = [];
  for (const info of infos) {
    const key = groupValue(info, type);
    if (filtered && key !== ctx.params.filter) continue;
    (out[key] ??= []).push(info);
  }
  return json(200, out);
}

const CSV_COLUMNS = [
  'label',
  'status',
  'categoryKey',
  'categoryLabel',
  'objectType',
  'section',
  'orderId',
  'ticketType',
  'forSale',
  'isAvailable',
  'availabilityReason',
  'channel',
];

function csvCell(value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The version of a chart a chart report reads: the published one, or the draft with version=draft. */
function chartVersionCategories(ctx: Ctx): {model: ChartModel; categories: CategoryState[]} {
  const chart = findChart(ctx.scope, ctx.params.chartKey);
  const version = ctx.query.get('version');
  if (version === 'draft' && !chart.draft) throw new ApiError('DRAFT_VERSION_NOT_FOUND', `Chart ${chart.key} has no draft version`);
  return {model: chartModel(chart.plan), categories: version === 'draft' ? chart.draft!.categories : chart.categories};
}

/**
 * The objects a chart report lists (platform.md §13 "bookWholeTables"):
 * `chart` follows the chart's table settings, `true` lists tables only,
 * `false` table seats only, no value lists both.
 */
function chartObjects(ctx: Ctx, model: ChartModel): ChartObject[] {
  const mode = ctx.query.get('bookWholeTables');
  return model.objects.filter((o) => {
    if (o.objectType === 'table') return mode === null || mode === 'true' || (mode === 'chart' && o.bookAsAWhole);
    if (o.table) return mode === null || mode === 'false' || (mode === 'chart' && !model.byLabel.get(o.table)?.bookAsAWhole);
    return true;
  });
}

function chartReportType(ctx: Ctx, summary: boolean): (typeof CHART_REPORTS)[number] {
  const type = ctx.params.reportType as (typeof CHART_REPORTS)[number];
  if (!CHART_REPORTS.includes(type) || (summary && type === 'byLabel')) throw illegal(`reportType ${type} is not a chart report type here`);
  return type;
}

function chartGroup(info: JsonObject, type: (typeof CHART_REPORTS)[number]): string {
  return groupValue(info, type as EventReport);
}

export const reportRoutes: Route[] = [
  {id: 'eventReportFlatList', method: 'GET', path: '/reports/events/{eventKey}', handler: (ctx) => json(200, eventInfos(ctx).infos)},
  {
    id: 'eventReportFlatListCsv',
    method: 'GET',
    path: '/reports/events/{eventKey}.csv',
    handler: (ctx) => {
      const rows = eventInfos(ctx).infos.map((info) => CSV_COLUMNS.map((column) => csvCell(info[column])).join(','));
      return {status: 200, text: `${[CSV_COLUMNS.join(','), ...rows].join('\n')}\n`, contentType: 'text/csv; charset=utf-8'};
    },
  },
  {id: 'eventReportDetail', method: 'GET', path: '/reports/events/{eventKey}/{reportType}', handler: (ctx) => detail(ctx, false)},
  {
    id: 'eventReportDetailFiltered',
    method: 'GET',
    path: '/reports/events/{eventKey}/{reportType}/{filter}',
    handler: (ctx) => detail(ctx, true),
  },
  {
    id: 'eventReportSummary',
    method: 'GET',
    path: '/reports/events/{eventKey}/{reportType}/summary',
    handler: (ctx) => json(200, summarise(units(ctx), eventReportType(ctx, true), EVENT_BREAKDOWNS, false)),
  },
  {
    id: 'eventReportDeepSummary',
    method: 'GET',
    path: '/reports/events/{eventKey}/{reportType}/summary/deep',
    handler: (ctx) => {
      const type = eventReportType(ctx, true);
      return json(
        200,
        summarise(
          units(ctx),
          type,
          EVENT_BREAKDOWNS.filter((b) => b !== type),
          true,
        ),
      );
    },
  },
  {
    id: 'chartReportDetail',
    method: 'GET',
    path: '/reports/charts/{chartKey}/{reportType}',
    handler: (ctx) => {
      const type = chartReportType(ctx, false);
      const {model, categories} = chartVersionCategories(ctx);
      const out: Record<string, JsonObject[]> = {};
      for (const object of chartObjects(ctx, model)) {
        const info = chartObjectInfo(object, categories);
        (out[chartGroup(info, type)] ??= []).push(info);
      }
      return json(200, out);
    },
  },
  {
    id: 'chartReportSummary',
    method: 'GET',
    path: '/reports/charts/{chartKey}/{reportType}/summary',
    handler: (ctx) => {
      const type = chartReportType(ctx, true);
      const {model, categories} = chartVersionCategories(ctx);
      // Summaries count places, not objects (platform.md §13).
      const list = chartObjects(ctx, model).map((object) => {
        const info = chartObjectInfo(object, categories);
        const weight =
          object.objectType === 'generalAdmission'
            ? (object.capacity ?? 0)
            : object.objectType === 'table'
              ? (model.tables.get(object.label)?.length ?? 1)
              : 1;
        return {
          ...(Object.fromEntries(CHART_REPORTS.map((r) => [r, chartGroup(info, r)])) as Record<(typeof CHART_REPORTS)[number], string>),
          weight,
        };
      });
      return json(200, summarise(list, type, CHART_BREAKDOWNS, false));
    },
  },
];
