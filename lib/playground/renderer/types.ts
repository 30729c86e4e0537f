/**
 * What the simulated renderer needs from around it: the demo data and holds
 * (the page's sandbox, reached through the frame's messages), a clock, a log,
 * and a view that draws. The chart model (chart.ts) is plain logic, so unit
 * tests drive it with a stub view and an in-memory backend.
 */
import type {VenuePlan} from '../../seatmap/schema';
import type {ObjectRef} from '../protocol';

/** An object's state in one event, as the sandbox holds it. */
export type ObjectState = {
  status: string;
  holdToken?: string;
  forSale?: boolean;
  extraData?: Record<string, unknown>;
  /** Areas: places booked, and places held per hold token. */
  numBooked?: number;
  holds?: Record<string, number>;
};

export type ChannelData = {key: string; name: string; color: string; objects: string[]};

/** A chart with the statuses of the events rendered, from the sandbox. */
export type EventData = {
  chartKey: string;
  plan: VenuePlan;
  events: {key: string; objects: Record<string, ObjectState>}[];
  channels: ChannelData[];
  zones?: {key: string; label: string; sections: string[]}[];
  /** Where "best" seats are nearest to (the stage); the venue's centre top when absent. */
  focalPoint?: {x: number; y: number};
  /** Keys of the categories marked accessible (wheelchair places). */
  accessibleCategories?: string[];
  /** Flags set in the designer, by object label. */
  objectFlags?: Record<string, {accessible?: boolean; companionSeat?: boolean}>;
};

export type HoldTokenInfo = {token: string; expiresAt: string; expiresInSeconds: number};

export interface Backend {
  loadEvent(workspaceKey: string, events: string[]): Promise<EventData>;
  session(workspaceKey: string, session: 'continue' | 'start' | 'manual', holdToken?: string): Promise<HoldTokenInfo>;
  hold(workspaceKey: string, holdToken: string, events: string[], objects: ObjectRef[]): Promise<void>;
  release(workspaceKey: string, holdToken: string, events: string[], objects: ObjectRef[]): Promise<void>;
}

/** A question the chart asks the buyer: a ticket type, or a number of places of an area. */
export type Choice =
  | {kind: 'ticketType'; label: string; options: {ticketType: string; text: string}[]}
  | {kind: 'places'; label: string; max: number; current: number};

export interface ChartView {
  /** Draws the whole chart (after render, a floor change, a redraw). */
  draw(): void;
  /** Redraws these objects only. */
  update(labels: string[]): void;
  /** Zooms to fit these objects (all when empty). */
  zoomTo(labels: string[]): void;
  /** Zooms back to the first view. */
  resetView(): void;
  pulse(labels: string[], on: boolean): void;
  /** A short message over the chart (maximum reached, not enough places...). */
  notice(text: string): void;
  ask(choice: Choice): Promise<string | number | undefined>;
  /** The session's end on the sandbox clock; 'pending' while the page has not answered yet; undefined without a session. */
  session(expiresAt: number | 'pending' | undefined): void;
  /** The session-expired dialog. */
  expired(text: string): void;
  failed(text: string): void;
  fullScreen(on: boolean): void;
  /** Hidden form fields the options ask for. */
  formField(name: string, value: string): boolean;
  destroy(): void;
}

export interface Host {
  backend: Backend;
  /** The sandbox clock, in ms. */
  now(): number;
  log(kind: 'warning' | 'note' | 'error', text: string): void;
  /** A callback fired (it is in the Callbacks log whether or not the config handles it). */
  fired(name: string, args: unknown[]): void;
  isElement(value: unknown): boolean;
  /** The element to render into, or an error message (render() throws it). */
  target(config: Record<string, unknown>): {element: unknown} | {error: string};
  createView(element: unknown, chart: ChartModelView): ChartView;
  /** A CSS colour as #rrggbb, or undefined when it is not one. */
  colour(value: string): string | undefined;
  /** The demo keys the samples' placeholders stand for. */
  placeholders: Record<string, string>;
  /**
   * Draw the chart as soon as its event has loaded, before its session has started, and take the
   * buyer's clicks meanwhile (ChartModel.earlyClick). The boot frame sets it: its session waits for
   * the page's sandbox, which loads after the frame.
   */
  earlyInput?: boolean;
}

/** What the view reads from the model to draw. */
export interface ChartModelView {
  readonly venue: import('../../seatmap/layout').Venue;
  readonly colorScheme: 'light' | 'dark';
  drawState(): import('./state').DrawState;
  /** Runs one drawing of the whole chart; the chart's state does not change within it. */
  drawing<T>(draw: () => T): T;
  accessibleName(label: string, drawnText?: string): string;
  isSelectable(label: string): boolean;
  isSelected(label: string): boolean;
  visibleObjects(): string[];
  /** Whether the buyer can act on the chart at all: zoom, pan, hover and click. Modes print and spotlight take no interaction. */
  takesInput(): boolean;
  click(label: string): void;
  hover(label: string | undefined): void;
  popover(label: string): import('./state').PopoverContent;
  sectionContents(zoom: number): 'shown' | 'hidden';
  floors(): string[];
  activeFloor(): string | undefined;
  goToFloor(name: string | undefined): void;
  categoriesForFilter(): {key: string; label: string; color: string; price?: string; filtered: boolean}[];
  toggleFilter(key: string): void;
  legend(): {color: string; name?: string; price?: string}[] | undefined;
  showsFloorPicker(): boolean;
  showsFullScreenButton(): boolean;
  showsMinimap(): boolean;
  fitTo(): 'width' | 'widthAndHeight' | undefined;
  toggleFullScreen(): void;
  message(key: string, fallback: string): string;
}
