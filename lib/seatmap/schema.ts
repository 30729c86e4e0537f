/**
 * The venue format shared by the build-time figures (`figures/*.yaml`) and the
 * in-browser sandbox's demo charts: categories and the elements a venue is
 * drawn from (rows, tables, booths, areas, sections, stages, texts). Every key
 * is checked: an unknown key or a wrong type is an issue naming the element.
 */
import * as z from 'zod';

const finite = z.number();
const positive = z.number().positive();
const name = z.string().trim().min(1);
export const colourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, {message: 'expected a colour such as "#3a7bd5"'});
/** Category keys are numbers or strings, as in the renderer's options. */
export const categoryKeySchema = z.union([name, z.number().int()]);
export const pointSchema = z.tuple([finite, finite]);

export const categorySchema = z.strictObject({key: categoryKeySchema, label: name, color: colourSchema});

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
  category: categoryKeySchema.optional(),
  rowLabel: z.enum(['left', 'right', 'both', 'none']).default('left'),
});

const table = z.strictObject({
  table: name,
  section: name.optional(),
  x: finite,
  y: finite,
  seats: z.number().int().min(1).max(16),
  shape: z.enum(['round', 'rect']).default('round'),
  category: categoryKeySchema.optional(),
  bookAsAWhole: z.boolean().default(false),
});

const booth = z.strictObject({
  booth: name,
  section: name.optional(),
  x: finite,
  y: finite,
  w: positive.default(40),
  h: positive.default(30),
  category: categoryKeySchema.optional(),
});

const area = z.strictObject({
  area: name,
  x: finite,
  y: finite,
  w: positive,
  h: positive,
  shape: z.enum(['rect', 'ellipse']).default('rect'),
  category: categoryKeySchema.optional(),
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
  points: z.array(pointSchema).min(3).optional(),
  category: categoryKeySchema.optional(),
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

/** An element is known by the one kind categoryKeySchema it carries (`- row: A`); the categoryKeySchema becomes `kind`. */
export const elementSchema = z.preprocess(
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

export type VenueElement = z.output<typeof elementSchema>;
export type Category = z.output<typeof categorySchema>;
export type CategoryKey = Category['key'];

/** What a venue's layout needs: the seat size, the categories and the elements. */
export type VenuePlan = {seatRadius: number; categories: Category[]; venue: VenueElement[]};
