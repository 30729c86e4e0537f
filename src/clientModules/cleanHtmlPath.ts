/**
 * A static host without rules serves a page's file under its own name too:
 * `/docs/x/index.html` (and, on hosts that map it, `/docs/x.html`). The HTML is
 * the page rendered for `/docs/x`, but the client router reads the address bar.
 * Docusaurus strips `.html` only for the top-level route match; the docs layout,
 * the sidebar and the navbar read the location themselves, find no page at
 * `/docs/x/index.html`, render something else, and React reports the mismatch
 * as hydration error #418 (and `/docs/index.html` shows "Page Not Found").
 *
 * Doubled slashes are the same problem: nginx merges them to find the file,
 * so `//search?q=x` gets the search page, which the router then calls "Page
 * Not Found". This is the one place they are normalised, on every host: runs
 * of slashes become one. That also keeps a path such as `//evil.example/x`
 * on the site: as a URL it would name another host, and replaceState throws
 * on a URL of another origin, which stopped the page from hydrating.
 *
 * So before anything reads the location, put the clean path in the address
 * bar. Client modules run when the client bundle is evaluated, before
 * Docusaurus preloads the route and hydrates; replaceState adds no history
 * entry and makes no request.
 */
/** Paths that are files of their own, not a page's other name. */
const REAL_FILES = new Set(['/404.html']);

/**
 * `/docs/x.html` and `/docs/x/index.html` -> `/docs/x`; `/index.html` -> `/`;
 * `//search` and `/docs//x/` -> `/search` and `/docs/x/`; anything else unchanged.
 * The result always starts with exactly one slash, so it stays on the origin.
 */
export function cleanPath(pathname: string): string {
  const single = pathname.replace(/[/\\]{2,}/g, '/');
  if (REAL_FILES.has(single)) return single;
  if (single.endsWith('/index.html')) {
    const base = single.slice(0, -'/index.html'.length);
    return base === '' ? '/' : base;
  }
  if (single.endsWith('.html')) return single.slice(0, -'.html'.length) || '/';
  return single;
}

// The server render has no address bar; the tests import cleanPath alone.
if (typeof window !== 'undefined') {
  const {pathname, search, hash} = window.location;
  const clean = cleanPath(pathname);
  // A path that starts with one slash names a page of this origin, never another host.
  if (clean !== pathname) window.history.replaceState(window.history.state, '', `${clean}${search}${hash}`);
}
