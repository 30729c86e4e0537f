/**
 * The state of a panel's objects at the moment the figure shows: statuses,
 * channels, filters, spotlight. Decides how each object looks, by the same
 * rules the renderer uses to decide whether a buyer can select it.
 */
import type {Category} from '../../lib/seatmap/schema';
import type {ObjectStatus, Panel} from './schema';
import {expandLabels, type Venue, type VObject} from '../../lib/seatmap/layout';
import {mix, onColour, type Palette} from './palette';
import {SceneError} from './errors';

type Channel = Panel['channels'][number];

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

/** Checks every label the panel refers to against the venue, and indexes the state. */
export function resolveState(panel: Panel, venue: Venue): State {
  const known = (label: string, where: string): string => {
    if (!venue.objects.has(label)) {
      const sample = [...venue.objects.keys()].slice(0, 6).join(', ');
      throw new SceneError(`${where}: unknown object "${label}"${sample ? ` (objects include ${sample})` : ''}`);
    }
    return label;
  };
  const labels = (list: string[], where: string) => list.flatMap(expandLabels).map((label) => known(label, where));

  const byKey = new Map(panel.categories.map((category) => [String(category.key), category]));
  for (const [label, key] of Object.entries(panel.objectCategories)) {
    const category = byKey.get(String(key));
    if (!category) throw new SceneError(`objectCategories: unknown category ${JSON.stringify(key)}`);
    for (const one of labels([label], 'objectCategories')) venue.objects.get(one)!.category = category;
  }

  const status = new Map<string, ObjectStatus>();
  for (const [label, value] of Object.entries(panel.status)) {
    for (const one of labels([label], 'status')) status.set(one, value);
  }
  const categoryKeys = new Set(panel.categories.map((category) => String(category.key)));
  const knownCategories = (keys: (string | number)[], where: string) =>
    new Set(
      keys.map((key) => {
        if (!categoryKeys.has(String(key))) throw new SceneError(`${where}: unknown category ${JSON.stringify(key)}`);
        return String(key);
      }),
    );
  const channelOf = new Map<string, Channel>();
  for (const channel of panel.channels) {
    for (const label of labels(channel.objects, `channel "${channel.key}"`)) {
      if (channelOf.has(label)) throw new SceneError(`"${label}" is in two channels; an object belongs to at most one`);
      channelOf.set(label, channel);
    }
  }
  if (panel.enabledChannels) {
    const keys = new Set(panel.channels.map((channel) => channel.key));
    for (const key of panel.enabledChannels) {
      if (key !== 'NO_CHANNEL' && !keys.has(key)) throw new SceneError(`enabledChannels: unknown channel "${key}"`);
    }
  }
  for (const label of panel.spotlight ?? [])
    for (const one of expandLabels(label)) if (!venue.objects.has(one) && !venue.sections.has(one)) known(one, 'spotlight');
  for (const label of panel.dimSections) if (!venue.sections.has(label)) throw new SceneError(`dimSections: unknown section "${label}"`);

  return {
    status,
    orphans: new Set(labels(panel.orphans, 'orphans')),
    pending: new Set(labels(panel.pending, 'pending')),
    spotlight: panel.spotlight ? new Set(panel.spotlight.flatMap(expandLabels)) : undefined,
    filter: panel.filter ? knownCategories(panel.filter, 'filter') : undefined,
    unavailableCategories: knownCategories(panel.unavailableCategories, 'unavailableCategories'),
    channelOf,
    enabledChannels: panel.enabledChannels ? new Set(panel.enabledChannels) : undefined,
    channelColors: panel.channelColors,
  };
}

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
