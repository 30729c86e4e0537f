/**
 * The search dialog: a modal with its own modes (see actions.ts). Loaded on
 * demand by the navbar button (src/theme/SearchBar), never with the page.
 */
import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {getProvider} from '@site/lib/search/providers';
import type {SearchGlobalData} from '@site/lib/search/types';
import type {ModalMode, ScreenRegistry} from './actions';
import AskLoader from './AskLoader';
import SearchScreen from './SearchScreen';
import {useFocusTrap} from './useFocusTrap';
import barStyles from '@site/src/theme/SearchBar/styles.module.css';
import styles from './styles.module.css';

const screens: ScreenRegistry = {search: SearchScreen, ask: AskLoader};

/** Starts fetching what the first query needs (called on hover or focus of the search button). */
export function prefetchSearch(data: SearchGlobalData): void {
  getProvider(data).prefetch();
}

export type SearchModalProps = {
  initialQuery: string;
  onClose: () => void;
};

export default function SearchModal({initialQuery, onClose}: SearchModalProps): ReactNode {
  const dialog = useRef<HTMLDivElement>(null);
  // The screen shown and the text it starts with; switching hands the query or question over.
  const [view, setView] = useState<{mode: ModalMode; query: string}>({mode: 'search', query: initialQuery});
  const onModeChange = useCallback((mode: ModalMode, query: string) => setView({mode, query}), []);
  useFocusTrap(dialog);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const onBackdrop = useCallback(
    (event: React.MouseEvent) => {
      if (event.target === event.currentTarget) onClose();
    },
    [onClose],
  );

  const Screen = screens[view.mode];
  // Rendered in place (the navbar sets no transform, so `position: fixed` covers the viewport).
  return (
    <div className={barStyles.backdrop} onMouseDown={onBackdrop}>
      <div ref={dialog} className={styles.dialog} role="dialog" aria-modal="true" aria-label="Search the documentation">
        <Screen key={view.mode} initialQuery={view.query} onClose={onClose} onModeChange={onModeChange} />
      </div>
    </div>
  );
}
