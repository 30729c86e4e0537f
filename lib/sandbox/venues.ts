/**
 * The sandbox's floor plans, written in the venue format of the figures
 * (lib/seatmap): a theatre with sections, rows, a standing area, tables and
 * boxes; a two-floor arena; a small archived stage; and a generator for a chart
 * of any size (the 10,000-seat chart of the benchmark and the playground).
 * Labels follow the renderer's technical label format: `A-12`, `Balcony-C-3`,
 * `T2-4`, `Suites-2`, `Standing floor`.
 */
import type {Category, VenueElement, VenuePlan} from '../seatmap/schema';

type Row = Extract<VenueElement, {kind: 'row'}>;
type Table = Extract<VenueElement, {kind: 'table'}>;
type Booth = Extract<VenueElement, {kind: 'booth'}>;
type Area = Extract<VenueElement, {kind: 'area'}>;
type Section = Extract<VenueElement, {kind: 'section'}>;

// The format's defaults (lib/seatmap/schema.ts), so that plans need not repeat them.
const row = (r: Omit<Row, 'kind' | 'first' | 'descending' | 'curve' | 'rowLabel'> & Partial<Row>): Row => ({
  kind: 'row',
  first: 1,
  descending: false,
  curve: 0,
  rowLabel: 'left',
  ...r,
});
const table = (t: Omit<Table, 'kind' | 'shape' | 'bookAsAWhole'> & Partial<Table>): Table => ({
  kind: 'table',
  shape: 'round',
  bookAsAWhole: false,
  ...t,
});
const booth = (b: Omit<Booth, 'kind' | 'w' | 'h'> & Partial<Booth>): Booth => ({kind: 'booth', w: 40, h: 30, ...b});
const area = (a: Omit<Area, 'kind' | 'shape' | 'bookAsAWhole'> & Partial<Area>): Area => ({
  kind: 'area',
  shape: 'rect',
  bookAsAWhole: false,
  ...a,
});
const section = (s: Omit<Section, 'kind'>): Section => ({kind: 'section', ...s});
const stage = (text: string, x: number, y: number, w: number, h: number): VenueElement => ({
  kind: 'stage',
  stage: text,
  x,
  y,
  w,
  h,
  shape: 'rect',
});

/** A plan of the sandbox: the venue, where best available counts distances from, and its floors. */
export type SandboxPlan = VenuePlan & {
  /** The chart's focal point; best available picks the objects nearest to it. Absent: best available answers NO_FOCAL_POINT. */
  focalPoint?: {x: number; y: number};
  /** Floor names in display order, for charts whose sections name a floor. */
  floors: string[];
};

const SEAT = 23; // seat pitch in a row at the format's default seat radius (2r + 5)

function rowsOf(
  labels: string[],
  options: {section?: string; seats: number; centreX: number; y: number; step: number; category: Category['key']},
): Row[] {
  const x = options.centreX - ((options.seats - 1) * SEAT) / 2;
  return labels.map((label, i) =>
    row({row: label, section: options.section, x, y: options.y + i * options.step, seats: options.seats, category: options.category}),
  );
}

/**
 * Main hall: the theatre of the REST reference's examples (chart
 * f1a8d6c2-..., categories 1 Stalls, 2 Balcony and wheelchair places, seats
 * A-1 to H-18, the area Standing floor, tables T1 to T4, boxes, a Balcony
 * section), so that the documented examples act on real objects.
 */
export function mainHall(): SandboxPlan {
  const stalls: Row[] = rowsOf(['A', 'B', 'C', 'D', 'E', 'F', 'G'], {seats: 18, centreX: 500, y: 200, step: 28, category: 1});
  // Row H has two wheelchair places at each end.
  const h = 200 + 7 * 28;
  const hx = 500 - (17 * SEAT) / 2;
  const rowH = [
    row({row: 'H', x: hx, y: h, seats: 2, category: 'wheelchair'}),
    row({row: 'H', x: hx + 2 * SEAT, y: h, seats: 14, first: 3, category: 1, rowLabel: 'none'}),
    row({row: 'H', x: hx + 16 * SEAT, y: h, seats: 2, first: 17, category: 'wheelchair', rowLabel: 'none'}),
  ];
  return {
    seatRadius: 9,
    categories: [
      {key: 1, label: 'Stalls', color: '#5e42ed'},
      {key: 2, label: 'Balcony', color: '#e0a526'},
      {key: 'wheelchair', label: 'Wheelchair places', color: '#1e88e5'},
    ],
    focalPoint: {x: 500, y: 40},
    floors: [],
    venue: [
      stage('STAGE', 330, 10, 340, 60),
      area({area: 'Standing floor', x: 330, y: 95, w: 340, h: 70, capacity: 300, category: 1}),
      ...stalls,
      ...rowH,
      table({table: 'T1', x: 160, y: 240, seats: 6, category: 1, bookAsAWhole: true}),
      table({table: 'T2', x: 160, y: 340, seats: 6, category: 1}),
      table({table: 'T3', x: 840, y: 240, seats: 6, category: 1, bookAsAWhole: true}),
      table({table: 'T4', x: 840, y: 340, seats: 6, category: 1}),
      ...[1, 2, 3, 4].map((n) => booth({booth: `Box ${n}`, x: 250 + (n - 1) * 140, y: 440, w: 80, h: 34, category: 2})),
      section({
        section: 'Balcony',
        points: [
          [250, 500],
          [750, 500],
          [730, 610],
          [270, 610],
        ],
        category: 2,
      }),
      ...rowsOf(['A', 'B', 'C'], {section: 'Balcony', seats: 20, centreX: 500, y: 525, step: 28, category: 2}),
    ],
  };
}

