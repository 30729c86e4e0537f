/**
 * The lines of a popover, top to bottom: the object's label, its category and
 * price, ticket types, availability, the scene's own lines and info, a notice
 * when it cannot be selected, a quantity picker and a button. Each line knows
 * its width (measured in the font it is drawn in) and height, and draws itself
 * at (x, y) across the popover's inner width w.
 */
import {drawText, el, esc, measure, num, type Font} from '../../../lib/seatmap/svg';
import type {Palette} from '../../../lib/seatmap/palette';
import type {VObject} from '../../../lib/seatmap/layout';
import type {PriceBook} from '../prices';
import type {Popover} from '../schema';
import {SceneError} from '../errors';

export type Line = {draw: (x: number, y: number, w: number) => string; height: number; width: number};

const SMALL: Font = {size: 12.5};
const SMALL_BOLD: Font = {size: 12.5, weight: 700};
const NOTE: Font = {size: 12};

/** `[b]bold[/b]` and `[i]italic[/i]` runs, as popoverInfo allows. */
export function markup(value: string, font: Font, fill: string): Line {
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
  const width = runs.reduce((sum, run) => sum + measure(run.text, {...font, weight: run.bold ? 700 : font.weight}), 0);
  return {
    width,
    height: font.size + 8,
    draw: (x, y) =>
      el(
        'text',
        {x: num(x), y: num(y + font.size), 'font-size': font.size, fill, 'xml:space': 'preserve'},
        ...runs.map(
          (run) => `<tspan${run.bold ? ' font-weight="700"' : ''}${run.italic ? ' font-style="italic"' : ''}>${esc(run.text)}</tspan>`,
        ),
      ),
  };
}

