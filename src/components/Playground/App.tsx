/**
 * The renderer playground, loaded on intent by ./index.tsx: the Config editor,
 * Run, the chart frame, the Callbacks log, and controls for the chart's
 * methods and properties. The reader's code runs only inside the frame
 * (sandbox="allow-scripts", an opaque origin); every message from it is
 * validated (lib/playground/protocol) before the page acts on it.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useColorMode} from '@docusaurus/theme-common';
import {parseFrameMessage, type LogEntry, type PageMessage, type SampleLanguage} from '@site/lib/playground/protocol';
import {decodeShare, encodeShare, readOpening, ShareError} from '@site/lib/playground/share';
import {literalEventKeys, placeholdersIn} from '@site/lib/playground/samples';
import {sharedSandbox} from '@site/lib/sandbox';
import {BridgeError, SandboxBridge} from './bridge';
import {createEditor, type Editor} from './editor';
import {starter} from './starter';
import styles from './styles.module.css';

const FRAME_URL = '/playground-frame.html';
const MAX_LOG = 300;
const METHODS = [
  'clearSelection',
  'doSelectObjects',
  'trySelectObjects',
  'deselectObjects',
  'selectCategories',
  'deselectCategories',
  'listSelectedObjects',
  'listCategories',
  'listZones',
  'findObject',
  'getReportBySelectability',
  'getReportBySelectabilityGroupedBy',
  'holdBestAvailable',
  'startNewSession',
  'changeConfig',
  'resetView',
  'zoomToSelectedObjects',
  'zoomToFilteredCategories',
  'zoomToObjects',
  'zoomToSection',
  'goToFloor',
  'goToAllFloorsView',
  'pulse',
  'unpulse',
  'setSpotlightObjects',
  'setSpotlightOnSelection',
  'clearSpotlightObjects',
  'rerender',
  'destroy',
];
/** Arguments each method control starts with (JSON, without the surrounding brackets). */
const EXAMPLE_ARGS: Record<string, string> = {
  doSelectObjects: '["A-12", "A-13"]',
  trySelectObjects: '["A-12", "A-13"]',
  deselectObjects: '["A-12"]',
  selectCategories: '["2"]',
  deselectCategories: '["2"]',
  findObject: '"A-12"',
  getReportBySelectabilityGroupedBy: '"zone"',
  holdBestAvailable: '{"number": 2}',
  changeConfig: '{"maxSelectedObjects": 2}',
  zoomToObjects: '["A-12"]',
  zoomToSection: '"Balcony"',
  goToFloor: '"1"',
  pulse: '["A-12"]',
  unpulse: '["A-12"]',
  setSpotlightObjects: '["A-12", "A-13"]',
};

type Origin = {title: string; page: string; note?: string};
type Mapping = {from: string; to: string; what: string};
type Entry = LogEntry & {id: number};

