/**
 * Interface drawn over or beside the chart, in panel pixels: legend, category
 * filter, popover, tooltip, minimap, floor picker, buttons, messages and the
 * figure's own annotations (notes).
 */
import {textWidth} from '../../lib/seatmap/text';
import {el, esc, MONO, num, text, wrap} from '../../lib/seatmap/svg';
import {mix, type Palette} from '../../lib/seatmap/palette';
import {lookOf, type State} from '../../lib/seatmap/look';
import {drawMiniVenue} from '../../lib/seatmap/draw';
import type {PriceBook} from './prices';
import type {Category} from '../../lib/seatmap/schema';
import type {Corner, Note, Panel, Popover} from './schema';
import type {Box, Venue, VObject} from '../../lib/seatmap/layout';
import {SceneError} from './errors';

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
function card(box: Box, palette: Palette, radius = 8, fill = palette.popover): string {
  return (
    el('rect', {x: box.x, y: box.y + 2, width: box.w, height: box.h, rx: radius, fill: palette.shadow, opacity: 0.14}) +
    el('rect', {x: box.x, y: box.y, width: box.w, height: box.h, rx: radius, fill, stroke: palette.popoverEdge, 'stroke-width': 1})
  );
}

/* ---- Legend ---- */

/** Categories that appear on the chart, in the order the scene defines them. */
function shownCategories(categories: Category[], frame: Pick<Frame, 'venue'>): Category[] {
  const used = new Set<string>();
  for (const object of frame.venue.order) if (object.category) used.add(String(object.category.key));
  for (const section of frame.venue.sections.values()) if (section.category) used.add(String(section.category.key));
  return categories.filter((category) => used.has(String(category.key)));
}

function selectableIn(category: Category, frame: Pick<Frame, 'venue' | 'state' | 'palette'>): boolean {
  return frame.venue.order.some((object) => object.category?.key === category.key && lookOf(object, frame.state, frame.palette).selectable);
}

type LegendEntry = {colour: string; name?: string; price?: string};

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

const LEGEND_ROW = 26;

const LEGEND_FONT = 13;

function entryWidth(entry: LegendEntry): number {
  return (
    18 +
    (entry.name ? textWidth(entry.name, LEGEND_FONT, {bold: true}) : 0) +
    (entry.name && entry.price ? 7 : 0) +
    (entry.price ? textWidth(entry.price, LEGEND_FONT, {bold: !entry.name}) : 0) +
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
      parts.push(el('circle', {cx: x + 6, cy: y, r: 6, fill: entry.colour}));
      let tx = x + 18;
      if (entry.name) {
        parts.push(text(entry.name, {x: num(tx), y: num(y + 4.5), 'font-size': LEGEND_FONT, 'font-weight': 600, fill: palette.text}));
        tx += textWidth(entry.name, LEGEND_FONT, {bold: true}) + 7;
      }
      if (entry.price)
        parts.push(
          text(entry.price, {
            x: num(tx),
            y: num(y + 4.5),
            'font-size': LEGEND_FONT,
            'font-weight': entry.name ? undefined : 600,
            fill: entry.name ? palette.muted : palette.text,
          }),
        );
      x += entryWidth(entry);
    }
  });
  return parts.join('');
}

/* ---- Category filter panel ---- */

type FilterEntry = {category: Category; price?: string; active: boolean};

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

export function drawFilterPanel(entries: FilterEntry[], title: string, box: Box, palette: Palette): string {
  const parts = [
    el('rect', {x: box.x, y: box.y, width: box.w, height: box.h, fill: palette.surface}),
    el('path', {d: `M${num(box.x + box.w - 0.5)} ${num(box.y)}v${num(box.h)}`, stroke: palette.frame}),
  ];
  parts.push(
    text(title.toUpperCase(), {
      x: num(box.x + 12),
      y: num(box.y + 22),
      'font-size': 11,
      'font-weight': 700,
      'letter-spacing': 0.6,
      fill: palette.muted,
    }),
  );
  entries.forEach((entry, i) => {
    const y = box.y + 34 + i * 40;
    if (entry.active) parts.push(el('rect', {x: box.x + 6, y, width: box.w - 12, height: 36, rx: 6, fill: palette.surfaceStrong}));
    const check = entry.active ? palette.primary : palette.canvas;
    parts.push(
      el('rect', {
        x: box.x + 13,
        y: y + 11,
        width: 14,
        height: 14,
        rx: 3,
        fill: check,
        stroke: entry.active ? palette.primary : palette.unavailableEdge,
        'stroke-width': 1.2,
      }),
    );
    if (entry.active)
      parts.push(
        el('path', {
          d: `M${num(box.x + 16.5)} ${num(y + 18)}l3 3l5-5.5`,
          fill: 'none',
          stroke: palette.onPrimary,
          'stroke-width': 1.8,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        }),
      );
    parts.push(el('circle', {cx: box.x + 40, cy: y + 18, r: 6, fill: entry.category.color}));
    const nameY = entry.price ? y + 15 : y + 22;
    parts.push(
      text(entry.category.label, {
        x: num(box.x + 52),
        y: num(nameY),
        'font-size': 12.5,
        'font-weight': entry.active ? 700 : 500,
        fill: palette.text,
      }),
    );
    if (entry.price) parts.push(text(entry.price, {x: num(box.x + 52), y: num(y + 30), 'font-size': 12, fill: palette.muted}));
  });
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
    const w = textWidth(label, 12, {bold: entry.active}) + 30;
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
    parts.push(
      text(label, {x: num(x + 23), y: num(box.y + 22.2), 'font-size': 12, 'font-weight': entry.active ? 700 : 500, fill: palette.text}),
    );
    x += w + 6;
  }
  return parts.join('');
}

