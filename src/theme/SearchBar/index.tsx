/**
 * The navbar search button. The classic theme ships no search bar (its
 * SearchBar is a no-op placeholder meant to be replaced), so this is ours
 * rather than a wrapper: a button, the keyboard shortcuts, and the dialog,
 * loaded on demand so no page pays for search until the reader reaches for it.
 */
import {lazy, Suspense, useCallback, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePluginData} from '@docusaurus/useGlobalData';
import {SEARCH_PLUGIN_NAME, type SearchGlobalData} from '@site/lib/search/types';
import {warmLocalIndex} from '@site/lib/search/warmup';
import {SearchDialog} from '@site/src/components/SearchDialog';
import PendingScreen from './PendingScreen';
import {useSearchShortcuts} from './useSearchShortcuts';
import styles from './styles.module.css';

let screensModule: Promise<typeof import('@site/src/components/SearchScreens')> | null = null;
const loadScreens = () => {
  screensModule ??= import('@site/src/components/SearchScreens').catch((error: unknown) => {
    screensModule = null;
    throw error;
  });
  return screensModule;
};
const SearchScreens = lazy(loadScreens);

export default function SearchBar(): ReactNode {
  const data = usePluginData(SEARCH_PLUGIN_NAME) as SearchGlobalData;
  const [open, setOpen] = useState(false);
  // Known only in the browser; the server and the hydration render say "Ctrl".
  const mac = useIsBrowser() && /Mac|iPhone|iPad/.test(navigator.platform);
  // Text typed while the dialog's code loads; the dialog starts with it.
  const [pendingQuery, setPendingQuery] = useState('');
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Where focus was before the dialog opened; it goes back there on close.
  const returnFocus = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  useLayoutEffect(() => {
    // The dialog is removed rather than closed, so the platform does not return focus: this does.
    // In the commit that removes the dialog, never later: a deferred return (a timer) could
    // land after a quick reopen and take focus from the new dialog's input.
    if (open) {
      wasOpen.current = true;
    } else if (wasOpen.current) {
      wasOpen.current = false;
      const element = returnFocus.current;
      if (element?.isConnected) element.focus({preventScroll: true});
    }
  }, [open]);

  const warm = useCallback(() => {
    // The index and the dialog's code load side by side.
    if (!data.algolia) warmLocalIndex(data.manifestUrl);
    loadScreens()
      .then((module) => module.prefetchSearch(data))
      .catch(() => {
        // The dialog shows the error when it opens.
      });
  }, [data]);

  const setOpenAndWarm = useCallback(
    (next: boolean) => {
      if (next) {
        const active = document.activeElement;
        returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : button.current;
        setPendingQuery('');
        warm();
      }
      setOpen(next);
    },
    [warm],
  );
  const close = useCallback(() => setOpen(false), []);
  useSearchShortcuts(open, setOpenAndWarm);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onMouseEnter={warm}
        onFocus={warm}
        onTouchStart={warm}
        onClick={() => setOpenAndWarm(true)}
      >
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {/* The name comes from the content, so it starts with the visible word (WCAG 2.5.3); the keys are in aria-keyshortcuts. */}
        <span className={styles.label}>Search</span>
        <span className="visually-hidden"> docs</span>
        <span className={styles.keys} aria-hidden="true">
          <kbd className={styles.key}>{mac ? '⌘' : 'Ctrl'}</kbd>
          <kbd className={styles.key}>K</kbd>
        </span>
      </button>
      {open && (
        <SearchDialog busy={busy} onClose={close}>
          <Suspense fallback={<PendingScreen query={pendingQuery} onChange={setPendingQuery} onBusy={setBusy} />}>
            <SearchScreens initialQuery={pendingQuery} onClose={close} />
          </Suspense>
        </SearchDialog>
      )}
    </>
  );
}
