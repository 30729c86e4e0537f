/**
 * Writes /page-list.json into the build: the path and title of every listed
 * docs page and changelog post. The not-found page fetches it to suggest the
 * closest pages (src/components/NotFound), so no other page pays for the list.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {PAGE_LIST_FILE, type PageEntry} from '../../lib/pages/closest';

/** The pages a reader may land on: listed docs (snippets are unlisted) and changelog posts. */
export function pageEntries(docs: DocsContent | undefined, blog: BlogContent | undefined): PageEntry[] {
  const entries: PageEntry[] = [];
  for (const version of docs?.loadedVersions ?? []) {
    for (const doc of version.docs) if (!doc.unlisted) entries.push({path: doc.permalink, title: doc.title});
  }
  for (const post of blog?.blogPosts ?? []) {
    if (!post.metadata.unlisted) entries.push({path: post.metadata.permalink, title: post.metadata.title});
  }
  return entries.sort((a, b) => a.path.localeCompare(b.path));
}

export default function pageListPlugin(): Plugin<unknown> {
  let entries: PageEntry[] = [];
  return {
    name: 'tessera-page-list',

    allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      entries = pageEntries(docs, blog);
    },

    async postBuild({outDir}) {
      fs.writeFileSync(path.join(outDir, PAGE_LIST_FILE), JSON.stringify(entries));
    },
  };
}
