/**
 * The Config editor: CodeMirror 6 with JavaScript highlighting in the site's
 * code colours (src/css/code.css, which keep 4.5:1 in both colour modes). Tab
 * is left to move focus, so the editor is no keyboard trap. Loaded with the
 * playground, never in a first load.
 */
import {EditorState, RangeSetBuilder} from '@codemirror/state';
import {
  Decoration,
  EditorView,
  ViewPlugin,
  drawSelection,
  highlightActiveLine,
  keymap,
  lineNumbers,
  type DecorationSet,
  type ViewUpdate,
} from '@codemirror/view';
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

/** How much deeper than its line's own indent the wrapped part of a line goes, in characters. */
const HANG = 2;

/** Each visible line as a hanging indent: its wrapped part starts HANG characters right of its code, not at column 0. */
function hangingLines(view: EditorView): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  for (const {from, to} of view.visibleRanges) {
    for (let position = from; position <= to;) {
      const line = view.state.doc.lineAt(position);
      const indent = /^[ \t]*/.exec(line.text)![0].length + HANG;
      // 6px is CodeMirror's own left padding of a line.
      const style = `padding-left: calc(${indent}ch + 6px); text-indent: -${indent}ch`;
      builder.add(line.from, line.from, Decoration.line({attributes: {style}}));
      position = line.to + 1;
    }
  }
  return builder.finish();
}

const hangingIndent = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = hangingLines(view);
    }
    update(update: ViewUpdate) {
      if (update.docChanged || update.viewportChanged) this.decorations = hangingLines(update.view);
    }
  },
  {decorations: (plugin) => plugin.decorations},
);

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
        hangingIndent,
      ],
    }),
  });
  return {
    view,
    setText: (next) => view.dispatch({changes: {from: 0, to: view.state.doc.length, insert: next}}),
    text: () => view.state.doc.toString(),
  };
}
