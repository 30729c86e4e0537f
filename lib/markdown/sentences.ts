/**
 * Where a sentence ends, in plain text or in one line of Markdown: at `.`,
 * `!` or `?` followed by a space and something that starts a sentence (a
 * capital, a digit, a quote or bracket, Markdown markup, or an identifier
 * such as `expiresAt` or `next_page_starts_after`, as table rows of fields
 * start). A lower-case word after the stop continues the sentence, so decimals
 * (`1.5`), URLs and most abbreviations stay whole; `e.g.`, `i.e.`, `cf.` and
 * `vs.` never end one. Code spans are never cut. Free of dependencies: the
 * browser's embedded answerer quotes sentences with it.
 */
const BOUNDARY = /[.!?](?=\s+(?:["'(`[*_\p{Lu}\p{N}]|\p{Ll}+[\p{Lu}_[]))/gu;
const ABBREVIATION = /(?:^|[\s(])(?:e\.g|i\.e|cf|vs)\.$/i;
const CODE_SPAN = /(`+)[\s\S]+?\1/g;

/** The text with the inside of every code span masked, so its stops are not boundaries; the backticks stay and still start a sentence. */
function maskCode(text: string): string {
  return text.replace(CODE_SPAN, (span, fence: string) => fence + 'x'.repeat(span.length - 2 * fence.length) + fence);
}

/** The offsets just after each sentence-ending stop. */
function boundaries(text: string): number[] {
  const masked = text.includes('`') ? maskCode(text) : text;
  const out: number[] = [];
  for (const match of masked.matchAll(BOUNDARY)) {
    const end = (match.index ?? 0) + 1;
    if (!ABBREVIATION.test(masked.slice(Math.max(0, end - 6), end))) out.push(end);
  }
  return out;
}

/** The sentences of a text, trimmed, empty ones left out. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const end of boundaries(text)) {
    sentences.push(text.slice(start, end).trim());
    start = end;
  }
  sentences.push(text.slice(start).trim());
  return sentences.filter(Boolean);
}
