import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          // The REST operation pages are generated, not committed: write them before the tests read docs/.
          globalSetup: ['tests/unit/setup/generate-api-docs.ts'],
        },
      },
      // Byte and element budgets read the production build, so `npm test` runs them after `npm run build`.
      {extends: true, test: {name: 'budgets', include: ['tests/budgets/**/*.test.ts']}},
    ],
  },
});
