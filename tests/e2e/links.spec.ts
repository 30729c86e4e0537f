/**
 * Every internal link and anchor of the built site resolves. Docusaurus only
 * warns about broken anchors; this test fails on them, and on links into
 * pages that do not exist.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {buildDir, htmlFiles} from './site';

type Page = {ids: Set<string>; links: string[]; redirectTo?: string};

function routeOf(file: string): string {
  const rel = '/' + path.relative(buildDir, file).split(path.sep).join('/');
  return rel.replace(/\/index\.html$/, '') .replace(/\.html$/, '') || '/';
}

function readPages(): Map<string, Page> {
  const pages = new Map<string, Page>();
  for (const file of htmlFiles(buildDir)) {
    const html = fs.readFileSync(file, 'utf8');
    const ids = new Set([...html.matchAll(/\sid=["']?([^"'\s>]+)/g)].map((m) => m[1]));
    const links = [...html.matchAll(/<a\s[^>]*?href=["']?([^"'\s>]+)/g)].map((m) => m[1].replace(/&amp;/g, '&'));
    const refresh = /<meta http-equiv="?refresh"? content="?0; ?url=([^"'>]+)/i.exec(html);
    pages.set(routeOf(file), {ids, links, redirectTo: refresh?.[1]});
  }
  return pages;
}

test('every internal link and anchor resolves', () => {
  const pages = readPages();
  const staticFile = (p: string) => fs.existsSync(path.join(buildDir, p)) && fs.statSync(path.join(buildDir, p)).isFile();
  const broken: string[] = [];
  for (const [from, page] of pages) {
    if (page.redirectTo || from === '/404') continue;
    for (const href of page.links) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue;
      const url = new URL(href, `http://site${from.endsWith('/') ? from : `${from}/`}`);
      const target = decodeURIComponent(url.pathname).replace(/\/$/, '') || '/';
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (staticFile(target)) continue;
      let resolved = pages.get(target);
      if (resolved?.redirectTo) resolved = pages.get(new URL(resolved.redirectTo, 'http://site').pathname.replace(/\/$/, '') || '/');
      if (!resolved) {
        broken.push(`${from} -> ${href} (no such page)`);
      } else if (anchor && !resolved.ids.has(anchor)) {
        broken.push(`${from} -> ${href} (no such anchor)`);
      }
    }
  }
  expect(broken).toEqual([]);
});
