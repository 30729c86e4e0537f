import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {seeAllLabel} from '@site/src/components/SearchResults/SearchMessages';
import styles from './styles.module.css';

/** `pages`: the pages that matched, as many as /search lists for the query. */
type Props = {query: string; pages: number; onFollow: () => void};

/** "See all N results" towards /search (N pages, each a result there), and the keys that work here. */
export default function Footer({query, pages, onFollow}: Props): ReactNode {
  return (
    <div className={styles.footer}>
      {pages > 0 ? (
        <Link className={styles.seeAll} to={`/search?q=${encodeURIComponent(query.trim())}`} onClick={onFollow}>
          {seeAllLabel(pages)}
        </Link>
      ) : (
        <span />
      )}
      <ul className={styles.keys} aria-label="Keyboard shortcuts">
        <li>
          <kbd>↵</kbd> to select
        </li>
        <li>
          <kbd>↑</kbd>
          <kbd>↓</kbd> to navigate
        </li>
        <li>
          <kbd>Esc</kbd> to close
        </li>
      </ul>
    </div>
  );
}
