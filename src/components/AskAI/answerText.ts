/**
 * What the Ask AI screen shows and copies of a finished answer, apart from
 * the components so the unit tests can check it.
 */
import type {Citation} from '@site/lib/ask/protocol';
import type {Turn} from './useAsk';

export const citationLabel = (citation: Citation): string =>
  citation.heading ? `${citation.title} › ${citation.heading}` : citation.title;

/**
 * The sources to list: all the answerer sent while the answer streams; once it
 * is complete, those the text cites, if it cites any (a model may not use
 * every section it was given).
 */
export function listedSources(turn: Turn): Citation[] {
  if (turn.status === 'answering') return turn.citations;
  const cited = new Set([...turn.answer.matchAll(/\[(\d{1,2})\]/g)].map((match) => Number(match[1])));
  const used = turn.citations.filter((citation) => cited.has(citation.n));
  return used.length > 0 ? used : turn.citations;
}

/** The answer and its sources as plain text, with absolute links, for the clipboard. */
export function answerForClipboard(turn: Turn, origin: string): string {
  const sources = listedSources(turn).map((citation) => {
    const url = citation.url.startsWith('/') ? `${origin}${citation.url}` : citation.url;
    return `[${citation.n}] ${citationLabel(citation)}: ${url}`;
  });
  return sources.length > 0 ? `${turn.answer.trim()}\n\nSources:\n${sources.join('\n')}` : turn.answer.trim();
}
