/**
 * Inline code that names one thing (`holdToken`, `X-Workspace-Key`) never
 * breaks across lines; longer code (a request line, a signature) still wraps
 * at spaces, so nothing scrolls sideways on a phone. Decided here, at render
 * time, because CSS cannot tell an identifier from a sentence of code.
 *
 * Code in a table cell (marked `data-break` by plugins/remark/tableCells.ts)
 * may break, but only between words: `<wbr>` at its camelCase and punctuation
 * boundaries (lib/markdown/breaks.ts), so a squeezed column never cuts a name
 * mid-word and the table stays inside its column; in a table with room for
 * its names (`data-break="names"`), not inside a name of up to 20 letters.
 */
import {Fragment, type ReactNode} from 'react';
import clsx from 'clsx';
import CodeInline from '@theme-original/CodeInline';
import type CodeInlineType from '@theme/CodeInline';
import type {WrapperProps} from '@docusaurus/types';
import {codeBreakPieces, LONG_NAME} from '@site/lib/markdown/breaks';

type Props = WrapperProps<typeof CodeInlineType> & {'data-break'?: unknown};

/** Longest identifier kept on one line: 28 monospace characters fit a 390 px phone with room to spare. */
const MAX_UNBROKEN = 28;

export default function CodeInlineWrapper(props: Props): ReactNode {
  const text = typeof props.children === 'string' ? props.children : '';
  if (props['data-break'] !== undefined && text) {
    // "names": the table has room for names whole, so code breaks at its punctuation and in long names only.
    const pieces = codeBreakPieces(text, props['data-break'] === 'names' ? LONG_NAME : 0);
    return (
      <CodeInline {...props}>
        {pieces.map((piece, index) => (
          <Fragment key={index}>
            {index > 0 && <wbr />}
            {piece}
          </Fragment>
        ))}
      </CodeInline>
    );
  }
  const identifier = text.length > 0 && text.length <= MAX_UNBROKEN && !/\s/.test(text);
  return <CodeInline {...props} className={clsx(props.className, identifier && 'code-unbroken')} />;
}
