/**
 * Charts, their tags and categories (openapi/paths/charts*.yaml;
 * domain/platform.md §4): list and retrieve, create and update, the published
 * and draft versions (publish, discard, copy, validate, the drawing JSON),
 * the archive, copies, tags and categories. Editing a chart that has events
 * writes to its draft; a chart without events changes in place (§4 "Drafts vs
 * published versions").
 */
import {chartModel} from '../charts';
import {bodyOf, json, noContent, optString, type Body, type Ctx, type Reply, type Route} from '../context';
import {ApiError, illegal} from '../errors';
import {findChart} from '../lookup';
import {page} from '../paging';
import {newUuid, nextId} from '../random';
import {LIMITS, type CategoryState, type ChartState, type JsonObject} from '../state';
import {eventJson} from './events';

const THUMBNAILS = 'https://cdn.tessera.example/thumbnails';

function hasEvents(ctx: Ctx, chart: ChartState): boolean {
  return ctx.state.events.some((e) => e.chartKey === chart.key);
}

/** NOT_USED (no events), PUBLISHED (events, no draft), PUBLISHED_WITH_DRAFT (platform.md §4 "status"). */
function chartStatus(ctx: Ctx, chart: ChartState): string {
  if (!hasEvents(ctx, chart)) return 'NOT_USED';
  return chart.draft ? 'PUBLISHED_WITH_DRAFT' : 'PUBLISHED';
}

/** Validation rules the sandbox checks: a drawing without a focal point gets the VALIDATE_FOCAL_POINT warning. */
function validation(chart: ChartState): {errors: string[]; warnings: string[]} {
  const model = chartModel(chart.plan);
  return {errors: [], warnings: model.plan.focalPoint ? [] : ['VALIDATE_FOCAL_POINT']};
}

export function chartJson(ctx: Ctx, chart: ChartState, expand: string[] = []): JsonObject {
  const out: JsonObject = {
    id: chart.id,
    key: chart.key,
    name: chart.name,
    status: chartStatus(ctx, chart),
    archived: chart.archived,
    tags: chart.tags,
    publishedVersionThumbnailUrl: `${THUMBNAILS}/${chart.key}/published.png`,
    draftVersionThumbnailUrl: chart.draft ? `${THUMBNAILS}/${chart.key}/draft.png` : null,
  };
  if (expand.includes('events')) {
    const limit = Number(ctx.query.get('eventsLimit') ?? Infinity);
    out.events = ctx.state.events
      .filter((e) => e.chartKey === chart.key)
      .sort((a, b) => b.id - a.id)
      .slice(0, Number.isFinite(limit) ? limit : undefined)
      .map((e) => eventJson(ctx.scope, e));
  }
  if (expand.includes('validation')) out.validation = validation(chart);
  if (expand.includes('venueType')) out.venueType = chart.venueType;
  if (expand.includes('zones')) out.zones = [];
  return out;
}

function categoriesFrom(value: unknown): CategoryState[] {
  if (!Array.isArray(value)) return [];
  const palette = ['#5E42ED', '#E0A526', '#1E88E5', '#43A047', '#E53935', '#8E24AA'];
  const list = value.map((raw, i) => {
    const c = (raw ?? {}) as Body;
    // "color optional (default assigned)" (rest-api.yaml charts.createChart).
    return {
      key: c.key as string | number,
      label: String(c.label ?? c.key),
      color: optString(c.color) ?? palette[i % palette.length],
      accessible: c.accessible === true,
    };
  });
  const keys = new Set<string>();
  for (const c of list) {
    if (keys.has(String(c.key))) throw new ApiError('CATEGORY_KEY_ALREADY_EXISTS', `The categories list key ${c.key} twice`);
    keys.add(String(c.key));
  }
  return list;
}

