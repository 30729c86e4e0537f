/**
 * The site build's environment: every variable docusaurus.config.ts reads,
 * parsed in this one schema with the message that says how to fix a bad
 * value. All are optional; without any, the site is the offline default.
 * The README's configuration table lists the same names (tests/unit/env.test.ts).
 * The ask server's variables are in server/ask/env.ts and never reach a build.
 */
import * as z from 'zod';
import {askEndpointFromEnv} from '../ask/endpoint';
import {sandboxEndpointFromEnv} from '../console/endpoint';

/** Hosted search with Algolia DocSearch. */
export type AlgoliaOptions = {appId: string; apiKey: string; indexName: string};

/** A variable's trimmed value; empty counts as unset. */
const text = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** A value read by `read`, whose error message becomes the issue's. */
const readWith = <T>(read: (value: string) => T) =>
  text.transform((value, ctx): T | null => {
    if (value === undefined) return null;
    try {
      return read(value);
    } catch (error) {
      ctx.addIssue({code: 'custom', message: (error as Error).message});
      return z.NEVER;
    }
  });

const ALGOLIA_VARIABLES = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

export const buildEnvSchema = z.object({
  /** 1: colour mode follows the OS and the toggle gains "system". */
  FOLLOW_OS_COLOR_MODE: text.refine(
    (value) => value === undefined || value === '0' || value === '1',
    'FOLLOW_OS_COLOR_MODE is 1 (colour mode follows the OS) or unset.',
  ),
  /** The customer chat widget's app id and region; plugins/chat-widget checks both. */
  CHAT_APP_ID: text,
  CHAT_REGION: text,
  ASK_AI_ENDPOINT: readWith((value) => askEndpointFromEnv({ASK_AI_ENDPOINT: value})),
  SANDBOX_API_ENDPOINT: readWith((value) => sandboxEndpointFromEnv({SANDBOX_API_ENDPOINT: value})),
  ALGOLIA_APP_ID: text,
  ALGOLIA_API_KEY: text,
  ALGOLIA_INDEX_NAME: text,
});

/** All three ALGOLIA_* or none, and an application id that is one. Across variables, so checked beside the schema. */
function algoliaProblems(env: NodeJS.ProcessEnv): string[] {
  const value = (name: string) => env[name]?.trim() ?? '';
  const missing = ALGOLIA_VARIABLES.filter((name) => !value(name));
  const problems: string[] = [];
  if (missing.length > 0 && missing.length < ALGOLIA_VARIABLES.length)
    problems.push(`Search: set all of ${ALGOLIA_VARIABLES.join(', ')} to use Algolia DocSearch, or none; missing ${missing.join(', ')}.`);
  const appId = value('ALGOLIA_APP_ID');
  if (appId && !/^[A-Z0-9]{6,20}$/i.test(appId)) problems.push(`Search: ALGOLIA_APP_ID "${appId}" is not an Algolia application id.`);
  return problems;
}

export type BuildEnv = {
  followOsColorMode: boolean;
  chat: {appId?: string; region?: string};
  algolia: AlgoliaOptions | null;
  askAiEndpoint: string | null;
  sandboxApiEndpoint: string | null;
};

/** Reads the build's environment through buildEnvSchema; a bad value stops the build with every problem named. */
export function readBuildEnv(env: NodeJS.ProcessEnv): BuildEnv {
  const parsed = buildEnvSchema.safeParse(env);
  const problems = [...(parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)), ...algoliaProblems(env)];
  if (!parsed.success || problems.length > 0) throw new Error(problems.join(' '));
  const read = parsed.data;
  return {
    followOsColorMode: read.FOLLOW_OS_COLOR_MODE === '1',
    chat: {appId: read.CHAT_APP_ID, region: read.CHAT_REGION},
    algolia:
      read.ALGOLIA_APP_ID && read.ALGOLIA_API_KEY && read.ALGOLIA_INDEX_NAME
        ? {appId: read.ALGOLIA_APP_ID, apiKey: read.ALGOLIA_API_KEY, indexName: read.ALGOLIA_INDEX_NAME}
        : null,
    askAiEndpoint: read.ASK_AI_ENDPOINT,
    sandboxApiEndpoint: read.SANDBOX_API_ENDPOINT,
  };
}
