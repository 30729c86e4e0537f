import type {ReactNode, RefObject} from 'react';
import clsx from 'clsx';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import useCopy from '@site/src/components/useCopy';
import styles from './styles.module.css';

export type CopyButtonProps = {
  text: string;
  label: string;
  /** The element showing `text`, selected for the reader where the browser refuses to copy. */
  select?: RefObject<HTMLElement | null>;
  className?: string;
};

const FAILED = 'Copy failed: the path is selected, copy it with your keyboard';

/** A small button that copies `text`, with the check mark of the code blocks' copy button for a second. */
export default function CopyButton({text, label, select, className}: CopyButtonProps): ReactNode {
  const [state, copy] = useCopy(1500);
  return (
    <button
      type="button"
      className={clsx(styles.copy, className)}
      aria-label={state === 'copied' ? 'Copied' : state === 'failed' ? FAILED : label}
      title={state === 'failed' ? FAILED : 'Copy'}
      onClick={() => copy(text, {select: select?.current, failed: FAILED})}
    >
      {state === 'copied' ? <IconSuccess className={styles.copyIcon} /> : <IconCopy className={styles.copyIcon} />}
    </button>
  );
}
