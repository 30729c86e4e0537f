/** The smallest text, in CSS pixels, a diagram may show without pointing the reader to its full-size view. */
export const MIN_TEXT_PX = 12;

/** Elements that carry a diagram's text: SVG text, and the HTML labels of flowcharts. */
const TEXT = 'text, foreignObject div, foreignObject span';

/** The smallest font size, in the diagram's own units, of any text in the SVG. */
export function smallestFont(svg: SVGSVGElement): number {
  let smallest = Number.POSITIVE_INFINITY;
  svg.querySelectorAll(TEXT).forEach((element) => {
    if (!element.textContent?.trim()) return;
    const size = Number.parseFloat(getComputedStyle(element).fontSize);
    if (size > 0) smallest = Math.min(smallest, size);
  });
  return Number.isFinite(smallest) ? smallest : 16;
}

/** Zoom limits of the full-size view, as multiples of the diagram's natural size. */
export const ZOOM_MIN = 0.1;
export const ZOOM_MAX = 4;
const STEP = 1.25;

const clamp = (zoom: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));

/** The zoom at which the diagram's smallest text (`font`, in its own units) reads at MIN_TEXT_PX, never below natural size. */
export function readableZoom(font: number): number {
  return clamp(Math.max(1, MIN_TEXT_PX / font));
}

/** The zoom at which the whole diagram (`width` × `height`) fits a `box` of the given size. */
export function fitZoom(width: number, height: number, box: {width: number; height: number}): number {
  if (width <= 0 || height <= 0) return 1;
  return clamp(Math.min(box.width / width, box.height / height));
}

/** One step in or out from `zoom`. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  return clamp(direction > 0 ? zoom * STEP : zoom / STEP);
}

/**
 * Where to scroll after a zoom so that the point of the content under `anchor` (a position in
 * the viewport of the scrolling box, e.g. its centre or the pointer) stays under it.
 */
export function scrollAfterZoom(scroll: number, anchor: number, ratio: number): number {
  return Math.max(0, (scroll + anchor) * ratio - anchor);
}

/** Which way a flowchart runs (`flowchart LR`, `graph TD`...), or null for other diagrams. */
export function flowDirection(source: string): 'TB' | 'BT' | 'LR' | 'RL' | null {
  const found = /^\s*(?:flowchart|graph)\s+(TB|TD|BT|LR|RL)\b/m.exec(source)?.[1];
  if (!found) return null;
  return found === 'TD' ? 'TB' : (found as 'TB' | 'BT' | 'LR' | 'RL');
}

type Size = {width: number; height: number};

/**
 * Where the full-size view first scrolls when the drawing is larger than the view: to where the
 * diagram starts, with the cross axis centred, so a reader on a phone sees the first boxes and parts of
 * their neighbours on both sides rather than a corner. Top-down charts start at the top centre,
 * left-to-right ones at the left middle; other diagrams (sequences, timelines) at the top left.
 */
export function startScroll(direction: ReturnType<typeof flowDirection>, content: Size, view: Size): {left: number; top: number} {
  const spareX = Math.max(0, content.width - view.width);
  const spareY = Math.max(0, content.height - view.height);
  switch (direction) {
    case 'TB':
      return {left: spareX / 2, top: 0};
    case 'BT':
      return {left: spareX / 2, top: spareY};
    case 'LR':
      return {left: 0, top: spareY / 2};
    case 'RL':
      return {left: spareX, top: spareY / 2};
    default:
      return {left: 0, top: 0};
  }
}
