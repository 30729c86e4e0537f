import {Fragment, type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Admonition from '@theme/Admonition';
import {factRows, factsNotice, type FactValue} from '@site/lib/content/facts';
import type {DocFrontMatter} from '@site/lib/content/frontMatter';
import type {DerivedFacts} from '@site/lib/content/invalidValues';
import {codeBreakPieces} from '@site/lib/markdown/breaks';
import styles from './styles.module.css';

/** Code that may break between words only (a long type such as `object {prices, allFeesIncluded?}` wraps in the box). */
function Code({children}: {children: string}): ReactNode {
  return (
    <code>
      {codeBreakPieces(children).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </code>
  );
}

function Value({value}: {value: FactValue}): ReactNode {
  if ('text' in value) return value.text;
  if ('code' in value) return <Code>{value.code}</Code>;
  if ('inline' in value) return value.inline.map((part, i) => ('code' in part ? <Code key={i}>{part.code}</Code> : part.text));
  return (
    <span className={styles.values}>
      {value.codes.map((code) => (
        <Code key={code}>{code}</Code>
      ))}
    </span>
  );
}

/**
 * The facts box of a reference page, drawn from the page's validated front
 * matter so that type, default and allowed values are written exactly once.
 * It reads the front matter of the doc's metadata, which the docs plugin
 * writes on every build, rather than the copy compiled into the MDX module:
 * the build adds keys derived from domain/ there, and the bundler's cache of
 * an unchanged page would keep an old copy.
 */
export default function Facts(): ReactNode {
  const fm = useDoc().metadata.frontMatter as DocFrontMatter & DerivedFacts;
  const rows = factRows(fm);
  const notice = factsNotice(fm);

  return (
    <>
      {notice && (
        <Admonition type={notice.kind === 'removed' ? 'danger' : 'warning'} title={notice.title}>
          <p>
            {notice.text}
            {notice.replacedBy && (
              <>
                {' '}
                Use <Code>{notice.replacedBy}</Code> instead.
              </>
            )}
          </p>
        </Admonition>
      )}
      {rows.length > 0 && (
        <dl className={styles.facts} aria-label="Facts">
          {rows.map(({term, value}) => (
            <div key={term} className={styles.row}>
              <dt>{term}</dt>
              <dd>
                <Value value={value} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
