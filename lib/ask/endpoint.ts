/**
 * ASK_AI_ENDPOINT: read at build time in docusaurus.config.ts, it reaches the
 * browser as a custom field. Kept apart from the answerers, so neither the
 * config nor the search dialog loads any of the AI code through this file.
 */
/** Name of the custom field (`siteConfig.customFields`) holding the endpoint. */
export const ENDPOINT_FIELD = 'askAiEndpoint';

/**
 * Reads ASK_AI_ENDPOINT: an absolute http(s) URL, or a path on the site's own
 * origin (`/api/ask`, for a serverless function deployed with the site).
 * Anything else stops the build, as a typo there would only show in production.
 */
export function askEndpointFromEnv(env: NodeJS.ProcessEnv): string | null {
  const value = env.ASK_AI_ENDPOINT?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
  } catch {
    // Reported below.
  }
  throw new Error(`Ask AI: ASK_AI_ENDPOINT "${value}" is neither an http(s) URL nor a path starting with /.`);
}

/** The endpoint from the site's custom fields, or null. */
export function endpointOf(customFields: Record<string, unknown> | undefined): string | null {
  const value = customFields?.[ENDPOINT_FIELD];
  return typeof value === 'string' && value ? value : null;
}

/** What picks the answerer: the endpoint if the build has one, else the local index if there is one. */
export type AnswererSetup = {endpoint: string | null; manifestUrl: string; localIndex: boolean};

/** Ask AI is offered when something can answer: the endpoint, or the local index. */
export const askAvailable = ({endpoint, localIndex}: Pick<AnswererSetup, 'endpoint' | 'localIndex'>): boolean =>
  endpoint !== null || localIndex;