/* ---- Popover and tooltip ---- */

function objectExtent(object: VObject, frame: Frame): number {
  return object.reach * frame.scale;
}

function findObject(label: string, frame: Frame, where: string): VObject {
  const object = frame.venue.objects.get(label);
  if (!object) throw new SceneError(`${where}: unknown object "${label}"`);
  return object;
}

type Line = {draw: (x: number, y: number, w: number) => string; height: number; width: number};

/** `[b]bold[/b]` and `[i]italic[/i]` runs, as popoverInfo allows. */
function markup(value: string, size: number, fill: string): Line {
  const runs: {text: string; bold: boolean; italic: boolean}[] = [];
  let bold = false;
  let italic = false;
  for (const piece of value.split(/(\[\/?[bi]\])/)) {
    if (piece === '[b]') bold = true;
    else if (piece === '[/b]') bold = false;
    else if (piece === '[i]') italic = true;
    else if (piece === '[/i]') italic = false;
    else if (piece) runs.push({text: piece, bold, italic});
  }
  const width = runs.reduce((sum, run) => sum + textWidth(run.text, size, {bold: run.bold}), 0);
  return {
    width,
    height: size + 8,
    draw: (x, y) =>
      el(
        'text',
        {x: num(x), y: num(y + size), 'font-size': size, fill, 'xml:space': 'preserve'},
        ...runs.map(
          (run) => `<tspan${run.bold ? ' font-weight="700"' : ''}${run.italic ? ' font-style="italic"' : ''}>${esc(run.text)}</tspan>`,
        ),
      ),
  };
}

function labelColumns(object: VObject): [string, string][] {
  if (object.kind === 'area') return [];
  if (object.kind === 'seat' && object.parent) {
    const columns: [string, string][] = object.section ? [['Section', object.section]] : [];
    columns.push([object.parent.kind === 'row' ? 'Row' : 'Table', object.parent.label], ['Seat', object.own]);
    return columns;
  }
  const columns: [string, string][] = object.section ? [['Section', object.section]] : [];
  columns.push([object.kind === 'table' ? 'Table' : 'Booth', object.own]);
  return columns;
}

