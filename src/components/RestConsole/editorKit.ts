/**
 * CodeMirror 6 for the body, in a chunk of its own (about 100 KB gzip) that the
 * console loads when the reader shows an intent to edit the body: a pointer over
 * it, focus, a touch. Until it arrives, or if it never does, the body is a plain
 * text area with the same label, and the first Send needs no edit.
 */
import {Compartment, EditorState} from '@codemirror/state';
import {drawSelection, EditorView, highlightActiveLine, keymap, lineNumbers} from '@codemirror/view';
import {defaultKeymap, history, historyKeymap, indentWithTab} from '@codemirror/commands';
import {bracketMatching, indentOnInput, syntaxHighlighting} from '@codemirror/language';
import {json} from '@codemirror/lang-json';
import {classHighlighter} from '@lezer/highlight';

export type EditorOptions = {
  parent: HTMLElement;
  doc: string;
  /** Where the cursor goes (the text area's, when the editor takes its place). */
  selection?: number;
  attributes: Record<string, string>;
  onChange: (value: string) => void;
};

export type JsonEditor = {
  setValue(value: string): void;
  setAttributes(attributes: Record<string, string>): void;
  focus(): void;
  destroy(): void;
};

/** The body editor: JSON language, undo history, bracket matching, token classes coloured by the site's code colours. */
export function createJsonEditor({parent, doc, selection, attributes, onChange}: EditorOptions): JsonEditor {
  const aria = new Compartment();
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc,
      selection: selection === undefined ? undefined : {anchor: Math.min(selection, doc.length)},
      extensions: [
        lineNumbers(),
        history(),
        drawSelection(),
        highlightActiveLine(),
        indentOnInput(),
        bracketMatching(),
        json(),
        syntaxHighlighting(classHighlighter),
        EditorView.lineWrapping,
        keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
        aria.of(EditorView.contentAttributes.of(attributes)),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  return {
    setValue(value) {
      if (view.state.doc.toString() !== value) view.dispatch({changes: {from: 0, to: view.state.doc.length, insert: value}});
    },
    setAttributes(next) {
      view.dispatch({effects: aria.reconfigure(EditorView.contentAttributes.of(next))});
    },
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}
