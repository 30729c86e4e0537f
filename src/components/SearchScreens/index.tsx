/**
 * The search dialog's screens: its own modes (see actions.ts) inside the
 * frame the navbar button opens (src/components/SearchDialog). Loaded on
 * demand by that button (src/theme/SearchBar), never with the page.
 */
import {useCallback, useState, type ReactNode} from 'react';
import {getProvider} from '@site/lib/search/providers';
import type {SearchGlobalData} from '@site/lib/search/types';
import type {ScreenMode, ScreenRegistry} from './actions';
import AskLoader from './AskLoader';
import SearchScreen from './SearchScreen';

export type {ScreenMode, ScreenProps} from './actions';

const screens: ScreenRegistry = {search: SearchScreen, ask: AskLoader};

/** Starts fetching what the first query needs (called on hover or focus of the search button). */
export function prefetchSearch(data: SearchGlobalData): void {
  getProvider(data).prefetch();
}

export type SearchScreensProps = {
  initialQuery: string;
  onClose: () => void;
};

export default function SearchScreens({initialQuery, onClose}: SearchScreensProps): ReactNode {
  // The screen shown and the text it starts with; switching hands the query or question over.
  const [view, setView] = useState<{mode: ScreenMode; query: string}>({mode: 'search', query: initialQuery});
  const onModeChange = useCallback((mode: ScreenMode, query: string) => setView({mode, query}), []);
  const Screen = screens[view.mode];
  return <Screen key={view.mode} initialQuery={view.query} onClose={onClose} onModeChange={onModeChange} />;
}
