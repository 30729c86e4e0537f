/**
 * Claims need a source: a renderer page says what the renderer does with a bad
 * value (rendering fails, it throws, a promise rejects, a console warning, the
 * value is ignored) only where domain/renderer.yaml `invalidValues` records that
 * behaviour for the page's item or for an item the sentence names.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import {listDocs, repoRoot, type DocFile} from './lib/docs';
import {behaviours, claimsIn, indexSources, unsourcedClaims, type InvalidValues, type Item} from './lib/claims';

type DomainItem = {slug: string; name: string; owner?: string};
type Renderer = {
  invalidValues: InvalidValues & {renderingFails: string};
  config_options: DomainItem[];
  chart_methods: DomainItem[];
  chart_properties: DomainItem[];
  callbacks: DomainItem[];
  prompts_api: {callbacks: DomainItem[]};
  object_properties: DomainItem[];
};

const renderer = parse(fs.readFileSync(path.join(repoRoot, 'domain', 'renderer.yaml'), 'utf8')) as Renderer;
const pages = listDocs().filter((doc) => doc.relPath.startsWith('renderer/'));
const slugOf = (doc: DocFile) =>
  doc.relPath
    .replace(/^renderer\//, '')
    .replace(/\.mdx?$/, '')
    .replace(/\/index$/, '');

/** Every domain item that has a page, found the way the domain coverage test finds it (kind, name, owner). */
function rendererItems(): Item[] {
  const lists: [string, DomainItem[]][] = [
    ['option', renderer.config_options],
    ['method', renderer.chart_methods],
    ['property', renderer.chart_properties],
    ['callback', [...renderer.callbacks, ...renderer.prompts_api.callbacks]],
    ['object-property', renderer.object_properties],
  ];
  const items: Item[] = [];
  for (const [kind, list] of lists) {
    for (const entry of list) {
      const owner = entry.owner === 'seat/table' ? 'seat' : entry.owner;
      const page = pages.find(
        (doc) =>
          doc.frontMatter.kind === kind &&
          doc.frontMatter.name === entry.name &&
          (kind !== 'object-property' || doc.frontMatter.owner === owner),
      );
      if (page) items.push({slug: entry.slug, page: slugOf(page), name: entry.name, kind: kind === 'option' ? 'option' : 'other'});
    }
  }
  return items;
}

const items = rendererItems();
const sources = indexSources(renderer.invalidValues, items);
const page = (slug: string) => pages.find((doc) => slugOf(doc) === slug)!;

/** A page's findings, description included (search results and link previews show it). */
function findings(doc: DocFile, body = doc.body): string[] {
  const text = `${String(doc.frontMatter.description ?? '')}\n\n${body}`;
  return unsourcedClaims(slugOf(doc), String(doc.frontMatter.kind), text, sources).map((f) => `${doc.relPath}: [${f.behaviour}] ${f.text}`);
}

describe('claims need a source', () => {
  it('every statement about bad values on a renderer page is recorded in domain/renderer.yaml', () => {
    expect(pages.length).toBeGreaterThan(200);
    expect(pages.flatMap((doc) => findings(doc))).toEqual([]);
  });

  it('every record names known items and pages, a known behaviour, when and what happens', () => {
    const domainSlugs = new Set(items.map((item) => item.slug));
    const pageSlugs = new Set(pages.map(slugOf));
    const problems: string[] = [];
    for (const [index, record] of renderer.invalidValues.cases.entries()) {
      if (!(behaviours as readonly string[]).includes(record.behaviour))
        problems.push(`case ${index}: unknown behaviour ${record.behaviour}`);
      for (const slug of record.items) if (!domainSlugs.has(slug)) problems.push(`case ${index}: no renderer item with slug ${slug}`);
      for (const slug of record.pages ?? []) if (!pageSlugs.has(slug)) problems.push(`case ${index}: no page docs/renderer/${slug}`);
      if (record.items.length + (record.pages ?? []).length === 0) problems.push(`case ${index}: names no item and no page`);
      if (!record.when?.trim() || !record.result?.trim()) problems.push(`case ${index}: needs when and result`);
    }
    for (const slug of renderer.invalidValues.options.pages ?? [])
      if (!pageSlugs.has(slug)) problems.push(`options: no page docs/renderer/${slug}`);
    expect(problems).toEqual([]);
  });

  it('fails on a seeded claim that the domain does not record', () => {
    const minimap = page('config-showminimap');
    const seeded = `${minimap.body}\n\nA value that is not a boolean makes rendering fail.\n`;
    expect(findings(minimap)).toEqual([]);
    expect(findings(minimap, seeded)).toEqual([`${minimap.relPath}: [fails] A value that is not a boolean makes rendering fail.`]);
    // A link to the callback that reports failures does not make the claim true.
    const linked = `${minimap.body}\n\nA string makes rendering fail and fires [\`onChartRenderingFailed\`](./events-onchartrenderingfailed.mdx).\n`;
    expect(findings(minimap, linked)).toHaveLength(1);
    // Options warn and ignore, but methods only do what their record says.
    const find = page('chart-findobject');
    expect(findings(find, `${find.body}\n\nA label that matches nothing is ignored.\n`)).toHaveLength(1);
  });

  it('accepts a claim the domain records for the page item or for an item the sentence names', () => {
    const lock = page('config-lockactivefloor');
    expect(findings(lock, `${lock.body}\n\nWithout activeFloor, rendering fails.\n`)).toEqual([]);
    const minimap = page('config-showminimap');
    expect(findings(minimap, `${minimap.body}\n\nAn empty [\`channels\`](./config-channels.mdx) array makes rendering fail.\n`)).toEqual(
      [],
    );
    expect(findings(minimap, `${minimap.body}\n\nThe string \`'false'\` is ignored, with a console warning.\n`)).toEqual([]);
  });

  it('reads conditions and the reader’s own code as no claim', () => {
    expect(claimsIn('If rendering fails, show your own message.')).toEqual([]);
    expect(claimsIn('If the function throws, the renderer draws `defaultIcon`.')).toEqual([]);
    expect(claimsIn('Log it with `console.log()` first.')).toEqual([]);
    expect(claimsIn('Calling `destroy()` twice throws.')).toEqual(['throws']);
    expect(claimsIn('A number fires [`onChartRenderingFailed`](./events-onchartrenderingfailed.mdx).')).toEqual(['fails']);
    expect(claimsIn('The renderer logs a warning in the console and ignores the value.')).toEqual(['warns', 'ignored']);
  });
});
