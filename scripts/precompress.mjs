#!/usr/bin/env node
/**
 * Writes `<file>.br` and `<file>.gz` next to every text file of a build, so a
 * web server sends them as they are instead of compressing on each request
 * (nginx's brotli_static and gzip_static, see deploy/nginx/). Runs after
 * `docusaurus build`, because Docusaurus runs its plugins' postBuild steps in
 * parallel and some of them (search index, sitemap, feeds, redirect pages)
 * are still writing while any single plugin would compress.
 *
 *   node scripts/precompress.mjs [build-dir]
 *
 * A compressed copy is kept only when it is smaller than the file.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats a browser fetches; images other than SVG and fonts are compressed already. */
export const COMPRESSIBLE = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.svg',
  '.xml',
  '.txt',
  '.md',
  '.yaml',
  '.map',
  '.webmanifest',
  '.ico',
]);
/** Below this size the headers cost more than compression saves. */
const MIN_BYTES = 512;
/** zlib runs in libuv's thread pool; more in flight would only queue there. */
const CONCURRENCY = 8;
/**
 * Brotli's best quality (11) is about six times slower than 10 for some 2 %
 * fewer bytes: worth it for the hashed JS and CSS every visitor loads and
 * caches for a year, not for the hundreds of pages and Markdown copies.
 */
const qualityOf = (relative) => (relative.startsWith(`assets${path.sep}`) ? 11 : 10);

async function filesUnder(dir) {
  const entries = await fs.readdir(dir, {recursive: true, withFileTypes: true});
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function compressFile(dir, file) {
  const body = await fs.readFile(file);
  if (body.length < MIN_BYTES) return {raw: 0, br: 0, gz: 0};
  const quality = qualityOf(path.relative(dir, file));
  const [br, gz] = await Promise.all([
    brotli(body, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length}}),
    gzip(body, {level: 9}),
  ]);
  if (br.length < body.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < body.length) await fs.writeFile(`${file}.gz`, gz);
  return {raw: body.length, br: Math.min(br.length, body.length), gz: Math.min(gz.length, body.length)};
}

export async function precompress(dir) {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.has(path.extname(file)));
  const total = {files: files.length, raw: 0, br: 0, gz: 0};
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const sizes = await compressFile(dir, files[next++]);
      total.raw += sizes.raw;
      total.br += sizes.br;
      total.gz += sizes.gz;
    }
  };
  await Promise.all(Array.from({length: CONCURRENCY}, worker));
  return total;
}

async function main() {
  const dir = path.resolve(process.argv[2] ?? 'build');
  const started = Date.now();
  const total = await precompress(dir);
  const mb = (bytes) => `${(bytes / 1048576).toFixed(1)} MB`;
  console.log(
    `[precompress] ${total.files} files in ${path.relative(process.cwd(), dir) || '.'}: ${mb(total.raw)} raw, ${mb(total.gz)} gzip, ${mb(total.br)} brotli (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(`[precompress] ${error.message}`);
    process.exit(1);
  });
}
