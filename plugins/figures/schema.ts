/**
 * The scene format: what a figure file in `figures/` may say. A scene draws one
 * or more panels; each panel is a venue (rows, tables, booths, areas,
 * sections, stages, texts), the state of its objects for one moment, and the
 * interface around it (legend, popover, minimap, toolbars...). Every key is
 * checked: an unknown key or a wrong type stops the build with the file name.
 */
import * as z from 'zod';
import {categoryKeySchema, categorySchema, colourSchema, elementSchema, pointSchema} from '../../lib/seatmap/schema';

const finite = z.number();
const positive = z.number().positive();
const name = z.string().trim().min(1);
const key = categoryKeySchema;
const point = pointSchema;

/* ---- Object state ---- */

export const statusNames = ['free', 'selected', 'held', 'booked', 'notForSale', 'resale'] as const;
const statusSchema = z.union([z.enum(statusNames), z.strictObject({custom: name, color: colourSchema})]);

const channelSchema = z.strictObject({
  key: name,
  name,
  color: colourSchema,
  objects: z.array(name).default([]),
});

/* ---- Prices, as the renderer's `pricing` option gives them ---- */

const ticketTypeSchema = z.strictObject({
  ticketType: name,
  label: name.optional(),
  price: z.number().min(0),
  fee: z.number().min(0).optional(),
  description: name.optional(),
  unavailable: z.boolean().default(false),
});

const priceSchema = z.strictObject({
  category: key,
  price: z.number().min(0).optional(),
  originalPrice: z.number().min(0).optional(),
  fee: z.number().min(0).optional(),
  ticketTypes: z.array(ticketTypeSchema).min(1).optional(),
});

const pricingSchema = z.strictObject({
  /** What the page's priceFormatter prints: prefix, number with this many decimals, suffix. No formatter: the raw number. */
  format: z
    .strictObject({prefix: z.string().default(''), decimals: z.number().int().min(0).max(4).default(0), suffix: z.string().default('')})
    .default({prefix: '', decimals: 0, suffix: ''}),
  allFeesIncluded: z.boolean().default(false),
  prices: z.array(priceSchema).min(1),
});

/* ---- Overlays: interface drawn over the chart ---- */

const corner = z.enum(['top-left', 'top-right', 'bottom-left', 'bottom-right']);

const legendSchema = z.strictObject({
  hidePricing: z.boolean().default(false),
  hideCategoryName: z.boolean().default(false),
  hideNonSelectableCategories: z.boolean().default(false),
  hideUnavailableLegendItem: z.boolean().default(false),
});

const categoryFilterSchema = z.strictObject({
  dock: z.enum(['left', 'top']).default('left'),
  sortBy: z.enum(['price', 'priceDescending', 'name', 'none']).default('price'),
  active: z.array(key).default([]),
  title: z.string().default('Categories'),
});

const popoverSchema = z.strictObject({
  object: name,
  /** Section, row and seat in separate columns (the renderer's stylizedLabel). */
  stylizedLabel: z.boolean().default(true),
  showLabel: z.boolean().default(true),
  showCategory: z.boolean().default(true),
  showPricing: z.boolean().default(true),
  showAvailability: z.boolean().default(false),
  /** List the category's ticket types to pick from. */
  ticketTypes: z.boolean().default(false),
  /** popoverInfo text; [b]...[/b] and [i]...[/i] are honoured. */
  info: z.string().optional(),
  /** Extra label/value lines, as the Event Manager shows them (order ID, channel...). */
  lines: z.array(z.tuple([name, z.string()])).default([]),
  /** A number-of-places field for areas, with this value typed in. */
  quantity: z.number().int().min(1).optional(),
  button: z.string().optional(),
  unavailableNotice: z.string().optional(),
  placement: z.enum(['auto', 'above', 'below']).default('auto'),
});

const tooltipSchema = z.strictObject({object: name, text: name});

const noteSchema = z.strictObject({
  text: name,
  /** Where the text's baseline starts (anchor start), centres or ends. */
  x: finite,
  y: finite,
  /** Chart coordinates, like the venue (the default), or panel pixels for notes about the interface around it. */
  at: z.enum(['chart', 'panel']).default('chart'),
  anchor: z.enum(['start', 'middle', 'end']).default('start'),
  /** An object or section label, or a point in the note's coordinates, that the note points at. */
  to: z.union([name, point]).optional(),
});

const floorsSchema = z.strictObject({
  names: z.array(name).min(1),
  active: name,
  corner: corner.default('top-left'),
});

const messageSchema = z.strictObject({
  text: name,
  tone: z.enum(['error', 'info', 'success']).default('info'),
});

/* ---- Docked interface: toolbars and side panels of the Event Manager and the Designer, the text column of a social card ---- */

const itemSchema = z.strictObject({
  text: z.string(),
  tone: z.enum(['default', 'primary', 'active', 'muted', 'input', 'danger']).default('default'),
  swatch: colourSchema.optional(),
  value: z.string().optional(),
  icon: z.enum(['select', 'row', 'table', 'booth', 'area', 'section', 'shape', 'text', 'focal', 'undo', 'search', 'exit']).optional(),
});

const barSchema = z.strictObject({
  bar: z.enum(['top', 'bottom']),
  left: z.array(itemSchema).default([]),
  right: z.array(itemSchema).default([]),
});

const sidePanelSchema = z.strictObject({
  panel: z.enum(['left', 'right']),
  width: positive.max(400).default(150),
  title: z.string().optional(),
  items: z.array(itemSchema).default([]),
  footer: z.array(itemSchema).default([]),
});

