/**
 * Every internal link and anchor of the built site resolves. Docusaurus only
 * warns about broken anchors; this test fails on them, and on links into
 * pages that do not exist.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {Parser} from 'htmlparser2';
import {buildDir, htmlFiles} from './site';

type Page = {ids: Set<string>; links: string[]; redirectTo?: string};

function routeOf(file: string): string {
  const rel = '/' + path.relative(buildDir, file).split(path.sep).join('/');
  return rel.replace(/\/index\.html$/, '').replace(/\.html$/, '') || '/';
}

function readPages(): Map<string, Page> {
  const pages = new Map<string, Page>();
  for (const file of htmlFiles(buildDir)) {
    const page: Page = {ids: new Set(), links: []};
    // Read as a browser does: real attributes only (not text inside scripts), every entity decoded.
    const parser = new Parser({
      onopentag(name, attributes) {
        if (attributes.id) page.ids.add(attributes.id);
        if (name === 'a' && attributes.href) page.links.push(attributes.href);
        const refresh =
          name === 'meta' && attributes['http-equiv']?.toLowerCase() === 'refresh' && /^0; ?url=(.+)$/i.exec(attributes.content ?? '');
        if (refresh) page.redirectTo = refresh[1];
      },
    });
    parser.end(fs.readFileSync(file, 'utf8'));
    pages.set(routeOf(file), page);
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
