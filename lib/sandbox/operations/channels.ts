/**
 * Channels of an event (openapi/paths/events_{eventKey}_channels*.yaml;
 * domain/platform.md §9): objects and area places reserved for a channel,
 * which only requests naming its key may select or book. An object belongs to
 * at most one channel (OBJECT_IN_OTHER_CHANNEL); keys are unique per event
 * (CHANNEL_KEY_ALREADY_EXISTS). Labels need not be on the chart yet.
 */
import {bodyOf, noContent, optString, optStrings, type Body, type Ctx, type Reply, type Route} from '../context';
import {ApiError, illegal} from '../errors';
import {findEvent} from '../lookup';
import {LIMITS, type ChannelState, type EventState} from '../state';

function areaPlacesOf(value: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [label, places] of Object.entries(value)) if (typeof places === 'number' && places > 0) out[label] = places;
  }
  return out;
}

/** A channel from a request body. */
export function channelFrom(body: Body): ChannelState {
  const key = optString(body.key);
  const name = optString(body.name);
  if (!key) throw illegal('A channel needs a key');
  if (name === undefined) throw illegal(`Channel ${key} needs a name`);
  const channel: ChannelState = {
    key,
    name,
    objects: [...new Set(optStrings(body.objects) ?? [])],
    areaPlaces: areaPlacesOf(body.areaPlaces),
  };
  const color = optString(body.color);
  if (color !== undefined) channel.color = color;
  if (typeof body.index === 'number') channel.index = body.index;
  return channel;
}

/** Checks a complete channel list of an event: unique keys, each object in at most one channel. */
export function checkChannels(channels: ChannelState[]): void {
  if (channels.length > LIMITS.channelsPerEvent) throw illegal(`The sandbox keeps at most ${LIMITS.channelsPerEvent} channels per event`);
  const keys = new Set<string>();
  const owner = new Map<string, string>();
  for (const channel of channels) {
    if (keys.has(channel.key)) throw new ApiError('CHANNEL_KEY_ALREADY_EXISTS', `The event already has a channel with key ${channel.key}`);
    keys.add(channel.key);
    for (const label of channel.objects) {
      const other = owner.get(label);
      if (other !== undefined) {
        throw new ApiError(
          'OBJECT_IN_OTHER_CHANNEL',
          `Object ${label} is in channel ${other} already; an object belongs to at most one channel`,
          {objects: [label]},
        );
      }
      owner.set(label, channel.key);
    }
  }
}

export function channelJson(channel: ChannelState) {
  return {...channel};
}

function findChannel(event: EventState, key: string): ChannelState {
  const channel = event.channels.find((c) => c.key === key);
  if (!channel) throw new ApiError('CHANNEL_NOT_FOUND', `Event ${event.key} has no channel with key ${key}`);
  return channel;
}

/** Applies a new channel list when it passes the checks. */
function replace(ctx: Ctx, event: EventState, channels: ChannelState[]): Reply {
  checkChannels(channels);
  event.channels = channels;
  event.updatedOn = ctx.now;
  ctx.changedData = true;
  return noContent();
}

function add(ctx: Ctx): Reply {
  const event = findEvent(ctx.scope, ctx.params.eventKey);
  const body = ctx.body;
  const list = Array.isArray(body) ? body : [bodyOf(ctx)];
  const added = list.map((entry) => channelFrom((entry ?? {}) as Body));
  return replace(ctx, event, [...event.channels, ...added]);
}

function update(ctx: Ctx): Reply {
  const event = findEvent(ctx.scope, ctx.params.eventKey);
  const current = findChannel(event, ctx.params.channelKey);
  const body = bodyOf(ctx);
  const next: ChannelState = {...current};
  if (typeof body.name === 'string') next.name = body.name;
  if (typeof body.color === 'string') next.color = body.color;
  if (body.objects !== undefined) next.objects = [...new Set(optStrings(body.objects) ?? [])];
  if (body.areaPlaces !== undefined) next.areaPlaces = areaPlacesOf(body.areaPlaces);
  return replace(
    ctx,
    event,
    event.channels.map((c) => (c === current ? next : c)),
  );
}

function changeObjects(ctx: Ctx, direction: 1 | -1): Reply {
  const event = findEvent(ctx.scope, ctx.params.eventKey);
  const current = findChannel(event, ctx.params.channelKey);
  const body = bodyOf(ctx);
  const labels = optStrings(body.objects) ?? [];
  const places = areaPlacesOf(body.areaPlaces);
  const next: ChannelState = {...current, objects: [...current.objects], areaPlaces: {...current.areaPlaces}};
  if (direction === 1) {
    for (const label of labels) if (!next.objects.includes(label)) next.objects.push(label);
    for (const [label, n] of Object.entries(places)) next.areaPlaces[label] = (next.areaPlaces[label] ?? 0) + n;
  } else {
    next.objects = next.objects.filter((label) => !labels.includes(label));
    for (const [label, n] of Object.entries(places)) {
      const left = (next.areaPlaces[label] ?? 0) - n;
      if (left > 0) next.areaPlaces[label] = left;
      else delete next.areaPlaces[label];
    }
  }
  return replace(
    ctx,
    event,
    event.channels.map((c) => (c === current ? next : c)),
  );
}

export const channelRoutes: Route[] = [
  {id: 'addChannels', method: 'POST', path: '/events/{eventKey}/channels', handler: add},
  {
    id: 'replaceChannels',
    method: 'POST',
    path: '/events/{eventKey}/channels/replace',
    handler: (ctx) => {
      const event = findEvent(ctx.scope, ctx.params.eventKey);
      const list = bodyOf(ctx).channels;
      if (!Array.isArray(list)) throw illegal('channels must be a list of channels');
      return replace(
        ctx,
        event,
        list.map((entry) => channelFrom((entry ?? {}) as Body)),
      );
    },
  },
  {id: 'updateChannel', method: 'POST', path: '/events/{eventKey}/channels/{channelKey}', handler: update},
  {
    id: 'removeChannel',
    method: 'DELETE',
    path: '/events/{eventKey}/channels/{channelKey}',
    handler: (ctx) => {
      const event = findEvent(ctx.scope, ctx.params.eventKey);
      const channel = findChannel(event, ctx.params.channelKey);
      return replace(
        ctx,
        event,
        event.channels.filter((c) => c !== channel),
      );
    },
  },
  {
    id: 'addObjectsToChannel',
    method: 'POST',
    path: '/events/{eventKey}/channels/{channelKey}/objects',
    handler: (ctx) => changeObjects(ctx, 1),
  },
  {
    id: 'removeObjectsFromChannel',
    method: 'DELETE',
    path: '/events/{eventKey}/channels/{channelKey}/objects',
    handler: (ctx) => changeObjects(ctx, -1),
  },
];
