import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** A button that copies `text`, saying "Copied" for a moment (or why it could not). */
export default function CopyText({text, label, className}: {text: string; label: string; className?: string}): ReactNode {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = () => {
    const settle = (next: 'copied' | 'failed') => {
      setState(next);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setState('idle'), 2000);
    };
    // No clipboard (an insecure context, a denied permission): the text stays selectable.
    (navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'))).then(
      () => settle('copied'),
      () => settle('failed'),
    );
  };
  // The visible words start the accessible name, so speech users can say what they see.
  const [visible, name] =
    state === 'copied' ? ['Copied', 'Copied'] : state === 'failed' ? ['Select and copy', `Select and copy: ${label}`] : ['Copy', label];
  return (
    <button type="button" className={clsx(styles.smallButton, className)} aria-label={name} onClick={copy}>
      {visible}
    </button>
  );
}
