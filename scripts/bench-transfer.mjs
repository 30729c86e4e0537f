#!/usr/bin/env node
/**
 * Bytes on the wire for the first load of a few pages, served by the
 * production nginx configuration (deploy/nginx/) with brotli and with gzip
 * only: every response Chromium receives until the page has hydrated, body
 * bytes as sent (compressed) plus headers.
 *
 *   node scripts/bench-transfer.mjs [build-dir]
 *
 * It prints figures; it asserts nothing. Needs Debian's nginx and
 * libnginx-mod-http-brotli-static (see .ci/run).
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {precompress} from './precompress.mjs';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(root, process.argv[2] ?? 'build');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = ['/', '/docs/', '/docs/api/book-objects'];
const ENCODINGS = {brotli: 'gzip, deflate, br', gzip: 'gzip, deflate'};

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startNginx(port) {
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules/jiti/bin/jiti.js'), path.join(root, 'scripts/serve-nginx.ts'), buildDir, String(port)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`serve-nginx exited with ${code}`)));
    child.stdout.on('data', (chunk) => String(chunk).includes('nginx serves') && resolve());
  });
  return child;
}

async function firstLoad(browser, url, acceptEncoding) {
  const context = await browser.newContext({extraHTTPHeaders: {'Accept-Encoding': acceptEncoding}});
  const page = await context.newPage();
  const responses = [];
  // Route prefetches for links in view are the next page's load, not this one's.
  page.on('response', (response) => response.request().resourceType() !== 'other' && responses.push(response));
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const loaded = [...responses];
  let bytes = 0;
  const encodings = new Set();
  for (const response of loaded) {
    const sizes = await response.request().sizes();
    bytes += sizes.responseBodySize + sizes.responseHeadersSize;
    encodings.add((await response.headerValue('content-encoding')) ?? 'identity');
  }
  await context.close();
  return {requests: loaded.length, bytes, encodings: [...encodings].sort().join(', ')};
}

// `npm run build` precompresses; a bare `docusaurus build` (npm run bench's own) does not.
if (!fs.existsSync(path.join(buildDir, 'index.html.br'))) await precompress(buildDir);
const port = await freePort();
const nginx = await startNginx(port);
const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox']});
try {
  console.log(`\nFirst load over nginx (deploy/nginx), until hydrated:`);
  for (const route of PAGES) {
    const figures = {};
    for (const [name, header] of Object.entries(ENCODINGS))
      figures[name] = await firstLoad(browser, `http://127.0.0.1:${port}${route}`, header);
    if (figures.brotli.requests !== figures.gzip.requests)
      console.log(`  (${route}: ${figures.brotli.requests} vs ${figures.gzip.requests} requests)`);
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    const saved = (1 - figures.brotli.bytes / figures.gzip.bytes) * 100;
    console.log(
      `  ${route.padEnd(26)} brotli ${kb(figures.brotli.bytes).padStart(9)}  gzip ${kb(figures.gzip.bytes).padStart(9)}  (${figures.brotli.requests} requests, brotli ${saved.toFixed(0)}% smaller; encodings ${figures.brotli.encodings} / ${figures.gzip.encodings})`,
    );
  }
} finally {
  await browser.close();
  nginx.kill('SIGTERM');
}
