/**
 * Shared end-to-end fixtures. Every test fails on console errors, uncaught
 * exceptions and requests to any host other than the served site, unless it
 * declares what it expects.
 */
import {test as base, expect, type Page} from '@playwright/test';

export type Fixtures = {
  /** Console errors a test provokes on purpose. (One pattern: Playwright reads an array option as a tuple.) */
  allowedConsoleErrors: RegExp | undefined;
  /** Hosts, other than the site's own, a test talks to on purpose (stubs on loopback). */
  allowedHosts: string[];
  consoleErrors: string[];
  thirdPartyRequests: string[];
};

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [undefined, {option: true}],
  allowedHosts: [[], {option: true}],
  consoleErrors: [
    async ({page, allowedConsoleErrors}, use) => {
      const errors: string[] = [];
      const allowed = (text: string) => allowedConsoleErrors?.test(text) ?? false;
      page.on('console', (message) => {
        if (message.type() === 'error' && !allowed(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => {
        if (!allowed(error.message)) errors.push(error.message);
      });
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    {auto: true},
  ],
  thirdPartyRequests: [
    async ({page, baseURL, allowedHosts}, use) => {
      const own = new URL(baseURL!).host;
      const requests: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) return;
        if (url.host !== own && !allowedHosts.includes(url.host)) requests.push(request.url());
      });
      await use(requests);
      expect(requests, 'requests to third-party hosts').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Opens a path and waits until React has hydrated it (SSR renders the attribute as "false"). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForSelector('html[data-has-hydrated="true"]');
}
