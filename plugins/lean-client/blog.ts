/**
 * The blog plugin (the changelog), without two stock pages that carry nothing
 * for a changelog reader: the authors list (one author, "Tessera team") and the
 * index of tags (the product filter of every changelog page already links each
 * product's page, and the change kinds are badges). The posts, the list, the
 * archive, the feeds and every tag's own page stay. If a Docusaurus update stops
 * adding either page, the build fails here, so this wrapper never silently
 * outlives its reason.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions} from '@docusaurus/plugin-content-blog';
import blogPlugin from '@docusaurus/plugin-content-blog';

/** The routes this wrapper drops, under the blog's base path: the authors list and the tags list. */
export function droppedBlogRoutes(options: Pick<PluginOptions, 'routeBasePath' | 'authorsBasePath' | 'tagsBasePath'>): string[] {
  const base = `/${options.routeBasePath.replace(/^\/+|\/+$/g, '')}`;
  return [`${base}/${options.authorsBasePath}`, `${base}/${options.tagsBasePath}`];
}

export default async function leanBlogPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<unknown>> {
  const plugin = (await blogPlugin(context, options)) as Plugin<unknown>;
  const contentLoaded = plugin.contentLoaded;
  const dropped = new Set(droppedBlogRoutes(options));
  return {
    ...plugin,
    async contentLoaded(args) {
      const seen = new Set<string>();
      const addRoute: typeof args.actions.addRoute = (route) => {
        if (dropped.has(route.path)) {
          seen.add(route.path);
          return;
        }
        args.actions.addRoute(route);
      };
      await contentLoaded?.({...args, actions: {...args.actions, addRoute}});
      const missing = [...dropped].filter((path) => !seen.has(path));
      if (missing.length > 0) {
        throw new Error(
          `plugins/lean-client/blog.ts: the blog plugin added no route at ${missing.join(', ')}; Docusaurus changed its pages, so check what the changelog serves now and update this wrapper.`,
        );
      }
    },
  };
}
