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
  /** Front matter `kind` (docs), or `post` (changelog). */
  kind: string;
  /** Front matter `operationIds` of a REST operation page. */
  operationIds?: string[];
  /** Labels of the sidebar categories the doc sits in, outermost first. */
  categories?: string[];
  /** Front matter description. */
  description?: string;
  /** Front matter `status` is deprecated or removed. */
  deprecated?: boolean;
  /** Labels the sidebar gives the doc besides its title: its own label, and the label of a category it is the page of. */
  labels?: string[];
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

type SidebarNode = {type: string; id?: string; label?: string; items?: SidebarNode[]; link?: {type: string; id?: string}};

/**
 * Doc id → labels of the categories leading to it (a category's own linked
 * doc sits inside it), and doc id → the labels the sidebar shows for it.
 */
export function sidebarPlaces(sidebars: Record<string, SidebarNode[]>): {categories: Map<string, string[]>; labels: Map<string, string[]>} {
  const categories = new Map<string, string[]>();
  const labels = new Map<string, string[]>();
  const label = (id: string, text: string | undefined) => {
    if (text) labels.set(id, [...(labels.get(id) ?? []), text]);
  };
  const walk = (items: SidebarNode[], trail: string[]) => {
    for (const item of items) {
      if (item.type === 'category') {
        const inner = [...trail, item.label ?? ''];
        if (item.link?.type === 'doc' && item.link.id) {
          if (!categories.has(item.link.id)) categories.set(item.link.id, inner);
          label(item.link.id, item.label);
        }
        walk(item.items ?? [], inner);
      } else if ((item.type === 'doc' || item.type === 'ref') && item.id) {
        if (!categories.has(item.id)) categories.set(item.id, trail);
        label(item.id, item.label);
      }
    }
  };
  for (const items of Object.values(sidebars)) walk(items, []);
  return {categories, labels};
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
      const {categories, labels} = sidebarPlaces((version.sidebars ?? {}) as unknown as Record<string, SidebarNode[]>);
      for (const doc of version.docs) {
        const frontMatter = doc.frontMatter as Record<string, unknown>;
        docs.push({
          permalink: doc.permalink,
          title: doc.title,
          unlisted: isUnlisted(doc.unlisted, frontMatter),
          keywords: keywordsOf(frontMatter),
          kind: typeof frontMatter.kind === 'string' ? frontMatter.kind : '',
          ...(Array.isArray(frontMatter.operationIds) ? {operationIds: stringList(frontMatter.operationIds)} : {}),
          categories: categories.get(doc.id) ?? [],
          labels: (labels.get(doc.id) ?? []).filter((text) => text !== doc.title),
          description: doc.description,
          deprecated: frontMatter.status === 'deprecated' || frontMatter.status === 'removed',
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
        kind: 'post',
        tag: 'default',
        sourcePath: resolveSource(post.metadata.source),
        content: post.content,
      });
    }
  }
  return {docs, posts, docsTags: docsTags.length > 0 ? docsTags : ['docs-default-current']};
}

/** What a reader calls each kind of page (front matter `kind`), shown beside each result. */
export const KIND_LABELS: Record<string, string> = {
  guide: 'Guide',
  topic: 'Guide',
  'tutorial-step': 'Tutorial',
  option: 'Option',
  method: 'Method',
  property: 'Property',
  callback: 'Callback',
  'object-property': 'Object property',
  mode: 'Mode',
  resource: 'REST resource',
  operation: 'REST operation',
  snippet: 'Snippet',
  post: 'Changelog',
};

/** The crumb of a page: its part of the site, then its sidebar categories, without repeating a label. */
export function crumbPath(section: string, categories: readonly string[] = []): string {
  const labels = [section];
  for (const label of categories) if (label && label !== labels[labels.length - 1]) labels.push(label);
  return labels.join(' › ');
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
