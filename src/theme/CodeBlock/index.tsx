/**
 * Replaces the theme's CodeBlock instead of wrapping it: the original imports
 * prism-react-renderer and tokenises every block again in the browser, and
 * remounts each block after hydration (`key={isBrowser}`). Fences are
 * highlighted at build time (plugins/remark/highlightCode.ts) and arrive as `html`;
 * this component only frames them: an optional header row (title, the REST
 * sample tabs, copy button), the code, and a copy button. Nothing re-renders
 * after hydration.
 */
import React, {useRef, type HTMLAttributes, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import CopyButton from './CopyButton';
import styles from './styles.module.css';

export type Props = {
  /**
   * Code passed as text by React pages. It is shown without colours: only
   * Markdown fences are highlighted, at build time. For coloured code in a
   * React page, import an MDX partial that holds the fence.
   */
  readonly children?: ReactNode;
  /** The highlighted lines as HTML, written by the build from the site's own pages (never user input). */
  readonly html?: string;
  readonly language?: string;
  readonly title?: ReactNode;
  readonly className?: string;
  /** Shown in the header row between the title and the copy button: the REST sample tabs. */
  readonly tabs?: ReactNode;
  /** Attributes of the `<pre>`, for a caller that makes it a tab panel. */
  readonly preProps?: HTMLAttributes<HTMLPreElement>;
  /** The playground link of a complete renderer sample (plugins/playground/remark.ts): a "Run" action in the header. */
  readonly run?: string;
  /** Accepted for compatibility with the theme's props; line numbers are not shown. */
  readonly metastring?: string;
  readonly showLineNumbers?: boolean | number;
};

/** The theme's CodeBlock takes its code with a trailing newline (template literals); the lines end at the last one. */
function codeText(children: ReactNode): ReactNode {
  return typeof children === 'string' ? children.replace(/\n+$/, '') : children;
}

export default function CodeBlock({children, html, language, title, className, tabs, preProps, run}: Props): ReactNode {
  const code = useRef<HTMLElement>(null);
  const header = Boolean(title || tabs || run);
  return (
    <div className={clsx('theme-code-block', styles.block, language && `language-${language}`, className)}>
      {header && (
        <div className={styles.header}>
          {title && <div className={styles.title}>{title}</div>}
          {tabs}
          {run && (
            <Link to={run} className={styles.run} aria-label={`Run ${typeof title === 'string' ? title : 'this sample'} in the playground`}>
              Run
            </Link>
          )}
          <CopyButton source={code} className={styles.headerCopy} />
        </div>
      )}
      {/* Focusable so that keyboard users can scroll long lines (axe: scrollable-region-focusable). The search
          index reads a sample's language from data-language (plugins/search-index/html.ts). */}
      <pre tabIndex={0} data-language={language} {...preProps} className={clsx(styles.pre, preProps?.className)}>
        {html === undefined ? <code ref={code}>{codeText(children)}</code> : <code ref={code} dangerouslySetInnerHTML={{__html: html}} />}
      </pre>
      {!header && <CopyButton source={code} className={styles.floatingCopy} />}
    </div>
  );
}
