/**
 * Draws a laid-out venue in chart coordinates: sections, stages, tables,
 * areas, booths and seats with their status, and the small copy of it that a
 * minimap shows.
 */
import {textWidth} from './text';
import {el, num, text} from './svg';
import type {CategoryKey} from './schema';
import {mix, onColour, type Palette} from './palette';
import {categoryColour, lookOf, type Look, type State} from './look';
import type {Venue, VObject, VSection, VTable} from './layout';

/** The prices a section shows when its seats are hidden: of one category, or the range over several. */
export type SectionPrices = {
  label: (category: CategoryKey | undefined) => string | undefined;
  range: (categories: (CategoryKey | undefined)[]) => string | undefined;
};

export type VenueStyle = {
  palette: Palette;
  state: State;
  prices: SectionPrices;
  showSeatLabels: boolean;
  sectionContents: 'shown' | 'hidden';
  sectionPricing: boolean;
  dimSections: Set<string>;
  /** Chart units per screen pixel: labels of sections and stages keep their screen size when the venue is scaled. */
  unit: number;
};

function pointsAttr(points: [number, number][]): string {
  return points.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');
}

function glyph(look: Look, x: number, y: number, r: number): string {
  /** A bold letter centred on the seat, its baseline `drop` radii below the centre. */
  const letter = (char: string, drop: number, size: number) =>
    text(char, {x: num(x), y: num(y + r * drop), 'font-size': num(r * size), 'font-weight': 700, 'text-anchor': 'middle', fill: look.ink});
  switch (look.glyph) {
    case 'check':
      return el('path', {
        d: `M${num(x - r * 0.45)} ${num(y + r * 0.02)}l${num(r * 0.32)} ${num(r * 0.32)}l${num(r * 0.58)}-${num(r * 0.62)}`,
        fill: 'none',
        stroke: look.ink,
        'stroke-width': num(r * 0.24),
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      });
    case 'clock':
      return el('path', {
        d: `M${num(x)} ${num(y - r * 0.5)}v${num(r * 0.5)}h${num(r * 0.38)}`,
        fill: 'none',
        stroke: look.ink,
        'stroke-width': num(r * 0.2),
        'stroke-linecap': 'round',
      });
    case 'resale':
      return letter('R', 0.38, 1.05);
    case 'alert':
      return letter('!', 0.4, 1.2);
    default:
      return '';
  }
}

/** The object's outline shape, grown by `grow` px (for rings). */
function outline(object: VObject, grow: number, attrs: Record<string, string | number>): string {
  if (object.shape === 'round') return el('circle', {cx: object.x, cy: object.y, r: object.r + grow, ...attrs});
  if (object.shape === 'ellipse')
    return el('ellipse', {cx: object.x, cy: object.y, rx: object.w / 2 + grow, ry: object.h / 2 + grow, ...attrs});
  return el('rect', {
    x: object.x - object.w / 2 - grow,
    y: object.y - object.h / 2 - grow,
    width: object.w + 2 * grow,
    height: object.h + 2 * grow,
    rx: 4 + grow,
    ...attrs,
  });
}

function rings(object: VObject, look: Look, palette: Palette): string {
  let out = '';
  if (look.ring) out += outline(object, 2.6, {fill: 'none', stroke: look.ring, 'stroke-width': 1.8});
  if (look.pending) out += outline(object, 3.2, {fill: 'none', stroke: palette.primary, 'stroke-width': 1.8, 'stroke-dasharray': '3 2'});
  return out;
}

function seat(object: VObject, look: Look, style: VenueStyle): string {
  const body = el('circle', {
    cx: object.x,
    cy: object.y,
    r: object.r,
    fill: look.fill,
    stroke: look.edge,
    'stroke-width': look.edge ? 1.2 : undefined,
    'stroke-dasharray': look.dashed ? '2 1.5' : undefined,
  });
  let mark = glyph(look, object.x, object.y, object.r);
  if (!mark && style.showSeatLabels) {
    const size = object.r * (object.own.length > 2 ? 0.8 : 1.02);
    mark = text(object.own, {
      x: num(object.x),
      y: num(object.y + size * 0.36),
      'font-size': num(size),
      'font-weight': 600,
      'text-anchor': 'middle',
      fill: look.ink,
    });
  }
  const inner = body + mark + rings(object, look, style.palette);
  return look.opacity < 1 ? el('g', {opacity: look.opacity}, inner) : inner;
}

