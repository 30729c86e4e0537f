/**
 * The signing primitives of lib/webhooks on fixed vectors: the HMAC computed
 * with WebCrypto equals the one openssl computed (written in the vectors) and
 * node:crypto's; the signed content is `{timestamp}.{body}` in UTF-8; the
 * comparison is constant-time in shape; the header splits as the samples split it.
 */
import crypto from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {
  fromHex,
  isTimestamp,
  parseSignatureHeader,
  sign,
  signatureHeader,
  signedContent,
  timingSafeEqual,
  toHex,
  utf8,
} from '../../lib/webhooks';
import {
  BODY,
  PREVIOUS_SECRET,
  PREVIOUS_SIGNATURE,
  SECRET,
  SIGNATURE,
  TIMESTAMP,
  UTF8_BODY,
  UTF8_SIGNATURE,
  UTF8_TIMESTAMP,
} from './helpers/webhookVectors';

describe('sign', () => {
  it('computes the signatures openssl computed for the vectors', async () => {
    expect(await sign(SECRET, TIMESTAMP, BODY)).toBe(SIGNATURE);
    expect(await sign(PREVIOUS_SECRET, TIMESTAMP, BODY)).toBe(PREVIOUS_SIGNATURE);
    expect(await sign(SECRET, UTF8_TIMESTAMP, UTF8_BODY)).toBe(UTF8_SIGNATURE);
  });

  it('agrees with node:crypto, keyed with the whole secret including whsec_', async () => {
    const expected = crypto.createHmac('sha256', SECRET).update(`${TIMESTAMP}.${BODY}`).digest('hex');
    expect(await sign(SECRET, TIMESTAMP, BODY)).toBe(expected);
    const withoutPrefix = crypto.createHmac('sha256', SECRET.slice(6)).update(`${TIMESTAMP}.${BODY}`).digest('hex');
    expect(await sign(SECRET, TIMESTAMP, BODY)).not.toBe(withoutPrefix);
  });

  it('signs the UTF-8 bytes of the body, given as text or as bytes', async () => {
    expect(await sign(SECRET, UTF8_TIMESTAMP, utf8(UTF8_BODY))).toBe(UTF8_SIGNATURE);
    expect(toHex(signedContent('17', utf8('é')))).toBe(Buffer.from('17.é', 'utf8').toString('hex'));
  });

  it('writes one v1 entry per secret, separated by a space', async () => {
    expect(await signatureHeader([SECRET], TIMESTAMP, BODY)).toBe(`v1=${SIGNATURE}`);
    expect(await signatureHeader([SECRET, PREVIOUS_SECRET], TIMESTAMP, BODY)).toBe(`v1=${SIGNATURE} v1=${PREVIOUS_SIGNATURE}`);
  });
});

describe('timingSafeEqual', () => {
  it('tells equal from different bytes and lengths', () => {
    const a = fromHex(SIGNATURE);
    expect(timingSafeEqual(a, fromHex(SIGNATURE))).toBe(true);
    const last = fromHex(SIGNATURE);
    last[31] ^= 1;
    expect(timingSafeEqual(a, last)).toBe(false);
    const first = fromHex(SIGNATURE);
    first[0] ^= 0x80;
    expect(timingSafeEqual(a, first)).toBe(false);
    expect(timingSafeEqual(a, a.slice(0, 31))).toBe(false);
  });

  it('reads every byte whatever the first difference', () => {
    // A comparison that stops early reads fewer bytes when the first byte differs.
    const reads = (x: Uint8Array, y: Uint8Array) => {
      let count = 0;
      const counted = new Proxy(y, {
        get(target, key) {
          if (typeof key === 'string' && /^\d+$/.test(key)) count += 1;
          const value = Reflect.get(target, key);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      timingSafeEqual(x, counted as Uint8Array);
      return count;
    };
    const a = fromHex(SIGNATURE);
    const differentFirst = fromHex(SIGNATURE);
    differentFirst[0] ^= 1;
    expect(reads(a, differentFirst)).toBe(32);
    expect(reads(a, fromHex(SIGNATURE))).toBe(32);
  });
});

describe('parseSignatureHeader', () => {
  it('splits on spaces, drops empty entries and marks usable v1 entries', () => {
    const entries = parseSignatureHeader(`v2=abc  v1=${SIGNATURE} v1=${SIGNATURE.toUpperCase()} v1 v1=${SIGNATURE}=`);
    expect(entries.map((entry) => [entry.version, entry.usable])).toEqual([
      ['v2', false],
      ['v1', true],
      ['v1', false],
      ['v1', false],
      ['v1', false],
    ]);
    expect(entries[1].value).toBe(SIGNATURE);
    expect(entries[4].value).toBe(`${SIGNATURE}=`);
  });

  it('reads timestamps as ASCII digits only', () => {
    expect(isTimestamp(TIMESTAMP)).toBe(true);
    for (const value of ['', ' 1760435335', '1760435335.5', '-1', '١٧٦٠', '1e9']) expect(isTimestamp(value), value).toBe(false);
  });
});
