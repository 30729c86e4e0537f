/**
 * The summary line of a changelog entry in the changelog list: the first
 * sentence of its "What to do" section, as plain text, so a reader skimming the
 * list sees, next to what changed, whether they must act.
 */
import {markdownSections} from '../markdown/read';
import {splitSentences} from '../markdown/sentences';

/** The heading every changelog entry gives the action it asks of readers. */
export const ACTION_HEADING = 'What to do';

export function changelogAction(body: string): string | undefined {
  const section = markdownSections(body).find((candidate) => candidate.heading === ACTION_HEADING);
  const [sentence] = splitSentences(section?.text ?? '');
  return sentence?.trim() || undefined;
}
