import type {NavbarItem} from '@docusaurus/theme-common';
import {site} from './site';

/** Navbar items in the order of SPEC §2: six sections left, changelog and support right, then search. */
export const navbarItems: NavbarItem[] = [
  {to: '/docs/tutorial', label: 'First steps', position: 'left', activeBasePath: 'docs/tutorial'},
  {to: '/docs/renderer/embed-a-floor-plan', label: 'Renderer', position: 'left', activeBasePath: 'docs/renderer'},
  {to: '/docs/api/introduction', label: 'REST API', position: 'left', activeBasePath: 'docs/api'},
  {to: '/docs/webhooks', label: 'Webhooks', position: 'left'},
  {to: '/docs/event-manager/introduction', label: 'Event Manager', position: 'left', activeBasePath: 'docs/event-manager'},
  {to: '/docs/embedded-designer/introduction', label: 'Designer', position: 'left', activeBasePath: 'docs/embedded-designer'},
  {to: '/changelog/', label: 'Changelog', position: 'right'},
  {href: site.supportUrl, label: 'Support', position: 'right'},
  // Docusaurus renders @theme/SearchBar here, before the colour toggle.
  {type: 'search', position: 'right'},
];