function box(object: VObject, look: Look, style: VenueStyle): string {
  const {palette} = style;
  const parts: string[] = [];
  if (object.kind === 'area') {
    const tint =
      look.selectable || look.glyph === 'check' ? mix(look.fill, palette.canvas, 0.72) : mix(palette.unavailable, palette.canvas, 0.4);
    parts.push(outline(object, 0, {fill: tint, stroke: look.fill, 'stroke-width': 2, ...(look.dashed ? {'stroke-dasharray': '4 3'} : {})}));
    const size = Math.min(15, Math.max(11, object.h * 0.16));
    const lines = [object.own];
    if (object.capacity !== undefined)
      lines.push(object.free !== undefined ? `${object.free} of ${object.capacity} free` : `${object.capacity} places`);
    lines.forEach((line, i) => {
      const y = object.y + (i - (lines.length - 1) / 2) * size * 1.35 + size * 0.35;
      parts.push(
        text(line, {
          x: num(object.x),
          y: num(y),
          'font-size': num(i === 0 ? size : size * 0.85),
          'font-weight': i === 0 ? 700 : 400,
          'text-anchor': 'middle',
          fill: i === 0 ? palette.text : palette.muted,
        }),
      );
    });
  } else {
    parts.push(
      outline(object, 0, {
        fill: look.fill,
        ...(look.edge ? {stroke: look.edge, 'stroke-width': 1.2} : {}),
        ...(look.dashed ? {'stroke-dasharray': '3 2'} : {}),
      }),
    );
    const size = Math.min(13, object.h * 0.42, (object.w * 1.6) / Math.max(2, object.own.length));
    parts.push(
      text(object.own, {
        x: num(object.x),
        y: num(object.y + size * 0.36),
        'font-size': num(size),
        'font-weight': 700,
        'text-anchor': 'middle',
        fill: look.ink,
      }),
    );
  }
  parts.push(rings(object, look, palette));
  const inner = parts.join('');
  return look.opacity < 1 ? el('g', {opacity: look.opacity}, inner) : inner;
}

function sectionPrice(section: VSection, venue: Venue, style: VenueStyle): string | undefined {
  const inside = venue.order.filter((object) => object.section === section.label && lookOf(object, style.state, style.palette).selectable);
  if (inside.length > 0) return style.prices.range(inside.map((object) => object.category?.key));
  return style.prices.label(section.category?.key);
}

function drawSection(section: VSection, venue: Venue, style: VenueStyle): string {
  const {palette} = style;
  const colour = categoryColour(section.category);
  const hasContents = venue.order.some((object) => object.section === section.label);
  const solid = style.sectionContents === 'hidden' || !hasContents;
  const parts = [
    el('polygon', {
      points: pointsAttr(section.points),
      fill: solid ? colour : mix(colour, palette.canvas, 0.86),
      stroke: solid ? palette.canvas : mix(colour, palette.canvas, 0.35),
      'stroke-width': solid ? 2 : 1.4,
      'stroke-linejoin': 'round',
    }),
  ];
  if (solid) {
    const [cx, cy] = section.centre;
    const price = style.sectionPricing ? sectionPrice(section, venue, style) : undefined;
    const ink = onColour(colour);
    const xs = section.points.map((p) => p[0]);
    const room = (Math.max(...xs) - Math.min(...xs)) * 0.86;
    const u = style.unit;
    const size = Math.min(14 * u, room / (textWidth(section.label, 1, {bold: true}) || 1));
    // A label too small to read is left out: the section's shape still says where it is.
    if (size >= 9 * u)
      parts.push(
        text(section.label, {
          x: num(cx),
          y: num(price ? cy - 3 * u : cy + size * 0.36),
          'font-size': num(size),
          'font-weight': 700,
          'text-anchor': 'middle',
          fill: ink,
        }),
      );
    if (price) {
      const w = (textWidth(price, 13, {bold: true}) + 14) * u;
      parts.push(el('rect', {x: cx - w / 2, y: cy + 4 * u, width: w, height: 20 * u, rx: 10 * u, fill: palette.canvas, opacity: 0.92}));
      parts.push(
        text(price, {
          x: num(cx),
          y: num(cy + 18.5 * u),
          'font-size': num(13 * u),
          'font-weight': 700,
          'text-anchor': 'middle',
          fill: palette.text,
        }),
      );
    }
  }
  const inner = parts.join('');
  return style.dimSections.has(section.label) ? el('g', {opacity: 0.3}, inner) : inner;
}

