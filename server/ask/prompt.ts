/**
 * The messages sent to the language model: a system message that holds the
 * retrieved sections, numbered as the citations the browser already shows,
 * and the rules (answer only from them, cite by number, say when they do not
 * cover the question); then earlier exchanges, then the question.
 */
import type {HistoryTurn} from '../../lib/ask/protocol';
import type {RetrievedSection} from '../../lib/ask/retrieve';

export type ChatMessage = {role: 'system' | 'user' | 'assistant'; content: string};

export const SYSTEM_RULES = [
  'You answer questions from developers about Tessera, a seat-map and ticketing platform, using only the documentation sections below.',
  'Rules:',
  '- Use only facts stated in the sections. If they do not answer the question, say that the documentation does not cover it, and stop.',
  '- After each statement, cite the sections it comes from by number in square brackets, like [1] or [2][3]. Cite only numbers listed below.',
  '- Never invent option names, method names, endpoints, URLs or values.',
  '- Answer in Markdown: a few short paragraphs or a list. Put identifiers, options and endpoints in backticks. No HTML.',
].join('\n');

const sectionLabel = (section: RetrievedSection) => (section.heading ? `${section.title} › ${section.heading}` : section.title);

export function buildMessages(
  question: string,
  sections: readonly RetrievedSection[],
  history: readonly HistoryTurn[] = [],
): ChatMessage[] {
  const context = sections.map((section, i) => `[${i + 1}] ${sectionLabel(section)} (${section.url})\n${section.text}`).join('\n\n');
  const messages: ChatMessage[] = [{role: 'system', content: `${SYSTEM_RULES}\n\nDocumentation sections:\n\n${context}`}];
  for (const turn of history) {
    messages.push({role: 'user', content: turn.question}, {role: 'assistant', content: turn.answer});
  }
  messages.push({role: 'user', content: question});
  return messages;
}
