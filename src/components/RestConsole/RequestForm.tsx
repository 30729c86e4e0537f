import {useId, useState, type FormEvent, type ReactNode, type RefObject} from 'react';
import {fieldOf, hostedKeyName, withParam, type ConsoleOperation, type ConsoleParameter} from '@site/lib/console/form';
import type {ConsoleDraft} from '@site/lib/console/session';
import type {Problem} from './backend';
import type {Target} from './ConsoleBody';
import BodyEditor from './BodyEditor';
import CopyAs from './CopyAs';
import styles from './styles.module.css';

type Props = {
  /** Puts another documented example in the form (the sandbox sets it up). */
  onExample: (example: string) => void;
  operation: ConsoleOperation;
  draft: ConsoleDraft;
  onDraft: (draft: ConsoleDraft) => void;
  demoKey: string;
  onDemoKey: (key: string) => void;
  target: Target;
  /** Null when the site has no hosted sandbox: the browser's sandbox is the only target. */
  onTarget: ((target: Target) => void) | null;
  hostedKey: string;
  onHostedKey: (key: string) => void;
  problems: Problem[];
  problemsRef: RefObject<HTMLDivElement | null>;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  responseId: string;
};

const LOCATIONS: Array<[ConsoleParameter['in'], string]> = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Headers'],
];

function ParameterField({
  param,
  value,
  onChange,
  invalid,
}: {
  param: ConsoleParameter;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
}): ReactNode {
  const id = useId();
  const hint = [param.type, param.required ? 'required' : 'optional', param.type.endsWith('[]') ? 'separate values with commas' : '']
    .filter(Boolean)
    .join(', ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        <code>{param.name}</code>
      </label>
      {param.values ? (
        <select
          id={id}
          className={styles.input}
          value={value}
          aria-describedby={`${id}-hint`}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          {!param.required && <option value="">(not sent)</option>}
          {param.values.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          className={styles.input}
          value={value}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          aria-invalid={invalid || undefined}
          required={param.required}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <span id={`${id}-hint`} className={styles.hint}>
        {hint}
      </span>
    </div>
  );
}

/** The request side of the console: where to send, the key, the parameters, the body, Send and copy as. */
export default function RequestForm({
  onExample,
  operation,
  draft,
  onDraft,
  demoKey,
  onDemoKey,
  target,
  onTarget,
  hostedKey,
  onHostedKey,
  problems,
  problemsRef,
  busy,
  onSubmit,
  responseId,
}: Props): ReactNode {
  const id = useId();
  const [example, setExample] = useState(operation.body?.examples[0]?.name ?? '');
  const invalid = (field: string) => problems.some((problem) => problem.field === field);
  const bodyInvalid = problems.some((problem) => problem.field === 'body');
  const hosted = target === 'hosted';

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label={`Request: ${operation.method} ${operation.path}`} noValidate>
      <p className={styles.endpoint}>
        <span className={styles.method}>{operation.method}</span> <code>{operation.path}</code>
      </p>
      {onTarget && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Send to</legend>
          <label className={styles.choice}>
            <input type="radio" name={`${id}-target`} checked={!hosted} onChange={() => onTarget?.('browser')} /> The sandbox in this
            browser (demo data)
          </label>
          <label className={styles.choice}>
            <input type="radio" name={`${id}-target`} checked={hosted} onChange={() => onTarget?.('hosted')} /> Your Tessera sandbox, with
            your key
          </label>
          {hosted && (
            <p className={styles.hint}>
              The form holds the demo data’s keys and labels: put your sandbox’s own event key, chart key or labels in their place.
            </p>
          )}
        </fieldset>
      )}
      <div className={styles.field}>
        <label htmlFor={`${id}-key`} className={styles.label}>
          {hosted ? hostedKeyName(operation.key, 'Your') : operation.key === 'secret' ? 'Secret key' : 'Company admin key'}
        </label>
        {hosted ? (
          <input
            id={`${id}-key`}
            className={styles.input}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={hostedKey}
            aria-describedby={`${id}-key-hint`}
            aria-invalid={invalid('key') || undefined}
            onChange={(event) => onHostedKey(event.target.value)}
          />
        ) : (
          <input
            id={`${id}-key`}
            className={styles.input}
            autoComplete="off"
            spellCheck={false}
            value={demoKey}
            aria-describedby={`${id}-key-hint`}
            onChange={(event) => onDemoKey(event.target.value)}
          />
        )}
        <span id={`${id}-key-hint`} className={styles.hint}>
          {hosted
            ? 'Kept in this page’s memory only: never stored, never put in a URL, and sent only to this site, which passes it to the Tessera API.'
            : `${operation.key === 'secret' ? 'The demo workspace’s secret key' : 'The demo company’s admin key'}: it works in this sandbox only. Change it to see a 401.`}
        </span>
      </div>
      {LOCATIONS.map(([location, title]) => {
        const params = operation.parameters.filter((param) => param.in === location);
        if (params.length === 0) return null;
        return (
          <fieldset key={location} className={styles.group}>
            <legend className={styles.legend}>{title}</legend>
            {params.map((param) => (
              <ParameterField
                key={param.name}
                param={param}
                value={draft.params[fieldOf(param)] ?? ''}
                invalid={invalid(fieldOf(param))}
                onChange={(value) => onDraft(withParam(draft, fieldOf(param), value))}
              />
            ))}
          </fieldset>
        );
      })}
      {operation.body && (
        <div className={styles.field}>
          <div className={styles.bodyHead}>
            <span id={`${id}-body-label`} className={styles.label}>
              Body (JSON{operation.body.required ? '' : ', optional'})
            </span>
            {operation.body.examples.length > 1 && (
              <label className={styles.exampleChoice}>
                Example{' '}
                <select
                  className={styles.inputSmall}
                  value={example}
                  onChange={(event) => {
                    setExample(event.target.value);
                    onExample(event.target.value);
                  }}
                >
                  {operation.body.examples.map((option) => (
                    <option key={option.name} value={option.name}>
                      {option.summary ?? option.name}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
          <BodyEditor
            value={draft.body}
            onChange={(body) => onDraft({...draft, body})}
            labelledBy={`${id}-body-label`}
            describedBy={`${id}-body-hint`}
            invalid={bodyInvalid}
          />
          <span id={`${id}-body-hint`} className={styles.hint}>
            Tab indents. To leave the editor with the keyboard, press Escape, then Tab.
          </span>
        </div>
      )}
      <div ref={problemsRef} tabIndex={-1} className={problems.length > 0 ? styles.problems : undefined} role="alert">
        {problems.length > 0 && (
          <>
            <p>Nothing was sent. The API would refuse this request:</p>
            <ul>
              {problems.map((problem, index) => (
                <li key={index}>{problem.message}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.send} aria-busy={busy || undefined} aria-controls={responseId}>
          Send request
        </button>
        <CopyAs operation={operation} draft={draft} />
      </div>
    </form>
  );
}
