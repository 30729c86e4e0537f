import {useId, useMemo, useState, type ReactNode} from 'react';
import {sampleLanguages} from '@site/lib/samples';
import {sampleRequest, type ConsoleOperation} from '@site/lib/console/form';
import type {ConsoleDraft} from '@site/lib/console/session';
import CopyText from './CopyText';
import styles from './styles.module.css';

/** The synced tabs' choice of sample language (Docusaurus stores a tab group's choice under this key). */
const TABS_KEY = 'docusaurus.tab.rest-language';

function storedLanguage(): string {
  try {
    const id = window.localStorage.getItem(TABS_KEY);
    return sampleLanguages.some((language) => language.id === id) ? id! : sampleLanguages[0].id;
  } catch {
    return sampleLanguages[0].id;
  }
}

/** Copies the request in the form as one of the seven sample languages of the site (lib/samples). */
export default function CopyAs({operation, draft}: {operation: ConsoleOperation; draft: ConsoleDraft}): ReactNode {
  const id = useId();
  const [language, setLanguage] = useState(storedLanguage);
  const chosen = sampleLanguages.find((entry) => entry.id === language) ?? sampleLanguages[0];
  const request = useMemo(() => sampleRequest(operation, draft), [operation, draft]);
  return (
    <div className={styles.copyAs}>
      <label htmlFor={id}>Copy as</label>
      <select id={id} className={styles.inputSmall} value={chosen.id} onChange={(event) => setLanguage(event.target.value)}>
        {sampleLanguages.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.label}
          </option>
        ))}
      </select>
      {request ? (
        <CopyText text={chosen.generate(request)} label={`Copy the request as ${chosen.label}`} />
      ) : (
        <span className={styles.hint}>Fix the body’s JSON to copy the request.</span>
      )}
    </div>
  );
}
