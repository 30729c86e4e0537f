/**
 * What the browser's bundle leaves out or loads later.
 *
 * - Prism: code is highlighted at build time (plugins/remark/highlightCode.ts), yet
 *   theme-classic registers a client module that imports prism-react-renderer on
 *   every page to load Prism languages: 34 KB gzip of main.js, set up before
 *   anything renders. No browser code of ours uses Prism, so the client build
 *   resolves the package to an empty module (the server build keeps it: the
 *   theme reads its default config from it).
 * - Prefetching: `@docusaurus/Link` resolves to src/components/IntentLink, which
 *   prefetches on intent instead of giving every link an IntersectionObserver.
 * - Route data: in production, the registry and the chunk names of all routes
 *   leave main.js for sections loaded on demand (./routeSections.ts), and chunk
 *   files are named by id: the runtime, in every first load, then maps each of
 *   the 1,300 chunks to its hash only, not also to its name (3.5 KB gzip).
 * - Sidebars: a docs page loads the sidebar it shows, not all five (./docs.ts).
 * - Window size: theme-common's useWindowSize resolves to src/lazyRoutes/useWindowSize.ts,
 *   which sets the size it reads after hydration in a transition, so a phone's switch
 *   to the mobile layout renders in slices instead of one long task.
 * - REST samples: the languages after the first are JSON files the build
 *   writes beside its cache (plugins/remark/highlightCode.ts); after the build,
 *   the ones the pages name are copied to build/assets/code-samples/.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {writeRouteSections} from './routeSections';
import {samplesDir, SAMPLES_URL_PATH} from '../remark/highlightCode';

type Aliases = Record<string, string | false | string[]>;

/** The file of theme-common's useWindowSize hook, as the bundler resolves it. */
export const WINDOW_SIZE_MODULE = /@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/;

/**
 * Puts these aliases before the existing ones. Docusaurus's own (`@generated`,
 * `@docusaurus/ComponentCreator`...) are in the config already, and the first
 * alias that matches a request wins.
 */
function prependAliases(config: {resolve?: {alias?: unknown}}, aliases: Aliases): void {
  const existing = {...(config.resolve?.alias as Aliases | undefined)};
  for (const name of Object.keys(aliases)) delete existing[name];
  config.resolve = {...config.resolve, alias: {...aliases, ...existing}};
}

export default function leanClientPlugin(context: LoadContext): Plugin<unknown> {
  const src = (file: string) => path.join(context.siteDir, 'src', file);
  return {
    name: 'tessera-lean-client',
    configureWebpack(config, isServer, {currentBundler}) {
      const aliases: Aliases = {
        '@docusaurus/Link': src('components/IntentLink/index.tsx'),
        // Every build: a route's preload also loads the sidebar it shows (./docs.ts says why).
        '@docusaurus/ComponentCreator': src('lazyRoutes/SidebarComponentCreator.tsx'),
      };
      if (!isServer) aliases['prism-react-renderer$'] = false;
      const productionClient = !isServer && process.env.NODE_ENV === 'production';
      if (productionClient) {
        Object.assign(aliases, {
          '@tessera/route-sections': writeRouteSections(context.generatedFilesDir),
          '@generated/registry': src('lazyRoutes/registry.ts'),
          '@generated/routesChunkNames': src('lazyRoutes/routesChunkNames.ts'),
          '@docusaurus/ComponentCreator': src('lazyRoutes/ComponentCreator.tsx'),
        });
      }
      prependAliases(config, aliases);
      return {
        // theme-common imports its hook by relative path, which no alias matches: the resolved file is replaced.
        plugins: isServer
          ? []
          : [new currentBundler.instance.NormalModuleReplacementPlugin(WINDOW_SIZE_MODULE, src('lazyRoutes/useWindowSize.ts'))],
        ...(productionClient ? {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}} : {}),
      };
    },
    async postBuild({outDir}) {
      copySampleFiles(samplesDir(context.siteDir), outDir);
    },
  };
}

/** Copies the sample files the built scripts name into the build; a named file that is missing stops the build. */
export function copySampleFiles(from: string, outDir: string): number {
  const scripts = path.join(outDir, 'assets', 'js');
  const pattern = new RegExp(`${SAMPLES_URL_PATH.replace(/\//g, '\\/')}([0-9a-f]{20}\\.json)`, 'g');
  const names = new Set<string>();
  for (const file of fs.readdirSync(scripts).filter((name) => name.endsWith('.js'))) {
    for (const match of fs.readFileSync(path.join(scripts, file), 'utf8').matchAll(pattern)) names.add(match[1]);
  }
  const target = path.join(outDir, ...SAMPLES_URL_PATH.split('/').filter(Boolean));
  fs.mkdirSync(target, {recursive: true});
  for (const name of names) fs.copyFileSync(path.join(from, name), path.join(target, name));
  return names.size;
}
