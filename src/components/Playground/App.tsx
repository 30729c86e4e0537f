/**
 * The renderer playground, loaded on intent by ./index.tsx: the Config editor,
 * Run, the chart frame, the Callbacks log, and controls for the chart's
 * methods and properties. The reader's code runs only inside the frame
 * (sandbox="allow-scripts", an opaque origin); every message from it is
 * validated (lib/playground/protocol) before the page acts on it.
 *
 * It renders into the slots of the shell (./index.tsx) and, when the link
 * opens the starter, takes the shell's boot frame, which has drawn the starter
 * already, as its first run (BOOT_RUN): the frame's requests, log and state
 * come to the page once it attaches.
 */
import React, {useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Link from '@docusaurus/Link';
import {useColorMode} from '@docusaurus/theme-common';
import {
  BOOT_RUN,
  parseFrameMessage,
  type ColorScheme,
  type LogEntry,
  type PageMessage,
  type SampleLanguage,
} from '@site/lib/playground/protocol';
import {decodeShare, encodeShare, readOpening, ShareError} from '@site/lib/playground/share';
import {copyText} from '@site/src/components/useCopy';
import {BridgeError, SandboxBridge, type KeyMapping} from '@site/lib/playground/bridge';
import {starter} from '@site/lib/playground/starter';
import {withCategoryKeys} from '@site/lib/playground/samples';
import {syntaxErrorAt} from '@site/lib/playground/syntaxError';
import {sharedSandbox} from '@site/lib/sandbox';
import {createEditor, type Editor} from './editor';
import {ConfigTitle, KeyNote, SessionLine, STARTER_KEYS, Toolbar} from './parts';
import styles from './styles.module.css';

const FRAME_URL = '/playground-frame.html';
const MAX_LOG = 300;
/** Pixels from the bottom of the Callbacks log that still count as reading its newest entry. */
const LOG_BOTTOM_SLACK = 16;
/**
 * How long a run may go without its frame saying the chart rendered, failed or threw: code that
 * never yields (an endless loop) says nothing, so the page stops its frame and says so.
 */
const RUN_TIMEOUT_MS = 10_000;
const RUN_STOPPED = `Stopped: the code did not finish within ${RUN_TIMEOUT_MS / 1000} seconds (an endless loop?). Edit it and run again.`;
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
  goToFloor: '"Ground floor"',
  pulse: '["A-12"]',
  unpulse: '["A-12"]',
  setSpotlightObjects: '["A-12", "A-13"]',
};

type Origin = {title: string; page: string; note?: string};
type Entry = LogEntry & {id: number};

export type PlaygroundProps = {
  /** Where the parts go in the shell's layout: above the panes, the Config pane, under the boot frame, below the panes. */
  slots: {top: HTMLElement; editor: HTMLElement; chart: HTMLElement; bottom: HTMLElement};
  /** The shell's boot frame, while the shell holds it. */
  bootFrame: HTMLIFrameElement | null;
  /** Tells the shell to remove the boot frame: the playground runs code in frames of its own. */
  onBootDone: () => void;
  /** The chart frame's height, as the shell keeps it from the `size` messages of every frame (clamped). */
  frameStyle: CSSProperties | undefined;
};

