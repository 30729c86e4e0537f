/**
 * The chart as the frame draws it: the venue in SVG with lib/seatmap's drawing
 * (the figures' code), every object a focusable toggle button named by the
 * model ("A-12, Stalls, €45, available"), pan and zoom by pointer, wheel,
 * pinch and keyboard, the popover, the chart's bars and dialogs. Text the
 * reader's options return reaches the DOM as text only.
 */
import {drawMiniVenue, drawObject, drawTable, drawVenueLayers, type VenueStyle} from '@site/lib/seatmap/draw';
import {palettes} from '@site/lib/seatmap/palette';
import {esc} from '@site/lib/seatmap/svg';
import type {VObject, VTable} from '@site/lib/seatmap/layout';
import type {ChartModelView, ChartView, Choice} from '@site/lib/playground/renderer';
import type {DrawState} from '@site/lib/playground/renderer/state';

const SVG = 'http://www.w3.org/2000/svg';
const MIN_ZOOM = 0.5;
const MAX_ZOOM = 8;

function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** popoverInfo's simple markup: [b]bold[/b], [i]italic[/i], [br]; everything else is text. */
export function infoNodes(markup: string): Node[] {
  const out: Node[] = [];
  const pattern = /\[(b|i)\]([\s\S]*?)\[\/\1\]|\[br\]/g;
  let last = 0;
  for (const match of markup.matchAll(pattern)) {
    if (match.index > last) out.push(document.createTextNode(markup.slice(last, match.index)));
    out.push(match[0] === '[br]' ? document.createElement('br') : h(match[1] as 'b' | 'i', {}, match[2]));
    last = match.index + match[0].length;
  }
  if (last < markup.length) out.push(document.createTextNode(markup.slice(last)));
  return out;
}

export class SvgView implements ChartView {
  readonly root: HTMLDivElement;
  private readonly bar: HTMLDivElement;
  private readonly viewport: HTMLDivElement;
  private readonly stage: HTMLDivElement;
  private svg!: SVGSVGElement;
  private readonly popover: HTMLDivElement;
  private readonly status: HTMLDivElement;
  private readonly timer: HTMLDivElement;
  private readonly minimap: HTMLDivElement;
  private nodes = new Map<string, SVGGElement>();
  /** Texts drawn on objects, lifted out of their buttons (see liftTexts), by object label. */
  private texts = new Map<string, SVGGElement>();
  private textLayer?: SVGGElement;
  private draw_?: DrawState;
  private zoom = 1;
  private panX = 0;
  private panY = 0;
  private contents: 'shown' | 'hidden' = 'shown';
  private focused?: string;
  private timerId?: ReturnType<typeof setInterval>;
  private noticeId?: ReturnType<typeof setTimeout>;
  private pointers = new Map<number, {x: number; y: number}>();
  private drag?: {x: number; y: number; panX: number; panY: number; moved: boolean; label?: string};
  private pinch?: {distance: number; zoom: number};
  private frameRequest = 0;

  constructor(
    private readonly host: HTMLElement,
    private readonly model: ChartModelView,
    private readonly clockOffset: () => number,
  ) {
    this.root = h('div', {class: 'ts-chart'});
    this.bar = h('div', {class: 'ts-bar'});
    this.viewport = h('div', {class: 'ts-viewport'});
    this.stage = h('div', {class: 'ts-stage'});
    this.popover = h('div', {class: 'ts-popover', 'aria-hidden': 'true'});
    this.popover.hidden = true;
    this.status = h('div', {class: 'ts-notice', role: 'status'});
    this.timer = h('div', {class: 'ts-timer', role: 'timer', 'aria-live': 'off'});
    this.timer.hidden = true;
    this.minimap = h('div', {class: 'ts-minimap', 'aria-hidden': 'true'});
    this.minimap.hidden = true;
    this.viewport.append(this.stage, this.minimap);
    this.root.append(this.bar, this.viewport, this.popover, this.status, this.timer);
    this.host.append(this.root);
    this.root.append(h('p', {class: 'ts-loading'}, 'Loading the seat map…'));
    this.wire();
  }

  /* ---------- drawing ---------- */

  private style(state: DrawState): VenueStyle {
    return {
      palette: palettes[this.model.colorScheme],
      state: state.state,
      prices: state.prices,
      showSeatLabels: state.showSeatLabels,
      sectionContents: this.contents,
      sectionPricing: state.sectionPricing,
      dimSections: new Set(),
      unit: 1 / Math.max(this.zoom, 1),
    };
  }

