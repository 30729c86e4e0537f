import {useEffect, useState, type ReactNode} from 'react';
import {clockLabel} from '@site/lib/console/format';
import type {ConsoleBackend} from './backend';
import styles from './styles.module.css';

const MINUTE = 60_000;
const STEPS = [1, 15];

/**
 * The sandbox's virtual clock, with fast-forward (hold tokens expire on this
 * clock, so a reader can watch one expire), and Reset sandbox.
 */
export default function SandboxBar({backend, onReset}: {backend: ConsoleBackend; onReset: () => void}): ReactNode {
  const [now, setNow] = useState(() => backend.now());
  useEffect(() => {
    const refresh = () => setNow(backend.now());
    const unsubscribe = backend.subscribe(refresh);
    const timer = window.setInterval(refresh, 1000);
    return () => {
      unsubscribe();
      window.clearInterval(timer);
    };
  }, [backend]);
  return (
    <section className={styles.sandbox} aria-label="Sandbox">
      <p className={styles.clock}>
        Sandbox clock <time dateTime={new Date(now).toISOString()}>{clockLabel(now)}</time>
      </p>
      <div className={styles.sandboxActions}>
        {STEPS.map((minutes) => (
          <button
            key={minutes}
            type="button"
            className={styles.smallButton}
            onClick={() => {
              backend.advance(minutes * MINUTE);
              setNow(backend.now());
            }}
          >
            Fast-forward {minutes} min
          </button>
        ))}
        <button type="button" className={styles.smallButton} onClick={onReset}>
          Reset sandbox
        </button>
      </div>
      <p className={styles.hint}>
        The sandbox runs in this browser tab, on demo data, offline. Hold tokens expire on its clock; its state stays while the tab is open,
        on every page, until you reset it.
      </p>
    </section>
  );
}
