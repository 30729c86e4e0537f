import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {Content} from '@theme/BlogPostPage';
import {feeds} from '@site/config/navbar';
import {dayLabel} from '@site/lib/text/dates';
import {changeKinds, changelogProducts, isChangeKind, tagKey} from './tags';
import styles from './styles.module.css';

type TagLike = {label: string; permalink: string};

/** Kind badges (New, Removed...) then product tags linking to the product's changes. */
export function EntryTags({tags}: {tags: readonly TagLike[]}): ReactNode {
  const kinds = tags.filter((tag) => isChangeKind(tagKey(tag.permalink)));
  const order = (tag: TagLike) => changeKinds.indexOf(tagKey(tag.permalink) as (typeof changeKinds)[number]);
  const products = tags.filter((tag) => !isChangeKind(tagKey(tag.permalink)));
  return (
    <div className={styles.tags}>
      {[...kinds].sort((a, b) => order(a) - order(b)).map((tag) => (
        <span key={tag.permalink} className={clsx(styles.kind, styles[tagKey(tag.permalink)])}>
          {tag.label}
        </span>
      ))}
      {products.map((tag) => (
        <Link key={tag.permalink} className={styles.product} to={tag.permalink}>
          {tag.label}
        </Link>
      ))}
    </div>
  );
}

/**
 * The changelog's heading, its feeds and the product filter. The filter is a
 * row of links to the tag pages (`/changelog/tags/renderer`), so it works
 * without JavaScript and each filtered view has its own URL.
 */
export function ChangelogHeader({basePath, activeTag, description}: {basePath: string; activeTag?: string; description?: string}): ReactNode {
  const filters = [{tag: undefined, label: 'All', to: basePath}, ...changelogProducts.map(({tag, label}) => ({tag, label, to: `${basePath}/tags/${tag}`}))];
  return (
    <header className={styles.header}>
      <div className={styles.titleRow}>
        <Heading as="h1" className={styles.title}>
          Changelog
        </Heading>
        <p className={styles.feeds}>
          Subscribe: <a href={feeds.rss}>RSS</a> · <a href={feeds.atom}>Atom</a>
        </p>
      </div>
      {description && <p className={styles.description}>{description}</p>}
      <nav className={styles.filter} aria-label="Filter changes by product">
        <ul>
          {filters.map((filter) => {
            const current = filter.tag === activeTag;
            return (
              <li key={filter.to}>
                <Link to={filter.to} className={clsx(styles.filterLink, current && styles.filterCurrent)} aria-current={current ? 'page' : undefined}>
                  {filter.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </header>
  );
}

/**
 * The posts as a compact dated list: date, title, kind and product badges, the post's summary
 * (its first paragraph) and what it asks readers to do (front matter `what_to_do`, taken from
 * the post's "What to do" section at build time: docusaurus.config.ts).
 */
export function ChangelogEntries({items}: {items: readonly {readonly content: Content}[]}): ReactNode {
  return (
    <ol className={styles.entries}>
      {items.map(({content: Excerpt}) => {
        const {metadata} = Excerpt;
        const date = new Date(metadata.date);
        return (
          <li key={metadata.permalink} className={styles.entry}>
            <time className={styles.date} dateTime={date.toISOString().slice(0, 10)}>
              {dayLabel(date.getTime())}
            </time>
            <article className={styles.body}>
              <Heading as="h2" className={styles.entryTitle}>
                <Link to={metadata.permalink}>{metadata.title}</Link>
              </Heading>
              <EntryTags tags={metadata.tags} />
              <div className={clsx('markdown', styles.excerpt)}>
                <MDXContent>
                  <Excerpt />
                </MDXContent>
              </div>
              {typeof metadata.frontMatter.what_to_do === 'string' && (
                <p className={styles.action}>
                  <strong>What to do:</strong> {metadata.frontMatter.what_to_do}
                </p>
              )}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
