/**
 * An answer's Markdown, rendered safely (see renderMarkdown.ts) with the
 * dialog's styles.
 */
import type {ReactNode} from 'react';
import type {Citation} from '@site/lib/ask/protocol';
import {renderMarkdown, type LinkHandler} from './renderMarkdown';
import styles from './styles.module.css';

type Props = {markdown: string; citations: readonly Citation[]; onInternalLink: LinkHandler; origin?: string};

export default function Markdown({markdown, citations, onInternalLink, origin}: Props): ReactNode {
  return renderMarkdown(markdown, {
    citations: new Map(citations.map((citation) => [citation.n, citation])),
    onInternalLink,
    origin,
    classes: styles,
  });
}
