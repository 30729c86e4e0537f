/**
 * Claims need a source: a renderer page says what the renderer does with a bad
 * value (rendering fails, it throws, a promise rejects, a console warning, the
 * value is ignored) only where domain/renderer.yaml `invalidValues` records that
 * behaviour for the page's item or for an item the sentence names.
 *
 * The facts box's "Invalid value" row of each current option page is that
 * record, generated from `invalidValues.options` (lib/content/invalidValues.ts):
 * every row is held to the cases like a sentence of its page, and no option page
 * writes the row out again by hand. And a page forbids a call inside a callback
 * or a function option only where `call_rules` does.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import {derivedFrontMatter} from '../../plugins/domain-facts';
import {invalidValueRow, type InvalidValueRows} from '../../lib/content/invalidValues';
import {listDocs, repoRoot, type DocFile} from './helpers/docs';
import {
  behaviours,
  callRuleFindings,
  claimsIn,
  handWrittenRowFindings,
  indexSources,
  unsourcedClaims,
  type CallRule,
  type InvalidValues,
  type Item,
} from './helpers/claims';

type DomainItem = {slug: string; name: string; owner?: string};
type Renderer = {
  invalidValues: InvalidValues & {renderingFails: string; options: InvalidValueRows};
  call_rules: CallRule[];
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
      const page = pages.find(
        (doc) =>
          doc.frontMatter.kind === kind &&
          doc.frontMatter.name === entry.name &&
          (kind !== 'object-property' || doc.frontMatter.owner === entry.owner),
      );
      if (page) items.push({slug: entry.slug, page: slugOf(page), name: entry.name, kind: kind === 'option' ? 'option' : 'other'});
    }
  }
  return items;
}

const items = rendererItems();
const sources = indexSources(renderer.invalidValues, items);
const page = (slug: string) => pages.find((doc) => slugOf(doc) === slug)!;

/**
 * A page's findings, description included (search results and link previews show it). The two are read
 * apart, so the body is the one the global setup already parsed.
 */
function findings(doc: DocFile, body = doc.body): string[] {
  const read = (text: string) => unsourcedClaims(slugOf(doc), String(doc.frontMatter.kind), text, sources);
  return [...read(String(doc.frontMatter.description ?? '')), ...read(body)].map((f) => `${doc.relPath}: [${f.behaviour}] ${f.text}`);
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

describe('the "Invalid value" row of the facts box', () => {
  const rows = renderer.invalidValues.options;
  const options = pages.filter((doc) => doc.frontMatter.kind === 'option' && doc.frontMatter.status === 'current');
  const rowOf = (doc: DocFile) => invalidValueRow(doc.relPath, doc.frontMatter, rows, renderer.config_options);

  it('every current renderer option page gets one, and every special row belongs to such a page', () => {
    expect(options.length).toBeGreaterThanOrEqual(55);
    expect(options.filter((doc) => !rowOf(doc)).map((doc) => doc.relPath)).toEqual([]);
    const optionSlugs = new Set(
      renderer.config_options.filter((o) => options.some((doc) => doc.frontMatter.name === o.name)).map((o) => o.slug),
    );
    expect(Object.keys(rows.rows ?? {}).filter((slug) => !optionSlugs.has(slug))).toEqual([]);
    // Only current options: a deprecated page opens with its notice instead.
    expect(
      invalidValueRow(
        'renderer/stylepreset.mdx',
        {kind: 'option', name: 'stylePreset', status: 'deprecated'},
        rows,
        renderer.config_options,
      ),
    ).toBeUndefined();
  });

  it('the build puts the row into the page (front matter, so the site and the Markdown copy show the same text)', () => {
    const minimap = page('config-showminimap');
    expect(derivedFrontMatter(repoRoot, minimap.relPath, minimap.frontMatter)).toEqual({invalidValue: rows.row});
    // An option with a list of allowed values says that a value outside them is ignored too.
    const mode = page('config-mode');
    expect(derivedFrontMatter(repoRoot, mode.relPath, mode.frontMatter)).toEqual({invalidValue: rows.rowWithValues});
    const channels = page('config-channels');
    expect(derivedFrontMatter(repoRoot, channels.relPath, channels.frontMatter)).toEqual({invalidValue: rows.rows!['config-channels']});
    expect(derivedFrontMatter(repoRoot, 'api/pagination.mdx', {kind: 'guide'})).toEqual({});
  });

  it('every row states only what the cases record for its option', () => {
    const problems = options.flatMap((doc) =>
      unsourcedClaims(slugOf(doc), 'option', rowOf(doc)!, sources).map((f) => `${doc.relPath} row: [${f.behaviour}] ${f.text}`),
    );
    expect(problems).toEqual([]);
  });

  it('no option page writes the row again by hand', () => {
    expect(options.flatMap((doc) => handWrittenRowFindings(doc.body).map((f) => `${doc.relPath}:${f.line}: ${f.text}`))).toEqual([]);
  });

  it('fails on a seeded row the cases do not record, and on a seeded copy of the row', () => {
    const minimap = page('config-showminimap');
    expect(unsourcedClaims('config-showminimap', 'option', 'A string makes rendering fail.', sources)).toHaveLength(1);
    const copy = `${minimap.body}\n\nA value that is not a boolean, such as the string \`'false'\`, is ignored with a console warning, and the minimap shows.\n`;
    expect(handWrittenRowFindings(copy)).toHaveLength(1);
    expect(
      handWrittenRowFindings('- A value outside the four listed is ignored with a console warning, and `none` applies: nothing is held.\n'),
    ).toHaveLength(1);
    // Rules about a key inside the value are not the row.
    expect(handWrittenRowFindings('A `sortBy` value outside the four listed is ignored with a console warning.\n')).toEqual([]);
  });
});

describe('calls a page forbids inside callbacks', () => {
  const rules = renderer.call_rules;
  const methodNames = new Set([...renderer.chart_methods, ...renderer.object_properties].map((item) => item.name.replace(/\(.*$/, '')));

  it('every rule names known calls', () => {
    const unknown = rules.flatMap((rule) => rule.calls.filter((call) => !methodNames.has(call)));
    expect(unknown).toEqual([]);
  });

  it('a page forbids a call only where a forbidden rule names it, and never one an allowed rule names', () => {
    expect(
      pages.flatMap((doc) =>
        callRuleFindings(doc.body, String(doc.frontMatter.name ?? ''), rules).map(
          (f) => `${doc.relPath}:${f.line}: ${f.problem}: ${f.text}`,
        ),
      ),
    ).toEqual([]);
  });

  it('fails on the drift it had: selection methods forbidden inside onObjectSelected', () => {
    const drift =
      '- Do not call [`clearSelection()`](./chart-clearselection.mdx) or other selection methods from inside this callback: they trigger it again.\n';
    expect(callRuleFindings(drift, 'onObjectSelected', rules).map((f) => f.problem)).toEqual([
      'clearSelection is fine inside onObjectSelected (domain/renderer.yaml call_rules)',
    ]);
    expect(
      callRuleFindings('- Do not call `pulse()` from inside this callback.\n', 'onObjectClicked', rules).map((f) => f.problem),
    ).toEqual(['no call rule forbids pulse inside onObjectClicked (domain/renderer.yaml call_rules)']);
  });
});
