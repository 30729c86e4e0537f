/**
 * Highlighting and excerpts as plain data: text split into segments, some
 * marked as hits. The UI renders each segment as a text node (inside <mark>
 * for hits), so nothing from the index or the query is ever parsed as HTML.
 *
 * A hit is a whole word whose term is one of the given terms: the caller
 * passes the words the reader typed (queryPlan.ts: `highlightTerms`), so
 * `seats` marks "seat" and "Seats", `holdToken` marks `holdToken`, and no
 * word is marked for a piece of it (`select` does not mark
 * `maxSelectedObjects`).
 */
import type {Segment} from './types';
import {termOf} from './tokenize';

const WORD = /[\p{L}\p{N}]+/gu;

/** Pushes a segment, merging it into the previous one when both are hits or both are not. */
function push(segments: Segment[], text: string, hit: boolean): void {
  if (!text) return;
  const last = segments[segments.length - 1];
  if (last && last.hit === hit) last.text += text;
  else segments.push({text, hit});
}

/** True when a whole word of the text is one of the terms (by its stem). */
function isHit(word: string, terms: ReadonlySet<string>): boolean {
  return terms.size > 0 && terms.has(termOf(word));
}

/** Splits `text` into segments, marking every word that matched. */
export function highlight(text: string, terms: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const start = match.index ?? 0;
    if (!isHit(match[0], terms)) continue;
    push(segments, text.slice(last, start), false);
    push(segments, match[0], true);
    last = start + match[0].length;
  }
  push(segments, text.slice(last), false);
  return segments;
}

/** Index of the first matched word in `text`, or -1. */
function firstHit(text: string, terms: ReadonlySet<string>): number {
  for (const match of text.matchAll(WORD)) {
    if (isHit(match[0], terms)) return match.index ?? 0;
  }
  return -1;
}

/** How many different matched words a line holds. */
function hitCount(line: string, terms: ReadonlySet<string>): number {
  const hits = new Set<string>();
  for (const match of line.matchAll(WORD)) if (isHit(match[0], terms)) hits.add(termOf(match[0]));
  return hits.size;
}

/**
 * A short excerpt from the block (paragraph, list item, table row: one per
 * line of `text`) with the most matched words, around its first match, cut
 * at word boundaries, with an ellipsis where text was left out. An excerpt
 * never runs two blocks together.
 */
export function excerpt(text: string, terms: ReadonlySet<string>, maxLength = 160): Segment[] {
  if (!text) return [];
  const lines = text.split('\n').filter((line) => line.trim());
  let line = lines[0] ?? '';
  let best = 0;
  for (const candidate of lines) {
    const count = hitCount(candidate, terms);
    if (count > best) {
      best = count;
      line = candidate;
    }
  }
  // A table row reads as its cells, not as the Markdown-like row the index keeps (`| a | b`).
  if (line.startsWith('| ')) line = line.slice(2).replaceAll(' | ', ' · ');
  const hit = firstHit(line, terms);
  // A short lead-in, so the match stays within the two lines the UI shows, even on a phone.
  let start = hit <= 0 ? 0 : Math.max(0, hit - Math.floor(maxLength / 5));
  if (start > 0) {
    const space = line.indexOf(' ', start);
    start = space === -1 || space >= hit ? Math.min(start, hit) : space + 1;
    if (line.startsWith('· ', start)) start += 2;
  }
  let end = Math.min(line.length, start + maxLength);
  if (end < line.length) {
    const space = line.lastIndexOf(' ', end);
    if (space > start + maxLength / 2) end = space;
  }
  const body = highlight(line.slice(start, end), terms);
  if (start > 0) body.unshift({text: '…', hit: false});
  if (end < line.length) push(body, '…', false);
  return body;
}

/**
 * Segments from text that marks hits with `pre` and `post` strings (Algolia's
 * highlighting, asked for with markers no content contains).
 */
export function markedSegments(marked: string, pre: string, post: string): Segment[] {
  const segments: Segment[] = [];
  let rest = marked;
  while (rest) {
    const open = rest.indexOf(pre);
    if (open === -1) break;
    const close = rest.indexOf(post, open + pre.length);
    if (close === -1) break;
    push(segments, rest.slice(0, open), false);
    push(segments, rest.slice(open + pre.length, close), true);
    rest = rest.slice(close + post.length);
  }
  push(segments, rest.split(pre).join('').split(post).join(''), false);
  return segments;
}

/** The plain text of segments. */
export const segmentsText = (segments: readonly Segment[]): string => segments.map((s) => s.text).join('');
