/**
 * Wraps the Mermaid diagram so it fits and stays readable. In the page a
 * diagram always fits its column (Mermaid's own sizing: full width, never past
 * its natural size); where that scales its text under 12 px, a note under it
 * says so, and the "Full size" button (or a click on the diagram) opens it in a
 * modal <dialog> at a readable size, with pan and zoom. The dialog's code loads
 * on that first click. Colours and font follow the site in both colour modes
 * (./diagramConfig.ts, applied in ./Diagram.tsx).
 */
import {lazy, Suspense, useCallback, useState, type ReactNode} from 'react';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

// The drawing (the theme's component, the palette, the text-size watch) loads with the page's first diagram, as Mermaid does.
const Diagram = lazy(() => import('./Diagram'));
const FullView = lazy(() => import('./FullView'));

export default function MermaidWrapper({value}: Props): ReactNode {
  const [scaled, setScaled] = useState(false);
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);

  return (
    <figure className={styles.figure} data-diagram={scaled ? 'scaled' : 'readable'}>
      {/* A click on the diagram opens it full size too; the button is the way in for the keyboard. */}
      <div className={styles.frame} role="group" aria-label="Diagram" onClick={show}>
        <Suspense fallback={null}>
          <Diagram value={value} onScaled={setScaled} />
        </Suspense>
      </div>
      <div className={styles.bar}>
        {scaled && <p className={styles.note}>Scaled to fit. Open it full size to read the labels.</p>}
        <button type="button" className={styles.expand} onClick={show} aria-haspopup="dialog" aria-label="Open diagram full size">
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <path d="M2 6V2h4M10 2h4v4M14 10v4h-4M6 14H2v-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
          Full size
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <FullView value={value} onClose={close} />
        </Suspense>
      )}
    </figure>
  );
}
