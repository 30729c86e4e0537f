/**
 * Scene to SVG. Each panel is laid out as docks around a chart area: toolbars
 * and side panels first, then the legend and the category filter; the venue
 * is fitted into what is left (never enlarged, unless the panel shows a
 * zoomed-in `view`), and floating interface goes on top.
 */
import {el, num, SANS} from '../../lib/seatmap/svg';
import {palettes, type Palette} from '../../lib/seatmap/palette';
import type {State} from '../../lib/seatmap/look';
import {priceBook, type PriceBook} from './prices';
import {resolveState} from './state';
import {drawVenue} from '../../lib/seatmap/draw';
import {placeDock} from './docks';
import type {Frame} from './overlays/frame';
import {drawLegend, legendEntries, legendHeight} from './overlays/legend';
import {drawFilterBar, drawFilterPanel, filterEntries} from './overlays/filter';
import {drawPopover} from './overlays/popover';
import {drawTooltip} from './overlays/tooltip';
import {drawFloorPicker, drawFullscreenButton, drawMessage, drawMinimap, drawZoomControls} from './overlays/controls';
import {drawNote, noteBox} from './overlays/note';
import {drawTitle} from './overlays/title';
import type {Panel, Scene} from './schema';
import {layoutVenue, VenueError, type Box, type Venue} from '../../lib/seatmap/layout';
import {SceneError} from './errors';

export type Variant = 'light' | 'dark';
export type RenderedFigure = {svg: string; width: number; height: number};

const TITLE = 30;
const RADIUS = 10;

type Basics = {venue: Venue; state: State; palette: Palette; prices: PriceBook};

/**
 * Title, toolbars and side panels, the legend and the category filter, each taking its strip off the
 * panel; returns what they draw and the chart area they leave.
 */
function drawDocks(panel: Panel, box: Box, basics: Basics): {parts: string[]; rest: Box} {
  const {palette} = basics;
  const parts: string[] = [];
  const rest: Box = {...box};
  if (panel.title !== undefined) {
    parts.push(drawTitle(panel.title, {x: box.x, y: box.y, w: box.w, h: TITLE}, palette));
    rest.y += TITLE;
    rest.h -= TITLE;
  }
  for (const dock of panel.ui) parts.push(placeDock(dock, rest, palette));
  if (panel.legend) {
    const entries = legendEntries(panel, basics);
    const h = legendHeight(entries, rest.w);
    parts.push(drawLegend(entries, {x: rest.x, y: rest.y, w: rest.w, h}, palette));
    rest.y += h;
    rest.h -= h;
  }
  if (panel.categoryFilter) {
    const entries = filterEntries(panel, basics);
    if (panel.categoryFilter.dock === 'left') {
      const w = 150;
      parts.push(drawFilterPanel(entries, panel.categoryFilter.title, {x: rest.x, y: rest.y, w, h: rest.h}, palette));
      rest.x += w;
      rest.w -= w;
    } else {
      parts.push(drawFilterBar(entries, {x: rest.x, y: rest.y, w: rest.w, h: 36}, palette));
      rest.y += 36;
      rest.h -= 36;
    }
  }
  if (rest.w < 60 || rest.h < 40)
    throw new SceneError(`the docks leave ${Math.round(rest.w)}×${Math.round(rest.h)} px for the chart; make the panel larger`);
  return {parts, rest};
}

const PAD = 14;

/** What the chart area shows: the panel's `view`, or the whole venue with the notes drawn in chart coordinates. */
function fitTarget(panel: Panel, venue: Venue): Box {
  let target = panel.view ?? venue.bbox;
  if (panel.view) return target;
  for (const note of panel.notes) {
    const extra = noteBox(note);
    if (!extra) continue;
    const x = Math.min(target.x, extra.x);
    const y = Math.min(target.y, extra.y);
    target = {x, y, w: Math.max(target.x + target.w, extra.x + extra.w) - x, h: Math.max(target.y + target.h, extra.y + extra.h) - y};
  }
  return target;
}

/**
 * How the venue sits in the chart area: never enlarged (a `view` is zoomed to fill it), centred
 * across, and down as the panel's `align` says.
 */