  /** The object as drawn: objectColor, colors and objectLabel applied to the figures' look. */
  private drawn(object: VObject, state: DrawState): VObject {
    const colour = state.objectColour.get(object.label);
    const text = state.objectText.get(object.label);
    if (!colour && !text) return object;
    const category = colour ? {key: object.category?.key ?? '', label: object.category?.label ?? '', color: colour} : object.category;
    return {...object, category, own: text ?? object.own};
  }

  private objectMarkup(object: VObject, state: DrawState, style: VenueStyle, table?: VTable): string {
    const text = state.objectText.has(object.label);
    const drawStyle = text ? {...style, showSeatLabels: true} : style;
    if (object.kind === 'table') {
      const drawnTable = table ?? this.model.venue.tables.find((candidate) => candidate.label === object.label)!;
      return drawTable(drawnTable, this.drawn(object, state), drawStyle);
    }
    return drawObject(this.drawn(object, state), drawStyle);
  }

  private attrs(label: string): string {
    const selectable = this.model.isSelectable(label);
    const selected = this.model.isSelected(label);
    return (
      ` role="button" tabindex="${label === this.focused ? 0 : -1}" aria-label="${esc(this.name(label))}"` +
      ` aria-pressed="${selected}"${selectable || selected ? '' : ' aria-disabled="true"'}` +
      ` data-label="${esc(label)}" class="ts-object${state(this.draw_, label)}"`
    );
    function state(drawState: DrawState | undefined, l: string): string {
      return drawState?.pulsing.has(l) ? ' ts-pulse' : '';
    }
  }

  /** The object's accessible name, with objectLabel's text when the chart draws one on it. */
  private name(label: string): string {
    return this.model.accessibleName(label, this.draw_?.objectText.get(label));
  }

  draw(): void {
    // One drawing: the model works out each object's selectability once for its status, attributes and name.
    this.model.drawing(() => this.drawAll());
  }

  private drawAll(): void {
    const model = this.model;
    const state = model.drawState();
    this.draw_ = state;
    this.contents = model.sectionContents(this.zoom);
    const style = this.style(state);
    const venue = model.venue;
    const palette = palettes[model.colorScheme];
    this.root.dataset.scheme = model.colorScheme;
    this.root.querySelector('.ts-loading')?.remove();
    this.root.querySelector('.ts-failed')?.remove();

    const sectionColour = state.sectionColour;
    const shownVenue = sectionColour.size === 0 && state.hiddenSections.size === 0 ? venue : this.sectionsFor(state);
    const visible = new Set(model.visibleObjects());
    // Each object drawn once, as the chart's state shows it; one the chart does not show is not drawn.
    const layers = drawVenueLayers(shownVenue, style, {
      object: (object) => (visible.has(object.label) ? this.objectMarkup(object, state, style) : ''),
      table: (table, object) =>
        object ? (visible.has(object.label) ? this.objectMarkup(object, state, style, table) : '') : drawTable(table, undefined, style),
    });
    if (!this.focused || !visible.has(this.focused)) this.focused = this.firstFocus(visible);
    const objects: string[] = [];
    const tables: string[] = [];
    for (const table of layers.tables) {
      if (table.label && visible.has(table.label)) tables.push(`<g${this.attrs(table.label)}>${table.markup}</g>`);
      else if (!table.label) tables.push(table.markup);
    }
    for (const entry of layers.objects) {
      if (visible.has(entry.label)) objects.push(`<g${this.attrs(entry.label)}>${entry.markup}</g>`);
    }
    const {x, y, w, h: height} = venue.bbox;
    const pad = 16;
    const markup =
      `<svg xmlns="${SVG}" class="ts-map" viewBox="${x - pad} ${y - pad} ${w + 2 * pad} ${height + 2 * pad}" ` +
      `preserveAspectRatio="xMidYMid meet" role="group" aria-label="Seat map">` +
      `<rect x="${x - pad}" y="${y - pad}" width="${w + 2 * pad}" height="${height + 2 * pad}" fill="${palette.canvas}"/>` +
      `<g aria-hidden="true">${layers.ground}</g><g>${tables.join('')}</g><g class="ts-objects">${objects.join('')}</g>` +
      `<g aria-hidden="true">${layers.top}</g><g aria-hidden="true" class="ts-texts"></g></svg>`;
    // A redraw replaces every object: the one that had focus gets it back.
    const refocus = this.stage.contains(document.activeElement);
    this.stage.innerHTML = markup;
    this.svg = this.stage.firstElementChild as unknown as SVGSVGElement;
    this.textLayer = this.svg.lastElementChild as SVGGElement;
    this.nodes = new Map();
    this.texts = new Map();
    for (const node of Array.from(this.svg.querySelectorAll<SVGGElement>('[data-label]'))) {
      this.nodes.set(node.dataset.label!, node);
      this.liftTexts(node.dataset.label!, node);
    }
    if (refocus && this.focused) this.nodes.get(this.focused)?.focus({preventScroll: true});
    // The bar first: the map's height counts it, and sizing before it was there made the first drawing's
    // height wrong until the root's resize observer sized the map again (one more layout of every seat).
    this.drawBar();
    this.sizeStage();
    this.applyTransform();
  }

