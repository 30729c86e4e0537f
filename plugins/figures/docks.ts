/**
 * Interface docked to a panel's edges: the toolbars and side panels of the
 * Event Manager and the Designer, and the text column of a social card. Each
 * dock takes its strip off the panel; the chart gets what is left.
 */
import {drawText, el, measure, num, wrap, type Font} from '../../lib/seatmap/svg';
import {onColour, type Palette} from '../../lib/seatmap/palette';
import type {Dock, Item} from './schema';
import type {Box} from '../../lib/seatmap/layout';
import {SceneError} from './errors';

const BAR = 42;

/** A bar item's font: the strongest for primary and active items, regular for inputs and muted text. */
function itemFont(item: Item): Font {
  const weight = item.tone === 'primary' || item.tone === 'active' ? 700 : item.tone === 'input' || item.tone === 'muted' ? undefined : 600;
  return {size: 12.5, weight};
}

function itemWidth(item: Item): number {
  if (item.tone === 'muted') return measure(item.text, itemFont(item)) + (item.swatch ? 16 : 0) + (item.icon ? 20 : 0) + 4;
  return measure(item.text, itemFont(item)) + 22 + (item.swatch ? 16 : 0) + (item.icon ? 20 : 0) + (item.tone === 'input' ? 40 : 0);
}

function icon(name: NonNullable<Item['icon']>, x: number, y: number, colour: string): string {
  const stroke = {
    fill: 'none',
    stroke: colour,
    'stroke-width': 1.6,
    'stroke-linecap': 'round' as const,
    'stroke-linejoin': 'round' as const,
  };
  switch (name) {
    case 'select':
      return el('path', {d: `M${x - 5} ${y - 7}l10 6l-4.5 1.5l2.5 5l-2 1l-2.5-5l-3.5 3z`, ...stroke});
    case 'row':
      return [-6, 0, 6].map((dx) => el('circle', {cx: x + dx, cy: y, r: 2.6, fill: colour})).join('');
    case 'table':
      return (
        el('circle', {cx: x, cy: y, r: 3.6, ...stroke}) +
        [0, 90, 180, 270]
          .map((a) =>
            el('circle', {cx: x + 7 * Math.cos((a * Math.PI) / 180), cy: y + 7 * Math.sin((a * Math.PI) / 180), r: 1.8, fill: colour}),
          )
          .join('')
      );
    case 'booth':
      return el('rect', {x: x - 6, y: y - 5, width: 12, height: 10, rx: 2, ...stroke});
    case 'area':
      return el('rect', {x: x - 7, y: y - 5.5, width: 14, height: 11, rx: 2, ...stroke, 'stroke-dasharray': '2.5 2'});
    case 'section':
      return el('path', {d: `M${x - 7} ${y - 5}h14l-3 10h-8z`, ...stroke});
    case 'shape':
      return el('circle', {cx: x - 2, cy: y + 1, r: 4.5, ...stroke}) + el('rect', {x: x, y: y - 6, width: 7, height: 7, ...stroke});
    case 'text':
      return drawText('T', {size: 14, weight: 700}, x, y + 5, {'text-anchor': 'middle', fill: colour});
    case 'focal':
      return el('circle', {cx: x, cy: y, r: 6, ...stroke}) + el('circle', {cx: x, cy: y, r: 2, fill: colour});
    case 'undo':
      return el('path', {d: `M${x - 5} ${y - 3}h6a4 4 0 0 1 0 8h-4M${x - 2} ${y - 6}l-3 3l3 3`, ...stroke});
    case 'search':
      return el('circle', {cx: x - 1.5, cy: y - 1.5, r: 4.5, ...stroke}) + el('path', {d: `M${x + 2} ${y + 2}l4 4`, ...stroke});
    case 'exit':
      return el('path', {d: `M${x + 1} ${y - 6}h-6v12h6M${x - 1} ${y}h8M${x + 4} ${y - 3}l3 3l-3 3`, ...stroke});
  }
}

