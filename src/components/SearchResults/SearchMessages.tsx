/**
 * The messages of SPEC §2 "Search", worded exactly as the spec has them, for
 * the modal and the /search page alike.
 */
import type {ReactNode} from 'react';
import styles from './styles.module.css';

export function NoResults({query}: {query: string}): ReactNode {
  return (
    <div className={styles.message} role="status">
      <p className={styles.messageTitle}>No results found for &quot;{query.trim()}&quot;</p>
    </div>
  );
}

export function FetchError({onRetry}: {onRetry: () => void}): ReactNode {
  return (
    <div className={styles.message} role="alert">
      <p className={styles.messageTitle}>Unable to fetch results</p>
      <p>You might want to check your network connection.</p>
      <button type="button" className="button button--primary button--sm" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** "See all 12 results" (the spec's `See all {count} results`). */
export const seeAllLabel = (count: number): string => `See all ${count} results`;
