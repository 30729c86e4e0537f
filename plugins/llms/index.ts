/**
 * Docs for AI tools, as files beside the site: every docs page's and
 * changelog post's Markdown copy at `<path>.md`, `/llms.txt` (sections and
 * pages with their one-line descriptions) and `/llms-full.txt` (every listed
 * page, in sidebar order, then the changelog, newest post first).
 *
 * The copies come from the same MDX the site renders (markdown.ts), and for the
 * generated REST operation pages from the OpenAPI model (operations.ts). A build
 * writes them in postBuild; `npm start` writes them to the generated-files
 * folder and serves them at the same URLs, so the page actions menu works there too.
 */
import crypto from 'node:crypto';
import {readFileSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as DocsContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import {markdownPath} from '../../lib/markdown/url';
import {itemPageFinder} from '../playground/pages';
import {DOWNLOAD_FILE, loadApiModel, openApiHash} from '../openapi-docs';
import {pageMarkdown, type SiteLinks} from './markdown';
import {operationPageMarkdown} from '../../lib/openapi/markdown';
import {llmsFullTxt, llmsTxt, type IndexPage, type IndexSection, type LlmsIndex} from './llmsTxt';

export const LLMS_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';

export type LlmsOptions = {
  /** The H1 of llms.txt. */
  title: string;
  /** The blockquote under it: what the site documents, in a sentence or two. */
  summary: string;
  /** Links into the site, to name each sidebar's section after the navbar item that opens it. */
  navbar: Array<{to?: string; label?: string}>;
  /** Pages outside the docs worth listing under Optional. */
  optional: Array<{title: string; path: string; description: string}>;
  /** The title of the section that lists the changelog's posts. */
  changelogTitle: string;
};

/** A changelog post as the blog plugin loaded it: where it lives, what it is called, when it came out and its file. */
export type ChangelogPost = {permalink: string; title: string; description: string; date: Date | string; source: string};

type Doc = LoadedVersion['docs'][number];
type SidebarItems = LoadedVersion['sidebars'][string];

/** What the plugin writes: output paths (relative to the build) and their content. */
export type LlmsOutput = {files: Map<string, string>; pages: number; listed: number};

/**
 * Copies already made, by doc id, with what they were made from. `npm start`
 * reloads content on every edit; only the pages whose sources changed are
 * converted again. One entry per doc of the last load: the map never grows past the docs.
 */
export type CopyCache = Map<string, {stamp: string; markdown: string; dependencies: string[]}>;

const sha = (...parts: string[]) => crypto.createHash('sha256').update(parts.join('\0')).digest('hex');

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

const trimSlash = (route: string) => (route.length > 1 ? route.replace(/\/+$/, '') : route);

/** Doc ids in sidebar order: a category's own page first, then its items. */
function sidebarDocIds(items: SidebarItems): string[] {
  const ids: string[] = [];
  for (const item of items) {
    if (item.type === 'doc' || item.type === 'ref') ids.push(item.id);
    else if (item.type === 'category') {
      if (item.link?.type === 'doc') ids.push(item.link.id);
      ids.push(...sidebarDocIds(item.items));
    }
  }
  return ids;
}

/** Builds every file of the plugin from the loaded docs. */
export function buildLlmsFiles(
  context: Pick<LoadContext, 'siteDir' | 'siteConfig' | 'baseUrl'>,
  version: LoadedVersion,
  options: LlmsOptions,
  cache: CopyCache = new Map(),
  posts: readonly ChangelogPost[] = [],
): LlmsOutput {
  const site = siteOf(context, version);
  const {files, markdownOf} = markdownCopies(site, version, cache);
  const sections = indexSections(site, version, options, markdownOf);
  const changelog = changelogPages(site, posts);
  for (const page of changelog) files.set(new URL(page.markdownUrl).pathname.slice(1), page.markdown);
  if (changelog.length > 0) sections.push({title: options.changelogTitle, pages: changelog});
  const index: LlmsIndex = {
    title: options.title,
    summary: options.summary,
    fullUrl: site.absolute(`/${LLMS_FULL_FILE}`),
    sections,
    optional: [
      ...options.optional.map((item) => ({title: item.title, url: site.absolute(item.path), description: item.description})),
      {
        title: 'OpenAPI document',
        url: site.absolute(`/${DOWNLOAD_FILE}`),
        description: 'The REST API as OpenAPI 3.1, every operation, schema and example.',
      },
    ],
  };
  files.set(LLMS_FILE, llmsTxt(index));
  files.set(LLMS_FULL_FILE, llmsFullTxt(index));
  const listed = sections.reduce((sum, section) => sum + section.pages.length, 0);
  return {files, pages: version.docs.length, listed};
}

/** One build's docs: where their files are, how to find them by route or id, and the links the copies use. */
type Site = {
  siteDir: string;
  docsDir: string;
  origin: string;
  absolute: (sitePath: string) => string;
  fileOf: (doc: Doc) => string;
  /** The doc's file relative to docs/, with forward slashes. */
  docsFileOf: (doc: Doc) => string;
  byRoute: Map<string, Doc>;
  byId: Map<string, Doc>;
  model: () => ReturnType<typeof loadApiModel>;
  links: SiteLinks;
};

function siteOf(context: Pick<LoadContext, 'siteDir' | 'siteConfig' | 'baseUrl'>, version: LoadedVersion): Site {
  const {siteDir, baseUrl} = context;
  const docsDir = path.join(siteDir, 'docs');
  const origin = context.siteConfig.url.replace(/\/+$/, '');
  const absolute = (sitePath: string) => `${origin}${sitePath.startsWith('/') ? sitePath : `${baseUrl}${sitePath}`}`;
  const fileOf = (doc: Doc) => path.join(siteDir, doc.source.replace(/^@site\//, ''));
  const docsFileOf = (doc: Doc) => path.relative(docsDir, fileOf(doc)).split(path.sep).join('/');

  const byFile = new Map(version.docs.map((doc) => [docsFileOf(doc), doc]));
  const byRoute = new Map(version.docs.map((doc) => [trimSlash(doc.permalink), doc]));
  const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
  const model = () => loadApiModel(siteDir);
  let itemPages: ReturnType<typeof itemPageFinder> | undefined;
  const links: SiteLinks = {
    absolute,
    markdownOfFile: (docsFile) => {
      const doc = byFile.get(docsFile);
      return doc && absolute(markdownPath(doc.permalink));
    },
    markdownOfRoute: (route) => {
      const doc = byRoute.get(trimSlash(route));
      return doc && absolute(markdownPath(doc.permalink));
    },
    api: model,
    itemPage: (list, name) => (itemPages ??= itemPageFinder(siteDir))(list, name),
  };
  return {siteDir, docsDir, origin, absolute, fileOf, docsFileOf, byRoute, byId, model, links};
}

/** The Markdown copy of every doc, at its path plus .md, and by doc id; the cache keeps the copies whose sources did not change. */
function markdownCopies(
  site: Site,
  version: LoadedVersion,
  cache: CopyCache,
): {files: Map<string, string>; markdownOf: Map<string, string>} {
  // A copy depends on its sources, on where every page lives (links) and on the OpenAPI document.
  const siteStamp = sha(
    openApiHash(site.siteDir),
    site.origin,
    ...version.docs.map((doc) => `${doc.id}\0${doc.permalink}\0${doc.title}\0${doc.source}`),
  );
  const files = new Map<string, string>();
  const markdownOf = new Map<string, string>();
  const seen = new Set<string>();
  for (const doc of version.docs) {
    seen.add(doc.id);
    const markdown = markdownCopy(site, doc, siteStamp, cache);
    markdownOf.set(doc.id, markdown);
    files.set(markdownPath(doc.permalink).slice(1), markdown);
  }
  for (const id of cache.keys()) if (!seen.has(id)) cache.delete(id);
  return {files, markdownOf};
}

/** One doc's copy: from the cache when none of its sources changed, else converted (an operation page from the OpenAPI model). */
function markdownCopy(site: Site, doc: Doc, siteStamp: string, cache: CopyCache): string {
  const docsFile = site.docsFileOf(doc);
  const source = readOrEmpty(site.fileOf(doc));
  const cached = cache.get(doc.id);
  const stampOf = (dependencies: string[]) =>
    sha(siteStamp, doc.description, JSON.stringify(doc.frontMatter), source, ...dependencies.map(readOrEmpty));
  if (cached && cached.stamp === stampOf(cached.dependencies)) return cached.markdown;
  const apiPage = docsFile.startsWith('api/operations/') ? site.model().pages.find((page) => page.file === docsFile) : undefined;
  const dependencies = new Set<string>();
  const markdown = apiPage
    ? operationPageMarkdown(apiPage, site.model(), site.links)
    : pageMarkdown(
        {file: site.fileOf(doc), docsFile, title: doc.title, description: doc.description, frontMatter: doc.frontMatter},
        site.links,
        site.docsDir,
        source,
        dependencies,
      );
  cache.set(doc.id, {stamp: stampOf([...dependencies]), markdown, dependencies: [...dependencies]});
  return markdown;
}

/**
 * The changelog's posts, newest first, as pages of the index: a copy of each
 * under its title and the day it came out (several rules are
 * stated only there, with the date they took effect). Posts link to pages by
 * their site paths, which become those pages' copies.
 */
function changelogPages(site: Site, posts: readonly ChangelogPost[]): IndexPage[] {
  const dayOf = (post: ChangelogPost) => new Date(post.date).toISOString().slice(0, 10);
  return [...posts]
    .sort((a, b) => dayOf(b).localeCompare(dayOf(a)) || a.permalink.localeCompare(b.permalink))
    .map((post) => {
      const file = path.join(site.siteDir, post.source.replace(/^@site\//, ''));
      const docsFile = path.relative(site.docsDir, file).split(path.sep).join('/');
      // No summary line: a post's description is its opening paragraph, which the copy has.
      const page = {file, docsFile, title: post.title, frontMatter: {}, published: dayOf(post)};
      const markdown = pageMarkdown(page, site.links, site.docsDir);
      return {title: post.title, description: post.description, markdownUrl: site.absolute(markdownPath(post.permalink)), markdown};
    });
}

/** Each sidebar becomes a section, named after the first navbar item that opens it; listed pages in no sidebar come last. */
function indexSections(site: Site, version: LoadedVersion, options: LlmsOptions, markdownOf: Map<string, string>): IndexSection[] {
  const labels = new Map<string, string>();
  for (const item of options.navbar) {
    const doc = item.to && item.label ? site.byRoute.get(trimSlash(item.to)) : undefined;
    if (doc?.sidebar && !labels.has(doc.sidebar)) labels.set(doc.sidebar, item.label!);
  }
  const isListed = (doc: Doc) => !doc.unlisted && doc.frontMatter.unlisted !== true;
  const indexPage = (doc: Doc): IndexPage => ({
    title: doc.title,
    description: doc.description,
    markdownUrl: site.absolute(markdownPath(doc.permalink)),
    markdown: markdownOf.get(doc.id)!,
  });
  const placed = new Set<string>();
  const sections: IndexSection[] = Object.entries(version.sidebars).map(([sidebarId, items]) => {
    const docs = [...new Set(sidebarDocIds(items))].map((id) => site.byId.get(id)).filter((doc): doc is Doc => !!doc && isListed(doc));
    docs.forEach((doc) => placed.add(doc.id));
    return {title: labels.get(sidebarId) ?? sidebarId, pages: docs.map(indexPage)};
  });
  const others = version.docs.filter((doc) => isListed(doc) && !placed.has(doc.id));
  if (others.length > 0) sections.push({title: 'Other pages', pages: others.map(indexPage)});
  return sections;
}

async function writeFiles(dir: string, files: Map<string, string>): Promise<void> {
  await Promise.all(
    [...files].map(async ([relative, content]) => {
      const file = path.join(dir, relative);
      await fs.mkdir(path.dirname(file), {recursive: true});
      await fs.writeFile(file, content);
    }),
  );
}

export default function llmsPlugin(context: LoadContext, options: LlmsOptions): Plugin {
  const devDir = path.join(context.generatedFilesDir, 'tessera-llms');
  const cache: CopyCache = new Map();
  let output: LlmsOutput | undefined;
  return {
    name: 'tessera-llms',

    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const version = docs?.loadedVersions.find((v) => v.isLast) ?? docs?.loadedVersions[0];
      if (!version) throw new Error('plugins/llms: the docs plugin loaded no docs');
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const posts = (blog?.blogPosts ?? []).filter((post) => !post.metadata.unlisted).map(({metadata}) => metadata);
      output = buildLlmsFiles(context, version, options, cache, posts);
      if (process.env.NODE_ENV !== 'production') {
        await fs.rm(devDir, {recursive: true, force: true});
        await writeFiles(devDir, output.files);
      }
    },

    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'development') return {};
      // The dev server serves the copies written by allContentLoaded at the URLs the build uses.
      return {devServer: {static: [{directory: devDir, publicPath: context.baseUrl, watch: false}]}} as object;
    },

    async postBuild({outDir}) {
      if (!output) throw new Error('plugins/llms: no content was loaded');
      await writeFiles(outDir, output.files);
    },
  };
}
