import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {changelogLink, sections} from '@site/config/navbar';
import {closestPages, PAGE_LIST_FILE, parsePageList, pathWords, type PageEntry} from '@site/lib/pages/closest';
import styles from './styles.module.css';

/**
 * The not-found page's help: a search form prefilled with the words of the
 * path, up to three pages whose paths are close (none for a path of nonsense), and the sections. The path
 * is read after hydration (the server renders one 404 page for every path),
 * and the page list is fetched only here.
 */
export default function NotFoundHelp(): ReactNode {
  const {pathname} = useLocation();
  // The server renders the 404 page once, at its own path; the path asked for is known in the browser only.
  const asked = useIsBrowser() ? pathname : '';
  const [suggestions, setSuggestions] = useState<PageEntry[] | null>(null);
  const listUrl = useBaseUrl(`/${PAGE_LIST_FILE}`);
  const searchUrl = useBaseUrl('/search');

  useEffect(() => {
    if (!asked) return undefined;
    const controller = new AbortController();
    fetch(listUrl, {signal: controller.signal})
      .then((response) => (response.ok ? response.json() : []))
      .then((json: unknown) => setSuggestions(closestPages(asked, parsePageList(json))))
      .catch(() => {
        // No list (the dev server has none, or the network failed): search and the sections still help.
      });
    return () => controller.abort();
  }, [asked, listUrl]);

  return (
    <>
      <form className={styles.search} action={searchUrl} method="get" role="search">
        <label htmlFor="not-found-query" className={styles.searchLabel}>
          Search the docs
        </label>
        <div className={styles.searchRow}>
          {/* Keyed by the path, so the field takes the path's words once they are known. */}
          <input
            key={asked}
            id="not-found-query"
            className={styles.searchInput}
            type="search"
            name="q"
            defaultValue={pathWords(asked).join(' ')}
            autoComplete="off"
          />
          <button type="submit" className={clsx('button button--primary', styles.searchButton)}>
            Search
          </button>
        </div>
      </form>
      {suggestions && suggestions.length === 0 && (
        <p className={styles.none}>No page has a path close to this one: search for what you need, or start from a section.</p>
      )}
      {suggestions && suggestions.length > 0 && (
        <section aria-labelledby="not-found-closest">
          <h2 id="not-found-closest" className={styles.heading}>
            Closest pages
          </h2>
          <ul className={styles.suggestions}>
            {suggestions.map((page) => (
              <li key={page.path}>
                <Link to={page.path}>{page.title}</Link>
                <span className={styles.path}>{page.path}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <nav aria-labelledby="not-found-sections">
        <h2 id="not-found-sections" className={styles.heading}>
          Sections
        </h2>
        <ul className={styles.sections}>
          {[...sections, changelogLink].map((section) => (
            <li key={section.to}>
              <Link to={section.to}>{section.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
