import type {NavbarItem} from '@docusaurus/theme-common';
import {site} from './site';

/** The pictogram of a section on the home page (src/components/HomeSections/icons.tsx draws them). */
export type SectionIcon = 'steps' | 'renderer' | 'api' | 'webhooks' | 'manager' | 'designer';

/** A documentation section: a navbar link on the left, and a tile on the home page. */
export type Section = {
  label: string;
  to: string;
  /** The path prefix that marks the navbar link active, when the section has more than one page. */
  activeBasePath?: string;
  /** One sentence for the home page tile: what the reader does with this part of the platform. */
  description: string;
  icon: SectionIcon;
  /** The changelog/tags.yml tag of this product: the changelog filters by it. */
  changelogTag?: string;
};

/** The six sections of the site, in navbar order. The home page tiles read this list too. */
export const sections: Section[] = [
  {
    label: 'First steps',
    to: '/docs/tutorial',
    activeBasePath: 'docs/tutorial',
    description: 'From an empty account to a booked seat in nine short steps: keys, a floor plan, an event, a checkout.',
    icon: 'steps',
  },
  {
    label: 'Renderer',
    to: '/docs/renderer/embed-a-floor-plan',
    activeBasePath: 'docs/renderer',
    description: 'Show a floor plan on your page, let buyers pick seats, hold them in a session, and style it.',
    icon: 'renderer',
    changelogTag: 'renderer',
  },
  {
    label: 'REST API',
    to: '/docs/api/introduction',
    activeBasePath: 'docs/api',
    description: 'Create charts and events, book and release seats, and read reports from your server.',
    icon: 'api',
    changelogTag: 'rest-api',
  },
  {
    label: 'Webhooks',
    to: '/docs/webhooks',
    description: 'Hear on your server when someone changes a chart or an event, with signed, retried calls.',
    icon: 'webhooks',
    changelogTag: 'webhooks',
  },
  {
    label: 'Event Manager',
    to: '/docs/event-manager/introduction',
    activeBasePath: 'docs/event-manager',
    description: 'Give box-office staff one view of an event: sell, release, set channels and seats off sale.',
    icon: 'manager',
    changelogTag: 'event-manager',
  },
  {
    label: 'Designer',
    to: '/docs/embedded-designer/introduction',
    activeBasePath: 'docs/embedded-designer',
    description: 'Embed the floor-plan editor in your back office so your customers draw their own venues.',
    icon: 'designer',
    changelogTag: 'designer',
  },
];

/** The section a page of the site belongs to: the one whose navbar link path prefix (`activeBasePath`, else `to`) it starts with. */
export function sectionOfPath(path: string): Section | undefined {
  return sections.find(({to, activeBasePath}) => path.startsWith(activeBasePath ? `/${activeBasePath}/` : to));
}

/**
 * The section of a docs page, from its path inside docs/ (`renderer/config-pricing.mdx`, or
 * `api/operations/book-objects.mdx` for a generated page, which lives under /docs/api/): the
 * section whose path it starts with. A page outside every section's folder (the introduction,
 * the quick tutorial) belongs to the first section, whose sidebar holds them (sidebars.ts).
 */
export function sectionOfDoc(docsPath: string): Section {
  const path = `/docs/${docsPath.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`;
  return sectionOfPath(path) ?? sections[0];
}

/** The navbar's right-hand links. */
export const changelogLink = {to: '/changelog/', label: 'Changelog'} as const;
export const supportLink = {href: site.supportUrl, label: 'Support'} as const;

/**
 * Navbar items in order: six sections left, changelog and support right, then
 * search. From 997 to 1279 px the eight labels, the brand and the search button do not fit on
 * one line, so there (src/css/custom.css, "Navbar") the two right-hand links hide and a "More"
 * menu holding the same two shows instead; phones list them in the menu as usual.
 */
export const navbarItems: NavbarItem[] = [
  ...sections.map(({label, to, activeBasePath}): NavbarItem => ({
    to,
    label,
    position: 'left',
    ...(activeBasePath ? {activeBasePath} : {}),
  })),
  {...changelogLink, position: 'right', className: 'navbar-item--wide'},
  {...supportLink, position: 'right', className: 'navbar-item--wide'},
  {type: 'dropdown', label: 'More', position: 'right', className: 'navbar-item--more', items: [changelogLink, supportLink]},
  // Docusaurus renders @theme/SearchBar here, before the colour toggle.
  {type: 'search', position: 'right'},
];

/** Static files of the build, linked with `pathname://` so the router does not treat them as pages. */
export const feeds = {rss: '/changelog/rss.xml', atom: '/changelog/atom.xml'} as const;
export const openApiDownload = '/openapi.yaml';

type FooterLink = {label: string; to?: string; href?: string};
type FooterColumn = {title: string; items: FooterLink[]};

/** The site footer: the sections, the changelog and its feeds, the API description, and support. */
export const footerColumns: FooterColumn[] = [
  {title: 'Documentation', items: sections.map(({label, to}) => ({label, to}))},
  {
    title: 'Changelog',
    items: [
      {label: 'All changes', to: changelogLink.to},
      {label: 'RSS feed', href: `pathname://${feeds.rss}`},
      {label: 'Atom feed', href: `pathname://${feeds.atom}`},
    ],
  },
  {
    title: 'Resources',
    items: [
      {label: 'OpenAPI description (YAML)', href: `pathname://${openApiDownload}`},
      {label: 'Dashboard', href: site.dashboardUrl},
      {label: 'Support', href: site.supportUrl},
    ],
  },
];
