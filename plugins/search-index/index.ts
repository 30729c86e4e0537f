/**
 * The local search index: one record per page section, built from the site's
 * own content so search works offline.
 *
 * - `docusaurus build`: postBuild reads every built page (generated REST
 *   operation pages included) and writes `build/search-index/`.
 * - `docusaurus start`: there is no HTML, so the index is built from the
 *   sources the docs and blog plugins loaded, written to the generated-files
 *   folder and served by the dev server at the same URL.
 *
 * With Algolia DocSearch configured (ALGOLIA_APP_ID, ALGOLIA_API_KEY,
 * ALGOLIA_INDEX_NAME) the browser queries Algolia instead and no local index
 * is built. Either way the browser learns what to use from the plugin's
 * global data.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, Props, RouteBuildMetadata} from '@docusaurus/types';
import type {AlgoliaSettings, SearchGlobalData} from '../../lib/search/types';
import {SEARCH_PLUGIN_NAME} from '../../lib/search/types';
import type {IndexedPage} from '../../lib/search/indexFormat';
import {extractPage} from './html';
import {markdownSections} from '../../lib/markdown/read';
import {loadApiModel} from '../openapi-docs';
import {
  KIND_LABELS,
  collectSiteContent,
  crumbPath,
  crumbResolver,
  trimSlash,
  type ContentEntry,
  type NavbarLink,
  type SiteContent,
} from './content';
import {loadProducts, loadVocabulary} from './vocabulary';
import {loadIntents, withIntents} from './intents';
import {INDEX_DIR, MANIFEST_FILE, buildIndexFiles, writeIndexFiles} from './writeIndex';

import type {AlgoliaOptions} from '../../lib/env/build';

export type {AlgoliaOptions};

export type SearchIndexOptions = {
  /** Hosted search; null keeps the local index. */
  algolia: AlgoliaOptions | null;
  /** Navbar links, to name the part of the site each result belongs to. */
  navbar: NavbarLink[];
};

/** Routes never indexed even if they carry content. */
const EXCLUDED_ROUTES = new Set(['/search', '/404.html']);

/** Where a route's HTML lands in the build output. */
async function readRouteHtml(outDir: string, baseUrl: string, route: string): Promise<string | null> {
  const relative = route.slice(baseUrl.length).replace(/\/$/, '');
  for (const candidate of [path.join(relative, 'index.html'), `${relative}.html`]) {
    try {
      return await fs.readFile(path.join(outDir, candidate), 'utf8');
    } catch {
      // Try the other layout (trailingSlash: false writes `page.html`).
    }
  }
  return null;
}

type OperationFacts = {method: string; path: string};

/** Method and path of each REST operation, by operation id. */
function operationFacts(siteDir: string): Map<string, OperationFacts> {
  return new Map(loadApiModel(siteDir).operations.map((op) => [op.id, {method: op.method.toUpperCase(), path: op.path}]));
}

/**
 * What the index records of a page beyond its text: where it sits, what kind
 * it is, and the identifiers that name it (a REST operation is named by its
 * operation id and its path, as readers paste them).
 */
function pageFacts(
  entry: ContentEntry | undefined,
  crumb: string,
  operations: Map<string, OperationFacts>,
): Pick<IndexedPage, 'crumb' | 'kind' | 'method' | 'keywords' | 'names' | 'deprecated'> {
  const ids = entry?.operationIds ?? [];
  const facts = ids.flatMap((id) => operations.get(id) ?? []);
  const names = [...new Set([...facts.map(({method, path}) => `${method} ${path}`), ...(entry?.labels ?? [])])];
  return {
    crumb: crumbPath(crumb, entry?.categories),
    kind: KIND_LABELS[entry?.kind ?? ''] ?? '',
    ...(facts[0] ? {method: facts[0].method} : {}),
    keywords: [...new Set([...(entry?.keywords ?? []), ...ids, ...facts.map(({path}) => path)])],
    ...(names.length > 0 ? {names} : {}),
    ...(entry?.deprecated ? {deprecated: true} : {}),
  };
}

/** The changelog's list page: searched by its name and summary ("release notes"), its posts being pages of their own. */
const isChangelogIndex = (tag: string, route: string) => tag === 'blog_posts_list' && !/\/page\/\d+\/?$/.test(route);

/** What places a page on the site: its crumb (from the navbar and sidebars) and the REST operations it documents. */
type Placement = {crumbOf: (permalink: string) => string; operations: Map<string, OperationFacts>};

const placement = (navbar: NavbarLink[], site: SiteContent, siteDir: string): Placement => ({
  crumbOf: crumbResolver(navbar, site.docs),
  operations: operationFacts(siteDir),
});

/**
 * Sections of the dev server's pages from their sources. The dev server reloads content on every
 * save; parsing each MDX source takes tens of milliseconds, so only the pages whose source changed
 * are read again. One entry per current page.
 */
class DevSections {
  private readonly known = new Map<string, {source: string; sections: IndexedPage['sections']}>();

  of(permalink: string, source: string): IndexedPage['sections'] {
    const known = this.known.get(permalink);
    if (known?.source === source) return known.sections;
    const sections = markdownSections(source);
    this.known.set(permalink, {source, sections});
    return sections;
  }

