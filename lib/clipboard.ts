/**
 * The one copy policy of the site's copy buttons, apart from the DOM so a
 * unit test can hold it to its promises (src/components/useCopy binds it to
 * the browser and says the result).
 *
 * 1. When the text is still on its way (Copy page fetches the Markdown on
 *    click) and the browser takes a pending clipboard item, the write starts
 *    at once: Safari keeps the click's permission only that way.
 * 2. Otherwise, or when that is refused, the Clipboard API's writeText.
 * 3. When the page has no Clipboard API (plain http on a LAN address) or it
 *    refuses (a denied permission, a document without focus), the older
 *    path: copy through a selection.
 * 4. Anything else is a failure the caller shows and announces; text that
 *    could not be fetched is one too, with no further try.
 */

export type CopyResult = 'copied' | 'failed';

export type ClipboardAccess = {
  /** Writes text that is still on its way (a ClipboardItem with a pending blob); absent where unsupported. */
  writePending?: (text: Promise<string>) => Promise<void>;
  /** The Clipboard API's writeText; absent outside secure contexts. */
  writeText?: (text: string) => Promise<void>;
  /** Copies through a selection (execCommand): true when the browser says it copied. */
  copyBySelection: (text: string) => boolean;
};

export async function copyWith(text: string | Promise<string>, access: ClipboardAccess): Promise<CopyResult> {
  if (typeof text !== 'string' && access.writePending) {
    try {
      await access.writePending(text);
      return 'copied';
    } catch {
      // A browser that refuses pending items may still take plain text; a failed fetch is caught below.
    }
  }
  let value: string;
  try {
    value = await text;
  } catch {
    return 'failed';
  }
  if (access.writeText) {
    try {
      await access.writeText(value);
      return 'copied';
    } catch {
      // Refused: the selection path below may still be allowed.
    }
  }
  try {
    return access.copyBySelection(value) ? 'copied' : 'failed';
  } catch {
    return 'failed';
  }
}
