/**
 * The simulated renderer: `new tessera.SeatingChart(config).render()` as the
 * playground runs it. Each rule cites the fact of domain/renderer.yaml it
 * implements; what the playground does not simulate is logged as such by
 * config.ts. The model holds the objects of the rendered event(s), the
 * selection and the session; the view (the frame's SVG, or a test stub) draws
 * what `drawState()` says and calls `click()`.
 */
import {layoutVenue, type Venue, type VObject} from '../../seatmap/layout';
import type {Category} from '../../seatmap/schema';
import type {ObjectStatus, State} from '../../seatmap/look';
import type {ObjectRef} from '../protocol';
import {changeableKeys, readConfig} from './config';
import {priceOf, priceRange, readPricing, type ObjectPrice, type Pricing} from './pricing';
import type {DrawState, PopoverContent} from './state';
import type {ChartModelView, ChartView, EventData, Host, HoldTokenInfo, ObjectState} from './types';
import {readValidators, validate, type SeatInRow, type ValidatorSpec} from './validators';

type Config = Record<string, unknown>;
type Limiter = {
  total?: number;
  ticketType?: string;
  category?: string | number;
  quantity?: number;
  ticketTypes?: {ticketType: string; quantity: number}[];
};
type Selection = {ticketType?: string; amount: number; perTicketType: Record<string, number>};

/** What a text- or colour-valued option (objectColor, objectLabel, popoverInfo...) must return. */
const isString = (value: unknown): value is string => typeof value === 'string';
const OBJECT_TYPES: Record<VObject['kind'], string> = {seat: 'Seat', table: 'Table', booth: 'Booth', area: 'GeneralAdmissionArea'};
const DEFAULT_MESSAGES: Record<string, string> = {
  notAvailable: 'Not available',
  maxSelectionReached: 'You have reached the maximum number of selected places',
  notEnoughPlacesAvailable: 'Not enough places available',
  sessionExpired: 'Your session has expired',
  sessionExpiredAllPlacesReleased: 'All places you selected have been released.',
  renderingFailed: 'The seating chart could not be loaded',
  noLongerAvailable: 'No longer available',
  selectQuantity: 'Select quantity',
  chooseTickets: 'Choose a ticket type',
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v) => typeof v === 'string' || typeof v === 'number').map(String) : [];

export class RenderingFailed extends Error {}

/** The renderer's error for a bad call: thrown by render() and destroy(), or the reason a promise rejects. */
export class RendererError extends Error {}

export class ChartModel implements ChartModelView {
  config: Config = {};
  venue!: Venue;
  data!: EventData;
  view?: ChartView;
  colorScheme: 'light' | 'dark' = 'light';
  private pricing?: Pricing;
  private validators: ValidatorSpec[] = [];
  private states = new Map<string, ObjectState[]>();
  private selection = new Map<string, Selection>();
  private orphans: string[] = [];
  private pulsing = new Set<string>();
  private spotlight?: Set<string>;
  private floor?: string;
  private filtered = new Set<string>();
  private fullScreen = false;
  private pending = 0;
  private rows: VObject[][] = [];
  session?: HoldTokenInfo;
  destroyed = false;
  rendered = false;
  private expiredTokens = new Set<string>();
  /**
   * Seats clicked while the chart waits for its session (Host.earlyInput), in order: drawn as
   * selected, neither held nor announced, then clicked again for real once the chart has rendered.
   */
  private early?: string[];

  constructor(
    readonly host: Host,
    readonly facade: object,
  ) {}

  /* ---------- configuration ---------- */

  applyConfig(raw: Config): void {
    const {config, notices} = readConfig(raw, (value) => this.host.isElement(value));
    for (const notice of notices) this.host.log(notice.kind, notice.text);
    this.config = config;
    this.readDerived();
  }

  private readDerived(): void {
    const warn = (text: string) => this.host.log('warning', text);
    const pricingOption = this.config.pricing;
    this.pricing = readPricing(pricingOption, warn);
    this.validators = readValidators(this.config.selectionValidators, warn);
    this.filtered = new Set(strings(this.config.filteredCategories));
    this.colorScheme = this.config.colorScheme === 'dark' ? 'dark' : 'light';
    if (this.config.legend && isRecord(this.config.legend) && this.config.legend.hidePricing && this.config.legend.hideCategoryName) {
      warn('legend: hidePricing and hideCategoryName cannot both be true; hideCategoryName is ignored.');
    }
    if (this.config.objectWithoutPricingSelectable === false && !this.pricing) {
      warn('objectWithoutPricingSelectable is false and there is no pricing: nothing is selectable.');
    }
  }

  get mode(): 'normal' | 'static' | 'print' | 'spotlight' {
    return (this.config.mode as 'normal' | 'static' | 'print' | 'spotlight' | undefined) ?? 'normal';
  }

  private formatter(): ((price: number) => unknown) | undefined {
    const inside = isRecord(this.config.pricing) ? this.config.pricing.priceFormatter : undefined;
    const fn = typeof inside === 'function' ? inside : this.config.priceFormatter;
    return typeof fn === 'function' ? (fn as (price: number) => unknown) : undefined;
  }

  /** priceFormatter's text, or the raw price when it throws or returns no string. */
  formatPrice(price: number): string {
    const fn = this.formatter();
    if (!fn) return String(price);
    try {
      const out = fn(price);
      if (typeof out === 'string') return out;
      this.host.log('warning', `priceFormatter returned ${typeof out}, not a string; the raw price is shown.`);
    } catch (error) {
      this.host.log('warning', `priceFormatter threw: ${errorText(error)}; the raw price is shown.`);
    }
    return String(price);
  }

  /** Calls a function option; a throw or a wrong type is logged and the fallback used. */
  private callOption<T>(name: string, check: (value: unknown) => value is T, fallback: T, ...args: unknown[]): T {
    const fn = this.config[name];
    if (typeof fn !== 'function') return fallback;
    try {
      const out = (fn as (...a: unknown[]) => unknown)(...args);
      if (check(out)) return out;
      this.host.log('warning', `${name} returned ${typeof out}; the default is used for that object.`);
    } catch (error) {
      this.host.log('warning', `${name} threw: ${errorText(error)}; the default is used for that object.`);
    }
    return fallback;
  }

  /* ---------- callbacks ---------- */

  fire(name: string, ...args: unknown[]): void {
    this.host.fired(name, args);
    const fn = this.config[name];
    if (typeof fn !== 'function') return;
    try {
      (fn as (...a: unknown[]) => unknown)(...args);
    } catch (error) {
      this.host.log('error', `${name} threw: ${errorText(error)}`);
    }
  }

  /* ---------- rendering ---------- */

  /** Loads the event(s) and draws; a failure shows renderingFailed and fires onChartRenderingFailed. */
  async load(): Promise<void> {
    const c = this.config;
    const workspaceKey = typeof c.workspaceKey === 'string' ? c.workspaceKey : undefined;
    const events = c.events !== undefined ? strings(c.events) : typeof c.event === 'string' ? [c.event] : [];
    try {
      if (!workspaceKey) throw new RenderingFailed('workspaceKey is missing.');
      if (c.event !== undefined && c.events !== undefined) throw new RenderingFailed('pass event or events, not both.');
      if (events.length === 0) throw new RenderingFailed(c.events !== undefined ? 'events is empty.' : 'neither event nor events is set.');
      if (Array.isArray(c.channels) && c.channels.length === 0) throw new RenderingFailed('channels is an empty array.');
      if (c.channels !== undefined && c.events !== undefined) throw new RenderingFailed('event groups (events) do not support channels.');
      const mapped = events.map((key) => this.host.placeholders[key] ?? key);
      const key = this.host.placeholders[workspaceKey] ?? workspaceKey;
      this.data = await this.host.backend.loadEvent(key, mapped).catch((error: unknown) => {
        throw new RenderingFailed(errorText(error));
      });
      if (this.destroyed) return;
      this.build();
      const floors = this.floors();
      if (c.lockActiveFloor === true && floors.length > 0 && !(typeof c.activeFloor === 'string' && floors.includes(c.activeFloor))) {
        throw new RenderingFailed('lockActiveFloor needs an activeFloor that names one of the chart’s floors.');
      }
      if (typeof c.activeFloor === 'string' && floors.length > 0) {
        if (floors.includes(c.activeFloor)) this.floor = c.activeFloor;
        else this.host.log('warning', `activeFloor: no floor "${c.activeFloor}" on this chart; all floors are shown.`);
      }
      if (this.host.earlyInput && (this.config.session ?? 'none') !== 'none' && this.mode === 'normal') {
        this.early = [];
        // The page answers the session once it has loaded; the line its countdown takes is there from the first
        // drawing, so the frame does not grow when the countdown starts.
        this.view?.session('pending');
        this.view?.draw();
      }
      await this.startSession(key);
      this.preselect();
    } catch (error) {
      if (!(error instanceof RenderingFailed)) throw error;
      this.host.log('error', `Rendering failed: ${error.message}`);
      this.view?.failed(this.message('renderingFailed', DEFAULT_MESSAGES.renderingFailed));
      this.fire('onChartRenderingFailed', this.facade);
      return;
    }
    const early = this.early ?? [];
    this.early = undefined;
    // Clicked again for real: seats all at once (in this task, so none shows unselected in between), then what asks a question.
    const shown = early.filter((label) => this.selection.delete(label));
    this.rendered = true;
    this.view?.draw();
    this.afterSelectionChange([]);
    this.fire('onChartRendered', this.facade);
    await Promise.all(shown.map((label) => this.clickAsync(label)));
    for (const label of early.filter((label) => !shown.includes(label))) await this.clickAsync(label);
  }

