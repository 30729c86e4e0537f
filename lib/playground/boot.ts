/**
 * The boot frame's run. The playground page is served with its chart frame
 * (`/playground-frame.html#boot`), which runs the starter at once, before the
 * page's scripts and the tab's sandbox have loaded: it draws the demo event
 * from the copy the build bundles into it (a fresh sandbox's, so the same
 * statuses every new tab starts with) and takes clicks. Its session, holds
 * and releases wait for the page. When the page attaches, the sandbox's own
 * statuses of the event replace the copy's (a seat booked in the REST console
 * earlier in the tab shows booked), or, if the event differs in more than
 * statuses, the page runs the starter again in a new frame.
 */
import {SandboxBridge} from './bridge';
import {starter, starterKeys} from './starter';
import type {EventData} from './renderer/types';
import type {Sandbox} from '../sandbox';

export type BootRun = {
  /** The starter, as the Config editor shows it. */
  source: string;
  /** What the starter's keys run as (starterKeys). */
  placeholders: Record<string, string>;
  /** The demo workspace key and the events the starter renders, after the placeholders. */
  workspaceKey: string;
  events: string[];
  /** The page's answer to the frame's loadEvent for them, from a fresh sandbox. */
  event: EventData;
};

export function bootRun(sandbox: Sandbox): BootRun {
  const bridge = new SandboxBridge(sandbox);
  const demo = sandbox.demo;
  const source = starter(demo.events.concert);
  const placeholders = Object.fromEntries(starterKeys(demo).map((mapping) => [mapping.from, mapping.to]));
  const events = [demo.events.concert];
  const event = bridge.handle({op: 'loadEvent', workspaceKey: demo.publicKey, events}) as EventData;
  return {source, placeholders, workspaceKey: demo.publicKey, events, event};
}
