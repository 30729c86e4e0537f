/**
 * One question and its answer: the state while it streams, the answer,
 * the sources it cites, how it was made, and Stop, Copy or Retry.
 */
import type {ReactNode} from 'react';
import useCopy from '@site/src/components/useCopy';
import Markdown from './Markdown';
import {safeAnchor, type LinkContext, type LinkHandler} from './renderMarkdown';
import {citationLabel, answerForClipboard, listedSources} from './answerText';
import type {Turn} from './useAsk';
import styles from './styles.module.css';

/** How the answer was made, in words true of each answerer (the title says "Ask AI" for both). */
const KIND_NOTE = {
  extractive: 'Answered in your browser from the docs search index: the sentences are quoted from the cited sections.',
  model: 'Written by a language model from the cited sections of the documentation.',
} as const;

function CopyButton({text}: {text: string}): ReactNode {
  const [state, copy] = useCopy(2500);
  return (
    <button type="button" className={styles.action} onClick={() => copy(text)}>
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy answer'}
    </button>
  );
}

type Props = {turn: Turn; onStop: () => void; onRetry: () => void; onInternalLink: LinkHandler; origin: string};

export default function TurnView({turn, onStop, onRetry, onInternalLink, origin}: Props): ReactNode {
  const headingId = `ask-turn-${turn.id}`;
  const sources = listedSources(turn);
  const context: LinkContext = {citations: new Map(), onInternalLink, origin, classes: styles};
  return (
    <article className={styles.turn} aria-labelledby={headingId}>
      {/* The question, set apart from the answer; the label is for the eye, the heading already says what it is. */}
      <div className={styles.asked}>
        <span className={styles.askedLabel} aria-hidden="true">
          You asked
        </span>
        <h2 id={headingId} className={styles.question}>
          {turn.question}
        </h2>
      </div>
      {turn.answer && (
        <div className={styles.answer}>
          <Markdown
            markdown={turn.answer}
            citations={turn.citations}
            samples={turn.samples}
            onInternalLink={onInternalLink}
            origin={origin}
          />
        </div>
      )}
      {turn.status === 'answering' && (
        <p className={styles.status} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          Answering...
        </p>
      )}
      {turn.status === 'stopped' && <p className={styles.note}>Stopped. The answer above may be incomplete.</p>}
      {turn.status === 'error' && (
        <div className={styles.error} role="alert">
          <p>{turn.error}</p>
          <button type="button" className="button button--primary button--sm" onClick={onRetry}>
            Retry
          </button>
        </div>
      )}
      {sources.length > 0 && (
        <section className={styles.sources} aria-label="Sources">
          <h3 className={styles.sourcesTitle}>Sources</h3>
          <ol>
            {sources.map((citation) => (
              <li key={citation.n} value={citation.n}>
                {safeAnchor(citation.url, citationLabel(citation), context)}
              </li>
            ))}
          </ol>
        </section>
      )}
      {turn.kind && sources.length > 0 && turn.status !== 'error' && <p className={styles.note}>{KIND_NOTE[turn.kind]}</p>}
      <div className={styles.actions}>
        {turn.status === 'answering' && (
          <button type="button" className={styles.action} onClick={onStop}>
            Stop
          </button>
        )}
        {turn.status !== 'answering' && turn.answer && <CopyButton text={answerForClipboard(turn, origin)} />}
        {turn.status === 'stopped' && (
          <button type="button" className={styles.action} onClick={onRetry}>
            Retry
          </button>
        )}
      </div>
    </article>
  );
}
