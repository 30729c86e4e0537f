/**
 * An answer's Markdown, rendered safely (see renderMarkdown.tsx) with the
 * dialog's styles, block by block: a finished block renders once, and while
 * the answer streams only its last block renders again (lib/ask/blocks.ts).
 */
import {memo, useMemo, type ReactNode} from 'react';
import {markdownBlocks} from '@site/lib/ask/blocks';
import type {Citation} from '@site/lib/ask/protocol';
import type {CodeSample} from '@site/lib/search/indexFormat';
import AnswerCode from './AnswerCode';
import {renderMarkdown, type LinkContext, type LinkHandler} from './renderMarkdown';
import styles from './styles.module.css';

type Props = {
  markdown: string;
  citations: readonly Citation[];
  samples: readonly CodeSample[];
  onInternalLink: LinkHandler;
  origin?: string;
};

const Block = memo(function Block({markdown, context}: {markdown: string; context: LinkContext}): ReactNode {
  return renderMarkdown(markdown, context);
});

export default function Markdown({markdown, citations, samples, onInternalLink, origin}: Props): ReactNode {
  const context = useMemo((): LinkContext => {
    const quoted = new Map(samples.map((sample) => [sample.text, sample]));
    return {
      citations: new Map(citations.map((citation) => [citation.n, citation])),
      onInternalLink,
      origin,
      classes: styles,
      renderCode: (code, language, key) => <AnswerCode key={key} code={code} language={language} sample={quoted.get(code)} />,
    };
  }, [citations, samples, onInternalLink, origin]);
  const blocks = useMemo(() => markdownBlocks(markdown), [markdown]);
  return blocks.map((block, i) => <Block key={i} markdown={block} context={context} />);
}
