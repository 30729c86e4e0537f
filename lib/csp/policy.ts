/**
 * The site's Content-Security-Policy, built from what the build produced.
 *
 * Scripts: files from the site itself, plus each inline script the built
 * HTML holds, allowed by its SHA-256 hash (Docusaurus writes the colour-mode
 * script into every page, plugins/color-mode-repair a second one; the home page
 * carries Docusaurus's base-URL banner script; the chat widget's loader when
 * it is configured). No 'unsafe-inline', no 'unsafe-eval' on the pages.
 * Inline event handlers (`onclick=`) and `javascript:` URLs cannot be allowed
 * by a hash at all: pageProblems() finds them so the build can refuse them.
 *
 * Styles keep 'unsafe-inline', on evidence (tests/e2e/nginx.spec.ts shows the
 * violations a policy without it raises): Docusaurus injects an
 * `<svg style="display: none">` sprite into every page, Mermaid draws its
 * diagrams in the browser as SVG with a `<style>` element and style
 * attributes of its own (per diagram, so no hash can be known at build
 * time), React renders `style` props as attributes, and the chat widget
 * requires it. A style can load nothing outside img-src and font-src, and
 * runs no script.
 *
 * Network: connect-src is the site, plus the ask endpoint's origin when
 * ASK_AI_ENDPOINT is an absolute URL, the hosted sandbox's when
 * SANDBOX_API_ENDPOINT is one (today the build takes only a path on the site,
 * lib/console/endpoint.ts, which 'self' covers), and Algolia's host when
 * hosted search is on. No page starts a worker (worker-src falls back to
 * script-src: the site's files, never blob:). The page may frame only the
 * site's own documents (the renderer playground's frame), and no other origin
 * may frame it. CodeMirror (the REST console's editor) adds its styles as
 * constructed style sheets or a <style> element, which 'unsafe-inline' covers.
 */
import {createHash} from 'node:crypto';
import {Parser} from 'htmlparser2';

/** The renderer playground's frame document: its own, narrower policy (framePolicy). */
export const FRAME_DOCUMENT = '/playground-frame.html';

/** A policy as directive -> sources, in the order it is written. */
export type Directives = Record<string, readonly string[]>;

/** The hosted services a build may switch on, as the build was configured. */
export type SiteServices = {
  /** ASK_AI_ENDPOINT: an absolute http(s) URL, whose origin is allowed, or a path on the site ('self'). */
  askEndpoint: string | null;
  /** SANDBOX_API_ENDPOINT, where Try it sends requests in hosted mode: like askEndpoint. */
  sandboxEndpoint?: string | null;
  /** ALGOLIA_APP_ID: the browser queries https://<id>-dsn.algolia.net (lib/search/algolia.ts). */
  algoliaAppId: string | null;
  /** The chat widget's sources per directive, when CHAT_APP_ID switches it on. */
  chat: Directives | null;
};

/** Script types a browser runs, so CSP governs them (HTML's JavaScript MIME types, modules, import maps, speculation rules). */
const RUN_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** What a page holds that the policy cares about: the text of each inline script it runs, and what no hash can allow. */
export type PageScripts = {inline: string[]; problems: string[]};

/** URL attributes a `javascript:` URL would run from. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);

/** Reads one HTML document: its inline scripts (data blocks such as JSON-LD are not run, so not counted) and any inline handler or `javascript:` URL. */
export function pageScripts(html: string): PageScripts {
  const inline: string[] = [];
  const problems: string[] = [];
  let script: string | null = null;
  // Inside SVG or MathML a browser decodes entities in a script's text, which this parser does not: refuse those instead of guessing.
  let foreign = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'svg' || name === 'math') foreign += 1;
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^on[a-z]+$/.test(attribute)) problems.push(`an inline event handler <${name} ${attribute}>`);
          if (URL_ATTRIBUTES.has(attribute) && /^\s*javascript:/i.test(value)) problems.push(`a javascript: URL in <${name} ${attribute}>`);
        }
        if (name !== 'script' || attributes.src !== undefined) return;
        if (foreign > 0) return void problems.push(`an inline <script> inside <svg> or <math>`);
        const type = (attributes.type ?? '').trim().toLowerCase();
        if (RUN_TYPES.has(type)) script = '';
      },
      ontext(text) {
        if (script !== null) script += text;
      },
      onclosetag(name) {
        if (name === 'svg' || name === 'math') foreign = Math.max(0, foreign - 1);
        if (name === 'script' && script !== null) {
          inline.push(script);
          script = null;
        }
      },
    },
    {decodeEntities: true},
  );
  parser.write(html);
  parser.end();
  return {inline, problems};
}

/** A CSP hash source for a script's text, as the browser computes it (SHA-256 of its UTF-8 bytes). */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The origin of an absolute http(s) URL, or null for a path on the site. */
function originOf(endpoint: string | null): string | null {
  if (!endpoint || endpoint.startsWith('/')) return null;
  return new URL(endpoint).origin;
}

const join = (...lists: Array<readonly string[] | undefined>) => [...new Set(lists.flatMap((list) => list ?? []))];

/** The policy of every page, asset, Markdown copy and error of the site. */
export function pageDirectives(scriptHashes: readonly string[], services: SiteServices): Directives {
  const chat = services.chat ?? {};
  const ask = originOf(services.askEndpoint);
  const sandbox = originOf(services.sandboxEndpoint ?? null);
  const algolia = services.algoliaAppId ? `https://${services.algoliaAppId.toLowerCase()}-dsn.algolia.net` : null;
  return {
    'default-src': ["'self'"],
    'script-src': join(["'self'"], [...scriptHashes].sort(), chat['script-src']),
    'style-src': join(["'self'", "'unsafe-inline'"], chat['style-src']),
    'img-src': join(["'self'", 'data:'], chat['img-src']),
    'font-src': join(["'self'"], chat['font-src']),
    ...(chat['media-src'] ? {'media-src': join(["'self'"], chat['media-src'])} : {}),
    'connect-src': join(["'self'"], ask ? [ask] : [], sandbox ? [sandbox] : [], algolia ? [algolia] : [], chat['connect-src']),
    'frame-src': join(["'self'"], chat['frame-src']),
    'form-action': join(["'self'"], chat['form-action']),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The policy of the playground's frame document. The parent loads it in
 * `<iframe sandbox="allow-scripts">`, an opaque origin: it cannot reach the
 * parent's DOM, storage or cookies, only postMessage. The frame is one file,
 * its script and style inline (plugins/playground): the policy lets those run
 * by hash, and the reader's code ('unsafe-eval' for `new Function`), and
 * nothing else: no network at all (connect-src 'none'), no forms, no plugins,
 * no frames or workers of its own, and only the site may frame it. The frame's
 * own meta policy (plugins/playground frameCsp) says the same; a browser
 * enforces both, so the header never widens the meta.
 */
export function frameDirectives(scriptHashes: readonly string[], styleHashes: readonly string[]): Directives {
  return {
    'default-src': ["'none'"],
    'script-src': ["'unsafe-eval'", ...[...scriptHashes].sort()],
    'style-src': styleHashes.length > 0 ? [...styleHashes].sort() : ["'none'"],
    'img-src': ['data:'],
    'font-src': ["'none'"],
    'connect-src': ["'none'"],
    'frame-src': ["'none'"],
    'worker-src': ["'none'"],
    'form-action': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'self'"],
  };
}

/** The text of each inline `<style>` of a document the build wrote itself (the playground frame: no `</style` inside one). */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
}

/** A policy as the header's value. */
export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
