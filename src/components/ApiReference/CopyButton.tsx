import type {ReactNode} from 'react';
import clsx from 'clsx';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import useFlash from '@site/src/components/useFlash';
import styles from './styles.module.css';

export type CopyButtonProps = {text: string; label: string; className?: string};

/** A small button that copies `text`, with the check mark of the code blocks' copy button for a second. */
export default function CopyButton({text, label, className}: CopyButtonProps): ReactNode {
  const [copied, flashCopied] = useFlash(1500);
  const copy = () => {
    navigator.clipboard
      .writeText(text)
      .then(flashCopied)
      .catch(() => {
        // Clipboard access refused (an insecure context or a denied permission): the path stays selectable.
      });
  };
  return (
    <button type="button" className={clsx(styles.copy, className)} aria-label={copied ? 'Copied' : label} title="Copy" onClick={copy}>
      {copied ? <IconSuccess className={styles.copyIcon} /> : <IconCopy className={styles.copyIcon} />}
    </button>
  );
}