/** One button-like item of a bar; returns its markup. */
function drawItem(item: Item, x: number, y: number, h: number, palette: Palette): string {
  const w = itemWidth(item);
  const mid = y + h / 2;
  let out = '';
  let tx = x + (item.tone === 'muted' ? 0 : 11);
  let fill = palette.text;
  switch (item.tone) {
    case 'primary':
      out += el('rect', {x, y, width: w, height: h, rx: 6, fill: palette.primary});
      fill = palette.onPrimary;
      break;
    case 'active':
      out += el('rect', {x, y, width: w, height: h, rx: 6, fill: palette.surfaceStrong, stroke: palette.primary, 'stroke-width': 1.4});
      break;
    case 'danger':
      out += el('rect', {x, y, width: w, height: h, rx: 6, fill: palette.canvas, stroke: palette.error});
      fill = palette.error;
      break;
    case 'input':
      out += el('rect', {x, y, width: w, height: h, rx: 6, fill: palette.canvas, stroke: palette.frame});
      fill = palette.muted;
      break;
    case 'muted':
      fill = palette.muted;
      break;
    default:
      out += el('rect', {x, y, width: w, height: h, rx: 6, fill: palette.canvas, stroke: palette.frame});
  }
  if (item.icon) {
    out += icon(item.icon, tx + 6, mid, fill);
    tx += 20;
  }
  if (item.swatch) {
    out += el('circle', {cx: tx + 5, cy: mid, r: 5, fill: item.swatch});
    tx += 16;
  }
  out += drawText(item.text, itemFont(item), tx, mid + 4.4, {fill});
  return out;
}

function drawBar(dock: Extract<Dock, {bar: string}>, box: Box, palette: Palette): string {
  const edge = dock.bar === 'top' ? box.y + box.h - 0.5 : box.y + 0.5;
  let out =
    el('rect', {x: box.x, y: box.y, width: box.w, height: box.h, fill: palette.surface}) +
    el('path', {d: `M${num(box.x)} ${num(edge)}h${num(box.w)}`, stroke: palette.frame});
  const h = 28;
  const y = box.y + (box.h - h) / 2;
  const need = [...dock.left, ...dock.right].reduce((sum, item) => sum + itemWidth(item) + 6, 14);
  if (need > box.w) throw new SceneError(`a ${dock.bar} bar needs ${Math.ceil(need)} px for its items; the panel has ${Math.floor(box.w)}`);
  let x = box.x + 8;
  for (const item of dock.left) {
    out += drawItem(item, x, y, h, palette);
    x += itemWidth(item) + 6;
  }
  x = box.x + box.w - 8;
  for (const item of [...dock.right].reverse()) {
    x -= itemWidth(item);
    out += drawItem(item, x, y, h, palette);
    x -= 6;
  }
  return out;
}

function drawSidePanel(dock: Extract<Dock, {panel: string}>, box: Box, palette: Palette): string {
  const edge = dock.panel === 'left' ? box.x + box.w - 0.5 : box.x + 0.5;
  let out =
    el('rect', {x: box.x, y: box.y, width: box.w, height: box.h, fill: palette.surface}) +
    el('path', {d: `M${num(edge)} ${num(box.y)}v${num(box.h)}`, stroke: palette.frame});
  let y = box.y + 10;
  if (dock.title) {
    out += drawText(dock.title.toUpperCase(), {size: 11, weight: 700}, box.x + 12, y + 12, {'letter-spacing': 0.6, fill: palette.muted});
    y += 22;
  }
  for (const item of dock.items) {
    const active = item.tone === 'active' || item.tone === 'primary';
    if (active)
      out += el('rect', {
        x: box.x + 6,
        y,
        width: box.w - 12,
        height: 28,
        rx: 6,
        fill: palette.surfaceStrong,
        stroke: item.tone === 'primary' ? palette.primary : undefined,
        'stroke-width': 1.4,
      });
    let tx = box.x + 14;
    if (item.swatch) {
      out += el('rect', {x: tx, y: y + 8, width: 12, height: 12, rx: 3, fill: item.swatch});
      tx += 19;
    }
    if (item.icon) {
      out += icon(item.icon, tx + 6, y + 14, palette.text);
      tx += 19;
    }
    const fill = item.tone === 'muted' ? palette.muted : item.tone === 'danger' ? palette.error : palette.text;
    out += drawText(item.text, {size: 12.5, weight: active ? 700 : 500}, tx, y + 18.5, {fill});
    if (item.value) out += drawText(item.value, {size: 12}, box.x + box.w - 14, y + 18.5, {'text-anchor': 'end', fill: palette.muted});
    y += 32;
  }
  let fy = box.y + box.h - 10 - dock.footer.length * 34;
  for (const item of dock.footer) {
    const w = box.w - 20;
    const primary = item.tone === 'primary';
    out += el('rect', {
      x: box.x + 10,
      y: fy,
      width: w,
      height: 28,
      rx: 6,
      fill: primary ? palette.primary : palette.canvas,
      stroke: primary ? undefined : palette.frame,
    });
    out += drawText(item.text, {size: 12.5, weight: 700}, box.x + 10 + w / 2, fy + 18.5, {
      'text-anchor': 'middle',
      fill: primary ? palette.onPrimary : palette.text,
    });
    fy += 34;
  }
  if (y > box.y + box.h - dock.footer.length * 34 - 6)
    throw new SceneError(`the ${dock.panel} panel lists more items than fit in the panel's height`);
  return out;
}

