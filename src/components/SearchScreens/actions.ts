/**
 * Where the dialog grows. A mode is a screen of its own inside the same dialog
 * (`search`, and `ask` for Ask AI); an action is an extra entry beside the
 * results (ActionEntries) that can switch mode, for example to ask a question
 * about the query. Both lists are typed so a new mode is one screen component
 * plus one action.
 */
import type {ComponentType} from 'react';

export type ScreenMode = 'search' | 'ask';

export type ScreenProps = {
  /** The query (search) or question (ask) the screen starts with. */
  initialQuery: string;
  /** Closes the dialog (focus returns to where it was). */
  onClose: () => void;
  /** Switches screen, handing it the text to start with. */
  onModeChange: (mode: ScreenMode, query: string) => void;
};

export type SearchAction = {
  id: string;
  /** Label for the current query, shown as an entry above the results. */
  label: (query: string) => string;
  /** Runs when the reader picks the action: typically switches mode. */
  run: (query: string, setMode: ScreenProps['onModeChange']) => void;
};

/** The AI question mode, offered for the typed question, with or without results. */
export const askAiAction: SearchAction = {
  id: 'ask-ai',
  label: (query) => `Ask AI: ${query.trim()}`,
  run: (query, setMode) => setMode('ask', query.trim()),
};

/** What this build can do beyond keyword search. */
export type ActionContext = {askAi: boolean};

/** Actions offered with the results, in order. */
export function searchActions({askAi}: ActionContext): readonly SearchAction[] {
  return askAi ? [askAiAction] : [];
}

export type ScreenRegistry = Record<ScreenMode, ComponentType<ScreenProps>>;
