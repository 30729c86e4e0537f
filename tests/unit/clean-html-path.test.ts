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
