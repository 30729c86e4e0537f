import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** The chip beside a reference page's title, per front matter kind. */
export const kindLabels: Record<string, string> = {
  option: 'Option',
  method: 'Method',
  callback: 'Callback',
  property: 'Property',
  'object-property': 'Object property',
};

const statusLabels: Record<string, string> = {deprecated: 'Deprecated', removed: 'Removed'};

export type DocTitleRowProps = {
  title: string;
  /** The page's front matter kind; reference kinds get a monospace title and a kind chip. */
  kind?: string;
  status?: string;
  /** Page-level actions (copy page, view as Markdown...), placed at the end of the row. */
  actions?: ReactNode;
};

/**
 * The title row of a docs page: the h1, for reference pages set as the
 * identifier it documents in monospace with a kind chip (and a status chip
 * when deprecated or removed), and room at the end of the row for page
 * actions. The row wraps on narrow screens, actions last.
 */
export default function DocTitleRow({title, kind, status, actions}: DocTitleRowProps): ReactNode {
  const kindLabel = kind ? kindLabels[kind] : undefined;
  const statusLabel = status ? statusLabels[status] : undefined;
  return (
    <header className={clsx('doc-title-row', styles.row)}>
      <div className={styles.heading}>
        <Heading as="h1" className={clsx(kindLabel && styles.identifier)}>
          {title}
        </Heading>
        {(kindLabel || statusLabel) && (
          <span className={styles.chips}>
            {kindLabel && <span className={styles.kind}>{kindLabel}</span>}
            {statusLabel && <span className={clsx(styles.kind, styles[status!])}>{statusLabel}</span>}
          </span>
        )}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
