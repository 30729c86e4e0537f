/**
 * Navigation built from one list: the navbar and the home page tiles come
 * from config/navbar.ts, the narrow-navbar "More" menu holds exactly the
 * links it hides, the changelog filter matches changelog/tags.yml, and the
 * Designer sidebar is grouped by front matter like the renderer's.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import matter from 'gray-matter';
import {describe, expect, it} from 'vitest';
import {changelogLink, footerColumns, navbarItems, sectionOfPath, sections, supportLink} from '../../config/navbar';
import {changeKinds, changelogProducts, tagKey} from '../../src/components/Changelog/tags';
import {designerGroups, groupDocs, rendererGroups} from '../../plugins/sidebars/groups';
import {repoRoot, listDocs} from './helpers/docs';

type Item = {to?: string; href?: string; label?: string; position?: string; className?: string; type?: string; items?: Item[]};
const items = navbarItems as Item[];

describe('navbar', () => {
  it('lists the six sections on the left, from the sections list', () => {
    const left = items.filter((item) => item.position === 'left');
    expect(left.map((item) => item.label)).toEqual(['First steps', 'Renderer', 'REST API', 'Webhooks', 'Event Manager', 'Designer']);
    expect(left.map((item) => item.to)).toEqual(sections.map((section) => section.to));
  });

  it('holds in "More" exactly the right-hand links it hides on narrow screens', () => {
    const wide = items.filter((item) => item.className === 'navbar-item--wide');
    const more = items.find((item) => item.className === 'navbar-item--more');
    expect(wide.map((item) => item.label)).toEqual([changelogLink.label, supportLink.label]);
    expect(more?.type).toBe('dropdown');
    expect(more?.items?.map(({label, to, href}) => ({label, to, href}))).toEqual(wide.map(({label, to, href}) => ({label, to, href})));
  });

  it('puts every section in the footer, with the feeds and the OpenAPI download', () => {
    const links = footerColumns.flatMap((column) => column.items);
    for (const section of sections) expect(links).toContainEqual({label: section.label, to: section.to});
    const hrefs = links.map((link) => link.href);
    expect(hrefs).toEqual(
      expect.arrayContaining(['pathname:///changelog/rss.xml', 'pathname:///changelog/atom.xml', 'pathname:///openapi.yaml']),
    );
    expect(new Set(links.map((link) => link.label)).size).toBe(links.length);
  });
});

describe('sectionOfPath', () => {
  it('finds the section a page belongs to, as the navbar marks it active', () => {
    const label = (path: string) => sectionOfPath(path)?.label;
    expect(label('/docs/renderer/config-session')).toBe('Renderer');
    expect(label('/docs/api/book-objects')).toBe('REST API');
    expect(label('/docs/webhooks#verify-the-signature')).toBe('Webhooks');
    expect(label('/docs/tutorial/create-an-event')).toBe('First steps');
    expect(label('/docs/embedded-designer/introduction')).toBe('Designer');
    expect(label('/docs/apiary')).toBeUndefined();
    expect(label('/changelog/')).toBeUndefined();
  });
});

describe('changelog tags', () => {
  const declared = Object.keys(YAML.parse(fs.readFileSync(path.join(repoRoot, 'changelog/tags.yml'), 'utf8')) as object);
  const posts = fs
    .readdirSync(path.join(repoRoot, 'changelog'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({file, tags: (matter(fs.readFileSync(path.join(repoRoot, 'changelog', file), 'utf8')).data.tags ?? []) as string[]}));

  it('declares exactly the kinds and the products the changelog shows', () => {
    expect([...declared].sort()).toEqual([...changeKinds, ...changelogProducts.map((p) => p.tag)].sort());
  });

  it('gives every post at least one kind and one product', () => {
    for (const post of posts) {
      expect(
        post.tags.some((tag) => (changeKinds as readonly string[]).includes(tag)),
        post.file,
      ).toBe(true);
      expect(
        post.tags.some((tag) => changelogProducts.some((p) => p.tag === tag)),
        post.file,
      ).toBe(true);
    }
  });

  it('reads a tag key from its permalink', () => {
    expect(tagKey('/changelog/tags/rest-api')).toBe('rest-api');
    expect(tagKey('/changelog/tags/new/')).toBe('new');
  });
});

describe('grouped sidebars', () => {
  type Doc = Parameters<typeof groupDocs>[0][number];
  const asDocs = (dir: string): Doc[] =>
    listDocs()
      .filter((doc) => doc.relPath.startsWith(`${dir}/`) && doc.frontMatter.unlisted !== true)
      .map((doc) => ({
        id: doc.relPath.replace(/\.mdx?$/, ''),
        title: String(doc.frontMatter.title),
        frontMatter: doc.frontMatter,
        sidebarPosition: doc.frontMatter.sidebar_position as number | undefined,
      })) as unknown as Doc[];
  type Category = {
    type: string;
    label: string;
    items: Array<{id?: string; className?: string; customProps?: {shortLabel?: string}; items?: unknown[]}>;
  };

  it('groups the Designer like the renderer: getting started, configuration, methods, callbacks', () => {
    const {items: groups, unmatched} = groupDocs(asDocs('embedded-designer'), designerGroups);
    expect(unmatched).toEqual([]);
    expect((groups as Category[]).map((group) => group.label)).toEqual(['Getting started', 'Configuration', 'Methods', 'Callbacks']);
    const byLabel = (label: string) => (groups as Category[]).find((group) => group.label === label)!;
    expect(byLabel('Methods').items).toContainEqual({type: 'doc', id: 'embedded-designer/methods-destroy', className: 'sidebar-code'});
    // The overview pages open their category instead of sitting under Getting started.
    expect(byLabel('Configuration')).toMatchObject({link: {type: 'doc', id: 'embedded-designer/configuration'}});
    expect(byLabel('Methods')).toMatchObject({link: {type: 'doc', id: 'embedded-designer/methods'}});
    expect(byLabel('Getting started').items.map((item) => item.id)).toEqual(['embedded-designer/introduction']);
  });

  it('lists renderer methods without the chart. prefix their group already says, in monospace', () => {
    const {items: groups} = groupDocs(asDocs('renderer'), rendererGroups);
    const methods = (groups as Category[]).find((group) => group.label === 'Methods')!;
    expect(methods.items.length).toBeGreaterThan(10);
    for (const item of methods.items) {
      expect(item.className).toBe('sidebar-code');
      expect(item.customProps?.shortLabel, item.id).toMatch(/^[a-zA-Z]+\(/);
    }
    const guides = (groups as Category[]).find((group) => group.label === 'Getting started')!;
    expect(guides.items.every((item) => item.className === undefined)).toBe(true);
  });
});
