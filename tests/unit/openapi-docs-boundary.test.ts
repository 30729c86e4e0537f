/**
 * plugins/openapi-docs is entered through its index.ts only: the lint rule in
 * eslint.config.mjs flags an import of a file inside the folder from anywhere
 * else, and leaves the index and the folder's own imports alone. Linted with
 * the project's real config through the ESLint Node API.
 */
import path from 'node:path';
import {ESLint} from 'eslint';
import {describe, expect, it} from 'vitest';
import {repoRoot} from './helpers/docs';

const eslint = new ESLint({cwd: repoRoot});
const RULE = '@typescript-eslint/no-restricted-imports';

/** The rules that report on `code`, linted as if it were the file `file` of the project. */
async function reports(file: string, code: string): Promise<Array<{rule: string | null; message: string}>> {
  const [result] = await eslint.lintText(code, {filePath: path.join(repoRoot, file)});
  return result.messages.map((message) => ({rule: message.ruleId, message: message.message}));
}

describe('the plugins/openapi-docs import rule', () => {
  it.each([
    ['tests/unit/seeded.test.ts', '../../plugins/openapi-docs/render/page'],
    ['tests/unit/setup/seeded.ts', '../../../plugins/openapi-docs/load'],
    ['plugins/llms/seeded.ts', '../openapi-docs/remarkErrorCodeList'],
    ['sidebars.ts', './plugins/openapi-docs/sidebar'],
    ['scripts/seeded.mjs', '../plugins/openapi-docs/generate'],
  ])('flags an import into the folder from %s', async (file, specifier) => {
    const found = await reports(file, `import {thing} from '${specifier}';\nexport const used = thing;\n`);
    expect(found).toContainEqual({rule: RULE, message: expect.stringContaining('Import from plugins/openapi-docs (its index.ts)')});
  });

  it('flags a type-only import into the folder too', async () => {
    const found = await reports(
      'tests/unit/seeded.test.ts',
      "import type {GenerateResult} from '../../plugins/openapi-docs/generate';\nexport type Used = GenerateResult;\n",
    );
    expect(found.map((report) => report.rule)).toContain(RULE);
  });

  it('lets the index through, and the folder import its own files', async () => {
    expect(
      await reports(
        'tests/unit/seeded.test.ts',
        "import {renderPage} from '../../plugins/openapi-docs';\nexport const used = renderPage;\n",
      ),
    ).toEqual([]);
    expect(
      await reports('plugins/llms/seeded.ts', "import {loadApiModel} from '../openapi-docs';\nexport const used = loadApiModel;\n"),
    ).toEqual([]);
    expect(
      await reports('plugins/openapi-docs/seeded.ts', "import {renderPage} from './render/page';\nexport const used = renderPage;\n"),
    ).toEqual([]);
    expect(
      await reports('plugins/openapi-docs/render/seeded.ts', "import {loadApiModel} from '../load';\nexport const used = loadApiModel;\n"),
    ).toEqual([]);
  });

  it('adds to the boundary rule in plugins/ instead of replacing it', async () => {
    const found = await reports(
      'plugins/llms/seeded.ts',
      "import {a} from '../openapi-docs/load';\nimport {b} from '../../src/theme/Root';\nexport const used = [a, b];\n",
    );
    expect(found.map((report) => report.rule).sort()).toEqual([RULE, 'no-restricted-imports']);
  });
});
