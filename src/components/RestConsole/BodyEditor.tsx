import {useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode} from 'react';
import type {JsonEditor} from './editorKit';
import {loadEditorKit, useEditorKit} from './useEditorKit';
import styles from './styles.module.css';

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** The id of the visible label, and of the hint that says how to leave the editor with the keyboard. */
  labelledBy: string;
  describedBy: string;
  invalid: boolean;
};

/**
 * The JSON body editor. A plain text area first, so the console is usable at
 * once and the first Send needs no editor; CodeMirror 6 takes its place when
 * the reader shows an intent to edit (pointer over the field, focus, a touch)
 * and its chunk has loaded. If it cannot load, the text area stays. Tab indents in CodeMirror;
 * Escape then Tab leaves it (CodeMirror's own way out for keyboard users, which
 * the hint under the editor says).
 */
/** Starts loading CodeMirror; the text area keeps working whatever happens to the load. */
function wantEditor(): void {
  loadEditorKit().catch(() => undefined);
}

/**
 * The field scrolls into view whole when it takes the focus: the form's Send bar is sticky at the bottom of
 * the view, and on a laptop screen the body starts just above it, one line of it in sight.
 */
function showWhole(event: FocusEvent<HTMLElement>): void {
  event.currentTarget.scrollIntoView({block: 'nearest'});
}

export default function BodyEditor({value, onChange, labelledBy, describedBy, invalid}: Props): ReactNode {
  const kit = useEditorKit();
  const host = useRef<HTMLDivElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const editor = useRef<JsonEditor | null>(null);
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  }, [onChange]);
  const attributes = {'aria-labelledby': labelledBy, 'aria-describedby': describedBy, 'aria-invalid': String(invalid)};
  const attributesKey = JSON.stringify(attributes);
  // The text area stays until the editor has taken its text, cursor and focus: unmounted in the same
  // commit that mounts the editor's host, it would take the focus with it, and the keys typed next.
  const [ready, setReady] = useState(false);

  // Before paint, so the empty host and the text area never show together.
  useLayoutEffect(() => {
    if (!kit || !host.current) return;
    // The text area's focus and cursor carry over, so a reader typing as the editor arrives is not interrupted.
    const area = textarea.current;
    const focused = area !== null && document.activeElement === area;
    const created = kit.createJsonEditor({
      parent: host.current,
      doc: area?.value ?? value,
      selection: focused ? area.selectionStart : undefined,
      attributes: JSON.parse(attributesKey) as Record<string, string>,
      onChange: (next) => change.current(next),
    });
    editor.current = created;
    if (focused) created.focus();
    setReady(true);
    return () => {
      created.destroy();
      editor.current = null;
      setReady(false);
    };
    // One editor while the kit is there: later values and attributes arrive through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kit]);

  // A value set from outside (an example picked, Reset sandbox, a request from the history) replaces the text.
  useEffect(() => editor.current?.setValue(value), [value]);
  useEffect(() => editor.current?.setAttributes(JSON.parse(attributesKey) as Record<string, string>), [attributesKey]);

  // The same two places in every render, so the host that holds the editor is never remounted.
  return (
    <>
      {kit ? <div ref={host} className={styles.editor} data-invalid={invalid} onFocus={showWhole} /> : null}
      {ready ? null : (
        <textarea
          ref={textarea}
          className={styles.textarea}
          value={value}
          rows={Math.min(16, Math.max(4, value.split('\n').length + 1))}
          spellCheck={false}
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          onChange={(event) => onChange(event.target.value)}
          onPointerEnter={wantEditor}
          onFocus={(event) => {
            wantEditor();
            showWhole(event);
          }}
          onTouchStart={wantEditor}
        />
      )}
    </>
  );
}
