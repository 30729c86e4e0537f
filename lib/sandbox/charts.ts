/**
 * A chart's drawing as the sandbox uses it: the plan laid out by lib/seatmap,
 * then every bookable object (seats in rows and at tables, tables, booths,
 * areas) with what the API reports about it: labels and ids, type, category,
 * section and floor, neighbours in its row and distance to the focal point
 * (domain/platform.md §4 "Labels", domain/rest-api.yaml schemas.ObjectInfo).
 */
import {layoutVenue, type Venue} from '../seatmap/layout';
import type {Category, CategoryKey} from '../seatmap/schema';
import {arena, emptyPlan, largeVenue, mainHall, summerStage, type SandboxPlan} from './venues';

export type ObjectType = 'seat' | 'table' | 'booth' | 'generalAdmission';

export type ChartObject = {
  label: string;
  objectType: ObjectType;
  /** The object's own label part (`12`, `T2`, `Standing floor`). */
  own: string;
  parent?: {label: string; type: 'row' | 'table'};
  section?: string;
  floor?: string;
  categoryKey?: CategoryKey;
  x: number;
  y: number;
  /** Distance to the chart's focal point, in chart units (absent without a focal point). */
  distance?: number;
  /** Areas: how many places. */
  capacity?: number;
  /** Tables: booked as a whole by default (the chart's setting; the event's table booking config may override it). */
  bookAsAWhole?: boolean;
  /** Seats at a table: the table's label. */
  table?: string;
  leftNeighbour?: string;
  rightNeighbour?: string;
  /** Seats in rows: the row (index into ChartModel.rows) and the position in it, left to right. */
  row?: number;
  position?: number;
  /** Position in ChartModel.objects. */
  index: number;
};

type Fields = Pick<ChartObject, 'label' | 'objectType' | 'own' | 'x' | 'y'> &
  Partial<Pick<ChartObject, 'parent' | 'section' | 'categoryKey' | 'capacity' | 'bookAsAWhole' | 'table'>>;

/** Every object with the same fields in the same order: one shape, so the 10,000-seat chart stays fast to build and to search. */
function chartObject(f: Fields, index: number): ChartObject {
  return {
    label: f.label,
    objectType: f.objectType,
    own: f.own,
    parent: f.parent,
    section: f.section,
    floor: undefined,
    categoryKey: f.categoryKey,
    x: f.x,
    y: f.y,
    distance: undefined,
    capacity: f.capacity,
    bookAsAWhole: f.bookAsAWhole,
    table: f.table,
    leftNeighbour: undefined,
    rightNeighbour: undefined,
    row: undefined,
    position: undefined,
    index,
  };
}

/** What the sandbox knows of one chart's drawing. */
export type ChartModel = {
  plan: SandboxPlan;
  /** The layout of lib/seatmap: positions and sizes for drawing. */
  venue: Venue;
  /** Every object that can be booked in some table booking mode, in drawing order. */
  objects: ChartObject[];
  byLabel: Map<string, ChartObject>;
  /** The seats of each row, left to right. */
  rows: ChartObject[][];
  /** Row indexes, the row with the seat nearest to the focal point first (best available visits them in this order). */
  rowOrder: number[];
  /** Per row, the distance of its seat nearest to the focal point. */
  rowMin: Float64Array;
  /** Per row, the category key all its seats share, or null when they differ. */
  rowCategory: (string | number | undefined | null)[];
  /** Each table with the labels of its seats. */
  tables: Map<string, string[]>;
  categories: Category[];
};

/** Plan ids a chart of the sandbox state can name; `large:<seats>` names a generated stadium. */
export const PLAN_IDS = ['main-hall', 'arena', 'summer-stage', 'empty'] as const;

const LARGE = /^large:(\d{1,6})$/;

/** Whether a plan id names a drawing the sandbox has, without drawing it. */
export function knownPlan(id: string): boolean {
  const large = LARGE.exec(id);
  return (PLAN_IDS as readonly string[]).includes(id) || (large !== null && Number(large[1]) >= 1 && Number(large[1]) <= 100_000);
}

