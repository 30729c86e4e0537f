/**
 * Every client-side redirect of the site, in one typed list. The build, the
 * link checks and the end-to-end tests all read this list.
 * Paths are site-absolute and have no trailing slash.
 */
export type Redirect = {from: string; to: string};

export const redirects: Redirect[] = [
  {from: '/page/changelog', to: '/changelog'},
  {from: '/docs/tutorial/create-account', to: '/docs/tutorial'},
  {from: '/docs/event-manager', to: '/docs/event-manager/introduction'},
];
