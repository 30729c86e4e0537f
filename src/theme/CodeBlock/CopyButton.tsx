import React, {type RefObject} from 'react';
import clsx from 'clsx';
import useFlash from '@site/src/components/useFlash';
import styles from './styles.module.css';

/** How long the button shows "Copied". */
const CONFIRMATION_MS = 1500;

/** Copies by selecting the element's text: for pages served outside secure contexts (plain http on a LAN), which have no Clipboard API. */
function copySelection(source: HTMLElement): void {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(source);
  selection.removeAllRanges();
  selection.addRange(range);
  document.execCommand('copy');
  selection.removeAllRanges();
}

async function copyText(source: HTMLElement): Promise<void> {
  const text = source.textContent ?? '';
  if (!navigator.clipboard) return copySelection(source);
  // A denied clipboard permission rejects; the selection still works there.
  return navigator.clipboard.writeText(text).catch(() => copySelection(source));
}

/**
 * Copies the text of the code element it points at, read from the page at the
 * time of the click: the highlighted HTML's text is exactly the code, so no
 * second copy of it travels with the page. One element; its icon is CSS.
 */
export default function CopyButton({source, className}: {source: RefObject<HTMLElement | null>; className?: string}) {
  const [copied, flashCopied] = useFlash(CONFIRMATION_MS);
  const copy = () => {
    if (!source.current) return;
    copyText(source.current).then(flashCopied);
  };
  return (
    <button
      type="button"
      className={clsx(styles.copy, copied && styles.copied, className)}
      aria-label={copied ? 'Copied' : 'Copy code to clipboard'}
      title="Copy"
      onClick={copy}
    />
  );
}