/** A piece of the drawing that shows one selectable object, so a live chart can redraw and wire it alone. */
export type DrawnObject = {label: string; markup: string};

/**
 * A venue drawn in layers, bottom to top: sections and stages, tables (a table
 * booked as a whole carries its label: it is the object), seats, booths and
 * areas, then row labels and texts. `drawVenue` joins them; the playground
 * wraps each object in a control of its own.
 */
export type VenueDrawing = {ground: string; tables: {label?: string; markup: string}[]; objects: DrawnObject[]; top: string};

/** Whether an object is drawn: not inside a section whose contents are hidden. */
function visibility(venue: Venue, style: VenueStyle): (object: {section?: string}) => boolean {
  const hiddenSections = style.sectionContents === 'hidden';
  return (object) => !(hiddenSections && object.section && venue.sections.has(object.section));
}

/** A table with the seats drawn around it; `object` is the table itself when it is booked as a whole. */
export function drawTable(table: VTable, object: VObject | undefined, style: VenueStyle): string {
  const {palette, state} = style;
  const look = object ? lookOf(object, state, palette) : undefined;
  const edge = look ? {} : {stroke: palette.unavailableEdge, 'stroke-width': 1};
  const fill = look ? look.fill : palette.surfaceStrong;
  const body =
    table.shape === 'round'
      ? el('circle', {cx: table.x, cy: table.y, r: table.r, fill, ...edge})
      : el('rect', {x: table.x - table.w / 2, y: table.y - table.h / 2, width: table.w, height: table.h, rx: 5, fill, ...edge});
  // Seats of a table sold as a whole are part of the table, not objects of their own.
  const seatFill = look ? mix(look.fill, palette.canvas, 0.45) : '';
  const seats = look ? table.seats.map((s) => el('circle', {cx: s.x, cy: s.y, r: s.r * 0.8, fill: seatFill})).join('') : '';
  const label = text(table.own, {
    x: num(table.x),
    y: num(table.y + 4.5),
    'font-size': 12.5,
    'font-weight': 700,
    'text-anchor': 'middle',
    fill: look ? look.ink : palette.muted,
  });
  const inner = seats + body + label + (object && look ? rings(object, look, palette) : '');
  return look && look.opacity < 1 ? el('g', {opacity: look.opacity}, inner) : inner;
}

/** A seat, booth or area as it looks now. */
export function drawObject(object: VObject, style: VenueStyle): string {
  const look = lookOf(object, style.state, style.palette);
  return object.kind === 'seat' ? seat(object, look, style) : box(object, look, style);
}

/** How a drawing draws each object and table: the figures' look by default; the playground adds its chart's state. */
export type ObjectDrawers = {
  object(object: VObject, style: VenueStyle): string;
  table(table: VTable, object: VObject | undefined, style: VenueStyle): string;
};

const FIGURE_DRAWERS: ObjectDrawers = {object: drawObject, table: drawTable};

