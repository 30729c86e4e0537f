/**
 * The chart frame's height. The frame says how tall its document wants to be
 * (a `size` message: the chart at its natural height for the frame's width,
 * with what the sample's page puts around it), and the page sizes the iframe
 * to that, within bounds of its own. The frame runs the reader's code, so the
 * number is untrusted: a message that is not exactly `{type: 'size', height}`
 * with a finite, non-negative height within MAX_REPORTED_HEIGHT is dropped,
 * and an accepted height is still clamped before it reaches the page's layout
 * (and the stylesheet caps the frame at its 32rem as well).
 *
 * A module of its own, free of the rest of the protocol, because the
 * playground's shell (in the page's first load) reads the boot frame's size
 * before the playground's chunk has arrived.
 */

/** The largest height a size message may carry (CSS px); anything larger is not a height this frame can mean. */
export const MAX_REPORTED_HEIGHT = 100_000;
/** The frame is never shorter than this (CSS px), whatever it says: 10rem at the default font size. */
export const MIN_FRAME_HEIGHT = 160;
/** Nor taller than this (CSS px): 32rem at the default font size, the frame's height before it says its size. */
export const MAX_FRAME_HEIGHT = 512;

/** The height a valid `size` message carries, or undefined when the data is not one. */
export function readFrameSize(data: unknown): number | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const record = data as Record<string, unknown>;
  if (record.type !== 'size') return undefined;
  if (Object.keys(record).some((key) => key !== 'type' && key !== 'height')) return undefined;
  // Its own data property only: a message that went through postMessage has nothing else, anything else is not one.
  const height: unknown = Object.getOwnPropertyDescriptor(record, 'height')?.value;
  if (typeof height !== 'number' || !Number.isFinite(height) || height < 0 || height > MAX_REPORTED_HEIGHT) return undefined;
  return height;
}

/** The iframe's height in whole CSS px for a height the frame wants: rounded up, so nothing is cut by a fraction, then clamped. */
export function frameHeight(wanted: number): number {
  if (!Number.isFinite(wanted)) return MAX_FRAME_HEIGHT;
  return Math.min(MAX_FRAME_HEIGHT, Math.max(MIN_FRAME_HEIGHT, Math.ceil(wanted)));
}
