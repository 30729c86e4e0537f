/**
 * The link-preview image (og:image, twitter:image) of each part of the site.
 * Each card is a figure scene in figures/cards/, rasterised to PNG by the
 * figures plugin at /img/og/<id>.png; the SiteMetadata wrapper picks the card
 * by path. The first card whose prefix matches wins; `home` covers the rest.
 */
export type SocialCard = {id: string; scene: string; prefixes: string[]};

export const socialCards: SocialCard[] = [
  {id: 'tutorial', scene: 'cards/tutorial', prefixes: ['/docs/tutorial', '/docs/getting-started-quick-tutorial']},
  {id: 'renderer', scene: 'cards/renderer', prefixes: ['/docs/renderer']},
  {id: 'rest-api', scene: 'cards/rest-api', prefixes: ['/docs/api', '/docs/snippets', '/docs/REST API']},
  {id: 'webhooks', scene: 'cards/webhooks', prefixes: ['/docs/webhooks']},
  {id: 'event-manager', scene: 'cards/event-manager', prefixes: ['/docs/event-manager']},
  {id: 'designer', scene: 'cards/designer', prefixes: ['/docs/embedded-designer']},
  {id: 'changelog', scene: 'cards/changelog', prefixes: ['/changelog']},
  {id: 'home', scene: 'cards/home', prefixes: []},
];

/** Pixel size social platforms expect for a large preview (1.91:1). Card scenes are half that, rasterised at 2×. */
export const SOCIAL_CARD_SIZE = {width: 1200, height: 630};

export function socialCardPath(card: SocialCard): string {
  return `img/og/${card.id}.png`;
}

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The card for a page path, relative to the base URL; percent-encoded paths (`/docs/REST%20API/...`) work too. */
export function socialCardFor(pathname: string): SocialCard {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape: match the path as it is.
  }
  return socialCards.find((card) => card.prefixes.some((prefix) => under(decoded, prefix))) ?? socialCards[socialCards.length - 1];
}
