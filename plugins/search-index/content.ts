/**
 * What the search index needs to know about the site's content beyond its
 * HTML: which pages are unlisted, which identifiers name a page (front matter
 * `name` and `keywords`), which sidebar a doc sits in, and the docs version
 * tags. Read from the docs and blog plugins' loaded content.
 */
import path from 'node:path';
import type {AllContent} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';

export type ContentEntry = {
  permalink: string;
  title: string;
  unlisted: boolean;
  keywords: string[];
  /** Docs sidebar id, if the doc is in one. */
  sidebar?: string;
  /** `docusaurus_tag` the page renders with. */
  tag: string;
  /** Absolute path of the Markdown source. */
  sourcePath: string;
  /** Markdown body when the plugin loaded it (blog posts). */
  content?: string;
};

export type SiteContent = {docs: ContentEntry[]; posts: ContentEntry[]; docsTags: string[]};

export type NavbarLink = {to?: string; href?: string; label?: string; activeBasePath?: string};

/** Docusaurus marks content unlisted only in production builds; the dev index must leave it out too. */
const isUnlisted = (unlisted: boolean, frontMatter: Record<string, unknown>) => unlisted || frontMatter.unlisted === true;

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function keywordsOf(frontMatter: Record<string, unknown>): string[] {
  const name = typeof frontMatter.name === 'string' ? [frontMatter.name] : [];
  return [...new Set([...name, ...stringList(frontMatter.keywords)])];
}

export function collectSiteContent(allContent: AllContent, siteDir = process.cwd()): SiteContent {
  const resolveSource = (source: string) => path.join(siteDir, source.replace(/^@site\//, ''));
  const docs: ContentEntry[] = [];
  const posts: ContentEntry[] = [];
  const docsTags: string[] = [];

  for (const [pluginId, content] of Object.entries(allContent['docusaurus-plugin-content-docs'] ?? {})) {
    for (const version of (content as DocsContent).loadedVersions) {
      const tag = `docs-${pluginId}-${version.versionName}`;
      if (version.isLast) docsTags.push(tag);
      for (const doc of version.docs) {
        docs.push({
          permalink: doc.permalink,
          title: doc.title,
          unlisted: isUnlisted(doc.unlisted, doc.frontMatter),
          keywords: keywordsOf(doc.frontMatter),
          sidebar: doc.sidebar,
          tag,
          sourcePath: resolveSource(doc.source),
        });
      }
    }
  }
  for (const content of Object.values(allContent['docusaurus-plugin-content-blog'] ?? {})) {
    for (const post of (content as BlogContent).blogPosts) {
      posts.push({
        permalink: post.metadata.permalink,
        title: post.metadata.title,
        unlisted: isUnlisted(post.metadata.unlisted, post.metadata.frontMatter),
        keywords: stringList(post.metadata.frontMatter.keywords),
        tag: 'default',
        sourcePath: resolveSource(post.metadata.source),
        content: post.content,
      });
    }
  }
  return {docs, posts, docsTags: docsTags.length > 0 ? docsTags : ['docs-default-current']};
}

/** A route without its trailing slash (`/` stays `/`), so `/docs/` and `/docs` compare equal. */
export const trimSlash = (url: string) => (url.length > 1 ? url.replace(/\/$/, '') : url);

/**
 * Names the part of the site a page belongs to, with the navbar's own labels:
 * the item whose base path contains the page, else the item leading into the
 * page's sidebar (so /docs/ and the quick tutorial fall under "First steps"),
 * else "Docs".
 */
export function crumbResolver(navbar: NavbarLink[], docs: Pick<ContentEntry, 'permalink' | 'sidebar'>[]): (url: string) => string {
  const sidebarOf = new Map(docs.map((doc) => [trimSlash(doc.permalink), doc.sidebar]));
  const internal = navbar.filter((item): item is NavbarLink & {to: string; label: string} => !!item.to && !!item.label);
  const bases = internal
    .map((item) => ({label: item.label, base: trimSlash(item.activeBasePath ? `/${item.activeBasePath.replace(/^\//, '')}` : item.to)}))
    .sort((a, b) => b.base.length - a.base.length);
  const sidebarLabels = new Map<string, string>();
  for (const item of internal) {
    const sidebar = sidebarOf.get(trimSlash(item.to));
    if (sidebar && !sidebarLabels.has(sidebar)) sidebarLabels.set(sidebar, item.label);
  }
  return (url) => {
    const page = trimSlash(url);
    const byBase = bases.find(({base}) => page === base || page.startsWith(`${base}/`));
    if (byBase) return byBase.label;
    const sidebar = sidebarOf.get(page);
    return (sidebar && sidebarLabels.get(sidebar)) || 'Docs';
  };
}
