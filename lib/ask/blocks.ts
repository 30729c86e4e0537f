/**
 * An answer streams in pieces and grows at its end only. Cut into its
 * top-level blocks (paragraphs, lists, code blocks), every block but the last
 * is finished: the screen renders a finished block once and then leaves it
 * alone, so the work per update is the last block's, not the whole answer's.
 */

/** The fence a line opens or closes a fenced code block with (```` ``` ````, `~~~`), or null. */
function fenceOf(line: string): string | null {
  return /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1] ?? null;
}

/**
 * The blocks of a Markdown text: runs of lines separated by blank lines, a
 * fenced code block (blank lines and all) staying one block. Joined with
 * blank lines, they give back the text's blocks; each parses as it would
 * inside the whole text, except for the rare constructs that span blank
 * lines (a loose list's items become lists of their own, in the same order).
 */
export function markdownBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | null = null;
  const end = () => {
    if (current.length > 0) blocks.push(current.join('\n'));
    current = [];
  };
  for (const line of markdown.split('\n')) {
    const marker = fenceOf(line);
    if (fence) {
      current.push(line);
      // A closing fence: the same character, at least as long, and nothing after it.
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      continue;
    }
    if (marker) {
      fence = marker;
      current.push(line);
      continue;
    }
    if (line.trim() === '') end();
    else current.push(line);
  }
  end();
  return blocks;
}
