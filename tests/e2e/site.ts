/** Facts about the production build under test, read from build/ itself. */
import fs from 'node:fs';
import path from 'node:path';

export const buildDir = path.resolve(__dirname, '../../build');

/** Every page path of the built sitemap, in order ("/docs/webhooks", "/", ...). */
export function sitemapPaths(dir = buildDir): string[] {
  const xml = fs.readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decodeURI(new URL(match[1]).pathname));
}

/** Splits a list into `count` interleaved shards, so each test gets a similar mix. */
export function shards<T>(items: T[], count: number): T[][] {
  return Array.from({length: count}, (_, i) => items.filter((_, index) => index % count === i));
}

/** Every HTML file of a build, pages and redirect stubs alike, without the assets folder. */
export function htmlFiles(dir = buildDir, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'assets') htmlFiles(abs, out);
    else if (entry.name.endsWith('.html')) out.push(abs);
  }
  return out;
}
