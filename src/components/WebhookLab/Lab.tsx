/**
 * The webhook lab: creates example messages as Tessera sends them (signed
 * with WebCrypto, with a curl command for the reader's own endpoint) and
 * verifies pasted calls, saying why one fails. All logic is lib/webhooks; this
 * is the form around it. Loaded on intent by ./index.tsx, never with the page.
 * Pasted text is only ever rendered as React text, and the verifier bounds it.
 */
import {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import {
  acceptedUntil,
  createExampleMessage,
  curlCommand,
  DEFAULT_ENDPOINT,
  endpointProblem,
  EVENT_TYPES,
  generateSecret,
  headerText,
  inputProblems,
  parseHeaderText,
  randomMessageId,
  REASON_TITLES,
  SECRET_PREFIX,
  verifyWebhook,
  type EventType,
  type ExampleMessage,
  type Verdict,
} from '@site/lib/webhooks';
import styles from './styles.module.css';

const time = (ms: number) => new Date(ms).toLocaleTimeString(undefined, {hour: '2-digit', minute: '2-digit', second: '2-digit'});

/** A new message whose top is further down than this share of the window's height is scrolled into view. */
const OUTPUT_IN_VIEW = 0.75;

const failure = (error: unknown) => (error instanceof Error ? error.message : String(error));

type VerifyFields = {headers: string; body: string; secret: string};

function VerdictView({verdict}: {verdict: Verdict}): ReactNode {
  return (
    <div className={clsx('alert', verdict.valid ? 'alert--success' : 'alert--danger', styles.verdict)}>
      <p className={styles.verdictTitle}>
        <strong>{verdict.valid ? 'Valid signature' : `Invalid signature: ${REASON_TITLES[verdict.reason!]}`}</strong>
      </p>
      <ul className={styles.details}>
        {verdict.details.map((detail) => (
          <li key={detail}>{detail}</li>
        ))}
      </ul>
    </div>
  );
}

export default function Lab({focusOnMount = false}: {focusOnMount?: boolean}): ReactNode {
  const id = useId();
  const createHeading = useRef<HTMLHeadingElement>(null);
  const verifyHeading = useRef<HTMLHeadingElement>(null);

  const [type, setType] = useState<EventType>('chart.published');
  const [secret, setSecret] = useState(() => generateSecret());
  const [rotated, setRotated] = useState(false);
  const [previousSecret, setPreviousSecret] = useState('');
  const [endpoint, setEndpoint] = useState(DEFAULT_ENDPOINT);
  const [message, setMessage] = useState<ExampleMessage | null>(null);
  // The endpoint the shown curl command posts to: the one typed when the message was created.
  const [target, setTarget] = useState(DEFAULT_ENDPOINT);
  const [createError, setCreateError] = useState('');

  const [fields, setFields] = useState<VerifyFields>({headers: '', body: '', secret: ''});
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  // Counts verifications, so a verdict that arrives after the fields changed again is dropped.
  const run = useRef(0);

  useEffect(() => {
    if (focusOnMount) createHeading.current?.focus();
  }, [focusOnMount]);

  // A new message shows below the form: brought into view when it starts below the screen, so pressing
  // Create visibly does something. The button keeps the focus.
  const output = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = output.current;
    if (box && box.getBoundingClientRect().top > window.innerHeight * OUTPUT_IN_VIEW) box.scrollIntoView({block: 'start'});
  }, [message]);

  const toggleRotation = (checked: boolean) => {
    setRotated(checked);
    if (checked && previousSecret === '') setPreviousSecret(generateSecret());
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const secrets = rotated ? [secret, previousSecret] : [secret];
    const problem = secrets.some((value) => !value.startsWith(SECRET_PREFIX) || value.length <= SECRET_PREFIX.length)
      ? `A signing secret starts with ${SECRET_PREFIX}: generate one with New secret, or paste your endpoint's.`
      : endpointProblem(endpoint);
    if (problem) {
      setCreateError(problem);
      setMessage(null);
      return;
    }
    try {
      const created = await createExampleMessage({
        type,
        secret,
        previousSecret: rotated ? previousSecret : undefined,
        id: randomMessageId(),
        now: Date.now(),
      });
      setCreateError('');
      setMessage(created);
      setTarget(endpoint.trim());
    } catch (error) {
      setCreateError(failure(error));
      setMessage(null);
    }
  };

  const verify = async (values: VerifyFields) => {
    const current = (run.current += 1);
    const found = inputProblems(values);
    setProblems(found);
    setVerdict(null);
    if (found.length > 0) return;
    try {
      const {headers} = parseHeaderText(values.headers);
      const result = await verifyWebhook({
        headers,
        body: values.body,
        secret: values.secret,
        now: Date.now(),
        reference: message ?? undefined,
      });
      if (run.current === current) setVerdict(result);
    } catch (error) {
      if (run.current === current) setProblems([failure(error)]);
    }
  };

  const edit = (name: keyof VerifyFields, value: string) => {
    setFields((current) => ({...current, [name]: value}));
    run.current += 1;
    // A verdict stays only while it describes what the fields hold.
    setVerdict(null);
    setProblems([]);
  };

  const verifyCreated = () => {
    if (!message) return;
    const values = {headers: headerText(message), body: message.body, secret: message.secrets[0]};
    setFields(values);
    verifyHeading.current?.focus();
    void verify(values);
  };

  return (
    <div className={styles.lab} data-webhook-lab="">
      <section aria-labelledby={`${id}-create`} className={styles.part}>
        <h4 id={`${id}-create`} ref={createHeading} tabIndex={-1} className={styles.heading}>
          Create an example message
        </h4>
        <form onSubmit={create} noValidate>
          <div className={styles.field}>
            <label htmlFor={`${id}-type`}>Event type</label>
            <select
              id={`${id}-type`}
              className={styles.control}
              value={type}
              onChange={(event) => setType(event.target.value as EventType)}
            >
              {EVENT_TYPES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-secret`}>Signing secret</label>
            <div className={styles.row}>
              <input
                id={`${id}-secret`}
                className={clsx(styles.control, styles.mono)}
                value={secret}
                onChange={(event) => setSecret(event.target.value)}
                spellCheck={false}
                autoComplete="off"
                aria-describedby={`${id}-secret-hint`}
              />
              <button type="button" className="button button--secondary" onClick={() => setSecret(generateSecret())}>
                New secret
              </button>
            </div>
            <p id={`${id}-secret-hint`} className={styles.hint}>
              A new secret, made in your browser. Paste your endpoint&apos;s secret instead to test your own server.
            </p>
          </div>
          <div className={styles.field}>
            <label className={styles.check}>
              <input type="checkbox" checked={rotated} onChange={(event) => toggleRotation(event.target.checked)} />
              <span>Also sign with a previous secret, as Tessera does for 24 hours after a rotation</span>
            </label>
          </div>
          {rotated && (
            <div className={styles.field}>
              <label htmlFor={`${id}-previous`}>Previous secret</label>
              <input
                id={`${id}-previous`}
                className={clsx(styles.control, styles.mono)}
                value={previousSecret}
                onChange={(event) => setPreviousSecret(event.target.value)}
                spellCheck={false}
                autoComplete="off"
              />
            </div>
          )}
          <div className={styles.field}>
            <label htmlFor={`${id}-endpoint`}>Your endpoint URL</label>
            <input
              id={`${id}-endpoint`}
              className={clsx(styles.control, styles.mono)}
              value={endpoint}
              onChange={(event) => setEndpoint(event.target.value)}
              inputMode="url"
              spellCheck={false}
              autoComplete="off"
              aria-describedby={`${id}-endpoint-hint`}
            />
            <p id={`${id}-endpoint-hint`} className={styles.hint}>
              Where the curl command posts the message. The lab itself sends nothing.
            </p>
          </div>
          <button type="submit" className="button button--primary">
            Create example message
          </button>
        </form>
        <div role="alert" className={styles.error}>
          {createError}
        </div>
        {message && (
          <div ref={output} className={styles.output}>
            <p>
              Signed at {time(Number(message.timestamp) * 1000)} with{' '}
              {message.secrets.length > 1 ? 'both secrets (two v1 entries)' : 'the signing secret'}. An endpoint accepts it until{' '}
              {time(acceptedUntil(message))}, 5 minutes later.
            </p>
            <CodeBlock language="http" title="Headers">
              {headerText(message)}
            </CodeBlock>
            <CodeBlock language="json" title="Body">
              {message.body}
            </CodeBlock>
            <CodeBlock language="bash" title="curl command">
              {curlCommand(message, target)}
            </CodeBlock>
            <button type="button" className="button button--secondary" onClick={verifyCreated}>
              Verify this message
            </button>
          </div>
        )}
      </section>

      <section aria-labelledby={`${id}-verify`} className={styles.part}>
        <h4 id={`${id}-verify`} ref={verifyHeading} tabIndex={-1} className={styles.heading}>
          Verify a signature
        </h4>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void verify(fields);
          }}
          noValidate
        >
          <div className={styles.field}>
            <label htmlFor={`${id}-headers`}>Headers</label>
            <textarea
              id={`${id}-headers`}
              className={clsx(styles.control, styles.mono)}
              rows={6}
              value={fields.headers}
              onChange={(event) => edit('headers', event.target.value)}
              spellCheck={false}
              aria-describedby={`${id}-headers-hint`}
            />
            <p id={`${id}-headers-hint`} className={styles.hint}>
              One Name: value line each, as your server logged them, or the headers object as JSON.
            </p>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-body`}>Body</label>
            <textarea
              id={`${id}-body`}
              className={clsx(styles.control, styles.mono)}
              rows={4}
              value={fields.body}
              onChange={(event) => edit('body', event.target.value)}
              spellCheck={false}
              aria-describedby={`${id}-body-hint`}
            />
            <p id={`${id}-body-hint`} className={styles.hint}>
              The raw body, exactly as it arrived.
            </p>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-verify-secret`}>Signing secret</label>
            <input
              id={`${id}-verify-secret`}
              className={clsx(styles.control, styles.mono)}
              value={fields.secret}
              onChange={(event) => edit('secret', event.target.value)}
              spellCheck={false}
              autoComplete="off"
            />
          </div>
          <button type="submit" className="button button--primary">
            Verify signature
          </button>
        </form>
        <div role="status" className={styles.result}>
          {problems.length > 0 && (
            <div className={clsx('alert alert--warning', styles.verdict)}>
              <p className={styles.verdictTitle}>
                <strong>Nothing verified yet</strong>
              </p>
              <ul className={styles.details}>
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </div>
          )}
          {verdict && <VerdictView verdict={verdict} />}
        </div>
      </section>
    </div>
  );
}
