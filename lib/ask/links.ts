/**
 * Which link targets an answer may carry. Answers come from a language model
 * (or, through a misconfigured endpoint, from anywhere), so every URL in them
 * is checked before it becomes a link: http(s) URLs and paths on this site
 * are kept, anything else (`javascript:`, `data:`, `vbscript:`, relative
 * paths that mean nothing in the dialog) is shown as plain text.
 */
export type SafeLink = {href: string; external: boolean};

/** Whitespace, control characters or backslashes have no place in a URL the reader can trust. */
const unsafeCharacter = (text: string): boolean =>
  /[\s\\]/.test(text) || [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

export function safeLink(url: string, siteOrigin?: string): SafeLink | null {
  const href = url.trim();
  if (!href || unsafeCharacter(href)) return null;
  if (href.startsWith('#') || (href.startsWith('/') && !href.startsWith('//'))) return {href, external: false};
  let parsed: URL;
  try {
    parsed = new URL(href);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (siteOrigin && parsed.origin === siteOrigin) return {href: `${parsed.pathname}${parsed.search}${parsed.hash}`, external: false};
  return {href: parsed.href, external: true};
}
