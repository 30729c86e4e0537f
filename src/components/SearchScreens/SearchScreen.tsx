import {useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useThemeConfig} from '@docusaurus/theme-common';
import {segmentsText} from '@site/lib/search/highlight';
import {FetchError, NoResults} from '@site/src/components/SearchResults/SearchMessages';
import resultStyles from '@site/src/components/SearchResults/styles.module.css';
import * as storage from '@site/lib/search/storage';
import {useSearch, useSearchProvider, visibleResponse} from '@site/src/components/SearchResults/useSearch';
import type {SearchGroup, SearchSection} from '@site/lib/search/types';
import {askAvailable, endpointOf} from '@site/lib/ask/endpoint';
import {DialogBody} from '@site/src/components/SearchDialog';
import {searchActions, type ScreenProps, type SearchAction} from './actions';
import ActionEntries from './ActionEntries';
import Footer from './Footer';
import ResultList, {optionId} from './ResultList';
import SavedSearches, {type StartingPoint} from './SavedSearches';
import SearchInput from './SearchInput';

/** Pages shown in the dialog, and sections per page; the rest is on /search. */
const MODAL_GROUPS = 8;
const SECTIONS_PER_GROUP = 3;

/** The search mode of the dialog: input, saved searches or results, footer. */
export default function SearchScreen({initialQuery, onClose, onModeChange}: ScreenProps): ReactNode {
  const provider = useSearchProvider();
  const history = useHistory();
  const {siteConfig} = useDocusaurusContext();
  const {navbar} = useThemeConfig();
  // The sections of the site, from the navbar's own list.
  const starts = useMemo(
    (): StartingPoint[] =>
      navbar.items.flatMap((item) =>
        item.position === 'left' && typeof item.to === 'string' && typeof item.label === 'string'
          ? [{label: item.label, url: item.to}]
          : [],
      ),
    [navbar.items],
  );
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [query, setQuery] = useState(initialQuery);
  const [saved, setSaved] = useState<storage.SavedSearches>(() => storage.readSaved(storage.browserStorage()));
  // The active option belongs to one result list; a new list starts at its first option
  // (the same list with its excerpts filled in is not new).
  const [active, setActive] = useState<{list: string; index: number}>({list: '', index: 0});
  const {state, retry} = useSearch(provider, query, {
    maxGroups: MODAL_GROUPS,
    sectionsPerGroup: SECTIONS_PER_GROUP,
    debounceMs: provider.kind === 'algolia' ? 120 : 0,
  });
  const response = query.trim() ? visibleResponse(state) : null;
  const sections = useMemo(
    () => response?.groups.flatMap((group) => group.sections.map((section) => ({group, section}))) ?? [],
    [response],
  );
  const askAi = askAvailable({endpoint: endpointOf(siteConfig.customFields), localIndex: provider.kind === 'local'});
  const actions = query.trim() ? searchActions({askAi}) : [];
  // Actions are buttons beside the result list, not options in it: arrow keys move through results only.
  const optionCount = sections.length;
  const listKey = useMemo(() => `${response?.query ?? ''}\n${sections.map(({section}) => section.id).join(' ')}`, [response, sections]);
  const activeIndex = active.list === listKey ? active.index : 0;
  const setActiveIndex = (index: number) => setActive({list: listKey, index});

  useLayoutEffect(() => {
    // Focus on open, in the same task as the first render so no key typed meanwhile is lost,
    // with the caret after a query typed before the dialog finished loading.
    const element = input.current;
    element?.focus();
    element?.setSelectionRange(element.value.length, element.value.length);
  }, []);
  useEffect(() => {
    document.getElementById(optionId(activeIndex))?.scrollIntoView({block: 'nearest'});
  }, [activeIndex]);

  /** Records an opened result as a recent page, as DocSearch does. */
  const remember = useCallback(
    (group: SearchGroup, section: SearchSection) =>
      setSaved(
        storage.addRecent(storage.browserStorage(), {
          url: section.url,
          title: segmentsText(group.pageTitle),
          ...(section.heading ? {heading: segmentsText(section.heading)} : {}),
          ...(group.crumb ? {crumb: group.crumb} : {}),
        }),
      ),
    [],
  );

  const go = useCallback(
    (url: string, newTab: boolean) => {
      if (newTab) {
        window.open(url, '_blank', 'noopener');
        return;
      }
      onClose();
      history.push(url);
    },
    [onClose, history],
  );

  const open = useCallback(
    (group: SearchGroup, section: SearchSection, newTab: boolean) => {
      remember(group, section);
      go(section.url, newTab);
    },
    [remember, go],
  );

  const runAction = (action: SearchAction) => action.run(query, onModeChange);

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && !query.trim()) {
      const first = document.querySelector<HTMLAnchorElement>('a[data-saved-page]');
      if (first) {
        event.preventDefault();
        first.focus();
      }
      return;
    }
    if (optionCount === 0) {
      // With nothing to open, Enter runs the first action (Ask AI) for the query.
      if (event.key === 'Enter' && state.status === 'done' && actions.length > 0) {
        event.preventDefault();
        runAction(actions[0]);
      }
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((activeIndex + step + optionCount) % optionCount);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const {group, section} = sections[activeIndex];
      open(group, section, event.metaKey || event.ctrlKey);
    }
  };

  const store = storage.browserStorage();
  return (
    <>
      <SearchInput
        ref={input}
        query={query}
        onChange={setQuery}
        onKeyDown={onKeyDown}
        onClose={onClose}
        listId={listId}
        expanded={optionCount > 0}
        activeId={optionCount > 0 ? optionId(activeIndex) : undefined}
        busy={state.status === 'loading'}
      />
      {/* Focusable so keyboard users can scroll it; arrow keys in the input move through the results. */}
      <DialogBody className={resultStyles.results} tabIndex={0}>
        {!query.trim() && (
          <SavedSearches
            saved={saved}
            starts={starts}
            onOpen={(url, event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button === 1) return;
              event.preventDefault();
              go(url, false);
            }}
            onStar={(url) => setSaved(storage.addFavorite(store, url))}
            onRemoveRecent={(url) => setSaved(storage.removeRecent(store, url))}
            onRemoveFavorite={(url) => setSaved(storage.removeFavorite(store, url))}
            onLeaveTop={() => input.current?.focus()}
          />
        )}
        {actions.length > 0 && <ActionEntries query={query} actions={actions} onAction={runAction} />}
        {query.trim() && state.status === 'error' && <FetchError onRetry={retry} />}
        {query.trim() && state.status === 'done' && state.response.total === 0 && (
          <NoResults
            query={query}
            suggestions={state.response.suggestions}
            onSuggestion={(suggestion) => {
              setQuery(suggestion);
              input.current?.focus();
            }}
          />
        )}
        {response && optionCount > 0 && state.status !== 'error' && (
          <ResultList
            listId={listId}
            groups={response.groups}
            activeIndex={activeIndex}
            onHover={setActiveIndex}
            onOpen={(group, section, event) => {
              const newTab = event.metaKey || event.ctrlKey || event.shiftKey || event.button === 1;
              if (newTab) remember(group, section);
              else {
                event.preventDefault();
                open(group, section, false);
              }
            }}
          />
        )}
      </DialogBody>
      <Footer query={query} pages={response?.totalGroups ?? 0} onFollow={onClose} />
    </>
  );
}
