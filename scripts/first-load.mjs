/**
 * What a browser fetches before a page of the production build is interactive,
 * computed from the build itself, the way the Docusaurus runtime decides it:
 * the entry scripts (runtime~main, main), then, for every route that matches the
 * path (the layout routes and the page), the chunks named in routesChunkNames
 * and the chunks each of them needs, from the client manifest. The HTML does not
 * list the route chunks (Docusaurus's SSR manifest lookup finds none), so they
 * cannot be read from the page's <script> tags.
 *
 * Used by `npm run bench` and by the first-load budget test; both read the
 * build directory and its generated-files directory (`.docusaurus` for
 * `npm run build`).
 */
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

/**
 * @typedef {{path: string, exact?: boolean, key: string, routes?: Route[]}} Route
 * @typedef {{raw: number, gzip: number, files: string[]}} Bytes
 */

/** The route table of `.docusaurus/routes.js`, each route carrying its routesChunkNames key. */
export function readRoutes(generatedDir) {
  const source = fs.readFileSync(path.join(generatedDir, 'routes.js'), 'utf8');
  const body = source.replace(/^import .*$/gm, '').replace(/^export default /m, 'return ');
  // The file is generated data: a literal array whose components are ComponentCreator(path, hash) calls.
  const componentCreator = (routePath, hash) => `${routePath}-${hash}`;
  /** @type {Array<{path: string, exact?: boolean, component: string, routes?: unknown[]}>} */
  const table = new Function('ComponentCreator', body)(componentCreator);
  /** @returns {Route} */
  const convert = (route) => ({
    path: route.path,
    exact: route.exact,
    key: route.component,
    ...(route.routes ? {routes: route.routes.map(convert)} : {}),
  });
  return table.map(convert);
}

const trimSlash = (value) => (value.length > 1 ? value.replace(/\/+$/, '') : value);

/** react-router 5's matchPath for the static paths Docusaurus generates: case-insensitive, trailing slash optional. */
function matches(route, pathname) {
  if (route.path === '*') return true;
  const target = trimSlash(route.path).toLowerCase();
  const actual = trimSlash(pathname).toLowerCase();
  if (route.exact) return actual === target;
  return target === '/' || actual === target || actual.startsWith(`${target}/`);
}

/** react-router-config's matchRoutes: the first matching route of each level, then its children. */
export function matchRoutes(routes, pathname) {
  const branch = [];
  let level = routes;
  while (level) {
    const match = level.find((route) => matches(route, pathname));
    if (!match) break;
    branch.push(match);
    level = match.routes;
  }
  return branch;
}

