/**
 * Lays out a panel's venue: turns rows, tables, booths and areas into
 * positioned objects with the technical labels the renderer would give them
 * (`Balcony-C-12`, `T4-2`, `Terrace-B7`), and measures the whole venue.
 */
import type {Category, CategoryKey, VenueElement, VenuePlan} from './schema';
import {textWidth} from './text';

export type Box = {x: number; y: number; w: number; h: number};

/** A selectable object: a seat, a table booked as a whole, a booth or an area. */
export type VObject = {
  label: string;
  kind: 'seat' | 'table' | 'booth' | 'area';
  x: number;
  y: number;
  /** Radius (seats, round tables) or size (the rest). */
  r: number;
  w: number;
  h: number;
  shape: 'round' | 'rect' | 'ellipse';
  /** How far from the centre the object is drawn, upwards and downwards (a table's seats included). */
  reach: number;
  own: string;
  parent?: {kind: 'row' | 'table'; label: string};
  section?: string;
  category?: Category;
  capacity?: number;
  free?: number;
  bookAsAWhole: boolean;
};

export type VTable = {
  label: string;
  own: string;
  section?: string;
  x: number;
  y: number;
  r: number;
  w: number;
  h: number;
  shape: 'round' | 'rect';
  bookAsAWhole: boolean;
  category?: Category;
  /** Where the seats sit; for a table booked as a whole they are drawn as part of it. */
  seats: {label: string; x: number; y: number; r: number}[];
};
export type VRowLabel = {text: string; x: number; y: number};
export type VSection = {label: string; points: [number, number][]; centre: [number, number]; category?: Category; floor?: string};
export type VDecor =
  | {kind: 'stage'; text: string; x: number; y: number; w: number; h: number; shape: 'rect' | 'ellipse'}
  | {kind: 'text'; text: string; x: number; y: number; size: number; anchor: 'start' | 'middle' | 'end'; bold: boolean};

export type Venue = {
  objects: Map<string, VObject>;
  /** Objects in drawing order. */
  order: VObject[];
  tables: VTable[];
  rowLabels: VRowLabel[];
  sections: Map<string, VSection>;
  decor: VDecor[];
  bbox: Box;
};

/** A venue that cannot be laid out: an unknown category, two objects with one label... */
export class VenueError extends Error {}

function join(...parts: (string | undefined)[]): string {
  return parts.filter((part) => part !== undefined && part !== '').join('-');
}

/** What every element's layout shares: the venue being filled, its bounding box and the seat radius. */
type Layout = {
  venue: Venue;
  /** The seat radius. */
  r: number;
  categoryOf: (key: CategoryKey | undefined, where: string) => Category | undefined;
  /** Adds a selectable object; two objects with one label are refused. */
  add: (object: VObject) => void;
  /** Widens the venue's bounding box to take in a box (or a point). */
  grow: (x: number, y: number, w?: number, h?: number) => void;
};

type ElementOf<K extends VenueElement['kind']> = Extract<VenueElement, {kind: K}>;

/** A round seat of a row or a table, centred on (x, y). */
function roundSeat(
  r: number,
  label: string,
  own: string,
  x: number,
  y: number,
  parent: VObject['parent'],
  section: string | undefined,
  category: Category | undefined,
): VObject {
  return {
    label,
    kind: 'seat',
    x,
    y,
    r,
    w: 2 * r,
    h: 2 * r,
    shape: 'round',
    reach: r,
    own,
    parent,
    section,
    category,
    bookAsAWhole: false,
  };
}

/** A row of seats along a parabola, numbered either way, with its label at one end, both or neither. */
function layRow(layout: Layout, element: ElementOf<'row'>, where: string): void {
  const {venue, r, add, grow} = layout;
  const spacing = element.spacing ?? 2 * r + 5;
  const category = layout.categoryOf(element.category, where);
  const last = element.seats - 1;
  for (let i = 0; i < element.seats; i += 1) {
    const t = last === 0 ? 0 : (2 * i) / last - 1;
    const x = element.x + i * spacing;
    const y = element.y + element.curve * t * t;
    const number = element.descending ? element.first + last - i : element.first + i;
    const own = String(number);
    add(roundSeat(r, join(element.section, element.row, own), own, x, y, {kind: 'row', label: element.row}, element.section, category));
    grow(x - r, y - r, 2 * r, 2 * r);
  }
  const labelGap = r + 6 + textWidth(element.row, r * 1.2, {bold: true}) / 2;
  const ends = [
    {side: 'left', x: element.x - labelGap, y: element.y + element.curve},
    {side: 'right', x: element.x + last * spacing + labelGap, y: element.y + (last === 0 ? 0 : element.curve)},
  ];
  for (const end of ends) {
    if (element.rowLabel !== 'both' && element.rowLabel !== end.side) continue;
    venue.rowLabels.push({text: element.row, x: end.x, y: end.y});
    grow(end.x - labelGap + r, end.y - r, 2 * (labelGap - r), 2 * r);
  }
}

