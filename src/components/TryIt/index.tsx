/**
 * The Try it button of an operation page's header. Only the button ships with
 * the page: the REST console, its editor, the sandbox and the operations data
 * load when the reader points at the button, focuses it or taps it, and the
 * console opens once they are there. If they cannot be fetched, the button
 * says so and a second press tries again.
 */
import {useRef, useState, type ComponentType, type ReactNode} from 'react';
import type {ConsoleProps} from '@site/src/components/RestConsole';
import styles from './styles.module.css';

type Loaded = {default: ComponentType<ConsoleProps>};

let loading: Promise<Loaded> | null = null;
/** The console's code, fetched once per page load; a failed fetch is forgotten so the next press fetches again. */
function loadConsole(): Promise<Loaded> {
  loading ??= import(/* webpackChunkName: "rest-console" */ '@site/src/components/RestConsole').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

function warm(): void {
  loadConsole().catch(() => {
    // A press reports it.
  });
}

export default function TryIt({operation}: {operation: string}): ReactNode {
  const [Console, setConsole] = useState<ComponentType<ConsoleProps> | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const button = useRef<HTMLButtonElement>(null);
  const open = () => {
    setStatus('loading');
    loadConsole().then(
      (module) => {
        setConsole(() => module.default);
        setStatus('idle');
      },
      () => setStatus('failed'),
    );
  };
  const close = () => {
    setConsole(null);
    button.current?.focus();
  };
  return (
    <span className={styles.wrap}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-busy={status === 'loading' || undefined}
        onMouseEnter={warm}
        onFocus={warm}
        onTouchStart={warm}
        onClick={open}
      >
        Try it
      </button>
      {status === 'failed' && (
        <span role="alert" className={styles.error}>
          The console could not load. Check your connection, then press Try it again.
        </span>
      )}
      {Console && <Console operation={operation} onClose={close} />}
    </span>
  );
}
