/**
 * /search?q=...: every result of a query, grouped by page. Reads `q` when it
 * loads (and when a link changes it), and keeps it current with
 * history.replaceState as the reader types, so the address can be shared.
 */
import {useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import Excerpt from '@site/src/components/SearchResults/Excerpt';
import Highlighted from '@site/src/components/SearchResults/Highlighted';
import PagePlace from '@site/src/components/SearchResults/PagePlace';
import {FetchError, NoResults} from '@site/src/components/SearchResults/SearchMessages';
import resultStyles from '@site/src/components/SearchResults/styles.module.css';
import {segmentsText} from '@site/lib/search/highlight';
import {addRecent, browserStorage, type SavedPage} from '@site/lib/search/storage';
import type {SearchGroup, SearchSection} from '@site/lib/search/types';
import {useSearch, useSearchProvider, visibleResponse} from '@site/src/components/SearchResults/useSearch';
import styles from './search.module.css';

/** Pages per screenful; "Show more results" adds as many again. */
const PAGE_GROUPS = 20;
/** At most five sections per page, as DocSearch shows them. */
const SECTIONS_PER_GROUP = 5;

const queryFrom = (search: string) => new URLSearchParams(search).get('q') ?? '';

/** A result as the dialog's Recent list keeps it. */
const savedPage = (group: SearchGroup, section?: SearchSection): SavedPage => ({
  url: section?.url ?? group.pageUrl,
  title: segmentsText(group.pageTitle),
  ...(section?.heading ? {heading: segmentsText(section.heading)} : {}),
  ...(group.crumb ? {crumb: group.crumb} : {}),
});

function SearchPageContent(): ReactNode {
  const location = useLocation();
  const provider = useSearchProvider();
  const isBrowser = useIsBrowser();
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(PAGE_GROUPS);
  // Empty on the server and in the hydration render (no mismatch), then read from the address,
  // again whenever a link changes it (the dialog's "See all" while this page is open).
  const [readFrom, setReadFrom] = useState<string | null>(null);
  if (isBrowser && readFrom !== location.search) {
    setReadFrom(location.search);
    setQuery(queryFrom(location.search));
    setLimit(PAGE_GROUPS);
  }

  const {state, retry} = useSearch(provider, query, {maxGroups: limit, sectionsPerGroup: SECTIONS_PER_GROUP});
  const response = query.trim() ? visibleResponse(state) : null;

  const onChange = (value: string) => {
    setQuery(value);
    setLimit(PAGE_GROUPS);
    const params = new URLSearchParams(window.location.search);
    if (value) params.set('q', value);
    else params.delete('q');
    const search = params.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
  };

  return (
    <main className={`container margin-vert--lg ${styles.page}`}>
      <h1>Search the documentation</h1>
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="search-page-input" className="visually-hidden">
          Search docs
        </label>
        <input
          id="search-page-input"
          className={styles.input}
          type="search"
          placeholder="Search docs"
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          value={query}
          onChange={(event) => onChange(event.target.value)}
        />
      </form>
      <div className={resultStyles.results} aria-busy={state.status === 'loading'}>
        {state.status === 'error' && <FetchError onRetry={retry} />}
        {state.status === 'done' && state.response.total === 0 && (
          <NoResults query={query} suggestions={state.response.suggestions} onSuggestion={onChange} />
        )}
        {response && response.total > 0 && state.status !== 'error' && (
          <>
            <p className={styles.count} role="status">
              {response.totalGroups === 1 ? '1 result' : `${response.totalGroups} results`}
            </p>
            {response.groups.map((group) => (
              <section key={group.pageUrl} className={styles.group}>
                <h2 className={styles.groupTitle}>
                  <Link to={group.pageUrl} onClick={() => addRecent(browserStorage(), savedPage(group))}>
                    <Highlighted segments={group.pageTitle} />
                  </Link>
                  <PagePlace group={group} className={styles.place} />
                </h2>
                <ul className={styles.sections}>
                  {group.sections
                    .filter((section) => section.heading || section.excerpt.length > 0 || section.excerptPending)
                    .map((section) => (
                      <li key={section.id}>
                        {/* The top of the page is the title's own link above: its excerpt shows without a second title. */}
                        {section.heading && (
                          <Link
                            to={section.url}
                            className={styles.sectionLink}
                            onClick={() => addRecent(browserStorage(), savedPage(group, section))}
                          >
                            <Highlighted segments={section.heading} />
                          </Link>
                        )}
                        <Excerpt section={section} as="p" className={styles.excerpt} />
                      </li>
                    ))}
                </ul>
              </section>
            ))}
            {response.totalGroups > response.groups.length && (
              <button type="button" className="button button--secondary" onClick={() => setLimit((n) => n + PAGE_GROUPS)}>
                Show more results
              </button>
            )}
          </>
        )}
      </div>
    </main>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <Layout title="Search the documentation" description="Search every page of the Tessera developer documentation.">
      <SearchPageContent />
    </Layout>
  );
}
