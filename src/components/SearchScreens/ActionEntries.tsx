import type {ReactNode} from 'react';
import type {SearchAction} from './actions';
import styles from './styles.module.css';

type Props = {query: string; actions: readonly SearchAction[]; onAction: (action: SearchAction) => void};

const SparkIcon = (): ReactNode => (
  <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
    <path
      d="M10 2l1.8 5.2L17 9l-5.2 1.8L10 16l-1.8-5.2L3 9l5.2-1.8z"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * What else the dialog can do with the typed query (Ask AI), above the
 * results and also when there are none. Buttons rather than options: arrow
 * keys stay on the results; Tab reaches these, and Enter in the input runs
 * the first one when no result matched.
 */
export default function ActionEntries({query, actions, onAction}: Props): ReactNode {
  return (
    <div className={styles.actionEntries}>
      {actions.map((action) => (
        <button key={action.id} type="button" className={styles.actionEntry} onClick={() => onAction(action)}>
          <SparkIcon />
          <span className={styles.actionLabel}>{action.label(query)}</span>
        </button>
      ))}
    </div>
  );
}
