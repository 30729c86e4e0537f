/**
 * Where the Markdown copy of a docs page lives: the page's path with `.md`
 * appended, so `/docs/api/hold-tokens` has `/docs/api/hold-tokens.md`. A path
 * that ends with a slash (`/docs/`) drops it first: `/docs.md`. The build
 * (plugins/llms), the page actions menu and the MCP server all use this one rule.
 */
export function markdownPath(permalink: string): string {
  const clean = permalink.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return clean === '' ? '/index.md' : `${clean}.md`;
}
