import {useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject} from 'react';
import styles from './styles.module.css';

export type MenuProps = {
  id: string;
  /** The page's Markdown copy on this site. */
  markdownPath: string;
  /** What the assistants are asked, URL-encoded. */
  prompt: string;
  /** The element holding the menu and its button: a pointer press outside it closes the menu. */
  rootRef: RefObject<HTMLElement | null>;
  /** Closes the menu; `returnFocus` puts the focus back on the menu's button. */
  onClose: (returnFocus: boolean) => void;
};

/**
 * The open menu of the page actions, loaded on first use: the ARIA menu
 * pattern, with focus on the first item when it opens, the arrow keys, Home
 * and End to move, Escape to close (focus back on the button), Tab or a
 * press elsewhere to leave.
 */
export default function Menu({id, markdownPath, prompt, rootRef, onClose}: MenuProps): ReactNode {
  const menuRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [rootRef, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (index: number) => items[(index + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(current + 1);
        break;
      case 'ArrowUp':
        focusAt(current - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(items.length - 1);
        break;
      case 'Escape':
        onClose(true);
        break;
      case 'Tab':
        onClose(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  const item = (href: string, label: string, external: boolean) => (
    <li role="none">
      <a
        role="menuitem"
        tabIndex={-1}
        href={href}
        className={styles.item}
        {...(external ? {target: '_blank', rel: 'noopener noreferrer'} : {})}
        onClick={() => onClose(false)}
      >
        {label}
        {external && (
          <>
            <svg className={styles.external} viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
              <path d="M4.5 2.5h5v5M9.5 2.5 3 9" fill="none" stroke="currentColor" strokeWidth="1.4" />
            </svg>
            <span className="visually-hidden"> (opens in a new tab)</span>
          </>
        )}
      </a>
    </li>
  );

  return (
    <ul ref={menuRef} id={id} role="menu" aria-label="Page actions" className={styles.menu} onKeyDown={onKeyDown}>
      {item(markdownPath, 'View as Markdown', false)}
      {item(`https://chatgpt.com/?q=${prompt}`, 'Open in ChatGPT', true)}
      {item(`https://claude.ai/new?q=${prompt}`, 'Open in Claude', true)}
    </ul>
  );
}
