import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    // The REST operation pages are generated, not committed: write them before the tests read docs/.
    globalSetup: ['tests/unit/setup/generate-api-docs.ts'],
    environment: 'node',
  },
});
