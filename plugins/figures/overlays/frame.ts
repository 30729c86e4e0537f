/**
 * What every drawing over the chart shares: the frame it draws in (palette,
 * venue, state, prices and the chart's place on the panel), the floating card
 * and a few lookups.
 */
import {el} from '../../../lib/seatmap/svg';
import type {Palette} from '../../../lib/seatmap/palette';
import type {State} from '../../../lib/seatmap/look';
import type {Category} from '../../../lib/seatmap/schema';
import type {Box, Venue, VObject} from '../../../lib/seatmap/layout';
import type {PriceBook} from '../prices';
import type {Corner} from '../schema';
import {SceneError} from '../errors';

export type Frame = {
  palette: Palette;
  venue: Venue;
  state: State;
  prices: PriceBook;
  /** The chart area, in panel pixels. */
  area: Box;
  /** Chart coordinates to panel pixels. */
  toScreen: (x: number, y: number) => [number, number];
  scale: number;
};

/** A rectangle with a soft shadow, for floating boxes. */
export function card(box: Box, palette: Palette, radius = 8, fill = palette.popover): string {
  return (
    el('rect', {x: box.x, y: box.y + 2, width: box.w, height: box.h, rx: radius, fill: palette.shadow, opacity: 0.14}) +
    el('rect', {x: box.x, y: box.y, width: box.w, height: box.h, rx: radius, fill, stroke: palette.popoverEdge, 'stroke-width': 1})
  );
}

/** A box of w × h in one corner of the chart area. */
export function cornerBox(area: Box, corner: Corner, w: number, h: number, margin = 10): Box {
  const x = corner.endsWith('left') ? area.x + margin : area.x + area.w - margin - w;
  const y = corner.startsWith('top') ? area.y + margin : area.y + area.h - margin - h;
  return {x, y, w, h};
}

/** How far from its centre an object reaches on screen, so what points at it stops short. */
export function objectExtent(object: VObject, frame: Frame): number {
  return object.reach * frame.scale;
}

export function findObject(label: string, frame: Frame, where: string): VObject {
  const object = frame.venue.objects.get(label);
  if (!object) throw new SceneError(`${where}: unknown object "${label}"`);
  return object;
}

/** Categories that appear on the chart, in the order the scene defines them. */
export function shownCategories(categories: Category[], frame: Pick<Frame, 'venue'>): Category[] {
  const used = new Set<string>();
  for (const object of frame.venue.order) if (object.category) used.add(String(object.category.key));
  for (const section of frame.venue.sections.values()) if (section.category) used.add(String(section.category.key));
  return categories.filter((category) => used.has(String(category.key)));
}
