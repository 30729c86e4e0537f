/**
 * The scene format: what a figure file in `figures/` may say. A scene draws one
 * or more panels; each panel is a venue (rows, tables, booths, areas,
 * sections, stages, texts), the state of its objects for one moment, and the
 * interface around it (legend, popover, minimap, toolbars...). Every key is
 * checked: an unknown key or a wrong type stops the build with the file name.
 */
import * as z from 'zod';

const finite = z.number();
const positive = z.number().positive();
const name = z.string().trim().min(1);
export const colourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, {message: 'expected a colour such as "#3a7bd5"'});
/** Category keys are numbers or strings, as in the renderer's options. */
const key = z.union([name, z.number().int()]);
const point = z.tuple([finite, finite]);

export const categorySchema = z.strictObject({key, label: name, color: colourSchema});

/* ---- Venue elements. Rows give the centre of their first seat, tables their centre, the rest their top-left corner. ---- */

const row = z.strictObject({
  row: name,
  /** The section the row belongs to: it prefixes the seat labels (`Balcony-C-12`). */
  section: name.optional(),
  x: finite,
  y: finite,
  seats: z.number().int().min(1).max(60),
  /** Number of the first seat. */
  first: z.number().int().min(0).default(1),
  /** Seat numbers count down from left to right when true. */
  descending: z.boolean().default(false),
  spacing: positive.optional(),
  /** How far the ends of the row bend up (negative) or down (positive), in px. */
  curve: finite.default(0),
  category: key.optional(),
  rowLabel: z.enum(['left', 'right', 'both', 'none']).default('left'),
});

const table = z.strictObject({
  table: name,
  section: name.optional(),
  x: finite,
  y: finite,
  seats: z.number().int().min(1).max(16),
  shape: z.enum(['round', 'rect']).default('round'),
  category: key.optional(),
  bookAsAWhole: z.boolean().default(false),
});

const booth = z.strictObject({
  booth: name,
  section: name.optional(),
  x: finite,
  y: finite,
  w: positive.default(40),
  h: positive.default(30),
  category: key.optional(),
});

const area = z.strictObject({
  area: name,
  x: finite,
  y: finite,
  w: positive,
  h: positive,
  shape: z.enum(['rect', 'ellipse']).default('rect'),
  category: key.optional(),
  capacity: z.number().int().positive().optional(),
  /** Free places; shown as "185 of 500 free". */
  free: z.number().int().min(0).optional(),
  bookAsAWhole: z.boolean().default(false),
});

const section = z.strictObject({
  section: name,
  /** A rectangle (x, y, w, h) or a polygon (points). */
  x: finite.optional(),
  y: finite.optional(),
  w: positive.optional(),
  h: positive.optional(),
  points: z.array(point).min(3).optional(),
  category: key.optional(),
  /** The floor the section is on, for floor pickers and the all-floors view. */
  floor: name.optional(),
});

const stage = z.strictObject({
  stage: z.string(),
  x: finite,
  y: finite,
  w: positive,
  h: positive,
  shape: z.enum(['rect', 'ellipse']).default('rect'),
});

const text = z.strictObject({
  text: name,
  x: finite,
  y: finite,
  size: positive.max(64).default(13),
  anchor: z.enum(['start', 'middle', 'end']).default('middle'),
  bold: z.boolean().default(false),
});

const elementKinds = {row, table, booth, area, section, stage, text} as const;
export type ElementKind = keyof typeof elementKinds;
const kindNames = Object.keys(elementKinds) as ElementKind[];

/** An element is known by the one kind key it carries (`- row: A`); the key becomes `kind`. */
const elementSchema = z.preprocess(
  (value, ctx) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    // Rows, tables and booths also carry `section`, the section they belong to.
    const keys = kindNames.filter((kind) => kind in value);
    const found = keys.length > 1 ? keys.filter((kind) => kind !== 'section') : keys;
    if (found.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        message:
          found.length === 0 ? `an element needs one of ${kindNames.join(', ')}` : `an element is one of ${found.join(', ')}, not several`,
      });
      return z.NEVER;
    }
    return {...value, kind: found[0]};
  },
  z.discriminatedUnion('kind', [
    row.extend({kind: z.literal('row')}),
    table.extend({kind: z.literal('table')}),
    booth.extend({kind: z.literal('booth')}),
    area.extend({kind: z.literal('area')}),
    section.extend({kind: z.literal('section')}),
    stage.extend({kind: z.literal('stage')}),
    text.extend({kind: z.literal('text')}),
  ]),
);

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
export type VenueElement = z.output<typeof elementSchema>;
export type Category = z.output<typeof categorySchema>;
export type CategoryKey = Category['key'];
export type ObjectStatus = z.output<typeof statusSchema>;
export type Pricing = z.output<typeof pricingSchema>;
export type Item = z.output<typeof itemSchema>;
export type Dock = z.output<typeof dockSchema>;
export type Popover = z.output<typeof popoverSchema>;
export type Note = z.output<typeof noteSchema>;
export type Corner = z.output<typeof corner>;