  /** A click before the chart has rendered (Host.earlyInput): the seat shows selected, or no longer selected. */
  private earlyClick(label: string): void {
    const object = this.venue.objects.get(label);
    const early = this.early!;
    if (!object || this.destroyed) return;
    if (early.includes(label)) {
      early.splice(early.indexOf(label), 1);
      this.selection.delete(label);
    } else if (object.kind !== 'seat' || this.priceFor(object)?.ticketTypes) {
      // Places and ticket types are asked for once the chart has rendered.
      early.push(label);
    } else if (!this.isSelectable(label)) {
      this.view?.notice(`${label}: ${this.message('notAvailable', DEFAULT_MESSAGES.notAvailable)}`);
      return;
    } else if (!this.withinLimits(object, undefined, 1)) {
      this.view?.notice(this.message('maxSelectionReached', DEFAULT_MESSAGES.maxSelectionReached));
      return;
    } else {
      early.push(label);
      this.addSelection(label, undefined, 1);
    }
    this.view?.update([label]);
  }

  /**
   * The event data of the page's sandbox, for a chart drawn from the boot frame's copy of it: its
   * statuses replace the copy's before the chart has rendered. False (and nothing changed) when the
   * event differs in more than statuses, or the chart has rendered: then it must render again.
   */
  adoptEventData(fresh: EventData): boolean {
    const shape = (data: EventData) => JSON.stringify({...data, events: data.events.map((event) => event.key)});
    if (this.rendered || this.destroyed || !this.data || shape(fresh) !== shape(this.data)) return false;
    const changed = [...this.venue.objects.keys()].filter(
      (label) =>
        JSON.stringify(fresh.events.map((event) => event.objects[label] ?? null)) !==
        JSON.stringify(this.data.events.map((event) => event.objects[label] ?? null)),
    );
    this.data = fresh;
    for (const label of changed)
      this.states.set(
        label,
        fresh.events.map((event) => event.objects[label] ?? {status: 'free'}),
      );
    this.visibility = undefined;
    this.view?.update(changed);
    return true;
  }

  private build(): void {
    this.venue = layoutVenue(this.data.plan);
    this.channels = new Map(this.data.channels.flatMap((channel) => channel.objects.map((label) => [label, channel.key] as const)));
    this.states = new Map();
    for (const label of this.venue.objects.keys()) {
      this.states.set(
        label,
        this.data.events.map((event) => event.objects[label] ?? {status: 'free'}),
      );
    }
    const byRow = new Map<string, VObject[]>();
    for (const object of this.venue.order) {
      if (object.kind !== 'seat' || !object.parent) continue;
      const key = `${object.section ?? ''}\u0000${object.parent.kind}\u0000${object.parent.label}`;
      byRow.set(key, [...(byRow.get(key) ?? []), object]);
    }
    this.rows = [...byRow.values()].map((row) => row.sort((a, b) => a.x - b.x));
  }

  private async startSession(workspaceKey: string): Promise<void> {
    const session = (this.config.session as string | undefined) ?? 'none';
    if (session === 'none') {
      if (this.config.holdToken !== undefined) this.host.log('warning', "holdToken is ignored without session: 'manual'.");
      return;
    }
    if (this.mode !== 'normal') {
      this.host.log('warning', `session '${session}' is ignored in mode ${this.mode}: nothing is held.`);
      return;
    }
    if (session !== 'manual' && this.config.holdToken !== undefined)
      this.host.log('warning', "holdToken is ignored without session: 'manual'.");
    if (session === 'manual' && typeof this.config.holdToken !== 'string') {
      throw new RenderingFailed("session 'manual' needs a holdToken.");
    }
    const token =
      typeof this.config.holdToken === 'string' ? (this.host.placeholders[this.config.holdToken] ?? this.config.holdToken) : undefined;
    try {
      this.session = await this.host.backend.session(
        workspaceKey,
        session as 'continue' | 'start' | 'manual',
        session === 'manual' ? token : undefined,
      );
    } catch (error) {
      throw new RenderingFailed(`the session could not start: ${errorText(error)}`);
    }
    this.announceSession();
  }

  private announceSession(): void {
    if (!this.session) return;
    this.view?.session(Date.parse(this.session.expiresAt));
    if (typeof this.config.holdTokenInputName === 'string') {
      if (!this.view?.formField(this.config.holdTokenInputName, this.session.token))
        this.host.log('warning', 'holdTokenInputName: the chart is not inside a form; no field is added.');
    }
    this.fire('onSessionInitialized', {...this.session});
  }

  private preselect(): void {
    const wanted = Array.isArray(this.config.selectedObjects) ? this.config.selectedObjects : [];
    for (const entry of wanted) {
      const ref = typeof entry === 'string' ? {label: entry} : isRecord(entry) && typeof entry.label === 'string' ? entry : undefined;
      if (!ref) continue;
      const label = ref.label as string;
      const object = this.venue.objects.get(label);
      if (!object) continue;
      // In spotlight mode booked objects can show as selected (domain: spotlight facts).
      if (this.mode !== 'spotlight' && !this.isSelectable(label)) continue;
      const amount = object.kind === 'area' ? Math.max(1, Number(ref.amount) || 1) : 1;
      const ticketType = typeof ref.ticketType === 'string' ? ref.ticketType : undefined;
      this.selection.set(label, {ticketType, amount, perTicketType: ticketType ? {[ticketType]: amount} : {}});
    }
  }

  /* ---------- objects ---------- */

  private state(label: string): ObjectState {
    return this.states.get(label)?.[0] ?? {status: 'free'};
  }

  private ownToken(state: ObjectState): boolean {
    return state.holdToken !== undefined && state.holdToken === this.session?.token;
  }

  private channels = new Map<string, string>();

  private channelOf(label: string): string | undefined {
    return this.channels.get(label);
  }

  private enabledChannels(): string[] | undefined {
    return Array.isArray(this.config.channels) ? strings(this.config.channels) : undefined;
  }

  /** The object belongs to an enabled channel (no channels option: only objects without a channel). */
  inSelectableChannel(label: string): boolean {
    const channel = this.channelOf(label);
    const enabled = this.enabledChannels();
    if (!enabled) return channel === undefined;
    return enabled.includes(channel ?? 'NO_CHANNEL');
  }

  private priceFor(object: VObject): ObjectPrice | undefined {
    return priceOf(
      this.pricing,
      {
        label: object.label,
        categoryKey: object.category?.key,
        categoryLabel: object.category?.label,
        listing: this.listingOf(object.label)?.id,
        channel: this.channelOf(object.label),
      },
      this.enabledChannels(),
    );
  }

  private listingOf(label: string): {id: string; objects: string[]; selectAsGroup?: boolean} | undefined {
    if (!Array.isArray(this.config.listings)) return undefined;
    for (const listing of this.config.listings) {
      if (isRecord(listing) && typeof listing.id === 'string' && strings(listing.objects).includes(label))
        return {id: listing.id, objects: strings(listing.objects), selectAsGroup: listing.selectAsGroup === true};
    }
    return undefined;
  }

  private categoryListed(list: unknown, object: VObject): boolean {
    const keys = strings(list);
    return object.category !== undefined && (keys.includes(String(object.category.key)) || keys.includes(object.category.label));
  }

  /** Visible: isObjectVisible, the active floor, hidden sections. */
  isVisible(label: string): boolean {
    const object = this.venue.objects.get(label);
    if (!object) return false;
    if (this.floor !== undefined && object.section && this.venue.sections.get(object.section)?.floor !== this.floor) return false;
    if (object.section && this.hiddenSections().has(object.section)) return false;
    if (typeof this.config.isObjectVisible === 'function') {
      // The object isObjectVisible receives asks about selectability, which asks about visibility: inside the
      // call every object counts as visible. Answers are kept until the next change of state.
      if (this.checkingVisibility) return true;
      const known = this.visibility?.get(label);
      if (known !== undefined) return known;
      const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
      this.checkingVisibility = true;
      let visible: boolean;
      try {
        visible = this.callOption('isObjectVisible', isBool, true, this.publicObject(label, false), this.config.extraConfig ?? {});
      } finally {
        this.checkingVisibility = false;
      }
      (this.visibility ??= new Map()).set(label, visible);
      return visible;
    }
    return true;
  }

  private visibility?: Map<string, boolean>;
  private checkingVisibility = false;

