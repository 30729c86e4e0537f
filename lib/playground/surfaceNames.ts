/**
 * The names the simulated renderer reads from the surface list
 * (lib/playground/surface.ts): the callbacks, and the options and callbacks
 * it simulates. The chart frame's bundle carries these names only, worked
 * out when the frame is built (plugins/playground), without the list's
 * descriptions of what each item does, which only the playground page's
 * coverage table and the "Try it" links show.
 */
import {surface} from './surface';

export type SurfaceNames = {callbacks: string[]; simulated: string[]};

export function surfaceNames(): SurfaceNames {
  return {
    callbacks: surface.filter((item) => item.list === 'callback').map((item) => item.name),
    simulated: surface.filter((item) => item.simulated && (item.list === 'option' || item.list === 'callback')).map((item) => item.name),
  };
}
