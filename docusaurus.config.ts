import path from 'node:path';
import type {Config, LoadContext} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import type {Options as ThemeOptions} from '@docusaurus/theme-classic';
import type {UserThemeConfig} from '@docusaurus/theme-common';
import type {UserThemeConfig as MermaidThemeConfig} from '@docusaurus/theme-mermaid';

import {chatContentSecurity, site} from './config/site';
import {footerColumns, navbarItems, sectionOfDoc} from './config/navbar';
import {redirects} from './config/redirects';
import {frontMatterProblems} from './lib/content/frontMatter';
import {changelogAction} from './lib/content/changelog';
import {derivedFrontMatter} from './plugins/domain-facts';
import {sidebarItemsGenerator} from './plugins/sidebars/groups';
import chatWidgetPlugin from './plugins/chat-widget';
import openApiDocsPlugin, {remarkErrorCodeList, remarkOperationList} from './plugins/openapi-docs';
import pageListPlugin from './plugins/page-list';
import remarkRestSamples from './plugins/remark/restSamples';
import remarkHighlightCode from './plugins/remark/highlightCode';
import rehypeTableCells from './plugins/remark/tableCells';
import remarkTocBreaks from './plugins/remark/tocBreaks';
import searchIndexPlugin from './plugins/search-index';
import colorModeRepairPlugin from './plugins/color-mode-repair';
import figuresPlugin, {remarkFigures} from './plugins/figures';
import playgroundPlugin, {FRAME_PATH, productionFrame, remarkPlayground} from './plugins/playground';
import llmsPlugin from './plugins/llms';
import hostRulesPlugin from './plugins/host-rules';
import securityHeadersPlugin from './plugins/security-headers';
import leanClientPlugin from './plugins/lean-client';
import leanDocsPlugin from './plugins/lean-client/docs';
import {withServerOnlyOptions} from './plugins/lean-client/serverOnlyOptions';
import {validateOptions as validateDocsOptions} from '@docusaurus/plugin-content-docs';
import {validateOptions as validateBlogOptions} from '@docusaurus/plugin-content-blog';
import leanBlogPlugin from './plugins/lean-client/blog';
import clientRedirectsPlugin, {validateOptions as validateRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import {ENDPOINT_FIELD} from './lib/ask/endpoint';
import {readBuildEnv} from './lib/env/build';
import {SANDBOX_ENDPOINT_FIELD} from './lib/console/endpoint';

/* ---- Environment flags (all optional; the site works offline without any), read in lib/env/build.ts ---- */

const env = readBuildEnv(process.env);

/** Colour mode follows the OS and the toggle gains a "system" choice when set to 1. */
const FOLLOW_OS_COLOR_MODE = env.followOsColorMode;
/** Customer chat widget: CHAT_APP_ID switches it on, CHAT_REGION (us|eu|ap, default us) picks the API base. */
const chat = env.chat;
/**
 * Hosted search: ALGOLIA_APP_ID, ALGOLIA_API_KEY (the public search-only key) and
 * ALGOLIA_INDEX_NAME switch the search dialog to Algolia DocSearch. All three or none;
 * without them search uses the local index built from the site's own pages.
 */
const algolia = env.algolia;
/**
 * Ask AI: ASK_AI_ENDPOINT (an http(s) URL, or a path such as /api/ask on this site) makes the
 * search dialog's AI mode stream answers from the `ask` server (server/ask/, `npm run ask-server`),
 * which holds the language model's key. Without it, answers are assembled in the browser from the
 * local index, with no network and no model. The model's own settings (AI_BASE_URL, AI_API_KEY,
 * AI_MODEL) belong to the server only and never reach the build.
 */
const askAiEndpoint = env.askAiEndpoint;
/**
 * Try it on a hosted sandbox: SANDBOX_API_ENDPOINT (a path on this site, such as /api/sandbox, that the
 * web server proxies to the Tessera API: deploy/nginx/tessera-docs-sandbox.conf) lets the REST console
 * send to the reader's own Tessera sandbox with their key, held in memory only. Without it, Try it
 * answers from the sandbox in the browser alone.
 */
const sandboxApiEndpoint = env.sandboxApiEndpoint;
/** Only the fields that are set: the default build's site config, and so its first-load JS, stays byte for byte as it was. */
const customFields = {
  ...(askAiEndpoint ? {[ENDPOINT_FIELD]: askAiEndpoint} : {}),
  ...(sandboxApiEndpoint ? {[SANDBOX_ENDPOINT_FIELD]: sandboxApiEndpoint} : {}),
};

const docsDir = path.join(__dirname, 'docs');
const changelogDir = path.join(__dirname, 'changelog');

const config = {
  title: site.title,
  tagline: site.tagline,
  url: site.url,
  baseUrl: '/',
  favicon: 'img/favicon.svg',
  ...(Object.keys(customFields).length > 0 ? {customFields} : {}),

  onBrokenLinks: 'throw',
  // Anchors and duplicate routes only warn in the build; our link test fails on either.
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  i18n: {defaultLocale: 'en', locales: ['en']},

  // The spec stores the colour choice under the plain key `theme`.
  storage: {type: 'localStorage', namespace: false},

  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: true,
  },

  markdown: {
    // .md files (the changelog) are CommonMark, so HTML comments such as <!-- truncate --> work.
    format: 'detect',
    mermaid: true,
    hooks: {
      onBrokenMarkdownLinks: 'warn',
      onBrokenMarkdownImages: 'throw',
    },
    // Every docs page declares a kind; unknown or missing keys stop the build with the file name.
    // Then the facts a page restates from domain/ join its front matter (the facts box's "Invalid value" row).
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      const relative = path.relative(docsDir, params.filePath);
      if (!relative.startsWith('..')) {
        const docsPath = relative.split(path.sep).join('/');
        const problems = frontMatterProblems(docsPath, result.frontMatter);
        if (problems.length > 0) {
          throw new Error(`Invalid front matter in docs/${relative}:\n- ${problems.join('\n- ')}`);
        }
        Object.assign(result.frontMatter, derivedFrontMatter(__dirname, docsPath, result.frontMatter));
        // The section label above the page's title (src/components/DocTitleRow), worked out here so
        // that no page ships the list of sections to find its own.
        result.frontMatter.section_label = sectionOfDoc(docsPath).label;
        return result;
      }
      // The changelog list's summary line: what an entry asks readers to do (lib/content/changelog.ts).
      if (!path.relative(changelogDir, params.filePath).startsWith('..')) {
        const action = changelogAction(result.content);
        if (action) return {...result, frontMatter: {...result.frontMatter, what_to_do: action}};
      }
      return result;
    },
  },

  // cleanHtmlPath first: it fixes the address bar before anything reads it.
  clientModules: ['./src/clientModules/cleanHtmlPath.ts', './src/clientModules/chunkLoadRecovery.ts'],

  themes: [
    ['@docusaurus/theme-classic', {customCss: ['./src/css/custom.css', './src/css/code.css']} satisfies ThemeOptions],
    '@docusaurus/theme-mermaid',
    // After theme-classic: its inline script corrects the colour-mode value that one set.
    colorModeRepairPlugin,
  ],

  // The docs, blog and redirects plugins get their options in a closure, so that the config copy in
  // main.js leaves them out (plugins/lean-client/serverOnlyOptions.ts).
  plugins: [
    withServerOnlyOptions(
      // The docs plugin, minus per-doc lists no page of ours reads (plugins/lean-client/docs.ts).
      leanDocsPlugin,
      validateDocsOptions,
      {
        path: 'docs',
        routeBasePath: 'docs',
        sidebarPath: './sidebars.ts',
        sidebarItemsGenerator,
        // ```http samples fences become language tabs; <OperationList /> and <ErrorCodeList /> become tables from openapi/.
        beforeDefaultRemarkPlugins: [
          remarkRestSamples,
          [remarkOperationList, {siteDir: __dirname}],
          [remarkErrorCodeList, {siteDir: __dirname}],
        ],
        // <Figure scene alt /> is checked against figures/ and gets the figure's size. Code is highlighted
        // after Docusaurus's own plugins, so Mermaid fences are diagrams by then.
        // Then the playground's "Run" actions and "Try it" links (plugins/playground/remark.ts), before highlighting.
        // Table of contents entries break code between words only; table cells carry their column's header.
        remarkPlugins: [
          [remarkFigures, {siteDir: __dirname}],
          [remarkPlayground, {siteDir: __dirname}],
          remarkHighlightCode,
          remarkTocBreaks,
        ],
        rehypePlugins: [rehypeTableCells],
        breadcrumbs: false,
        lastVersion: 'current',
        versions: {current: {label: 'Next', path: ''}},
        showLastUpdateTime: false,
      } satisfies DocsOptions,
    ),
    // The changelog, minus the stock authors list and tags index (plugins/lean-client/blog.ts).
    withServerOnlyOptions(leanBlogPlugin, validateBlogOptions, {
      path: 'changelog',
      routeBasePath: 'changelog',
      blogTitle: 'Changelog',
      blogDescription: 'What changed in the Tessera renderer, REST API, Event Manager and Designer.',
      blogSidebarTitle: 'All releases',
      blogSidebarCount: 'ALL',
      // Compact dated entries: the whole changelog fits one page.
      postsPerPage: 'ALL',
      showReadingTime: false,
      authorsMapPath: 'authors.yml',
      onInlineAuthors: 'throw',
      onUntruncatedBlogPosts: 'ignore',
      remarkPlugins: [[remarkFigures, {siteDir: __dirname}], remarkHighlightCode, remarkTocBreaks],
      rehypePlugins: [rehypeTableCells],
      feedOptions: {
        type: ['rss', 'atom'],
        title: 'Tessera changelog',
        description: 'Releases of the Tessera renderer, REST API, Event Manager and Designer.',
        copyright: `Copyright © ${site.copyrightYear} Tessera`,
      },
    } satisfies BlogOptions),
    ['@docusaurus/plugin-content-pages', {remarkPlugins: [remarkHighlightCode], rehypePlugins: [rehypeTableCells]} satisfies PagesOptions],
    ['@docusaurus/plugin-sitemap', {ignorePatterns: ['/docs/snippets/**', '/docs/REST API/snippets/**', '/search']}],
    withServerOnlyOptions(clientRedirectsPlugin, validateRedirectsOptions, {redirects: redirects.map(({from, to}) => ({from, to}))}),
    (context: LoadContext) => chatWidgetPlugin(context, chat),
    // Writes docs/api/operations/ from openapi/ when Docusaurus initialises it, before the docs plugin loads.
    openApiDocsPlugin,
    figuresPlugin,
    // The renderer playground's chart frame (/playground-frame.html) and the samples its links open.
    playgroundPlugin,
    // /page-list.json, read by the not-found page to suggest the closest pages.
    pageListPlugin,
    leanClientPlugin,
    (context: LoadContext) => searchIndexPlugin(context, {algolia, navbar: navbarItems}),
    // /llms.txt, /llms-full.txt and a Markdown copy of every docs page and changelog post, for AI tools.
    (context: LoadContext) =>
      llmsPlugin(context, {
        title: site.title,
        summary: site.summary,
        navbar: navbarItems,
        optional: [],
        changelogTitle: 'Changelog',
      }),
    // The redirects as HTTP 301 rules for Netlify, Cloudflare Pages and nginx (deploy/nginx/).
    () => hostRulesPlugin(redirects),
    // The Content-Security-Policy for nginx: the hashes of the built pages' inline scripts, and the hosted services switched on.
    () =>
      securityHeadersPlugin({
        redirects,
        services: {
          askEndpoint: askAiEndpoint,
          sandboxEndpoint: sandboxApiEndpoint,
          algoliaAppId: algolia?.appId ?? null,
          chat: chat.appId ? chatContentSecurity : null,
        },
        // The playground's frame document, from the bundle its plugin writes (both run in postBuild).
        frameDocument: async () => String((await productionFrame(__dirname)).find((file) => file.path === FRAME_PATH)!.body),
      }),
  ],

  themeConfig: {
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: FOLLOW_OS_COLOR_MODE,
    },
    navbar: {
      title: site.title,
      logo: {alt: 'Tessera logo', src: 'img/logo.svg', href: '/docs/'},
      items: navbarItems,
    },
    footer: {
      style: 'dark',
      links: footerColumns,
      copyright: `Copyright © ${site.copyrightYear} Tessera`,
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    // Code is highlighted at build time with Shiki (config/shiki.ts, src/css/code.css). The theme's
    // Prism settings are left empty: the site config ships to the browser, a Prism theme would too.
    prism: {theme: {plain: {}, styles: []}},
    // Each diagram also carries the site's colours for the current mode (src/theme/Mermaid/diagramConfig.ts).
    mermaid: {theme: {light: 'base', dark: 'base'}},
  } satisfies UserThemeConfig & MermaidThemeConfig,
} satisfies Config;

export default config;
