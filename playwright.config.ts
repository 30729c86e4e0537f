import {defineConfig, devices} from '@playwright/test';

/**
 * End-to-end tests run in Debian's Chromium (Playwright's own browser download
 * cannot work offline) against the production build served over HTTP.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  expect: {timeout: 10_000},
  use: {
    baseURL,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome']}}],
  webServer: {
    command: `npx docusaurus serve --port ${PORT} --host 127.0.0.1 --no-open`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
