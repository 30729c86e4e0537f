/**
 * Which section of the route data a route belongs to: a hash of its path, so
 * the build (plugins/lean-client/routeSections.ts) and the browser
 * (src/lazyRoutes/ComponentCreator.tsx) agree without a table of 400 paths.
 * Routes with one path (the nested docs layouts) share a section.
 */
export const SECTION_COUNT = 32;

/** FNV-1a of the path, modulo the section count. */
export function sectionOf(path: string, count = SECTION_COUNT): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < path.length; i += 1) {
    hash ^= path.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % count;
}

/** The route path of a routesChunkNames key (`/docs/webhooks-1b7`): Docusaurus appends a dash and a hash. */
export function routePathOfKey(key: string): string {
  return key.replace(/-[^-]+$/, '');
}
