/**
 * The tooling the codebase relies on: Vitest resolves `@site` and JSX as the site's bundler does,
 * and the ESLint boundary rule stops an import across the seams between src/, plugins/, server/ and lib/.
 */
import path from 'node:path';
import {ESLint} from 'eslint';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {markdownPath} from '@site/lib/markdown/url';
import {repoRoot} from './helpers/docs';

describe('Vitest', () => {
  it('resolves @site to the repository root and compiles JSX', () => {
    expect(markdownPath('/docs/webhooks')).toMatch(/\.md$/);
    expect(renderToStaticMarkup(<p className="x">one</p>)).toBe('<p class="x">one</p>');
  });
});

// The first lint loads the whole config and its plugins: seconds on a busy machine.
describe('the import boundaries', {timeout: 60_000}, () => {
  const eslint = new ESLint({cwd: repoRoot});
  const lint = async (file: string, source: string) => {
    const [result] = await eslint.lintText(source, {filePath: path.join(repoRoot, file)});
    return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').length;
  };

  it.each([
    ['src/components/X/index.ts', "import {renderPage} from '@site/plugins/openapi-docs';"],
    ['src/components/X/index.ts', "import {openIndex} from '../../../server/ask/indexFiles';"],
    ['plugins/llms/x.ts', "import Facts from '../../src/components/Facts';"],
    ['plugins/llms/x.ts', "import {openIndex} from '../../server/ask/indexFiles';"],
    ['server/ask/x.ts', "import {loadApiModel} from '../../plugins/openapi-docs';"],
    ['server/ask/x.ts', "import useCopy from '../../src/components/useCopy';"],
    ['lib/search/x.ts', "import {useState} from 'react';"],
    ['lib/search/x.ts', "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';"],
    ['lib/search/x.ts', "import {loadApiModel} from '../../plugins/openapi-docs';"],
  ])('%s may not import: %s', async (file, source) => {
    expect(await lint(file, `${source}\nexport {};\n`)).toBe(1);
  });

  it.each([
    ['src/components/X/index.ts', "import {markdownPath} from '@site/lib/markdown/url';"],
    ['plugins/llms/x.ts', "import {markdownPath} from '../../lib/markdown/url';"],
    ['server/ask/x.ts', "import {site} from '../../config/site';"],
    ['lib/search/x.ts', "import {site} from '../../config/site';"],
  ])('%s may import: %s', async (file, source) => {
    expect(await lint(file, `${source}\nexport {};\n`)).toBe(0);
  });
});
