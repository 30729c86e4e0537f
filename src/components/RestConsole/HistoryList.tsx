import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {ConsoleOperation} from '@site/lib/console/form';
import {duration} from '@site/lib/console/format';
import type {HistoryEntry} from '@site/lib/console/session';
import styles from './styles.module.css';

const time = (at: number) => new Date(at).toLocaleTimeString(undefined, {hour: '2-digit', minute: '2-digit', second: '2-digit'});

/** The tab's last requests, newest first; one of this operation puts its form back. */
export default function HistoryList({
  history,
  operation,
  onLoad,
}: {
  history: HistoryEntry[];
  operation: ConsoleOperation;
  onLoad: (entry: HistoryEntry) => void;
}): ReactNode {
  if (history.length === 0) return null;
  return (
    <details className={styles.history}>
      <summary>History of this tab ({history.length})</summary>
      <ol>
        {history.map((entry, index) => {
          const request = `${entry.method} ${entry.path}`;
          const answer = entry.status ? `${entry.status} ${entry.statusText}`.trim() : 'no answer';
          return (
            <li key={`${entry.at}-${index}`}>
              {entry.operation === operation.id ? (
                <button
                  type="button"
                  className={styles.historyButton}
                  onClick={() => onLoad(entry)}
                  aria-label={`${request}: put this request back in the form`}
                >
                  {request}
                </button>
              ) : (
                <code className={styles.historyRequest}>{request}</code>
              )}
              <span className={clsx(styles.historyAnswer, entry.status >= 400 || entry.status === 0 ? styles.refused : styles.ok)}>
                {answer}
              </span>
              <span className={styles.hint}>
                {time(entry.at)} · {duration(entry.ms)}
                {entry.target === 'hosted' ? ' · your sandbox' : ''}
              </span>
            </li>
          );
        })}
      </ol>
    </details>
  );
}
