/**
 * The state of a panel's objects at the moment the figure shows: statuses,
 * channels, filters, spotlight, checked against the venue. How each object
 * then looks is lib/seatmap/look.ts, shared with the playground.
 */
import type {ObjectStatus, Panel} from './schema';
import {expandLabels, type Venue} from '../../lib/seatmap/layout';
import type {State} from '../../lib/seatmap/look';
import {SceneError} from './errors';

type Channel = Panel['channels'][number];

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
