/**
 * The Content-Security-Policy the build writes for nginx (lib/csp/policy.ts,
 * plugins/security-headers): which inline scripts it finds and hashes, what it
 * refuses, and the sources each configuration allows. The browser side is
 * tests/e2e/nginx.spec.ts.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {chatContentSecurity} from '../../config/site';
import {frameDirectives, pageDirectives, pageScripts, scriptHash, serializePolicy, type SiteServices} from '../../lib/csp/policy';
import {cspHash, frameCsp} from '../../plugins/playground';
import {buildPolicies, MAX_PAGE_SCRIPTS, nginxCspMap} from '../../plugins/security-headers';

const NONE: SiteServices = {askEndpoint: null, algoliaAppId: null, chat: null};
const dirs: string[] = [];

async function site(files: Record<string, string>): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'csp-site-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, name)), {recursive: true});
    await fs.writeFile(path.join(dir, name), content);
  }
  return dir;
}

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => fs.rm(dir, {recursive: true, force: true})));
});

describe('inline scripts of a page', () => {
  it('are the scripts a browser runs, byte for byte; JSON-LD and external scripts are not', () => {
    const html =
      '<html><head><script>a&amp;&&b<c</script><script type="application/ld+json">{"@type":"x"}</script>' +
      '<script src="/assets/js/main.js"></script><script type="module">import "/x.js";</script>' +
      '<script type="text/JavaScript">\n  one()\n</script></head></html>';
    expect(pageScripts(html)).toEqual({inline: ['a&amp;&&b<c', 'import "/x.js";', '\n  one()\n'], problems: []});
  });

  it('are hashed as the browser hashes them: SHA-256 of the UTF-8 text, base64', () => {
    const text = 'document.documentElement.dataset.x = "é";';
    expect(scriptHash(text)).toBe(`'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`);
  });

  it('cannot include what no hash allows: inline handlers, javascript: URLs, scripts inside SVG', () => {
    const {problems} = pageScripts(
      '<body onload="x()"><a href=" JavaScript:alert(1)">a</a><form action="javascript:void 0"></form><svg><script>y()</script></svg></body>',
    );
    expect(problems).toEqual([
      'an inline event handler <body onload>',
      'a javascript: URL in <a href>',
      'a javascript: URL in <form action>',
      'an inline <script> inside <svg> or <math>',
    ]);
  });
});

describe('the policies', () => {
  it('of the pages: the site and the hashes for scripts, no framing, no other host, styles inline', () => {
    const policy = serializePolicy(pageDirectives(["'sha256-b'", "'sha256-a'"], NONE));
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; " +
        "connect-src 'self'; frame-src 'self'; form-action 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
    );
  });

  it('add the ask endpoint origin, Algolia and the chat widget only when the build uses them', () => {
    const hosted = pageDirectives([], {
      askEndpoint: 'https://ask.tessera.example/v1/ask',
      algoliaAppId: 'ABC123XYZ',
      chat: chatContentSecurity,
    });
    expect(hosted['connect-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://ask.tessera.example', 'https://abc123xyz-dsn.algolia.net']),
    );
    expect(hosted['connect-src']).toContain('https://api-iam.eu.intercom.io');
    expect(hosted['script-src']).toEqual(["'self'", ...chatContentSecurity['script-src']]);
    expect(hosted['frame-ancestors']).toEqual(["'none'"]);
    // An endpoint on the site itself is 'self' already.
    expect(pageDirectives([], {...NONE, askEndpoint: '/api/ask'})['connect-src']).toEqual(["'self'"]);
  });

  it("of the playground frame: its scripts and the reader's code run, no network, framed by the site only", () => {
    const frame = frameDirectives(["'sha256-f'"], ["'sha256-s'"]);
    expect(frame['script-src']).toEqual(["'unsafe-eval'", "'sha256-f'"]);
    expect(frame['style-src']).toEqual(["'sha256-s'"]);
    expect(frame['connect-src']).toEqual(["'none'"]);
    expect(frame['default-src']).toEqual(["'none'"]);
    expect(frame['form-action']).toEqual(["'none'"]);
    expect(frame['frame-ancestors']).toEqual(["'self'"]);
    expect(frame['worker-src']).toEqual(["'none'"]);
  });

  it("of the playground frame: no wider than the frame document's own meta policy, directive by directive", () => {
    const [script, style] = ['window.ready = true;', 'main { display: grid; }'];
    const frame = frameDirectives([scriptHash(script)], [scriptHash(style)]);
    expect(cspHash(script)).toBe(scriptHash(script));
    const meta = Object.fromEntries(
      frameCsp(script, style)
        .split(';')
        .map((directive) => {
          const [name, ...sources] = directive.trim().split(/\s+/);
          return [name, sources];
        }),
    );
    for (const [name, sources] of Object.entries(meta)) expect(frame[name], name).toEqual(sources);
  });

  it("let Try it reach the hosted sandbox: an endpoint on the site is 'self', an absolute one adds its origin", () => {
    expect(pageDirectives([], {...NONE, sandboxEndpoint: '/api/sandbox'})['connect-src']).toEqual(["'self'"]);
    expect(pageDirectives([], {...NONE, sandboxEndpoint: 'https://sandbox.tessera.example/v1'})['connect-src']).toEqual([
      "'self'",
      'https://sandbox.tessera.example',
    ]);
  });
});

describe('the build step', () => {
  const page = (script: string) => `<!doctype html><html><head><script>${script}</script></head><body></body></html>`;

  it('takes the frame document from its maker when given: the file may not be written yet when the policy is', async () => {
    const dir = await site({'docs/a/index.html': page('theme()')});
    const frameDocument = async () => page('frame()').replace('</head>', '<style>main{}</style></head>');
    const {frame} = await buildPolicies(dir, {services: NONE, redirects: [], frameDocument});
    expect(frame).toContain(`script-src 'unsafe-eval' ${scriptHash('frame()')};`);
    expect(frame).toContain(`style-src ${scriptHash('main{}')};`);
  });

  it('hashes the inline scripts of every served HTML file, the frame document apart, and skips the client-side redirect pages', async () => {
    const dir = await site({
      'index.html': page('theme()'),
      'docs/a/index.html': page('theme()'),
      '404.html': page('notFound()'),
      'playground-frame.html': page('frame()').replace('</head>', '<style>main{}</style></head>'),
      'docs/old/index.html': page("window.location.href = '/docs/a'"),
    });
    const {page: pagePolicy, frame} = await buildPolicies(dir, {services: NONE, redirects: [{from: '/docs/old', to: '/docs/a'}]});
    expect(pagePolicy).toContain(`script-src 'self' ${[scriptHash('notFound()'), scriptHash('theme()')].sort().join(' ')};`);
    expect(pagePolicy).not.toContain(scriptHash('frame()'));
    expect(pagePolicy).not.toContain(scriptHash("window.location.href = '/docs/a'"));
    expect(frame).toContain(`script-src 'unsafe-eval' ${scriptHash('frame()')};`);
    expect(frame).toContain(`style-src ${scriptHash('main{}')};`);
  });

  it('stops on an inline handler, naming the file', async () => {
    const dir = await site({'docs/x/index.html': '<button onclick="go()">Go</button>'});
    await expect(buildPolicies(dir, {services: NONE, redirects: []})).rejects.toThrow(
      '/docs/x/index.html: an inline event handler <button onclick>',
    );
  });

  it(`stops when the pages hold more than ${MAX_PAGE_SCRIPTS} distinct inline scripts`, async () => {
    const files = Object.fromEntries(Array.from({length: MAX_PAGE_SCRIPTS + 1}, (_, i) => [`p${i}/index.html`, page(`s${i}()`)]));
    await expect(buildPolicies(await site(files), {services: NONE, redirects: []})).rejects.toThrow(/Load new scripts from files/);
  });

  it('writes nginx maps: the frame document its own policy and X-Frame-Options, every other path the pages', () => {
    const conf = nginxCspMap("default-src 'self'", "default-src 'none'");
    expect(conf).toContain(
      `map $uri $tessera_csp {\n    default "default-src 'self'";\n    "/playground-frame.html" "default-src 'none'";\n}`,
    );
    expect(conf).toContain(`map $uri $tessera_frame_options {\n    default "DENY";\n    "/playground-frame.html" "SAMEORIGIN";\n}`);
    expect(() => nginxCspMap('connect-src $x', '')).toThrow(/cannot write/);
  });
});