  /** Pages deleted or renamed since the last reload leave the cache, so it holds only the site as it is. */
  keepOnly(pages: readonly IndexedPage[]): void {
    const current = new Set(pages.map((page) => page.url));
    for (const permalink of this.known.keys()) if (!current.has(permalink)) this.known.delete(permalink);
  }
}

/** The dev server's pages: the docs and posts the content plugins loaded, read from their sources. */
async function sourcePages(site: SiteContent, language: string, where: Placement, sections: DevSections): Promise<IndexedPage[]> {
  const pages: IndexedPage[] = [];
  for (const entry of [...site.docs, ...site.posts]) {
    if (entry.unlisted || EXCLUDED_ROUTES.has(trimSlash(entry.permalink))) continue;
    const source = entry.content ?? (await fs.readFile(entry.sourcePath, 'utf8').catch(() => ''));
    pages.push({
      url: entry.permalink,
      title: entry.title,
      tag: entry.tag,
      language,
      ...(entry.description ? {description: entry.description} : {}),
      ...pageFacts(entry, where.crumbOf(entry.permalink), where.operations),
      sections: sections.of(entry.permalink, source),
    });
  }
  sections.keepOnly(pages);
  return pages;
}

/** The indexed page of one built route's HTML, or null for a page that is not indexed. */
function builtPage(html: string, route: string, entry: ContentEntry | undefined, where: Placement): IndexedPage | null {
  const page = extractPage(html);
  if (!page.noindex && isChangelogIndex(page.tag, route)) {
    page.sections = [{heading: null, anchor: '', text: page.description}];
    return {
      url: route,
      title: page.title,
      tag: page.tag,
      language: page.language,
      crumb: where.crumbOf(route),
      kind: KIND_LABELS.post,
      keywords: [],
      sections: page.sections,
    };
  }
  if (page.noindex || !page.sections || page.tag.startsWith('blog_')) return null;
  if (entry?.unlisted) return null;
  return {
    url: route,
    title: page.title,
    tag: page.tag,
    language: page.language,
    ...(page.description ? {description: page.description} : {}),
    ...pageFacts(entry, where.crumbOf(route), where.operations),
    sections: page.sections,
  };
}

/** What postBuild is told of the build's output. */
type BuildOutput = Pick<Props, 'outDir' | 'routesPaths'> & {routesBuildMetadata: Record<string, RouteBuildMetadata>};

/** The build's pages: every route's HTML as the build wrote it (generated REST operation pages included). */
async function builtPages(
  {outDir, routesPaths, routesBuildMetadata}: BuildOutput,
  baseUrl: string,
  site: SiteContent,
  where: Placement,
): Promise<IndexedPage[]> {
  const byPermalink = new Map([...site.docs, ...site.posts].map((entry) => [trimSlash(entry.permalink), entry]));
  const pages: IndexedPage[] = [];
  for (const route of [...new Set(routesPaths)].sort()) {
    const key = trimSlash(route);
    if (EXCLUDED_ROUTES.has(key) || routesBuildMetadata[route]?.noIndex) continue;
    const html = await readRouteHtml(outDir, baseUrl, route);
    if (!html) continue;
    const page = builtPage(html, route, byPermalink.get(key), where);
    if (page) pages.push(page);
  }
  return pages;
}

export default function searchIndexPlugin(context: LoadContext, options: SearchIndexOptions): Plugin {
  const {baseUrl, generatedFilesDir, siteDir} = context;
  const devDir = path.join(generatedFilesDir, 'tessera-search-index');
  let site: SiteContent = {docs: [], posts: [], docsTags: ['docs-default-current']};
  const devSections = new DevSections();
  const writeIndex = (dir: string, pages: IndexedPage[]) =>
    writeIndexFiles(
      path.join(dir, INDEX_DIR),
      buildIndexFiles(withIntents(pages, loadIntents(siteDir)), loadVocabulary(siteDir), loadProducts(siteDir)),
    );

  return {
    name: SEARCH_PLUGIN_NAME,

    async allContentLoaded({allContent, actions}) {
      site = collectSiteContent(allContent, context.siteDir);
      const algolia: AlgoliaSettings | null = options.algolia && {
        ...options.algolia,
        language: context.i18n.currentLocale,
        // DocSearch's convention: `default` for pages outside a docs version, plus the tag of each docs version shown.
        tags: ['default', ...site.docsTags],
      };
      const data: SearchGlobalData = {manifestUrl: `${baseUrl}${INDEX_DIR}/${MANIFEST_FILE}`, algolia};
      actions.setGlobalData(data);

      if (process.env.NODE_ENV === 'production' || options.algolia) return;
      const where = placement(options.navbar, site, siteDir);
      await writeIndex(devDir, await sourcePages(site, context.i18n.currentLocale, where, devSections));
    },

    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'development' || options.algolia) return {};
      // The dev server serves the index written by allContentLoaded at the URL the build uses.
      return {devServer: {static: [{directory: devDir, publicPath: baseUrl, watch: false}]}} as object;
    },

    async postBuild(props) {
      if (options.algolia) return;
      await writeIndex(props.outDir, await builtPages(props, baseUrl, site, placement(options.navbar, site, siteDir)));
    },
  };
}
