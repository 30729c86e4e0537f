import {describe, expect, it} from 'vitest';
import {redirects} from '../../config/redirects';
import {CLOUDFLARE_STATIC_RULES, hostRules, nginxRules, redirectsFile, type HostRule} from '../../plugins/host-rules/rules';

const pages = ['/', '/docs/', '/docs/webhooks', '/docs/REST API/snippets/admin-key-auth', '/changelog', '/404.html'];
/** The build's files: every page's index.html and the not-found page. */
const files = new Set([
  '/index.html',
  '/docs/index.html',
  '/docs/webhooks/index.html',
  '/docs/REST API/snippets/admin-key-auth/index.html',
  '/changelog/index.html',
  '/404.html',
]);
const sample = [{from: '/docs/colors', to: '/docs/renderer/colors'}];
const rules = hostRules(sample, pages, (sitePath) => files.has(sitePath));
const rule = (from: string) => rules.find((r) => r.from === from);

describe('host rules', () => {
  it('redirect the source, its .html and its /index.html to the target, and mark the client-side redirect page', () => {
    expect(rule('/docs/colors')).toEqual({from: '/docs/colors', to: '/docs/renderer/colors', kind: 'redirect', shadowed: true});
    expect(rule('/docs/colors.html')).toEqual({from: '/docs/colors.html', to: '/docs/renderer/colors', kind: 'redirect', shadowed: false});
    expect(rule('/docs/colors/index.html')).toEqual({
      from: '/docs/colors/index.html',
      to: '/docs/renderer/colors',
      kind: 'redirect',
      shadowed: true,
    });
  });

  it("normalise every page's .html and /index.html path to the page", () => {
    expect(rule('/docs/webhooks.html')).toMatchObject({to: '/docs/webhooks', kind: 'normalise', shadowed: false});
    expect(rule('/docs/webhooks/index.html')).toMatchObject({to: '/docs/webhooks', kind: 'normalise', shadowed: true});
    expect(rule('/docs.html')).toMatchObject({to: '/docs/'});
    expect(rule('/docs/index.html')).toMatchObject({to: '/docs/'});
    expect(rule('/index.html')).toMatchObject({to: '/'});
  });

  it('leave the not-found page alone and come out redirects first', () => {
    expect(rules.some((r) => r.from.startsWith('/404'))).toBe(false);
    const firstNormalise = rules.findIndex((r) => r.kind === 'normalise');
    expect(rules.slice(firstNormalise).every((r) => r.kind === 'normalise')).toBe(true);
  });

  it('never chain: a redirect target is not itself redirected', () => {
    const all = hostRules(redirects, [], () => false);
    const froms = new Set(all.map((r) => r.from));
    expect(all.filter((r) => froms.has(r.to))).toEqual([]);
  });
});

/** A `_redirects` line as Cloudflare Pages reads it (workers-shared parseRedirects): two or three tokens, a permitted status. */
function cloudflareRule(line: string): {from: string; to: string} | null {
  const tokens = line
    .replace(/(^|\s+)#.*$/, '')
    .trim()
    .split(/\s+/);
  if (tokens.length < 2 || tokens.length > 3) return null;
  const status = Number(tokens[2] ?? '302');
  return [200, 301, 302, 303, 307, 308].includes(status) ? {from: tokens[0], to: tokens[1]} : null;
}

describe('the _redirects file', () => {
  const text = redirectsFile(rules);
  const lines = text.split('\n').filter((line) => line && !line.startsWith('#'));

  it('writes shadowed redirects forced for Netlify, then plain for Cloudflare Pages', () => {
    const index = lines.indexOf('/docs/colors /docs/renderer/colors 301!');
    expect(index).toBeGreaterThanOrEqual(0);
    expect(lines[index + 1]).toBe('/docs/colors /docs/renderer/colors 301');
    expect(lines).toContain('/docs/colors.html /docs/renderer/colors 301');
    expect(lines).not.toContain('/docs/colors.html /docs/renderer/colors 301!');
  });

  it('forces the /index.html normalisation for Netlify only, since Cloudflare does it itself', () => {
    expect(lines).toContain('/docs/webhooks/index.html /docs/webhooks 301!');
    expect(lines).not.toContain('/docs/webhooks/index.html /docs/webhooks 301');
    expect(lines).toContain('/docs/webhooks.html /docs/webhooks 301');
  });

  it('percent-encodes paths, so a space cannot split a line', () => {
    expect(lines).toContain('/docs/REST%20API/snippets/admin-key-auth.html /docs/REST%20API/snippets/admin-key-auth 301');
    expect(lines.every((line) => line.split(' ').length === 3)).toBe(true);
  });

  it('gives Cloudflare Pages every redirect within its static rule limit', () => {
    const all = redirectsFile(hostRules(redirects, [], () => true))
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    // Cloudflare counts every line, valid or not, against the limit, in file order.
    const read = all
      .slice(0, CLOUDFLARE_STATIC_RULES)
      .map(cloudflareRule)
      .filter((r): r is {from: string; to: string} => r !== null);
    for (const {from, to} of redirects) expect(read, from).toContainEqual({from, to});
  });
});

describe('the nginx include', () => {
  const text = nginxRules(rules);

  it('answers every rule with an exact-match 301 that keeps the query string', () => {
    expect(text).toContain('location = "/docs/colors" { return 301 "/docs/renderer/colors$is_args$args"; }');
    expect(text).toContain('location = "/docs/webhooks/index.html" { return 301 "/docs/webhooks$is_args$args"; }');
  });

  it('also redirects a redirect source written with a trailing slash', () => {
    expect(text).toContain('location = "/docs/colors/" { return 301 "/docs/renderer/colors$is_args$args"; }');
  });

  it('quotes decoded paths and encodes targets', () => {
    expect(text).toContain(
      'location = "/docs/REST API/snippets/admin-key-auth/index.html" { return 301 "/docs/REST%20API/snippets/admin-key-auth$is_args$args"; }',
    );
  });

  it("puts the query before a target's #fragment", () => {
    const anchored = nginxRules(hostRules([{from: '/docs/old-call', to: '/docs/api/calls#the-call'}], [], () => false));
    expect(anchored).toContain('location = "/docs/old-call" { return 301 "/docs/api/calls$is_args$args#the-call"; }');
  });

  it('escapes quotes in a path, so a rule cannot break out of its string', () => {
    const tricky: HostRule[] = [{from: '/a"b', to: '/c', kind: 'redirect', shadowed: false}];
    expect(nginxRules(tricky)).toContain('location = "/a\\"b"');
  });
});
