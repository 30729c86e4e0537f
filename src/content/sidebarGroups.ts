/**
 * Sidebar grouping derived from front matter.
 *
 * Renderer pages live flat in docs/renderer/ (their URLs are flat too), so the
 * folder tree cannot say where a page belongs. Their front matter can: `kind`,
 * `purpose`, `owner` and `status` are validated facts, and the sidebar groups
 * by them. Every other folder uses the default generator.
 */
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {rendererPurposes, objectOwners} from './frontMatter';

type SidebarItemsGeneratorOption = NonNullable<DocsOptions['sidebarItemsGenerator']>;
type GeneratorArgs = Parameters<SidebarItemsGeneratorOption>[0];
type Doc = GeneratorArgs['docs'][number];
type NormalizedSidebarItem = Awaited<ReturnType<SidebarItemsGeneratorOption>>[number];

type Group = {label: string; children?: Group[]; match?: (fm: Record<string, unknown>) => boolean};

const purposeLabels: Record<(typeof rendererPurposes)[number], string> = {
  placement: 'Placement',
  selection: 'Selection',
  pricing: 'Pricing',
  categories: 'Categories',
  appearance: 'Appearance',
  behaviour: 'Behaviour',
};

const ownerLabels: Record<(typeof objectOwners)[number], string> = {
  object: 'Every object',
  bookable: 'Bookable objects',
  seat: 'Seats',
  table: 'Tables',
  ga: 'General admission areas',
  section: 'Sections',
};

const isCurrent = (fm: Record<string, unknown>) => fm.status !== 'deprecated' && fm.status !== 'removed';

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
  {label: 'Methods', match: (fm) => fm.kind === 'method' && isCurrent(fm)},
  {label: 'Properties', match: (fm) => fm.kind === 'property' && isCurrent(fm)},
  {label: 'Callbacks', match: (fm) => fm.kind === 'callback' && isCurrent(fm)},
  {
    label: 'Object properties',
    children: objectOwners.map((owner) => ({
      label: ownerLabels[owner],
      match: (fm) => fm.kind === 'object-property' && fm.owner === owner && isCurrent(fm),
    })),
  },
  {label: 'Topics', match: (fm) => fm.kind === 'topic'},
  {label: 'Deprecated', match: (fm) => !isCurrent(fm)},
];

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

/**
 * Turns docs into nested categories following `groups`. Pages matching no
 * group are reported, so a new kind cannot silently vanish from the sidebar.
 */
export function groupDocs(docs: Doc[], groups: Group[]): {items: NormalizedSidebarItem[]; unmatched: Doc[]} {
  const remaining = new Set(docs);
  const build = (group: Group): NormalizedSidebarItem | null => {
    let items: NormalizedSidebarItem[] = [];
    if (group.children) {
      items = group.children.map(build).filter((item): item is NormalizedSidebarItem => item !== null);
    } else if (group.match) {
      const matched = [...remaining].filter((doc) => group.match!(doc.frontMatter as Record<string, unknown>));
      matched.forEach((doc) => remaining.delete(doc));
      items = matched.sort(byPositionThenLabel).map((doc) => ({type: 'doc', id: doc.id}));
    }
    if (items.length === 0) return null;
    return {type: 'category', label: group.label, items, collapsed: true, collapsible: true};
  };
  const items = groups.map(build).filter((item): item is NormalizedSidebarItem => item !== null);
  return {items, unmatched: [...remaining]};
}

export const sidebarItemsGenerator: SidebarItemsGeneratorOption = async (args) => {
  const {item, docs, defaultSidebarItemsGenerator} = args;
  if (item.dirName !== 'renderer') {
    return defaultSidebarItemsGenerator(args);
  }
  const inDir = docs.filter((doc) => doc.sourceDirName === 'renderer' || doc.sourceDirName.startsWith('renderer/'));
  const listed = inDir.filter((doc) => doc.frontMatter.unlisted !== true);
  const {items, unmatched} = groupDocs(listed, rendererGroups);
  if (unmatched.length > 0) {
    throw new Error(`Renderer pages that fit no sidebar group: ${unmatched.map((doc) => doc.source).join(', ')}`);
  }
  // The first group is the section's entry point: keep it open.
  if (items[0]?.type === 'category') items[0] = {...items[0], collapsed: false};
  return items;
};
