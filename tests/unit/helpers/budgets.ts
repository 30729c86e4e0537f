/**
 * The deterministic performance budgets (README, `npm run test:budgets`), read from a production
 * build: first-load JavaScript (gzip) per kind of page, and the element count of
 * REST operation pages. Scores and timings are not budgets: `npm run bench`
 * prints them.
 */
import fs from 'node:fs';
import {firstLoad, htmlFile} from '../../../scripts/first-load.mjs';
import {Parser} from 'htmlparser2';

/** First-load JavaScript, gzip, that any kind of page may fetch before it is interactive. */
export const FIRST_LOAD_JS_LIMIT = 170 * 1024;
/** Elements a REST operation page may have. */
export const OPERATION_DOM_LIMIT = 2000;

/** One page of each kind, by route. */
export const PAGE_KINDS: Record<string, string> = {
  home: '/',
  'docs guide': '/docs/webhooks',
  'renderer option': '/docs/renderer/config-pricing',
  'REST operation': '/docs/api/book-objects',
  'changelog list': '/changelog/',
  search: '/search',
};

/** Elements of a built page, as the browser parses them (comments and doctype excluded). */
export function elementCount(html: string): number {
  let count = 0;
  const parser = new Parser({onopentag: () => (count += 1)}, {decodeEntities: false});
  parser.write(html);
  parser.end();
  return count;
}

/** Pages whose first-load JavaScript is over the limit, as messages. */
export function firstLoadProblems(
  buildDir: string,
  generatedDir: string,
  pages: Record<string, string>,
  limit = FIRST_LOAD_JS_LIMIT,
): string[] {
  return Object.entries(pages).flatMap(([kind, route]) => {
    const {gzip} = firstLoad(buildDir, generatedDir, route).js;
    return gzip > limit
      ? [`${kind} (${route}): ${(gzip / 1024).toFixed(1)} KB gzip of JavaScript, over ${(limit / 1024).toFixed(0)} KB`]
      : [];
  });
}

/** Pages with more elements than the limit, as messages. */
export function domProblems(buildDir: string, routes: string[], limit = OPERATION_DOM_LIMIT): string[] {
  return routes.flatMap((route) => {
    const count = elementCount(fs.readFileSync(htmlFile(buildDir, route), 'utf8'));
    return count > limit ? [`${route}: ${count} elements, over ${limit}`] : [];
  });
}
