import {lazy, Suspense, useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {markdownPath} from '@site/lib/markdown/url';
import useCopy, {type CopyState} from '@site/src/components/useCopy';
import {fetchText} from './copy';
import styles from './styles.module.css';

const COPY_LABELS: Record<CopyState, string> = {
  idle: 'Copy page',
  copying: 'Copying…',
  copied: 'Copied',
  failed: 'Copy failed',
};

/** How long "Copied" or "Copy failed" stays before the button reads "Copy page" again. */
const STATUS_MS = 2500;

// The open menu is code most readers never run: it loads when the button is hovered, focused or pressed.
const loadMenu = () => import('./Menu');
const Menu = lazy(loadMenu);

/**
 * The page actions of a docs page: Copy page (its Markdown copy, fetched on
 * click) and a menu with View as Markdown, Open in ChatGPT and Open in Claude.
 * The assistants are plain links: nothing is requested from them until the
 * reader follows one. The page's <head> links the copy for other tools.
 */
export default function PageActions(): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const path = markdownPath(metadata.permalink);
  // The assistants fetch the page themselves, so they need its public address, not this host's.
  const prompt = encodeURIComponent(`Read ${siteConfig.url.replace(/\/+$/, '')}${path} so I can ask questions about it.`);
  const [copy, startCopy] = useCopy(STATUS_MS);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const onCopy = () => startCopy(fetchText(path));

  const onToggleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <div ref={rootRef} className={styles.actions}>
      <Head>
        <link rel="alternate" type="text/markdown" href={path} />
      </Head>
      <div className={styles.group}>
        <button type="button" className={styles.button} onClick={onCopy} disabled={copy === 'copying'}>
          {COPY_LABELS[copy]}
        </button>
        <button
          ref={buttonRef}
          type="button"
          className={styles.toggle}
          aria-label="More page actions"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onPointerEnter={loadMenu}
          onFocus={loadMenu}
          onClick={() => setOpen((value) => !value)}
          onKeyDown={onToggleKeyDown}
        >
          <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
            <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <Menu id={menuId} markdownPath={path} prompt={prompt} rootRef={rootRef} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