function addChart(ctx: Ctx, chart: ChartState): ChartState {
  if (ctx.state.charts.length >= LIMITS.charts)
    throw illegal(`The sandbox keeps at most ${LIMITS.charts} charts; reset the sandbox to start again`);
  ctx.state.charts.push(chart);
  ctx.changedData = true;
  return chart;
}

/** A new chart with the drawing of another (platform.md §4 "Copies": events and draft are not copied). */
export function copyChartState(
  ctx: Ctx,
  source: ChartState,
  options: {name: string; tags: string[]; draft: boolean; workspace?: string},
): ChartState {
  return addChart(ctx, {
    id: nextId(ctx.state),
    key: newUuid(ctx.state),
    workspace: options.workspace ?? ctx.scope.workspace,
    name: options.name,
    plan: source.plan,
    venueType: source.venueType,
    archived: false,
    tags: [...options.tags],
    categories: (options.draft && source.draft ? source.draft.categories : source.categories).map((c) => ({...c})),
    draft: null,
    createdOn: ctx.now,
  });
}

function list(ctx: Ctx, archived: boolean): Reply {
  for (const name of ['filter', 'tag']) if (ctx.query.getAll(name).length > 1) throw illegal(`${name} may be passed once`);
  const filter = ctx.query.get('filter')?.toLowerCase();
  const tag = ctx.query.get('tag');
  const charts = ctx.state.charts
    .filter((c) => c.workspace === ctx.scope.workspace && c.archived === archived)
    .filter((c) => !filter || c.name.toLowerCase().includes(filter))
    .filter((c) => !tag || c.tags.includes(tag))
    .sort((a, b) => b.id - a.id);
  const result = page(charts, (c) => c.id, ctx.query, archived ? 1000 : 20);
  const expand = ctx.query.getAll('expand');
  return json(200, {...result, items: result.items.map((c) => chartJson(ctx, c, expand))});
}

function retrieve(ctx: Ctx): Reply {
  const chart = findChart(ctx.scope, ctx.params.chartKey);
  const expand = ctx.query.getAll('expand');
  if (expand.includes('events')) ctx.operationId = 'retrieveChartWithEvents';
  return json(200, chartJson(ctx, chart, expand));
}

function create(ctx: Ctx): Reply {
  const body = bodyOf(ctx);
  const chart = addChart(ctx, {
    id: nextId(ctx.state),
    key: newUuid(ctx.state),
    workspace: ctx.scope.workspace,
    name: optString(body.name) ?? 'Untitled chart',
    // A chart made through the API has no drawing yet.
    plan: 'empty',
    venueType: (body.venueType as ChartState['venueType']) ?? 'SIMPLE',
    archived: false,
    tags: [],
    categories: categoriesFrom(body.categories),
    draft: null,
    createdOn: ctx.now,
  });
  return json(201, chartJson(ctx, chart));
}

/** Applies a change to the version an edit goes to: the draft when the chart has events (opened from the published version if needed), else the chart itself. */
function edit(ctx: Ctx, chart: ChartState, change: (version: {name: string; categories: CategoryState[]}) => void): void {
  if (hasEvents(ctx, chart) && ctx.state.company.draftChartDrawingsEnabled) {
    chart.draft ??= {name: chart.name, categories: chart.categories.map((c) => ({...c}))};
    change(chart.draft);
  } else {
    const version = {name: chart.name, categories: chart.categories};
    change(version);
    chart.name = version.name;
    chart.categories = version.categories;
  }
  ctx.changedData = true;
}

function update(ctx: Ctx): Reply {
  const chart = findChart(ctx.scope, ctx.params.chartKey);
  const body = bodyOf(ctx);
  const categories = body.categories === undefined ? undefined : categoriesFrom(body.categories);
  edit(ctx, chart, (version) => {
    if (typeof body.name === 'string') version.name = body.name;
    // Upsert by key; categories missing from the array are deleted (platform.md §4 "Categories").
    if (categories) version.categories = categories;
  });
  return noContent();
}

