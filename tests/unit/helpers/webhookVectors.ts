/**
 * Fixed webhook vectors: signed calls and the verdict every verifier must reach
 * on them, the webhook lab (lib/webhooks) and the Node.js and Python samples of
 * docs/webhooks.mdx alike. The signatures were computed once with openssl
 * (`printf '%s.%s' "$TIMESTAMP" "$BODY" | openssl dgst -sha256 -hmac "$SECRET"`)
 * and are written out here, so the code under test cannot agree with itself
 * by mistake; webhooks-signature.test.ts recomputes them with node:crypto too.
 */
import type {Reason} from '../../../lib/webhooks';

export const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
/** The endpoint's secret before a rotation. */
export const PREVIOUS_SECRET = 'whsec_7nB2xQe4TzL0vYc8RkJ1pWa6HsD3uFg5';
/** A secret of some other endpoint. */
export const OTHER_SECRET = 'whsec_Zq3NwE8rT1yU6iO0pA4sD7fG2hJ5kL9x';

/** 2025-10-14T09:48:55Z, as in the docs' header table. */
export const TIMESTAMP = '1760435335';
export const BODY =
  '{"id":50822,"type":"chart.published","timestamp":"2025-10-14T09:48:55.040Z","data":{"workspaceKey":"b6e3f0c2-5a7d-4c1e-8f9b-2d4a6c8e0f13","key":"3f2a1c9e-7d4b-4e8a-9c61-0b5d2e7f8a14"}}';
/** HMAC-SHA256 of `${TIMESTAMP}.${BODY}` keyed with SECRET. */
export const SIGNATURE = '599f6c6d8992c6d5861695653928214d14a9975a744d9695a4ff3e73f01102fe';
/** The same with PREVIOUS_SECRET. */
export const PREVIOUS_SIGNATURE = '11c8b868826861b8815b984b941e1674e2cfd8a9455b3e400a063fc4a466a806';

/** A body with non-ASCII characters, signed as UTF-8, at 2025-10-14T13:05:12Z. */
export const UTF8_TIMESTAMP = '1760447112';
export const UTF8_BODY =
  '{"id":50861,"type":"event.categories.updated","timestamp":"2025-10-14T13:05:12.300Z","data":{"workspaceKey":"b6e3f0c2-5a7d-4c1e-8f9b-2d4a6c8e0f13","key":"fête-de-la-musique-2026"}}';
export const UTF8_SIGNATURE = '08628acc5f53e16748a71581f074c6f316821e57179c7706f75f39a1739285db';

/** BODY signed by mistake with a timestamp in milliseconds. */
export const MILLISECONDS_TIMESTAMP = '1760435335040';
export const MILLISECONDS_SIGNATURE = 'dd1493589b890855b7ede4dbf4691be70e06ca6a3ebddf63a2a120c78e5863bd';

export type WebhookVector = {
  name: string;
  secret: string;
  /** Tessera-Webhook-Timestamp; absent when the call has none. */
  timestamp?: string;
  /** Tessera-Webhook-Signature; absent when the call has none. */
  signature?: string;
  body: string;
  /** The receiver's clock, Unix seconds. */
  now: number;
  valid: boolean;
  /** The reason the lab gives (without a message it created to compare with). */
  reason: Reason | null;
  /** The entry that matches, 1-based, when one does. */
  matchedEntry?: number;
};

const T = Number(TIMESTAMP);
const changedBody = BODY.replace('"id":50822', '"id":50823');

