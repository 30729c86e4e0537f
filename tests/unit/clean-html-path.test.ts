import {describe, expect, it} from 'vitest';
import {cleanPath} from '../../src/clientModules/cleanHtmlPath';

describe('the clean path of a page opened under its file name', () => {
  it("is the page's path, and the not-found page and clean paths stay as they are", () => {
    expect(cleanPath('/docs/webhooks.html')).toBe('/docs/webhooks');
    expect(cleanPath('/docs/webhooks/index.html')).toBe('/docs/webhooks');
    expect(cleanPath('/docs/index.html')).toBe('/docs');
    expect(cleanPath('/index.html')).toBe('/');
    expect(cleanPath('/404.html')).toBe('/404.html');
    expect(cleanPath('/docs/webhooks')).toBe('/docs/webhooks');
    expect(cleanPath('/docs/')).toBe('/docs/');
  });
});

describe('a path with doubled slashes', () => {
  it('has its runs of slashes made one: //search is the search page, /docs//x/ the page /docs/x/', () => {
    expect(cleanPath('//search')).toBe('/search');
    expect(cleanPath('///docs//webhooks')).toBe('/docs/webhooks');
    expect(cleanPath('/docs//webhooks/')).toBe('/docs/webhooks/');
    expect(cleanPath('//docs/webhooks//index.html')).toBe('/docs/webhooks');
    expect(cleanPath('//index.html')).toBe('/');
    expect(cleanPath('//404.html')).toBe('/404.html');
  });

  it('never leaves the origin, whatever the path: //evil.example/index.html stays a path of this site', () => {
    expect(cleanPath('//evil.example/index.html')).toBe('/evil.example');
    const origin = 'https://docs.tessera.example';
    for (const hostile of [
      '//evil.example/index.html',
      '//evil.example',
      '//evil.example.html',
      '/\\evil.example/index.html',
      '/\\/evil.example/x',
      '///evil.example//index.html',
      '//evil.example:443@x/index.html',
      '//.html',
      '//',
    ]) {
      const clean = cleanPath(hostile);
      expect(clean, hostile).toMatch(/^\/(?![/\\])/);
      expect(new URL(clean, `${origin}/docs/`).origin, hostile).toBe(origin);
    }
  });
});
