/** The legend: a strip of category colours, names and prices above the chart. */
import {drawText, el, measure, num, type Font} from '../../../lib/seatmap/svg';
import {lookOf} from '../../../lib/seatmap/look';
import type {Palette} from '../../../lib/seatmap/palette';
import type {Category} from '../../../lib/seatmap/schema';
import type {Box} from '../../../lib/seatmap/layout';
import type {Panel} from '../schema';
import {SceneError} from '../errors';
import {shownCategories, type Frame} from './frame';

type LegendEntry = {colour: string; name?: string; price?: string};

const LEGEND_ROW = 26;
const NAME: Font = {size: 13, weight: 600};
/** A price beside a name is quieter; a price on its own is as strong as a name. */
const PRICE: Font = {size: 13};

function selectableIn(category: Category, frame: Pick<Frame, 'venue' | 'state' | 'palette'>): boolean {
  return frame.venue.order.some((object) => object.category?.key === category.key && lookOf(object, frame.state, frame.palette).selectable);
}

export function legendEntries(panel: Panel, frame: Pick<Frame, 'venue' | 'state' | 'palette' | 'prices'>): LegendEntry[] {
  const options =
    panel.legend === true || panel.legend === undefined
      ? {hidePricing: false, hideCategoryName: false, hideNonSelectableCategories: false, hideUnavailableLegendItem: false}
      : panel.legend;
  if (options.hidePricing && options.hideCategoryName)
    throw new SceneError('legend: hidePricing and hideCategoryName cannot both be true (the renderer refuses it)');
  const entries: LegendEntry[] = shownCategories(panel.categories, frame)
    .filter((category) => !options.hideNonSelectableCategories || selectableIn(category, frame))
    .map((category) => ({
      colour: category.color,
      name: options.hideCategoryName ? undefined : category.label,
      price: options.hidePricing ? undefined : frame.prices.label(category.key),
    }));
  if (!options.hideUnavailableLegendItem) entries.push({colour: frame.palette.unavailable, name: 'Unavailable'});
  return entries;
}

function priceFont(entry: LegendEntry): Font {
  return entry.name ? PRICE : NAME;
}

function entryWidth(entry: LegendEntry): number {
  return (
    18 +
    (entry.name ? measure(entry.name, NAME) : 0) +
    (entry.name && entry.price ? 7 : 0) +
    (entry.price ? measure(entry.price, priceFont(entry)) : 0) +
    14
  );
}

function legendRows(entries: LegendEntry[], width: number): LegendEntry[][] {
  const rows: LegendEntry[][] = [[]];
  let used = 0;
  for (const entry of entries) {
    const w = entryWidth(entry);
    if (used > 0 && used + w > width) {
      rows.push([]);
      used = 0;
    }
    rows[rows.length - 1].push(entry);
    used += w;
  }
  return rows;
}

export function legendHeight(entries: LegendEntry[], width: number): number {
  return legendRows(entries, width - 20).length * LEGEND_ROW + 10;
}

function drawEntry(entry: LegendEntry, x: number, y: number, palette: Palette): string {
  let out = el('circle', {cx: x + 6, cy: y, r: 6, fill: entry.colour});
  let tx = x + 18;
  if (entry.name) {
    out += drawText(entry.name, NAME, tx, y + 4.5, {fill: palette.text});
    tx += measure(entry.name, NAME) + 7;
  }
  if (entry.price) out += drawText(entry.price, priceFont(entry), tx, y + 4.5, {fill: entry.name ? palette.muted : palette.text});
  return out;
}

export function drawLegend(entries: LegendEntry[], box: Box, palette: Palette): string {
  const parts = [
    el('rect', {x: box.x, y: box.y, width: box.w, height: box.h, fill: palette.surface}),
    el('path', {d: `M${num(box.x)} ${num(box.y + box.h - 0.5)}h${num(box.w)}`, stroke: palette.frame}),
  ];
  legendRows(entries, box.w - 20).forEach((row, r) => {
    const total = row.reduce((sum, entry) => sum + entryWidth(entry), 0) - 14;
    let x = box.x + (box.w - total) / 2;
    const y = box.y + 5 + r * LEGEND_ROW + LEGEND_ROW / 2;
    for (const entry of row) {
      parts.push(drawEntry(entry, x, y, palette));
      x += entryWidth(entry);
    }
  });
  return parts.join('');
}
