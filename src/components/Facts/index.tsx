import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Admonition from '@theme/Admonition';
import styles from './styles.module.css';

type FactsFrontMatter = {
  kind?: string;
  type?: string;
  default?: string;
  values?: string[];
  required?: boolean;
  since?: string;
  owner?: string;
  status?: 'current' | 'deprecated' | 'removed';
  replacedBy?: string;
  returns?: string;
};

const ownerNames: Record<string, string> = {
  object: 'Every selectable object',
  bookable: 'Seats, tables, booths and areas',
  seat: 'Seats',
  table: 'Tables',
  ga: 'General admission areas',
  section: 'Sections',
};

function Code({children}: {children: string}): ReactNode {
  return <code>{children}</code>;
}

/**
 * The facts box of a reference page, drawn from the page's validated front
 * matter so that type, default and allowed values are written exactly once.
 */
export default function Facts(): ReactNode {
  const fm = useDoc().frontMatter as FactsFrontMatter;
  const rows: [string, ReactNode][] = [];
  if (fm.owner) rows.push(['Available on', ownerNames[fm.owner] ?? fm.owner]);
  if (fm.type) rows.push(['Type', <Code key="type">{fm.type}</Code>]);
  if (fm.returns) rows.push(['Returns', <Code key="returns">{fm.returns}</Code>]);
  if (fm.required) rows.push(['Required', 'Yes']);
  if (fm.default !== undefined) rows.push(['Default', <Code key="default">{fm.default}</Code>]);
  if (fm.values) {
    rows.push([
      'Allowed values',
      <span key="values" className={styles.values}>
        {fm.values.map((value) => (
          <Code key={value}>{value}</Code>
        ))}
      </span>,
    ]);
  }
  if (fm.since) rows.push(['Since', fm.since]);

  return (
    <>
      {fm.status === 'deprecated' && (
        <Admonition type="warning" title="Deprecated">
          <p>
            Still accepted, but do not use it in new code.
            {fm.replacedBy && <> Use <Code>{fm.replacedBy}</Code> instead.</>}
          </p>
        </Admonition>
      )}
      {fm.status === 'removed' && (
        <Admonition type="danger" title="Removed">
          <p>
            No longer supported.
            {fm.replacedBy && <> Use <Code>{fm.replacedBy}</Code> instead.</>}
          </p>
        </Admonition>
      )}
      {rows.length > 0 && (
        <dl className={styles.facts} aria-label="Facts">
          {rows.map(([term, value]) => (
            <div key={term} className={styles.row}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
