import path from 'node:path';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  // As in the site's bundler: `@site/...` is the repository root, and JSX uses React's automatic runtime,
  // so a component or module under test imports exactly as it does in the site.
  resolve: {alias: {'@site': path.resolve(import.meta.dirname)}},
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          // The REST operation pages are generated, not committed: write them before the tests read docs/,
          // then read every page's Markdown once for all test files.
          globalSetup: ['tests/unit/setup/generate-api-docs.ts', 'tests/unit/setup/read-docs.ts'],
          // A few tests regenerate every operation page or read every figure: about 2 s alone, past the
          // default 5 s on a loaded 2-core CI machine. Timings are measured by `npm run bench`, not here.
          testTimeout: 20_000,
        },
      },
      // Byte and element budgets read the production build, so `npm test` runs them after `npm run build`.
      {extends: true, test: {name: 'budgets', include: ['tests/budgets/**/*.test.ts']}},
    ],
  },
});
