/**
 * Copy to the clipboard with the site's one policy (lib/clipboard.ts), and
 * say the result: the caller shows it on its button, and one live region per
 * layer (the page, or the open modal dialog, as the page behind a modal is
 * inert to screen readers) announces it.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import {copyWith, type CopyResult} from '@site/lib/clipboard';

export type CopyState = 'idle' | 'copying' | CopyResult;

export type CopyOptions = {
  /** The element to select when copying fails, so the reader can copy it by hand. */
  select?: Element | null;
  /** What the live region says on failure (default "Copy failed"). */
  failed?: string;
};

/** The layer the reader is in: the last open dialog (the site opens them modal), or the page. */
function layer(): Element {
  const open = document.querySelectorAll('dialog[open]');
  return open[open.length - 1] ?? document.body;
}

/** Copies through a hidden text area and execCommand: the path for pages without the Clipboard API. */
function copyBySelection(text: string): boolean {
  const focused = document.activeElement;
  const area = document.createElement('textarea');
  area.value = text;
  area.readOnly = true;
  area.className = 'visually-hidden';
  layer().append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } finally {
    area.remove();
    if (focused instanceof HTMLElement) focused.focus({preventScroll: true});
  }
}

function selectContents(element: Element): void {
  const range = document.createRange();
  range.selectNodeContents(element);
  window.getSelection()?.removeAllRanges();
  window.getSelection()?.addRange(range);
}

let clearTimer: number | undefined;

/** Says `message` in the layer's polite live region, made on first use, and empties it a few seconds later. */
function announce(message: string): void {
  const host = layer();
  let region = host.querySelector(':scope > [data-copy-status]');
  if (!region) {
    region = document.createElement('div');
    region.setAttribute('role', 'status');
    region.setAttribute('data-copy-status', '');
    region.className = 'visually-hidden';
    host.append(region);
  }
  const target = region;
  // Emptied first and filled a moment later: screen readers skip a region filled as it is made,
  // and a second "Copied" in a row would be no change at all.
  target.textContent = '';
  window.clearTimeout(clearTimer);
  clearTimer = window.setTimeout(() => {
    target.textContent = message;
    clearTimer = window.setTimeout(() => (target.textContent = ''), 4000);
  }, 100);
}

/** Copies `text` (or text on its way), selects `options.select` if that fails, and announces the result. */
export async function copyText(text: string | Promise<string>, options: CopyOptions = {}): Promise<CopyResult> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  const result = await copyWith(text, {
    writePending:
      typeof ClipboardItem !== 'undefined' && clipboard?.write
        ? (pending) =>
            clipboard.write([new ClipboardItem({'text/plain': pending.then((value) => new Blob([value], {type: 'text/plain'}))})])
        : undefined,
    writeText: clipboard?.writeText ? (value) => clipboard.writeText(value) : undefined,
    copyBySelection,
  });
  if (result === 'failed' && options.select) selectContents(options.select);
  announce(result === 'copied' ? 'Copied' : (options.failed ?? 'Copy failed'));
  return result;
}

/**
 * A copy button's state: "copying" while fetched text is on its way, then
 * "copied" or "failed" for `ms`, then "idle" again. Copying again restarts
 * the wait; unmounting cancels it.
 */
export default function useCopy(ms: number): [state: CopyState, copy: (text: string | Promise<string>, options?: CopyOptions) => void] {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = useCallback(
    (text: string | Promise<string>, options?: CopyOptions) => {
      window.clearTimeout(timer.current);
      if (typeof text !== 'string') setState('copying');
      void copyText(text, options).then((result) => {
        setState(result);
        timer.current = window.setTimeout(() => setState('idle'), ms);
      });
    },
    [ms],
  );
  return [state, copy];
}
