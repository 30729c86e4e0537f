/**
 * The Config editor: CodeMirror 6 with JavaScript highlighting in the site's
 * code colours (src/css/code.css, which keep 4.5:1 in both colour modes). Tab
 * is left to move focus, so the editor is no keyboard trap. Loaded with the
 * playground, never in a first load.
 */
import {EditorState} from '@codemirror/state';
import {EditorView, drawSelection, highlightActiveLine, keymap, lineNumbers} from '@codemirror/view';
import {defaultKeymap, history, historyKeymap} from '@codemirror/commands';
import {bracketMatching, HighlightStyle, indentOnInput, syntaxHighlighting} from '@codemirror/language';
import {javascript} from '@codemirror/lang-javascript';
import {tags} from '@lezer/highlight';

const codeColours = HighlightStyle.define([
  {
    tag: [tags.keyword, tags.operatorKeyword, tags.controlKeyword, tags.definitionKeyword, tags.moduleKeyword],
    color: 'var(--code-keyword)',
  },
  {tag: [tags.string, tags.special(tags.string), tags.regexp], color: 'var(--code-string)'},
  {tag: [tags.comment, tags.lineComment, tags.blockComment], color: 'var(--code-comment)'},
  {tag: [tags.number, tags.bool, tags.null, tags.atom], color: 'var(--code-constant)'},
  {tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], color: 'var(--code-function)'},
  {tag: [tags.propertyName, tags.definition(tags.propertyName)], color: 'var(--code-parameter)'},
]);

const theme = EditorView.theme({
  '&': {backgroundColor: 'var(--code-background)', color: 'var(--code-foreground)', fontSize: '14px', height: '100%'},
  '.cm-content': {fontFamily: 'var(--ifm-font-family-monospace)', caretColor: 'var(--code-foreground)'},
  '.cm-gutters': {backgroundColor: 'var(--code-background)', color: 'var(--code-comment)', border: 'none'},
  '.cm-activeLine': {backgroundColor: 'transparent'},
  '.cm-activeLineGutter': {backgroundColor: 'transparent', color: 'var(--code-foreground)'},
  '&.cm-focused': {outline: '2px solid var(--ifm-color-primary)', outlineOffset: '-2px'},
  '.cm-scroller': {overflow: 'auto'},
});

export type Editor = {view: EditorView; setText(text: string): void; text(): string};

export function createEditor(parent: HTMLElement, text: string, onRun: () => void): Editor {
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: text,
      extensions: [
        lineNumbers(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        highlightActiveLine(),
        javascript(),
        syntaxHighlighting(codeColours),
        theme,
        keymap.of([{key: 'Mod-Enter', run: () => (onRun(), true)}, ...defaultKeymap, ...historyKeymap]),
        // tabindex: axe counts the scroller as reachable only through an element it knows to be focusable.
        EditorView.contentAttributes.of({'aria-label': 'Config', tabindex: '0'}),
        EditorView.lineWrapping,
      ],
    }),
  });
  return {
    view,
    setText: (next) => view.dispatch({changes: {from: 0, to: view.state.doc.length, insert: next}}),
    text: () => view.state.doc.toString(),
  };
}
