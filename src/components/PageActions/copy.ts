/**
 * The text at a URL of this site, for Copy page. The fetch happens on click;
 * the copy helper (src/components/useCopy) starts the clipboard write at once
 * with this text still on its way, as Safari keeps the click's permission
 * only that way.
 */
export async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}
