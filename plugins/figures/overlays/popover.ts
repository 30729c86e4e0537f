/** The popover: a card of lines about one object, pointing at it from above or below. */
import {el, num} from '../../../lib/seatmap/svg';
import {lookOf} from '../../../lib/seatmap/look';
import type {VObject} from '../../../lib/seatmap/layout';
import type {Popover} from '../schema';
import {SceneError} from '../errors';
import {card, findObject, objectExtent, type Frame} from './frame';
import {
  availabilityLine,
  buttonLine,
  categoryLines,
  detailLines,
  labelLine,
  markup,
  noticeLine,
  quantityLine,
  ticketTypeLines,
  type Line,
} from './popoverLines';

const PAD = 12;

function popoverLines(spec: Popover, object: VObject, frame: Frame): Line[] {
  const {palette, prices} = frame;
  const selectable = lookOf(object, frame.state, palette).selectable;
  const lines = [
    labelLine(spec, object, palette),
    ...categoryLines(spec, object, selectable, palette, prices),
    ...ticketTypeLines(spec, object, palette, prices),
    availabilityLine(spec, object, palette),
    ...detailLines(spec, palette),
    spec.info ? markup(spec.info, {size: 12.5}, palette.text) : undefined,
    noticeLine(spec, selectable, palette),
    quantityLine(spec, palette),
    buttonLine(spec, palette),
  ];
  return lines.filter((line): line is Line => line !== undefined);
}

export function drawPopover(spec: Popover, frame: Frame): string {
  const {palette} = frame;
  const object = findObject(spec.object, frame, 'popover');
  const lines = popoverLines(spec, object, frame);
  if (lines.length === 0) throw new SceneError(`popover: nothing to show for "${object.label}"`);
  const inner = Math.min(frame.area.w - 2 * PAD - 12, Math.max(150, ...lines.map((line) => line.width)));
  const w = inner + 2 * PAD;
  const h = lines.reduce((sum, line) => sum + line.height, 0) + 2 * PAD - 4;
  const [sx, sy] = frame.toScreen(object.x, object.y);
  const extent = objectExtent(object, frame) + 9;
  const above = sy - extent - h >= frame.area.y + 4;
  const placeAbove = spec.placement === 'above' || (spec.placement === 'auto' && above);
  const y = placeAbove ? sy - extent - h : sy + extent;
  const x = Math.max(frame.area.x + 6, Math.min(frame.area.x + frame.area.w - w - 6, sx - w / 2));
  const tipX = Math.max(x + 14, Math.min(x + w - 14, sx));
  const tip = placeAbove
    ? `M${num(tipX - 8)} ${num(y + h - 1)}L${num(tipX)} ${num(y + h + 7)}L${num(tipX + 8)} ${num(y + h - 1)}Z`
    : `M${num(tipX - 8)} ${num(y + 1)}L${num(tipX)} ${num(y - 7)}L${num(tipX + 8)} ${num(y + 1)}Z`;
  let out =
    card({x, y, w, h}, palette) +
    el('path', {d: tip, fill: palette.popover, stroke: palette.popoverEdge, 'stroke-width': 1}) +
    el('rect', {x: tipX - 9, y: placeAbove ? y + h - 3 : y + 1, width: 18, height: 2.5, fill: palette.popover});
  let cy = y + PAD;
  for (const line of lines) {
    out += line.draw(x + PAD, cy, inner);
    cy += line.height;
  }
  return out;
}