  /** The venue with sectionColor's fills and without hidden sections (hideSectionsNotForSale, other floors). */
  private sectionsFor(state: DrawState): typeof this.model.venue {
    const venue = this.model.venue;
    const sections = new Map(
      [...venue.sections]
        .filter(([label]) => !state.hiddenSections.has(label))
        .map(([label, section]) => {
          const colour = state.sectionColour.get(label);
          return [
            label,
            colour
              ? {...section, category: {key: section.category?.key ?? label, label: section.category?.label ?? label, color: colour}}
              : section,
          ];
        }),
    );
    return {...venue, sections};
  }

  private firstFocus(visible: Set<string>): string | undefined {
    const order = this.model.venue.order.filter((object) => visible.has(object.label));
    return (order.find((object) => this.model.isSelectable(object.label)) ?? order[0])?.label;
  }

  /**
   * Moves the texts drawn on an object (a seat's number, an area's name and capacity, objectLabel's text) into
   * a layer of their own, drawn at the same place: a button's accessible name then says what the model says,
   * and screen readers do not read the drawing's texts a second time.
   */
  private liftTexts(label: string, node: SVGGElement): void {
    this.texts.get(label)?.remove();
    this.texts.delete(label);
    const texts = node.getElementsByTagName('text');
    if (texts.length === 0 || !this.textLayer) return;
    const group = document.createElementNS(SVG, 'g');
    const dimmed = node.firstElementChild?.getAttribute('opacity');
    if (dimmed) group.setAttribute('opacity', dimmed);
    group.append(...Array.from(texts));
    this.textLayer.append(group);
    this.texts.set(label, group);
  }

  update(labels: string[]): void {
    if (!this.svg) return;
    const state = this.model.drawState();
    this.draw_ = state;
    const style = this.style(state);
    for (const label of new Set(labels)) {
      const node = this.nodes.get(label);
      const object = this.model.venue.objects.get(label);
      if (!node || !object) continue;
      node.innerHTML = this.objectMarkup(object, state, style);
      this.liftTexts(label, node);
      const selectable = this.model.isSelectable(label);
      const selected = this.model.isSelected(label);
      node.setAttribute('aria-label', this.name(label));
      node.setAttribute('aria-pressed', String(selected));
      if (selectable || selected) node.removeAttribute('aria-disabled');
      else node.setAttribute('aria-disabled', 'true');
    }
    this.drawBar();
    if (this.focused && labels.includes(this.focused) && !this.popover.hidden) this.showPopover(this.focused);
  }

