/**
 * Compares two production builds page by page: each HTML page's visible text,
 * its links and its anchors, and every Markdown, text, XML and SVG output
 * (the seat-map figures among them) byte for byte. Content-hashed asset
 * names are masked, so a refactor that changes no page prints only "same". Usage: node scripts/compare-builds.mjs BEFORE AFTER
 */
import fs from 'node:fs';
import path from 'node:path';
import {Parser} from 'htmlparser2';

const SKIPPED = new Set(['script', 'style', 'noscript', 'template']);
const maskHashes = (value) => value.replace(/([./-])[0-9a-f]{8,}(?=[.-])/g, '$1#');

/** The text a reader sees, the links and the anchors of one HTML page. */
export function pageFacts(html) {
  const text = [];
  const links = [];
  const ids = [];
  let skipping = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (SKIPPED.has(name)) skipping += 1;
        if (attributes.id) ids.push(attributes.id);
        for (const key of ['href', 'src'])
          if (attributes[key] && name !== 'link' && name !== 'script') links.push(maskHashes(attributes[key]));
      },
      ontext(data) {
        if (skipping === 0) text.push(data);
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) skipping -= 1;
      },
    },
    {decodeEntities: true},
  );
  parser.end(html);
  return {text: text.join(' ').replace(/\s+/g, ' ').trim(), links, ids};
}

function filesUnder(dir, out = [], base = dir) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(full, out, base);
    else out.push(path.relative(base, full));
  }
  return out;
}

/** Where two strings first part, with a little context from each. */
function firstDifference(a, b) {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  const from = Math.max(0, i - 60);
  return `\n      before: …${a.slice(from, i + 80)}…\n      after:  …${b.slice(from, i + 80)}…`;
}

function listDifference(a, b) {
  const left = a.filter((x) => !b.includes(x));
  const right = b.filter((x) => !a.includes(x));
  return (
    `${left.length ? ` only before: ${left.slice(0, 5).join(' ')}` : ''}${right.length ? ` only after: ${right.slice(0, 5).join(' ')}` : ''}` ||
    ' same set, other order'
  );
}

export function compareBuilds(before, after) {
  const compared = (dir) =>
    new Set(
      filesUnder(dir)
        .filter((f) => /\.(html|md|txt|xml|svg)$/.test(f) || f === '_redirects')
        .map(maskHashes),
    );
  const left = compared(before);
  const right = compared(after);
  const problems = [];
  for (const file of left) if (!right.has(file)) problems.push(`only before: ${file}`);
  for (const file of right) if (!left.has(file)) problems.push(`only after: ${file}`);
  const real = (dir) => new Map(filesUnder(dir).map((f) => [maskHashes(f), f]));
  const beforeFiles = real(before);
  const afterFiles = real(after);
  let pages = 0;
  for (const file of [...left].filter((f) => right.has(f)).sort()) {
    const a = fs.readFileSync(path.join(before, beforeFiles.get(file)), 'utf8');
    const b = fs.readFileSync(path.join(after, afterFiles.get(file)), 'utf8');
    if (!file.endsWith('.html')) {
      if (maskHashes(a) !== maskHashes(b)) problems.push(`${file}: content differs${firstDifference(maskHashes(a), maskHashes(b))}`);
      continue;
    }
    pages += 1;
    const x = pageFacts(a);
    const y = pageFacts(b);
    if (x.text !== y.text) problems.push(`${file}: text differs${firstDifference(x.text, y.text)}`);
    if (x.links.join('\n') !== y.links.join('\n')) problems.push(`${file}: links differ:${listDifference(x.links, y.links)}`);
    if (x.ids.join('\n') !== y.ids.join('\n')) problems.push(`${file}: anchors differ:${listDifference(x.ids, y.ids)}`);
  }
  return {pages, files: left.size, problems};
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [before, after] = process.argv.slice(2);
  if (!before || !after) {
    console.error('Usage: node scripts/compare-builds.mjs BEFORE_BUILD_DIR AFTER_BUILD_DIR');
    process.exit(2);
  }
  const {pages, files, problems} = compareBuilds(path.resolve(before), path.resolve(after));
  console.log(
    `${pages} HTML pages and ${files - pages} Markdown, text, XML and SVG files compared: ${problems.length ? `${problems.length} differences` : 'same'}`,
  );
  for (const problem of problems) console.log(`  ${problem}`);
  process.exitCode = problems.length ? 1 : 0;
}