  private hiddenSections(): Set<string> {
    const hidden = new Set<string>();
    if (this.config.hideSectionsNotForSale !== true) return hidden;
    for (const section of this.venue.sections.keys()) {
      const inside = this.venue.order.filter((object) => object.section === section);
      if (inside.length > 0 && inside.every((object) => this.state(object.label).forSale === false)) hidden.add(section);
    }
    return hidden;
  }

  /**
   * Why each object cannot be selected, kept while the view draws the whole chart (drawing): a drawing asks
   * for every object's status, selectability and name, each of which asks for the reason again.
   */
  private reasons?: Map<string, string | undefined>;

  /**
   * Runs one drawing of the chart by the view: nothing changes the chart's state meanwhile, so each object's
   * reason (unselectableReason) is worked out once in it instead of three or four times.
   */
  drawing<T>(draw: () => T): T {
    if (this.reasons) return draw();
    this.reasons = new Map();
    try {
      return draw();
    } finally {
      this.reasons = undefined;
    }
  }

  /** Why an object cannot be selected now, or undefined when it can (status, channel, categories, options). */
  unselectableReason(label: string, checkVisibility = true): string | undefined {
    // Not while isObjectVisible runs: inside it every object counts as visible.
    const kept = checkVisibility && !this.checkingVisibility ? this.reasons : undefined;
    if (kept?.has(label)) return kept.get(label);
    const reason = this.reasonNow(label, checkVisibility);
    kept?.set(label, reason);
    return reason;
  }

  private reasonNow(label: string, checkVisibility: boolean): string | undefined {
    const object = this.venue.objects.get(label);
    if (!object) return 'unknown object';
    if (this.mode !== 'normal') return `mode ${this.mode}`;
    const states = this.states.get(label) ?? [];
    for (const state of states) {
      if (state.forSale === false) return 'not for sale';
      if (object.kind === 'area') {
        const free = (object.capacity ?? 0) - (state.numBooked ?? 0) - Object.values(state.holds ?? {}).reduce((a, b) => a + b, 0);
        if (free <= 0 && !this.selection.has(label)) return 'sold out';
      } else if (state.status !== 'free' && !(state.status === 'reservedByToken' && this.ownToken(state))) {
        return state.status === 'reservedByToken' ? 'held' : state.status;
      }
    }
    if (!this.inSelectableChannel(label)) return 'not in an enabled channel';
    if (!object.category && this.config.objectWithoutCategorySelectable === false) return 'no category';
    if (
      Array.isArray(this.config.availableCategories) &&
      this.config.availableCategories.length > 0 &&
      !this.categoryListed(this.config.availableCategories, object)
    )
      return 'category not available';
    if (this.categoryListed(this.config.unavailableCategories, object)) return 'category unavailable';
    if (
      Array.isArray(this.config.selectableObjects) &&
      !this.config.selectableObjects.some((entry) => (isRecord(entry) ? entry.label : entry) === label)
    )
      return 'not in selectableObjects';
    if (this.config.objectWithoutPricingSelectable === false && !this.priceFor(object)) return 'no price';
    if (this.limitedOut(object)) return 'not covered by maxSelectedObjects';
    if (checkVisibility && !this.isVisible(label)) return 'hidden';
    return undefined;
  }

  isSelectable(label: string): boolean {
    return this.unselectableReason(label) === undefined;
  }

  isSelected(label: string): boolean {
    return this.selection.has(label);
  }

  /** With limiters by category, objects of categories no limiter names are not selectable (domain: maxSelectedObjects). */
  private limitedOut(object: VObject): boolean {
    const limiters = this.limiters();
    if (!limiters) return false;
    const byCategory = limiters.filter((limiter) => limiter.category !== undefined);
    if (byCategory.length === 0) return false;
    return !byCategory.some(
      (limiter) => String(limiter.category) === String(object.category?.key) || limiter.category === object.category?.label,
    );
  }

  private limiters(): Limiter[] | undefined {
    const value = this.config.maxSelectedObjects;
    if (typeof value === 'number') return [{total: value}];
    if (!Array.isArray(value)) return undefined;
    return value.filter((limiter, index): limiter is Limiter => {
      const ok =
        isRecord(limiter) &&
        (limiter.total === undefined || (Number.isInteger(limiter.total) && (limiter.total as number) > 0)) &&
        (limiter.quantity === undefined || (Number.isInteger(limiter.quantity) && (limiter.quantity as number) > 0)) &&
        !(limiter.quantity !== undefined && limiter.ticketTypes !== undefined);
      if (!ok)
        this.host.log(
          'warning',
          `maxSelectedObjects[${index}]: a limiter needs a positive integer quantity (not with ticketTypes); ignored.`,
        );
      return ok;
    });
  }

  /** Places selected overall, of a category, of a ticket type. */
  private placesWhere(
    filter: (object: VObject, ticketType: string | undefined) => boolean,
    extra?: {object: VObject; ticketType?: string; amount: number},
  ): number {
    let total = 0;
    for (const [label, selection] of this.selection) {
      const object = this.venue.objects.get(label)!;
      if (Object.keys(selection.perTicketType).length > 0) {
        for (const [type, count] of Object.entries(selection.perTicketType)) if (filter(object, type)) total += count;
      } else if (filter(object, selection.ticketType)) total += selection.amount;
    }
    if (extra && filter(extra.object, extra.ticketType)) total += extra.amount;
    return total;
  }

  /** Whether selecting `amount` more places of this object stays within maxSelectedObjects. */
  private withinLimits(object: VObject, ticketType: string | undefined, amount: number): boolean {
    const limiters = this.limiters();
    if (!limiters) return true;
    const extra = {object, ticketType, amount};
    const sameCategory = (limiter: Limiter) => (o: VObject) =>
      String(limiter.category) === String(o.category?.key) || limiter.category === o.category?.label;
    for (const limiter of limiters) {
      if (limiter.total !== undefined && this.placesWhere(() => true, extra) > limiter.total) return false;
      if (limiter.category === undefined && limiter.ticketType !== undefined && limiter.quantity !== undefined) {
        if (this.placesWhere((_, type) => type === limiter.ticketType, extra) > limiter.quantity) return false;
      }
      if (limiter.category !== undefined && limiter.quantity !== undefined) {
        if (this.placesWhere((o) => sameCategory(limiter)(o), extra) > limiter.quantity) return false;
      }
      if (limiter.category !== undefined && limiter.ticketTypes) {
        for (const entry of limiter.ticketTypes)
          if (this.placesWhere((o, type) => sameCategory(limiter)(o) && type === entry.ticketType, extra) > entry.quantity) return false;
      }
    }
    return true;
  }

  /* ---------- selection ---------- */

  takesInput(): boolean {
    return this.mode === 'normal' || this.mode === 'static';
  }

  /** A click (or Enter/Space) on an object, in normal mode: select or deselect, asking for a ticket type or places. */
  click(label: string): void {
    if (this.early && !this.rendered) this.earlyClick(label);
    else void this.clickAsync(label);
  }

  async clickAsync(label: string): Promise<void> {
    const object = this.venue.objects.get(label);
    if (!object || this.destroyed || !this.takesInput()) return;
    this.fire('onObjectClicked', this.publicObject(label));
    if (this.mode !== 'normal') return;
    if (this.spotlight) this.clearSpotlight();
    if (this.selection.has(label) && object.kind !== 'area') {
      const group = this.groupOf(label);
      await this.deselect(group.length > 1 ? group : [label]);
      return;
    }
    if (!this.isSelectable(label)) {
      this.view?.notice(`${label}: ${this.message('notAvailable', DEFAULT_MESSAGES.notAvailable)}`);
      return;
    }
    const places = this.config.numberOfPlacesToSelect;
    if (typeof places === 'number' && places > 0 && object.kind === 'seat') {
      await this.selectAdjacent(object, places);
      return;
    }
    const price = this.priceFor(object);
    let ticketType: string | undefined;
    if (price?.ticketTypes) {
      const options = price.ticketTypes.filter((type) => !type.unavailable);
      const answer =
        options.length === 1
          ? options[0].ticketType
          : await this.view?.ask({
              kind: 'ticketType',
              label,
              options: options.map((type) => ({
                ticketType: type.ticketType,
                text: `${type.label ?? type.ticketType}, ${this.formatPrice(type.price)}`,
              })),
            });
      if (typeof answer !== 'string') return;
      ticketType = answer;
    }
    let amount = 1;
    if (object.kind === 'area' && !object.bookAsAWhole) {
      const current = this.selection.get(label)?.amount ?? 0;
      const answer = await this.view?.ask({kind: 'places', label, max: this.areaFree(object) + current, current});
      if (typeof answer !== 'number') return;
      if (answer <= current) {
        if (current > 0) await this.deselect([label], current - answer);
        return;
      }
      amount = answer - current;
    }
    const listing = this.listingOf(label);
    const labels = listing?.selectAsGroup ? listing.objects.filter((other) => other === label || this.isSelectable(other)) : [label];
    await this.select(labels.map((one) => ({label: one, ticketType, amount: one === label ? amount : 1})));
  }

  private groupOf(label: string): string[] {
    const listing = this.listingOf(label);
    return listing?.selectAsGroup ? listing.objects.filter((other) => this.selection.has(other)) : [label];
  }

