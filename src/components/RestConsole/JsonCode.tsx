import {Fragment, useMemo, type ReactNode} from 'react';
import {useEditorKit} from './useEditorKit';

/**
 * JSON coloured with the body editor's own parser and token classes (`tok-*`,
 * styled from the site's code colours), as React text nodes: nothing from a
 * response reaches the DOM as HTML. Plain text until the editor's chunk is there.
 */
export default function JsonCode({text}: {text: string}): ReactNode {
  const kit = useEditorKit();
  const runs = useMemo(() => (kit ? kit.highlightJson(text) : null), [kit, text]);
  if (!runs) return text;
  return runs.map(([code, classes], index) => <Fragment key={index}>{classes ? <span className={classes}>{code}</span> : code}</Fragment>);
}
