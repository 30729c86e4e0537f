import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {ConsoleExchange} from '@site/lib/console/request';
import {duration, prettyBody, isExampleAnswer} from '@site/lib/console/format';
import CopyText from './CopyText';
import JsonCode from './JsonCode';
import styles from './styles.module.css';

/** The Response region: status line, time, who answered, headers, and the body highlighted with a copy button. */
export default function ResponseView({id, exchange}: {id: string; exchange: ConsoleExchange | null}): ReactNode {
  const response = exchange?.response;
  const body = response ? prettyBody(response) : null;
  const statusClass = response && (response.status < 300 ? styles.ok : response.status < 500 ? styles.refused : styles.failed);
  return (
    <section id={id} className={styles.response} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.sectionTitle}>
        Response
      </h3>
      {!exchange && <p className={styles.placeholder}>Send the request to see the status line, headers and body here.</p>}
      {exchange?.failure && (
        <p className={styles.failure}>
          {exchange.failure} <span className={styles.time}>after {duration(exchange.ms)}</span>
        </p>
      )}
      {response && (
        <>
          <p className={styles.statusLine}>
            <span className={clsx(styles.status, statusClass)} data-testid="status">
              {response.status} {response.statusText}
            </span>
            <span className={styles.time}>
              {duration(exchange.ms)} · {exchange.target === 'browser' ? 'sandbox in this browser' : 'your Tessera sandbox'}
            </span>
          </p>
          {isExampleAnswer(response) && (
            <p className={styles.note}>
              Answered from the API reference’s examples: the sandbox does not model this operation’s state, so this is the documented
              response and nothing changed.
            </p>
          )}
          {exchange.note && <p className={styles.note}>{exchange.note}</p>}
          <details className={styles.headers}>
            <summary>Headers ({Object.keys(response.headers).length})</summary>
            <dl>
              {Object.entries(response.headers).map(([name, value]) => (
                <div key={name}>
                  <dt>{name}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </details>
          {body === null || body.text === '' ? (
            <p className={styles.placeholder}>No body.</p>
          ) : (
            <div className={styles.bodyBox}>
              <CopyText text={body.text} label="Copy the response body" className={styles.copyBody} />
              <pre className={styles.code} tabIndex={0} aria-label="Response body">
                <code>{body.json ? <JsonCode text={body.text} /> : body.text}</code>
              </pre>
            </div>
          )}
        </>
      )}
    </section>
  );
}
