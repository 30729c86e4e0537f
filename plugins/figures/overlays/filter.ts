/** The category filter: a side panel of checkable categories, or the same list as a bar for narrow embeds. */
import {drawText, el, measure, num, type Font} from '../../../lib/seatmap/svg';
import type {Palette} from '../../../lib/seatmap/palette';
import type {Category} from '../../../lib/seatmap/schema';
import type {Box} from '../../../lib/seatmap/layout';
import type {Panel} from '../schema';
import {SceneError} from '../errors';
import {shownCategories, type Frame} from './frame';

type FilterEntry = {category: Category; price?: string; active: boolean};

const TITLE: Font = {size: 11, weight: 700};
const PRICE: Font = {size: 12};
const nameFont = (entry: FilterEntry): Font => ({size: 12.5, weight: entry.active ? 700 : 500});
const chipFont = (entry: FilterEntry): Font => ({size: 12, weight: entry.active ? 700 : 500});

export function filterEntries(panel: Panel, frame: Pick<Frame, 'venue' | 'state' | 'palette' | 'prices'>): FilterEntry[] {
  const spec = panel.categoryFilter!;
  const known = new Set(panel.categories.map((category) => String(category.key)));
  for (const key of spec.active)
    if (!known.has(String(key))) throw new SceneError(`categoryFilter.active: unknown category ${JSON.stringify(key)}`);
  const active = new Set(spec.active.map(String));
  const entries = shownCategories(panel.categories, frame)
    .filter((category) => !frame.state.unavailableCategories.has(String(category.key)))
    .map((category) => ({category, price: frame.prices.label(category.key), active: active.has(String(category.key))}));
  const low = (entry: FilterEntry) => frame.prices.lowest(entry.category.key);
  if (spec.sortBy === 'name') entries.sort((a, b) => a.category.label.localeCompare(b.category.label));
  if ((spec.sortBy === 'price' || spec.sortBy === 'priceDescending') && entries.every((entry) => low(entry) !== undefined)) {
    entries.sort((a, b) => (low(a)! - low(b)!) * (spec.sortBy === 'price' ? 1 : -1));
  }
  return entries;
}

/** One row of the panel: a highlight when active, the checkbox, the colour, the name and the price. */
function drawPanelEntry(entry: FilterEntry, box: Box, y: number, palette: Palette): string {
  let out = '';
  if (entry.active) out += el('rect', {x: box.x + 6, y, width: box.w - 12, height: 36, rx: 6, fill: palette.surfaceStrong});
  out += el('rect', {
    x: box.x + 13,
    y: y + 11,
    width: 14,
    height: 14,
    rx: 3,
    fill: entry.active ? palette.primary : palette.canvas,
    stroke: entry.active ? palette.primary : palette.unavailableEdge,
    'stroke-width': 1.2,
  });
  if (entry.active)
    out += el('path', {
      d: `M${num(box.x + 16.5)} ${num(y + 18)}l3 3l5-5.5`,
      fill: 'none',
      stroke: palette.onPrimary,
      'stroke-width': 1.8,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    });
  out += el('circle', {cx: box.x + 40, cy: y + 18, r: 6, fill: entry.category.color});
  out += drawText(entry.category.label, nameFont(entry), box.x + 52, entry.price ? y + 15 : y + 22, {fill: palette.text});
  if (entry.price) out += drawText(entry.price, PRICE, box.x + 52, y + 30, {fill: palette.muted});
  return out;
}

export function drawFilterPanel(entries: FilterEntry[], title: string, box: Box, palette: Palette): string {
  const parts = [
    el('rect', {x: box.x, y: box.y, width: box.w, height: box.h, fill: palette.surface}),
    el('path', {d: `M${num(box.x + box.w - 0.5)} ${num(box.y)}v${num(box.h)}`, stroke: palette.frame}),
    drawText(title.toUpperCase(), TITLE, box.x + 12, box.y + 22, {'letter-spacing': 0.6, fill: palette.muted}),
  ];
  entries.forEach((entry, i) => parts.push(drawPanelEntry(entry, box, box.y + 34 + i * 40, palette)));
  return parts.join('');
}

/** The same list as a compact bar, for narrow embeds. */
export function drawFilterBar(entries: FilterEntry[], box: Box, palette: Palette): string {
  const parts = [
    el('rect', {x: box.x, y: box.y, width: box.w, height: box.h, fill: palette.surface}),
    el('path', {d: `M${num(box.x)} ${num(box.y + box.h - 0.5)}h${num(box.w)}`, stroke: palette.frame}),
  ];
  let x = box.x + 10;
  for (const entry of entries) {
    const label = entry.price ? `${entry.category.label} ${entry.price}` : entry.category.label;
    const font = chipFont(entry);
    const w = measure(label, font) + 30;
    parts.push(
      el('rect', {
        x,
        y: box.y + 6,
        width: w,
        height: 24,
        rx: 12,
        fill: entry.active ? palette.surfaceStrong : palette.canvas,
        stroke: entry.active ? palette.primary : palette.frame,
        'stroke-width': entry.active ? 1.6 : 1,
      }),
    );
    parts.push(el('circle', {cx: x + 13, cy: box.y + 18, r: 5, fill: entry.category.color}));
    parts.push(drawText(label, font, x + 23, box.y + 22.2, {fill: palette.text}));
    x += w + 6;
  }
  return parts.join('');
}