/**
 * Riverside Arena: a venue on two floors around a pitch (sections North and
 * South on the ground floor; Upper North, Upper South and the Suites on the
 * first floor), the chart of the season examples (7d3e9b41-...).
 */
export function arena(): SandboxPlan {
  const lower = 'Ground floor';
  const upper = 'First floor';
  return {
    seatRadius: 9,
    categories: [
      {key: 1, label: 'Lower tier', color: '#2e7d32'},
      {key: 2, label: 'Upper tier', color: '#1565c0'},
      {key: 3, label: 'Hospitality', color: '#ad1457'},
    ],
    focalPoint: {x: 500, y: 330},
    floors: [lower, upper],
    venue: [
      stage('PITCH', 250, 215, 500, 230),
      section({section: 'Upper North', x: 230, y: 10, w: 540, h: 62, category: 2, floor: upper}),
      ...rowsOf(['B', 'A'], {section: 'Upper North', seats: 22, centreX: 500, y: 28, step: 25, category: 2}),
      section({section: 'North', x: 250, y: 88, w: 500, h: 112, category: 1, floor: lower}),
      ...rowsOf(['D', 'C', 'B', 'A'], {section: 'North', seats: 20, centreX: 500, y: 105, step: 25, category: 1}),
      section({section: 'South', x: 250, y: 460, w: 500, h: 112, category: 1, floor: lower}),
      ...rowsOf(['A', 'B', 'C', 'D'], {section: 'South', seats: 20, centreX: 500, y: 478, step: 25, category: 1}),
      section({section: 'Upper South', x: 230, y: 588, w: 540, h: 62, category: 2, floor: upper}),
      ...rowsOf(['A', 'B'], {section: 'Upper South', seats: 22, centreX: 500, y: 606, step: 25, category: 2}),
      section({section: 'Suites', x: 790, y: 215, w: 80, h: 230, category: 3, floor: upper}),
      ...[1, 2, 3, 4].map((n) => booth({booth: String(n), section: 'Suites', x: 805, y: 222 + (n - 1) * 55, w: 50, h: 40, category: 3})),
      area({area: 'Family terrace', x: 110, y: 215, w: 110, h: 230, capacity: 200, category: 1}),
    ],
  };
}

/** Summer stage 2024: the small open-air stage of the archive example. */
export function summerStage(): SandboxPlan {
  return {
    seatRadius: 9,
    categories: [{key: 1, label: 'Lawn', color: '#43a047'}],
    focalPoint: {x: 250, y: 20},
    floors: [],
    venue: [
      stage('STAGE', 150, 0, 200, 40),
      area({area: 'Lawn', x: 60, y: 60, w: 380, h: 120, capacity: 800, category: 1}),
      ...rowsOf(['A', 'B'], {seats: 12, centreX: 250, y: 210, step: 26, category: 1}),
    ],
  };
}

/** A chart created through the API: no drawing yet, so no objects and no focal point. */
export function emptyPlan(): SandboxPlan {
  return {seatRadius: 9, categories: [], floors: [], venue: []};
}

const ROW_NAMES = 'ABCDEFGHJKLMNPQRSTUVWXYZ'.split('');

/**
 * A stadium of `seats` seats (10,000 by default), in sections of at most 500
 * seats (20 rows of 25) on a grid facing a pitch; sections nearer the pitch are
 * in dearer categories. Labels look like `S7-K-12`.
 */
export function largeVenue(seats = 10_000): SandboxPlan {
  const perRow = 25;
  const rowsPerSection = 20;
  const perSection = perRow * rowsPerSection;
  const sections = Math.max(1, Math.ceil(seats / perSection));
  const columns = Math.min(5, sections);
  const sectionW = perRow * SEAT + 60;
  const sectionH = rowsPerSection * SEAT + 40;
  const width = columns * sectionW;
  const venue: VenueElement[] = [stage('PITCH', width / 2 - 300, 0, 600, 80)];
  let left = seats;
  for (let s = 0; s < sections; s += 1) {
    const column = s % columns;
    const band = Math.floor(s / columns);
    const x = column * sectionW;
    const y = 120 + band * sectionH;
    const label = `S${s + 1}`;
    const category = band === 0 ? 1 : band === 1 ? 2 : 3;
    venue.push(section({section: label, x, y, w: sectionW - 20, h: sectionH - 20, category}));
    for (let r = 0; r < rowsPerSection && left > 0; r += 1) {
      const count = Math.min(perRow, left);
      venue.push(row({row: ROW_NAMES[r], section: label, x: x + 40, y: y + 20 + r * SEAT, seats: count, category}));
      left -= count;
    }
  }
  return {
    seatRadius: 9,
    categories: [
      {key: 1, label: 'Pitchside', color: '#c62828'},
      {key: 2, label: 'Middle tier', color: '#ef6c00'},
      {key: 3, label: 'Upper tier', color: '#6a1b9a'},
    ],
    focalPoint: {x: width / 2, y: 40},
    floors: [],
    venue,
  };
}
