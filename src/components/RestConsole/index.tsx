/**
 * The REST console: a <dialog> opened with showModal() over an operation page,
 * holding a form generated from the operation, the response, the sandbox's
 * clock and controls, and the tab's history. Loaded on intent by the Try it
 * button (src/components/TryIt); the sandbox and the operations data load with
 * it and are kept for the rest of the page's life.
 */
import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {sandboxEndpointOf} from '@site/lib/console/endpoint';
import {loadBackend, type ConsoleBackend} from './backend';
import ConsoleBody from './ConsoleBody';
import {loadHighlightKit} from './useEditorKit';
import styles from './styles.module.css';

export type ConsoleProps = {operation: string; onClose: () => void};

type Loading = {status: 'loading'} | {status: 'failed'; message: string} | {status: 'ready'; backend: ConsoleBackend};

export default function RestConsole({operation, onClose}: ConsoleProps): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const {siteConfig} = useDocusaurusContext();
  const endpoint = sandboxEndpointOf(siteConfig.customFields);
  const [attempt, setAttempt] = useState(0);
  const [loading, setLoading] = useState<Loading>({status: 'loading'});

  useEffect(() => {
    const element = dialog.current!;
    if (!element.open) element.showModal();
    return () => element.close();
  }, []);

  useEffect(() => {
    let current = true;
    // The response's highlighter comes alongside the sandbox's data; the console does not wait for it.
    // CodeMirror waits for the reader to reach for the body (./BodyEditor.tsx).
    loadHighlightKit().catch(() => {
      // The response stays plain text.
    });
    loadBackend().then(
      (backend) => current && setLoading({status: 'ready', backend}),
      (error: unknown) => current && setLoading({status: 'failed', message: (error as Error).message}),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const found = loading.status === 'ready' ? loading.backend.operation(operation) : undefined;
  const title = found ? found.summary : 'Try it';

  // In <body>, not inside the page's article: the console is a layer of its own, untouched by the
  // styles of the Markdown it was opened from.
  return createPortal(
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-busy={loading.status === 'loading' || undefined}
      onClose={onClose}
      onCancel={(event) => {
        // Escape in the body editor is CodeMirror's first half of "Escape, then Tab" to leave it: the
        // console stays open. A second Escape closes it (the browser no longer lets the page refuse).
        if (document.activeElement?.closest('.cm-editor')) event.preventDefault();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself, outside its box: it closes the console.
        const box = event.currentTarget.getBoundingClientRect();
        const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
        if (event.target === event.currentTarget && outside && event.clientX + event.clientY > 0) event.currentTarget.close();
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          <span className={styles.kicker}>Try it</span> {title !== 'Try it' && title}
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label="Close the console"
          title="Close (Escape)"
          onClick={() => dialog.current?.close()}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {loading.status === 'loading' && (
        <p className={styles.message} role="status">
          Loading the sandbox...
        </p>
      )}
      {loading.status === 'failed' && (
        <div className={styles.message} role="alert">
          <p>The console could not load its data ({loading.message}). Check your network connection.</p>
          <button
            type="button"
            className="button button--primary button--sm"
            onClick={() => {
              setLoading({status: 'loading'});
              setAttempt(attempt + 1);
            }}
          >
            Retry
          </button>
        </div>
      )}
      {loading.status === 'ready' &&
        (found ? (
          <ConsoleBody key={operation} backend={loading.backend} operation={found} hostedEndpoint={endpoint} />
        ) : (
          <p className={styles.message} role="alert">
            The sandbox does not know the operation {operation}. Reload the page: the site may have been updated since it loaded.
          </p>
        ))}
    </dialog>,
    document.body,
  );
}
