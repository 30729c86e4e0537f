/**
 * One product's (or one kind's) changes at /changelog/tags/<tag>: the
 * changelog's own page with that filter selected, instead of the theme's
 * generic "posts tagged" page.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogTagsPostsPage';
import {ChangelogEntries, ChangelogHeader} from '@site/src/components/Changelog';
import {tagKey} from '@site/src/components/Changelog/tags';

export default function BlogTagsPostsPage({tag, items, listMetadata}: Props): ReactNode {
  const basePath = tag.allTagsPath.replace(/\/tags\/?$/, '');
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogTagPostListPage)}>
      <PageMetadata title={`${tag.label} changes`} description={tag.description} />
      <SearchMetadata tag="blog_tags_posts" />
      <BlogLayout>
        <ChangelogHeader basePath={basePath} activeTag={tagKey(tag.permalink)} description={tag.description} />
        <ChangelogEntries items={items} />
        <BlogListPaginator metadata={listMetadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
