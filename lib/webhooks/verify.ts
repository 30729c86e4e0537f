/**
 * Verifies a webhook call the way docs/webhooks.mdx tells a receiver to, and
 * says why a call fails: a header that cannot be read, a timestamp outside 5
 * minutes, a changed body, a wrong secret. The verdict (valid or not) is the
 * one the page's Node.js and Python samples reach on the same input; the unit
 * tests run all three on the same vectors.
 *
 * HMAC alone cannot tell a wrong secret from a changed body. The verifier
 * names one only when it knows: when the message is one the lab created (it
 * remembers its body and secrets), or when a common slip explains the
 * mismatch (a trailing newline, re-serialised JSON, a secret without its
 * `whsec_` prefix or with spaces around it). Otherwise it says it is one of
 * the two and what to check.
 */
import {headerValues, type HeaderMap} from './headers';
import type {ExampleMessage} from './message';
import {
  ageSeconds,
  fromHex,
  HEADER_ID,
  HEADER_SIGNATURE,
  HEADER_TIMESTAMP,
  hmacSha256,
  isTimestamp,
  parseSignatureHeader,
  SECRET_PREFIX,
  signedContent,
  timingSafeEqual,
  TOLERANCE_SECONDS,
  utf8,
  type SignatureEntry,
} from './signature';

/** Largest pasted headers the lab reads, in UTF-8 bytes: more than any server accepts for a whole request head. */
export const MAX_HEADERS_BYTES = 16 * 1024;
/** Largest pasted body, in UTF-8 bytes. Tessera's messages are a few hundred bytes. */
export const MAX_BODY_BYTES = 64 * 1024;
/** Longest secret the lab takes, in characters. Tessera's are under 50. */
export const MAX_SECRET_LENGTH = 256;

export type Reason = 'malformed-header' | 'timestamp-outside-tolerance' | 'body-changed' | 'wrong-secret' | 'no-match';

/** The short name of each reason, as the lab shows it after "Invalid signature". */
export const REASON_TITLES: Record<Reason, string> = {
  'malformed-header': 'Malformed header',
  'timestamp-outside-tolerance': 'Timestamp outside 5 minutes',
  'body-changed': 'Body changed',
  'wrong-secret': 'Wrong secret',
  'no-match': 'Wrong secret or changed body',
};

export type Verdict = {
  valid: boolean;
  /** Why it is not valid; null when it is. */
  reason: Reason | null;
  /** What the reader should know, one sentence each, most important first. */
  details: string[];
  /** How many `v1` entries the header carries (two during the 24 hours after a rotation). */
  v1Entries: number;
  /** Which of them matched, 1-based, when one did. */
  matchedEntry?: number;
};

export type VerifyInput = {
  headers: HeaderMap;
  body: string;
  secret: string;
  /** The receiver's clock, milliseconds since the epoch. */
  now: number;
  /** The message the lab created, if any: lets the verdict tell a changed body from a wrong secret. */
  reference?: ExampleMessage;
};

/** Problems that stop the lab from verifying at all (empty or oversized fields), as messages. */
export function inputProblems(fields: {headers: string; body: string; secret: string}): string[] {
  const problems: string[] = [];
  const headerBytes = utf8(fields.headers).length;
  const bodyBytes = utf8(fields.body).length;
  const number = (value: number) => value.toLocaleString('en-US');
  if (fields.headers.trim() === '') problems.push('Paste the headers of the call.');
  else if (headerBytes > MAX_HEADERS_BYTES) {
    problems.push(
      `The headers are ${number(headerBytes)} bytes; the lab reads up to ${number(MAX_HEADERS_BYTES)}. Paste the headers of one call only.`,
    );
  }
  if (fields.body === '') problems.push('Paste the body of the call.');
  else if (bodyBytes > MAX_BODY_BYTES) {
    problems.push(
      `The body is ${number(bodyBytes)} bytes; the lab reads up to ${number(MAX_BODY_BYTES)}. A Tessera message is a few hundred bytes: paste the body of one call only.`,
    );
  }
  if (fields.secret === '') problems.push('Enter the signing secret.');
  else if (fields.secret.length > MAX_SECRET_LENGTH) {
    problems.push(`The secret is ${number(fields.secret.length)} characters; a Tessera signing secret is under 50. Paste it alone.`);
  }
  return problems;
}

function malformed(details: string[], v1Entries = 0): Verdict {
  return {valid: false, reason: 'malformed-header', details, v1Entries};
}

/** A short, printable form of a pasted value for a message. */
function shown(value: string): string {
  const printable = value.replace(/\p{Cc}/gu, '?');
  return printable.length > 24 ? `${printable.slice(0, 20)}…` : printable;
}

const quoted = (value: string) => `“${shown(value)}”`;