  private areaFree(object: VObject): number {
    const states = this.states.get(object.label) ?? [];
    return Math.min(
      ...states.map(
        (state) => (object.capacity ?? 0) - (state.numBooked ?? 0) - Object.values(state.holds ?? {}).reduce((a, b) => a + b, 0),
      ),
    );
  }

  /** One-click mode: the click selects this many adjacent free seats of the row, around the clicked one. */
  private async selectAdjacent(object: VObject, places: number): Promise<void> {
    const row = this.rows.find((candidate) => candidate.includes(object)) ?? [object];
    const index = row.indexOf(object);
    let best: VObject[] | undefined;
    for (let start = Math.max(0, index - places + 1); start <= index && start + places <= row.length; start += 1) {
      const block = row.slice(start, start + places);
      if (block.every((seat) => this.isSelectable(seat.label) && !this.selection.has(seat.label))) {
        const off = Math.abs(start + (places - 1) / 2 - index);
        if (!best || off < Math.abs(row.indexOf(best[0]) + (places - 1) / 2 - index)) best = block;
      }
    }
    if (!best) {
      this.view?.notice(this.message('notEnoughPlacesAvailable', DEFAULT_MESSAGES.notEnoughPlacesAvailable));
      return;
    }
    const previous = [...this.selection.keys()];
    if (previous.length > 0) await this.deselect(previous);
    await this.select(best.map((seat) => ({label: seat.label, amount: 1})));
  }

  /**
   * Selects objects: checks maxSelectedObjects, fires onObjectSelected for
   * each, then the validators, then holds them in the session. Selection
   * comes before the hold, as the pages say: a failed hold undoes the
   * selection and fires onObjectDeselected. Returns false when nothing was
   * selected or the hold failed.
   */
  async select(refs: {label: string; ticketType?: string; amount: number}[], options: {quiet?: boolean} = {}): Promise<boolean> {
    const accepted: typeof refs = [];
    for (const ref of refs) {
      const object = this.venue.objects.get(ref.label)!;
      if (!this.withinLimits(object, ref.ticketType, ref.amount + accepted.filter((a) => a.label === ref.label).length * 0)) {
        if (!options.quiet) this.view?.notice(this.message('maxSelectionReached', DEFAULT_MESSAGES.maxSelectionReached));
        break;
      }
      this.addSelection(ref.label, ref.ticketType, ref.amount);
      accepted.push(ref);
    }
    if (accepted.length === 0) return false;
    const labels = accepted.map((ref) => ref.label);
    this.view?.update(labels);
    for (const ref of accepted) this.fire('onObjectSelected', this.publicObject(ref.label), this.ticketTypeJson(ref.label, ref.ticketType));
    this.afterSelectionChange(labels);
    const held = await this.holdCall('hold', accepted);
    if (!held) {
      const undone = accepted.filter((ref) => this.selection.has(ref.label));
      for (const ref of undone) this.removeSelection(ref.label, ref.amount);
      this.view?.update(labels);
      for (const ref of undone)
        this.fire('onObjectDeselected', this.publicObject(ref.label), this.ticketTypeJson(ref.label, ref.ticketType));
      this.afterSelectionChange(labels);
      return false;
    }
    return accepted.length === refs.length;
  }

  private addSelection(label: string, ticketType: string | undefined, amount: number): void {
    const current = this.selection.get(label) ?? {ticketType, amount: 0, perTicketType: {}};
    current.amount += amount;
    current.ticketType = ticketType ?? current.ticketType;
    if (ticketType) current.perTicketType[ticketType] = (current.perTicketType[ticketType] ?? 0) + amount;
    this.selection.set(label, current);
  }

  private removeSelection(label: string, amount?: number): void {
    const current = this.selection.get(label);
    if (!current) return;
    if (amount === undefined || amount >= current.amount) {
      this.selection.delete(label);
      return;
    }
    current.amount -= amount;
  }

  async deselect(labels: string[], amount?: number): Promise<void> {
    const present = labels.filter((label) => this.selection.has(label));
    if (present.length === 0) return;
    const refs = present.map((label) => ({
      label,
      ticketType: this.selection.get(label)!.ticketType,
      amount: amount ?? this.selection.get(label)!.amount,
    }));
    for (const ref of refs) this.removeSelection(ref.label, amount);
    this.view?.update(present);
    // The release request follows the deselection, as it follows the buyer's click.
    for (const ref of refs) this.fire('onObjectDeselected', this.publicObject(ref.label), this.ticketTypeJson(ref.label, ref.ticketType));
    this.afterSelectionChange(present);
    await this.holdCall('release', refs);
  }

  /** A hold or release in the session, with the callbacks around it; true without a session. */
  private async holdCall(kind: 'hold' | 'release', refs: {label: string; ticketType?: string; amount: number}[]): Promise<boolean> {
    if (!this.session || this.mode !== 'normal') return true;
    const counted = refs.filter((ref) => {
      const object = this.venue.objects.get(ref.label)!;
      return object.kind !== 'area' || this.config.holdOnSelectForGAs !== false;
    });
    if (counted.length === 0) return true;
    const objects: ObjectRef[] = counted.map((ref) => {
      const object = this.venue.objects.get(ref.label)!;
      return object.kind === 'area' ? {label: ref.label, amount: ref.amount} : {label: ref.label};
    });
    // As the docs give it: the ticket types held with the objects (TicketType objects), empty without multi-level pricing.
    const ticketTypes = counted.filter((ref) => ref.ticketType).map((ref) => this.ticketTypeJson(ref.label, ref.ticketType));
    const publicObjects = counted.map((ref) => this.publicObject(ref.label));
    this.pending += 1;
    if (this.pending === 1) this.fire('onHoldCallsInProgress');
    const events = this.data.events.map((event) => event.key);
    let ok = true;
    try {
      if (kind === 'hold') await this.host.backend.hold(this.workspaceKey(), this.session.token, events, objects);
      else await this.host.backend.release(this.workspaceKey(), this.session.token, events, objects);
      for (const ref of counted) this.noteOwnHold(ref.label, kind, ref.amount);
      this.fire(kind === 'hold' ? 'onHoldSucceeded' : 'onReleaseHoldSucceeded', publicObjects, ticketTypes);
    } catch (error) {
      ok = false;
      this.host.log('warning', `The ${kind} failed: ${errorText(error)}`);
      this.fire(kind === 'hold' ? 'onHoldFailed' : 'onReleaseHoldFailed', publicObjects, ticketTypes);
      if (kind === 'hold')
        this.view?.notice(
          `${counted.map((ref) => ref.label).join(', ')}: ${this.message('noLongerAvailable', DEFAULT_MESSAGES.noLongerAvailable)}`,
        );
    }
    this.pending -= 1;
    if (this.pending === 0) this.fire('onHoldCallsComplete');
    return ok || kind === 'release';
  }

  private workspaceKey(): string {
    const key = String(this.config.workspaceKey);
    return this.host.placeholders[key] ?? key;
  }

  private noteOwnHold(label: string, kind: 'hold' | 'release', amount: number): void {
    const object = this.venue.objects.get(label)!;
    for (const state of this.states.get(label) ?? []) {
      if (object.kind === 'area') {
        const token = this.session!.token;
        const holds = {...(state.holds ?? {})};
        holds[token] = Math.max(0, (holds[token] ?? 0) + (kind === 'hold' ? amount : -amount));
        if (holds[token] === 0) delete holds[token];
        state.holds = holds;
      } else if (kind === 'hold') {
        state.status = 'reservedByToken';
        state.holdToken = this.session!.token;
      } else {
        state.status = 'free';
        delete state.holdToken;
      }
    }
  }

  /** Validators, orphans, the form field and the frame's state after a selection change. */
  afterSelectionChange(changed: string[]): void {
    this.visibility = undefined;
    const previousOrphans = this.orphans;
    if (this.validators.length > 0) {
      const rows: SeatInRow[][] = this.rows.map((row) =>
        row.map((seat) => ({
          label: seat.label,
          selected: this.selection.has(seat.label),
          open: !this.selection.has(seat.label) && this.isSelectable(seat.label),
          category: seat.category ? String(seat.category.key) : undefined,
          accessible: this.isAccessibleCategory(seat.category) || this.data.objectFlags?.[seat.label]?.accessible,
          companionSeat: this.data.objectFlags?.[seat.label]?.companionSeat,
        })),
      );
      const places = [...this.selection.values()].reduce((sum, selection) => sum + selection.amount, 0);
      const result = validate(this.validators, {rows, places});
      this.orphans = result.orphans;
      if (result.violations.length === 0) this.fire('onSelectionValid');
      else this.fire('onSelectionInvalid', result.violations);
    } else {
      this.orphans = [];
    }
    const redraw = new Set([...previousOrphans, ...this.orphans]);
    if (redraw.size > 0) this.view?.update([...redraw]);
    if (typeof this.config.selectedObjectsInputName === 'string' && this.rendered) {
      if (!this.view?.formField(this.config.selectedObjectsInputName, this.selectedLabels().join(',')) && changed.length > 0)
        this.host.log('warning', 'selectedObjectsInputName: the chart is not inside a form; no field is added.');
    }
    this.onChange?.();
  }

