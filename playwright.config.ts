import {defineConfig, devices} from '@playwright/test';

/**
 * End-to-end tests run in Debian's Chromium (Playwright's own browser download
 * cannot work offline) against the production build served over HTTP.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${PORT}`;
/** The second build, with hosted services configured (scripts/build-configured.mjs). */
const CONFIGURED_PORT = Number(process.env.E2E_CONFIGURED_PORT ?? 4174);
/** Configured-build tests that measure main-thread tasks (see the configured-alone project). */
const TIMED = 'configured/ask-hostile-stream.spec.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two cores are the norm here; the whole-site crawl is split into shards to use both.
  workers: 2,
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
  projects: [
    {name: 'default', testIgnore: 'configured/**', use: {...devices['Desktop Chrome']}},
    {
      name: 'configured',
      testMatch: 'configured/**/*.spec.ts',
      testIgnore: TIMED,
      use: {...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${CONFIGURED_PORT}`},
    },
    {
      // Tests that bound how long the page's main thread is busy run last, one at a time,
      // with no other test's browser or server on the two cores: a bound on a task's
      // duration measures the page, not the neighbours that share the machine. To run one
      // of them by itself: npx playwright test <file> --no-deps.
      name: 'configured-alone',
      testMatch: TIMED,
      dependencies: ['default', 'configured'],
      workers: 1,
      use: {...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${CONFIGURED_PORT}`},
    },
  ],
  webServer: [
    {
      command: `npx docusaurus serve --port ${PORT} --host 127.0.0.1 --no-open`,
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: `npx docusaurus serve --dir build-configured --port ${CONFIGURED_PORT} --host 127.0.0.1 --no-open`,
      url: `http://127.0.0.1:${CONFIGURED_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
