/**
 * Brand facts and hosts that more than one file needs. Content pages spell the
 * product hosts out in prose; code reads them from here.
 */
export const site = {
  title: 'Tessera',
  tagline: 'Developer documentation',
  /** What the site documents, in two sentences: the summary of /llms.txt. */
  summary:
    'Developer documentation of Tessera, a seat-map and ticketing platform: venues draw floor plans, ticket shops show them with a JavaScript renderer, buyers pick seats, and servers hold and book them through a REST API. ' +
    'It covers the renderer, the REST API, webhooks, the Event Manager and the embedded Designer.',
  url: 'https://docs.tessera.example',
  copyrightYear: 2025,
  supportUrl: 'https://support.tessera.example',
  dashboardUrl: 'https://app.tessera.example',
  rendererScript: 'https://cdn.tessera.example/chart.js',
  apiHost: (region: string): string => `https://api-${region}.tessera.example`,
  apiRegions: ['eu', 'na', 'sa', 'oc'] as const,
} as const;

/**
 * The customer chat widget (an Intercom-style messenger). Each region has its
 * own API base; the widget script always comes from the provider's widget host.
 */
export const chatRegions = {
  us: 'https://api-iam.intercom.io',
  eu: 'https://api-iam.eu.intercom.io',
  ap: 'https://api-iam.au.intercom.io',
} as const;

export type ChatRegion = keyof typeof chatRegions;

export const chatWidgetScript = (appId: string): string => `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`;
