import {forwardRef, type KeyboardEvent, type ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {
  query: string;
  onChange: (query: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onClose: () => void;
  listId: string;
  expanded: boolean;
  activeId?: string;
  busy: boolean;
};

export const SearchIcon = (): ReactNode => (
  <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
    <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** The combobox input of the dialog; focus stays here while arrow keys move through results. */
const SearchInput = forwardRef<HTMLInputElement, Props>(function SearchInput(
  {query, onChange, onKeyDown, onClose, listId, expanded, activeId, busy},
  ref,
) {
  return (
    <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={`${listId}-input`} className={styles.icon}>
        <SearchIcon />
        <span className="visually-hidden">Search docs</span>
      </label>
      <input
        ref={ref}
        id={`${listId}-input`}
        className={styles.input}
        type="search"
        placeholder="Search docs"
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="go"
        maxLength={200}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-busy={busy}
        value={query}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {query && (
        <button type="button" className={styles.clear} onClick={() => onChange('')} aria-label="Clear the query">
          Clear
        </button>
      )}
      <button type="button" className={styles.cancel} onClick={onClose} aria-label="Close search">
        <kbd className={styles.escKey}>Esc</kbd>
        <span className={styles.cancelText}>Cancel</span>
      </button>
    </form>
  );
});

export default SearchInput;
