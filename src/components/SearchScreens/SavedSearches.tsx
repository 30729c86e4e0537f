import type {KeyboardEvent, MouseEvent, ReactNode} from 'react';
import {MAX_FAVORITES, type SavedPage, type SavedSearches as Saved} from '@site/lib/search/storage';
import {DialogButton} from '@site/src/components/SearchDialog';
import styles from './styles.module.css';

/** A starting point shown under the saved pages: a section of the site. */
export type StartingPoint = {label: string; url: string};

type Props = {
  saved: Saved;
  starts: readonly StartingPoint[];
  /** A saved page or starting point was clicked (the handler decides: in-app navigation or a new tab). */
  onOpen: (url: string, event: MouseEvent<HTMLAnchorElement>) => void;
  onStar: (url: string) => void;
  onRemoveRecent: (url: string) => void;
  onRemoveFavorite: (url: string) => void;
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

/** Arrow keys move between the saved pages and starting points, like options; Tab reaches their buttons. */
function onArrows(event: KeyboardEvent<HTMLDivElement>, onLeaveTop: () => void): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[data-saved-page]'));
  const current = items.indexOf(document.activeElement as HTMLAnchorElement);
  event.preventDefault();
  if (event.key === 'ArrowUp' && current <= 0) {
    onLeaveTop();
    return;
  }
  const next = event.key === 'ArrowDown' ? Math.min(items.length - 1, current + 1) : current - 1;
  items[next]?.focus();
}

const NOT_SAVED = {
  storage:
    'Your browser could not save this page to your favorites: its storage for this site is full or turned off. Your other favorites are kept.',
  limit: `You have ${MAX_FAVORITES} favorites. Remove one to add another.`,
} as const;

/**
 * While the query is empty: the pages the reader opened from search (Recent)
 * and those they starred (Favorites), each a link, as DocSearch shows them,
 * then a few starting points (the site's sections, from the navbar list).
 */
export default function SavedSearches({saved, starts, onOpen, onStar, onRemoveRecent, onRemoveFavorite, onLeaveTop}: Props): ReactNode {
  const section = (title: string, pages: SavedPage[], favorite: boolean) =>
    pages.length > 0 && (
      <section className={styles.saved} aria-label={title}>
        <h2 className={styles.savedTitle}>{title}</h2>
        <ul className={styles.savedList}>
          {pages.map((page) => {
            const name = page.heading ? `${page.title}, ${page.heading}` : page.title;
            return (
              <li key={page.url} className={styles.savedItem}>
                <a href={page.url} data-saved-page className={styles.savedQuery} onClick={(event) => onOpen(page.url, event)}>
                  <span className={styles.savedPageTitle}>{page.heading ?? page.title}</span>
                  <span className={styles.savedPageWhere}>
                    {page.heading ? `${page.title}${page.crumb ? ` · ${page.crumb}` : ''}` : page.crumb}
                  </span>
                </a>
                {!favorite && (
                  <DialogButton title="Add to favorites" aria-label={`Add to favorites: ${name}`} onClick={() => onStar(page.url)}>
                    <StarIcon filled={false} />
                  </DialogButton>
                )}
                <DialogButton
                  title={favorite ? 'Remove from favorites' : 'Remove from recent pages'}
                  aria-label={`${favorite ? 'Remove from favorites' : 'Remove from recent pages'}: ${name}`}
                  onClick={() => (favorite ? onRemoveFavorite(page.url) : onRemoveRecent(page.url))}
                >
                  {favorite ? <StarIcon filled /> : <CrossIcon />}
                </DialogButton>
              </li>
            );
          })}
        </ul>
      </section>
    );
  return (
    <div onKeyDown={(event) => onArrows(event, onLeaveTop)}>
      {saved.notSaved && (
        <p role="alert" className="alert alert--warning margin-bottom--sm">
          {NOT_SAVED[saved.notSaved]}
        </p>
      )}
      {saved.recent.length === 0 && saved.favorites.length === 0 && <p className={styles.empty}>No recent searches</p>}
      {section('Favorites', saved.favorites, true)}
      {section('Recent', saved.recent, false)}
      {starts.length > 0 && (
        <section className={styles.saved} aria-label="Start here">
          <h2 className={styles.savedTitle}>Start here</h2>
          <ul className={styles.savedList}>
            {starts.map((start) => (
              <li key={start.url} className={styles.savedItem}>
                <a href={start.url} data-saved-page className={styles.savedQuery} onClick={(event) => onOpen(start.url, event)}>
                  <span className={styles.savedPageTitle}>{start.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
