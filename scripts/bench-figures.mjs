#!/usr/bin/env node
/**
 * What the seat-map figures weigh in a production build: raw and gzip bytes
 * of each figure's light and dark SVG (a reader downloads one of the two, only
 * when it scrolls into view), the page that shows it, and the social cards.
 *
 *   node scripts/bench-figures.mjs [buildDir]      default: build/
 */
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(root, process.argv[2] ?? 'build');
const figuresDir = path.join(buildDir, 'img', 'figures');
const docsDir = path.join(root, 'docs');

if (!fs.existsSync(figuresDir)) {
  console.log(`\nFigures: none in ${path.relative(root, buildDir) || '.'} (build first)`);
  process.exit(0);
}

function walk(dir, match, out = []) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(abs, match, out);
    else if (match(entry.name)) out.push(abs);
  }
  return out;
}

/** Scene → the docs pages that show it, read from the <Figure scene="…"> lines. */
const pagesOf = new Map();
for (const file of walk(docsDir, (name) => name.endsWith('.mdx'))) {
  for (const match of fs.readFileSync(file, 'utf8').matchAll(/<Figure\s+scene="([^"]+)"/g)) {
    const list = pagesOf.get(match[1]) ?? [];
    list.push(path.relative(docsDir, file).split(path.sep).join('/'));
    pagesOf.set(match[1], list);
  }
}

const size = (file) => {
  const body = fs.readFileSync(file);
  return {raw: body.length, gzip: gzipSync(body).length};
};
const scenes = walk(figuresDir, (name) => name.endsWith('.svg') && !name.endsWith('.dark.svg'))
  .map((file) =>
    path
      .relative(figuresDir, file)
      .split(path.sep)
      .join('/')
      .replace(/\.svg$/, ''),
  )
  .sort();

console.log('\nFigures (bytes of each SVG; a page fetches one variant per figure, lazily)');
console.log(
  `  ${'scene'.padEnd(36)} ${'light raw'.padStart(9)} ${'gzip'.padStart(6)} ${'dark raw'.padStart(9)} ${'gzip'.padStart(6)}  page`,
);
const total = {light: {raw: 0, gzip: 0}, dark: {raw: 0, gzip: 0}};
for (const scene of scenes) {
  const light = size(path.join(figuresDir, `${scene}.svg`));
  const dark = size(path.join(figuresDir, `${scene}.dark.svg`));
  for (const [key, value] of [
    ['light', light],
    ['dark', dark],
  ]) {
    total[key].raw += value.raw;
    total[key].gzip += value.gzip;
  }
  const pages = (pagesOf.get(scene) ?? ['(social card)']).join(', ');
  console.log(
    `  ${scene.padEnd(36)} ${String(light.raw).padStart(9)} ${String(light.gzip).padStart(6)} ${String(dark.raw).padStart(9)} ${String(dark.gzip).padStart(6)}  ${pages}`,
  );
}
const n = scenes.length;
console.log(
  `  ${`${n} scenes, mean`.padEnd(36)} ${String(Math.round(total.light.raw / n)).padStart(9)} ${String(Math.round(total.light.gzip / n)).padStart(6)} ${String(Math.round(total.dark.raw / n)).padStart(9)} ${String(Math.round(total.dark.gzip / n)).padStart(6)}`,
);

const ogDir = path.join(buildDir, 'img', 'og');
if (fs.existsSync(ogDir)) {
  console.log('\nSocial cards (PNG, 1200 × 630)');
  for (const file of fs.readdirSync(ogDir).sort())
    console.log(`  ${file.padEnd(24)} ${String(fs.statSync(path.join(ogDir, file)).size).padStart(7)} bytes`);
}
