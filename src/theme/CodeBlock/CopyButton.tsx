import React, {type RefObject} from 'react';
import clsx from 'clsx';
import useCopy from '@site/src/components/useCopy';
import styles from './styles.module.css';

/** How long the button shows "Copied". */
const CONFIRMATION_MS = 1500;

const FAILED = 'Copy failed: the code is selected, copy it with your keyboard';

/**
 * Copies the text of the code element it points at, read from the page at the
 * time of the click: the highlighted HTML's text is exactly the code, so no
 * second copy of it travels with the page. One element; its icon is CSS.
 * Where the browser refuses, the code is left selected for the reader.
 */
export default function CopyButton({source, className}: {source: RefObject<HTMLElement | null>; className?: string}) {
  const [state, copy] = useCopy(CONFIRMATION_MS);
  const onClick = () => {
    if (source.current) copy(source.current.textContent ?? '', {select: source.current, failed: FAILED});
  };
  return (
    <button
      type="button"
      className={clsx(styles.copy, state === 'copied' && styles.copied, className)}
      aria-label={state === 'copied' ? 'Copied' : state === 'failed' ? FAILED : 'Copy code to clipboard'}
      title={state === 'failed' ? FAILED : 'Copy'}
      onClick={onClick}
    />
  );
}
