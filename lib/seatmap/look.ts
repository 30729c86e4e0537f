/**
 * How an object looks at one moment: its fill, ink, rings and glyph, and
 * whether a buyer could select it, decided by the renderer's rules (status,
 * channels, unavailable categories, the category filter, spotlight). The
 * figures resolve this state from a scene at build time; the playground keeps
 * it live in the browser.
 */
import type {Category} from './schema';
import type {VObject} from './layout';
import {mix, onColour, type Palette} from './palette';

/** An object's status as drawn: the event's status, or a custom status with its own colour. */
export type ObjectStatus = 'free' | 'selected' | 'held' | 'booked' | 'notForSale' | 'resale' | {custom: string; color: string};

/** What the drawing needs of a channel: its key, and its colour for the Event Manager's channel view. */
export type Channel = {key: string; color: string};

export type State = {
  status: Map<string, ObjectStatus>;
  orphans: Set<string>;
  pending: Set<string>;
  spotlight?: Set<string>;
  filter?: Set<string>;
  unavailableCategories: Set<string>;
  channelOf: Map<string, Channel>;
  enabledChannels?: Set<string>;
  channelColors: boolean;
};

export type Look = {
  fill: string;
  /** Text drawn on the object (seat numbers, labels). */
  ink: string;
  opacity: number;
  edge?: string;
  dashed: boolean;
  ring?: string;
  glyph?: 'check' | 'clock' | 'resale' | 'alert';
  /** A change waiting for Apply changes (Event Manager). */
  pending?: boolean;
  selectable: boolean;
};

const NEUTRAL = '#8d97a5';

function channelAllows(object: VObject, state: State): boolean {
  if (state.channelColors) return true;
  const channel = state.channelOf.get(object.label);
  if (!state.enabledChannels) return !channel;
  return state.enabledChannels.has(channel ? channel.key : 'NO_CHANNEL');
}

export function categoryColour(category: Category | undefined): string {
  return category?.color ?? NEUTRAL;
}

export function lookOf(object: VObject, state: State, palette: Palette): Look {
  const status = state.status.get(object.label) ?? 'free';
  const categoryKey = object.category ? String(object.category.key) : undefined;
  const categoryOpen = !categoryKey || !state.unavailableCategories.has(categoryKey);
  const channel = state.channelOf.get(object.label);
  // Coloured by channel (Event Manager), objects in no channel step back to a neutral grey.
  const own = state.channelColors ? (channel ? channel.color : NEUTRAL) : categoryColour(object.category);
  const unavailable: Look = {fill: palette.unavailable, ink: palette.muted, opacity: 1, dashed: false, selectable: false};

  let look: Look;
  if (typeof status === 'object') {
    look = {fill: status.color, ink: onColour(status.color), opacity: 1, dashed: false, selectable: false};
  } else if (status === 'booked') {
    look = unavailable;
  } else if (status === 'held') {
    look = {...unavailable, glyph: 'clock'};
  } else if (status === 'notForSale') {
    look = {...unavailable, fill: mix(palette.unavailable, palette.canvas, 0.55), edge: palette.unavailableEdge, dashed: true};
  } else if (status === 'resale') {
    look = {fill: own, ink: onColour(own), opacity: 1, dashed: false, glyph: 'resale', selectable: true};
  } else if (status === 'selected') {
    look = {fill: own, ink: onColour(own), opacity: 1, dashed: false, ring: palette.ring, glyph: 'check', selectable: true};
  } else if (!categoryOpen || !channelAllows(object, state)) {
    look = unavailable;
  } else {
    look = {fill: own, ink: onColour(own), opacity: 1, dashed: false, selectable: true};
  }

  if (state.orphans.has(object.label))
    look = {fill: palette.error, ink: '#ffffff', opacity: 1, dashed: false, ring: palette.error, glyph: 'alert', selectable: true};
  if (state.filter && look.selectable && categoryKey && !state.filter.has(categoryKey)) look = {...look, opacity: 0.28};
  if (state.spotlight && !state.spotlight.has(object.label) && !(object.section && state.spotlight.has(object.section))) {
    look = {fill: palette.unavailable, ink: palette.muted, opacity: 0.55, dashed: false, selectable: false};
  }
  if (state.pending.has(object.label)) look = {...look, pending: true};
  return look;
}
