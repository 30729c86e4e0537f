/**
 * Sidebar grouping derived from front matter.
 *
 * Renderer and Designer pages live flat in their folders (their URLs are flat
 * too), so the folder tree cannot say where a page belongs. Their front
 * matter can: `kind`, `purpose`, `owner` and `status` are validated facts, and
 * the sidebar groups by them. Every other folder uses the default generator.
 *
 * Reference entries (options, methods, properties, callbacks) are identifiers:
 * they get the `sidebar-code` class, which keeps them from breaking inside a
 * name, and inside a group that already names their owner ("Methods" of the
 * chart, "Seats") the label drops the owner prefix (`chart.`, `seat.`), as
 * API references list members under their type.
 */
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {rendererPurposes} from '../../lib/content/frontMatter';
import {objectOwners, ownerLabels, sidebarOwner} from '../../lib/content/owners';

type SidebarItemsGeneratorOption = NonNullable<DocsOptions['sidebarItemsGenerator']>;
type GeneratorArgs = Parameters<SidebarItemsGeneratorOption>[0];
type Doc = GeneratorArgs['docs'][number];
type NormalizedSidebarItem = Awaited<ReturnType<SidebarItemsGeneratorOption>>[number];

type FrontMatter = Record<string, unknown>;
type Group = {
  label: string;
  children?: Group[];
  match?: (fm: FrontMatter) => boolean;
  /** The `owner.` prefix the entries of this group drop from their label. */
  dropPrefix?: RegExp;
  /** The id of an overview page that the category itself links to, instead of listing it. */
  landing?: string;
};

/** Kinds whose page documents one identifier: titled and listed in monospace. */
export const referenceKinds = ['option', 'method', 'property', 'callback', 'object-property'] as const;

const isReference = (fm: FrontMatter) => (referenceKinds as readonly unknown[]).includes(fm.kind);

export const purposeLabels: Record<(typeof rendererPurposes)[number], string> = {
  placement: 'Placement',
  selection: 'Selection',
  pricing: 'Pricing',
  categories: 'Categories',
  appearance: 'Appearance',
  behaviour: 'Behaviour',
};

const isCurrent = (fm: FrontMatter) => fm.status !== 'deprecated' && fm.status !== 'removed';

/** The renderer sidebar, top to bottom. A page lands in the first group that matches it. */
export const rendererGroups: Group[] = [
  {label: 'Getting started', match: (fm) => fm.kind === 'guide'},
  {
    label: 'Configuration',
    children: rendererPurposes.map((purpose) => ({
      label: purposeLabels[purpose],
      match: (fm) => fm.kind === 'option' && fm.purpose === purpose && isCurrent(fm),
    })),
  },
  {label: 'Methods', match: (fm) => fm.kind === 'method' && isCurrent(fm), dropPrefix: /^chart\./},
  {label: 'Properties', match: (fm) => fm.kind === 'property' && isCurrent(fm), dropPrefix: /^chart\./},
  {label: 'Callbacks', match: (fm) => fm.kind === 'callback' && isCurrent(fm)},
  {
    label: 'Object properties',
    children: objectOwners.map((owner) => ({
      label: ownerLabels[owner],
      match: (fm) => fm.kind === 'object-property' && sidebarOwner(fm.owner) === owner && isCurrent(fm),
      dropPrefix: /^(object|seat|table|booth|ga|section)\./,
    })),
  },
  {label: 'Topics', match: (fm) => fm.kind === 'topic'},
  {label: 'Deprecated', match: (fm) => !isCurrent(fm)},
];

/** The Designer sidebar, grouped like the renderer's. */
export const designerGroups: Group[] = [
  {label: 'Getting started', match: (fm) => fm.kind === 'guide'},
  {label: 'Configuration', match: (fm) => fm.kind === 'option' && isCurrent(fm), landing: 'embedded-designer/configuration'},
  {label: 'Methods', match: (fm) => fm.kind === 'method' && isCurrent(fm), dropPrefix: /^designer\./, landing: 'embedded-designer/methods'},
  {label: 'Callbacks', match: (fm) => fm.kind === 'callback' && isCurrent(fm)},
  {label: 'Deprecated', match: (fm) => !isCurrent(fm)},
];

