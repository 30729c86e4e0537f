/**
 * SANDBOX_API_ENDPOINT: read at build time in docusaurus.config.ts, it reaches
 * the browser as a custom field. When set, the REST console can send Try it
 * requests to a hosted Tessera sandbox, with the reader's own key, instead of
 * the sandbox in the browser. Kept apart from the console, so neither the
 * config nor an operation page loads console code through this file.
 */
/** Name of the custom field (`siteConfig.customFields`) holding the endpoint. */
export const SANDBOX_ENDPOINT_FIELD = 'sandboxApiEndpoint';

/**
 * Reads SANDBOX_API_ENDPOINT: a path on the site's own origin (`/api/sandbox`)
 * that the web server proxies to the Tessera API (deploy/nginx/). Only a path:
 * the reader's key then reaches no host but the site's own, whose proxy passes
 * it to the API, and the site's Content-Security-Policy (`connect-src 'self'`)
 * needs no exception. Anything else stops the build, as a typo there would
 * only show in production.
 */
export function sandboxEndpointFromEnv(env: NodeJS.ProcessEnv): string | null {
  const value = env.SANDBOX_API_ENDPOINT?.trim();
  if (!value) return null;
  const path = value.replace(/\/$/, '');
  if (/^(\/[A-Za-z0-9\-_~]+(\.[A-Za-z0-9\-_~]+)*)+$/.test(path)) return path;
  throw new Error(
    `Try it: SANDBOX_API_ENDPOINT "${value}" must be a path on this site, such as /api/sandbox, that your web server proxies to the Tessera API (deploy/nginx/tessera-docs-sandbox.conf).`,
  );
}

/** The endpoint from the site's custom fields, or null. */
export function sandboxEndpointOf(customFields: Record<string, unknown> | undefined): string | null {
  const value = customFields?.[SANDBOX_ENDPOINT_FIELD];
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : null;
}
