/**
 * The reference sections are complete and agree with the platform facts in
 * domain/: every current option, method, property, callback, object property
 * and mode has exactly one page (or, for the Event Manager, one anchored
 * section), its facts match, and removed items redirect to a replacement.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import {redirects} from '../../config/redirects';
import {headingIds, listDocs, repoRoot, type DocFile} from './helpers/docs';

type Status = 'current' | 'deprecated' | 'removed';
type Item = {
  slug?: string;
  real_slug?: string;
  name: string;
  type?: string;
  default?: unknown;
  values?: unknown;
  status?: Status;
  signature?: string;
  owner?: string;
};

const domain = (file: string) => parse(fs.readFileSync(path.join(repoRoot, 'domain', file), 'utf8'));
const renderer = domain('renderer.yaml') as Record<string, Item[]> & {prompts_api: {callbacks: Item[]}};
const eventManager = domain('event-manager.yaml');
const designer = domain('embedded-designer.yaml');

const docs = listDocs();
const inSection = (section: string) => docs.filter((doc) => doc.relPath.startsWith(`${section}/`));
const redirectFroms = new Set(redirects.map((r) => r.from));

const statusOf = (item: Item): Status => item.status ?? 'current';
const squash = (value: unknown) => String(value).replace(/\s+/g, ' ').trim();
/** Domain values may carry source notes: "always (TYPES); auto (DOCS21)" means the current value is "always". */
const currentFact = (value: unknown) =>
  squash(
    String(value)
      .split(';')[0]
      .replace(/\s*\((TYPES|DOCS|DOCS21)\)/g, ''),
  );

/** Pages of `kind` whose front matter `name` is `name` (and `owner`, for object properties). */
function pagesFor(pages: DocFile[], kind: string, item: Item, owner?: string): DocFile[] {
  return pages.filter(
    (doc) =>
      doc.frontMatter.kind === kind && doc.frontMatter.name === item.name && (owner === undefined || doc.frontMatter.owner === owner),
  );
}

/** Checks one domain list against one kind of page; returns readable problems. */
function coverage(
  section: string,
  kind: string,
  items: Item[],
  options: {owner?: (item: Item) => string; compare?: (keyof Item)[]} = {},
): string[] {
  const pages = inSection(section);
  const problems: string[] = [];
  for (const item of items) {
    const owner = options.owner?.(item);
    const found = pagesFor(pages, kind, item, owner);
    const label = `${kind} ${owner ? `${owner}.` : ''}${item.name}`;
    if (statusOf(item) === 'removed') {
      const slugs = [item.slug, item.real_slug].filter(Boolean);
      const redirected = slugs.some((slug) => redirectFroms.has(`/docs/${section}/${slug}`));
      if (found.length === 0 && !redirected) problems.push(`${label} is removed: it needs a redirect from /${slugs[0]} to its replacement`);
      for (const page of found) {
        if (page.frontMatter.status !== 'removed') problems.push(`${page.relPath}: status should be removed`);
      }
      continue;
    }
    if (found.length !== 1) {
      problems.push(`${label}: expected exactly one page, found ${found.length} (${found.map((p) => p.relPath).join(', ')})`);
      continue;
    }
    const fm = found[0].frontMatter;
    if (fm.status !== statusOf(item)) problems.push(`${found[0].relPath}: status ${String(fm.status)}, domain says ${statusOf(item)}`);
    for (const key of options.compare ?? []) {
      const expected = item[key];
      if (expected === undefined || expected === null) continue;
      if (key === 'values' && !Array.isArray(expected)) continue;
      const actual = fm[key];
      const same = Array.isArray(expected)
        ? JSON.stringify(actual) === JSON.stringify(expected.map(String))
        : [squash(expected), currentFact(expected)].includes(squash(actual));
      if (!same) problems.push(`${found[0].relPath}: ${key} is ${JSON.stringify(actual)}, domain says ${JSON.stringify(expected)}`);
    }
  }
  return problems;
}

