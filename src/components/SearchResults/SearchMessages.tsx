/**
 * The search messages, for the modal and the /search page alike. Their
 * wording is the site specification's, quoted exactly: change it only with it.
 */
import type {ReactNode} from 'react';
import styles from './styles.module.css';

type NoResultsProps = {
  query: string;
  /** Titles and headings of the index close to the query ("Did you mean"). */
  suggestions?: readonly string[];
  onSuggestion?: (suggestion: string) => void;
};

export function NoResults({query, suggestions = [], onSuggestion}: NoResultsProps): ReactNode {
  return (
    <div className={styles.message} role="status">
      <p className={styles.messageTitle}>No results found for &quot;{query.trim()}&quot;</p>
      {suggestions.length > 0 && onSuggestion && (
        <>
          <p>Did you mean:</p>
          <ul className={styles.suggestions}>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button type="button" className={styles.suggestion} onClick={() => onSuggestion(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
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

/** "See all 12 results" (the spec's `See all {count} results`): a result is a page, as /search lists them. */
export const seeAllLabel = (count: number): string => `See all ${count} results`;
