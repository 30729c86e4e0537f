/**
 * The sidebars pages have loaded, by name. Each doc route names its sidebar's
 * data file as its `sidebarItems` module (plugins/lean-client/docs.ts says
 * why); a route's preload, which Docusaurus awaits before it renders the route
 * on the server, at hydration and on every navigation, loads that module and
 * keeps its items here, and src/theme/DocRoot reads them. At most one entry
 * per sidebar of the site.
 */
import type {PropSidebar} from '@docusaurus/plugin-content-docs';
import type {ChunkNames} from '@docusaurus/types';

type RegistryEntry = readonly [load: () => Promise<unknown>, ...rest: unknown[]];
type SidebarModule = {name: string; items: PropSidebar};

const loaded = new Map<string, PropSidebar>();

/** The items of a sidebar some route has loaded, or undefined. */
export function loadedSidebar(name: string): PropSidebar | undefined {
  return loaded.get(name);
}

/** Loads the sidebar a route names among its chunks, if it names one. */
export async function loadSidebarOf(chunkNames: ChunkNames | undefined, registry: Record<string, RegistryEntry>): Promise<void> {
  const chunkName = chunkNames?.sidebarItems;
  if (typeof chunkName !== 'string') return;
  const entry = registry[chunkName];
  if (!entry) return;
  const module = (await entry[0]()) as {default: SidebarModule};
  loaded.set(module.default.name, module.default.items);
}
