/**
 * The renderer's reference pages by what they document (front matter kind,
 * name and owner), so the coverage table links each item to its page and the
 * "Try it" link finds the surface item of a page.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {surfaceItem, type SurfaceItem} from '../../lib/playground/surface';

export type ReferencePage = {
  docsFile: string;
  route: string;
  kind: string;
  name: string;
  owner?: string;
  status?: string;
  item?: SurfaceItem;
};

export function frontMatterOf(source: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---/.exec(source);
  return match ? ((YAML.parse(match[1]) as Record<string, unknown>) ?? {}) : {};
}

export function rendererPages(siteDir: string): ReferencePage[] {
  const dir = path.join(siteDir, 'docs', 'renderer');
  return fs
    .readdirSync(dir)
    .filter((file) => /\.mdx?$/.test(file))
    .flatMap((file) => {
      const fm = frontMatterOf(fs.readFileSync(path.join(dir, file), 'utf8'));
      if (typeof fm.kind !== 'string' || typeof fm.name !== 'string') return [];
      const owner = typeof fm.owner === 'string' ? fm.owner : undefined;
      const slug = typeof fm.slug === 'string' ? fm.slug : file.replace(/\.mdx?$/, '');
      return [
        {
          docsFile: `renderer/${file}`,
          route: slug.startsWith('/') ? `/docs${slug}` : `/docs/renderer/${slug}`,
          kind: fm.kind,
          name: fm.name,
          owner,
          status: typeof fm.status === 'string' ? fm.status : undefined,
          item: surfaceItem(fm.kind, fm.name, owner),
        },
      ];
    });
}

/** The page of a surface item, for the coverage table. */
export function itemPageFinder(siteDir: string): (list: string, name: string) => string | undefined {
  const pages = rendererPages(siteDir).filter((page) => page.status !== 'removed');
  return (list, name) => pages.find((page) => page.item?.list === list && page.item.name === name)?.route;
}
