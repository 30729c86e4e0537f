import {useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import {buildRequest, hostedKeyName, type ConsoleOperation} from '@site/lib/console/form';
import {sendHosted} from '@site/lib/console/hosted';
import type {ConsoleExchange} from '@site/lib/console/request';
import {
  addToHistory,
  clearConsoleSession,
  readDraft,
  readHistory,
  saveDraft,
  type ConsoleDraft,
  type HistoryEntry,
  type KeyValueStore,
} from '@site/lib/console/session';
import type {ConsoleBackend, Problem} from './backend';
import RequestForm from './RequestForm';
import ResponseView from './ResponseView';
import SandboxBar from './SandboxBar';
import HistoryList from './HistoryList';
import styles from './styles.module.css';

export type Target = 'browser' | 'hosted';

/** The reader's hosted-sandbox key: in this page's memory only, kept while the page lives so each Try it does not ask again. */
let hostedKeyInMemory = '';

function sessionStore(): KeyValueStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

type Props = {backend: ConsoleBackend; operation: ConsoleOperation; hostedEndpoint: string | null};

/** The console for one operation: the form, Send, the response, the sandbox's controls and the history. */
export default function ConsoleBody({backend, operation, hostedEndpoint}: Props): ReactNode {
  const [store] = useState(sessionStore);
  // The reader's own form from earlier in the tab, else the documented example set up on the demo data.
  const [start] = useState(() => {
    const saved = readDraft(store, operation.id);
    return saved ? {draft: saved, arranged: []} : backend.prefill(operation);
  });
  const [draft, setDraft] = useState<ConsoleDraft>(start.draft);
  const [arranged, setArranged] = useState<string[]>(start.arranged);
  const [formKey, setFormKey] = useState(0);
  const [key, setKey] = useState(() => backend.demoKey(operation));
  const [target, setTarget] = useState<Target>('browser');
  const [hostedKey, setHostedKeyState] = useState(hostedKeyInMemory);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [exchange, setExchange] = useState<ConsoleExchange | null>(null);
  const [history, setHistory] = useState<HistoryEntry[]>(() => readHistory(store));
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const problemsRef = useRef<HTMLDivElement>(null);
  const responseId = useId();

  const setHostedKey = (value: string) => {
    hostedKeyInMemory = value;
    setHostedKeyState(value);
  };

  useEffect(() => saveDraft(store, operation.id, draft), [store, operation.id, draft]);

  const send = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      if (busy) return;
      const sentKey = target === 'hosted' ? hostedKey : key;
      const request = buildRequest(operation, draft, sentKey);
      const found = backend.validate(operation, request);
      if (target === 'hosted' && hostedKey.trim() === '')
        found.unshift({field: 'key', message: `${hostedKeyName(operation.key, 'your')} is required: copy it from your sandbox’s settings`});
      setProblems(found);
      if (found.length > 0) {
        // The last response answered another request: beside "Nothing was sent" it would read as this one's.
        setExchange(null);
        setAnnouncement('');
        // The list is announced as an alert; focus goes to it so keyboard users land on the reasons.
        requestAnimationFrame(() => problemsRef.current?.focus());
        return;
      }
      setBusy(true);
      setAnnouncement('Sending...');
      const result =
        target === 'hosted' && hostedEndpoint
          ? await sendHosted(request, {endpoint: hostedEndpoint, key: hostedKey})
          : backend.send(operation, request);
      setBusy(false);
      setExchange(result);
      // On a narrow screen the response is below the form: bring its start into view.
      requestAnimationFrame(() => document.getElementById(responseId)?.scrollIntoView({block: 'nearest'}));
      const status = result.response?.status ?? 0;
      const statusText = result.response?.statusText ?? '';
      setAnnouncement(result.response ? `Response: ${status} ${statusText}`.trim() : (result.failure ?? ''));
      setHistory(
        addToHistory(store, {
          operation: operation.id,
          method: request.method,
          path: request.path,
          target,
          status,
          statusText,
          ms: result.ms,
          at: Date.now(),
          draft,
        }),
      );
    },
    [backend, busy, draft, hostedEndpoint, hostedKey, key, operation, responseId, store, target],
  );

  const chooseExample = (example: string) => {
    const fresh = backend.prefill(operation, example);
    setDraft(fresh.draft);
    setArranged(fresh.arranged);
    setProblems([]);
  };

  const reset = () => {
    backend.reset();
    clearConsoleSession(store);
    const fresh = backend.prefill(operation);
    setDraft(fresh.draft);
    setArranged(fresh.arranged);
    setFormKey(formKey + 1);
    setKey(backend.demoKey(operation));
    setProblems([]);
    setExchange(null);
    setHistory([]);
    setAnnouncement('The sandbox is back to its demo data, and the form to its example.');
  };

  return (
    <div className={styles.body}>
      {backend.notice && (
        <p className={styles.notice} role="status">
          {backend.notice}
        </p>
      )}
      <div className={styles.columns}>
        <div className={styles.requestColumn}>
          {target === 'browser' && arranged.length > 0 && (
            <div className={styles.note}>
              <p>To let this example succeed, the sandbox prepared its demo data:</p>
              <ul>
                {arranged.map((sentence) => (
                  <li key={sentence}>{sentence}</li>
                ))}
              </ul>
            </div>
          )}
          <RequestForm
            key={formKey}
            onExample={chooseExample}
            operation={operation}
            draft={draft}
            onDraft={setDraft}
            demoKey={key}
            onDemoKey={setKey}
            target={target}
            onTarget={hostedEndpoint ? setTarget : null}
            hostedKey={hostedKey}
            onHostedKey={setHostedKey}
            problems={problems}
            problemsRef={problemsRef}
            busy={busy}
            onSubmit={send}
            responseId={responseId}
          />
        </div>
        <div className={styles.responseColumn}>
          <ResponseView id={responseId} exchange={exchange} />
          {target === 'browser' && <SandboxBar backend={backend} onReset={reset} />}
          <HistoryList
            history={history}
            operation={operation}
            onLoad={(entry) => {
              setDraft(entry.draft);
              setArranged([]);
              setProblems([]);
            }}
          />
        </div>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
