/**
 * Wraps the Mermaid diagram so it stays readable: in the page, a diagram
 * never scales its text below 12 px (a wide one scrolls sideways inside its
 * frame instead), and a button, or a click on the diagram, opens it full size
 * in a modal <dialog>. The dialog renders its own copy with the theme's
 * component, so ids, styles and the colour mode stay Mermaid's business.
 */
import {useCallback, useRef, useState, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import {useReadableSvg} from './useReadableSvg';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

export default function MermaidWrapper(props: Props): ReactNode {
  const frame = useRef<HTMLDivElement>(null);
  const full = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  useReadableSvg(frame, 'column');
  useReadableSvg(full, 'full', open);

  const show = useCallback(() => {
    setOpen(true);
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);

  return (
    <figure className={styles.figure}>
      {/* Focusable, because a wide diagram scrolls sideways here; Enter opens it full size, as a click does. */}
      <div
        ref={frame}
        className={styles.frame}
        role="group"
        aria-label="Diagram"
        tabIndex={0}
        onClick={show}
        onKeyDown={(event) => event.key === 'Enter' && show()}
      >
        <Mermaid {...props} />
      </div>
      <button type="button" className={styles.expand} onClick={show} aria-haspopup="dialog" aria-label="Open diagram full size">
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M2 6V2h4M10 2h4v4M14 10v4h-4M6 14H2v-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
        Full size
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-label="Diagram, full size"
        onClose={() => setOpen(false)}
        // A click on the backdrop lands on the dialog element itself: close, as Escape does.
        onClick={(event) => event.target === dialog.current && dialog.current.close()}
      >
        <div className={styles.dialogBar}>
          <form method="dialog">
            <button type="submit" className={styles.close} autoFocus>
              Close
            </button>
          </form>
        </div>
        <div ref={full} className={styles.dialogBody}>
          {open && <Mermaid {...props} />}
        </div>
      </dialog>
    </figure>
  );
}