  /** Set by the frame to send the selection and session to the page. */
  onChange?: () => void;

  selectedLabels(): string[] {
    const labels: string[] = [];
    for (const [label, selection] of this.selection) for (let i = 0; i < Math.max(1, selection.amount); i += 1) labels.push(label);
    return labels;
  }

  /* ---------- live changes from the sandbox ---------- */

  /** Status changes in the sandbox (the REST console, another tab's hold, an expiry). */
  statusChanged(eventKey: string, objects: {label: string; status: string; holdToken?: string}[]): void {
    if (!this.rendered) return;
    const index = this.data.events.findIndex((event) => event.key === eventKey);
    if (index < 0) return;
    const changed: string[] = [];
    const lost: string[] = [];
    for (const update of objects) {
      const states = this.states.get(update.label);
      if (!states) continue;
      const state = states[index];
      const object = this.venue.objects.get(update.label)!;
      if (object.kind === 'area') continue;
      if (state.status === update.status && state.holdToken === update.holdToken) continue;
      const mine = update.status === 'reservedByToken' && update.holdToken === this.session?.token;
      state.status = update.status;
      state.holdToken = update.holdToken;
      // The sandbox reporting this chart's own hold back is no news for the buyer.
      if (mine && this.selection.has(update.label)) continue;
      changed.push(update.label);
      if (this.selection.has(update.label) && update.status !== 'free' && !mine) lost.push(update.label);
    }
    if (changed.length === 0) return;
    this.visibility = undefined;
    const lostTypes = new Map(lost.map((label) => [label, this.selection.get(label)?.ticketType]));
    for (const label of lost) this.selection.delete(label);
    this.view?.update(changed);
    for (const label of changed) this.fire('onObjectStatusChanged', this.publicObject(label));
    for (const label of lost) {
      const object = this.publicObject(label);
      this.fire('onSelectedObjectUnavailable', object);
      this.fire('onSelectedObjectBooked', object);
      this.fire('onObjectDeselected', object, this.ticketTypeJson(label, lostTypes.get(label)));
    }
    if (lost.length > 0) this.afterSelectionChange(lost);
  }

  /** The session's hold token expired on the sandbox clock: the dialog, onHoldTokenExpired, the selection released. */
  tokenExpired(token: string): void {
    if (!this.session || this.session.token !== token || this.expiredTokens.has(token)) return;
    this.expiredTokens.add(token);
    const released = [...this.selection.keys()];
    const releasedTypes = new Map(released.map((label) => [label, this.selection.get(label)?.ticketType]));
    this.selection.clear();
    for (const states of this.states.values())
      for (const state of states) {
        if (state.holdToken === token) {
          state.status = 'free';
          delete state.holdToken;
        }
        if (state.holds?.[token]) delete state.holds[token];
      }
    this.view?.update(released);
    this.view?.session(undefined);
    this.view?.expired(
      `${this.message('sessionExpired', DEFAULT_MESSAGES.sessionExpired)}. ${this.message('sessionExpiredAllPlacesReleased', DEFAULT_MESSAGES.sessionExpiredAllPlacesReleased)}`,
    );
    this.fire('onHoldTokenExpired');
    // Tessera released the objects already: the selection empties, with no release request.
    for (const label of released)
      this.fire('onObjectDeselected', this.publicObject(label), this.ticketTypeJson(label, releasedTypes.get(label)));
    this.afterSelectionChange(released);
  }

  /** The expiry dialog's "Start over": a new session, except with 'manual', where only your server makes tokens. */
  async startOver(): Promise<void> {
    if (this.config.session === 'manual') {
      this.host.log(
        'warning',
        "Start over: with session 'manual' the renderer cannot create a hold token. Fetch a new one from your server in onHoldTokenExpired and render the chart again with it.",
      );
      return;
    }
    await this.newSession();
  }

  /** startNewSession(), and "Start over" after expiry. */
  async newSession(): Promise<void> {
    if (!this.session && (this.config.session ?? 'none') === 'none')
      throw new RendererError("startNewSession: the chart was rendered with session 'none'.");
    if (this.config.session === 'manual')
      throw new RendererError(
        "startNewSession: with session 'manual' your server owns the hold tokens. Create a new one there, then destroy() the chart and render a new one with it.",
      );
    const previous = [...this.selection.keys()];
    if (previous.length > 0) await this.deselect(previous);
    this.session = await this.host.backend.session(this.workspaceKey(), 'start');
    this.announceSession();
    this.onChange?.();
  }

  /* ---------- what callbacks receive ---------- */

  private ticketTypeJson(label: string, ticketType: string | undefined): unknown {
    if (!ticketType) return undefined;
    const object = this.venue.objects.get(label)!;
    const type = this.priceFor(object)?.ticketTypes?.find((candidate) => candidate.ticketType === ticketType);
    if (!type) return {ticketType};
    return {
      ticketType: type.ticketType,
      price: type.price,
      ...(type.fee !== undefined ? {fee: type.fee} : {}),
      ...(type.label !== undefined ? {label: type.label} : {}),
      ...(type.description !== undefined ? {description: type.description} : {}),
      formattedPrice: this.formatPrice(type.price),
      ...(type.originalPrice !== undefined
        ? {originalPrice: type.originalPrice, formattedOriginalPrice: this.formatPrice(type.originalPrice)}
        : {}),
    };
  }

  categoryJson(category: Category | undefined): Record<string, unknown> | undefined {
    if (!category) return undefined;
    const entryPrice = priceOf(this.pricing, {label: '', categoryKey: category.key, categoryLabel: category.label}, this.enabledChannels());
    const price = entryPrice?.price ?? entryPrice?.ticketTypes?.[0]?.price;
    return {
      key: category.key,
      label: category.label,
      color: category.color,
      accessible: this.isAccessibleCategory(category),
      isFiltered: this.filtered.has(String(category.key)) || this.filtered.has(category.label),
      pricing:
        price === undefined
          ? undefined
          : {price, formattedPrice: this.formatPrice(price), ...(entryPrice?.fee !== undefined ? {fee: entryPrice.fee} : {})},
      hasSelectableObjects: this.venue.order.some((object) => object.category?.key === category.key && this.isSelectable(object.label)),
    };
  }

  private isAccessibleCategory(category: Category | undefined): boolean {
    return category !== undefined && (this.data.accessibleCategories ?? []).includes(String(category.key));
  }

  /**
   * The plain object a callback or a method receives (domain: object_properties),
   * with the methods select(), deselect(), pulse(), unpulse() and isInChannel().
   */
  publicObject(label: string, withVisibility = true): Record<string, unknown> {
    const object = this.venue.objects.get(label)!;
    const state = this.state(label);
    const selection = this.selection.get(label);
    const price = this.priceFor(object);
    const section = object.section ? this.venue.sections.get(object.section) : undefined;
    const displayed = object.parent ? `${object.parent.label}-${object.own}` : object.own;
    const base: Record<string, unknown> = {
      label,
      labels: {
        own: object.own,
        displayedLabel: displayed,
        ...(object.parent ? {parent: object.parent.label} : {}),
        ...(object.section ? {section: object.section} : {}),
      },
      objectType: OBJECT_TYPES[object.kind],
      category: this.categoryJson(object.category),
      pricing: price
        ? price.ticketTypes
          ? {ticketTypes: price.ticketTypes.map((type) => this.ticketTypeJson(label, type.ticketType))}
          : {price: price.price, formattedPrice: this.formatPrice(price.price!)}
        : undefined,
      selected: this.selection.has(label),
      selectable: withVisibility
        ? this.isSelectable(label)
        : this.unselectableReason(label) === undefined || this.unselectableReason(label) === 'hidden',
      selectedTicketType: selection?.ticketType,
      status: object.kind === 'area' ? (this.areaFree(object) > 0 ? 'free' : 'booked') : state.status,
      forSale: state.forSale !== false,
      extraData: state.extraData,
      accessible: this.isAccessibleCategory(object.category),
      inSelectableChannel: this.inSelectableChannel(label),
      isInChannel: (key: string) => this.channelOf(label) === key,
      center: {x: object.x, y: object.y},
      floor: section?.floor,
      select: (ticketType?: string) => this.selectForApi([{label, ticketType}], 'all'),
      deselect: (ticketType?: string) => this.deselectForApi([ticketType ? {label, ticketType} : label]),
    };
    if (this.data.events.length > 1) {
      base.dataPerEvent = Object.fromEntries(
        this.data.events.map((event, i) => [
          event.key,
          {status: this.states.get(label)![i].status, extraData: this.states.get(label)![i].extraData},
        ]),
      );
    }
    if (object.kind === 'seat') {
      base.parent = {type: object.parent?.kind ?? 'row'};
      base.isOrphan = this.orphans.includes(label);
      base.pulse = () => this.pulse([label], true);
      base.unpulse = () => this.pulse([label], false);
    }
    if (object.kind === 'table') {
      base.seats = this.venue.tables.find((table) => table.label === label)?.seats.map((seat) => ({label: seat.label})) ?? [];
    }
    if (object.kind === 'area') {
      const holds = state.holds ?? {};
      base.capacity = object.capacity;
      base.numBooked = state.numBooked ?? 0;
      base.numFree = this.areaFree(object);
      base.numSelected = selection?.amount ?? 0;
      base.selectionPerTicketType = selection?.perTicketType ?? {};
      base.holds = Object.fromEntries(Object.entries(holds).map(([token, count]) => [token, {NO_TICKET_TYPE: count}]));
      base.bookAsAWhole = object.bookAsAWhole;
    }
    return base;
  }

