/**
 * CodeMirror 6 and the JSON highlighter, in a chunk of their own that the
 * console loads once it is open: the console works before they arrive (a
 * plain text area, an uncoloured response), and still works if they never do.
 */
import {Compartment, EditorState} from '@codemirror/state';
import {drawSelection, EditorView, highlightActiveLine, keymap, lineNumbers} from '@codemirror/view';
import {defaultKeymap, history, historyKeymap, indentWithTab} from '@codemirror/commands';
import {bracketMatching, indentOnInput, syntaxHighlighting} from '@codemirror/language';
import {json, jsonLanguage} from '@codemirror/lang-json';
import {classHighlighter, highlightCode} from '@lezer/highlight';

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

/** Longest text coloured token by token; a longer body stays plain, so a huge answer cannot stall the page. */
const MAX_HIGHLIGHTED = 200_000;

/** JSON as runs of text with their token classes (`tok-string`...), for React to render as text: never as HTML. */
export function highlightJson(text: string): Array<[text: string, classes: string]> {
  if (text.length > MAX_HIGHLIGHTED) return [[text, '']];
  const out: Array<[string, string]> = [];
  highlightCode(
    text,
    jsonLanguage.parser.parse(text),
    classHighlighter,
    (code, classes) => out.push([code, classes]),
    () => out.push(['\n', '']),
  );
  return out;
}
