/**
 * The Ask AI screen, loaded when the reader first opens it: none of its code
 * (answerers, Markdown parser) comes with the page or with keyword search.
 * If the code cannot be fetched, the screen says so and offers a retry
 * instead of breaking the dialog.
 */
import {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import {DialogBody} from '@site/src/components/SearchDialog';
import type {ScreenProps} from './actions';
import styles from './styles.module.css';

type Loaded = {default: ComponentType<ScreenProps>};

let loading: Promise<Loaded> | null = null;
/** The screen's module, fetched once; a failed fetch is forgotten so Retry fetches again. */
function loadAskScreen(): Promise<Loaded> {
  loading ??= import('@site/src/components/AskAI').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

type State = {status: 'loading'} | {status: 'failed'} | {status: 'ready'; Screen: ComponentType<ScreenProps>};

export default function AskLoader(props: ScreenProps): ReactNode {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({status: 'loading'});
  useEffect(() => {
    let current = true;
    loadAskScreen().then(
      (module) => current && setState({status: 'ready', Screen: module.default}),
      () => current && setState({status: 'failed'}),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  if (state.status === 'ready') return <state.Screen {...props} />;
  if (state.status === 'loading') {
    return (
      <p className={styles.empty} role="status">
        Answering...
      </p>
    );
  }
  return (
    <DialogBody>
      <div className={styles.empty} role="alert">
        <p>Ask AI could not be loaded. Check your network connection.</p>
        <button
          type="button"
          className="button button--primary button--sm"
          onClick={() => {
            setState({status: 'loading'});
            setAttempt(attempt + 1);
          }}
        >
          Retry
        </button>
      </div>
    </DialogBody>
  );
}
