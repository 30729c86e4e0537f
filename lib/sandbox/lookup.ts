/**
 * Finding things in the state, with the API's refusals when they are missing,
 * and the per-event rules every operation shares: which objects an event can
 * book (table booking config), an object's category, channel and for-sale
 * state.
 */
import {chartModel, type ChartModel, type ChartObject} from './charts';
import {ApiError} from './errors';
import type {CategoryState, ChartState, EventState, SandboxState, TableBookingConfig} from './state';

export type Scope = {state: SandboxState; workspace: string};

/** 404 CHART_NOT_FOUND: "No chart has this key in the workspace. ... Archived charts are still found." (rest-api.yaml error_codes) */
export function findChart(scope: Scope, key: string): ChartState {
  const chart = scope.state.charts.find((c) => c.key === key && c.workspace === scope.workspace);
  if (!chart) throw new ApiError('CHART_NOT_FOUND', `Chart not found: ${key}`);
  return chart;
}

/** 404 EVENT_NOT_FOUND: "No event, season or partial season has this key ... in the workspace." (rest-api.yaml error_codes) */
export function findEvent(scope: Scope, key: string): EventState {
  const event = scope.state.events.find((e) => e.key === key && e.workspace === scope.workspace);
  if (!event) throw new ApiError('EVENT_NOT_FOUND', `Event not found: ${key}`);
  return event;
}

export function chartOfEvent(scope: Scope, event: EventState): {chart: ChartState; model: ChartModel} {
  const chart = scope.state.charts.find((c) => c.key === event.chartKey);
  return {chart: chart!, model: chartModel(chart?.plan ?? 'empty')};
}

/**
 * How a table is booked in this event: the event's tableBookingConfig overrides
 * the chart's per-table setting; INHERIT (the default) keeps it
 * (domain/platform.md §5 "tableBookingConfig.mode").
 */
export function tableMode(config: TableBookingConfig, table: ChartObject): 'BY_TABLE' | 'BY_SEAT' {
  const chartDefault = table.bookAsAWhole ? 'BY_TABLE' : 'BY_SEAT';
  switch (config.mode) {
    case 'ALL_BY_TABLE':
      return 'BY_TABLE';
    case 'ALL_BY_SEAT':
      return 'BY_SEAT';
    case 'CUSTOM':
      return config.tables?.[table.label] ?? chartDefault;
    default:
      return chartDefault;
  }
}

/** The object behind a label if this event can book it; a table's seats and the table itself exclude each other. */
export function bookableObject(event: EventState, model: ChartModel, label: string): ChartObject | undefined {
  const object = model.byLabel.get(label);
  if (!object) return undefined;
  if (object.objectType === 'table') return tableMode(event.tableBookingConfig, object) === 'BY_TABLE' ? object : undefined;
  if (object.table) {
    const table = model.byLabel.get(object.table)!;
    return tableMode(event.tableBookingConfig, table) === 'BY_SEAT' ? object : undefined;
  }
  return object;
}

/** Every object this event can book, in drawing order. */
export function bookableObjects(event: EventState, model: ChartModel): ChartObject[] {
  return model.objects.filter((object) => bookableObject(event, model, object.label) === object);
}

/** Why a label cannot be booked, for OBJECT_NOT_FOUND messages. */
export function notFoundMessage(event: EventState, model: ChartModel, label: string): string {
  const object = model.byLabel.get(label);
  if (object?.objectType === 'table') return `${label} is a table whose seats are booked one by one in event ${event.key}`;
  if (object?.table) return `${label} is a seat of table ${object.table}, which event ${event.key} books as a whole`;
  return `Object ${label} is not on the chart of event ${event.key}`;
}

/** The event's category of an object: its objectCategories override, or the chart's (platform.md §5). */
export function categoryKeyOf(event: EventState, object: ChartObject): string | number | undefined {
  return event.objectCategories[object.label] ?? object.categoryKey;
}

/** The categories an event knows: its own extra categories, then the chart's. */
export function eventCategories(event: EventState, chart: ChartState): CategoryState[] {
  return [...event.categories, ...chart.categories];
}

export function categoryOf(categories: CategoryState[], key: string | number | undefined): CategoryState | undefined {
  if (key === undefined) return undefined;
  return categories.find((category) => String(category.key) === String(key));
}

/** A category named by key or by label (labels are case-sensitive where accepted instead of keys: platform.md §4). */
export function matchesCategory(categories: CategoryState[], key: string | number | undefined, names: string[]): boolean {
  const category = categoryOf(categories, key);
  if (!category) return false;
  return names.some((name) => name === String(category.key) || name === category.label);
}

/** label → channel key, for the channels of one event. An object belongs to at most one channel (platform.md §9). */
export function channelIndex(event: EventState): Map<string, string> {
  const index = new Map<string, string>();
  for (const channel of event.channels) for (const label of channel.objects) index.set(label, channel.key);
  return index;
}

/**
 * Whether an object is for sale in this event (platform.md §8): with
 * `forSale: false` the listed objects and categories are withheld and the rest
 * is for sale; with `forSale: true` only the listed ones are for sale. An area
 * with only some places withheld stays for sale (see areaNotForSale).
 */
export function isForSale(event: EventState, object: ChartObject, categories: CategoryState[]): boolean {
  const config = event.forSaleConfig;
  if (!config) return true;
  const listed =
    config.objects.includes(object.label) ||
    (config.categories.length > 0 && matchesCategory(categories, categoryKeyOf(event, object), config.categories));
  if (config.forSale) return listed || (object.objectType === 'generalAdmission' && (config.areaPlaces[object.label] ?? 0) > 0);
  return !listed;
}

/** How many places of an area are not for sale. */
export function areaNotForSale(event: EventState, object: ChartObject, categories: CategoryState[]): number {
  const capacity = object.capacity ?? 0;
  const config = event.forSaleConfig;
  if (!config) return 0;
  if (!isForSale(event, object, categories)) return capacity;
  const places = config.areaPlaces[object.label];
  if (config.forSale) {
    const listedWhole =
      config.objects.includes(object.label) || matchesCategory(categories, categoryKeyOf(event, object), config.categories);
    return listedWhole ? 0 : Math.max(0, capacity - (places ?? 0));
  }
  return Math.min(capacity, places ?? 0);
}