/** A single text, left-aligned with its baseline `baseline` below the line's top. */
function textLine(value: string, font: Font, height: number, baseline: number, attrs: {fill: string; [name: string]: string}): Line {
  return {width: measure(value, font), height, draw: (x, y) => drawText(value, font, x, y + baseline, attrs)};
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

const COLUMN_HEAD: Font = {size: 10.5, weight: 700};
const COLUMN_VALUE: Font = {size: 16, weight: 700};

/** Section, row and seat as labelled columns. */
function stylizedLabel(object: VObject, palette: Palette): Line {
  const columns = labelColumns(object);
  const widths = columns.map(([head, value]) => Math.max(measure(head.toUpperCase(), COLUMN_HEAD), measure(value, COLUMN_VALUE)) + 16);
  return {
    width: widths.reduce((a, b) => a + b, 0) - 16,
    height: 40,
    draw: (x, y) => {
      let cx = x;
      return columns
        .map(([head, value], i) => {
          const out =
            drawText(head.toUpperCase(), COLUMN_HEAD, cx, y + 11, {'letter-spacing': 0.5, fill: palette.muted}) +
            drawText(value, COLUMN_VALUE, cx, y + 31, {fill: palette.text});
          cx += widths[i];
          return out;
        })
        .join('');
    },
  };
}

export function labelLine(spec: Popover, object: VObject, palette: Palette): Line | undefined {
  if (!spec.showLabel) return undefined;
  if (object.kind === 'area') return textLine(object.own, {size: 15, weight: 700}, 24, 16, {fill: palette.text});
  if (spec.stylizedLabel) return stylizedLabel(object, palette);
  return textLine(object.label, {size: 14, weight: 700}, 22, 15, {fill: palette.text});
}

const CATEGORY: Font = {size: 13};
const PRICE: Font = {size: 14, weight: 700};

/** The category's colour and name on the left, the price (and the original, struck through) on the right, then the fee. */
export function categoryLines(spec: Popover, object: VObject, selectable: boolean, palette: Palette, prices: PriceBook): Line[] {
  const category = object.category;
  const price = spec.showPricing && !spec.ticketTypes ? prices.label(category?.key) : undefined;
  if (!((spec.showCategory && category && selectable) || price)) return [];
  const name = spec.showCategory && category ? category.label : '';
  const original = price ? prices.original(category?.key) : undefined;
  const fee = price ? prices.fee(category?.key) : undefined;
  const priceWidth = (price ? measure(price, PRICE) : 0) + (original ? measure(original, SMALL) + 6 : 0);
  const lines: Line[] = [
    {
      width: (name ? 18 + measure(name, CATEGORY) + 16 : 0) + priceWidth,
      height: 24,
      draw: (x, y, w) => {
        let out = '';
        if (name) {
          out +=
            el('circle', {cx: x + 6, cy: y + 11, r: 6, fill: category!.color}) +
            drawText(name, CATEGORY, x + 18, y + 15.5, {fill: palette.text});
        }
        if (price) {
          out += drawText(price, PRICE, x + w, y + 16, {'text-anchor': 'end', fill: palette.text});
          if (original) {
            const right = x + w - measure(price, PRICE) - 6;
            const ow = measure(original, SMALL);
            out += drawText(original, SMALL, right, y + 15.5, {'text-anchor': 'end', fill: palette.muted});
            out += el('path', {d: `M${num(right - ow)} ${num(y + 11.5)}h${num(ow)}`, stroke: palette.muted, 'stroke-width': 1.2});
          }
        }
        return out;
      },
    },
  ];
  if (fee) {
    const feeText = `incl. ${fee} fee`;
    lines.push({
      width: measure(feeText, NOTE),
      height: 16,
      draw: (x, y, w) => drawText(feeText, NOTE, x + w, y + 11, {'text-anchor': 'end', fill: palette.muted}),
    });
  }
  return lines;
}

const TYPE: Font = {size: 13.5, weight: 600};
const TYPE_PRICE: Font = {size: 13.5, weight: 700};
/** "Sold out" is drawn in the regular weight but measured bold like a price, so the box does not depend on availability. */
const TYPE_SOLD_OUT: Font = {size: 13.5, weight: 400};

/** One box per ticket type: its name and price, and under them its description and fee. */
export function ticketTypeLines(spec: Popover, object: VObject, palette: Palette, prices: PriceBook): Line[] {
  if (!spec.ticketTypes) return [];
  const types = prices.ticketTypes(object.category?.key);
  if (types.length === 0) throw new SceneError(`popover: "${object.label}" has no ticket types in pricing`);
  return types.map((type) => {
    const right = type.unavailable ? 'Sold out' : type.price;
    const sub = type.unavailable
      ? undefined
      : [type.description, type.fee ? `incl. ${type.fee} fee` : undefined].filter(Boolean).join(' · ');
    return {
      width: measure(type.label, TYPE) + 24 + measure(right, TYPE_PRICE) + 20,
      height: sub ? 46 : 34,
      draw: (x: number, y: number, w: number) => {
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
        out += drawText(type.label, TYPE, x + 10, y + 19.5, {fill: ink});
        out += drawText(right, type.unavailable ? TYPE_SOLD_OUT : TYPE_PRICE, x + w - 10, y + 19.5, {'text-anchor': 'end', fill: ink});
        if (sub) out += drawText(sub, NOTE, x + 10, y + 35, {fill: palette.muted});
        return out;
      },
    };
  });
}

/** An area's free places out of its capacity. */
export function availabilityLine(spec: Popover, object: VObject, palette: Palette): Line | undefined {
  if (!spec.showAvailability || object.kind !== 'area' || object.capacity === undefined) return undefined;
  const line = object.free !== undefined ? `${object.free} of ${object.capacity} places free` : `${object.capacity} places`;
  return textLine(line, SMALL, 20, 14, {fill: palette.muted});
}

/** The scene's own label–value lines, the value right-aligned. */
export function detailLines(spec: Popover, palette: Palette): Line[] {
  return spec.lines.map(([label, value]) => ({
    width: measure(label, SMALL) + 14 + measure(value, SMALL_BOLD),
    height: 20,
    draw: (x: number, y: number, w: number) =>
      drawText(label, SMALL, x, y + 14, {fill: palette.muted}) +
      drawText(value, SMALL_BOLD, x + w, y + 14, {'text-anchor': 'end', fill: palette.text}),
  }));
}

export function noticeLine(spec: Popover, selectable: boolean, palette: Palette): Line | undefined {
  if (selectable || spec.unavailableNotice === '') return undefined;
  const notice = spec.unavailableNotice ?? 'Not available';
  return textLine(notice, {...SMALL, italic: true}, 20, 14, {fill: palette.muted});
}

export function quantityLine(spec: Popover, palette: Palette): Line | undefined {
  if (spec.quantity === undefined) return undefined;
  const quantity = String(spec.quantity);
  return {
    width: 150,
    height: 38,
    draw: (x, y, w) =>
      drawText('Places', CATEGORY, x, y + 20, {fill: palette.text}) +
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
      drawText(quantity, PRICE, x + w - 10, y + 21, {'text-anchor': 'end', fill: palette.text}),
  };
}

const BUTTON: Font = {size: 13.5, weight: 700};

export function buttonLine(spec: Popover, palette: Palette): Line | undefined {
  if (!spec.button) return undefined;
  const label = spec.button;
  return {
    width: measure(label, BUTTON) + 32,
    height: 38,
    draw: (x, y, w) =>
      el('rect', {x, y: y + 4, width: w, height: 30, rx: 6, fill: palette.primary}) +
      drawText(label, BUTTON, x + w / 2, y + 23.5, {'text-anchor': 'middle', fill: palette.onPrimary}),
  };
}