export function drawPopover(spec: Popover, frame: Frame): string {
  const {palette, prices} = frame;
  const object = findObject(spec.object, frame, 'popover');
  const look = lookOf(object, frame.state, palette);
  const lines: Line[] = [];
  const pad = 12;

  if (spec.showLabel) {
    if (object.kind === 'area') {
      lines.push({
        width: textWidth(object.own, 15, {bold: true}),
        height: 24,
        draw: (x, y) => text(object.own, {x: num(x), y: num(y + 16), 'font-size': 15, 'font-weight': 700, fill: palette.text}),
      });
    } else if (spec.stylizedLabel) {
      const columns = labelColumns(object);
      const widths = columns.map(
        ([head, value]) => Math.max(textWidth(head.toUpperCase(), 10.5, {bold: true}), textWidth(value, 16, {bold: true})) + 16,
      );
      lines.push({
        width: widths.reduce((a, b) => a + b, 0) - 16,
        height: 40,
        draw: (x, y) => {
          let cx = x;
          return columns
            .map(([head, value], i) => {
              const out =
                text(head.toUpperCase(), {
                  x: num(cx),
                  y: num(y + 11),
                  'font-size': 10.5,
                  'font-weight': 700,
                  'letter-spacing': 0.5,
                  fill: palette.muted,
                }) + text(value, {x: num(cx), y: num(y + 31), 'font-size': 16, 'font-weight': 700, fill: palette.text});
              cx += widths[i];
              return out;
            })
            .join('');
        },
      });
    } else {
      lines.push({
        width: textWidth(object.label, 14, {bold: true}),
        height: 22,
        draw: (x, y) => text(object.label, {x: num(x), y: num(y + 15), 'font-size': 14, 'font-weight': 700, fill: palette.text}),
      });
    }
  }

  const category = object.category;
  const price = spec.showPricing && !spec.ticketTypes ? prices.label(category?.key) : undefined;
  if ((spec.showCategory && category && look.selectable) || price) {
    const name = spec.showCategory && category ? category.label : '';
    const original = price ? prices.original(category?.key) : undefined;
    const fee = price ? prices.fee(category?.key) : undefined;
    const priceWidth = (price ? textWidth(price, 14, {bold: true}) : 0) + (original ? textWidth(original, 12.5) + 6 : 0);
    lines.push({
      width: (name ? 18 + textWidth(name, 13) + 16 : 0) + priceWidth,
      height: 24,
      draw: (x, y, w) => {
        let out = '';
        if (name) {
          out +=
            el('circle', {cx: x + 6, cy: y + 11, r: 6, fill: category!.color}) +
            text(name, {x: num(x + 18), y: num(y + 15.5), 'font-size': 13, fill: palette.text});
        }
        if (price) {
          out += text(price, {
            x: num(x + w),
            y: num(y + 16),
            'font-size': 14,
            'font-weight': 700,
            'text-anchor': 'end',
            fill: palette.text,
          });
          if (original) {
            const right = x + w - textWidth(price, 14, {bold: true}) - 6;
            const ow = textWidth(original, 12.5);
            out += text(original, {x: num(right), y: num(y + 15.5), 'font-size': 12.5, 'text-anchor': 'end', fill: palette.muted});
            out += el('path', {d: `M${num(right - ow)} ${num(y + 11.5)}h${num(ow)}`, stroke: palette.muted, 'stroke-width': 1.2});
          }
        }
        return out;
      },
    });
    if (fee)
      lines.push({
        width: textWidth(`incl. ${fee} fee`, 12),
        height: 16,
        draw: (x, y, w) =>
          text(`incl. ${fee} fee`, {x: num(x + w), y: num(y + 11), 'font-size': 12, 'text-anchor': 'end', fill: palette.muted}),
      });
  }

  if (spec.ticketTypes) {
    const types = prices.ticketTypes(category?.key);
    if (types.length === 0) throw new SceneError(`popover: "${object.label}" has no ticket types in pricing`);
    for (const type of types) {
      const right = type.unavailable ? 'Sold out' : type.price;
      const sub = type.unavailable
        ? undefined
        : [type.description, type.fee ? `incl. ${type.fee} fee` : undefined].filter(Boolean).join(' · ');
      lines.push({
        width: textWidth(type.label, 13.5, {bold: true}) + 24 + textWidth(right, 13.5, {bold: true}) + 20,
        height: sub ? 46 : 34,
        draw: (x, y, w) => {
          const h = sub ? 42 : 30;
          const ink = type.unavailable ? palette.muted : palette.text;
          let out = el('rect', {
            x,
            y,
            width: w,
            height: h,
            rx: 6,
            fill: type.unavailable ? palette.surface : palette.canvas,
            stroke: palette.popoverEdge,
          });
          out += text(type.label, {x: num(x + 10), y: num(y + 19.5), 'font-size': 13.5, 'font-weight': 600, fill: ink});
          out += text(right, {
            x: num(x + w - 10),
            y: num(y + 19.5),
            'font-size': 13.5,
            'font-weight': type.unavailable ? 400 : 700,
            'text-anchor': 'end',
            fill: ink,
          });
          if (sub) out += text(sub, {x: num(x + 10), y: num(y + 35), 'font-size': 12, fill: palette.muted});
          return out;
        },
      });
    }
  }

  if (spec.showAvailability && object.kind === 'area' && object.capacity !== undefined) {
    const line = object.free !== undefined ? `${object.free} of ${object.capacity} places free` : `${object.capacity} places`;
    lines.push({
      width: textWidth(line, 12.5),
      height: 20,
      draw: (x, y) => text(line, {x: num(x), y: num(y + 14), 'font-size': 12.5, fill: palette.muted}),
    });
  }

  for (const [label, value] of spec.lines) {
    const lw = textWidth(label, 12.5);
    lines.push({
      width: lw + 14 + textWidth(value, 12.5, {bold: true}),
      height: 20,
      draw: (x, y, w) =>
        text(label, {x: num(x), y: num(y + 14), 'font-size': 12.5, fill: palette.muted}) +
        text(value, {x: num(x + w), y: num(y + 14), 'font-size': 12.5, 'font-weight': 700, 'text-anchor': 'end', fill: palette.text}),
    });
  }

  if (spec.info) lines.push(markup(spec.info, 12.5, palette.text));

  if (!look.selectable && spec.unavailableNotice !== '') {
    const notice = spec.unavailableNotice ?? 'Not available';
    lines.push({
      width: textWidth(notice, 12.5),
      height: 20,
      draw: (x, y) => text(notice, {x: num(x), y: num(y + 14), 'font-size': 12.5, 'font-style': 'italic', fill: palette.muted}),
    });
  }

  if (spec.quantity !== undefined) {
    const quantity = String(spec.quantity);
    lines.push({
      width: 150,
      height: 38,
      draw: (x, y, w) =>
        text('Places', {x: num(x), y: num(y + 20), 'font-size': 13, fill: palette.text}) +
        el('rect', {
          x: x + w - 74,
          y: y + 2,
          width: 74,
          height: 28,
          rx: 5,
          fill: palette.canvas,
          stroke: palette.primary,
          'stroke-width': 1.6,
        }) +
        text(quantity, {x: num(x + w - 10), y: num(y + 21), 'font-size': 14, 'font-weight': 700, 'text-anchor': 'end', fill: palette.text}),
    });
  }

  if (spec.button) {
    const label = spec.button;
    lines.push({
      width: textWidth(label, 13.5, {bold: true}) + 32,
      height: 38,
      draw: (x, y, w) =>
        el('rect', {x, y: y + 4, width: w, height: 30, rx: 6, fill: palette.primary}) +
        text(label, {
          x: num(x + w / 2),
          y: num(y + 23.5),
          'font-size': 13.5,
          'font-weight': 700,
          'text-anchor': 'middle',
          fill: palette.onPrimary,
        }),
    });
  }

  if (lines.length === 0) throw new SceneError(`popover: nothing to show for "${object.label}"`);
  const inner = Math.min(frame.area.w - 2 * pad - 12, Math.max(150, ...lines.map((line) => line.width)));
  const w = inner + 2 * pad;
  const h = lines.reduce((sum, line) => sum + line.height, 0) + 2 * pad - 4;
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
  let cy = y + pad;
  for (const line of lines) {
    out += line.draw(x + pad, cy, inner);
    cy += line.height;
  }
  return out;
}

