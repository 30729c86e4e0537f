/**
 * The Ask AI screen of the search dialog: the reader's questions,
 * the answers with numbered citations, a field for follow-ups, the way back
 * to keyword search, and the disclaimer. Loaded on demand by
 * SearchModal/AskLoader; the answerer is the endpoint's when the build has
 * ASK_AI_ENDPOINT, the embedded one otherwise (lib/ask/pageAnswerer.ts).
 */
import {useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {getAnswerer} from '@site/lib/ask/pageAnswerer';
import {endpointOf} from '@site/lib/ask/endpoint';
import {MAX_QUESTION_LENGTH} from '@site/lib/ask/protocol';
import {providerKind} from '@site/lib/search/providers';
import {SEARCH_PLUGIN_NAME, type SearchGlobalData} from '@site/lib/search/types';
import {CloseButton, DialogBody, DialogButton, DialogField, DialogHeader} from '@site/src/components/SearchDialog';
import type {ScreenProps} from '@site/src/components/SearchModal';
import type {LinkHandler} from './renderMarkdown';
import TurnView from './TurnView';
import {useAsk} from './useAsk';
import styles from './styles.module.css';

const BackIcon = (): ReactNode => (
  <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
    <path d="M12.5 4.5L7 10l5.5 5.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export default function AskScreen({initialQuery, onClose, onModeChange}: ScreenProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const data = usePluginData(SEARCH_PLUGIN_NAME) as SearchGlobalData;
  const endpoint = endpointOf(siteConfig.customFields);
  const answerer = useMemo(
    () => getAnswerer({endpoint, manifestUrl: data.manifestUrl, localIndex: providerKind(data) === 'local'}),
    [endpoint, data],
  );
  const {turns, ask, stop, retry} = useAsk(answerer);
  const history = useHistory();
  const input = useRef<HTMLInputElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState('');
  const asked = useRef(false);

  useLayoutEffect(() => input.current?.focus(), []);
  useEffect(() => {
    // The question the reader picked "Ask AI" for; once, even if effects run twice in development.
    if (asked.current || !initialQuery.trim()) return;
    asked.current = true;
    ask(initialQuery.trim().slice(0, MAX_QUESTION_LENGTH));
  }, [ask, initialQuery]);
  useEffect(() => {
    body.current?.querySelector('article:last-of-type')?.scrollIntoView({block: 'nearest'});
  }, [turns.length]);

  const onInternalLink: LinkHandler = useCallback(
    (href, event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      onClose();
      history.push(href);
    },
    [onClose, history],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const question = draft.trim();
    if (!question) return;
    setDraft('');
    ask(question);
  };
  const lastQuestion = turns.at(-1)?.question ?? initialQuery;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;

  return (
    <>
      <DialogHeader aria-label="Ask AI" onSubmit={submit}>
        <DialogButton onClick={() => onModeChange('search', lastQuestion)} aria-label="Back to search">
          <BackIcon />
          {/* On a phone the arrow alone, so the field keeps room for "Ask another question...". */}
          <span className={styles.backLabel}>Back to search</span>
        </DialogButton>
        <DialogField
          ref={input}
          placeholder="Ask another question..."
          aria-label="Ask another question"
          enterKeyHint="send"
          maxLength={MAX_QUESTION_LENGTH}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <CloseButton onClose={onClose} />
      </DialogHeader>
      {/* Focusable so keyboard users can scroll a long answer. */}
      <DialogBody ref={body} className={styles.conversation} tabIndex={0} role="region" aria-label="Answers">
        {turns.map((turn) => (
          <TurnView
            key={turn.id}
            turn={turn}
            onStop={stop}
            onRetry={() => retry(turn.id)}
            onInternalLink={onInternalLink}
            origin={origin}
          />
        ))}
      </DialogBody>
      <p className={styles.disclaimer}>AI answers can make mistakes. Check the cited pages.</p>
    </>
  );
}
