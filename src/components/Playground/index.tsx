/**
 * The playground's island on /docs/renderer/playground: a small shell in the
 * page's first load; the playground itself (editor, sandbox, controls) is a
 * separate chunk fetched once the page is open, so no other page carries any
 * of it.
 *
 * The shell holds the chart frame the page is served with
 * (/playground-frame.html#boot): it loads beside the page's scripts and draws
 * the starter by itself, so the first seat takes clicks before the editor and
 * the sandbox have arrived. The playground then fills the shell's slots
 * (portals, so the frame is never moved, which would reload it) and attaches
 * to that frame, or lets it go when the link opens other code.
 *
 * The chart frame is as tall as its chart: each frame says the height it wants
 * (a `size` message, lib/playground/frameSize), and the shell keeps it, clamped,
 * for the boot frame and for the frames of later runs, so a new run's frame
 * starts at the height of the last.
 *
 * Until the chunk arrives, the shell draws the toolbar (its buttons disabled),
 * the note on the starter's demo keys, the Config title and the line under the
 * chart as the playground will (./parts), so the page does not move when it
 * does.
 */
import React, {useCallback, useEffect, useState, type ComponentType, type ReactNode} from 'react';
import {frameHeight, readFrameSize} from '@site/lib/playground/frameSize';
import type {PageMessage} from '@site/lib/playground/protocol';
import type {PlaygroundProps} from './App';
import {ConfigTitle, KeyNote, SessionLine, STARTER_KEYS, Toolbar} from './parts';
import styles from './styles.module.css';

const BOOT_FRAME_URL = '/playground-frame.html#boot';

export default function Playground(): ReactNode {
  const [App, setApp] = useState<ComponentType<PlaygroundProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const [booting, setBooting] = useState(true);
  const [top, setTop] = useState<HTMLDivElement | null>(null);
  const [editor, setEditor] = useState<HTMLDivElement | null>(null);
  const [chart, setChart] = useState<HTMLDivElement | null>(null);
  const [bottom, setBottom] = useState<HTMLDivElement | null>(null);
  const [bootFrame, setBootFrame] = useState<HTMLIFrameElement | null>(null);
  const bootDone = useCallback(() => setBooting(false), []);
  const [pane, setPane] = useState<HTMLDivElement | null>(null);
  const [height, setHeight] = useState<number | undefined>(undefined);
  // Every chart frame in the pane says the height it wants: the boot frame, before the playground's chunk has
  // loaded, and the frames the playground makes for each run (its portal is inside the pane too).
  useEffect(() => {
    if (!pane) return;
    const onMessage = (event: MessageEvent) => {
      if (!Array.from(pane.querySelectorAll('iframe')).some((frame) => frame.contentWindow === event.source)) return;
      const wanted = readFrameSize(event.data);
      if (wanted !== undefined) setHeight(frameHeight(wanted));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [pane]);
  // On a phone the page's scripts start after the frame has loaded (plugins/playground/pageScripts.ts), so the boot
  // frame said its height before anyone listened: ask again. A frame still loading says it when it draws.
  useEffect(() => {
    if (!bootFrame || !booting) return;
    const hello: PageMessage = {type: 'hello'};
    bootFrame.contentWindow?.postMessage(hello, '*');
  }, [bootFrame, booting]);
  // The frame's document gets the height it asked for; the frame's borders come on top of it.
  const frameStyle = height === undefined ? undefined : {height: `calc(${height}px + 2 * var(--frame-border))`};
  useEffect(() => {
    import('./App').then(
      (module) => setApp(() => module.default),
      () => setFailed(true),
    );
  }, []);
  return (
    <div className={styles.playground}>
      <div ref={setTop}>
        {!App && (
          <>
            <Toolbar status={failed ? 'The playground could not load. Reload the page to try again.' : 'Loading the playground…'} />
            <KeyNote mappings={STARTER_KEYS} />
          </>
        )}
      </div>
      <div className={styles.grid}>
        <div ref={setEditor} className={styles.editorPane}>
          {!App && (
            <>
              <ConfigTitle language="js" />
              <div className={`${styles.editor} ${styles.editorLoading}`}>Loading the editor…</div>
            </>
          )}
        </div>
        <div ref={setPane} className={styles.chartPane}>
          {booting && (
            <iframe
              ref={setBootFrame}
              className={styles.frame}
              style={frameStyle}
              src={BOOT_FRAME_URL}
              sandbox="allow-scripts"
              title="Seat map"
            />
          )}
          <div ref={setChart} />
          {!App && <SessionLine hold={null} selected={[]} />}
        </div>
      </div>
      <div ref={setBottom} />
      {App && top && editor && chart && bottom && (
        <App slots={{top, editor, chart, bottom}} bootFrame={booting ? bootFrame : null} onBootDone={bootDone} frameStyle={frameStyle} />
      )}
    </div>
  );
}
