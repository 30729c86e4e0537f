import {useEffect, type RefObject} from 'react';

/** The smallest text, in CSS pixels, a diagram may show. */
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

/**
 * Mermaid scales an SVG down to the column (`width: 100%; max-width: natural`).
 * This sets the SVG's minimum width so that its smallest text renders at
 * MIN_TEXT_PX or more; a wider diagram then scrolls inside its frame. In
 * `full` mode the diagram is also never smaller than its natural size.
 * Mermaid renders after mount and again on a colour-mode change, so the
 * container is watched for a new SVG.
 */
export function useReadableSvg(container: RefObject<HTMLElement | null>, mode: 'column' | 'full', active = true): void {
  useEffect(() => {
    const root = container.current;
    if (!root || !active) return undefined;
    const apply = () => {
      const svg = root.querySelector('svg');
      const width = svg?.viewBox.baseVal?.width;
      if (!svg || !width || svg.dataset.readable === mode) return;
      const ratio = MIN_TEXT_PX / smallestFont(svg);
      svg.style.minWidth = `${Math.ceil(width * (mode === 'full' ? Math.max(1, ratio) : ratio))}px`;
      svg.dataset.readable = mode;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(root, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [container, mode, active]);
}
