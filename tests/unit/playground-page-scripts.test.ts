/**
 * The playground page's entry scripts start after its chart frame
 * (plugins/playground/pageScripts.ts, src/playground-page/loader.ts).
 */
import {describe, expect, it} from 'vitest';
import {deferEntryScripts, hoistThemeScripts} from '../../plugins/playground/pageScripts';

const TAGS = '<script src=/assets/js/runtime~main.1f97448f.js defer></script><script src=/assets/js/main.759d15f6.js defer></script>';
const page = (head: string) =>
  `<!doctype html><html><head><link rel=stylesheet href=/assets/css/styles.css />${head}</head><body><iframe title="Seat map"></iframe></body></html>`;

describe('the playground page rewrite', () => {
  it('puts the loader in place of the runtime and main tags, with their paths in order', () => {
    const html = deferEntryScripts(page(TAGS), '/assets/js/playground-page.abc.js');
    expect(html).toContain(
      '<script src="/assets/js/playground-page.abc.js" defer data-scripts="/assets/js/runtime~main.1f97448f.js /assets/js/main.759d15f6.js"></script>',
    );
    expect(html).not.toMatch(/<script src=\/assets\/js\/main/);
    expect(html.replace(/<script[^>]*><\/script>/, '')).toBe(page(''));
  });

  it('reads quoted attributes too', () => {
    const quoted =
      '<script src="/base/assets/js/runtime~main.1a.js" defer=""></script><script src="/base/assets/js/main.2b.js" defer=""></script>';
    expect(deferEntryScripts(page(quoted), '/base/l.js')).toContain(
      'data-scripts="/base/assets/js/runtime~main.1a.js /base/assets/js/main.2b.js"',
    );
  });

  it('refuses a page without the tags, or with them twice, so a change in Docusaurus stops the build instead of shipping a page without scripts', () => {
    expect(() => deferEntryScripts(page(''), '/l.js')).toThrow(/expected the runtime~main and main <script defer> tags once, found 0/);
    expect(() => deferEntryScripts(page(TAGS + TAGS), '/l.js')).toThrow(/found 2/);
  });
});

describe('the colour-mode scripts', () => {
  const THEME = '<script>document.documentElement.setAttribute("data-theme","dark")</script><script>var a=1<2</script>';
  const built = (body: string) =>
    `<!doctype html><html><head><meta charset=UTF-8><link rel=stylesheet href=/assets/css/styles.css /></head><body><svg style="display: none;"><defs></defs></svg>\n${body}<div id=__docusaurus><iframe title="Seat map"></iframe></div></body></html>`;

  it('move from the top of <body> to just before the stylesheet, where they do not wait for it', () => {
    const html = hoistThemeScripts(built(THEME));
    expect(html).toBe(
      `<!doctype html><html><head><meta charset=UTF-8>${THEME}<link rel=stylesheet href=/assets/css/styles.css /></head><body><svg style="display: none;"><defs></defs></svg>\n<div id=__docusaurus><iframe title="Seat map"></iframe></div></body></html>`,
    );
  });

  it('are required, so a change in Docusaurus stops the build instead of shipping a page that flashes the wrong theme', () => {
    expect(() => hoistThemeScripts(built(''))).toThrow(/colour-mode <script>/);
    expect(() => hoistThemeScripts(built('<script>var a=1</script>'))).toThrow(/colour-mode <script>/);
    expect(() => hoistThemeScripts(built(THEME).replace(/<link rel=stylesheet[^>]*>/, ''))).toThrow(/colour-mode <script>/);
  });
});
