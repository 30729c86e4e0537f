/**
 * The docs plugin, with its per-doc lists taken out of what pages load:
 * - each version's route gets a `version` prop holding the sidebars and `docs`,
 *   a map of every doc's id, title, description and sidebar: about 100 KB
 *   (20 KB gzip) on every docs page. Only the theme's DocCard reads the map
 *   (category index pages, which this site has none of): it is emptied.
 * - the same prop holds all five sidebars (6.4 KB gzip), while a page shows
 *   one. Each sidebar becomes a data file of its own, named as a module of the
 *   doc routes that show it (`sidebarItems`): a page loads its own sidebar, and
 *   every page of that sidebar shares the one chunk. DocRoot reads it from
 *   src/lazyRoutes/sidebars.ts, which the route's preload fills before the
 *   route renders, on the server as in the browser.
 * - its global data, in main.js on every page, lists every doc's id, path and
 *   sidebar (40 KB, 5 KB gzip) for navbar items of type `doc` and the version
 *   dropdown, which this site does not use (its navbar links by path).
 * Should either be used one day, the server render fails on the missing doc
 * instead of rendering something half empty.
 *
 * The plugin itself is used as is; only the routes and data it hands over
 * change. If a Docusaurus update passes them differently, the build fails here
 * rather than silently shipping the lists again.
 */
import pluginContentDocs from '@docusaurus/plugin-content-docs';
import type {PluginOptions, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';

type VersionProps = {version: PropVersionMetadata};

function hasVersionProp(props: RouteConfig['props']): props is VersionProps {
  const version = (props as Partial<VersionProps> | undefined)?.version;
  return typeof version === 'object' && version !== null && 'docs' in version && 'docsSidebars' in version;
}

type SidebarItem = {items?: SidebarItem[]; docId?: string; unlisted?: boolean};

/**
 * Sidebar items without what only breadcrumbs (off on this site) and DocCard
 * read: a link's `docId`, which repeats its href, and `unlisted: false`
 * (an unlisted item keeps `unlisted: true`, which hides it). About 1.7 KB gzip
 * of the 8 KB the five sidebars weigh on every docs page.
 */
export function leanSidebarItems<Item>(items: Item[]): Item[] {
  return items.map((item) => {
    const lean: SidebarItem = {...(item as SidebarItem)};
    delete lean.docId;
    if (!lean.unlisted) delete lean.unlisted;
    if (lean.items) lean.items = leanSidebarItems(lean.items);
    return lean as Item;
  });
}

/** What the wrapper found in the routes: how many version props, and the sidebars it took out of them. */
export interface Found {
  count: number;
  sidebars: Record<string, unknown[]>;
}

/** The route with every nested version prop's `docs` map and sidebars emptied; the sidebars, made lean, go to `found`. */
export function withoutDocsMap(route: RouteConfig, found: Found): RouteConfig {
  const routes = route.routes?.map((child) => withoutDocsMap(child, found));
  if (!hasVersionProp(route.props)) return routes ? {...route, routes} : route;
  found.count += 1;
  const {version} = route.props;
  for (const [name, items] of Object.entries(version.docsSidebars)) found.sidebars[name] = leanSidebarItems(items);
  return {...route, ...(routes ? {routes} : {}), props: {...route.props, version: {...version, docs: {}, docsSidebars: {}}}};
}

/** The data file of one sidebar: its name, so the page knows which one it loaded, and its items. */
export interface SidebarModule {
  name: string;
  items: unknown[];
}

/** The route with every doc route that shows a sidebar given that sidebar's data file as its `sidebarItems` module. */
export function withSidebarModules(route: RouteConfig, files: Record<string, string>): RouteConfig {
  const routes = route.routes?.map((child) => withSidebarModules(child, files));
  const sidebar = (route as RouteConfig & {sidebar?: string}).sidebar;
  const file = sidebar === undefined ? undefined : files[sidebar];
  if (sidebar !== undefined && file === undefined) {
    throw new Error(`plugins/lean-client/docs.ts: the route ${route.path} shows the sidebar "${sidebar}", which no version prop holds.`);
  }
  return {
    ...route,
    ...(routes ? {routes} : {}),
    ...(file ? {modules: {...(route.modules as Record<string, string> | undefined), sidebarItems: file}} : {}),
  };
}

/** Takes the docs plugin's validated options (see withServerOnlyOptions in docusaurus.config.ts). */
/** The global data without the per-doc lists of each version; counts the versions it changed. */
export function withoutDocLists(data: unknown, found: {count: number}): unknown {
  const versions = (data as Partial<GlobalPluginData> | undefined)?.versions;
  if (!Array.isArray(versions)) return data;
  return {
    ...(data as GlobalPluginData),
    versions: versions.map((version) => {
      if (!Array.isArray(version.docs)) return version;
      found.count += 1;
      return {...version, docs: [], draftIds: []};
    }),
  };
}

export default async function leanDocsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<unknown>> {
  // The content is opaque here: the wrapper passes it through.
  const plugin = (await pluginContentDocs(context, options)) as Plugin<unknown>;
  const contentLoaded = plugin.contentLoaded;
  return {
    ...plugin,
    async contentLoaded(args) {
      const found: Found = {count: 0, sidebars: {}};
      const globalData = {count: 0};
      const {actions} = args;
      // Routes wait until the sidebars' data files exist, since doc routes name them.
      const routes: RouteConfig[] = [];
      const addRoute: typeof actions.addRoute = (route) => routes.push(withoutDocsMap(route, found));
      const setGlobalData: typeof actions.setGlobalData = (data) => actions.setGlobalData(withoutDocLists(data, globalData));
      await contentLoaded?.({...args, actions: {...actions, addRoute, setGlobalData}});
      if (found.count === 0 || globalData.count === 0) {
        throw new Error(
          'plugins/lean-client/docs.ts: the docs plugin added no route with a `version` prop holding `docs`, or no global ' +
            'data with `versions[].docs`; Docusaurus changed how it passes them, so check what pages load now and update this wrapper.',
        );
      }
      const files: Record<string, string> = {};
      for (const [name, items] of Object.entries(found.sidebars)) {
        const module: SidebarModule = {name, items};
        files[name] = await actions.createData(`sidebar-${name}.json`, JSON.stringify(module));
      }
      for (const route of routes) actions.addRoute(withSidebarModules(route, files));
    },
  };
}
