/**
 * Copies the text at a URL of this site to the clipboard. The fetch happens
 * on click; browsers that take a pending clipboard item (Safari needs one to
 * keep the permission of the click across the fetch, Chromium accepts it) get
 * the write started at once with the text still on its way.
 */
async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

export async function copyFrom(url: string): Promise<void> {
  const text = fetchText(url);
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
      await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch (error) {
      // A failed fetch is final; a browser that refuses pending items may still take plain text.
      await text;
      if (!navigator.clipboard?.writeText) throw error;
    }
  }
  await navigator.clipboard.writeText(await text);
}