const toolsSchema = z.strictObject({
  tools: z.enum(['left', 'right']),
  items: z.array(itemSchema).min(1),
});

const cardSchema = z.strictObject({
  card: z.strictObject({eyebrow: z.string().default('Tessera docs'), title: name, subtitle: z.string().default('')}),
  width: positive.max(1000).default(560),
});

const dockSchema = z.union([barSchema, sidePanelSchema, toolsSchema, cardSchema]);

/* ---- Panels and scenes ---- */

const panelShape = {
  /** A caption strip on top of the panel, in code font: `showSeatLabels: true`. */
  title: z.string().optional(),
  height: positive.max(1200),
  /** The renderer's colour scheme for this panel; by default it follows the site's theme. */
  colorScheme: z.enum(['light', 'dark']).optional(),
  seatRadius: positive.max(24).default(9),
  categories: z.array(categorySchema).default([]),
  venue: z.array(elementSchema).default([]),
  /** The part of the venue in view (a zoomed-in chart); by default the whole venue, never enlarged. */
  view: z.strictObject({x: finite, y: finite, w: positive, h: positive}).optional(),
  /** Where the venue sits in the chart area when it has room to spare, for example to leave space for a popover. */
  align: z.enum(['center', 'top', 'bottom']).default('center'),
  status: z.record(z.string(), statusSchema).default({}),
  /** The event's objectCategories: objects drawn in another category than the chart gives them. */
  objectCategories: z.record(z.string(), key).default({}),
  orphans: z.array(name).default([]),
  pending: z.array(name).default([]),
  spotlight: z.array(name).optional(),
  /** filteredCategories: other categories are dimmed. */
  filter: z.array(key).optional(),
  /** Categories made unselectable (availableCategories / unavailableCategories). */
  unavailableCategories: z.array(key).default([]),
  channels: z.array(channelSchema).default([]),
  /** The renderer's `channels` option; absent means only objects without a channel are selectable. */
  enabledChannels: z.array(name).optional(),
  /** Colour objects by channel instead of category (Event Manager). */
  channelColors: z.boolean().default(false),
  showSeatLabels: z.boolean().default(false),
  /** Sections as solid shapes (onlyAfterZoom) or with their seats drawn (always). */
  sectionContents: z.enum(['shown', 'hidden']).default('shown'),
  sectionPricing: z.boolean().default(false),
  /** Sections to dim (the rest of the venue when one is filtered). */
  dimSections: z.array(name).default([]),
  pricing: pricingSchema.optional(),
  legend: z.union([z.literal(true), legendSchema]).optional(),
  categoryFilter: categoryFilterSchema.optional(),
  popover: popoverSchema.optional(),
  tooltip: tooltipSchema.optional(),
  minimap: z.union([z.literal(true), z.strictObject({corner: corner.default('bottom-left')})]).optional(),
  floors: floorsSchema.optional(),
  fullscreenButton: z.boolean().default(false),
  zoomControls: z.boolean().default(false),
  message: messageSchema.optional(),
  notes: z.array(noteSchema).default([]),
  ui: z.array(dockSchema).default([]),
};

export const panelSchema = z.strictObject(panelShape);

const layoutSchema = z.strictObject({
  width: positive.max(1600),
  columns: z.number().int().min(1).max(3).default(1),
  gap: z.number().min(0).max(64).default(12),
  panels: z.array(z.record(z.string(), z.unknown())).min(1),
});

const singlePanel = z.strictObject({...panelShape, width: positive.max(1600)});
const layoutKeys = new Set(['width', 'columns', 'gap', 'panels']);

export type Scene = {width: number; columns: number; gap: number; panels: Panel[]};

/**
 * A file either describes one panel at its top level, or lists `panels`; then
 * every other top-level key (categories, pricing, channels...) is a default
 * for each panel, which a panel's own key replaces.
 */
export function parseScene(raw: unknown): {scene: Scene} | {problems: string} {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    return {problems: 'a scene is a mapping of keys, such as width and venue'};
  if (!('panels' in raw)) {
    const result = singlePanel.safeParse(raw);
    if (!result.success) return {problems: z.prettifyError(result.error)};
    const {width, ...panel} = result.data;
    return {scene: {width, columns: 1, gap: 0, panels: [panel]}};
  }
  const entries = Object.entries(raw);
  const layout = layoutSchema.safeParse(Object.fromEntries(entries.filter(([k]) => layoutKeys.has(k))));
  if (!layout.success) return {problems: z.prettifyError(layout.error)};
  const shared = Object.fromEntries(entries.filter(([k]) => !layoutKeys.has(k)));
  const sharedCheck = panelSchema.partial().safeParse(shared);
  if (!sharedCheck.success) return {problems: z.prettifyError(sharedCheck.error)};
  const panels: Panel[] = [];
  const problems: string[] = [];
  layout.data.panels.forEach((panel, index) => {
    const result = panelSchema.safeParse({...shared, ...panel});
    if (result.success) panels.push(result.data);
    else problems.push(`panels[${index}]:\n${z.prettifyError(result.error)}`);
  });
  if (problems.length > 0) return {problems: problems.join('\n')};
  const {width, columns, gap} = layout.data;
  return {scene: {width, columns, gap, panels}};
}

export type Panel = z.output<typeof panelSchema>;
export type ObjectStatus = z.output<typeof statusSchema>;
export type Pricing = z.output<typeof pricingSchema>;
export type Item = z.output<typeof itemSchema>;
export type Dock = z.output<typeof dockSchema>;
export type Popover = z.output<typeof popoverSchema>;
export type Note = z.output<typeof noteSchema>;
export type Corner = z.output<typeof corner>;
