/**
 * A static host without rules serves a page's file under its own name too:
 * `/docs/x/index.html` (and, on hosts that map it, `/docs/x.html`). The HTML is
 * the page rendered for `/docs/x`, but the client router reads the address bar.
 * Docusaurus strips `.html` only for the top-level route match; the docs layout,
 * the sidebar and the navbar read the location themselves, find no page at
 * `/docs/x/index.html`, render something else, and React reports the mismatch
 * as hydration error #418 (and `/docs/index.html` shows "Page Not Found").
 *
 * So before anything reads the location, put the clean path in the address
 * bar. Client modules run when the client bundle is evaluated, before
 * Docusaurus preloads the route and hydrates; replaceState adds no history
 * entry and makes no request.
 */
/** Paths that are files of their own, not a page's other name. */
const REAL_FILES = new Set(['/404.html']);

/** `/docs/x.html` and `/docs/x/index.html` -> `/docs/x`; `/index.html` -> `/`; anything else unchanged. */
export function cleanPath(pathname: string): string {
  if (REAL_FILES.has(pathname)) return pathname;
  if (pathname.endsWith('/index.html')) {
    const base = pathname.slice(0, -'/index.html'.length);
    return base === '' ? '/' : base;
  }
  if (pathname.endsWith('.html')) return pathname.slice(0, -'.html'.length) || '/';
  return pathname;
}

// The server render has no address bar; the tests import cleanPath alone.
if (typeof window !== 'undefined') {
  const {pathname, search, hash} = window.location;
  const clean = cleanPath(pathname);
  if (clean !== pathname) window.history.replaceState(window.history.state, '', `${clean}${search}${hash}`);
}
