/**
 * The `api` sidebar: two hand-ordered groups of guides, then one category per
 * OpenAPI tag in the document's order, labelled with its x-displayName, linked
 * to the resource page docs/api/<tag>.mdx and holding the tag's generated
 * operation pages. Nothing here lists an operation by hand.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {loadApiModel} from './load';
import {pagesOfTag} from '../../lib/openapi/model';

type SidebarItem = Extract<SidebarsConfig[string], unknown[]>[number];

const siteDir = path.resolve(__dirname, '../..');

export const gettingStarted = ['introduction', 'overview', 'authentication', 'regions', 'sandboxes', 'sdks'];
export const conventions = [
  'error-handling',
  'pagination',
  'rate-limit',
  'gzip',
  'uri-encoding',
  'expanding-objects',
  'get-objects-for-a-hold-token',
];

/** Hand-written pages are listed once they exist, so a page in progress elsewhere cannot break the build. */
function exists(docId: string): boolean {
  return ['.mdx', '.md'].some((ext) => fs.existsSync(path.join(siteDir, 'docs', `${docId}${ext}`)));
}

export function apiSidebar(): SidebarItem[] {
  const model = loadApiModel(siteDir);
  const guides = (label: string, slugs: string[], collapsed: boolean): SidebarItem => ({
    type: 'category',
    label,
    collapsed,
    items: slugs.map((slug) => `api/${slug}`).filter(exists),
  });
  const resources = model.tags
    .map((tag): SidebarItem | null => {
      const pages = pagesOfTag(model, tag.name);
      if (pages.length === 0) return null;
      const overview = `api/${tag.name}`;
      return {
        type: 'category',
        label: tag.displayName,
        collapsed: true,
        ...(exists(overview) ? {link: {type: 'doc', id: overview}} : {}),
        items: pages.map((page) => ({type: 'doc' as const, id: page.docId, label: page.title})),
      };
    })
    .filter((item): item is SidebarItem => item !== null);
  return [guides('Getting started', gettingStarted, false), guides('Conventions', conventions, true), ...resources];
}
