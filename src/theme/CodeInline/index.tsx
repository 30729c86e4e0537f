/**
 * Inline code that names one thing (`holdToken`, `X-Workspace-Key`) never
 * breaks across lines; longer code (a request line, a signature) still wraps
 * at spaces, so nothing scrolls sideways on a phone. Decided here, at render
 * time, because CSS cannot tell an identifier from a sentence of code.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import CodeInline from '@theme-original/CodeInline';
import type CodeInlineType from '@theme/CodeInline';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof CodeInlineType>;

/** Longest identifier kept on one line: 28 monospace characters fit a 390 px phone with room to spare. */
const MAX_UNBROKEN = 28;

export default function CodeInlineWrapper(props: Props): ReactNode {
  const text = typeof props.children === 'string' ? props.children : '';
  const identifier = text.length > 0 && text.length <= MAX_UNBROKEN && !/\s/.test(text);
  return <CodeInline {...props} className={clsx(props.className, identifier && 'code-unbroken')} />;
}
