/**
 * What `@generated/registry` resolves to in the production browser build: the
 * registry of route chunks, filled one section at a time by
 * src/lazyRoutes/ComponentCreator.tsx (plugins/lean-client/routeSections.ts says why).
 */
export type RegistryEntry = [load: () => Promise<unknown>, modulePath: string, moduleId: string | number];

const registry: Record<string, RegistryEntry> = {};
export default registry;
