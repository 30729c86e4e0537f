/**
 * Docusaurus's useWindowSize (@docusaurus/theme-common, lib/hooks/useWindowSize.js), which the
 * lean-client plugin puts in its place in the browser's bundle, with one change: the size the
 * browser reports after hydration is set in a transition.
 *
 * Every page hydrates as the server rendered it ("ssr": the desktop sidebar and table of contents),
 * then the hook reports the real size. On a phone that swaps the desktop sidebar for the mobile
 * menu's, the desktop table of contents out, and the navbar's mobile menu in. React 19 renders a
 * plain update of that kind in one synchronous pass: about 250 ms at Lighthouse's mobile CPU on an
 * operation page, one long task. In a transition React renders it in slices, so the page stays
 * responsive while the phone layout's parts mount; what readers see does not change, since the CSS
 * already shows each part only at its size.
 */
import {startTransition, useEffect, useState} from 'react';

export type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** The width above which the layout is the desktop one; Infima's CSS breakpoint says the same (997 px and up). */
const DESKTOP_BREAKPOINT = 996;

const sizeOf = (desktopBreakpoint: number): WindowSize => (window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile');

export function useWindowSize({desktopBreakpoint = DESKTOP_BREAKPOINT}: {desktopBreakpoint?: number} = {}): WindowSize {
  // A constant first value, as the original: the server cannot know the size, and hydration must match it.
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => {
      const size = sizeOf(desktopBreakpoint);
      startTransition(() => setWindowSize(size));
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