/** Why an entry cannot match, for the malformed-header message. */
function entryProblem(entry: SignatureEntry): string {
  if (entry.version !== 'v1') return `${quoted(entry.text)} is not a v1 entry`;
  if (entry.value.length !== 64) return `${quoted(entry.text)} has ${entry.value.length} characters after v1=, not 64`;
  if (/^[0-9a-fA-F]+$/.test(entry.value)) return `${quoted(entry.text)} is in upper case; Tessera writes lower-case hex`;
  return `${quoted(entry.text)} is not hex`;
}

function single(headers: HeaderMap, name: string): {value?: string; problem?: string} {
  const values = headerValues(headers, name);
  if (values.length === 0) return {problem: `The headers have no ${name}.`};
  if (values.length > 1) return {problem: `${name} appears ${values.length} times; Tessera sends it once.`};
  return {value: values[0]};
}

/** Checks the headers and reads the timestamp and the usable v1 entries, or says what is malformed. */
function readHeaders(headers: HeaderMap): {timestamp: string; entries: SignatureEntry[]} | Verdict {
  const timestamp = single(headers, HEADER_TIMESTAMP);
  const signature = single(headers, HEADER_SIGNATURE);
  const problems: string[] = [];
  if (timestamp.problem) problems.push(timestamp.problem);
  else if (!isTimestamp(timestamp.value!)) {
    problems.push(`${HEADER_TIMESTAMP} is ${quoted(timestamp.value!)}: it must be whole seconds since the Unix epoch, such as 1760435335.`);
  }
  let entries: SignatureEntry[] = [];
  if (signature.problem) problems.push(signature.problem);
  else {
    entries = parseSignatureHeader(signature.value!);
    const usable = entries.filter((entry) => entry.usable);
    if (entries.length === 0) problems.push(`${HEADER_SIGNATURE} is empty.`);
    else if (usable.length === 0) {
      const commas = signature.value!.includes(',') ? ' Separate entries with spaces, not commas.' : '';
      problems.push(
        `${HEADER_SIGNATURE} has no usable v1 entry: ${entries.map(entryProblem).join('; ')}. Each entry is v1= and 64 lower-case hex characters.${commas}`,
      );
    }
  }
  if (problems.length > 0) return malformed(problems, entries.filter((entry) => entry.version === 'v1').length);
  return {timestamp: timestamp.value!, entries: entries.filter((entry) => entry.usable)};
}

/** The 1-based index of the entry that matches the HMAC of the body with the secret, or 0. Every entry is compared. */
async function matchingEntry(entries: SignatureEntry[], secret: string, timestamp: string, body: string): Promise<number> {
  const expected = await hmacSha256(secret, signedContent(timestamp, utf8(body)));
  let matched = 0;
  entries.forEach((entry, index) => {
    if (timingSafeEqual(fromHex(entry.value), expected) && matched === 0) matched = index + 1;
  });
  return matched;
}

function duration(seconds: number): string {
  const abs = Math.abs(seconds);
  if (abs < 120) return abs === 1 ? '1 second' : `${abs} seconds`;
  if (abs < 2 * 3600) return `${Math.floor(abs / 60)} minutes`;
  if (abs < 2 * 86400) return `${Math.floor(abs / 3600)} hours`;
  return `${Math.floor(abs / 86400)} days`;
}

function timing(age: number): string {
  return age >= 0 ? `signed ${duration(age)} ago` : `signed ${duration(age)} in the future`;
}

/** A sentence about a timestamp outside the tolerance, with the likely cause. */
function timestampProblem(timestamp: string, age: number): string {
  const when = timing(age);
  if (timestamp.length >= 13) {
    return `The timestamp is ${when}: it looks like milliseconds. Tessera sends seconds since the Unix epoch.`;
  }
  if (age < 0) return `The message was ${when}, more than 5 minutes ahead of this clock: check that your server's clock is in sync (NTP).`;
  return `The message was ${when}, more than 5 minutes: a receiver refuses it, because it could be a replay. Tessera signs every retry again with a new timestamp.`;
}

/** The first character where two texts differ, 1-based, for a message. */
function firstDifference(a: string, b: string): number {
  let index = 0;
  while (index < a.length && index < b.length && a[index] === b[index]) index += 1;
  return index + 1;
}

/** Bodies a receiver often ends up with instead of the bytes Tessera sent, with what happened. */
function bodyVariants(body: string): Array<[string, string]> {
  const variants: Array<[string, string]> = [];
  const trimmed = body.replace(/\s+$/, '');
  if (trimmed !== body) variants.push([trimmed, 'The body has whitespace or a newline at its end that the signed body did not have.']);
  try {
    const compact = JSON.stringify(JSON.parse(body));
    if (compact !== body && compact !== trimmed) {
      variants.push([compact, 'The body was re-serialised: its JSON is the same, but its spacing differs from the bytes Tessera signed.']);
    }
  } catch {
    // Not JSON: no re-serialised form to try.
  }
  return variants;
}

