/**
 * Loads a route's chunks ahead of a likely visit, as hovering its link does.
 * With the route data in sections (src/lazyRoutes/ComponentCreator.tsx
 * registers the loader), the route's section is loaded first, or Docusaurus
 * would not know the route's chunks; the dev server has no sections.
 * Docusaurus's `prefetch` (download without running) cannot be used: it finds
 * a chunk's file through the name map that the route chunks leave out
 * (plugins/lean-client/routeSections.ts). Docusaurus skips 2g and data-saver
 * connections and routes already loaded.
 */
export const routeData: {load?: (path: string) => Promise<void>} = {};

/** Docusaurus's own test for 2g and data saver, which it applies inside preload, after the section would have loaded. */
function slowConnection(): boolean {
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

export function preloadRoute(path: string): void {
  if (slowConnection()) return;
  const ready = routeData.load?.(path) ?? Promise.resolve();
  // A section or chunk that fails to load (offline) only means no head start.
  ready
    .then(async () => {
      await window.docusaurus.preload(path);
    })
    .catch(() => undefined);
}
