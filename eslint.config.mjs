// Lints our own TypeScript: site code, plugins, config, scripts and tests.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The seams between the four kinds of code (CONTRIBUTING.md): browser React in src/, build-time
 * plugins in plugins/, the ask and MCP services in server/, and the framework-free logic they all
 * share in lib/. Each may import lib/ and config/; none imports another, and lib/ imports no
 * framework.
 */
const forbid = (...areas) =>
  areas.map((area) => ({
    regex: `^(@site/|(\\.\\.?/)+)${area}(/|$)`,
    message: `Import shared logic from lib/ instead: ${area}/ is another side of the boundary (CONTRIBUTING.md).`,
  }));
const boundary = (files, areas, extra = []) => ({
  files,
  rules: {'no-restricted-imports': ['error', {patterns: [...forbid(...areas), ...extra]}]},
});

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      '.docusaurus*/',
      'node_modules/',
      'docs/',
      'changelog/',
      'static/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    plugins: {'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}],
    },
  },
  boundary(['src/**'], ['plugins', 'server', 'scripts']),
  boundary(['plugins/**'], ['src', 'server', 'scripts']),
  boundary(['server/**'], ['src', 'plugins', 'scripts']),
  boundary(
    ['lib/**'],
    ['src', 'plugins', 'server', 'scripts'],
    [
      {
        regex: '^(react|react-dom|@docusaurus/.*|@theme/.*|@theme-original/.*|@generated/.*)$',
        message: 'lib/ is framework-free: browser, build and server all load it.',
      },
    ],
  ),
  // plugins/openapi-docs is entered through its index.ts only, so its files can be split or renamed
  // without touching the config, the sidebars, plugins/llms or the tests. typescript-eslint's copy of
  // no-restricted-imports, because a second set of options for the core rule would replace the
  // boundary patterns above instead of adding to them.
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: ['plugins/openapi-docs/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)openapi-docs/.',
              message: 'Import from plugins/openapi-docs (its index.ts), not from a file inside it.',
            },
          ],
        },
      ],
    },
  },
);
