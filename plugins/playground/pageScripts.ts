/**
 * The playground page's own first load: its entry scripts start after the
 * chart frame (src/playground-page/loader.ts says why). postBuild bundles the
 * loader to /assets/js/ under a content hash and puts it in the built page in
 * place of the two `<script defer>` tags Docusaurus writes. No other page
 * changes, and the dev server keeps Docusaurus's tags.
 *
 * It also moves the colour-mode scripts Docusaurus writes at the top of
 * `<body>` into `<head>`, ahead of the stylesheet. Inline scripts after a
 * stylesheet wait for it to load, and the parser waits for them: on a phone the
 * chart frame's request started only once the stylesheet had arrived. Ahead of
 * it, they run at once, set the theme before anything is drawn as before, and
 * the parser reaches the frame while the stylesheet is still loading.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {bundleForBrowser} from './bundle';
import {PLAYGROUND_ROUTE} from './samples';

/** The runtime and main entry tags, as Docusaurus writes them into a built page (its HTML is minified: unquoted attributes). */
const ENTRY_TAGS =
  /<script src="?([^"\s>]*\/runtime~main\.[0-9a-f]+\.js)"? defer(?:="")?><\/script><script src="?([^"\s>]*\/main\.[0-9a-f]+\.js)"? defer(?:="")?><\/script>/g;

/** The page with its entry tags replaced by the loader's; throws unless the page has them exactly once. */
export function deferEntryScripts(html: string, loaderSrc: string): string {
  const found = [...html.matchAll(ENTRY_TAGS)];
  if (found.length !== 1)
    throw new Error(`playground page: expected the runtime~main and main <script defer> tags once, found ${found.length}`);
  const [tags, runtime, main] = found[0];
  return html.replace(tags, `<script src="${loaderSrc}" defer data-scripts="${runtime} ${main}"></script>`);
}

/** The inline scripts between `<body>` (and Docusaurus's SVG sprite) and the app's root. */
const BODY_SCRIPTS =
  /(<body[^>]*>(?:<svg[\s\S]*?<\/svg>)?\s*)((?:<script>(?:(?!<\/script>)[\s\S])*<\/script>)+)(?=<div id="?__docusaurus"?>)/;
const STYLESHEET = /<link rel="?stylesheet"? /;

/** The page with its colour-mode scripts moved from the top of `<body>` to just before its first stylesheet; throws unless both are there. */
export function hoistThemeScripts(html: string): string {
  const scripts = BODY_SCRIPTS.exec(html);
  const stylesheet = STYLESHEET.exec(html);
  if (!scripts || !scripts[2].includes('data-theme') || !stylesheet || stylesheet.index > scripts.index)
    throw new Error('playground page: expected the colour-mode <script> at the top of <body> and a stylesheet in <head>');
  const [, bodyStart, moved] = scripts;
  const withoutScripts = html.slice(0, scripts.index) + bodyStart + html.slice(scripts.index + scripts[0].length);
  return withoutScripts.replace(STYLESHEET, (link) => `${moved}${link}`);
}

/** The loader, minified; its file name carries a hash of its text, so it can be cached for good like the other assets. */
export async function bundleLoader(siteDir: string): Promise<{file: string; text: string}> {
  const [bundled] = await bundleForBrowser(path.join(siteDir, 'src/playground-page/loader.ts'));
  const text = bundled.text.trim();
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 8);
  return {file: `assets/js/playground-page.${hash}.js`, text};
}

/**
 * Rewrites the built playground page and writes the loader. The page is replaced by a rename, so the
 * other plugins that read every page in postBuild at the same time (search index, security headers)
 * read either the old page or the new one whole; both have the same text and inline scripts.
 */
export async function writePlaygroundPage(outDir: string, siteDir: string, baseUrl: string): Promise<void> {
  const page = path.join(outDir, PLAYGROUND_ROUTE.replace(/^\//, ''), 'index.html');
  const {file, text} = await bundleLoader(siteDir);
  await fs.mkdir(path.join(outDir, path.dirname(file)), {recursive: true});
  await fs.writeFile(path.join(outDir, file), text);
  const html = hoistThemeScripts(deferEntryScripts(await fs.readFile(page, 'utf8'), `${baseUrl}${file}`));
  const temporary = `${page}.${process.pid}.tmp`;
  await fs.writeFile(temporary, html);
  await fs.rename(temporary, page);
}
