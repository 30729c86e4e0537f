/**
 * "Did you mean": when nothing matches, the page titles and headings of the
 * index that look most like what was typed, by the letter pairs they share
 * (Dice's coefficient), so `webhok setp` still leads to "Webhooks" and a
 * pasted identifier with a stray letter to its page.
 */
import type {CompactIndex} from './indexFormat';
import {normalizeForMatch} from './tokenize';

/** Suggestions shown, and how alike a name must be to the query (0 to 1). */
const MAX_SUGGESTIONS = 3;
const MIN_SIMILARITY = 0.4;

function pairs(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i < text.length - 1; i += 1) {
    const pair = text.slice(i, i + 2);
    counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  return counts;
}

/** Dice's coefficient of the letter pairs of two normalised strings. */
export function similarity(a: string, b: string): number {
  if (a.length < 2 || b.length < 2) return a === b ? 1 : 0;
  const left = pairs(a);
  const right = pairs(b);
  let shared = 0;
  for (const [pair, count] of left) shared += Math.min(count, right.get(pair) ?? 0);
  return (2 * shared) / (a.length - 1 + (b.length - 1));
}

/** Up to three titles or headings close to `query`, most alike first. */
export function suggest(core: Pick<CompactIndex, 'pages' | 'sections'>, query: string): string[] {
  const wanted = normalizeForMatch(query);
  if (wanted.length < 3) return [];
  const names = new Set<string>();
  for (const page of core.pages) names.add(page[1]);
  for (const section of core.sections) if (section[1]) names.add(section[1]);
  const scored: [string, number][] = [];
  for (const name of names) {
    const score = similarity(wanted, normalizeForMatch(name));
    if (score >= MIN_SIMILARITY) scored.push([name, score]);
  }
  scored.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const seen = new Set<string>();
  const picked: string[] = [];
  for (const [name] of scored) {
    const key = normalizeForMatch(name);
    if (seen.has(key)) continue;
    seen.add(key);
    picked.push(name);
    if (picked.length === MAX_SUGGESTIONS) break;
  }
  return picked;
}