  private drawBar(): void {
    const model = this.model;
    this.bar.replaceChildren();
    const legend = model.legend();
    if (legend) {
      const list = h('ul', {class: 'ts-legend', 'aria-label': 'Legend'});
      for (const entry of legend) {
        const item = h('li');
        const swatch = h('span', {class: 'ts-swatch', 'aria-hidden': 'true'});
        if (entry.color) swatch.style.background = entry.color;
        else swatch.classList.add('ts-swatch-unavailable');
        item.append(swatch, document.createTextNode([entry.name, entry.price].filter(Boolean).join(' ')));
        list.append(item);
      }
      this.bar.append(list);
    }
    const filter = model.categoriesForFilter();
    if (filter.length > 0) {
      const group = h('div', {class: 'ts-filter', role: 'group', 'aria-label': 'Category filter'});
      for (const entry of filter) {
        const button = h('button', {type: 'button', 'aria-pressed': String(entry.filtered)});
        const swatch = h('span', {class: 'ts-swatch', 'aria-hidden': 'true'});
        swatch.style.background = entry.color;
        button.append(swatch, document.createTextNode([entry.label, entry.price].filter(Boolean).join(' ')));
        button.addEventListener('click', () => model.toggleFilter(entry.key));
        group.append(button);
      }
      this.bar.append(group);
    }
    if (model.showsFloorPicker()) {
      const floors = h('div', {class: 'ts-floors', role: 'group', 'aria-label': 'Floors'});
      const active = model.activeFloor();
      for (const name of [undefined, ...model.floors()]) {
        const button = h(
          'button',
          {type: 'button', 'aria-pressed': String(active === name)},
          name === undefined ? 'All floors' : `Floor ${name}`,
        );
        button.addEventListener('click', () => model.goToFloor(name));
        floors.append(button);
      }
      this.bar.append(floors);
    }
    if (!model.takesInput()) return;
    const tools = h('div', {class: 'ts-tools', role: 'group', 'aria-label': 'Zoom'});
    const tool = (label: string, text: string, action: () => void) => {
      const button = h('button', label === text ? {type: 'button'} : {type: 'button', 'aria-label': label, title: label}, text);
      button.addEventListener('click', action);
      tools.append(button);
    };
    tool('Zoom in', '+', () => this.zoomBy(1.4));
    tool('Zoom out', '−', () => this.zoomBy(1 / 1.4));
    tool('Reset view', 'Reset', () => this.resetView());
    if (model.showsFullScreenButton()) {
      const full = this.isFullScreen;
      tool(full ? 'Close full screen' : 'Full screen', full ? 'Close full screen' : 'Full screen', () => model.toggleFullScreen());
    }
    this.bar.append(tools);
  }

  /* ---------- view transform ---------- */

  /**
   * The viewport's height for the chart at its width: the height the map needs (at least 300 px), within the
   * room the frame leaves once the chart's bars, its countdown line and the sample's page around it are
   * counted, so nothing of the chart is cut off when the frame is shorter than the map wants.
   */
  private sizeStage(): void {
    this.sizedFor = window.innerHeight;
    const fit = this.model.fitTo();
    if (fit === 'widthAndHeight' && this.host.clientHeight > 0) {
      this.viewport.style.height = `${this.host.clientHeight - this.bar.offsetHeight}px`;
    } else {
      const chrome = this.root.offsetHeight - this.viewport.offsetHeight;
      const around = this.isFullScreen ? 0 : document.documentElement.getBoundingClientRect().height - this.root.offsetHeight;
      const room = window.innerHeight - chrome - around;
      this.viewport.style.height = `${Math.max(300, Math.min(this.naturalHeight(), room))}px`;
    }
    this.onSized?.();
  }

  /** The viewport's height that shows the whole map at the chart's width, at least 300 px. */
  private naturalHeight(): number {
    if (this.model.fitTo() === 'widthAndHeight' && this.host.clientHeight > 0) return this.viewport.offsetHeight;
    const {w, h: height} = this.model.venue.bbox;
    const width = this.viewport.clientWidth || 360;
    return Math.max(300, (width * (height + 32)) / (w + 32));
  }

  /**
   * How much taller the viewport would be at its natural height than it is (0 when the map shows whole), for
   * the frame's size: the frame asks the page for its document's height plus this. Nothing while full screen
   * or before the map is drawn.
   */
  missingHeight(): number {
    if (!this.svg || this.isFullScreen || !this.root.isConnected) return 0;
    return this.naturalHeight() - this.viewport.offsetHeight;
  }

  /** Whether the chart fills the frame (fullScreen): the frame's document then says nothing of its height. */
  get isFullScreen(): boolean {
    return this.root.classList.contains('ts-full');
  }

  /** The window's height when the viewport was last sized. */
  private sizedFor?: number;

  /** Set by the frame: the viewport was sized (a new width, height, floor, or the countdown line came or went). */
  onSized?: () => void;

  private applyTransform(): void {
    this.stage.style.transform = `translate(${this.panX}px, ${this.panY}px) scale(${this.zoom})`;
    const contents = this.model.sectionContents(this.zoom);
    if (contents !== this.contents) this.draw();
    this.drawMinimap();
  }