export function drawTooltip(spec: {object: string; text: string}, frame: Frame): string {
  const {palette} = frame;
  const object = findObject(spec.object, frame, 'tooltip');
  const w = textWidth(spec.text, 12.5, {bold: true}) + 20;
  const h = 26;
  const [sx, sy] = frame.toScreen(object.x, object.y);
  const extent = objectExtent(object, frame) + 8;
  const above = sy - extent - h >= frame.area.y + 2;
  const y = above ? sy - extent - h : sy + extent;
  const x = Math.max(frame.area.x + 4, Math.min(frame.area.x + frame.area.w - w - 4, sx - w / 2));
  return (
    el('rect', {x, y, width: w, height: h, rx: 5, fill: palette.tooltip}) +
    text(spec.text, {
      x: num(x + w / 2),
      y: num(y + 17.5),
      'font-size': 12.5,
      'font-weight': 600,
      'text-anchor': 'middle',
      fill: palette.onTooltip,
    })
  );
}

/* ---- Floating controls ---- */

function cornerBox(area: Box, corner: Corner, w: number, h: number, margin = 10): Box {
  const x = corner.endsWith('left') ? area.x + margin : area.x + area.w - margin - w;
  const y = corner.startsWith('top') ? area.y + margin : area.y + area.h - margin - h;
  return {x, y, w, h};
}

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

