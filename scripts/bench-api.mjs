#!/usr/bin/env node
/**
 * First-load JavaScript of a generated REST operation page against a plain
 * doc page, from a production build (raw and gzip bytes).
 *
 *   node scripts/bench-api.mjs [buildDir]      default: build/
 *
 * Two figures per page. "Entry" sums the files of the page's <script src>
 * tags. "First load" adds the route chunks the Docusaurus runtime fetches
 * before the page hydrates, as Chromium records them (skipped when no
 * Chromium is installed; CHROMIUM_PATH overrides /usr/bin/chromium).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(root, process.argv[2] ?? 'build');
const OPERATION_PAGE = '/docs/api/book-objects';
const PLAIN_PAGE = '/docs/api/pagination';

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function sizes(files) {
  return files.reduce(
    (sum, file) => {
      const body = fs.readFileSync(path.join(buildDir, file));
      return {raw: sum.raw + body.length, gzip: sum.gzip + gzipSync(body).length, count: sum.count + 1};
    },
    {raw: 0, gzip: 0, count: 0},
  );
}

/** Site-relative paths of the page's <script src> files. */
function entryScripts(route) {
  const html = fs.readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');
  return [...html.matchAll(/<script[^>]+src=["']?([^"'\s>]+)/g)].map((m) => m[1]).filter((src) => src.startsWith('/'));
}

/** Serves the build with clean URLs on a free port. */
function serve() {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    let file = path.join(buildDir, pathname);
    if (!file.startsWith(buildDir)) file = buildDir;
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    else if (!fs.existsSync(file) && fs.existsSync(`${file}.html`)) file = `${file}.html`;
    if (!fs.existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const type = {'.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml'}[path.extname(file)];
    response.writeHead(200, type ? {'content-type': type} : {}).end(fs.readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Every same-origin script Chromium runs for the page until it has hydrated and the network is idle. */
async function loadedScripts(browser, origin, route) {
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    // Prefetches of linked pages (<link rel=prefetch>) are not part of this page's load.
    if (url.origin === origin && request.resourceType() === 'script') scripts.add(url.pathname);
  });
  await page.goto(origin + route);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  await page.close();
  return [...scripts];
}

async function launchChromium() {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(executablePath)) return null;
  const {chromium} = await import('playwright-core');
  return chromium.launch({executablePath, args: ['--no-sandbox', '--disable-gpu']});
}

function line(label, figures) {
  return `  ${label.padEnd(12)} ${kb(figures.raw).padStart(10)} raw  ${kb(figures.gzip).padStart(10)} gzip  (${figures.count} files)`;
}

if (!fs.existsSync(path.join(buildDir, OPERATION_PAGE, 'index.html'))) {
  console.error(`bench-api: ${OPERATION_PAGE} is not in ${path.relative(root, buildDir) || '.'}; build the site first.`);
  process.exit(1);
}

const pages = [
  ['REST operation page', OPERATION_PAGE],
  ['plain doc page', PLAIN_PAGE],
];
const browser = await launchChromium();
const server = browser ? await serve() : null;
const origin = server ? `http://127.0.0.1:${server.address().port}` : '';
console.log(`\nREST reference: first-load JavaScript (${path.relative(root, buildDir) || '.'})`);
try {
  for (const [label, route] of pages) {
    console.log(`${label} (${route}):`);
    console.log(line('entry', sizes(entryScripts(route))));
    if (browser) console.log(line('first load', sizes(await loadedScripts(browser, origin, route))));
  }
  if (!browser) console.log('  (no Chromium found: route chunks not measured)');
} finally {
  await browser?.close();
  server?.close();
}