export const VECTORS: WebhookVector[] = [
  {
    name: 'signed with the secret 30 seconds ago',
    secret: SECRET,
    timestamp: TIMESTAMP,
    signature: `v1=${SIGNATURE}`,
    body: BODY,
    now: T + 30,
    valid: true,
    reason: null,
    matchedEntry: 1,
  },
  {
    name: 'exactly 5 minutes old',
    secret: SECRET,
    timestamp: TIMESTAMP,
    signature: `v1=${SIGNATURE}`,
    body: BODY,
    now: T + 300,
    valid: true,
    reason: null,
    matchedEntry: 1,
  },
  {
    name: 'exactly 5 minutes ahead of the clock',
    secret: SECRET,
    timestamp: TIMESTAMP,
    signature: `v1=${SIGNATURE}`,
    body: BODY,
    now: T - 300,
    valid: true,
    reason: null,
    matchedEntry: 1,
  },
  {
    name: '5 minutes and 1 second old',
    secret: SECRET,
    timestamp: TIMESTAMP,
    signature: `v1=${SIGNATURE}`,
    body: BODY,
    now: T + 301,
    valid: false,
    reason: 'timestamp-outside-tolerance',
    matchedEntry: 1,
  },
  {
    name: '5 minutes and 1 second ahead of the clock',
    secret: SECRET,
    timestamp: TIMESTAMP,
    signature: `v1=${SIGNATURE}`,
    body: BODY,
    now: T - 301,
    valid: false,
    reason: 'timestamp-outside-tolerance',
    matchedEntry: 1,
  },
  {
    name: 'a day old (a replay)',
    secret: SECRET,
    timestamp: TIMESTAMP,
    signature: `v1=${SIGNATURE}`,
    body: BODY,
    now: T + 86_400,
    valid: false,
    reason: 'timestamp-outside-tolerance',
    matchedEntry: 1,
  },
  {
    name: 'timestamp in milliseconds',
    secret: SECRET,
    timestamp: MILLISECONDS_TIMESTAMP,
    signature: `v1=${MILLISECONDS_SIGNATURE}`,
    body: BODY,
    now: T + 30,
    valid: false,
    reason: 'timestamp-outside-tolerance',
    matchedEntry: 1,
  },
  {
    name: "checked with another endpoint's secret",
    secret: OTHER_SECRET,
    timestamp: TIMESTAMP,
    signature: `v1=${SIGNATURE}`,
    body: BODY,
    now: T + 30,
    valid: false,
    reason: 'no-match',
  },
  {
    name: 'one byte of the body changed',
    secret: SECRET,
    timestamp: TIMESTAMP,
    signature: `v1=${SIGNATURE}`,
    body: changedBody,
    now: T + 30,
    valid: false,
    reason: 'no-match',
  },
  {
    name: 'timestamp header changed, signature kept',
    secret: SECRET,
    timestamp: String(T + 60),
    signature: `v1=${SIGNATURE}`,
    body: BODY,
    now: T + 60,
    valid: false,
    reason: 'no-match',
  },
  {
    name: 'a newline added after the body',
    secret: SECRET,
    timestamp: TIMESTAMP,
    signature: `v1=${SIGNATURE}`,
    body: `${BODY}\n`,
    now: T + 30,
    valid: false,
    reason: 'body-changed',
  },
  {
    name: 'the body re-serialised with indentation',
    secret: SECRET,
    timestamp: TIMESTAMP,
    signature: `v1=${SIGNATURE}`,
    body: JSON.stringify(JSON.parse(BODY), null, 2),
    now: T + 30,
    valid: false,
    reason: 'body-changed',
  },
  {
    name: 'the secret without its whsec_ prefix',
    secret: SECRET.slice('whsec_'.length),
    timestamp: TIMESTAMP,
    signature: `v1=${SIGNATURE}`,
    body: BODY,
    now: T + 30,
    valid: false,
    reason: 'wrong-secret',
  },
  {
    name: 'the secret with a trailing space',
    secret: `${SECRET} `,
    timestamp: TIMESTAMP,
    signature: `v1=${SIGNATURE}`,
    body: BODY,
    now: T + 30,
    valid: false,
    reason: 'wrong-secret',
  },
  {
    name: 'rotation: two v1 entries, checked with the new secret',
    secret: SECRET,
    timestamp: TIMESTAMP,
    signature: `v1=${SIGNATURE} v1=${PREVIOUS_SIGNATURE}`,
    body: BODY,
    now: T + 30,
    valid: true,
    reason: null,
    matchedEntry: 1,
  },
  {
    name: 'rotation: two v1 entries, checked with the previous secret',
    secret: PREVIOUS_SECRET,
    timestamp: TIMESTAMP,
    signature: `v1=${SIGNATURE} v1=${PREVIOUS_SIGNATURE}`,
    body: BODY,
    now: T + 30,
    valid: true,
    reason: null,
    matchedEntry: 2,
  },
  {
    name: 'rotation: two v1 entries, checked with a third secret',
    secret: OTHER_SECRET,
    timestamp: TIMESTAMP,
    signature: `v1=${SIGNATURE} v1=${PREVIOUS_SIGNATURE}`,
    body: BODY,
    now: T + 30,
    valid: false,
    reason: 'no-match',
  },
  {
    name: 'rotation: two v1 entries, the body changed',
    secret: SECRET,
    timestamp: TIMESTAMP,
    signature: `v1=${SIGNATURE} v1=${PREVIOUS_SIGNATURE}`,
    body: changedBody,
    now: T + 30,
    valid: false,
    reason: 'no-match',
  },
  {
    name: 'two spaces between the entries',
    secret: SECRET,
    timestamp: TIMESTAMP,
    signature: `v1=${PREVIOUS_SIGNATURE}  v1=${SIGNATURE}`,
    body: BODY,
    now: T + 30,
    valid: true,
    reason: null,
    matchedEntry: 2,
  },
  {
    name: 'an entry of another version beside the v1 entry',
    secret: SECRET,
    timestamp: TIMESTAMP,
    signature: `v2=c0ffee v1=${SIGNATURE}`,
    body: BODY,
    now: T + 30,
    valid: true,
    reason: null,
    matchedEntry: 1,
  },
  {
    name: 'only an entry of another version',
    secret: SECRET,
    timestamp: TIMESTAMP,
    signature: `v0=${SIGNATURE}`,
    body: BODY,
    now: T + 30,
    valid: false,
    reason: 'malformed-header',
  },
  {
    name: 'entries separated by a comma',
    secret: SECRET,
    timestamp: TIMESTAMP,
    signature: `v1=${SIGNATURE},v1=${PREVIOUS_SIGNATURE}`,
    body: BODY,
    now: T + 30,
    valid: false,
    reason: 'malformed-header',
  },
  {
    name: 'signature in upper-case hex',
    secret: SECRET,
    timestamp: TIMESTAMP,
    signature: `v1=${SIGNATURE.toUpperCase()}`,
    body: BODY,
    now: T + 30,
    valid: false,
    reason: 'malformed-header',
  },
  {
    name: 'signature cut short by one character',
    secret: SECRET,
    timestamp: TIMESTAMP,
    signature: `v1=${SIGNATURE.slice(0, 63)}`,
    body: BODY,
    now: T + 30,
    valid: false,
    reason: 'malformed-header',
  },
  {
    name: 'text after the signature value',
    secret: SECRET,
    timestamp: TIMESTAMP,
    signature: `v1=${SIGNATURE}=`,
    body: BODY,
    now: T + 30,
    valid: false,
    reason: 'malformed-header',
  },
  {name: 'no signature header', secret: SECRET, timestamp: TIMESTAMP, body: BODY, now: T + 30, valid: false, reason: 'malformed-header'},
  {
    name: 'no timestamp header',
    secret: SECRET,
    signature: `v1=${SIGNATURE}`,
    body: BODY,
    now: T + 30,
    valid: false,
    reason: 'malformed-header',
  },
  {
    name: 'timestamp with a fraction',
    secret: SECRET,
    timestamp: `${TIMESTAMP}.5`,
    signature: `v1=${SIGNATURE}`,
    body: BODY,
    now: T + 30,
    valid: false,
    reason: 'malformed-header',
  },
  {
    name: 'a body with non-ASCII characters, signed as UTF-8',
    secret: SECRET,
    timestamp: UTF8_TIMESTAMP,
    signature: `v1=${UTF8_SIGNATURE}`,
    body: UTF8_BODY,
    now: Number(UTF8_TIMESTAMP) + 5,
    valid: true,
    reason: null,
    matchedEntry: 1,
  },
];
