/**
 * A code sample of the index (its text and the build's highlighting marks)
 * as runs of text, each with the class its token kind is coloured by on the
 * site's pages (src/css/code.css), or none. The screen renders each run as a
 * text node, in a span when it has a class: the colours come from the build,
 * no highlighter runs in the browser, and no markup is ever parsed.
 */
import {CODE_TOKEN_CLASSES, type CodeSample} from '../search/indexFormat';

export type CodeRun = {text: string; className?: string};

export function sampleRuns({text, marks = []}: Pick<CodeSample, 'text' | 'marks'>): CodeRun[] {
  const runs: CodeRun[] = [];
  let at = 0;
  for (let i = 0; i + 2 < marks.length; i += 3) {
    const [gap, length, kind] = [marks[i], marks[i + 1], marks[i + 2]];
    const start = at + gap;
    const className = CODE_TOKEN_CLASSES[kind];
    // Marks that do not fit the text, or name no kind, are not believed: the rest shows uncoloured.
    if (gap < 0 || length <= 0 || start + length > text.length || className === undefined) break;
    if (start > at) runs.push({text: text.slice(at, start)});
    runs.push({text: text.slice(start, start + length), className});
    at = start + length;
  }
  if (at < text.length) runs.push({text: text.slice(at)});
  return runs;
}