export function drawVenueLayers(venue: Venue, style: VenueStyle, drawers: ObjectDrawers = FIGURE_DRAWERS): VenueDrawing {
  const {palette} = style;
  const ground: string[] = [];
  for (const section of venue.sections.values()) ground.push(drawSection(section, venue, style));
  const hiddenSections = style.sectionContents === 'hidden';
  const visible = visibility(venue, style);

  for (const decor of venue.decor) {
    if (decor.kind !== 'stage') continue;
    const shape =
      decor.shape === 'ellipse'
        ? el('ellipse', {cx: decor.x + decor.w / 2, cy: decor.y + decor.h / 2, rx: decor.w / 2, ry: decor.h / 2, fill: palette.stage})
        : el('rect', {x: decor.x, y: decor.y, width: decor.w, height: decor.h, rx: 6, fill: palette.stage});
    ground.push(shape);
    if (decor.text) {
      const size = Math.min(13 * style.unit, (decor.w * 0.8) / (textWidth(decor.text, 1, {bold: true}) + 0.15 * decor.text.length));
      ground.push(
        text(decor.text, {
          x: num(decor.x + decor.w / 2),
          y: num(decor.y + decor.h / 2 + size * 0.36),
          'font-size': num(size),
          'font-weight': 700,
          'letter-spacing': num(size * 0.15),
          'text-anchor': 'middle',
          fill: palette.muted,
        }),
      );
    }
  }

  const tables: VenueDrawing['tables'] = [];
  for (const table of venue.tables) {
    if (!visible(table)) continue;
    const object = venue.objects.get(table.label);
    tables.push({label: object?.label, markup: drawers.table(table, object, style)});
  }

  const objects: DrawnObject[] = [];
  const order = [...venue.order].sort((a, b) => rank(a) - rank(b));
  for (const object of order) {
    if (object.kind === 'table' || !visible(object)) continue;
    objects.push({label: object.label, markup: drawers.object(object, style)});
  }

  const top: string[] = [];
  const rowSize = Math.max(12, (venue.order.find((o) => o.kind === 'seat')?.r ?? 9) * 1.2);
  const rowLabels = venue.rowLabels.filter((label) => !hiddenSections || !isInsideHiddenSection(label, venue));
  if (rowLabels.length > 0) {
    top.push(
      el(
        'g',
        {'font-size': num(rowSize), 'font-weight': 700, 'text-anchor': 'middle', fill: palette.muted},
        ...rowLabels.map((label) => text(label.text, {x: num(label.x), y: num(label.y + rowSize * 0.36)})),
      ),
    );
  }
  for (const decor of venue.decor) {
    if (decor.kind !== 'text') continue;
    top.push(
      text(decor.text, {
        x: num(decor.x),
        y: num(decor.y),
        'font-size': num(decor.size),
        'font-weight': decor.bold ? 700 : undefined,
        'text-anchor': decor.anchor === 'start' ? undefined : decor.anchor,
        fill: palette.muted,
      }),
    );
  }
  return {ground: ground.join(''), tables, objects, top: top.join('')};
}

export function drawVenue(venue: Venue, style: VenueStyle): string {
  const layers = drawVenueLayers(venue, style);
  return layers.ground + layers.tables.map((t) => t.markup).join('') + layers.objects.map((o) => o.markup).join('') + layers.top;
}

function rank(object: VObject): number {
  return object.kind === 'area' ? 0 : object.kind === 'booth' ? 1 : 2;
}

function isInsideHiddenSection(label: {x: number; y: number}, venue: Venue): boolean {
  for (const section of venue.sections.values()) {
    const xs = section.points.map((p) => p[0]);
    const ys = section.points.map((p) => p[1]);
    if (label.x >= Math.min(...xs) && label.x <= Math.max(...xs) && label.y >= Math.min(...ys) && label.y <= Math.max(...ys)) return true;
  }
  return false;
}

/** The venue reduced to shapes, for a minimap: sections, areas, stages and one bar per row. */
export function drawMiniVenue(venue: Venue, palette: Palette): string {
  const parts: string[] = [];
  for (const section of venue.sections.values()) {
    parts.push(el('polygon', {points: pointsAttr(section.points), fill: mix(categoryColour(section.category), palette.canvas, 0.35)}));
  }
  for (const decor of venue.decor) {
    if (decor.kind === 'stage')
      parts.push(el('rect', {x: decor.x, y: decor.y, width: decor.w, height: decor.h, rx: 4, fill: palette.unavailableEdge}));
  }
  for (const object of venue.order) {
    if (object.kind === 'area' || object.kind === 'booth')
      parts.push(outline(object, 0, {fill: mix(categoryColour(object.category), palette.canvas, 0.35)}));
  }
  return parts.join('');
}
