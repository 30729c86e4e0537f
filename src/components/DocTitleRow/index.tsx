import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** Reference kinds: their title is the identifier they document, set in monospace. */
export const kindLabels: Record<string, string> = {
  option: 'Option',
  method: 'Method',
  callback: 'Callback',
  property: 'Property',
  'object-property': 'Object property',
};

/** What the section label calls each kind of page, after the section's name. */
const pageKindLabels: Record<string, string> = {
  ...kindLabels,
  guide: 'Guide',
  topic: 'Guide',
  mode: 'Mode',
  resource: 'Resource',
  operation: 'Operation',
};

/** The second half of the section label: the kind of page, or the step of a tutorial. */
export function pageKindLabel(kind?: string, step?: number): string | undefined {
  if (kind === 'tutorial-step') return step ? `Step ${step}` : 'Tutorial';
  return kind ? pageKindLabels[kind] : undefined;
}

const statusLabels: Record<string, string> = {deprecated: 'Deprecated', removed: 'Removed'};

export type DocTitleRowProps = {
  title: string;
  /** The navbar section the page belongs to (config/navbar.ts), shown above the title with the kind. */
  section?: string;
  /** The tutorial step, for a `tutorial-step` page. */
  step?: number;
  /** The page's front matter kind; reference kinds get a monospace title and a kind chip. */
  kind?: string;
  status?: string;
  /** Page-level actions (copy page, view as Markdown...), placed at the end of the row. */
  actions?: ReactNode;
};

/**
 * The title row of a docs page. First a line with the section label ("Renderer · Option":
 * with breadcrumbs off, it tells the renderer's `pricing` from the Event Manager's) and the
 * page actions at its end; then the h1, for reference pages set as the identifier it documents
 * in monospace, with a status chip when deprecated or removed. On a phone the label and the
 * actions share one line, so the first sentence starts high on the screen.
 */
export default function DocTitleRow({title, section, kind, step, status, actions}: DocTitleRowProps): ReactNode {
  const identifier = kind !== undefined && kind in kindLabels;
  const kindLabel = pageKindLabel(kind, step);
  const statusLabel = status ? statusLabels[status] : undefined;
  const heading = (
    <Heading as="h1" className={clsx(styles.title, identifier && styles.identifier)}>
      {title}
    </Heading>
  );
  // A grid rather than nested rows: operation pages count their elements (tests/e2e/design.spec.ts).
  return (
    <header className={clsx('doc-title-row', styles.row)}>
      {(section || kindLabel) && (
        <p className={clsx('doc-section-label', styles.section)}>{[section, kindLabel].filter(Boolean).join(' · ')}</p>
      )}
      {actions && <div className={styles.actions}>{actions}</div>}
      {statusLabel ? (
        <div className={clsx(styles.title, styles.heading)}>
          {heading}
          <span className={clsx(styles.kind, styles[status!])}>{statusLabel}</span>
        </div>
      ) : (
        heading
      )}
    </header>
  );
}
