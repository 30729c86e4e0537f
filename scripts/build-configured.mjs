#!/usr/bin/env node
// Builds the site a second time with every hosted service switched on, into
// build-configured/, so end-to-end tests can check the configured behaviour
// (chat widget, OS-following colour mode, Algolia search, Ask AI through the ask endpoint,
// Try it on a hosted sandbox through the site's proxy)
// without touching the default build.
import {spawnSync} from 'node:child_process';

export const configuredEnv = {
  FOLLOW_OS_COLOR_MODE: '1',
  CHAT_APP_ID: 'e2etestapp',
  CHAT_REGION: 'eu',
  ALGOLIA_APP_ID: 'E2ETESTAPP',
  ALGOLIA_API_KEY: 'e2e-search-key',
  ALGOLIA_INDEX_NAME: 'tessera',
  // The ask endpoint the configured e2e tests start on loopback (tests/e2e/configured/ask-ai.spec.ts).
  ASK_AI_ENDPOINT: 'http://127.0.0.1:4175/ask',
  // The proxy path of deploy/nginx/tessera-docs-sandbox.conf (tests/e2e/configured/console-hosted.spec.ts serves this build with it).
  SANDBOX_API_ENDPOINT: '/api/sandbox',
};

const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', 'build-configured'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...configuredEnv,
    DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus-configured',
    // The persistent bundler cache is shared with the default build and would
    // serve its compiled global data (no Algolia, no AI endpoint) to this one.
    DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
  },
});
process.exit(result.status ?? 1);
