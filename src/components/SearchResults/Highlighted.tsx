import type {ReactNode} from 'react';
import type {Segment} from '@site/lib/search/types';

/**
 * Text with its matched words in <mark>. Every segment becomes a text node, so
 * a query or an index entry that looks like HTML stays text.
 */
export default function Highlighted({segments}: {segments: readonly Segment[]}): ReactNode {
  return segments.map((segment, i) => (segment.hit ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>));
}