/** Secrets a reader often pastes instead of the whole signing secret, with what happened. */
function secretVariants(secret: string): Array<[string, string]> {
  const variants: Array<[string, string]> = [];
  const trimmed = secret.trim();
  if (trimmed !== secret) variants.push([trimmed, 'The secret has spaces or a line break around it: the key is the secret alone.']);
  if (!trimmed.startsWith(SECRET_PREFIX)) {
    variants.push([
      SECRET_PREFIX + trimmed,
      'The secret is missing its whsec_ prefix: the HMAC key is the whole signing secret, prefix included.',
    ]);
  }
  return variants;
}

/** Why no entry matched, as precisely as the input allows. */
async function diagnose(input: VerifyInput, timestamp: string, entries: SignatureEntry[]): Promise<Verdict> {
  const {body, secret, reference} = input;
  const base = {valid: false, v1Entries: entries.length};
  const rotated =
    entries.length > 1
      ? [
          `Neither of the ${entries.length} v1 entries matches. Tessera sends two during the 24 hours after a secret rotation, one per secret: a call is valid when any one matches.`,
        ]
      : [];

  if (reference && reference.timestamp === timestamp) {
    if (body !== reference.body) {
      const at = firstDifference(body, reference.body);
      return {
        ...base,
        reason: 'body-changed',
        details: [
          `The body differs from the message the lab created, from character ${at} on. Any changed byte breaks the signature: verify the raw bytes you received.`,
        ],
      };
    }
    if (!reference.secrets.includes(secret)) {
      // A slip of pasting (spaces around it, the prefix left off) says so, as it does for a message from elsewhere.
      const slip = secretVariants(secret).find(([variant]) => reference.secrets.includes(variant));
      if (slip) return {...base, reason: 'wrong-secret', details: [slip[1], ...rotated]};
      const which = reference.secrets.length > 1 ? 'neither of the two secrets' : 'not the secret';
      return {
        ...base,
        reason: 'wrong-secret',
        details: [`The body is unchanged, but this is ${which} the lab signed the message with.`, ...rotated],
      };
    }
  }

  for (const [variant, explanation] of bodyVariants(body)) {
    if (await matchingEntry(entries, secret, timestamp, variant)) return {...base, reason: 'body-changed', details: [explanation]};
  }
  for (const [variant, explanation] of secretVariants(secret)) {
    if (await matchingEntry(entries, variant, timestamp, body)) return {...base, reason: 'wrong-secret', details: [explanation]};
  }
  return {
    ...base,
    reason: 'no-match',
    details: [
      ...rotated,
      'Either the secret is not the signing secret of the endpoint that received the call (each endpoint and each sandbox has its own), or the body is not the exact bytes that arrived. Verify the raw body, before any JSON parsing.',
    ],
  };
}

export async function verifyWebhook(input: VerifyInput): Promise<Verdict> {
  const read = readHeaders(input.headers);
  if ('valid' in read) return read;
  const {timestamp, entries} = read;
  const age = ageSeconds(timestamp, input.now);
  const outside = Math.abs(age) > TOLERANCE_SECONDS;
  const matched = await matchingEntry(entries, input.secret, timestamp, input.body);
  const notes: string[] = [];
  const id = headerValues(input.headers, HEADER_ID);
  try {
    const bodyId = (JSON.parse(input.body) as {id?: unknown}).id;
    if (id.length === 1 && bodyId !== undefined && String(bodyId) !== id[0]) {
      notes.push(`${HEADER_ID} is ${shown(id[0])} but the body's id is ${shown(String(bodyId))}: Tessera sends the same value in both.`);
    }
  } catch {
    notes.push('The body is not JSON. Tessera always sends a JSON event log item.');
  }

  if (matched > 0) {
    const entryNote =
      entries.length > 1
        ? `Entry ${matched} of ${entries.length} matches. Tessera sends two v1 entries during the 24 hours after a secret rotation, one per secret: a call is valid when any one matches.`
        : 'The v1 entry matches the HMAC-SHA256 of the timestamp, a full stop and the body, keyed with the secret.';
    if (outside) {
      return {
        valid: false,
        reason: 'timestamp-outside-tolerance',
        details: [timestampProblem(timestamp, age), `The signature itself matches: the secret and the body are right.`, ...notes],
        v1Entries: entries.length,
        matchedEntry: matched,
      };
    }
    return {
      valid: true,
      reason: null,
      details: [entryNote, `The message was ${timing(age)}, within 5 minutes.`, ...notes],
      v1Entries: entries.length,
      matchedEntry: matched,
    };
  }

  const verdict = await diagnose(input, timestamp, entries);
  if (outside) verdict.details.push(timestampProblem(timestamp, age));
  verdict.details.push(...notes);
  return verdict;
}
