import {Fragment, useMemo, type ReactNode} from 'react';
import {useHighlightKit} from './useEditorKit';

/**
 * JSON coloured with the Lezer JSON parser the body editor uses and its token
 * classes (`tok-*`, styled from the site's code colours), as React text nodes:
 * nothing from a response reaches the DOM as HTML. Plain text until the
 * highlighter's chunk is there.
 */
export default function JsonCode({text}: {text: string}): ReactNode {
  const kit = useHighlightKit();
  const runs = useMemo(() => (kit ? kit.highlightJson(text) : null), [kit, text]);
  if (!runs) return text;
  return runs.map(([code, classes], index) => <Fragment key={index}>{classes ? <span className={classes}>{code}</span> : code}</Fragment>);
}
