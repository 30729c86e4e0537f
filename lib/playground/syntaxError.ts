/**
 * Where a reader's JavaScript stops parsing. The frame runs the code with `new Function`, and V8's
 * SyntaxError from it names the token but no line or column ("Unexpected identifier 'price'"), so the
 * playground asks the editor's own grammar (CodeMirror's JavaScript parser, Lezer), whose error
 * recovery marks where the code stops making sense.
 */
import {javascriptLanguage} from '@codemirror/lang-javascript';

/** A place in the source: 1-based line and column, and the offset from its start. */
export type SourcePosition = {line: number; column: number; offset: number};

/** The first place the parser cannot read, or null where it reads the whole source (it forgives a few errors V8 does not). */
export function syntaxErrorAt(source: string): SourcePosition | null {
  let offset: number | null = null;
  javascriptLanguage.parser.parse(source).iterate({
    enter: (node) => {
      if (offset !== null) return false;
      if (!node.type.isError) return undefined;
      offset = node.from;
      return false;
    },
  });
  if (offset === null) return null;
  const before = source.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return {line: before.split('\n').length, column: offset - lineStart + 1, offset};
}
