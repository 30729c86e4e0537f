/**
 * The changelog at /changelog: replaces the theme's list of full posts with
 * an h1, the feeds, the product filter and compact dated entries. The
 * metadata and structured data are the theme's own components.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import type {Props} from '@theme/BlogListPage';
import {ChangelogEntries, ChangelogHeader} from '@site/src/components/Changelog';

export default function BlogListPage(props: Props): ReactNode {
  const {metadata, items} = props;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={metadata.blogTitle} description={metadata.blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      {/* No sidebar: the compact list is itself the index of every release. */}
      <BlogLayout>
        <ChangelogHeader basePath={metadata.permalink.replace(/\/page\/\d+$/, '')} description={metadata.blogDescription} />
        <ChangelogEntries items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
