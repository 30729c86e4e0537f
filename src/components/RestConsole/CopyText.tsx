import type {ReactNode} from 'react';
import clsx from 'clsx';
import useCopy from '@site/src/components/useCopy';
import styles from './styles.module.css';

/** A button that copies `text`, saying "Copied" for a moment (or why it could not). */
export default function CopyText({text, label, className}: {text: string; label: string; className?: string}): ReactNode {
  const [state, copy] = useCopy(2000);
  // The visible words start the accessible name, so speech users can say what they see.
  const [visible, name] =
    state === 'copied' ? ['Copied', 'Copied'] : state === 'failed' ? ['Select and copy', `Select and copy: ${label}`] : ['Copy', label];
  return (
    <button
      type="button"
      className={clsx(styles.smallButton, className)}
      aria-label={name}
      onClick={() => copy(text, {failed: 'Copy failed: select the text and copy it with your keyboard'})}
    >
      {visible}
    </button>
  );
}
