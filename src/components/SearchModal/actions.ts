/**
 * Where the modal grows. A mode is a screen of its own inside the same dialog
 * (today only `search`); an action is an extra entry under the results that
 * can switch mode, for example to ask a question about the query. Both lists
 * are typed so a new mode is one screen component plus one action.
 */
import type {ComponentType} from 'react';

export type ModalMode = 'search';

export type ScreenProps = {
  initialQuery: string;
  /** Closes the dialog (focus returns to where it was). */
  onClose: () => void;
  onModeChange: (mode: ModalMode) => void;
};

export type SearchAction = {
  id: string;
  /** Label for the current query, shown as an option under the results. */
  label: (query: string) => string;
  /** Runs when the reader picks the action: typically switches mode. */
  run: (query: string, setMode: (mode: ModalMode) => void) => void;
};

/** Actions offered under the results, in order. */
export const searchActions: readonly SearchAction[] = [];

export type ScreenRegistry = Record<ModalMode, ComponentType<ScreenProps>>;