  private drawMinimap(): void {
    if (!this.model.showsMinimap() || this.zoom <= 1.2 || !this.model.venue) {
      this.minimap.hidden = true;
      return;
    }
    const {x, y, w, h: height} = this.model.venue.bbox;
    const palette = palettes[this.model.colorScheme];
    const vw = this.viewport.clientWidth;
    const vh = this.viewport.clientHeight;
    // The part of the venue in view, in chart units.
    const unitsPerPx = (w + 32) / vw;
    const viewX = x - 16 + (-this.panX / this.zoom) * unitsPerPx;
    const viewY = y - 16 + (-this.panY / this.zoom) * unitsPerPx;
    this.minimap.hidden = false;
    this.minimap.innerHTML =
      `<svg xmlns="${SVG}" viewBox="${x - 16} ${y - 16} ${w + 32} ${height + 32}">` +
      `<rect x="${x - 16}" y="${y - 16}" width="${w + 32}" height="${height + 32}" fill="${palette.surface}"/>` +
      drawMiniVenue(this.model.venue, palette) +
      `<rect x="${viewX}" y="${viewY}" width="${(vw / this.zoom) * unitsPerPx}" height="${(vh / this.zoom) * unitsPerPx}" fill="none" stroke="${palette.primary}" stroke-width="${w / 60}"/></svg>`;
  }

