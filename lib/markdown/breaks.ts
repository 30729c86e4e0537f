/**
 * Where a line may break inside code such as `objectWithoutPricingSelectable`,
 * `chart.selectedObjects` or `/reports/events/{eventKey}/byLabel`: at the word
 * boundaries a reader sees, never in the middle of a word. Browsers only break
 * code at spaces (or anywhere, with `overflow-wrap: anywhere`); pages put a
 * `<wbr>` between the pieces this returns where a narrow box (a table cell, the
 * table of contents) may need to break an identifier.
 */

const AFTER = new Set(['.', '_', '-', ',', ':', '|']);
const BEFORE = new Set(['/', '(']);
const isLower = (c: string) => (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
const isUpper = (c: string) => c >= 'A' && c <= 'Z';
const isSpace = (c: string) => /\s/.test(c);

/**
 * Whether a break may come between `a` and `b`:
 * - a lower-case letter or digit, then an upper-case letter (camelCase), where `camel` allows it,
 * - `.`, `_`, `-`, `,`, `:` or `|`, then something other than a space or another of them,
 * - something other than a space, `/` or `(`, then `/` or `(`;
 * and never inside a placeholder such as `{eventKey}` or `[0]`.
 * (A loop rather than a regular expression with lookbehind, which older Safari cannot parse.)
 */
function breaksBetween(a: string, b: string, camel: boolean): boolean {
  if (isLower(a) && isUpper(b)) return camel;
  if (AFTER.has(a) && !isSpace(b) && !AFTER.has(b)) return true;
  return BEFORE.has(b) && !isSpace(a) && !BEFORE.has(a);
}

/**
 * Names of letters and digits up to this long keep their camelCase whole where the box has room for
 * them (codeBreakPieces's `camelFrom`): `manageFor` + `SaleConfig` on two lines read as two words.
 */
export const LONG_NAME = 20;

/** For each character, the length of the run of letters and digits it belongs to (0 for others). */
function nameRuns(text: string): number[] {
  const runs = new Array<number>(text.length).fill(0);
  for (let i = 0; i < text.length;) {
    let end = i;
    while (end < text.length && (isLower(text[end]) || isUpper(text[end]))) end += 1;
    runs.fill(end - i, i, end);
    i = end === i ? i + 1 : end;
  }
  return runs;
}

/** Pieces shorter than this are not worth a break of their own: `isX` stays whole. */
const MIN_PIECE = 3;

/**
 * The code split at its break points; joining the pieces gives the text back unchanged. A camelCase
 * break comes only inside a name of letters and digits longer than `camelFrom` (0: in every name).
 */
export function codeBreakPieces(text: string, camelFrom = 0): string[] {
  const pieces: string[] = [];
  let start = 0;
  const push = (piece: string) => {
    // Glue a short piece to its neighbour, so no line ends in "is" or starts with "X".
    if (pieces.length > 0 && (piece.length < MIN_PIECE || pieces[pieces.length - 1].length < MIN_PIECE)) pieces[pieces.length - 1] += piece;
    else pieces.push(piece);
  };
  // With camelFrom, the length of the run of letters and digits each character is part of; without
  // it (every call in the browser but for tables with room), no run is measured.
  const runs = camelFrom > 0 ? nameRuns(text) : null;
  // A placeholder in braces or brackets (`{eventKey}`, `[]`, `[0]`) stays whole.
  let closing = -1;
  for (let i = 1; i < text.length; i += 1) {
    const previous = text[i - 1];
    if ((previous === '{' || previous === '[') && closing < i) {
      const match = (previous === '{' ? /^\w*\}/ : /^\w*\]/).exec(text.slice(i));
      if (match) closing = i + match[0].length - 1;
    }
    if (i > closing && breaksBetween(previous, text[i], !runs || runs[i] > camelFrom)) {
      push(text.slice(start, i));
      start = i;
    }
  }
  if (text.length > 0) push(text.slice(start));
  return pieces;
}

/**
 * The same for HTML: `<wbr>` at the break points of the text inside every `<code>` element of
 * an HTML fragment whose code holds text and entities only (as Docusaurus writes table of
 * contents entries). Code with markup inside is left alone.
 */
const ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'"};
const unescape = (html: string) => html.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity]);
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function withCodeBreaks(html: string): string {
  return html.replace(/<code>([^<]*)<\/code>/g, (whole, inner: string) => {
    // Code with entities other than the five of escaped text is left as written.
    if (/&(?!(?:amp|lt|gt|quot|#39|#x27);)/.test(inner)) return whole;
    return `<code>${codeBreakPieces(unescape(inner)).map(escape).join('<wbr>')}</code>`;
  });
}

/**
 * A table of contents entry: code gets its breaks as above, and an entry that is one bare
 * identifier (a heading such as `### objectWithoutPricingSelectable` written without
 * backticks) gets them too, so the narrow column never breaks it mid-word.
 */
export function withTocBreaks(html: string): string {
  if (/^[A-Za-z_$][\w$.-]*$/.test(html)) return codeBreakPieces(html).join('<wbr>');
  return withCodeBreaks(html);
}
