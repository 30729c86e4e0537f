/** The caption strip on top of a panel, in code font. */
import {drawText, el, measure, num, type Font} from '../../../lib/seatmap/svg';
import type {Palette} from '../../../lib/seatmap/palette';
import type {Box} from '../../../lib/seatmap/layout';
import {SceneError} from '../errors';

export function drawTitle(title: string, box: Box, palette: Palette): string {
  // Long option literals shrink to fit rather than run off the panel: the size is
  // the one at which the title is as wide as the strip, at most 13.
  const font: Font = {size: Math.min(13, (box.w - 24) / measure(title, {size: 1, mono: true})), mono: true};
  if (font.size < 9) throw new SceneError(`the panel title "${title}" is too long for the panel`);
  return (
    el('rect', {x: box.x, y: box.y, width: box.w, height: box.h, fill: palette.surface}) +
    el('path', {d: `M${num(box.x)} ${num(box.y + box.h - 0.5)}h${num(box.w)}`, stroke: palette.frame}) +
    drawText(title, font, box.x + 12, box.y + box.h / 2 + font.size * 0.36, {fill: palette.text})
  );
}
