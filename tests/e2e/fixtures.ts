/**
 * Shared end-to-end fixtures. Every test fails on console errors, uncaught
 * exceptions and requests to any host other than the served site, unless it
 * declares what it expects.
 */
import {test as base, expect, type Page} from '@playwright/test';

/** Requests in flight per page, and when that set last changed (see quietNetwork). */
const network = new WeakMap<Page, {inFlight: Set<unknown>; changed: number}>();

export type Fixtures = {
  /** Console errors a test provokes on purpose. (One pattern: Playwright reads an array option as a tuple.) */
  allowedConsoleErrors: RegExp | undefined;
  /** Hosts, other than the site's own, a test talks to on purpose (stubs on loopback). */
  allowedHosts: string[];
  consoleErrors: string[];
  thirdPartyRequests: string[];
  networkTracker: void;
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
  networkTracker: [
    async ({page}, use) => {
      trackNetwork(page);
      await use();
    },
    {auto: true},
  ],
});

export {expect};

/** Counts the requests in flight of a page and its frames, for quietNetwork; the fixtures' page is tracked already, call it on other pages before they load. */
export function trackNetwork(page: Page): void {
  if (network.has(page)) return;
  const state = {inFlight: new Set<unknown>(), changed: Date.now()};
  network.set(page, state);
  const started = (request: unknown) => {
    state.inFlight.add(request);
    state.changed = Date.now();
  };
  const ended = (request: unknown) => {
    state.inFlight.delete(request);
    state.changed = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/**
 * Resolves once no request of the page or of any of its frames has been in
 * flight for `quietMs`. It stands in for `waitForLoadState('networkidle')`,
 * which can wait forever once a frame navigates after the page first went
 * idle (microsoft/playwright#42598: the playground's Run loads a new chart
 * frame); this counts the page's own request events instead.
 */
export async function quietNetwork(page: Page, quietMs = 500): Promise<void> {
  const state = network.get(page);
  if (!state) throw new Error('quietNetwork: call trackNetwork on this page before it loads');
  while (state.inFlight.size > 0 || Date.now() - state.changed < quietMs) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Opens a path and waits until React has hydrated it (SSR renders the attribute as "false"). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForSelector('html[data-has-hydrated="true"]');
}