function draftOf(chart: ChartState) {
  if (!chart.draft) throw new ApiError('DRAFT_VERSION_NOT_FOUND', `Chart ${chart.key} has no draft version`);
  return chart.draft;
}

function versionJson(chart: ChartState, version: {name: string; categories: CategoryState[]}): JsonObject {
  const model = chartModel(chart.plan);
  const label = (key: string | number | undefined) => version.categories.find((c) => String(c.key) === String(key))?.label;
  const rows = model.rows.map((seats) => ({
    label: seats[0].parent!.label,
    ...(seats[0].section ? {section: seats[0].section} : {}),
    seats: seats.map((s) => ({label: s.own, categoryLabel: label(s.categoryKey) ?? null, x: s.x, y: s.y})),
  }));
  const tables = [...model.tables].map(([tableLabel, seats]) => {
    const table = model.byLabel.get(tableLabel)!;
    return {
      label: table.own,
      categoryLabel: label(table.categoryKey) ?? null,
      bookAsAWhole: table.bookAsAWhole ?? false,
      x: table.x,
      y: table.y,
      seats: seats.length,
    };
  });
  const booths = model.objects
    .filter((o) => o.objectType === 'booth')
    .map((o) => ({label: o.own, categoryLabel: label(o.categoryKey) ?? null, x: o.x, y: o.y}));
  const areas = model.objects
    .filter((o) => o.objectType === 'generalAdmission')
    .map((o) => ({label: o.label, categoryLabel: label(o.categoryKey) ?? null, capacity: o.capacity ?? 0}));
  const texts = model.venue.decor.map((d) => ({text: d.text, x: d.x, y: d.y}));
  const out: JsonObject = {
    name: version.name,
    venueType: chart.venueType,
    categories: {list: version.categories as unknown as JsonObject[]},
    subChart: {rows, tables, booths, generalAdmissionAreas: areas, shapes: [], texts},
  };
  if (model.plan.focalPoint) out.focalPoint = model.plan.focalPoint;
  out.floors = model.plan.floors.map((name) => ({name, displayName: name}));
  out.zones = [];
  return out;
}

function setArchived(ctx: Ctx, archived: boolean): Reply {
  const chart = findChart(ctx.scope, ctx.params.chartKey);
  // Archiving an archived chart, or restoring an active one, is refused (platform.md §4 "Archive").
  if (chart.archived === archived) {
    throw archived
      ? new ApiError('CHART_ALREADY_ARCHIVED', `Chart ${chart.key} is in the archive already`)
      : new ApiError('CHART_NOT_ARCHIVED', `Chart ${chart.key} is not in the archive`);
  }
  chart.archived = archived;
  ctx.changedData = true;
  return noContent();
}

/** One transparent pixel: the sandbox draws no thumbnails, so it answers with the smallest valid PNG. */
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

function categoryIn(version: {categories: CategoryState[]}, key: string): CategoryState {
  const category = version.categories.find((c) => String(c.key) === key);
  if (!category) throw new ApiError('CATEGORY_NOT_FOUND', `The chart has no category with key ${key}`);
  return category;
}

/** The version category calls act on: the draft when there is one or the chart has events, else the chart. */
function currentVersion(ctx: Ctx, chart: ChartState) {
  return hasEvents(ctx, chart) && chart.draft ? chart.draft : chart;
}

