/**
 * The theme's Mermaid diagram with the site's colours for the current colour mode
 * (./diagramConfig.ts), and, for the diagram in the page, a watch on its text size:
 * `onScaled` hears whether the column shows its text under 12 px, after each draw
 * and resize. Loaded with the first diagram of a page, like Mermaid itself, so
 * pages without diagrams carry none of it.
 */
import {useEffect, useRef, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import {useColorMode} from '@docusaurus/theme-common';
import {themedDiagram} from './diagramConfig';
import {MIN_TEXT_PX, smallestFont} from './scale';

type Props = {value: string; onScaled?: (scaled: boolean) => void};

export default function Diagram({value, onScaled}: Props): ReactNode {
  const {colorMode} = useColorMode();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!element || !onScaled) return undefined;
    let font = 0;
    let svg: SVGSVGElement | null = null;
    const measure = () => {
      const current = element.querySelector('svg');
      const natural = current?.viewBox.baseVal?.width;
      if (!current || !natural) return;
      if (current !== svg) {
        svg = current;
        font = smallestFont(current);
      }
      onScaled(font * (current.getBoundingClientRect().width / natural) < MIN_TEXT_PX - 0.05);
    };
    const resize = new ResizeObserver(measure);
    resize.observe(element);
    // Mermaid draws after mount, and again when the colour mode changes.
    const mutation = new MutationObserver(measure);
    mutation.observe(element, {childList: true, subtree: true});
    measure();
    return () => {
      resize.disconnect();
      mutation.disconnect();
    };
  }, [onScaled]);
  return (
    <div ref={root}>
      <Mermaid value={themedDiagram(value, colorMode)} />
    </div>
  );
}
