import type {ReactNode} from 'react';
import styles from './styles.module.css';

export type FieldProps = {
  /** The field or parameter name, as sent. */
  name: string;
  /** A short type label: `string`, `integer or string`, `object[]`. */
  type?: string;
  /**
   * `true` (or the bare attribute) for required, `"conditional"` when other fields decide, or the
   * condition itself (`"for holds"`), shown as "Required for holds".
   */
  required?: boolean | string;
  /** The description; a parent field also holds its <FieldList nested>. */
  children?: ReactNode;
};

/**
 * One parameter or body field of a REST reference: the name in monospace, a
 * type chip, a required badge, then the description. Stacked, not a table
 * row, so the description gets the full width on every screen.
 */
export function Field({name, type, required, children}: FieldProps): ReactNode {
  // The spaces between the parts render nothing in the flex row, but keep the row's text apart
  // ("holdToken string Required", not "holdTokenstringRequired") for copy, screen readers and the search index.
  return (
    <li className={styles.field}>
      <code className={styles.name}>{name}</code> {type && <span className={styles.type}>{type}</span>}{' '}
      {required === true && <span className={styles.required}>Required</span>}
      {required === 'conditional' && <span className={styles.conditional}>Conditional</span>}
      {typeof required === 'string' && required !== 'conditional' && <span className={styles.conditional}>Required {required}</span>}{' '}
      {children !== undefined && <div className={styles.description}>{children}</div>}
    </li>
  );
}

export type FieldListProps = {
  /** The child attributes of a field: collapsed behind "Show child attributes". */
  nested?: boolean;
  children?: ReactNode;
};

/** A list of <Field>s; nested lists collapse into a native <details>, so no client state is involved. */
export function FieldList({nested = false, children}: FieldListProps): ReactNode {
  const list = <ul className={styles.fields}>{children}</ul>;
  if (!nested) return list;
  return (
    <details className={styles.children}>
      <summary>
        <span>Show child attributes</span>
      </summary>
      {list}
    </details>
  );
}
