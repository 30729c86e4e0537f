/**
 * `@docusaurus/ComponentCreator` in every build: Docusaurus's own, whose
 * `preload` also loads the sidebar the route shows (src/lazyRoutes/sidebars.ts).
 * The production browser build wraps this once more to load route data in
 * sections (./ComponentCreator.tsx).
 */
import DocusaurusComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import {loadSidebarOf} from './sidebars';

type Route = ReturnType<typeof DocusaurusComponentCreator>;

export default function SidebarComponentCreator(path: string, hash: string): Route {
  const route = DocusaurusComponentCreator(path, hash);
  if (path === '*') return route;
  // Typed as void, Docusaurus's preload returns the loading promise, which its router awaits.
  const preload = route.preload.bind(route) as () => Promise<unknown>;
  // Read when called: in the production browser build, the chunk names and registry fill up section by section.
  const withSidebar = () => Promise.all([preload(), loadSidebarOf(routesChunkNames[`${path}-${hash}`], registry)]);
  route.preload = withSidebar as Route['preload'];
  return route;
}
