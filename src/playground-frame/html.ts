/**
 * An HTML sample as the frame runs it: its body's elements go into the
 * frame's page, its inline scripts run in order, and the renderer's own
 * `<script src>` is the frame's simulated renderer. Other scripts are not
 * loaded (the frame reaches no network), and the page says so in the log.
 */
const RENDERER_SCRIPT = /^https:\/\/cdn\.tessera\.example\/chart\.js$/;

export function prepareHtml(source: string): {body: Node[]; scripts: string[]; skipped: string[]} {
  const doc = new DOMParser().parseFromString(source, 'text/html');
  const scripts: string[] = [];
  const skipped: string[] = [];
  for (const script of Array.from(doc.querySelectorAll('script'))) {
    const src = script.getAttribute('src');
    if (src === null) scripts.push(script.textContent ?? '');
    else if (!RENDERER_SCRIPT.test(src)) skipped.push(src);
    script.remove();
  }
  // Inline event handlers would not run under the frame's policy; the samples attach listeners in script instead.
  for (const node of Array.from(doc.body.querySelectorAll('*'))) {
    for (const attribute of Array.from(node.attributes)) if (/^on/i.test(attribute.name)) node.removeAttribute(attribute.name);
  }
  return {body: Array.from(doc.body.childNodes), scripts, skipped};
}
