/**
 * The environment, as the build (lib/env/build.ts) and the ask server
 * (server/ask/env.ts) read it: each side's schema names every variable it
 * reads, the README's configuration table names the same ones, and a bad
 * value stops with a message that says how to fix it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildEnvSchema, readBuildEnv} from '../../lib/env/build';
import {askEnvSchema, askListenAddress, readAskEnv} from '../../server/ask/env';
import {repoRoot} from './lib/docs';

/** The variable names in the first column of the README's "## Configuration" table. */
function readmeVariables(): string[] {
  const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'));
  const table = section.slice(0, section.indexOf('\n## ', 1));
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]));
}

describe('environment variables', () => {
  const schemas = [...Object.keys(buildEnvSchema.shape), ...Object.keys(askEnvSchema.shape)];

  it('the README configuration table lists every variable the build and the ask server read, and no other', () => {
    // PORT is the serverless hosts' fallback for ASK_PORT, named in ASK_PORT's row.
    expect(new Set(readmeVariables())).toEqual(new Set(schemas.filter((name) => name !== 'PORT')));
  });

  it('no variable is read outside the two schemas', () => {
    const readers = ['docusaurus.config.ts', 'server/ask/main.ts', 'server/ask/handler.ts'];
    for (const file of readers) {
      const source = fs.readFileSync(path.join(repoRoot, file), 'utf8');
      expect(source.match(/process\.env\.[A-Z_]+/g) ?? [], file).toEqual([]);
    }
  });

  it('the build: no variable is the offline default', () => {
    expect(readBuildEnv({})).toEqual({followOsColorMode: false, chat: {}, algolia: null, askAiEndpoint: null, sandboxApiEndpoint: null});
    expect(readBuildEnv({FOLLOW_OS_COLOR_MODE: '1', ASK_AI_ENDPOINT: '/api/ask', SANDBOX_API_ENDPOINT: '/api/sandbox/'})).toMatchObject({
      followOsColorMode: true,
      askAiEndpoint: '/api/ask',
      sandboxApiEndpoint: '/api/sandbox',
    });
  });

  it('the build names every bad value at once, each with its fix', () => {
    const thrown = (() => {
      try {
        readBuildEnv({FOLLOW_OS_COLOR_MODE: 'yes', ASK_AI_ENDPOINT: 'ftp://x', ALGOLIA_APP_ID: 'TESSERA123'});
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    expect(thrown).toContain('FOLLOW_OS_COLOR_MODE is 1');
    expect(thrown).toContain('ASK_AI_ENDPOINT "ftp://x" is neither an http(s) URL nor a path');
    expect(thrown).toContain('missing ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME');
  });

  it('the ask server: defaults, and the address it listens on', () => {
    const read = readAskEnv({AI_BASE_URL: 'https://llm.example/v1', AI_API_KEY: 'k', AI_MODEL: 'm'});
    expect(read).toMatchObject({
      AI_TIMEOUT_MS: 15_000,
      ASK_RATE_LIMIT: 10,
      ASK_TRUST_PROXY: 0,
      ASK_HOST: '127.0.0.1',
      ASK_INDEX_DIR: 'build/search-index',
    });
    expect(askListenAddress({})).toEqual({port: 8787, host: '127.0.0.1'});
    expect(askListenAddress({PORT: '3000'})).toEqual({port: 3000, host: '127.0.0.1'});
    expect(askListenAddress({ASK_PORT: '9000', PORT: '3000', ASK_HOST: '0.0.0.0'})).toEqual({port: 9000, host: '0.0.0.0'});
    expect(() => askListenAddress({ASK_PORT: 'eighty'})).toThrow('ASK_PORT must be a port number');
  });

  it('the ask server never repeats its key or a Redis password in a message', () => {
    const secret = 'sk-very-secret';
    const env = {AI_BASE_URL: 'nope', AI_API_KEY: secret, AI_MODEL: 'm', ASK_REDIS_URL: `http://user:${secret}@redis`};
    expect(() => readAskEnv(env)).toThrow('AI_BASE_URL must be an http(s) URL. ASK_REDIS_URL must be a redis://');
    expect(() => readAskEnv(env)).not.toThrow(secret);
  });
});