function fitVenue(panel: Panel, venue: Venue, rest: Box): {scale: number; tx: number; ty: number} {
  const target = fitTarget(panel, venue);
  const fit = Math.min((rest.w - 2 * PAD) / target.w, (rest.h - 2 * PAD) / target.h);
  const scale = panel.view ? Math.min(rest.w / target.w, rest.h / target.h) : Math.min(1, fit);
  const tx = rest.x + (rest.w - target.w * scale) / 2 - target.x * scale;
  const spare = rest.h - target.h * scale;
  const offset =
    panel.view || panel.align === 'center'
      ? spare / 2
      : panel.align === 'top'
        ? Math.min(PAD, spare / 2)
        : spare - Math.min(PAD, spare / 2);
  const ty = rest.y + offset - target.y * scale;
  return {scale, tx, ty};
}

/** Minimap, floor picker, buttons, message, tooltip, popover and notes, over the chart. */
function drawFloating(panel: Panel, frame: Frame, box: Box): string[] {
  const parts: string[] = [];
  if (panel.minimap) parts.push(drawMinimap(frame, panel.minimap === true ? 'bottom-left' : panel.minimap.corner, panel.view));
  if (panel.floors) parts.push(drawFloorPicker(frame, panel.floors));
  if (panel.fullscreenButton) parts.push(drawFullscreenButton(frame));
  if (panel.zoomControls) parts.push(drawZoomControls(frame));
  if (panel.message) parts.push(drawMessage(frame, panel.message));
  if (panel.tooltip) parts.push(drawTooltip(panel.tooltip, frame));
  if (panel.popover) parts.push(drawPopover(panel.popover, frame));
  for (const note of panel.notes) parts.push(drawNote(note, frame, box));
  return parts;
}

function renderPanel(panel: Panel, box: Box, variant: Variant, id: string): string {
  const palette: Palette = palettes[panel.colorScheme ?? variant];
  const venue = layoutVenue(panel);
  const state = resolveState(panel, venue);
  const prices = priceBook(panel.pricing);
  const {parts, rest} = drawDocks(panel, box, {venue, state, palette, prices});
  const {scale, tx, ty} = fitVenue(panel, venue, rest);
  const transform = scale === 1 ? `translate(${num(tx)} ${num(ty)})` : `translate(${num(tx)} ${num(ty)}) scale(${scale.toFixed(4)})`;
  const drawn = drawVenue(venue, {
    palette,
    state,
    prices,
    showSeatLabels: panel.showSeatLabels,
    sectionContents: panel.sectionContents,
    sectionPricing: panel.sectionPricing,
    dimSections: new Set(panel.dimSections),
    unit: 1 / scale,
  });
  if (panel.view) {
    parts.unshift(el('clipPath', {id: `${id}v`}, el('rect', {x: rest.x, y: rest.y, width: rest.w, height: rest.h})));
    parts.push(el('g', {'clip-path': `url(#${id}v)`}, el('g', {transform}, drawn)));
  } else {
    parts.push(el('g', {transform}, drawn));
  }
  const frame: Frame = {palette, venue, state, prices, area: rest, scale, toScreen: (x, y) => [tx + x * scale, ty + y * scale]};
  parts.push(...drawFloating(panel, frame, box));

  const clip = el('clipPath', {id}, el('rect', {x: box.x, y: box.y, width: box.w, height: box.h, rx: RADIUS}));
  return (
    clip +
    el('rect', {x: box.x, y: box.y, width: box.w, height: box.h, rx: RADIUS, fill: palette.canvas}) +
    el('g', {'clip-path': `url(#${id})`}, ...parts) +
    el('rect', {x: box.x + 0.5, y: box.y + 0.5, width: box.w - 1, height: box.h - 1, rx: RADIUS - 0.5, fill: 'none', stroke: palette.frame})
  );
}

/** Renders a validated scene; throws SceneError or VenueError with the part of the scene that is wrong. */
export function renderScene(scene: Scene, variant: Variant): RenderedFigure {
  const {width, columns, gap} = scene;
  const columnWidth = (width - (columns - 1) * gap) / columns;
  const parts: string[] = [];
  let y = 0;
  for (let start = 0; start < scene.panels.length; start += columns) {
    const row = scene.panels.slice(start, start + columns);
    const height = Math.max(...row.map((panel) => panel.height));
    row.forEach((panel, i) => {
      const index = start + i;
      try {
        parts.push(renderPanel(panel, {x: i * (columnWidth + gap), y, w: columnWidth, h: panel.height}, variant, `p${index}`));
      } catch (error) {
        if (error instanceof VenueError && scene.panels.length > 1)
          throw new SceneError(`panels[${index}]: ${error.message}`, {cause: error});
        throw error;
      }
    });
    y += height + gap;
  }
  const height = Math.round(y - gap);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${SANS}">${parts.join('')}</svg>`;
  return {svg, width, height};
}
