/** The index of route-data sections, written at build time by plugins/lean-client/routeSections.ts. */
declare module '@tessera/route-sections' {
  import type {ChunkNames} from '@docusaurus/types';
  import type {RegistryEntry} from '@site/src/lazyRoutes/registry';

  export type RouteSection = {chunkNames: Record<string, ChunkNames>; registry: Record<string, RegistryEntry>};
  const sections: Array<() => Promise<RouteSection>>;
  export default sections;
}
