/**
 * Example webhook messages, exactly as Tessera sends them (domain/platform.md
 * §14 and §14a): the event log item as compact JSON, the three Tessera-Webhook
 * headers and Content-Type, signed with one secret (two during the 24 hours
 * after a rotation), and a curl command that posts the message to the reader's
 * own endpoint.
 */
import {shellQuoted} from '../samples/literals';
import {HEADER_ID, HEADER_SIGNATURE, HEADER_TIMESTAMP, SECRET_PREFIX, signatureHeader, TOLERANCE_SECONDS} from './signature';

/** The event types of webhooks and the event log, in the order the docs list them. */
export const EVENT_TYPES = [
  'chart.created',
  'chart.published',
  'event.for.sale.config.updated',
  'event.channels.updated',
  'event.categories.updated',
  'event.table.booking.config.updated',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** The workspace and keys of the payload samples on docs/webhooks.mdx, so the lab's messages look like them. */
export const EXAMPLE_WORKSPACE_KEY = 'b6e3f0c2-5a7d-4c1e-8f9b-2d4a6c8e0f13';
const EXAMPLE_KEYS: Record<EventType, string> = {
  'chart.created': '3f2a1c9e-7d4b-4e8a-9c61-0b5d2e7f8a14',
  'chart.published': '3f2a1c9e-7d4b-4e8a-9c61-0b5d2e7f8a14',
  'event.for.sale.config.updated': 'tutorial-2025-12-05',
  'event.channels.updated': 'tutorial-2025-12-05',
  'event.categories.updated': 'tutorial-2025-12-05',
  'event.table.booking.config.updated': 'gala-dinner-2025-12-31',
};

/** Where the samples on the page listen; the lab's curl command posts there unless the reader says otherwise. */
export const DEFAULT_ENDPOINT = 'http://localhost:8000/webhooks';

/** Random bytes behind a generated secret: 192 bits, 32 base64 characters after `whsec_`. */
const SECRET_BYTES = 24;

export type RandomValues = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;
const cryptoRandom: RandomValues = (bytes) => globalThis.crypto.getRandomValues(bytes);

/** A fresh signing secret in Tessera's format, from a cryptographic random source. */
export function generateSecret(random: RandomValues = cryptoRandom): string {
  const bytes = random(new Uint8Array(SECRET_BYTES));
  return SECRET_PREFIX + btoa(String.fromCharCode(...bytes));
}

/** A fresh id in the range of the docs' examples, for a message that looks real. */
export function randomMessageId(random: RandomValues = cryptoRandom): number {
  const [value] = new Uint32Array(random(new Uint8Array(4)).buffer);
  return 10_000 + (value % 90_000);
}

export type ExampleOptions = {
  type: EventType;
  /** The secret the endpoint uses now. */
  secret: string;
  /** The secret before a rotation: the message then carries two `v1` entries. */
  previousSecret?: string;
  id: number;
  /** The signing time, milliseconds since the epoch. */
  now: number;
};

export type ExampleMessage = {
  type: EventType;
  id: number;
  /** Tessera-Webhook-Timestamp: Unix seconds. */
  timestamp: string;
  /** The secrets it was signed with, in the order of the entries. */
  secrets: string[];
  /** The headers in the order Tessera's docs list them. */
  headers: Array<[name: string, value: string]>;
  /** The raw body: compact JSON, UTF-8. */
  body: string;
};

export async function createExampleMessage({type, secret, previousSecret, id, now}: ExampleOptions): Promise<ExampleMessage> {
  const timestamp = String(Math.floor(now / 1000));
  const item = {
    id,
    type,
    timestamp: new Date(now).toISOString(),
    data: {workspaceKey: EXAMPLE_WORKSPACE_KEY, key: EXAMPLE_KEYS[type]},
  };
  const body = JSON.stringify(item);
  const secrets = previousSecret === undefined ? [secret] : [secret, previousSecret];
  return {
    type,
    id,
    timestamp,
    secrets,
    body,
    headers: [
      [HEADER_ID, String(id)],
      [HEADER_TIMESTAMP, timestamp],
      [HEADER_SIGNATURE, await signatureHeader(secrets, timestamp, body)],
      ['Content-Type', 'application/json'],
    ],
  };
}

/** The headers as `Name: value` lines, the form the lab's verifier reads back. */
export function headerText(message: ExampleMessage): string {
  return message.headers.map(([name, value]) => `${name}: ${value}`).join('\n');
}

/** Until when (milliseconds since the epoch) a receiver accepts the message. */
export function acceptedUntil(message: ExampleMessage): number {
  return (Number(message.timestamp) + TOLERANCE_SECONDS) * 1000;
}

/** A problem with an endpoint URL the reader typed, or undefined when curl can post to it. */
export function endpointProblem(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return 'Enter the full URL of your endpoint, such as http://localhost:8000/webhooks.';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'The endpoint URL starts with http:// or https://.';
  return undefined;
}

/**
 * A curl command that posts the message, byte for byte, to the endpoint: every
 * argument single-quoted for POSIX shells where it needs it, the body sent with
 * --data-binary so curl changes nothing in it. `-i` prints your endpoint's status.
 */
export function curlCommand(message: ExampleMessage, endpoint: string): string {
  const lines = [
    `curl -i ${shellQuoted(new URL(endpoint.trim()).href)}`,
    ...message.headers.map(([name, value]) => `-H ${shellQuoted(`${name}: ${value}`)}`),
    `--data-binary ${shellQuoted(message.body)}`,
  ];
  return lines.join(' \\\n  ');
}
