/** Content-Security-Policy checks shared by the nginx specs. */
import type {Page} from '@playwright/test';

/**
 * Records every CSP (and Permissions-Policy) report of the page and its frames,
 * from before its first script runs: `securitypolicyviolation` events of the
 * top document, and what Chromium writes to the console. Returns a reader.
 */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|Permissions[- ]Policy/i.test(message.text()))
      reported.push(`console ${message.type()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', {value: seen});
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return async () => [...reported, ...(await page.evaluate(() => (window as unknown as {__cspViolations: string[]}).__cspViolations))];
}