export default function PlaygroundApp(): ReactNode {
  const {colorMode} = useColorMode();
  const bridge = useMemo(() => new SandboxBridge(sharedSandbox()), []);
  const editorHost = useRef<HTMLDivElement>(null);
  const editor = useRef<Editor | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const runRef = useRef(0);
  const pendingRun = useRef<Extract<PageMessage, {type: 'run'}> | null>(null);
  const session = useRef<string | undefined>(undefined);
  const entryId = useRef(0);
  const [language, setLanguage] = useState<SampleLanguage>('js');
  const [runId, setRunId] = useState(0);
  const [log, setLog] = useState<Entry[]>([]);
  const [status, setStatus] = useState('Loading the playground…');
  const [origin, setOrigin] = useState<Origin | null>(null);
  const [mappings, setMappings] = useState<Mapping[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const [hold, setHold] = useState<{token: string; expiresAt: number} | null>(null);
  const [method, setMethod] = useState('listSelectedObjects');
  const [args, setArgs] = useState('');
  const [result, setResult] = useState('');
  const [shareLink, setShareLink] = useState('');
  const [now, setNow] = useState(() => Date.now());
  const demo = bridge.demo;

  /**
   * What the sample's keys run as: placeholders stand for the demo workspace, event and chart, a hold token
   * created for the run; an event key the sandbox does not have runs as a demo event. Shown in a note.
   */
  const mapKeys = useCallback(
    (code: string): Mapping[] => {
      const out: Mapping[] = [];
      for (const key of placeholdersIn(code)) {
        if (key === 'YOUR_WORKSPACE_KEY') out.push({from: key, to: demo.publicKey, what: 'the demo workspace’s public key'});
        if (key === 'YOUR_EVENT_KEY') out.push({from: key, to: demo.events.concert, what: 'the demo event'});
        if (key === 'YOUR_CHART_KEY') out.push({from: key, to: demo.charts.mainHall, what: 'the demo chart'});
        if (key === 'YOUR_HOLD_TOKEN') {
          const token = bridge.newHoldToken();
          if (token) out.push({from: key, to: token, what: 'a hold token created in the sandbox for this run'});
        }
      }
      const spare = [demo.events.concert, demo.events.secondConcert];
      for (const key of literalEventKeys(code)) {
        if (bridge.knowsEvent(key)) continue;
        const to = spare.shift();
        if (to) out.push({from: key, to, what: 'a demo event (the sandbox has no event with the sample’s key)'});
      }
      return out;
    },
    [bridge, demo],
  );

  const append = useCallback((entry: LogEntry) => {
    entryId.current += 1;
    const id = entryId.current;
    setLog((current) => [...current.slice(-(MAX_LOG - 1)), {...entry, id}]);
  }, []);

  const post = useCallback((message: PageMessage) => {
    frame.current?.contentWindow?.postMessage(message, '*');
  }, []);

  const run = useCallback(
    (source?: string, lang?: SampleLanguage) => {
      const code = source ?? editor.current?.text() ?? '';
      const kind = lang ?? language;
      runRef.current += 1;
      session.current = undefined;
      setRunId(runRef.current);
      setLog([]);
      setSelected([]);
      setHold(null);
      setResult('');
      setStatus('Running…');
      const mapped = mapKeys(code);
      setMappings(mapped);
      pendingRun.current = {
        type: 'run',
        runId: runRef.current,
        source: code,
        language: kind,
        colorScheme: colorMode === 'dark' ? 'dark' : 'light',
        demo: {
          workspaceKey: demo.publicKey,
          eventKey: demo.events.concert,
          placeholders: Object.fromEntries(mapped.map((m) => [m.from, m.to])),
        },
        clockOffset: bridge.clockOffset(),
      };
    },
    [bridge, colorMode, demo, language, mapKeys],
  );

  // Messages from the frame: only from the current frame, only valid ones.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = parseFrameMessage(event.data);
      if (!message) return;
      switch (message.type) {
        case 'ready':
          // Only the frame made for the pending run gets it: a frame of an earlier run may report ready late.
          if (pendingRun.current && frame.current.dataset.run === String(pendingRun.current.runId)) {
            post(pendingRun.current);
            pendingRun.current = null;
          }
          break;
        case 'request': {
          const {id} = message;
          try {
            post({type: 'response', id, ok: true, value: bridge.handle(message) ?? null});
          } catch (error) {
            const text = error instanceof BridgeError ? error.message : `The sandbox could not answer: ${String(error)}`;
            post({type: 'response', id, ok: false, error: text});
          }
          break;
        }
        case 'log':
          if (message.runId === runRef.current) append(message.entry);
          break;
        case 'status':
          if (message.runId !== runRef.current) break;
          setStatus(
            message.state === 'rendered'
              ? 'Rendered.'
              : message.state === 'failed'
                ? 'Rendering failed: see the log.'
                : `Error: ${message.message ?? 'see the log'}`,
          );
          break;
        case 'state':
          if (message.runId !== runRef.current) break;
          setSelected(message.selected);
          session.current = message.holdToken;
          setHold(message.holdToken && message.expiresAt ? {token: message.holdToken, expiresAt: message.expiresAt} : null);
          break;
        case 'result':
          setResult(`${message.ok ? '' : 'Rejected: '}${message.text}`);
          break;
      }
    };
    window.addEventListener('message', onMessage);
    const stop = bridge.watch(
      (event) => post({type: 'sandbox', event}),
      () => session.current,
    );
    return () => {
      window.removeEventListener('message', onMessage);
      stop();
    };
  }, [append, bridge, post]);

  useEffect(() => post({type: 'theme', colorScheme: colorMode === 'dark' ? 'dark' : 'light'}), [colorMode, post]);

  // The countdown of the hold, on the sandbox clock.
  useEffect(() => {
    if (!hold) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [hold]);

  // What the URL opens, then the first run.
  useEffect(() => {
    const host = editorHost.current;
    if (!host) return;
    const ed = createEditor(host, '', () => run());
    editor.current = ed;
    let cancelled = false;
    const open = async () => {
      const {opening, problem} = readOpening(window.location.search, window.location.hash);
      let source = starter(demo.events.concert);
      let lang: SampleLanguage = 'js';
      let from: Origin | null = problem ? {title: '', page: '', note: problem} : null;
      try {
        if (opening.kind === 'shared') {
          const shared = await decodeShare(opening.value);
          source = shared.source;
          lang = shared.language;
          from = {title: '', page: '', note: 'Opened from a shared link. Its code runs only inside the chart frame.'};
        } else if (opening.kind === 'sample' || opening.kind === 'try') {
          const response = await fetch(`/playground/samples/${opening.page}.json`);
          if (!response.ok) throw new ShareError('That page has no runnable samples.');
          const file = (await response.json()) as {page?: unknown; title?: unknown; example?: unknown; samples?: unknown};
          const samples = Array.isArray(file.samples) ? file.samples : [];
          const n = opening.kind === 'sample' ? opening.n : typeof file.example === 'number' ? file.example : 0;
          const sample = samples[n] as {code?: unknown; language?: unknown} | undefined;
          if (!sample || typeof sample.code !== 'string' || (sample.language !== 'js' && sample.language !== 'html'))
            throw new ShareError('That sample does not exist.');
          source = sample.code;
          lang = sample.language;
          from = {
            title: typeof file.title === 'string' ? file.title : opening.page,
            page: typeof file.page === 'string' && file.page.startsWith('/docs/') ? file.page : '',
          };
        }
      } catch (error) {
        from = {
          title: '',
          page: '',
          note: error instanceof ShareError ? error.message : 'The sample could not be loaded; the starter opened instead.',
        };
      }
      if (cancelled) return;
      ed.setText(source);
      setLanguage(lang);
      setOrigin(from);
      run(source, lang);
    };
    void open();
    return () => {
      cancelled = true;
      ed.view.destroy();
    };
    // Opens once, when the playground mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const share = async () => {
    const value = await encodeShare({language, source: editor.current?.text() ?? ''});
    const url = `${window.location.origin}${window.location.pathname}#code=${value}`;
    window.history.replaceState(null, '', url);
    setShareLink(url);
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // The link is shown to copy by hand.
    }
  };

  const call = (target: 'method' | 'property', name: string, callArgs = '') => {
    setResult('…');
    post({type: 'call', callId: runRef.current, target, name, args: callArgs});
  };

  const secondsLeft = hold ? Math.max(0, Math.round((hold.expiresAt - (now + bridge.clockOffset())) / 1000)) : 0;

  return (
    <div className={styles.playground}>
      <div className={styles.toolbar}>
        <button type="button" className="button button--primary" onClick={() => run()}>
          Run
        </button>
        <button type="button" className="button button--secondary" onClick={() => void share()}>
          Share link
        </button>
        <button type="button" className="button button--secondary" onClick={() => bridge.advance(15 * 60 * 1000)}>
          Skip 15 minutes
        </button>
        <span role="status" className={styles.status}>
          {status}
        </span>
      </div>
      {origin && (
        <p className={styles.note}>
          {origin.note ?? (
            <>
              Running a sample of <Link to={origin.page || '/docs/renderer/embed-a-floor-plan'}>{origin.title}</Link>, unchanged.
            </>
          )}
        </p>
      )}
      {mappings.length > 0 && (
        <p className={styles.note}>
          The sample runs against the in-browser sandbox:{' '}
          {mappings.map((mapping, i) => (
            <React.Fragment key={mapping.from}>
              {i > 0 && '; '}
              <code>{mapping.from}</code> as <code>{mapping.to}</code>, {mapping.what}
            </React.Fragment>
          ))}
          .
        </p>
      )}
      {shareLink && (
        <p className={styles.note}>
          <label>
            Link to this playground{' '}
            <input className={styles.shareInput} readOnly value={shareLink} onFocus={(event) => event.currentTarget.select()} />
          </label>
        </p>
      )}
      <div className={styles.grid}>
        <div className={styles.editorPane}>
          <div className={styles.paneTitle} id="playground-config">
            Config <span className={styles.muted}>({language === 'html' ? 'HTML page' : 'JavaScript'}; Ctrl+Enter runs)</span>
          </div>
          <div ref={editorHost} className={styles.editor} />
        </div>
        <div className={styles.chartPane}>
          {runId > 0 ? (
            <iframe
              key={runId}
              ref={frame}
              data-run={runId}
              className={styles.frame}
              src={FRAME_URL}
              sandbox="allow-scripts"
              title="Seat map"
            />
          ) : (
            <div className={styles.frame} />
          )}
          <p className={styles.session}>
            {hold ? (
              <>
                Hold token <code>{hold.token}</code>, {Math.floor(secondsLeft / 60)}:{String(secondsLeft % 60).padStart(2, '0')} left on the
                sandbox clock.
              </>
            ) : (
              'No session: selections are not held.'
            )}{' '}
            Selected: {selected.length > 0 ? selected.join(', ') : 'nothing'}.
          </p>
        </div>
      </div>
      <div className={styles.controls}>
        <form
          className={styles.control}
          onSubmit={(event) => {
            event.preventDefault();
            call('method', method, args);
          }}
        >
          <label>
            Method{' '}
            <select
              value={method}
              onChange={(event) => {
                setMethod(event.target.value);
                setArgs(EXAMPLE_ARGS[event.target.value] ?? '');
              }}
            >
              {METHODS.map((name) => (
                <option key={name} value={name}>
                  chart.{name}()
                </option>
              ))}
            </select>
          </label>
          <label>
            Arguments (JSON) <input value={args} onChange={(event) => setArgs(event.target.value)} placeholder="none" spellCheck={false} />
          </label>
          <button type="submit" className="button button--secondary button--sm">
            Call
          </button>
        </form>
        <div className={styles.control}>
          <span>Properties</span>
          <button type="button" className="button button--secondary button--sm" onClick={() => call('property', 'selectedObjects')}>
            chart.selectedObjects
          </button>
          <button type="button" className="button button--secondary button--sm" onClick={() => call('property', 'holdToken')}>
            chart.holdToken
          </button>
        </div>
        <output className={styles.result} aria-live="polite" aria-label="Result">
          {result}
        </output>
      </div>
      <div className={styles.logHeader}>
        <h2 className={styles.logTitle} id="playground-callbacks">
          Callbacks
        </h2>
        <button type="button" className="button button--secondary button--sm" onClick={() => setLog([])}>
          Clear
        </button>
      </div>
      <div role="log" aria-labelledby="playground-callbacks" className={styles.log} tabIndex={0}>
        <ol className={styles.entries}>
          {log.map((entry) => (
            <li key={entry.id} className={styles[`entry-${entry.kind}`]}>
              <span className={styles.kind}>{entry.kind}</span> <code>{entry.text}</code>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