export function drawFloorPicker(frame: Frame, floors: NonNullable<Panel['floors']>): string {
  const {palette} = frame;
  if (!floors.names.includes(floors.active))
    throw new SceneError(`floors: active floor "${floors.active}" is not one of ${floors.names.join(', ')}`);
  const w = Math.max(38, ...floors.names.map((name) => textWidth(name, 12.5, {bold: true}) + 22));
  const h = floors.names.length * 30 + 6;
  const box = cornerBox(frame.area, floors.corner, w, h);
  let out = card(box, palette, 8, palette.canvas);
  floors.names.forEach((name, i) => {
    const y = box.y + 3 + i * 30;
    const active = name === floors.active;
    if (active) out += el('rect', {x: box.x + 3, y, width: w - 6, height: 30, rx: 6, fill: palette.primary});
    out += text(name, {
      x: num(box.x + w / 2),
      y: num(y + 19.5),
      'font-size': 12.5,
      'font-weight': 700,
      'text-anchor': 'middle',
      fill: active ? palette.onPrimary : palette.text,
    });
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

export function drawMessage(frame: Frame, message: NonNullable<Panel['message']>): string {
  const {palette} = frame;
  const tone = {error: palette.error, info: palette.primary, success: palette.success}[message.tone];
  const maxW = frame.area.w - 24;
  const lines = wrap(message.text, 13, maxW - 34, {bold: true});
  const w = Math.min(maxW, Math.max(...lines.map((line) => textWidth(line, 13, {bold: true}))) + 34);
  const h = lines.length * 17 + 16;
  const box = {x: frame.area.x + (frame.area.w - w) / 2, y: frame.area.y + frame.area.h - h - 10, w, h};
  const fill = message.tone === 'error' ? palette.errorTint : mix(tone, palette.canvas, 0.88);
  let out = card(box, palette, 7, fill) + el('rect', {x: box.x, y: box.y, width: 5, height: h, rx: 2.5, fill: tone});
  lines.forEach((line, i) => {
    out += text(line, {x: num(box.x + 18), y: num(box.y + 21 + i * 17), 'font-size': 13, 'font-weight': 600, fill: palette.text});
  });
  return out;
}

/* ---- Annotations of the figure itself, in the note colour ---- */

export function drawNote(note: Note, frame: Frame, panelBox: Box): string {
  const {palette} = frame;
  const size = 13;
  const place = (x: number, y: number): [number, number] => (note.at === 'chart' ? frame.toScreen(x, y) : [panelBox.x + x, panelBox.y + y]);
  const [nx, ny] = place(note.x, note.y);
  const w = textWidth(note.text, size, {bold: true});
  const left = note.anchor === 'start' ? nx : note.anchor === 'middle' ? nx - w / 2 : nx - w;
  let out = '';
  if (note.to !== undefined) {
    let tx: number;
    let ty: number;
    let gap = 3;
    if (typeof note.to === 'string') {
      const object = frame.venue.objects.get(note.to);
      const section = frame.venue.sections.get(note.to);
      if (object) {
        [tx, ty] = frame.toScreen(object.x, object.y);
        gap = objectExtent(object, frame) + 4;
      } else if (section) {
        [tx, ty] = frame.toScreen(section.centre[0], section.centre[1]);
      } else {
        throw new SceneError(`notes: "${note.text}" points at unknown object "${note.to}"`);
      }
    } else {
      [tx, ty] = place(note.to[0], note.to[1]);
    }
    const fx = Math.max(left, Math.min(left + w, tx));
    const fy = ty < ny - size ? ny - size - 1 : ty > ny ? ny + 4 : ny - size / 2;
    const length = Math.hypot(tx - fx, ty - fy) || 1;
    const ex = tx - ((tx - fx) / length) * gap;
    const ey = ty - ((ty - fy) / length) * gap;
    out += el('path', {d: `M${num(fx)} ${num(fy)}L${num(ex)} ${num(ey)}`, stroke: palette.note, 'stroke-width': 1.5});
    out += el('circle', {cx: ex, cy: ey, r: 2.5, fill: palette.note});
  }
  out += text(note.text, {
    x: num(nx),
    y: num(ny),
    'font-size': size,
    'font-weight': 700,
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
  const w = textWidth(note.text, 13, {bold: true});
  const left = note.anchor === 'start' ? note.x : note.anchor === 'middle' ? note.x - w / 2 : note.x - w;
  return {x: left, y: note.y - 13, w, h: 17};
}

/** The caption strip on top of a panel, in code font. */
export function drawTitle(title: string, box: Box, palette: Palette): string {
  // Long option literals shrink to fit rather than run off the panel.
  const size = Math.min(13, (box.w - 24) / (title.length * 0.61));
  if (size < 9) throw new SceneError(`the panel title "${title}" is too long for the panel`);
  return (
    el('rect', {x: box.x, y: box.y, width: box.w, height: box.h, fill: palette.surface}) +
    el('path', {d: `M${num(box.x)} ${num(box.y + box.h - 0.5)}h${num(box.w)}`, stroke: palette.frame}) +
    text(title, {
      x: num(box.x + 12),
      y: num(box.y + box.h / 2 + size * 0.36),
      'font-size': num(size),
      'font-family': MONO,
      fill: palette.text,
    })
  );
}
