import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {SearchSection} from '@site/lib/search/types';
import Highlighted from './Highlighted';
import styles from './styles.module.css';

type Props = {section: SearchSection; as?: 'span' | 'p'; className?: string};

/**
 * A result's excerpt: two lines, reserved while the text is still loading so
 * nothing moves when it arrives; nothing at all for a section without text.
 * `className` sets the size and spacing of the place it is shown in.
 */
export default function Excerpt({section, as: Tag = 'span', className}: Props): ReactNode {
  if (section.excerpt.length === 0 && !section.excerptPending) return null;
  return (
    <Tag className={clsx(styles.excerpt, className)}>
      <Highlighted segments={section.excerpt} />
    </Tag>
  );
}