/** Every chunk name in one routesChunkNames entry (nested objects and arrays flattened). */
function chunkNames(entry) {
  if (typeof entry === 'string') return [entry];
  if (entry && typeof entry === 'object') return Object.values(entry).flatMap(chunkNames);
  return [];
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * The chunk names of the route-data sections that describe these routes: the
 * production build writes `lean-routes/section-<i>.js`, chunk `route-section-<i>`,
 * each listing its routes' keys in `chunkNames`.
 */
function routeSectionChunks(generatedDir, keys) {
  const dir = path.join(generatedDir, 'lean-routes');
  if (!fs.existsSync(dir)) return [];
  const sections = fs.readdirSync(dir).filter((file) => /^section-\d+\.js$/.test(file));
  return keys.map((key) => {
    const file = sections.find((name) => fs.readFileSync(path.join(dir, name), 'utf8').includes(`${JSON.stringify(key)}:`));
    if (!file) throw new Error(`first-load: no route-data section lists ${key}`);
    return `route-${file.replace(/\.js$/, '')}`;
  });
}

/** The built JavaScript of a named chunk group. */
function readChunkSources(buildDir, manifest, name) {
  return (manifest.origins[name] ?? [])
    .flatMap((id) => manifest.assets[id]?.js ?? [])
    .map((asset) => fs.readFileSync(path.join(buildDir, asset.file), 'utf8'))
    .join('\n');
}

/**
 * The chunks a route chunk's loader fetches, read from the built route-data
 * section: the section's registry entries are unnamed chunks (so not in the
 * manifest by name), compiled to `"name":[()=>x.e("id")...` (or `name:`) or
 * `"name":[()=>Promise.all([x.e("a"),x.e("b")])...`.
 */
function routeChunkIds(sectionSources, name) {
  // The minifier drops the quotes of a key that is an identifier, and writes a number key in hex when it can.
  const keys = [`"${name}"`, name, ...(/^\d+$/.test(name) ? [`0x${Number(name).toString(16)}`] : [])];
  const start = sectionSources.search(new RegExp(`[{,](?:${keys.join('|')}):\\[\\(\\)=>`));
  if (start < 0) throw new Error(`first-load: no built route-data section holds the chunk ${name}`);
  const end = sectionSources.indexOf(']', sectionSources.indexOf('.then(', start));
  const loader = sectionSources.slice(start, end);
  const ids = [...loader.matchAll(/\b[\w$]+\.e\("?(\d+)"?\)/g)].map((match) => match[1]);
  // `Promise.resolve()`: the module is in a chunk the page has already (main.js).
  if (ids.length === 0 && !loader.includes('[()=>Promise.resolve()')) {
    throw new Error(`first-load: cannot read the chunks of ${name} in its section: ${loader.slice(0, 120)}`);
  }
  return ids;
}

/** The JS and CSS files a first visit of `pathname` loads, site-relative. */
export function firstLoadFiles(buildDir, generatedDir, pathname) {
  const manifest = readJson(path.join(generatedDir, 'client-manifest.json'));
  const routesChunkNames = readJson(path.join(generatedDir, 'routesChunkNames.json'));
  const branch = matchRoutes(readRoutes(generatedDir), pathname);
  if (branch.length === 0 || branch.at(-1).path === '*') {
    throw new Error(`first-load: no route of ${generatedDir} matches ${pathname}`);
  }
  const sections = routeSectionChunks(
    generatedDir,
    branch.map((route) => route.key),
  );
  const named = [...manifest.entrypoints, ...sections];
  const chunkIds = new Set(named.flatMap((name) => manifest.origins[name] ?? []));
  const sectionSources = sections.map((name) => readChunkSources(buildDir, manifest, name)).join('\n');
  for (const name of branch.flatMap((route) => chunkNames(routesChunkNames[route.key]))) {
    for (const id of manifest.origins[name] ?? routeChunkIds(sectionSources, name)) chunkIds.add(id);
  }
  const files = {js: new Set(), css: new Set()};
  for (const id of chunkIds) {
    for (const kind of ['js', 'css']) {
      for (const asset of manifest.assets[id]?.[kind] ?? []) files[kind].add(asset.file);
    }
  }
  for (const file of [...files.js, ...files.css]) {
    if (!fs.existsSync(path.join(buildDir, file))) throw new Error(`first-load: ${file} is not in ${buildDir}`);
  }
  return {js: [...files.js].sort(), css: [...files.css].sort()};
}

/** Raw and gzip bytes of the given build files (gzip level 9, as a static host precompresses). */
export function bytesOf(buildDir, files) {
  /** @type {Bytes} */
  const total = {raw: 0, gzip: 0, files};
  for (const file of files) {
    const body = fs.readFileSync(path.join(buildDir, file));
    total.raw += body.length;
    total.gzip += gzipSync(body, {level: 9}).length;
  }
  return total;
}

/** First-load JS and CSS of a page, in bytes. */
export function firstLoad(buildDir, generatedDir, pathname) {
  const files = firstLoadFiles(buildDir, generatedDir, pathname);
  return {js: bytesOf(buildDir, files.js), css: bytesOf(buildDir, files.css)};
}

/** The built HTML file of a route: `route/index.html`, or `route.html` for a trailing-slash-less file. */
export function htmlFile(buildDir, pathname) {
  const direct = path.join(buildDir, pathname, 'index.html');
  return fs.existsSync(direct) ? direct : path.join(buildDir, `${trimSlash(pathname)}.html`);
}
