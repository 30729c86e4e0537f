/**
 * Prefetches a route's chunks (downloads them without running them). With the
 * route data in sections (src/lazyRoutes/ComponentCreator.tsx registers the
 * loader), the route's section is loaded first, or Docusaurus's prefetch would
 * not know the route's chunks; the dev server has no sections.
 */
export const routeData: {load?: (path: string) => Promise<void>} = {};

export function prefetchRoute(path: string): void {
  const ready = routeData.load?.(path) ?? Promise.resolve();
  // A section that fails to load (offline) only means no prefetch.
  ready
    .then(() => {
      window.docusaurus.prefetch(path);
    })
    .catch(() => undefined);
}
