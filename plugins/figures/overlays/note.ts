/** The figure's own annotations, in the note colour: a text and, when it points at something, a leader line. */
import {drawText, el, measure, num, type Font} from '../../../lib/seatmap/svg';
import type {Box} from '../../../lib/seatmap/layout';
import type {Note} from '../schema';
import {SceneError} from '../errors';
import {objectExtent, type Frame} from './frame';

const FONT: Font = {size: 13, weight: 700};

/** Where the left edge of a note's text is, from its anchor point and width. */
function leftOf(note: Note, x: number, w: number): number {
  return note.anchor === 'start' ? x : note.anchor === 'middle' ? x - w / 2 : x - w;
}

/** The point a note's leader ends at, in panel pixels, and how far short of it to stop. */
function target(note: Note, frame: Frame, place: (x: number, y: number) => [number, number]): {at: [number, number]; gap: number} {
  const to = note.to!;
  if (typeof to !== 'string') return {at: place(to[0], to[1]), gap: 3};
  const object = frame.venue.objects.get(to);
  if (object) return {at: frame.toScreen(object.x, object.y), gap: objectExtent(object, frame) + 4};
  const section = frame.venue.sections.get(to);
  if (section) return {at: frame.toScreen(section.centre[0], section.centre[1]), gap: 3};
  throw new SceneError(`notes: "${note.text}" points at unknown object "${to}"`);
}

export function drawNote(note: Note, frame: Frame, panelBox: Box): string {
  const {palette} = frame;
  const size = FONT.size;
  const place = (x: number, y: number): [number, number] => (note.at === 'chart' ? frame.toScreen(x, y) : [panelBox.x + x, panelBox.y + y]);
  const [nx, ny] = place(note.x, note.y);
  const w = measure(note.text, FONT);
  const left = leftOf(note, nx, w);
  let out = '';
  if (note.to !== undefined) {
    const {
      at: [tx, ty],
      gap,
    } = target(note, frame, place);
    const fx = Math.max(left, Math.min(left + w, tx));
    const fy = ty < ny - size ? ny - size - 1 : ty > ny ? ny + 4 : ny - size / 2;
    const length = Math.hypot(tx - fx, ty - fy) || 1;
    const ex = tx - ((tx - fx) / length) * gap;
    const ey = ty - ((ty - fy) / length) * gap;
    out += el('path', {d: `M${num(fx)} ${num(fy)}L${num(ex)} ${num(ey)}`, stroke: palette.note, 'stroke-width': 1.5});
    out += el('circle', {cx: ex, cy: ey, r: 2.5, fill: palette.note});
  }
  out += drawText(note.text, FONT, nx, ny, {
    'text-anchor': note.anchor === 'start' ? undefined : note.anchor,
    fill: palette.note,
    stroke: palette.canvas,
    'stroke-width': 4,
    'stroke-linejoin': 'round',
    'paint-order': 'stroke',
  });
  return out;
}

/** The part of the chart a note in chart coordinates covers, so fitting the venue keeps it in view. */
export function noteBox(note: Note): Box | undefined {
  if (note.at !== 'chart') return undefined;
  const w = measure(note.text, FONT);
  return {x: leftOf(note, note.x, w), y: note.y - FONT.size, w, h: 17};
}