  private zoomBy(factor: number, cx = this.viewport.clientWidth / 2, cy = this.viewport.clientHeight / 2): void {
    const next = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, this.zoom * factor));
    const k = next / this.zoom;
    this.panX = cx - (cx - this.panX) * k;
    this.panY = cy - (cy - this.panY) * k;
    this.zoom = next;
    this.schedule();
  }

  private schedule(): void {
    if (this.frameRequest) return;
    this.frameRequest = requestAnimationFrame(() => {
      this.frameRequest = 0;
      this.applyTransform();
    });
  }

  zoomTo(labels: string[]): void {
    const venue = this.model.venue;
    const objects = labels.map((label) => venue.objects.get(label)).filter((object): object is VObject => Boolean(object));
    if (objects.length === 0) return this.resetView();
    const minX = Math.min(...objects.map((o) => o.x - o.w / 2)) - 20;
    const maxX = Math.max(...objects.map((o) => o.x + o.w / 2)) + 20;
    const minY = Math.min(...objects.map((o) => o.y - o.h / 2)) - 20;
    const maxY = Math.max(...objects.map((o) => o.y + o.h / 2)) + 20;
    const vw = this.viewport.clientWidth;
    const vh = this.viewport.clientHeight;
    const pxPerUnit = vw / (venue.bbox.w + 32);
    const zoom = Math.min(MAX_ZOOM, Math.max(1, Math.min(vw / ((maxX - minX) * pxPerUnit), vh / ((maxY - minY) * pxPerUnit))));
    // The stage's box is the viewport; (0,0) of the SVG's user space sits at the letterboxed origin.
    const offsetY = (vh - (venue.bbox.h + 32) * pxPerUnit) / 2;
    const cx = ((minX + maxX) / 2 - (venue.bbox.x - 16)) * pxPerUnit;
    const cy = ((minY + maxY) / 2 - (venue.bbox.y - 16)) * pxPerUnit + offsetY;
    this.zoom = zoom;
    this.panX = vw / 2 - cx * zoom;
    this.panY = vh / 2 - cy * zoom;
    this.applyTransform();
  }

  resetView(): void {
    this.zoom = 1;
    this.panX = 0;
    this.panY = 0;
    this.applyTransform();
  }

  pulse(labels: string[], on: boolean): void {
    for (const label of labels) this.nodes.get(label)?.classList.toggle('ts-pulse', on);
  }

  /* ---------- input ---------- */

  private labelAt(target: EventTarget | null): string | undefined {
    const node = (target as Element | null)?.closest?.('[data-label]') as SVGGElement | null;
    return node?.dataset.label;
  }

  private wire(): void {
    if (this.model.takesInput()) this.wireInput();
    // Sized in the next frame, and only when the width changed: sizing changes the height, which the observer sees too.
    let width = 0;
    new ResizeObserver(() => {
      requestAnimationFrame(() => {
        if (!this.svg || this.root.clientWidth === width) return;
        width = this.root.clientWidth;
        this.sizeStage();
      });
    }).observe(this.root);
    // The frame's height changes when the page sizes it to what the frame asked for: the map takes the room it has.
    // (The height it was sized for is kept by sizeStage: reading innerHeight here, before the chart is drawn, would
    // make the browser compute the document's style and layout once more before the map is in it.)
    window.addEventListener('resize', () => {
      if (!this.svg || !this.root.isConnected || window.innerHeight === this.sizedFor) return;
      this.sizeStage();
    });
  }

  /** Pointer, wheel, pinch, hover and keyboard input: none in modes print and spotlight, which take no interaction. */
  private wireInput(): void {
    const vp = this.viewport;
    vp.addEventListener('pointerdown', (event) => {
      this.pointers.set(event.pointerId, {x: event.clientX, y: event.clientY});
      if (this.pointers.size === 2) {
        const [a, b] = [...this.pointers.values()];
        this.pinch = {distance: Math.hypot(a.x - b.x, a.y - b.y), zoom: this.zoom};
        this.drag = undefined;
      } else {
        this.drag = {x: event.clientX, y: event.clientY, panX: this.panX, panY: this.panY, moved: false, label: this.labelAt(event.target)};
      }
    });
    vp.addEventListener('pointermove', (event) => {
      if (this.pointers.has(event.pointerId)) this.pointers.set(event.pointerId, {x: event.clientX, y: event.clientY});
      if (this.pinch && this.pointers.size === 2) {
        const [a, b] = [...this.pointers.values()];
        const rect = vp.getBoundingClientRect();
        this.zoomBy(
          (this.pinch.zoom * Math.hypot(a.x - b.x, a.y - b.y)) / this.pinch.distance / this.zoom,
          (a.x + b.x) / 2 - rect.left,
          (a.y + b.y) / 2 - rect.top,
        );
        return;
      }
      if (!this.drag) return;
      const dx = event.clientX - this.drag.x;
      const dy = event.clientY - this.drag.y;
      if (!this.drag.moved && Math.hypot(dx, dy) < 5) return;
      if (!this.drag.moved) vp.setPointerCapture(event.pointerId);
      this.drag.moved = true;
      this.panX = this.drag.panX + dx;
      this.panY = this.drag.panY + dy;
      this.schedule();
    });
    const end = (event: PointerEvent) => {
      this.pointers.delete(event.pointerId);
      if (this.pointers.size < 2) this.pinch = undefined;
      const drag = this.drag;
      this.drag = undefined;
      if (event.type === 'pointerup' && drag && !drag.moved && drag.label) {
        this.setFocus(drag.label, false);
        this.model.click(drag.label);
      }
    };
    vp.addEventListener('pointerup', end);
    vp.addEventListener('pointercancel', end);
    vp.addEventListener(
      'wheel',
      (event) => {
        event.preventDefault();
        const rect = vp.getBoundingClientRect();
        this.zoomBy(Math.exp(-event.deltaY * 0.002), event.clientX - rect.left, event.clientY - rect.top);
      },
      {passive: false},
    );
    // Hover follows the object under the pointer; redrawing an object replaces its shapes, which must not count as leaving it.
    vp.addEventListener('pointermove', (event) => {
      if (event.pointerType === 'touch' || this.drag?.moved) return;
      const label = this.labelAt(event.target);
      if (label === this.hovered) return;
      if (this.hovered) this.leave();
      if (label) this.enter(label);
    });
    vp.addEventListener('pointerleave', () => {
      if (this.hovered) this.leave();
    });
    vp.addEventListener('focusin', (event) => {
      const label = this.labelAt(event.target);
      if (label) this.enter(label);
    });
    vp.addEventListener('focusout', (event) => {
      if (this.labelAt(event.target) && !this.labelAt(event.relatedTarget)) this.leave();
    });
    vp.addEventListener('keydown', (event) => this.key(event));
  }

  private hovered?: string;

  private enter(label: string): void {
    if (label === this.hovered) return;
    this.hovered = label;
    this.showPopover(label);
    this.model.hover(label);
  }

  private leave(): void {
    this.hovered = undefined;
    this.popover.hidden = true;
    this.model.hover(undefined);
  }

  private key(event: KeyboardEvent): void {
    const label = this.labelAt(event.target);
    const pan = 60;
    if (event.shiftKey && event.key.startsWith('Arrow')) {
      if (event.key === 'ArrowLeft') this.panX += pan;
      if (event.key === 'ArrowRight') this.panX -= pan;
      if (event.key === 'ArrowUp') this.panY += pan;
      if (event.key === 'ArrowDown') this.panY -= pan;
      this.schedule();
    } else if (event.key.startsWith('Arrow') && label) {
      const next = this.neighbour(label, event.key);
      if (next) this.setFocus(next, true);
    } else if ((event.key === 'Enter' || event.key === ' ') && label) {
      this.model.click(label);
    } else if (event.key === '+' || event.key === '=') {
      this.zoomBy(1.4);
    } else if (event.key === '-' || event.key === '_') {
      this.zoomBy(1 / 1.4);
    } else if (event.key === '0') {
      this.resetView();
    } else if (event.key === 'Escape') {
      this.popover.hidden = true;
    } else {
      return;
    }
    event.preventDefault();
  }

  /** The nearest visible object in the arrow's direction (within a 45° cone, rows first). */
  private neighbour(label: string, key: string): string | undefined {
    const venue = this.model.venue;
    const from = venue.objects.get(label)!;
    const [dx, dy] = key === 'ArrowLeft' ? [-1, 0] : key === 'ArrowRight' ? [1, 0] : key === 'ArrowUp' ? [0, -1] : [0, 1];
    let best: string | undefined;
    let bestScore = Infinity;
    for (const [other] of this.nodes) {
      if (other === label) continue;
      const object = venue.objects.get(other)!;
      const vx = object.x - from.x;
      const vy = object.y - from.y;
      const along = vx * dx + vy * dy;
      const across = Math.abs(vx * dy - vy * dx);
      if (along <= 0 || across > along) continue;
      const score = along + across * 3;
      if (score < bestScore) {
        bestScore = score;
        best = other;
      }
    }
    return best;
  }

  private setFocus(label: string, move: boolean): void {
    const previous = this.focused ? this.nodes.get(this.focused) : undefined;
    previous?.setAttribute('tabindex', '-1');
    this.focused = label;
    const node = this.nodes.get(label);
    node?.setAttribute('tabindex', '0');
    if (move) {
      node?.focus();
      this.keepInView(label);
    }
  }

  /** Pans so that a focused object is not off screen. */
  private keepInView(label: string): void {
    const node = this.nodes.get(label);
    if (!node) return;
    const box = node.getBoundingClientRect();
    const view = this.viewport.getBoundingClientRect();
    const margin = 10;
    const dx =
      box.left < view.left + margin ? view.left + margin - box.left : box.right > view.right - margin ? view.right - margin - box.right : 0;
    const dy =
      box.top < view.top + margin ? view.top + margin - box.top : box.bottom > view.bottom - margin ? view.bottom - margin - box.bottom : 0;
    if (dx === 0 && dy === 0) return;
    this.panX += dx;
    this.panY += dy;
    this.applyTransform();
  }

  private showPopover(label: string): void {
    const content = this.model.popover(label);
    const box = this.popover;
    box.replaceChildren();
    if (content.columns.length > 0) {
      const row = h('div', {class: 'ts-pop-columns'});
      for (const [head, value] of content.columns) {
        const column = h('div');
        column.append(h('span', {class: 'ts-pop-head'}, head), h('strong', {}, value));
        row.append(column);
      }
      box.append(row);
    } else if (content.title) {
      box.append(h('strong', {}, content.title));
    }
    if (content.category || content.price) {
      const line = h('div', {class: 'ts-pop-line'});
      if (content.category) {
        const swatch = h('span', {class: 'ts-swatch', 'aria-hidden': 'true'});
        swatch.style.background = content.category.color;
        line.append(swatch, h('span', {}, content.category.name));
      }
      if (content.price) {
        const price = h('span', {class: 'ts-pop-price'});
        if (content.originalPrice) price.append(h('s', {}, content.originalPrice), document.createTextNode(' '));
        price.append(h('strong', {}, content.price));
        line.append(price);
      }
      box.append(line);
    }
    if (content.fee) box.append(h('div', {class: 'ts-pop-muted'}, `incl. ${content.fee} fee`));
    for (const type of content.ticketTypes) {
      const line = h('div', {class: 'ts-pop-line'});
      line.append(h('span', {}, type.label), h('strong', {}, type.unavailable ? 'Sold out' : type.price));
      box.append(line);
    }
    if (content.availability) box.append(h('div', {class: 'ts-pop-muted'}, content.availability));
    if (content.info) {
      const info = h('div', {class: 'ts-pop-info'});
      info.append(...infoNodes(content.info));
      box.append(info);
    }
    if (content.notice) box.append(h('div', {class: 'ts-pop-muted'}, content.notice));
    box.hidden = box.childNodes.length === 0;
    const node = this.nodes.get(label);
    if (!node || box.hidden) return;
    const rect = node.getBoundingClientRect();
    const root = this.root.getBoundingClientRect();
    const left = Math.max(4, Math.min(root.width - box.offsetWidth - 4, rect.left - root.left + rect.width / 2 - box.offsetWidth / 2));
    const above = rect.top - root.top - box.offsetHeight - 8;
    box.style.left = `${left}px`;
    box.style.top = `${above > 0 ? above : rect.bottom - root.top + 8}px`;
  }

  /* ---------- messages and dialogs ---------- */

  notice(text: string): void {
    this.status.textContent = text;
    clearTimeout(this.noticeId);
    this.noticeId = setTimeout(() => (this.status.textContent = ''), 4000);
  }

  ask(choice: Choice): Promise<string | number | undefined> {
    return new Promise((resolve) => {
      const dialog = h('dialog', {
        class: 'ts-dialog',
        'aria-label': choice.kind === 'ticketType' ? `Ticket type for ${choice.label}` : `Places in ${choice.label}`,
      });
      const form = h('form', {method: 'dialog'});
      let answer: string | number | undefined;
      if (choice.kind === 'ticketType') {
        form.append(h('p', {}, `${choice.label}: ${this.model.message('chooseTickets', 'Choose a ticket type')}`));
        for (const option of choice.options) {
          const button = h('button', {type: 'submit', value: option.ticketType}, option.text);
          button.addEventListener('click', () => (answer = option.ticketType));
          form.append(button);
        }
      } else {
        const id = `ts-places-${Math.random().toString(36).slice(2)}`;
        const label = h('label', {for: id}, `${choice.label}: ${this.model.message('selectQuantity', 'Select quantity')}`);
        const input = h('input', {
          id,
          type: 'number',
          min: '0',
          max: String(choice.max),
          value: String(Math.min(choice.max, choice.current + 1)),
        });
        const ok = h('button', {type: 'submit'}, 'OK');
        ok.addEventListener('click', () => (answer = Math.max(0, Math.min(choice.max, Math.floor(Number(input.value) || 0)))));
        form.append(label, input, ok);
      }
      const cancel = h('button', {type: 'submit', value: 'cancel'}, this.model.message('cancel', 'Cancel'));
      form.append(cancel);
      dialog.append(form);
      dialog.addEventListener('close', () => {
        dialog.remove();
        resolve(answer);
      });
      this.root.append(dialog);
      dialog.showModal();
    });
  }

  session(expiresAt: number | 'pending' | undefined): void {
    clearInterval(this.timerId);
    if (expiresAt === undefined) {
      this.timerLine(undefined);
      return;
    }
    if (expiresAt === 'pending') {
      this.timerLine('Starting the session…');
      return;
    }
    const tick = () => {
      const left = Math.max(0, Math.round((expiresAt - (Date.now() + this.clockOffset())) / 1000));
      this.timerLine(`Hold ends in ${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`);
    };
    tick();
    this.timerId = setInterval(tick, 1000);
  }

  /** The line under the map, with this text, or hidden: the map makes room for it, and the frame asks for its height. */
  private timerLine(text: string | undefined): void {
    const wasShown = !this.timer.hidden;
    this.timer.hidden = text === undefined;
    if (text !== undefined) this.timer.textContent = text;
    if (wasShown === this.timer.hidden && this.svg) this.sizeStage();
  }

  /** Set by the frame: "start over" after the session expired. */
  onStartOver?: () => void;

  expired(text: string): void {
    const dialog = h('dialog', {class: 'ts-dialog', 'aria-label': this.model.message('sessionExpired', 'Your session has expired')});
    const form = h('form', {method: 'dialog'});
    const again = h('button', {type: 'submit'}, this.model.message('sessionExpiredStartOver', 'Start over'));
    form.append(h('p', {}, text), again);
    dialog.append(form);
    dialog.addEventListener('close', () => {
      dialog.remove();
      this.onStartOver?.();
    });
    this.root.append(dialog);
    dialog.showModal();
  }

  failed(text: string): void {
    this.root.querySelector('.ts-loading')?.remove();
    this.root.append(h('p', {class: 'ts-failed', role: 'alert'}, text));
  }

  fullScreen(on: boolean): void {
    this.root.classList.toggle('ts-full', on);
    this.drawBar();
    this.sizeStage();
  }

  formField(name: string, value: string): boolean {
    const form = this.host.closest('form');
    if (!form) return false;
    let input = Array.from(form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')).find((candidate) => candidate.name === name);
    if (!input) {
      input = h('input', {type: 'hidden', name});
      form.append(input);
    }
    input.value = value;
    return true;
  }

  destroy(): void {
    clearInterval(this.timerId);
    clearTimeout(this.noticeId);
    cancelAnimationFrame(this.frameRequest);
    this.root.remove();
  }
}