/** A table's size and where its seats sit: round tables seat them on a circle, long ones on two sides. */
function tableGeometry(element: ElementOf<'table'>, r: number): {tableBox: {r: number; w: number; h: number}; seatAt: [number, number][]} {
  const seatAt: [number, number][] = [];
  if (element.shape === 'round') {
    const radius = Math.max(r * 1.6, (element.seats * (2 * r + 3)) / (2 * Math.PI) - r * 0.6);
    for (let i = 0; i < element.seats; i += 1) {
      const angle = -Math.PI / 2 + (2 * Math.PI * i) / element.seats;
      seatAt.push([element.x + Math.cos(angle) * (radius + r + 3), element.y + Math.sin(angle) * (radius + r + 3)]);
    }
    return {tableBox: {r: radius, w: 2 * radius, h: 2 * radius}, seatAt};
  }
  const perSide = Math.ceil(element.seats / 2);
  const w = perSide * (2 * r + 4) + 4;
  const h = 2 * r + 6;
  for (let i = 0; i < element.seats; i += 1) {
    const top = i < perSide;
    const column = top ? i : i - perSide;
    const count = top ? perSide : element.seats - perSide;
    const x = element.x - ((count - 1) * (2 * r + 4)) / 2 + column * (2 * r + 4);
    seatAt.push([x, element.y + (top ? -1 : 1) * (h / 2 + r + 3)]);
  }
  return {tableBox: {r: 0, w, h}, seatAt};
}

/** A table with its seats: each seat selectable, or the table as one object when it is booked as a whole. */
function layTable(layout: Layout, element: ElementOf<'table'>, where: string): void {
  const {venue, r, add, grow} = layout;
  const category = layout.categoryOf(element.category, where);
  const label = join(element.section, element.table);
  const seats: VTable['seats'] = [];
  const {tableBox, seatAt} = tableGeometry(element, r);
  seatAt.forEach(([x, y], i) => {
    const own = String(i + 1);
    const seatLabel = join(label, own);
    seats.push({label: seatLabel, x, y, r});
    const seat = roundSeat(r, seatLabel, own, x, y, {kind: 'table', label: element.table}, element.section, category);
    if (element.bookAsAWhole) {
      // Seats of a table booked as a whole are not selectable: they are looked up for labels only.
      if (venue.objects.has(seatLabel)) throw new VenueError(`two objects are labelled "${seatLabel}"`);
    } else {
      add(seat);
    }
    grow(x - r, y - r, 2 * r, 2 * r);
  });
  const table: VTable = {
    label,
    own: element.table,
    section: element.section,
    x: element.x,
    y: element.y,
    ...tableBox,
    shape: element.shape,
    bookAsAWhole: element.bookAsAWhole,
    category,
    seats,
  };
  venue.tables.push(table);
  if (element.bookAsAWhole) {
    add({
      label,
      kind: 'table',
      x: element.x,
      y: element.y,
      r: tableBox.r,
      w: tableBox.w,
      h: tableBox.h,
      shape: element.shape,
      reach: tableBox.h / 2 + 2 * r + 3,
      own: element.table,
      section: element.section,
      category,
      bookAsAWhole: true,
    });
  }
  grow(element.x - tableBox.w / 2, element.y - tableBox.h / 2, tableBox.w, tableBox.h);
}

/** A booth: a rectangle always booked as a whole. */
function layBooth(layout: Layout, element: ElementOf<'booth'>, where: string): void {
  layout.add({
    label: join(element.section, element.booth),
    kind: 'booth',
    x: element.x + element.w / 2,
    y: element.y + element.h / 2,
    r: 0,
    w: element.w,
    h: element.h,
    shape: 'rect',
    reach: element.h / 2,
    own: element.booth,
    section: element.section,
    category: layout.categoryOf(element.category, where),
    bookAsAWhole: true,
  });
  layout.grow(element.x, element.y, element.w, element.h);
}

/** A general-admission area: a capacity and the places still free. */
function layArea(layout: Layout, element: ElementOf<'area'>, where: string): void {
  if (element.free !== undefined && element.capacity !== undefined && element.free > element.capacity) {
    throw new VenueError(`${where}: area "${element.area}" has more free places (${element.free}) than capacity (${element.capacity})`);
  }
  layout.add({
    label: element.area,
    kind: 'area',
    x: element.x + element.w / 2,
    y: element.y + element.h / 2,
    r: 0,
    w: element.w,
    h: element.h,
    shape: element.shape,
    reach: element.h / 2,
    own: element.area,
    category: layout.categoryOf(element.category, where),
    capacity: element.capacity,
    free: element.free,
    bookAsAWhole: element.bookAsAWhole,
  });
  layout.grow(element.x, element.y, element.w, element.h);
}

