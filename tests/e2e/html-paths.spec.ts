/**
 * A page opened under its file's name, `/docs/x/index.html` or `/docs/x.html`,
 * on a host with no rules: the browser gets the page's HTML under that path.
 * It must hydrate without error (React #418 before src/clientModules/cleanHtmlPath.ts),
 * show the page, and put the clean path in the address bar.
 *
 * `docusaurus serve` redirects these paths itself, so the host is emulated in
 * the browser: every request on the site's origin is answered from build/ as
 * a plain static server would, files as they are, `<path>.html` and `<path>/`
 * from `<path>/index.html`, no redirects.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {buildDir} from './site';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.md': 'text/markdown',
};

function staticFile(pathname: string): string | undefined {
  const decoded = decodeURIComponent(pathname);
  const candidates = [decoded, path.posix.join(decoded, 'index.html'), decoded.replace(/\.html$/, '/index.html')];
  for (const candidate of candidates) {
    const file = path.join(buildDir, candidate);
    if (file.startsWith(buildDir) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return undefined;
}

async function servePlainHost(page: Page, origin: string): Promise<void> {
  await page.route(`${origin}/**`, async (route) => {
    const file = staticFile(new URL(route.request().url()).pathname);
    if (!file) {
      await route.fulfill({status: 404, contentType: 'text/html', body: fs.readFileSync(path.join(buildDir, '404.html'))});
      return;
    }
    await route.fulfill({status: 200, contentType: TYPES[path.extname(file)] ?? 'application/octet-stream', body: fs.readFileSync(file)});
  });
}

const cases: Array<{open: string; clean: string; title: string}> = [
  {open: '/docs/webhooks/index.html', clean: '/docs/webhooks', title: 'Webhooks'},
  {open: '/docs/webhooks.html', clean: '/docs/webhooks', title: 'Webhooks'},
  {open: '/docs/index.html', clean: '/docs', title: 'Introduction'},
  {open: '/docs/api/book-objects/index.html?ref=x#example-request', clean: '/docs/api/book-objects', title: 'Book objects'},
  {open: '/docs/renderer/config-session.html', clean: '/docs/renderer/config-session', title: 'session'},
  {open: '/index.html', clean: '/', title: ''},
];

for (const {open, clean, title} of cases) {
  test(`${open} hydrates without error as ${clean} on a host without rules`, async ({page, baseURL}) => {
    await servePlainHost(page, baseURL!);
    const response = await page.goto(open);
    expect(response?.status()).toBe(200);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const url = new URL(page.url());
    expect(url.pathname).toBe(clean);
    const original = new URL(open, baseURL);
    expect(url.search + url.hash, 'query and hash stay').toBe(original.search + original.hash);
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
    if (title) await expect(page.locator('article h1').first()).toHaveText(title);
    else await expect(page.locator('.navbar')).toBeVisible();
    // The sidebar knows the page: the router matched it.
    if (clean.startsWith('/docs/') && clean !== '/docs') await expect(page.locator('.menu__link--active').first()).toBeVisible();
  });
}
