/**
 * A diagram full size, in a modal <dialog> on an opaque surface: it opens at
 * the size where its smallest text reads at 12 px (never below its natural
 * size), placed where the diagram starts (a top-down flowchart at its top
 * centre), and where that is larger than the window the reader pans (drag, the
 * scrollbars, the arrow keys) and zooms (the buttons, + and -, Ctrl or Cmd with
 * the wheel; "Fit" shows it whole). Loaded on the first click on a diagram.
 */
import {useCallback, useEffect, useLayoutEffect, useRef, useState, type PointerEvent, type ReactNode} from 'react';
import Diagram from './Diagram';
import {fitZoom, flowDirection, readableZoom, scrollAfterZoom, smallestFont, startScroll, stepZoom} from './scale';
import styles from './styles.module.css';

type Props = {value: string; onClose: () => void};
type Natural = {width: number; height: number; font: number};

export default function FullView({value, onClose}: Props): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const [natural, setNatural] = useState<Natural | null>(null);
  const [zoom, setZoom] = useState(1);
  const shown = useRef(1);
  // The point of the view that stays put through the next zoom: its centre unless the pointer says otherwise.
  const anchor = useRef<{x: number; y: number} | null>(null);
  // The first sizing places the view where the diagram starts; later ones keep the anchor.
  const placed = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  // Mermaid draws after mount: read the diagram's natural size, then open at the readable zoom.
  useEffect(() => {
    const root = body.current;
    if (!root) return undefined;
    const read = () => {
      const svg = root.querySelector('svg');
      const box = svg?.viewBox.baseVal;
      if (!svg || !box?.width) return false;
      const found = {width: box.width, height: box.height, font: smallestFont(svg)};
      setNatural(found);
      setZoom(readableZoom(found.font));
      return true;
    };
    if (read()) return undefined;
    const observer = new MutationObserver(() => read() && observer.disconnect());
    observer.observe(root, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, []);

  // Size the drawing for the zoom, keeping the anchor point where it was.
  useLayoutEffect(() => {
    const root = body.current;
    const svg = root?.querySelector('svg');
    if (!root || !svg || !natural) return;
    svg.style.maxWidth = 'none';
    svg.style.width = `${natural.width * zoom}px`;
    svg.style.height = `${natural.height * zoom}px`;
    if (placed.current) {
      const ratio = zoom / shown.current;
      const point = anchor.current ?? {x: root.clientWidth / 2, y: root.clientHeight / 2};
      root.scrollLeft = scrollAfterZoom(root.scrollLeft, point.x, ratio);
      root.scrollTop = scrollAfterZoom(root.scrollTop, point.y, ratio);
    } else {
      const view = {width: root.clientWidth, height: root.clientHeight};
      const start = startScroll(flowDirection(value), {width: root.scrollWidth, height: root.scrollHeight}, view);
      root.scrollLeft = start.left;
      root.scrollTop = start.top;
      placed.current = true;
    }
    shown.current = zoom;
    anchor.current = null;
  }, [zoom, natural, value]);

  const fit = useCallback(() => {
    const root = body.current;
    if (!root || !natural) return;
    // Keep a margin inside the view, so the edges of the drawing are not flush with it.
    setZoom(fitZoom(natural.width, natural.height, {width: root.clientWidth - 32, height: root.clientHeight - 32}));
  }, [natural]);

  // Ctrl or Cmd with the wheel (and a trackpad pinch, which Chromium reports so) zooms at the pointer.
  useEffect(() => {
    const root = body.current;
    if (!root) return undefined;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const rect = root.getBoundingClientRect();
      anchor.current = {x: event.clientX - rect.left, y: event.clientY - rect.top};
      setZoom((current) => stepZoom(current, event.deltaY < 0 ? 1 : -1));
    };
    root.addEventListener('wheel', onWheel, {passive: false});
    return () => root.removeEventListener('wheel', onWheel);
  }, []);

  // Drag to pan with a mouse or pen; touch pans natively.
  const drag = useRef<{x: number; y: number; left: number; top: number} | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'touch' || event.button !== 0) return;
    const root = event.currentTarget;
    drag.current = {x: event.clientX, y: event.clientY, left: root.scrollLeft, top: root.scrollTop};
    root.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    event.currentTarget.scrollLeft = start.left - (event.clientX - start.x);
    event.currentTarget.scrollTop = start.top - (event.clientY - start.y);
  };
  const endDrag = () => {
    drag.current = null;
  };

  const percent = Math.round(zoom * 100);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label="Diagram, full size"
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === '+' || event.key === '=') setZoom((current) => stepZoom(current, 1));
        else if (event.key === '-') setZoom((current) => stepZoom(current, -1));
      }}
      // A click on the backdrop lands on the dialog element itself: close, as Escape does.
      onClick={(event) => event.target === dialog.current && dialog.current.close()}
    >
      <div className={styles.dialogBar}>
        <div className={styles.zoom} role="group" aria-label="Zoom">
          <button type="button" className={styles.tool} onClick={() => setZoom((current) => stepZoom(current, -1))} aria-label="Zoom out">
            −
          </button>
          <output className={styles.percent} aria-live="polite">
            {percent}%
          </output>
          <button type="button" className={styles.tool} onClick={() => setZoom((current) => stepZoom(current, 1))} aria-label="Zoom in">
            +
          </button>
          <button type="button" className={styles.tool} onClick={fit}>
            Fit
          </button>
          <button type="button" className={styles.tool} onClick={() => natural && setZoom(readableZoom(natural.font))}>
            Readable
          </button>
        </div>
        <form method="dialog">
          <button type="submit" className={styles.close} autoFocus>
            Close
          </button>
        </form>
      </div>
      <div
        ref={body}
        className={styles.dialogBody}
        // Focusable, so the arrow keys pan it.
        tabIndex={0}
        role="group"
        aria-label="Diagram: drag or use the arrow keys to pan"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <div className={styles.canvas}>
          <Diagram value={value} />
        </div>
      </div>
    </dialog>
  );
}