/** A section's outline, given as points or as a rectangle, and its centre. */
function laySection(layout: Layout, element: ElementOf<'section'>, where: string): void {
  const {venue} = layout;
  let points: [number, number][];
  if (element.points) {
    points = element.points;
  } else if (element.x !== undefined && element.y !== undefined && element.w !== undefined && element.h !== undefined) {
    const {x, y, w, h} = element;
    points = [
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
    ];
  } else {
    throw new VenueError(`${where}: section "${element.section}" needs points, or x, y, w and h`);
  }
  if (venue.sections.has(element.section)) throw new VenueError(`two sections are labelled "${element.section}"`);
  const centre: [number, number] = [
    points.reduce((s, p) => s + p[0], 0) / points.length,
    points.reduce((s, p) => s + p[1], 0) / points.length,
  ];
  venue.sections.set(element.section, {
    label: element.section,
    points,
    centre,
    category: layout.categoryOf(element.category, where),
    floor: element.floor,
  });
  for (const [x, y] of points) layout.grow(x, y);
}

/** A stage: decor, not selectable. */
function layStage(layout: Layout, element: ElementOf<'stage'>): void {
  layout.venue.decor.push({
    kind: 'stage',
    text: element.stage,
    x: element.x,
    y: element.y,
    w: element.w,
    h: element.h,
    shape: element.shape,
  });
  layout.grow(element.x, element.y, element.w, element.h);
}

/** A free text: decor, measured so the venue's box takes it in. */
function layText(layout: Layout, element: ElementOf<'text'>): void {
  layout.venue.decor.push({
    kind: 'text',
    text: element.text,
    x: element.x,
    y: element.y,
    size: element.size,
    anchor: element.anchor,
    bold: element.bold,
  });
  const w = textWidth(element.text, element.size, {bold: element.bold});
  const left = element.anchor === 'start' ? element.x : element.anchor === 'middle' ? element.x - w / 2 : element.x - w;
  layout.grow(left, element.y - element.size, w, element.size * 1.3);
}

function layElement(layout: Layout, element: VenueElement, where: string): void {
  switch (element.kind) {
    case 'row':
      return layRow(layout, element, where);
    case 'table':
      return layTable(layout, element, where);
    case 'booth':
      return layBooth(layout, element, where);
    case 'area':
      return layArea(layout, element, where);
    case 'section':
      return laySection(layout, element, where);
    case 'stage':
      return layStage(layout, element);
    case 'text':
      return layText(layout, element);
  }
}

function categoryLookup(panel: VenuePlan): Layout['categoryOf'] {
  const categories = new Map<string, Category>(panel.categories.map((category) => [String(category.key), category]));
  return (key, where) => {
    if (key === undefined) return undefined;
    const category = categories.get(String(key));
    if (!category)
      throw new VenueError(
        `${where}: unknown category ${JSON.stringify(key)}; the venue defines ${[...categories.keys()].join(', ') || 'no categories'}`,
      );
    return category;
  };
}

export function layoutVenue(panel: VenuePlan): Venue {
  const venue: Venue = {
    objects: new Map(),
    order: [],
    tables: [],
    rowLabels: [],
    sections: new Map(),
    decor: [],
    bbox: {x: 0, y: 0, w: 0, h: 0},
  };
  const box = {minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity};
  const layout: Layout = {
    venue,
    r: panel.seatRadius,
    categoryOf: categoryLookup(panel),
    add: (object) => {
      if (venue.objects.has(object.label)) throw new VenueError(`two objects are labelled "${object.label}"`);
      venue.objects.set(object.label, object);
      venue.order.push(object);
    },
    grow: (x, y, w = 0, h = 0) => {
      box.minX = Math.min(box.minX, x);
      box.minY = Math.min(box.minY, y);
      box.maxX = Math.max(box.maxX, x + w);
      box.maxY = Math.max(box.maxY, y + h);
    },
  };

  panel.venue.forEach((element, index) => layElement(layout, element, `venue[${index}]`));

  // Seats drawn inside a section without a category of their own take the section's.
  for (const object of venue.order) {
    if (!object.category && object.section) object.category = venue.sections.get(object.section)?.category;
  }
  for (const table of venue.tables) {
    if (!table.category && table.section) table.category = venue.sections.get(table.section)?.category;
  }

  if (box.minX === Infinity) venue.bbox = {x: 0, y: 0, w: 1, h: 1};
  else venue.bbox = {x: box.minX, y: box.minY, w: box.maxX - box.minX, h: box.maxY - box.minY};
  return venue;
}

/** Expands `A-3..6` into; other labels stay as they are. */
export function expandLabels(label: string): string[] {
  const range = /^(.*?)(\d+)\.\.(\d+)$/.exec(label);
  if (!range) return [label];
  const [, prefix, from, to] = range;
  const start = Number(from);
  const end = Number(to);
  if (end < start || end - start > 200) throw new VenueError(`"${label}" is not a range of at most 200 labels`);
  return Array.from({length: end - start + 1}, (_, i) => `${prefix}${start + i}`);
}
