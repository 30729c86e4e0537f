/**
 * Starts the site's own scripts (runtime and main) on the renderer playground
 * page once the window has loaded, which is once the chart frame has drawn,
 * or after FALLBACK_MS, whichever comes first. plugins/playground writes this
 * script into that one page in place of their `<script defer>` tags, with
 * their paths in `data-scripts`.
 *
 * Why: on a slow phone the frame, the page's scripts and their 130 KB compete
 * for the same network and main thread, and the first seat took taps only
 * after the page had hydrated. The frame draws and takes taps by itself, so it
 * goes first; the page's server-rendered text and links work meanwhile, and
 * the rest of the page hydrates right after.
 */
const FALLBACK_MS = 3000;

const me = document.currentScript;
// Only the build's own paths: nothing from another origin, nothing protocol-relative.
const sources = (me?.dataset.scripts ?? '').split(' ').filter((src) => /^\/(?!\/)[\w~./-]+\.js$/.test(src));
let started = false;

function start(): void {
  if (started) return;
  started = true;
  for (const src of sources) {
    const script = document.createElement('script');
    script.src = src;
    // In order: the runtime before main, as their defer tags ran them.
    script.async = false;
    document.head.appendChild(script);
  }
}

if (document.readyState === 'complete') start();
else window.addEventListener('load', start, {once: true});
setTimeout(start, FALLBACK_MS);