describe('renderer reference', () => {
  const pages = inSection('renderer');

  it('has one page per current or deprecated option, with the domain type, default and values', () => {
    expect(coverage('renderer', 'option', renderer.config_options, {compare: ['type', 'default', 'values']})).toEqual([]);
  });

  it('has one page per chart method with the domain signature', () => {
    expect(coverage('renderer', 'method', renderer.chart_methods, {compare: ['signature']})).toEqual([]);
  });

  it('has one page per chart property', () => {
    expect(coverage('renderer', 'property', renderer.chart_properties, {compare: ['type']})).toEqual([]);
  });

  it('has one page per callback and per prompt', () => {
    expect(coverage('renderer', 'callback', [...renderer.callbacks, ...renderer.prompts_api.callbacks])).toEqual([]);
  });

  it('has one page per object property, per owner', () => {
    // The owner as the domain spells it, `seat/table` included: the front matter takes the same values.
    const owner = (item: Item) => item.owner!;
    expect(coverage('renderer', 'object-property', renderer.object_properties, {owner, compare: ['type']})).toEqual([]);
  });

  it('has no reference page that the domain does not know', () => {
    const known = new Set(
      [
        ...renderer.config_options,
        ...renderer.chart_methods,
        ...renderer.chart_properties,
        ...renderer.callbacks,
        ...renderer.prompts_api.callbacks,
        ...renderer.object_properties,
      ].map((item) => item.name),
    );
    const strays = pages.filter(
      (doc) =>
        ['option', 'method', 'property', 'callback', 'object-property'].includes(String(doc.frontMatter.kind)) &&
        !known.has(String(doc.frontMatter.name)),
    );
    expect(strays.map((doc) => doc.relPath)).toEqual([]);
  });
});

describe('Event Manager reference', () => {
  const pages = inSection('event-manager');

  it('has one page per mode', () => {
    const problems: string[] = [];
    for (const mode of eventManager.modes as {slug: string; mode: string; multi_event?: boolean}[]) {
      const page = pages.find((doc) => doc.relPath === `event-manager/${mode.slug}.mdx`);
      if (!page) problems.push(`missing ${mode.slug}.mdx`);
      else if (page.frontMatter.kind !== 'mode' || page.frontMatter.name !== mode.mode)
        problems.push(`${page.relPath}: name should be ${mode.mode}`);
      else if (mode.multi_event !== undefined && Boolean(page.frontMatter.multipleEvents) !== mode.multi_event)
        problems.push(`${page.relPath}: multipleEvents should be ${mode.multi_event}`);
    }
    expect(problems).toEqual([]);
  });

  it('documents every option in an anchored section of configuring or styling', () => {
    const problems: string[] = [];
    for (const option of eventManager.config_options as Item[]) {
      const [file, anchor] = option.slug!.split('#');
      const page = pages.find((doc) => doc.relPath === `event-manager/${file}.mdx`);
      if (!page || !headingIds(page.body).has(anchor)) problems.push(`${option.name}: no #${anchor} in ${file}.mdx`);
    }
    expect(problems).toEqual([]);
  });

  it('documents every method and callback', () => {
    const methods = pages.find((doc) => doc.relPath === 'event-manager/methods.mdx')!;
    const reacting = pages.find((doc) => doc.relPath === 'event-manager/reacting-to-events.mdx')!;
    // Related callbacks share one domain entry: "onHoldSucceeded / onHoldFailed".
    const callbacks = Object.values(eventManager.callbacks as Record<string, Item[]>)
      .flat()
      .flatMap((c) => c.name.split(' / ').map((name) => ({...c, name})));
    const missing = [
      ...(eventManager.methods as Item[]).filter((m) => !methods.body.includes(m.name)).map((m) => `method ${m.name}`),
      ...callbacks.filter((c) => !reacting.body.includes(c.name)).map((c) => `callback ${c.name}`),
    ];
    expect(missing).toEqual([]);
  });
});

describe('Embedded Designer reference', () => {
  const pages = inSection('embedded-designer');

  it('has one page per configuration entry at its route', () => {
    const problems: string[] = [];
    for (const entry of designer.configuration as Item[]) {
      const page = pages.find((doc) => doc.relPath === `embedded-designer/${entry.slug}.mdx`);
      const kind = entry.name.startsWith('on') ? 'callback' : 'option';
      if (!page) problems.push(`missing ${entry.slug}.mdx`);
      else if (page.frontMatter.kind !== kind || page.frontMatter.name !== entry.name)
        problems.push(`${page.relPath}: should be ${kind} ${entry.name}`);
    }
    expect(problems).toEqual([]);
  });

  it('has the method pages', () => {
    for (const method of designer.methods as Item[]) {
      expect(
        pages.some((doc) => doc.relPath === `embedded-designer/${method.slug}.mdx`),
        method.slug,
      ).toBe(true);
    }
  });
});
