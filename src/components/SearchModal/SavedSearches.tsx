import type {KeyboardEvent, ReactNode} from 'react';
import type {SavedSearches as Saved} from '@site/src/search/storage';
import styles from './styles.module.css';

type Props = {
  saved: Saved;
  onPick: (query: string) => void;
  onStar: (query: string) => void;
  onRemoveRecent: (query: string) => void;
  onRemoveFavorite: (query: string) => void;
  /** Arrow Up on the first entry goes back to the input. */
  onLeaveTop: () => void;
};

const StarIcon = ({filled}: {filled: boolean}) => (
  <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
    <path
      d="M10 2.5l2.3 4.8 5.2.7-3.8 3.6.9 5.2L10 14.3l-4.6 2.5.9-5.2-3.8-3.6 5.2-.7z"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinejoin="round"
    />
  </svg>
);

const CrossIcon = () => (
  <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true">
    <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** Arrow keys move between the saved queries, like options; Tab reaches their buttons. */
function onArrows(event: KeyboardEvent<HTMLDivElement>, onLeaveTop: () => void): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-saved-query]'));
  const current = items.indexOf(document.activeElement as HTMLButtonElement);
  event.preventDefault();
  if (event.key === 'ArrowUp' && current <= 0) {
    onLeaveTop();
    return;
  }
  const next = event.key === 'ArrowDown' ? Math.min(items.length - 1, current + 1) : current - 1;
  items[next]?.focus();
}

/** Recent and favourite searches, shown while the query is empty. */
export default function SavedSearches({saved, onPick, onStar, onRemoveRecent, onRemoveFavorite, onLeaveTop}: Props): ReactNode {
  if (saved.recent.length === 0 && saved.favorites.length === 0) {
    return <p className={styles.empty}>No recent searches</p>;
  }
  const section = (title: string, queries: string[], favorite: boolean) =>
    queries.length > 0 && (
      <section className={styles.saved} aria-label={title}>
        <h2 className={styles.savedTitle}>{title}</h2>
        <ul className={styles.savedList}>
          {queries.map((query) => (
            <li key={query} className={styles.savedItem}>
              <button type="button" data-saved-query className={styles.savedQuery} onClick={() => onPick(query)}>
                {query}
              </button>
              {!favorite && (
                <button type="button" className={styles.iconButton} title="Save this search" aria-label={`Save this search: ${query}`} onClick={() => onStar(query)}>
                  <StarIcon filled={false} />
                </button>
              )}
              <button
                type="button"
                className={styles.iconButton}
                title={favorite ? 'Remove this search from favorites' : 'Remove this search from history'}
                aria-label={`${favorite ? 'Remove this search from favorites' : 'Remove this search from history'}: ${query}`}
                onClick={() => (favorite ? onRemoveFavorite(query) : onRemoveRecent(query))}
              >
                {favorite ? <StarIcon filled /> : <CrossIcon />}
              </button>
            </li>
          ))}
        </ul>
      </section>
    );
  return (
    <div onKeyDown={(event) => onArrows(event, onLeaveTop)}>
      {saved.notSaved && (
        <p role="alert" className="alert alert--warning margin-bottom--sm">
          Your browser could not save this search to your favorites: its storage for this site is full or turned off. Your other favorites are kept.
        </p>
      )}
      {section('Favorites', saved.favorites, true)}
      {section('Recent', saved.recent, false)}
    </div>
  );
}
