/**
 * A code block of an answer, in the site's own code block (frame, language,
 * copy button: src/theme/CodeBlock). When the answer quotes a sample of the
 * docs, it is coloured as on its page, from the highlighting the build wrote
 * into the search index (lib/ask/codeSample.ts); code written by a language
 * model shows uncoloured, as no highlighter runs in the browser.
 */
import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {sampleRuns} from '@site/lib/ask/codeSample';
import type {CodeSample} from '@site/lib/search/indexFormat';
import styles from './styles.module.css';

type Props = {code: string; language: string | null; sample?: CodeSample};

export default function AnswerCode({code, language, sample}: Props): ReactNode {
  const lang = (sample?.language ?? language ?? '').replace(/[^\w+#-]/g, '') || undefined;
  const children = sample
    ? sampleRuns(sample).map((run, i) =>
        run.className ? (
          <span key={i} className={run.className}>
            {run.text}
          </span>
        ) : (
          run.text
        ),
      )
    : code;
  return (
    <CodeBlock language={lang} className={styles.codeBlock}>
      {children}
    </CodeBlock>
  );
}
