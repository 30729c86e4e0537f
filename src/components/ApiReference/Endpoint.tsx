import {Fragment, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import CopyButton from './CopyButton';
import {methodBadgeClass} from '@site/lib/openapi/methodBadge';
import styles from './styles.module.css';

/**
 * The path as tokens that never break inside (`copy-to-workspace` stays
 * whole), with a break opportunity before each slash and placeholder, so a
 * long path wraps on a phone instead of scrolling sideways. Placeholders
 * stand out from the literal parts.
 */
function PathTokens({path}: {path: string}): ReactNode {
  const tokens = path
    .split(/(\{[^}]+\})/)
    .flatMap((part) => (part.startsWith('{') ? [part] : part.split(/(?=[/?])/)))
    .filter(Boolean);
  return tokens.map((token, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      <span className={clsx(styles.token, token.startsWith('{') && styles.placeholder)}>{token}</span>
    </Fragment>
  ));
}

/** `children`: what follows the copy button on the line (the operation pages put Try it there). */
export type EndpointProps = {method: string; path: string; children?: ReactNode};

/** Method badge, path and a button that copies the path (then Try it): the first line of a REST operation's header. */
export default function Endpoint({method, path, children}: EndpointProps): ReactNode {
  const verb = method.toUpperCase();
  const pathRef = useRef<HTMLElement>(null);
  return (
    <div className={styles.endpoint}>
      <span className={clsx('badge', methodBadgeClass(verb), styles.method)}>{verb}</span>
      {/* A flex container drops this space from the layout; text readers (search, copy, screen readers) get "POST /events", not "POST/events". */}{' '}
      <code ref={pathRef} className={styles.path}>
        <PathTokens path={path} />
      </code>
      <CopyButton text={path} label={`Copy the path ${path}`} select={pathRef} />
      {children}
    </div>
  );
}