  sectionObject(label: string): Record<string, unknown> | undefined {
    const section = this.venue.sections.get(label);
    if (!section) return undefined;
    const inside = this.venue.order.filter((object) => object.section === label);
    const selectable = inside.filter((object) => this.isSelectable(object.label));
    const listed = selectable.filter((object) => this.listingOf(object.label));
    const listedPrices = priceRange(listed.map((object) => this.priceFor(object)));
    return {
      objectType: 'section',
      label,
      sectionCategory: this.categoryJson(section.category),
      numberOfSelectableObjects: selectable.length,
      numberOfSelectedObjects: inside.filter((object) => this.selection.has(object.label)).length,
      selectableCategories: [...new Set(selectable.map((object) => object.category?.key).filter((key) => key !== undefined))],
      isInteractive: selectable.length > 0,
      ...(listed.length > 0 ? {ticketListing: {minPrice: listedPrices?.[0], quantity: listed.length}} : {}),
    };
  }

  /* ---------- methods behind the facade ---------- */

  private resolveRefs(entries: unknown[]): {label: string; ticketType?: string; amount: number; error?: string}[] {
    return entries.map((entry) => {
      const label = typeof entry === 'string' ? entry : isRecord(entry) && typeof entry.label === 'string' ? entry.label : undefined;
      if (!label) return {label: String(entry), amount: 1, error: 'not a label'};
      const object = this.venue.objects.get(label);
      if (!object) return {label, amount: 1, error: 'no object has this label'};
      const ticketType = isRecord(entry) && typeof entry.ticketType === 'string' ? entry.ticketType : undefined;
      const amount = isRecord(entry) && typeof entry.amount === 'number' ? entry.amount : 1;
      if (object.kind === 'area' && !object.bookAsAWhole && !(isRecord(entry) && typeof entry.amount === 'number'))
        return {label, amount, error: 'an area needs amount'};
      const types = this.priceFor(object)?.ticketTypes;
      if (types && !ticketType) return {label, amount, error: 'ticketType is missing'};
      if (types && ticketType && !types.some((type) => type.ticketType === ticketType))
        return {label, amount, error: `unknown ticketType "${ticketType}"`};
      if (!this.isSelectable(label)) return {label, amount, error: `not selectable (${this.unselectableReason(label)})`};
      return {label, ticketType, amount};
    });
  }

  /** doSelectObjects (all or nothing), trySelectObjects (what it can). */
  async selectForApi(entries: unknown[], how: 'all' | 'try'): Promise<void> {
    this.requireRendered();
    const refs = this.resolveRefs(entries);
    const bad = refs.filter((ref) => ref.error);
    if (how === 'all' && bad.length > 0) throw new RendererError(bad.map((ref) => `${ref.label}: ${ref.error}`).join('; '));
    const good = refs.filter((ref) => !ref.error && !this.selection.has(ref.label));
    if (how === 'all') {
      const total = this.placesWhere(() => true) + good.reduce((sum, ref) => sum + ref.amount, 0);
      const limiters = this.limiters();
      const cap = limiters?.find((limiter) => limiter.total !== undefined)?.total;
      if (cap !== undefined && total > cap) throw new RendererError('the selection would exceed maxSelectedObjects.');
    }
    if (good.length === 0) return;
    const ok = await this.select(good, {quiet: true});
    if (!ok && how === 'all') throw new RendererError('not every object could be selected.');
  }

  async deselectForApi(entries: unknown[]): Promise<void> {
    this.requireRendered();
    const labels = entries
      .map((entry) => (typeof entry === 'string' ? entry : isRecord(entry) ? String(entry.label) : ''))
      .filter((label) => this.selection.has(label));
    await this.deselect(labels);
  }

  async selectCategories(keys: unknown[]): Promise<void> {
    this.requireRendered();
    const wanted = strings(keys);
    const labels = this.venue.order
      .filter(
        (object) =>
          object.kind !== 'area' &&
          object.category &&
          (wanted.includes(String(object.category.key)) || wanted.includes(object.category.label)),
      )
      .filter((object) => this.isSelectable(object.label) && !this.selection.has(object.label))
      .map((object) => object.label);
    const cap = this.limiters()?.find((limiter) => limiter.total !== undefined)?.total;
    if (cap !== undefined && this.placesWhere(() => true) + labels.length > cap)
      throw new RendererError('the categories hold more selectable objects than maxSelectedObjects allows.');
    if (labels.length > 0)
      await this.select(
        labels.map((label) => ({label, amount: 1})),
        {quiet: true},
      );
  }

  async deselectCategories(keys: unknown[]): Promise<void> {
    this.requireRendered();
    const wanted = strings(keys);
    const labels = [...this.selection.keys()].filter((label) => {
      const category = this.venue.objects.get(label)!.category;
      return category && (wanted.includes(String(category.key)) || wanted.includes(category.label));
    });
    await this.deselect(labels);
  }

  async clearSelection(): Promise<void> {
    this.requireRendered();
    await this.deselect([...this.selection.keys()]);
  }

  listCategories(): Record<string, unknown>[] {
    this.requireRendered();
    return this.data.plan.categories.map((category) => this.categoryJson(category)!);
  }

  findObject(label: unknown): Record<string, unknown> {
    this.requireRendered();
    if (typeof label !== 'string' || !this.venue.objects.has(label))
      throw new RendererError(`findObject: no object is labelled ${JSON.stringify(label)} (labels are case-sensitive).`);
    return this.publicObject(label);
  }

  report(groupBy?: 'zone'): Record<string, unknown> {
    this.requireRendered();
    const count = (labels: string[]) => {
      const out = {selectable: 0, notSelectable: 0};
      for (const label of labels)
        if (this.isSelectable(label)) out.selectable += 1;
        else out.notSelectable += 1;
      return out;
    };
    const all = [...this.venue.objects.keys()];
    if (groupBy !== 'zone') return count(all);
    const zones = this.data.zones ?? [];
    return Object.fromEntries(
      zones.map((zone) => [zone.key, count(all.filter((label) => zone.sections.includes(this.venue.objects.get(label)!.section ?? '')))]),
    );
  }

  listZones(): {key: string; label: string}[] {
    this.requireRendered();
    return (this.data.zones ?? []).map((zone) => ({key: zone.key, label: zone.label}));
  }

  /** holdBestAvailable: the free seats nearest the focal point, side by side where possible, held in the session. */
  async holdBestAvailable(params: unknown): Promise<{objects: Record<string, unknown>[]; nextToEachOther: boolean}> {
    this.requireRendered();
    if (!this.session) throw new RendererError('holdBestAvailable needs a session.');
    const p = isRecord(params) ? params : {};
    if (p.number !== undefined && p.ticketTypes !== undefined) throw new RendererError('pass number or ticketTypes, not both.');
    if (p.ticketTypes !== undefined && p.categories === undefined) throw new RendererError('ticketTypes needs categories.');
    const number =
      typeof p.number === 'number'
        ? p.number
        : isRecord(p.ticketTypes)
          ? Object.values(p.ticketTypes).reduce((a: number, b) => a + Number(b), 0)
          : 0;
    if (!Number.isInteger(number) || number < 1) throw new RendererError('number must be a positive integer.');
    const categories = p.categories === undefined ? undefined : strings(p.categories);
    const focal = this.data.focalPoint ?? {x: this.venue.bbox.x + this.venue.bbox.w / 2, y: this.venue.bbox.y};
    const fits = (seat: VObject) =>
      this.isSelectable(seat.label) &&
      !this.selection.has(seat.label) &&
      (!categories || (seat.category && (categories.includes(String(seat.category.key)) || categories.includes(seat.category.label)))) &&
      (!Array.isArray(p.sections) || strings(p.sections).includes(seat.section ?? ''));
    const distance = (seats: VObject[]) =>
      seats.reduce((sum, seat) => sum + Math.hypot(seat.x - focal.x, seat.y - focal.y), 0) / seats.length;
    let best: VObject[] | undefined;
    for (const row of this.rows) {
      for (let start = 0; start + number <= row.length; start += 1) {
        const block = row.slice(start, start + number);
        if (block.every(fits) && (!best || distance(block) < distance(best))) best = block;
      }
    }
    let nextToEachOther = true;
    if (!best) {
      const loose = this.venue.order.filter((object) => object.kind === 'seat' && fits(object));
      if (loose.length < number) throw new RendererError('not enough free objects match.');
      best = loose.sort((a, b) => distance([a]) - distance([b])).slice(0, number);
      nextToEachOther = false;
    }
    const ok = await this.select(
      best.map((seat) => ({label: seat.label, amount: 1})),
      {quiet: true},
    );
    if (!ok) throw new RendererError('the hold failed.');
    return {objects: best.map((seat) => this.publicObject(seat.label)), nextToEachOther};
  }

