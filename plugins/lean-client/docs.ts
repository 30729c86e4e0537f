/**
 * The docs plugin, with its per-doc lists taken out of what pages load:
 * - each version's route gets a `version` prop holding the sidebars and `docs`,
 *   a map of every doc's id, title, description and sidebar: about 100 KB
 *   (20 KB gzip) on every docs page. Only the theme's DocCard reads it (category
 *   index pages, which this site has none of); the sidebars stay.
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

/** The route with every nested version prop's `docs` map emptied and its sidebars made lean; counts what it changed. */
export function withoutDocsMap(route: RouteConfig, found: {count: number}): RouteConfig {
  const routes = route.routes?.map((child) => withoutDocsMap(child, found));
  if (!hasVersionProp(route.props)) return routes ? {...route, routes} : route;
  found.count += 1;
  const {version} = route.props;
  const docsSidebars = Object.fromEntries(Object.entries(version.docsSidebars).map(([name, items]) => [name, leanSidebarItems(items)]));
  return {...route, ...(routes ? {routes} : {}), props: {...route.props, version: {...version, docs: {}, docsSidebars}}};
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
      const routes = {count: 0};
      const globalData = {count: 0};
      const {actions} = args;
      const addRoute: typeof actions.addRoute = (route) => actions.addRoute(withoutDocsMap(route, routes));
      const setGlobalData: typeof actions.setGlobalData = (data) => actions.setGlobalData(withoutDocLists(data, globalData));
      await contentLoaded?.({...args, actions: {...actions, addRoute, setGlobalData}});
      if (routes.count === 0 || globalData.count === 0) {
        throw new Error(
          'plugins/lean-client/docs.ts: the docs plugin added no route with a `version` prop holding `docs`, or no global ' +
            'data with `versions[].docs`; Docusaurus changed how it passes them, so check what pages load now and update this wrapper.',
        );
      }
    },
  };
}