export default function PlaygroundApp({slots, bootFrame, onBootDone, frameStyle}: PlaygroundProps): ReactNode {
  const {colorMode} = useColorMode();
  const colorScheme: ColorScheme = colorMode === 'dark' ? 'dark' : 'light';
  const colorSchemeRef = useRef(colorScheme);
  const bridge = useMemo(() => new SandboxBridge(sharedSandbox()), []);
  const editorHost = useRef<HTMLDivElement>(null);
  const editor = useRef<Editor | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  /** The boot frame while it is the current run's frame. */
  const boot = useRef<HTMLIFrameElement | null>(bootFrame);
  const [booted, setBooted] = useState(Boolean(bootFrame));
  const runRef = useRef(BOOT_RUN);
  // The code of the current run as the editor held it, to place a syntax error in it.
  const ran = useRef<{code: string; language: SampleLanguage} | null>(null);
  const pendingRun = useRef<Extract<PageMessage, {type: 'run'}> | null>(null);
  const session = useRef<string | undefined>(undefined);
  const entryId = useRef(0);
  const [language, setLanguage] = useState<SampleLanguage>('js');
  const [runId, setRunId] = useState(0);
  const [log, setLog] = useState<Entry[]>([]);
  // The log follows its newest entry, as a console does, unless the reader scrolled up to read an older one.
  const logBox = useRef<HTMLDivElement>(null);
  const followLog = useRef(true);
  useLayoutEffect(() => {
    const box = logBox.current;
    if (box && followLog.current) box.scrollTop = box.scrollHeight;
  }, [log]);
  const [status, setStatus] = useState('Loading the playground…');
  const [origin, setOrigin] = useState<Origin | null>(null);
  // With the boot frame, the starter is running already, and the shell showed its note: keep it, so nothing moves.
  const [mappings, setMappings] = useState<KeyMapping[]>(bootFrame ? STARTER_KEYS : []);
  const [selected, setSelected] = useState<string[]>([]);
  const [hold, setHold] = useState<{token: string; expiresAt: number} | null>(null);
  const [method, setMethod] = useState('listSelectedObjects');
  const [args, setArgs] = useState('');
  const [result, setResult] = useState('');
  const [shareLink, setShareLink] = useState('');
  const [now, setNow] = useState(() => Date.now());
  const demo = bridge.demo;

  const mapKeys = useCallback((code: string) => bridge.mapKeys(code), [bridge]);

  const append = useCallback((entry: LogEntry) => {
    entryId.current += 1;
    const id = entryId.current;
    setLog((current) => [...current.slice(-(MAX_LOG - 1)), {...entry, id}]);
  }, []);

  /** The current run's frame: the boot frame, or the frame of a run of the page. */
  const current = useCallback(() => (boot.current ?? frame.current)?.contentWindow ?? null, []);

  const post = useCallback(
    (message: PageMessage) => {
      current()?.postMessage(message, '*');
    },
    [current],
  );

  /** The page runs code in frames of its own from now on: the shell removes the boot frame. */
  const leaveBoot = useCallback(() => {
    if (!boot.current) return;
    boot.current = null;
    setBooted(false);
    onBootDone();
  }, [onBootDone]);

  const run = useCallback(
    (source?: string, lang?: SampleLanguage) => {
      const code = source ?? editor.current?.text() ?? '';
      const kind = lang ?? language;
      leaveBoot();
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
      ran.current = {code, language: kind};
      pendingRun.current = {
        type: 'run',
        runId: runRef.current,
        source: withCategoryKeys(code, mapped),
        language: kind,
        colorScheme,
        demo: {
          workspaceKey: demo.publicKey,
          eventKey: demo.events.concert,
          placeholders: Object.fromEntries(mapped.map((m) => [m.from, m.to])),
        },
        clockOffset: bridge.clockOffset(),
      };
    },
    [bridge, colorScheme, demo, language, leaveBoot, mapKeys],
  );

  const latestRun = useRef(run);
  useEffect(() => {
    latestRun.current = run;
    colorSchemeRef.current = colorScheme;
  });

  /** The boot frame's run, the starter, becomes the page's first run; the frame attaches when it says it has booted. */
  const adoptBoot = useCallback(
    (source: string) => {
      runRef.current = BOOT_RUN;
      session.current = undefined;
      setRunId(BOOT_RUN);
      setStatus('Running…');
      setMappings(mapKeys(source));
      post({type: 'hello'});
    },
    [mapKeys, post],
  );

  // Messages from the frame: only from the current frame, only valid ones.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const source = current();
      if (!source || event.source !== source) return;
      const message = parseFrameMessage(event.data);
      if (!message) return;
      switch (message.type) {
        case 'booted':
          if (boot.current && runRef.current === BOOT_RUN)
            post({type: 'attach', colorScheme: colorSchemeRef.current, clockOffset: bridge.clockOffset()});
          break;
        case 'rerun':
          // The tab's sandbox has changed the demo event in more than statuses: the starter runs again, in a frame of the page.
          if (boot.current) latestRun.current(starter(demo.events.concert), 'js');
          break;
        case 'ready':
          // Only the frame made for the pending run gets it: a frame of an earlier run may report ready late.
          if (pendingRun.current && frame.current?.dataset.run === String(pendingRun.current.runId)) {
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
        case 'status': {
          if (message.runId !== runRef.current) break;
          // V8 names no line for a syntax error in code run with new Function: the editor's parser finds it.
          const where =
            message.state === 'error' && /^SyntaxError\b/.test(message.message ?? '') && ran.current?.language === 'js'
              ? syntaxErrorAt(ran.current.code)
              : null;
          if (where) {
            append({kind: 'note', text: `The code stops parsing at line ${where.line}, column ${where.column}; the cursor is there.`});
            // Only where the editor still holds that code: an offset of other text could lie past its end.
            if (editor.current?.text() === ran.current?.code)
              editor.current?.view.dispatch({selection: {anchor: where.offset}, scrollIntoView: true});
          }
          setStatus(
            message.state === 'rendered'
              ? 'Rendered.'
              : message.state === 'failed'
                ? 'Rendering failed: see the log.'
                : `Error: ${message.message ?? 'see the log'}${where ? ` (line ${where.line}, column ${where.column})` : ''}`,
          );
          break;
        }
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
  }, [append, bridge, current, demo, post]);

  useEffect(() => post({type: 'theme', colorScheme}), [colorScheme, post]);

  // A run that has said nothing in time is stopped: its frame goes, and with it the code that holds its thread.
  useEffect(() => {
    if (runId <= BOOT_RUN || status !== 'Running…') return;
    const id = setTimeout(() => {
      setStatus(RUN_STOPPED);
      append({kind: 'error', text: RUN_STOPPED});
    }, RUN_TIMEOUT_MS);
    return () => clearTimeout(id);
  }, [append, runId, status]);

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
      if (opening.kind === 'starter' && boot.current) adoptBoot(source);
      else run(source, lang);
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
    // Where copying fails, the link is shown to copy by hand.
    await copyText(url);
  };

  const call = (target: 'method' | 'property', name: string, callArgs = '') => {
    setResult('…');
    post({type: 'call', callId: runRef.current, target, name, args: callArgs});
  };

  const secondsLeft = hold ? Math.max(0, Math.round((hold.expiresAt - (now + bridge.clockOffset())) / 1000)) : 0;

  return (
    <>
      {createPortal(
        <>
          <Toolbar status={status} actions={{run: () => run(), share: () => void share(), skip: () => bridge.advance(15 * 60 * 1000)}} />
          {origin && (
            <p className={styles.note}>
              {origin.note ?? (
                <>
                  Running a sample of <Link to={origin.page || '/docs/renderer/embed-a-floor-plan'}>{origin.title}</Link>, unchanged.
                </>
              )}
            </p>
          )}
          <KeyNote mappings={mappings} />
          {shareLink && (
            <p className={styles.note}>
              <label>
                Link to this playground{' '}
                <input className={styles.shareInput} readOnly value={shareLink} onFocus={(event) => event.currentTarget.select()} />
              </label>
            </p>
          )}
        </>,
        slots.top,
      )}
      {createPortal(
        <>
          <ConfigTitle language={language} />
          <div ref={editorHost} className={styles.editor} />
        </>,
        slots.editor,
      )}
      {createPortal(
        <>
          {booted ? null : runId > BOOT_RUN && status !== RUN_STOPPED ? (
            <iframe
              key={runId}
              ref={frame}
              data-run={runId}
              className={styles.frame}
              style={frameStyle}
              src={FRAME_URL}
              sandbox="allow-scripts"
              title="Seat map"
            />
          ) : (
            <div className={styles.frame} style={frameStyle} />
          )}
          <SessionLine hold={hold && {token: hold.token, secondsLeft}} selected={selected} />
        </>,
        slots.chart,
      )}
      {createPortal(
        <>
          <div className={styles.controls}>
            <form
              className={styles.control}
              onSubmit={(event) => {
                event.preventDefault();
                call('method', method, args);
              }}
            >
              <label>
                Method
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
                Arguments (JSON)
                <input value={args} onChange={(event) => setArgs(event.target.value)} placeholder="none" spellCheck={false} />
              </label>
              <button type="submit" className="button button--secondary">
                Call
              </button>
            </form>
            <div className={styles.control}>
              <span className={styles.controlLabel}>Properties</span>
              <button
                type="button"
                className={`button button--secondary ${styles.code}`}
                onClick={() => call('property', 'selectedObjects')}
              >
                chart.selectedObjects
              </button>
              <button type="button" className={`button button--secondary ${styles.code}`} onClick={() => call('property', 'holdToken')}>
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
          <div
            ref={logBox}
            role="log"
            aria-labelledby="playground-callbacks"
            className={styles.log}
            tabIndex={0}
            onScroll={(event) => {
              const box = event.currentTarget;
              followLog.current = box.scrollTop + box.clientHeight >= box.scrollHeight - LOG_BOTTOM_SLACK;
            }}
          >
            <ol className={styles.entries}>
              {log.map((entry) => (
                <li key={entry.id} className={styles[`entry-${entry.kind}`]}>
                  <span className={styles.kind}>{entry.kind}</span> <code>{entry.text}</code>
                </li>
              ))}
            </ol>
          </div>
        </>,
        slots.bottom,
      )}
    </>
  );
}
