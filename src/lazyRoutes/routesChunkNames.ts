/**
 * What `@generated/routesChunkNames` resolves to in the production browser
 * build: the chunk names of each route, filled one section at a time by
 * src/lazyRoutes/ComponentCreator.tsx. Docusaurus's prefetch reads it too.
 */
import type {ChunkNames} from '@docusaurus/types';

const routesChunkNames: Record<string, ChunkNames> = {};
export default routesChunkNames;
