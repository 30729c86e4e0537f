import type {ReactNode} from 'react';
import type {SearchGroup} from '@site/lib/search/types';
import styles from './styles.module.css';

/**
 * Where a result page sits and what it is, as DocSearch shows it: a kind
 * badge (the HTTP method for a REST operation) and the path in the site,
 * `Renderer › Configuration › Pricing`.
 */
export default function PagePlace({
  group,
  className,
}: {
  group: Pick<SearchGroup, 'crumb' | 'kind' | 'method' | 'deprecated'>;
  className?: string;
}): ReactNode {
  if (!group.crumb && !group.kind && !group.method) return null;
  const method = group.method?.toUpperCase();
  return (
    <span className={`${styles.place} ${className ?? ''}`}>
      {method ? (
        <span className={`${styles.badge} ${styles.method}`} data-method={method.toLowerCase()} title={group.kind || undefined}>
          {method}
        </span>
      ) : (
        group.kind && <span className={styles.badge}>{group.kind}</span>
      )}
      {group.deprecated && <span className={`${styles.badge} ${styles.deprecated}`}>Deprecated</span>}
      {group.crumb && <span className={styles.crumb}>{group.crumb}</span>}
    </span>
  );
}
