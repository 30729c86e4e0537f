/**
 * Tessera's webhook signature (domain/platform.md §14a): the lower-case hex
 * HMAC-SHA256 of `{timestamp}.{raw body}`, keyed with the whole signing secret
 * including its `whsec_` prefix, sent as space-separated `v1=<hex>` entries in
 * Tessera-Webhook-Signature. Computed with WebCrypto (`crypto.subtle`), which
 * browsers and Node share, so the webhook lab and the unit tests run this code.
 */

export const HEADER_ID = 'Tessera-Webhook-Id';
export const HEADER_TIMESTAMP = 'Tessera-Webhook-Timestamp';
export const HEADER_SIGNATURE = 'Tessera-Webhook-Signature';

/** How far a timestamp may be from the receiver's clock, either way. */
export const TOLERANCE_SECONDS = 5 * 60;
/** Every signing secret starts with it, and it is part of the HMAC key. */
export const SECRET_PREFIX = 'whsec_';
/** The scheme version of the entries a receiver checks; entries of other versions are ignored. */
export const SIGNATURE_VERSION = 'v1';

const V1_VALUE = /^[0-9a-f]{64}$/;
const TIMESTAMP = /^[0-9]+$/;

/** Thrown where the page is not a secure context (plain http on a host other than localhost): no `crypto.subtle`. */
export class NoWebCryptoError extends Error {
  constructor() {
    super('This browser offers no WebCrypto here: open the page over https (or on localhost) to sign and verify.');
  }
}

function subtle(): SubtleCrypto {
  const value = globalThis.crypto?.subtle;
  if (!value) throw new NoWebCryptoError();
  return value;
}

const encoder = new TextEncoder();

/** The UTF-8 bytes of a text. */
export function utf8(text: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(text);
}

/** The bytes that are signed: the timestamp as sent, a full stop, the raw body. */
export function signedContent(timestamp: string, body: Uint8Array): Uint8Array<ArrayBuffer> {
  const prefix = utf8(`${timestamp}.`);
  const content = new Uint8Array(prefix.length + body.length);
  content.set(prefix);
  content.set(body, prefix.length);
  return content;
}

/** HMAC-SHA256 of the content, keyed with the UTF-8 bytes of the whole secret. */
export async function hmacSha256(secret: string, content: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const crypto = subtle();
  const key = await crypto.importKey('raw', utf8(secret), {name: 'HMAC', hash: 'SHA-256'}, false, ['sign']);
  return new Uint8Array(await crypto.sign('HMAC', key, content));
}

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** The bytes of a lower-case hex string of even length (checked by the caller). */
export function fromHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/**
 * Whether two byte strings are equal, in a time that depends on their length
 * only: every byte is compared whatever the first difference, so the time taken
 * tells an attacker nothing about how much of a forged signature was right.
 */
export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a[i] ^ b[i];
  return difference === 0;
}

/** The hex signature of one body at one timestamp with one secret: the value of a `v1=` entry. */
export async function sign(secret: string, timestamp: string, body: string | Uint8Array): Promise<string> {
  const bytes = typeof body === 'string' ? utf8(body) : body;
  return toHex(await hmacSha256(secret, signedContent(timestamp, bytes)));
}

/** The Tessera-Webhook-Signature value: one `v1=` entry per secret, in order (two after a rotation). */
export async function signatureHeader(secrets: readonly string[], timestamp: string, body: string | Uint8Array): Promise<string> {
  const values = await Promise.all(secrets.map((secret) => sign(secret, timestamp, body)));
  return values.map((value) => `${SIGNATURE_VERSION}=${value}`).join(' ');
}

/** One space-separated entry of Tessera-Webhook-Signature. */
export type SignatureEntry = {
  /** The entry as written. */
  text: string;
  /** What comes before the first `=` (the whole entry when it has none). */
  version: string;
  /** What comes after the first `=`. */
  value: string;
  /** A `v1` entry whose value is 64 lower-case hex characters: the only kind that can match. */
  usable: boolean;
};

/**
 * The entries of a Tessera-Webhook-Signature value, split on single spaces as
 * the page's samples split it; empty entries (two spaces in a row) are dropped.
 */
export function parseSignatureHeader(value: string): SignatureEntry[] {
  return value
    .split(' ')
    .filter((text) => text !== '')
    .map((text) => {
      const at = text.indexOf('=');
      const version = at < 0 ? text : text.slice(0, at);
      const entryValue = at < 0 ? '' : text.slice(at + 1);
      return {text, version, value: entryValue, usable: version === SIGNATURE_VERSION && V1_VALUE.test(entryValue)};
    });
}

/** Whether a Tessera-Webhook-Timestamp value is whole seconds written in ASCII digits. */
export function isTimestamp(value: string): boolean {
  return TIMESTAMP.test(value);
}

/** Seconds between signing and `nowMs`, the receiver's clock (negative: signed in the future). */
export function ageSeconds(timestamp: string, nowMs: number): number {
  return Math.floor(nowMs / 1000) - Number(timestamp);
}
