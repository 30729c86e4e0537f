/**
 * What the production build's search index reads of a page, which the dialog's excerpts and Ask AI's
 * sentences quote: a fact with its name on one line ("Default: true", not a bare "true"), and a REST
 * field row as words ("eventKey string Required", not "eventKeystringRequired", a token no query matches).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {fileFetcher} from '../../lib/search/fileFetcher';
import {LocalIndex} from '../../lib/search/localIndex';

const indexDir = path.resolve(__dirname, '../../build/search-index');

if (!fs.existsSync(path.join(indexDir, 'manifest.json'))) {
  throw new Error('The index text is read from the production build: run `npm run build` first.');
}

const index = new LocalIndex('/search-index/manifest.json', fileFetcher(indexDir));

async function pageLines(url: string): Promise<string[]> {
  // The index caches its core: the pages are looked up in one loaded copy.
  const loaded = await index.load();
  const page = loaded.core.pages.findIndex((entry) => entry[0] === url);
  expect(page, `${url} is in the index`).toBeGreaterThanOrEqual(0);
  const fragment = await index.fragment(loaded, page);
  return (fragment?.texts ?? []).flatMap((text) => text.split('\n'));
}

describe('the search index text', () => {
  it("reads an option's facts with their names", async () => {
    const lines = await pageLines('/docs/renderer/config-showminimap');
    expect(lines).toContain('Type: boolean');
    expect(lines).toContain('Default: true');
    expect(lines.some((line) => line.startsWith('Invalid value: '))).toBe(true);
  });

  it("reads a REST operation's field rows as words", async () => {
    const lines = await pageLines('/docs/api/book-objects');
    expect(lines).toContain('eventKey string Required');
    expect(lines).toContain('holdToken string');
    expect(lines.filter((line) => /^[a-z]\w*(?:string|integer|boolean|object)\b/.test(line))).toEqual([]);
  });
});
