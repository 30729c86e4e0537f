import {useEffect, useRef, type ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {query: string; onChange: (query: string) => void; onClose: () => void};

/**
 * What shows for the few milliseconds the dialog's code takes to load the
 * first time: the same frame and input, so keys typed right after Ctrl+K are
 * kept and handed to the dialog.
 */
export default function PendingDialog({query, onChange, onClose}: Props): ReactNode {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  return (
    <div className={styles.backdrop}>
      <div className={styles.pendingDialog} role="dialog" aria-modal="true" aria-label="Search the documentation" aria-busy="true">
        <input
          ref={input}
          className={styles.pendingInput}
          type="search"
          placeholder="Search docs"
          aria-label="Search docs"
          autoComplete="off"
          value={query}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}