export const chartRoutes: Route[] = [
  {id: 'listCharts', method: 'GET', path: '/charts', handler: (ctx) => list(ctx, false)},
  {id: 'listArchivedCharts', method: 'GET', path: '/charts/archive', handler: (ctx) => list(ctx, true)},
  {id: 'createChart', method: 'POST', path: '/charts', handler: create},
  {id: 'retrieveChart', method: 'GET', path: '/charts/{chartKey}', handler: retrieve},
  {id: 'updateChart', method: 'POST', path: '/charts/{chartKey}', handler: update},
  {
    id: 'listAllTags',
    method: 'GET',
    path: '/charts/tags',
    handler: (ctx) => {
      // Tag listing only covers non-archived charts (platform.md §4 "Archive").
      const tags = new Set(ctx.state.charts.filter((c) => c.workspace === ctx.scope.workspace && !c.archived).flatMap((c) => c.tags));
      return json(200, {tags: [...tags].sort()});
    },
  },
  {
    id: 'addTag',
    method: 'POST',
    path: '/charts/{chartKey}/tags/{tag}',
    handler: (ctx) => {
      const chart = findChart(ctx.scope, ctx.params.chartKey);
      if (!chart.tags.includes(ctx.params.tag)) {
        if (chart.tags.length >= LIMITS.tagsPerChart) throw illegal(`The sandbox keeps at most ${LIMITS.tagsPerChart} tags per chart`);
        chart.tags.push(ctx.params.tag);
      }
      ctx.changedData = true;
      return noContent();
    },
  },
  {
    id: 'removeTag',
    method: 'DELETE',
    path: '/charts/{chartKey}/tags/{tag}',
    handler: (ctx) => {
      const chart = findChart(ctx.scope, ctx.params.chartKey);
      if (!chart.tags.includes(ctx.params.tag))
        throw new ApiError('TAG_NOT_FOUND', `Chart ${chart.key} does not carry the tag ${ctx.params.tag}`);
      chart.tags = chart.tags.filter((t) => t !== ctx.params.tag);
      ctx.changedData = true;
      return noContent();
    },
  },
  {
    id: 'retrievePublishedVersion',
    method: 'GET',
    path: '/charts/{chartKey}/version/published',
    handler: (ctx) => {
      const chart = findChart(ctx.scope, ctx.params.chartKey);
      return json(200, versionJson(chart, chart));
    },
  },
  {
    id: 'retrieveDraftVersion',
    method: 'GET',
    path: '/charts/{chartKey}/version/draft',
    handler: (ctx) => {
      const chart = findChart(ctx.scope, ctx.params.chartKey);
      return json(200, versionJson(chart, draftOf(chart)));
    },
  },
  {
    id: 'publishDraft',
    method: 'POST',
    path: '/charts/{chartKey}/version/draft/actions/publish',
    handler: (ctx) => {
      // Publish replaces the published version with the draft and deletes the draft (platform.md §4).
      const chart = findChart(ctx.scope, ctx.params.chartKey);
      const draft = draftOf(chart);
      const {errors} = validation(chart);
      if (errors.length > 0) throw new ApiError('CHART_VALIDATION_FAILED', 'The draft breaks validation rules', {rules: errors});
      chart.name = draft.name;
      chart.categories = draft.categories;
      chart.draft = null;
      ctx.changedData = true;
      return noContent();
    },
  },
  {
    id: 'discardDraft',
    method: 'POST',
    path: '/charts/{chartKey}/version/draft/actions/discard',
    handler: (ctx) => {
      const chart = findChart(ctx.scope, ctx.params.chartKey);
      draftOf(chart);
      chart.draft = null;
      ctx.changedData = true;
      return noContent();
    },
  },
  {
    id: 'validatePublishedVersion',
    method: 'POST',
    path: '/charts/{chartKey}/version/published/actions/validate',
    handler: (ctx) => json(200, validation(findChart(ctx.scope, ctx.params.chartKey))),
  },
  {
    id: 'validateDraftVersion',
    method: 'POST',
    path: '/charts/{chartKey}/version/draft/actions/validate',
    handler: (ctx) => {
      const chart = findChart(ctx.scope, ctx.params.chartKey);
      draftOf(chart);
      return json(200, validation(chart));
    },
  },
  {
    id: 'retrievePublishedThumbnail',
    method: 'GET',
    path: '/charts/{chartKey}/version/published/thumbnail',
    handler: (ctx) => {
      findChart(ctx.scope, ctx.params.chartKey);
      return {status: 200, text: PIXEL_PNG, base64: true, contentType: 'image/png'};
    },
  },
  {
    id: 'retrieveDraftThumbnail',
    method: 'GET',
    path: '/charts/{chartKey}/version/draft/thumbnail',
    handler: (ctx) => {
      draftOf(findChart(ctx.scope, ctx.params.chartKey));
      return {status: 200, text: PIXEL_PNG, base64: true, contentType: 'image/png'};
    },
  },
  {id: 'moveChartToArchive', method: 'POST', path: '/charts/{chartKey}/actions/move-to-archive', handler: (ctx) => setArchived(ctx, true)},
  {
    id: 'moveChartOutOfArchive',
    method: 'POST',
    path: '/charts/{chartKey}/actions/move-out-of-archive',
    handler: (ctx) => setArchived(ctx, false),
  },
  {
    id: 'copyChart',
    method: 'POST',
    path: '/charts/{chartKey}/version/published/actions/copy',
    handler: (ctx) => {
      // "name gets ' (copy)', tags copied, events and draft not" (rest-api.yaml charts.copyChart).
      const chart = findChart(ctx.scope, ctx.params.chartKey);
      return json(201, chartJson(ctx, copyChartState(ctx, chart, {name: `${chart.name} (copy)`, tags: chart.tags, draft: false})));
    },
  },
  {
    id: 'copyDraftVersion',
    method: 'POST',
    path: '/charts/{chartKey}/version/draft/actions/copy',
    handler: (ctx) => {
      // "draft becomes the new chart's published version" (platform.md §4 "Copies").
      const chart = findChart(ctx.scope, ctx.params.chartKey);
      const draft = draftOf(chart);
      return json(201, chartJson(ctx, copyChartState(ctx, chart, {name: `${draft.name} (copy)`, tags: chart.tags, draft: true})));
    },
  },
  {
    id: 'listCategories',
    method: 'GET',
    path: '/charts/{chartKey}/categories',
    handler: (ctx) => {
      const chart = findChart(ctx.scope, ctx.params.chartKey);
      return json(200, {categories: currentVersion(ctx, chart).categories.map((c) => ({accessible: false, ...c}))});
    },
  },
  {
    id: 'addCategory',
    method: 'POST',
    path: '/charts/{chartKey}/categories',
    handler: (ctx) => {
      const chart = findChart(ctx.scope, ctx.params.chartKey);
      const [category] = categoriesFrom([bodyOf(ctx)]);
      if (currentVersion(ctx, chart).categories.some((c) => String(c.key) === String(category.key))) {
        throw new ApiError('CATEGORY_KEY_ALREADY_EXISTS', `The chart already has a category with key ${category.key}`);
      }
      edit(ctx, chart, (version) => version.categories.push(category));
      return noContent();
    },
  },
  {
    id: 'updateCategory',
    method: 'POST',
    path: '/charts/{chartKey}/categories/{categoryKey}',
    handler: (ctx) => {
      const chart = findChart(ctx.scope, ctx.params.chartKey);
      categoryIn(currentVersion(ctx, chart), ctx.params.categoryKey);
      const body = bodyOf(ctx);
      edit(ctx, chart, (version) => {
        const category = categoryIn(version, ctx.params.categoryKey);
        if (typeof body.label === 'string') category.label = body.label;
        if (typeof body.color === 'string') category.color = body.color;
        if (typeof body.accessible === 'boolean') category.accessible = body.accessible;
      });
      return noContent();
    },
  },
  {
    id: 'removeCategory',
    method: 'DELETE',
    path: '/charts/{chartKey}/categories/{categoryKey}',
    handler: (ctx) => {
      const chart = findChart(ctx.scope, ctx.params.chartKey);
      categoryIn(currentVersion(ctx, chart), ctx.params.categoryKey);
      edit(ctx, chart, (version) => {
        version.categories = version.categories.filter((c) => String(c.key) !== ctx.params.categoryKey);
      });
      return noContent();
    },
  },
];