const TOOL = 46;

function drawTools(dock: Extract<Dock, {tools: string}>, box: Box, palette: Palette): string {
  const edge = dock.tools === 'left' ? box.x + box.w - 0.5 : box.x + 0.5;
  let out =
    el('rect', {x: box.x, y: box.y, width: box.w, height: box.h, fill: palette.surface}) +
    el('path', {d: `M${num(edge)} ${num(box.y)}v${num(box.h)}`, stroke: palette.frame});
  dock.items.forEach((item, i) => {
    const y = box.y + 6 + i * TOOL;
    const active = item.tone === 'active' || item.tone === 'primary';
    if (active)
      out += el('rect', {
        x: box.x + 5,
        y,
        width: box.w - 10,
        height: TOOL - 4,
        rx: 6,
        fill: palette.surfaceStrong,
        stroke: palette.primary,
        'stroke-width': 1.4,
      });
    if (item.icon) out += icon(item.icon, box.x + box.w / 2, y + 14, active ? palette.primary : palette.text);
    out += drawText(item.text, {size: 11, weight: active ? 700 : 500}, box.x + box.w / 2, y + 36, {
      'text-anchor': 'middle',
      fill: palette.text,
    });
  });
  if (6 + dock.items.length * TOOL > box.h) throw new SceneError(`the tool column lists more tools than fit in the panel's height`);
  return out;
}

const CARD_TITLE: Font = {size: 32, weight: 700};
const CARD_SUBTITLE: Font = {size: 15};

/** The text column of a social card, drawn at half size: cards are rasterised at twice their pixel size. */
function drawCard(dock: Extract<Dock, {card: object}>, box: Box, palette: Palette): string {
  const {eyebrow, title, subtitle} = dock.card;
  const x = box.x + 32;
  const width = box.w - 44;
  let out = '';
  // The Tessera mark, as in static/img/logo.svg.
  out += el(
    'g',
    {transform: `translate(${x} ${box.y + 30}) scale(0.75)`},
    el('rect', {width: 32, height: 32, rx: 7, fill: palette.primary}),
    el(
      'g',
      {fill: onColour(palette.primary)},
      el('rect', {x: 6, y: 6, width: 9, height: 9, rx: 2}),
      el('rect', {x: 17, y: 6, width: 9, height: 9, rx: 2, opacity: 0.75}),
      el('rect', {x: 6, y: 17, width: 9, height: 9, rx: 2, opacity: 0.75}),
    ),
    el('rect', {x: 17, y: 17, width: 9, height: 9, rx: 2, fill: '#ffb38a'}),
  );
  out += drawText(eyebrow, {size: 15, weight: 700}, x + 32, box.y + 47.5, {fill: palette.text});
  let y = box.y + 118;
  for (const line of wrap(title, CARD_TITLE.size, width, {bold: true})) {
    out += drawText(line, CARD_TITLE, x, y, {fill: palette.text});
    y += 37;
  }
  y += 4;
  for (const line of wrap(subtitle, CARD_SUBTITLE.size, width)) {
    out += drawText(line, CARD_SUBTITLE, x, y, {fill: palette.muted});
    y += 20;
  }
  if (y > box.y + box.h - 36) throw new SceneError('the card text does not fit; shorten the title or subtitle');
  out += drawText('docs.tessera.example', {size: 13, weight: 600}, x, box.y + box.h - 28, {fill: palette.primary});
  return out;
}

/** Takes the dock's strip off `rest` and returns its drawing. */
export function placeDock(dock: Dock, rest: Box, palette: Palette): string {
  if ('bar' in dock) {
    const box = dock.bar === 'top' ? {...rest, h: BAR} : {...rest, y: rest.y + rest.h - BAR, h: BAR};
    if (dock.bar === 'top') rest.y += BAR;
    rest.h -= BAR;
    return drawBar(dock, box, palette);
  }
  const width = 'panel' in dock ? dock.width : 'tools' in dock ? 64 : dock.width;
  const side = 'panel' in dock ? dock.panel : 'tools' in dock ? dock.tools : 'left';
  if (width > rest.w - 40) throw new SceneError(`a ${width} px side dock leaves no room for the chart`);
  const box = side === 'left' ? {...rest, w: width} : {...rest, x: rest.x + rest.w - width, w: width};
  if (side === 'left') rest.x += width;
  rest.w -= width;
  if ('panel' in dock) return drawSidePanel(dock, box, palette);
  if ('tools' in dock) return drawTools(dock, box, palette);
  return drawCard(dock, box, palette);
}