export function planFor(id: string): SandboxPlan | null {
  switch (id) {
    case 'main-hall':
      return mainHall();
    case 'arena':
      return arena();
    case 'summer-stage':
      return summerStage();
    case 'empty':
      return emptyPlan();
  }
  const large = LARGE.exec(id);
  if (large) {
    const seats = Number(large[1]);
    if (seats >= 1 && seats <= 100_000) return largeVenue(seats);
  }
  return null;
}

const models = new Map<string, ChartModel>();

/** The model of a plan id, laid out once per page (the layout of 10,000 seats takes a few milliseconds). */
export function chartModel(planId: string): ChartModel {
  let model = models.get(planId);
  if (!model) {
    const plan = planFor(planId) ?? emptyPlan();
    model = buildModel(plan);
    models.set(planId, model);
  }
  return model;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

export function buildModel(plan: SandboxPlan): ChartModel {
  const venue = layoutVenue(plan);
  const objects: ChartObject[] = [];
  const byLabel = new Map<string, ChartObject>();
  const focal = plan.focalPoint;
  const add = (fields: Fields) => {
    const object = chartObject(fields, objects.length);
    if (focal) object.distance = round1(Math.hypot(object.x - focal.x, object.y - focal.y) / 10);
    const section = object.section ? venue.sections.get(object.section) : undefined;
    if (section?.floor) object.floor = section.floor;
    objects.push(object);
    byLabel.set(object.label, object);
  };
  for (const o of venue.order) {
    if (o.kind === 'seat' && o.parent?.kind === 'table') continue; // added with their table below
    const base = {label: o.label, own: o.own, section: o.section, categoryKey: o.category?.key, x: o.x, y: o.y};
    if (o.kind === 'seat') add({...base, objectType: 'seat', parent: o.parent && {label: o.parent.label, type: 'row'}});
    else if (o.kind === 'booth') add({...base, objectType: 'booth'});
    else if (o.kind === 'area') add({...base, objectType: 'generalAdmission', capacity: o.capacity ?? 1});
  }
  const tables = new Map<string, string[]>();
  for (const t of venue.tables) {
    add({
      label: t.label,
      own: t.own,
      objectType: 'table',
      section: t.section,
      categoryKey: t.category?.key,
      x: t.x,
      y: t.y,
      bookAsAWhole: t.bookAsAWhole,
    });
    tables.set(
      t.label,
      t.seats.map((s) => s.label),
    );
    t.seats.forEach((s, i) =>
      add({
        label: s.label,
        own: String(i + 1),
        objectType: 'seat',
        parent: {label: t.own, type: 'table'},
        section: t.section,
        categoryKey: t.category?.key,
        x: s.x,
        y: s.y,
        table: t.label,
      }),
    );
  }

  // Rows: the seats with a row parent, grouped by section and row, left to right.
  const groups = new Map<string, ChartObject[]>();
  for (const o of objects) {
    if (o.objectType !== 'seat' || o.parent?.type !== 'row') continue;
    const key = `${o.section ?? ''}\u0000${o.parent.label}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = []));
    group.push(o);
  }
  const rows = [...groups.values()].map((seats) => seats.sort((a, b) => a.x - b.x));
  for (let r = 0; r < rows.length; r += 1) {
    const seats = rows[r];
    for (let i = 0; i < seats.length; i += 1) {
      const seat = seats[i];
      seat.row = r;
      seat.position = i;
      if (i > 0) seat.leftNeighbour = seats[i - 1].label;
      if (i < seats.length - 1) seat.rightNeighbour = seats[i + 1].label;
    }
  }
  const rowMin = Float64Array.from(rows, (seats) => Math.min(...seats.map((seat) => seat.distance ?? 0)));
  const rowOrder = rows.map((_, r) => r).sort((a, b) => rowMin[a] - rowMin[b]);
  const rowCategory = rows.map((seats) => (seats.every((seat) => seat.categoryKey === seats[0].categoryKey) ? seats[0].categoryKey : null));
  return {plan, venue, objects, byLabel, rows, rowOrder, rowMin, rowCategory, tables, categories: plan.categories};
}
