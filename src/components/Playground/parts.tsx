/**
 * The parts of the playground that the shell (./index.tsx) draws before the
 * playground's chunk has arrived and the playground (./App.tsx) draws after:
 * one markup for both, so they are the same size and nothing on the page moves
 * when one replaces the other. The shell draws them for the starter, which its
 * boot frame is running. Before the chunk, the buttons are there but
 * disabled, and the status says the playground is loading.
 */
import React, {type ReactNode} from 'react';
import type {SampleLanguage} from '@site/lib/playground/protocol';
import type {KeyMapping} from '@site/lib/playground/samples';
import {starterKeys} from '@site/lib/playground/starter';
import {DEMO} from '@site/lib/sandbox/demo';
import styles from './styles.module.css';

type ToolbarProps = {
  status: ReactNode;
  /** Absent until the playground has loaded: the buttons are disabled. */
  actions?: {run(): void; share(): void; skip(): void};
};

export function Toolbar({status, actions}: ToolbarProps): ReactNode {
  return (
    <div className={styles.toolbar}>
      <button type="button" className="button button--primary" disabled={!actions} onClick={() => actions?.run()}>
        Run
      </button>
      <button type="button" className="button button--secondary" disabled={!actions} onClick={() => actions?.share()}>
        Share link
      </button>
      <button type="button" className="button button--secondary" disabled={!actions} onClick={() => actions?.skip()}>
        Skip 15 minutes
      </button>
      <span role="status" className={styles.status}>
        {status}
      </span>
    </div>
  );
}

/** The starter's placeholders and what they run as: the note while the boot frame runs it. */
export const STARTER_KEYS: KeyMapping[] = starterKeys(DEMO);

/** Under the toolbar: what the placeholder keys of the running code run as. */
export function KeyNote({mappings}: {mappings: KeyMapping[]}): ReactNode {
  if (mappings.length === 0) return null;
  return (
    <p className={styles.note}>
      The sample runs against the in-browser sandbox:{' '}
      {mappings.map((mapping, i) => (
        <React.Fragment key={mapping.from}>
          {i > 0 && '; '}
          <code>{mapping.from}</code> as <code>{mapping.to}</code>, {mapping.what}
        </React.Fragment>
      ))}
      .
    </p>
  );
}

/** The Config pane's title. */
export function ConfigTitle({language}: {language: SampleLanguage}): ReactNode {
  return (
    <div className={styles.paneTitle}>
      Config <span className={styles.muted}>({language === 'html' ? 'HTML page' : 'JavaScript'}; Ctrl+Enter runs)</span>
    </div>
  );
}

type SessionProps = {hold: {token: string; secondsLeft: number} | null; selected: string[]};

/** The line under the chart: the hold token and its countdown on the sandbox clock, and what is selected. */
export function SessionLine({hold, selected}: SessionProps): ReactNode {
  return (
    <p className={styles.session}>
      {hold ? (
        <>
          Hold token <code>{hold.token}</code>, {Math.floor(hold.secondsLeft / 60)}:{String(hold.secondsLeft % 60).padStart(2, '0')} left on
          the sandbox clock.
        </>
      ) : (
        'No session: selections are not held.'
      )}{' '}
      Selected: {selected.length > 0 ? selected.join(', ') : 'nothing'}.
    </p>
  );
}
