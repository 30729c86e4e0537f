/**
 * The JSON highlighter of the response and of the copied samples: the Lezer
 * JSON parser and its token classes, in a small chunk the console loads when it
 * opens. CodeMirror itself (./editorKit.ts) comes only when the reader starts
 * editing the body. Without this chunk the response stays plain text.
 */
import {parser} from '@lezer/json';
import {classHighlighter, highlightCode} from '@lezer/highlight';

/** Longest text coloured token by token; a longer body stays plain, so a huge answer cannot stall the page. */
const MAX_HIGHLIGHTED = 200_000;

/** JSON as runs of text with their token classes (`tok-string`...), for React to render as text: never as HTML. */
export function highlightJson(text: string): Array<[text: string, classes: string]> {
  if (text.length > MAX_HIGHLIGHTED) return [[text, '']];
  const out: Array<[string, string]> = [];
  highlightCode(
    text,
    parser.parse(text),
    classHighlighter,
    (code, classes) => out.push([code, classes]),
    () => out.push(['\n', '']),
  );
  return out;
}
