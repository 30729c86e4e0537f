#!/usr/bin/env node
// Builds the site a second time with every hosted service switched on, into
// build-configured/, so end-to-end tests can check the configured behaviour
// (chat widget, OS-following colour mode, Algolia search) without touching the default build.
import {spawnSync} from 'node:child_process';

export const configuredEnv = {
  FOLLOW_OS_COLOR_MODE: '1',
  CHAT_APP_ID: 'e2etestapp',
  CHAT_REGION: 'eu',
  ALGOLIA_APP_ID: 'E2ETESTAPP',
  ALGOLIA_API_KEY: 'e2e-search-key',
  ALGOLIA_INDEX_NAME: 'tessera',
};

const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', 'build-configured'], {
  stdio: 'inherit',
  env: {...process.env, ...configuredEnv, DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus-configured'},
});
process.exit(result.status ?? 1);
