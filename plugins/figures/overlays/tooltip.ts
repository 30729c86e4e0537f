/** The tooltip: one line of text on a dark chip above (or below) an object. */
import {drawText, el, measure, type Font} from '../../../lib/seatmap/svg';
import {findObject, objectExtent, type Frame} from './frame';

const FONT: Font = {size: 12.5, weight: 600};

export function drawTooltip(spec: {object: string; text: string}, frame: Frame): string {
  const {palette} = frame;
  const object = findObject(spec.object, frame, 'tooltip');
  const w = measure(spec.text, FONT) + 20;
  const h = 26;
  const [sx, sy] = frame.toScreen(object.x, object.y);
  const extent = objectExtent(object, frame) + 8;
  const above = sy - extent - h >= frame.area.y + 2;
  const y = above ? sy - extent - h : sy + extent;
  const x = Math.max(frame.area.x + 4, Math.min(frame.area.x + frame.area.w - w - 4, sx - w / 2));
  return (
    el('rect', {x, y, width: w, height: h, rx: 5, fill: palette.tooltip}) +
    drawText(spec.text, FONT, x + w / 2, y + 17.5, {'text-anchor': 'middle', fill: palette.onTooltip})
  );
}