/** Folders whose sidebar is grouped by front matter, and their groups. */
const groupedFolders: Record<string, Group[]> = {
  renderer: rendererGroups,
  'embedded-designer': designerGroups,
};

function position(doc: Doc): number {
  return doc.sidebarPosition ?? Number.POSITIVE_INFINITY;
}

/** Explicit positions first, then alphabetical; (Infinity - Infinity) is NaN, which falls through. */
function byPositionThenLabel(a: Doc, b: Doc): number {
  return position(a) - position(b) || label(a).localeCompare(label(b), 'en', {sensitivity: 'base'});
}

function label(doc: Doc): string {
  return String(doc.frontMatter.sidebar_label ?? doc.title);
}

function collectLandings(groups: Group[]): string[] {
  return groups.flatMap((group) => [...(group.landing ? [group.landing] : []), ...collectLandings(group.children ?? [])]);
}

function docItem(doc: Doc, dropPrefix?: RegExp): NormalizedSidebarItem {
  if (!isReference(doc.frontMatter as FrontMatter)) return {type: 'doc', id: doc.id};
  const short = dropPrefix ? label(doc).replace(dropPrefix, '') : label(doc);
  // Front matter sidebar_label outranks an item label, so the short one rides in customProps (src/theme/DocSidebarItem/Link).
  return {type: 'doc', id: doc.id, className: 'sidebar-code', ...(short !== label(doc) ? {customProps: {shortLabel: short}} : {})};
}

/**
 * Turns docs into nested categories following `groups`. Pages matching no
 * group are reported, so a new kind cannot silently vanish from the sidebar.
 */
export function groupDocs(docs: Doc[], groups: Group[]): {items: NormalizedSidebarItem[]; unmatched: Doc[]} {
  const remaining = new Set(docs);
  // Overview pages become their category's link, so they are taken out before any group matches.
  const landings = new Map<string, Doc>();
  for (const doc of docs) {
    if (collectLandings(groups).includes(doc.id)) {
      landings.set(doc.id, doc);
      remaining.delete(doc);
    }
  }
  const build = (group: Group): NormalizedSidebarItem | null => {
    let items: NormalizedSidebarItem[] = [];
    if (group.children) {
      items = group.children.map(build).filter((item): item is NormalizedSidebarItem => item !== null);
    } else if (group.match) {
      const matched = [...remaining].filter((doc) => group.match!(doc.frontMatter as FrontMatter));
      matched.forEach((doc) => remaining.delete(doc));
      items = matched.sort(byPositionThenLabel).map((doc) => docItem(doc, group.dropPrefix));
    }
    const landing = group.landing ? landings.get(group.landing) : undefined;
    if (items.length === 0 && !landing) return null;
    return {
      type: 'category',
      label: group.label,
      items,
      collapsed: true,
      collapsible: true,
      ...(landing ? {link: {type: 'doc', id: landing.id}} : {}),
    };
  };
  const items = groups.map(build).filter((item): item is NormalizedSidebarItem => item !== null);
  return {items, unmatched: [...remaining]};
}

export const sidebarItemsGenerator: SidebarItemsGeneratorOption = async (args) => {
  const {item, docs, defaultSidebarItemsGenerator} = args;
  const groups = groupedFolders[item.dirName];
  if (!groups) {
    return defaultSidebarItemsGenerator(args);
  }
  const dir = item.dirName;
  const inDir = docs.filter((doc) => doc.sourceDirName === dir || doc.sourceDirName.startsWith(`${dir}/`));
  const listed = inDir.filter((doc) => doc.frontMatter.unlisted !== true);
  const {items, unmatched} = groupDocs(listed, groups);
  if (unmatched.length > 0) {
    throw new Error(`Pages of docs/${dir} that fit no sidebar group: ${unmatched.map((doc) => doc.source).join(', ')}`);
  }
  // The first group is the section's entry point: keep it open.
  if (items[0]?.type === 'category') items[0] = {...items[0], collapsed: false};
  return items;
};