  async changeConfig(update: unknown): Promise<void> {
    this.requireRendered();
    if (!isRecord(update)) throw new RendererError('changeConfig needs an object.');
    if (Array.isArray(update.channels) && update.channels.length === 0) throw new RendererError('channels cannot be an empty array.');
    const allowed: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(update)) {
      if (changeableKeys.has(key)) allowed[key] = value;
      else this.host.log('warning', `changeConfig cannot change ${key}; ignored. Destroy the chart and render a new one to change it.`);
    }
    const {config, notices} = readConfig(allowed, (value) => this.host.isElement(value));
    for (const notice of notices) this.host.log(notice.kind, notice.text);
    const filterBefore = [...this.filtered].join('\u0000');
    for (const key of Object.keys(allowed)) {
      if (key in config) this.config[key] = config[key];
    }
    this.readDerived();
    this.visibility = undefined;
    this.view?.draw();
    if ([...this.filtered].join('\u0000') !== filterBefore) this.fire('onFilteredCategoriesChanged', this.filteredCategoryObjects());
    this.afterSelectionChange([]);
  }

  private filteredCategoryObjects(): Record<string, unknown>[] {
    return this.data.plan.categories
      .filter((category) => this.filtered.has(String(category.key)) || this.filtered.has(category.label))
      .map((category) => this.categoryJson(category)!);
  }

  /* ---------- view-only operations ---------- */

  pulse(labels: string[], on: boolean): void {
    const known = labels.filter((label) => this.venue.objects.has(label));
    for (const label of known) {
      if (on) this.pulsing.add(label);
      else this.pulsing.delete(label);
    }
    if (known.length > 0) this.view?.pulse(known, on);
  }

  setSpotlight(labels: string[]): void {
    this.spotlight = labels.length > 0 ? new Set(labels) : undefined;
    this.view?.draw();
  }

  clearSpotlight(): void {
    if (!this.spotlight) return;
    this.spotlight = undefined;
    this.view?.draw();
  }

  zoomToSection(label: unknown): Record<string, unknown>[] {
    const section = typeof label === 'string' ? this.sectionObject(label) : undefined;
    if (!section) return [];
    this.view?.zoomTo(this.venue.order.filter((object) => object.section === label).map((object) => object.label));
    return [section];
  }

  /* ---------- for the view ---------- */

  message(key: string, fallback: string): string {
    const messages = this.config.messages;
    if (isRecord(messages) && key in messages) {
      if (typeof messages[key] === 'string') return messages[key] as string;
      this.host.log('warning', `messages.${key}: not a string; the built-in text is shown.`);
    }
    return fallback;
  }

  drawState(): DrawState {
    const status = new Map<string, ObjectStatus>();
    const hidden = new Set<string>();
    const objectColour = new Map<string, string>();
    const objectText = new Map<string, string>();
    const colours = this.configColours();
    for (const object of this.venue.order) {
      const label = object.label;
      if (!this.isVisible(label)) {
        hidden.add(label);
        continue;
      }
      const selected = this.selection.has(label);
      const drawn = this.drawnStatus(object, selected);
      status.set(label, drawn);
      const colour = this.objectColourOf(object, selected, drawn, colours);
      if (colour) objectColour.set(label, colour);
      const text = this.objectTextOf(object);
      if (text) objectText.set(label, text);
    }
    const hiddenSections = this.hiddenSections();
    if (this.floor !== undefined)
      for (const section of this.venue.sections.values()) if (section.floor !== this.floor) hiddenSections.add(section.label);
    return {
      state: this.lookState(status),
      objectColour,
      objectText,
      sectionColour: this.sectionColours(),
      hidden,
      hiddenSections,
      showSeatLabels: this.config.showSeatLabels === true,
      sectionPricing:
        this.config.showSectionPricingOverlay === true ||
        (isRecord(this.config.pricing) && this.config.pricing.showSectionPricingOverlay === true),
      prices: {
        label: (key) => this.rangeText(this.venue.order.filter((object) => object.category?.key === key)),
        range: () => undefined,
      },
      pulsing: new Set(this.pulsing),
    };
  }

  /** colors' available and selected fills (#rrggbb); a value that is no CSS colour is logged and the scheme's stays. */
  private configColours(): {available?: string; selected?: string} {
    const colors = isRecord(this.config.colors) ? this.config.colors : {};
    const available = typeof colors.availableObjectColor === 'string' ? this.host.colour(colors.availableObjectColor) : undefined;
    const selected = typeof colors.selectedObjectColor === 'string' ? this.host.colour(colors.selectedObjectColor) : undefined;
    for (const colourKey of ['availableObjectColor', 'selectedObjectColor', 'errorColor']) {
      if (typeof colors[colourKey] === 'string' && !this.host.colour(colors[colourKey] as string))
        this.host.log('warning', `colors.${colourKey}: not a valid CSS colour; the scheme colour stays.`);
    }
    return {available, selected};
  }

  /** How an object is drawn: selected, not for sale, held, booked (unselectable in normal mode) or free. */
  private drawnStatus(object: VObject, selected: boolean): ObjectStatus {
    const label = object.label;
    const reason = selected ? undefined : this.unselectableReason(label);
    const state = this.state(label);
    if (selected) return 'selected';
    if (state.forSale === false) return 'notForSale';
    if (state.status === 'reservedByToken' && object.kind !== 'area') return 'held';
    if (reason !== undefined && this.mode === 'normal') return 'booked';
    if ((state.status === 'booked' || reason === 'sold out') && this.mode !== 'normal') return 'booked';
    return 'free';
  }

  /** The object's fill from colors and objectColor, when it is not its category's. */
  private objectColourOf(
    object: VObject,
    selected: boolean,
    drawn: ObjectStatus,
    colours: {available?: string; selected?: string},
  ): string | undefined {
    const defaultColour = object.category?.color ?? '#8d97a5';
    let colour =
      selected && colours.selected ? colours.selected : !selected && drawn === 'free' && colours.available ? colours.available : undefined;
    if (typeof this.config.objectColor === 'function') {
      const {out, hex} = this.colourOption('objectColor', this.publicObject(object.label), defaultColour);
      if (hex && out !== defaultColour) colour = hex;
    }
    return colour;
  }

  /** A colour option's answer for one object or section (called with it, its default colour and extraConfig), and that answer as a hex colour when it is one. */
  private colourOption(name: 'objectColor' | 'sectionColor', subject: unknown, defaultColour: string): {out: string; hex?: string} {
    const out = this.callOption(name, isString, defaultColour, subject, defaultColour, this.config.extraConfig ?? {});
    return {out, hex: this.host.colour(out)};
  }

  /** objectLabel's text for the object, or undefined. */
  private objectTextOf(object: VObject): string | undefined {
    if (typeof this.config.objectLabel !== 'function') return undefined;
    const out = this.callOption('objectLabel', isString, '', this.publicObject(object.label), object.own, this.config.extraConfig ?? {});
    return out || undefined;
  }

  /** sectionColor's fills, by section label. */
  private sectionColours(): Map<string, string> {
    const sectionColour = new Map<string, string>();
    if (typeof this.config.sectionColor !== 'function') return sectionColour;
    for (const section of this.venue.sections.values()) {
      const defaultColour = section.category?.color ?? '#8d97a5';
      const {hex} = this.colourOption('sectionColor', this.sectionObject(section.label), defaultColour);
      if (hex) sectionColour.set(section.label, hex);
    }
    return sectionColour;
  }

  /** lib/seatmap's state of the look: statuses, orphans, spotlight and filter. */
  private lookState(status: Map<string, ObjectStatus>): State {
    const spotlight = this.spotlight ?? (this.mode === 'spotlight' ? new Set([...this.selection.keys()]) : undefined);
    return {
      status,
      orphans: new Set(this.orphans),
      pending: new Set(),
      spotlight: spotlight && spotlight.size > 0 ? spotlight : undefined,
      filter: this.filtered.size > 0 ? this.filterKeys() : undefined,
      unavailableCategories: new Set(),
      channelOf: new Map(),
      channelColors: false,
    };
  }

  private filterKeys(): Set<string> {
    const keys = new Set<string>();
    for (const category of this.data.plan.categories)
      if (this.filtered.has(String(category.key)) || this.filtered.has(category.label)) keys.add(String(category.key));
    return keys;
  }

  private rangeText(objects: VObject[]): string | undefined {
    const range = priceRange(objects.map((object) => this.priceFor(object)));
    if (!range) return undefined;
    return range[0] === range[1] ? this.formatPrice(range[0]) : `${this.formatPrice(range[0])} – ${this.formatPrice(range[1])}`;
  }

  /**
   * "A-12, Stalls, €45, available": label, category, price, status, as the seat's accessible name. It also
   * holds the text drawn on the object (an area's capacity, objectLabel's text), so the name contains what a
   * sighted user reads there.
   */
  accessibleName(label: string, drawnText?: string): string {
    const object = this.venue.objects.get(label)!;
    const parts = [label];
    if (object.kind === 'area' && object.capacity !== undefined) parts.push(`${object.capacity} places`);
    if (drawnText && !label.includes(drawnText)) parts.push(drawnText);
    if (object.category) parts.push(object.category.label);
    const price = this.rangeText([object]);
    if (price) parts.push(price);
    const reason = this.selection.has(label) ? undefined : this.unselectableReason(label);
    if (object.kind === 'area' && object.capacity !== undefined) parts.push(`${this.areaFree(object)} free`);
    parts.push(
      this.selection.has(label)
        ? 'selected'
        : reason === undefined
          ? 'available'
          : reason === 'booked' || reason === 'held'
            ? reason
            : 'not available',
    );
    if (this.orphans.includes(label)) parts.push('left as a single empty seat');
    return parts.join(', ');
  }

  visibleObjects(): string[] {
    return this.venue.order.filter((object) => this.isVisible(object.label)).map((object) => object.label);
  }

  hover(label: string | undefined): void {
    if (!this.takesInput()) return;
    if (this.hovered && this.venue.objects.has(this.hovered)) this.fire('onObjectMouseOut', this.publicObject(this.hovered));
    this.hovered = label;
    if (label) this.fire('onObjectMouseOver', this.publicObject(label));
  }

  private hovered?: string;

  popover(label: string): PopoverContent {
    const object = this.venue.objects.get(label)!;
    const raw = {
      ...(isRecord(this.config.objectTooltip) ? this.config.objectTooltip : {}),
      ...(isRecord(this.config.objectPopover) ? this.config.objectPopover : {}),
    };
    const show = (key: string, fallback: boolean) => (typeof raw[key] === 'boolean' ? (raw[key] as boolean) : fallback);
    const price = this.priceFor(object);
    const columns: [string, string][] = [];
    if (show('stylizedLabel', true)) {
      if (object.section) columns.push(['Section', object.section]);
      if (object.parent) columns.push([object.parent.kind === 'table' ? 'Table' : 'Row', object.parent.label]);
      columns.push([
        object.kind === 'seat' ? 'Seat' : object.kind === 'area' ? 'Area' : object.kind === 'table' ? 'Table' : 'Booth',
        object.own,
      ]);
    }
    const content: PopoverContent = {title: show('showLabel', true) ? label : '', columns, ticketTypes: []};
    if (show('showCategory', true) && object.category) content.category = {name: object.category.label, color: object.category.color};
    if (show('showPricing', true) && price) {
      if (price.ticketTypes) {
        content.ticketTypes = price.ticketTypes.map((type) => ({
          label: type.label ?? type.ticketType,
          price: this.formatPrice(type.price),
          unavailable: type.unavailable === true,
        }));
      } else if (price.price !== undefined) {
        content.price = this.formatPrice(price.price);
        if (price.originalPrice !== undefined) content.originalPrice = this.formatPrice(price.originalPrice);
        if (price.fee !== undefined) content.fee = this.formatPrice(price.fee);
      }
    }
    if (show('showAvailability', false) && object.kind === 'area' && object.capacity !== undefined)
      content.availability = `${this.areaFree(object)} of ${object.capacity} places free`;
    const infoName =
      typeof this.config.popoverInfo === 'function'
        ? 'popoverInfo'
        : typeof this.config.tooltipInfo === 'function'
          ? 'tooltipInfo'
          : undefined;
    if (infoName) {
      const info = this.callOption(infoName, isString, '', this.publicObject(label));
      if (info) content.info = info;
    }
    if (!this.selection.has(label) && !this.isSelectable(label) && show('showUnavailableNotice', true))
      content.notice = this.message('notAvailable', DEFAULT_MESSAGES.notAvailable);
    return content;
  }

  sectionContents(zoom: number): 'shown' | 'hidden' {
    const value =
      this.config.alwaysShowSectionContents === true ? 'always' : ((this.config.showSectionContents as string | undefined) ?? 'always');
    if (value === 'always') return 'shown';
    // auto and onlyAfterZoom: sections are solid until the buyer zooms in.
    return zoom >= 1.6 ? 'shown' : 'hidden';
  }

  floors(): string[] {
    const floors: string[] = [];
    for (const section of this.venue.sections.values()) if (section.floor && !floors.includes(section.floor)) floors.push(section.floor);
    return floors;
  }

  activeFloor(): string | undefined {
    return this.floor;
  }

  goToFloor(name: string | undefined): void {
    if (this.config.lockActiveFloor === true) return;
    if (name !== undefined && !this.floors().includes(name)) return;
    if (name === this.floor) return;
    this.floor = name;
    this.view?.draw();
    this.fire('onFloorChanged', name === undefined ? undefined : {name});
  }

  categoriesForFilter(): {key: string; label: string; color: string; price?: string; filtered: boolean}[] {
    const filter = isRecord(this.config.categoryFilter) ? this.config.categoryFilter : undefined;
    if (!filter || filter.enabled !== true) return [];
    const entries = this.data.plan.categories.map((category) => {
      const objects = this.venue.order.filter((object) => object.category?.key === category.key);
      const range = priceRange(objects.map((object) => this.priceFor(object)));
      return {
        key: String(category.key),
        label: category.label,
        color: category.color,
        low: range?.[0],
        price: this.rangeText(objects),
        filtered: this.filtered.has(String(category.key)) || this.filtered.has(category.label),
      };
    });
    const sortBy = filter.sortBy ?? 'price';
    if (sortBy === 'name') entries.sort((a, b) => a.label.localeCompare(b.label));
    if (sortBy === 'price') entries.sort((a, b) => (a.low ?? Infinity) - (b.low ?? Infinity));
    if (sortBy === 'priceDescending') entries.sort((a, b) => (b.low ?? -Infinity) - (a.low ?? -Infinity));
    return entries.map(({low: _low, ...entry}) => entry);
  }

  toggleFilter(key: string): void {
    const filter = isRecord(this.config.categoryFilter) ? this.config.categoryFilter : {};
    const multi = filter.multiSelect !== false;
    const next = new Set(multi ? this.filtered : []);
    if (this.filtered.has(key)) next.delete(key);
    else next.add(key);
    this.filtered = next;
    this.config.filteredCategories = [...next];
    this.view?.draw();
    if (filter.zoomOnSelect === true && next.size > 0)
      this.view?.zoomTo(this.venue.order.filter((object) => next.has(String(object.category?.key))).map((object) => object.label));
    this.fire('onFilteredCategoriesChanged', this.filteredCategoryObjects());
  }

  legend(): {color: string; name?: string; price?: string}[] | undefined {
    if (this.config.showLegend !== true) return undefined;
    const options = isRecord(this.config.legend) ? this.config.legend : {};
    const hidePricing = options.hidePricing === true;
    const hideName = options.hideCategoryName === true && !hidePricing;
    const used = this.data.plan.categories.filter((category) => this.venue.order.some((object) => object.category?.key === category.key));
    const entries: {color: string; name?: string; price?: string}[] = used
      .filter(
        (category) =>
          options.hideNonSelectableCategories !== true ||
          this.venue.order.some((object) => object.category?.key === category.key && this.isSelectable(object.label)),
      )
      .map((category) => ({
        color: category.color,
        name: hideName ? undefined : category.label,
        price: hidePricing ? undefined : this.rangeText(this.venue.order.filter((object) => object.category?.key === category.key)),
      }));
    if (options.hideUnavailableLegendItem !== true) entries.push({color: '', name: this.message('notAvailable', 'Unavailable')});
    return entries;
  }

  showsFloorPicker(): boolean {
    return this.floors().length > 0 && this.config.showFloorElevator !== false;
  }

  showsFullScreenButton(): boolean {
    return this.config.showFullScreenButton !== false;
  }

  showsMinimap(): boolean {
    return this.config.showMinimap !== false;
  }

  fitTo(): 'width' | 'widthAndHeight' | undefined {
    return this.config.fitTo as 'width' | 'widthAndHeight' | undefined;
  }

  toggleFullScreen(): void {
    this.fullScreen = !this.fullScreen;
    this.view?.fullScreen(this.fullScreen);
    this.fire(this.fullScreen ? 'onFullScreenOpened' : 'onFullScreenClosed');
  }

  requireRendered(): void {
    if (this.destroyed) throw new RendererError('the chart is destroyed.');
    if (!this.rendered) throw new RendererError('the chart has not rendered yet; call methods in onChartRendered.');
  }

  resetForRerender(): void {
    this.selection.clear();
    this.orphans = [];
    this.spotlight = undefined;
    this.pulsing.clear();
    this.rendered = false;
  }
}

export function errorText(error: unknown): string {
  if (error instanceof Error) return `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}`;
  try {
    return typeof error === 'string' ? error : JSON.stringify(error);
  } catch {
    return String(error);
  }
}
