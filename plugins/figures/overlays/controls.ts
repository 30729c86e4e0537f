/** Floating controls over the chart: minimap, floor picker, fullscreen and zoom buttons, and the message bar. */
import {drawText, el, measure, num, wrap, type Font} from '../../../lib/seatmap/svg';
import {mix} from '../../../lib/seatmap/palette';
import {drawMiniVenue} from '../../../lib/seatmap/draw';
import type {Box} from '../../../lib/seatmap/layout';
import type {Corner, Panel} from '../schema';
import {SceneError} from '../errors';
import {card, cornerBox, type Frame} from './frame';

export function drawMinimap(frame: Frame, corner: Corner, view: Box | undefined): string {
  const {palette, venue} = frame;
  const bbox = venue.bbox;
  const w = Math.min(124, frame.area.w * 0.32);
  const h = Math.min(92, (w * bbox.h) / bbox.w);
  const inner = {w: w - 12, h: h - 12};
  const s = Math.min(inner.w / bbox.w, inner.h / bbox.h);
  const box = cornerBox(frame.area, corner, w, h);
  const ox = box.x + (w - bbox.w * s) / 2 - bbox.x * s;
  const oy = box.y + (h - bbox.h * s) / 2 - bbox.y * s;
  let out =
    card(box, palette, 6, palette.canvas) +
    el('g', {transform: `translate(${num(ox)} ${num(oy)}) scale(${s.toFixed(4)})`}, drawMiniVenue(venue, palette));
  if (view) {
    out += el('rect', {
      x: ox + view.x * s,
      y: oy + view.y * s,
      width: view.w * s,
      height: view.h * s,
      fill: palette.primary,
      'fill-opacity': 0.15,
      stroke: palette.primary,
      'stroke-width': 2,
      rx: 2,
    });
  }
  return out;
}

const FLOOR: Font = {size: 12.5, weight: 700};

export function drawFloorPicker(frame: Frame, floors: NonNullable<Panel['floors']>): string {
  const {palette} = frame;
  if (!floors.names.includes(floors.active))
    throw new SceneError(`floors: active floor "${floors.active}" is not one of ${floors.names.join(', ')}`);
  const w = Math.max(38, ...floors.names.map((name) => measure(name, FLOOR) + 22));
  const h = floors.names.length * 30 + 6;
  const box = cornerBox(frame.area, floors.corner, w, h);
  let out = card(box, palette, 8, palette.canvas);
  floors.names.forEach((name, i) => {
    const y = box.y + 3 + i * 30;
    const active = name === floors.active;
    if (active) out += el('rect', {x: box.x + 3, y, width: w - 6, height: 30, rx: 6, fill: palette.primary});
    out += drawText(name, FLOOR, box.x + w / 2, y + 19.5, {'text-anchor': 'middle', fill: active ? palette.onPrimary : palette.text});
  });
  return out;
}

export function drawFullscreenButton(frame: Frame): string {
  const {palette} = frame;
  const box = cornerBox(frame.area, 'top-right', 34, 34);
  const {x, y} = box;
  const d = `M${x + 10} ${y + 15}v-5h5M${x + 19} ${y + 10}h5v5M${x + 24} ${y + 19}v5h-5M${x + 15} ${y + 24}h-5v-5`;
  return (
    card(box, palette, 7, palette.canvas) +
    el('path', {d, fill: 'none', stroke: palette.text, 'stroke-width': 2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round'})
  );
}

export function drawZoomControls(frame: Frame): string {
  const {palette} = frame;
  const box = cornerBox(frame.area, 'bottom-right', 34, 66);
  const {x, y} = box;
  return (
    card(box, palette, 7, palette.canvas) +
    el('path', {d: `M${x + 6} ${y + 33}h22`, stroke: palette.frame}) +
    el('path', {
      d: `M${x + 11} ${y + 17}h12M${x + 17} ${y + 11}v12M${x + 11} ${y + 49}h12`,
      stroke: palette.text,
      'stroke-width': 2,
      'stroke-linecap': 'round',
    })
  );
}

const MESSAGE: Font = {size: 13, weight: 600};

export function drawMessage(frame: Frame, message: NonNullable<Panel['message']>): string {
  const {palette} = frame;
  const tone = {error: palette.error, info: palette.primary, success: palette.success}[message.tone];
  const maxW = frame.area.w - 24;
  const lines = wrap(message.text, MESSAGE.size, maxW - 34, {bold: true});
  const w = Math.min(maxW, Math.max(...lines.map((line) => measure(line, MESSAGE))) + 34);
  const h = lines.length * 17 + 16;
  const box = {x: frame.area.x + (frame.area.w - w) / 2, y: frame.area.y + frame.area.h - h - 10, w, h};
  const fill = message.tone === 'error' ? palette.errorTint : mix(tone, palette.canvas, 0.88);
  let out = card(box, palette, 7, fill) + el('rect', {x: box.x, y: box.y, width: 5, height: h, rx: 2.5, fill: tone});
  lines.forEach((line, i) => {
    out += drawText(line, MESSAGE, box.x + 18, box.y + 21 + i * 17, {fill: palette.text});
  });
  return out;
}
