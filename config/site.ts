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

/**
 * What the chat widget loads, by Content-Security-Policy directive: the
 * provider's published source allowlist. Added to the site's policy
 * (lib/csp/policy.ts) only in builds with CHAT_APP_ID; `style-src` needs
 * 'unsafe-inline', which the site's policy already has.
 */
export const chatContentSecurity = {
  'script-src': ['https://app.intercom.io', 'https://widget.intercom.io', 'https://js.intercomcdn.com'],
  'connect-src': [
    'https://via.intercom.io',
    'https://api.intercom.io',
    'https://api.au.intercom.io',
    'https://api.eu.intercom.io',
    'https://api-iam.intercom.io',
    'https://api-iam.eu.intercom.io',
    'https://api-iam.au.intercom.io',
    'https://api-ping.intercom.io',
    'https://*.intercom-messenger.com',
    'wss://*.intercom-messenger.com',
    'https://nexus-websocket-a.intercom.io',
    'wss://nexus-websocket-a.intercom.io',
    'https://nexus-websocket-b.intercom.io',
    'wss://nexus-websocket-b.intercom.io',
    'https://nexus-europe-websocket.intercom.io',
    'wss://nexus-europe-websocket.intercom.io',
    'https://nexus-australia-websocket.intercom.io',
    'wss://nexus-australia-websocket.intercom.io',
    'https://uploads.intercomcdn.com',
    'https://uploads.intercomcdn.eu',
    'https://uploads.au.intercomcdn.com',
    'https://uploads.eu.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
  ],
  'frame-src': [
    'https://intercom-sheets.com',
    'https://www.intercom-reporting.com',
    'https://www.youtube.com',
    'https://player.vimeo.com',
    'https://fast.wistia.net',
  ],
  'font-src': ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
  'form-action': [
    'https://intercom.help',
    'https://api-iam.intercom.io',
    'https://api-iam.eu.intercom.io',
    'https://api-iam.au.intercom.io',
  ],
  'media-src': ['https://js.intercomcdn.com'],
  'img-src': [
    'blob:',
    'https://js.intercomcdn.com',
    'https://static.intercomassets.com',
    'https://downloads.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
    'https://gifs.intercomcdn.com',
    'https://video-messages.intercomcdn.com',
    'https://messenger-apps.intercom.io',
    'https://*.intercom-attachments-5.com',
    'https://*.intercom-attachments-6.com',
    'https://*.intercom-attachments-9.com',
  ],
} as const satisfies Record<string, readonly string[]>;
