/**
 * Replaces the theme's DocItem/Content (a dozen lines: the `markdown` wrapper,
 * a synthetic title, the MDX) rather than wrapping it, because the title row
 * is what changes: src/components/DocTitleRow sets reference titles in
 * monospace with a kind chip and keeps room for page actions. The wrapper
 * also carries the page's kind as a class (`doc-kind-operation`), so page
 * shapes can be styled without touching their content.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';
import DocTitleRow from '@site/src/components/DocTitleRow';
import PageActions from '@site/src/components/PageActions';

type KindFrontMatter = {kind?: string; status?: string; step?: number; hide_title?: boolean; section_label?: string};

export default function DocItemContent({children}: Props): ReactNode {
  const {metadata, frontMatter, contentTitle} = useDoc();
  // section_label is worked out at build time (docusaurus.config.ts, parseFrontMatter).
  const {kind, status, step, hide_title: hideTitle, section_label: section} = frontMatter as KindFrontMatter;
  // As the theme does: a title from front matter unless hidden, or unless the Markdown has its own h1.
  const showTitle = !hideTitle && contentTitle === undefined;
  return (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown', kind && `doc-kind-${kind}`)}>
      {showTitle ? (
        <DocTitleRow title={metadata.title} section={section} kind={kind} step={step} status={status} actions={<PageActions />} />
      ) : (
        <PageActions />
      )}
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
