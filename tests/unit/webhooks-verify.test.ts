/**
 * The lab's verifier on the fixed vectors (the same ones the page's samples
 * run in webhooks-samples.test.ts): valid or not, and why. Then the reasons it
 * can only give for a message it created itself (a changed body, a wrong
 * secret), the headers a reader pastes, and the bounds on what it reads.
 */
import {describe, expect, it} from 'vitest';
import {
  createExampleMessage,
  headerText,
  inputProblems,
  MAX_BODY_BYTES,
  MAX_HEADERS_BYTES,
  parseHeaderText,
  REASON_TITLES,
  verifyWebhook,
  type HeaderMap,
} from '../../lib/webhooks';
import {BODY, OTHER_SECRET, PREVIOUS_SECRET, SECRET, SIGNATURE, TIMESTAMP, VECTORS, type WebhookVector} from './helpers/webhookVectors';

function headersOf(vector: Pick<WebhookVector, 'timestamp' | 'signature'>): HeaderMap {
  const headers = new Map<string, string[]>();
  if (vector.timestamp !== undefined) headers.set('tessera-webhook-timestamp', [vector.timestamp]);
  if (vector.signature !== undefined) headers.set('tessera-webhook-signature', [vector.signature]);
  return headers;
}

const verifyVector = (vector: WebhookVector) =>
  verifyWebhook({headers: headersOf(vector), body: vector.body, secret: vector.secret, now: vector.now * 1000});

describe('the verifier on the vectors', () => {
  for (const vector of VECTORS) {
    it(`${vector.name}: ${vector.valid ? 'valid' : `invalid, ${vector.reason}`}`, async () => {
      const verdict = await verifyVector(vector);
      expect(verdict.valid).toBe(vector.valid);
      expect(verdict.reason).toBe(vector.reason);
      expect(verdict.matchedEntry).toBe(vector.matchedEntry);
      expect(verdict.details.length).toBeGreaterThan(0);
    });
  }

  it('covers every reason and the rotation case both ways', () => {
    expect(new Set(VECTORS.map((vector) => vector.reason))).toEqual(new Set([null, ...Object.keys(REASON_TITLES)]));
    const rotated = VECTORS.filter((vector) => vector.signature?.split(' ').filter((entry) => entry.startsWith('v1=')).length === 2);
    expect(rotated.some((vector) => vector.valid && vector.matchedEntry === 2)).toBe(true);
    expect(rotated.some((vector) => !vector.valid)).toBe(true);
  });
});

describe('what the verdict says', () => {
  const find = (name: string) => VECTORS.find((vector) => vector.name === name)!;

  it('names the matching entry of two after a rotation', async () => {
    const verdict = await verifyVector(find('rotation: two v1 entries, checked with the previous secret'));
    expect(verdict.v1Entries).toBe(2);
    expect(verdict.details[0]).toMatch(/^Entry 2 of 2 matches\..*24 hours after a secret rotation/);
  });

  it('says neither entry matches after a rotation', async () => {
    const verdict = await verifyVector(find('rotation: two v1 entries, checked with a third secret'));
    expect(verdict.details[0]).toMatch(/^Neither of the 2 v1 entries matches/);
  });

  it('says how old a message is and that its signature matches', async () => {
    const verdict = await verifyVector(find('a day old (a replay)'));
    expect(verdict.details[0]).toMatch(/signed 24 hours ago, more than 5 minutes/);
    expect(verdict.details[1]).toMatch(/signature itself matches/);
    const ahead = await verifyVector(find('5 minutes and 1 second ahead of the clock'));
    expect(ahead.details[0]).toMatch(/in the future.*NTP/);
    const milliseconds = await verifyVector(find('timestamp in milliseconds'));
    expect(milliseconds.details[0]).toMatch(/looks like milliseconds/);
  });

  it('says one second in the singular', async () => {
    const base = find('signed with the secret 30 seconds ago');
    const verdict = await verifyVector({...base, now: Number(base.timestamp) + 1});
    expect(verdict.details.join(' ')).toContain('signed 1 second ago');
    expect(verdict.details.join(' ')).not.toContain('1 seconds');
  });

  it('names the slip that explains a mismatch', async () => {
    expect((await verifyVector(find('a newline added after the body'))).details[0]).toMatch(/newline at its end/);
    expect((await verifyVector(find('the body re-serialised with indentation'))).details[0]).toMatch(/re-serialised/);
    expect((await verifyVector(find('the secret without its whsec_ prefix'))).details[0]).toMatch(/missing its whsec_ prefix/);
    expect((await verifyVector(find('the secret with a trailing space'))).details[0]).toMatch(/spaces or a line break around it/);
  });

  it('says what is malformed', async () => {
    const details = async (name: string) => (await verifyVector(find(name))).details.join(' ');
    expect(await details('no signature header')).toMatch(/no Tessera-Webhook-Signature/);
    expect(await details('no timestamp header')).toMatch(/no Tessera-Webhook-Timestamp/);
    expect(await details('timestamp with a fraction')).toMatch(/whole seconds since the Unix epoch/);
    expect(await details('signature in upper-case hex')).toMatch(/upper case; Tessera writes lower-case hex/);
    expect(await details('signature cut short by one character')).toMatch(/63 characters after v1=, not 64/);
    expect(await details('entries separated by a comma')).toMatch(/not commas/);
    expect(await details('only an entry of another version')).toMatch(/is not a v1 entry/);
  });

  it('refuses a header sent twice', async () => {
    const headers = new Map([
      ['tessera-webhook-timestamp', [TIMESTAMP]],
      ['tessera-webhook-signature', [`v1=${SIGNATURE}`, `v1=${SIGNATURE}`]],
    ]);
    const verdict = await verifyWebhook({headers, body: BODY, secret: SECRET, now: Number(TIMESTAMP) * 1000});
    expect(verdict.reason).toBe('malformed-header');
    expect(verdict.details[0]).toMatch(/appears 2 times/);
  });

  it('notes an id header that differs from the body', async () => {
    const {headers} = parseHeaderText(
      `Tessera-Webhook-Id: 1\nTessera-Webhook-Timestamp: ${TIMESTAMP}\nTessera-Webhook-Signature: v1=${SIGNATURE}`,
    );
    const verdict = await verifyWebhook({headers, body: BODY, secret: SECRET, now: Number(TIMESTAMP) * 1000});
    expect(verdict.valid).toBe(true);
    expect(verdict.details.at(-1)).toMatch(/Tessera-Webhook-Id is 1 but the body's id is 50822/);
  });
});

describe('a message the lab created', () => {
  const now = Date.UTC(2025, 9, 14, 9, 48, 55, 40);
  const created = (previousSecret?: string) =>
    createExampleMessage({type: 'chart.published', secret: SECRET, previousSecret, id: 50822, now});
  const verify = async (message: Awaited<ReturnType<typeof created>>, changes: {body?: string; secret?: string} = {}) =>
    verifyWebhook({
      headers: parseHeaderText(headerText(message)).headers,
      body: changes.body ?? message.body,
      secret: changes.secret ?? SECRET,
      now: now + 1000,
      reference: message,
    });

  it('verifies as created', async () => {
    const verdict = await verify(await created());
    expect(verdict).toMatchObject({valid: true, reason: null, matchedEntry: 1});
  });

  it('is refused with one byte changed, and the verdict says the body changed and where', async () => {
    const message = await created();
    const body = message.body.replace('"id":50822', '"id":50823');
    const verdict = await verify(message, {body});
    expect(verdict).toMatchObject({valid: false, reason: 'body-changed'});
    expect(verdict.details[0]).toMatch(new RegExp(`from character ${message.body.indexOf('50822') + 5} on`));
  });

  it('is refused with another secret, and the verdict says the secret is wrong', async () => {
    const verdict = await verify(await created(), {secret: OTHER_SECRET});
    expect(verdict).toMatchObject({valid: false, reason: 'wrong-secret'});
    expect(verdict.details[0]).toMatch(/not the secret the lab signed the message with/);
  });

  it('with its secret pasted without the whsec_ prefix or with spaces around it, the verdict names the slip', async () => {
    const message = await created();
    const bare = await verify(message, {secret: SECRET.replace(/^whsec_/, '')});
    expect(bare).toMatchObject({valid: false, reason: 'wrong-secret'});
    expect(bare.details[0]).toMatch(/missing its whsec_ prefix/);
    const spaced = await verify(message, {secret: ` ${SECRET}\n`});
    expect(spaced.details[0]).toMatch(/spaces or a line break around it/);
  });

  it('after a rotation, verifies with either secret and names neither for a third', async () => {
    const message = await created(PREVIOUS_SECRET);
    expect(await verify(message)).toMatchObject({valid: true, matchedEntry: 1, v1Entries: 2});
    expect(await verify(message, {secret: PREVIOUS_SECRET})).toMatchObject({valid: true, matchedEntry: 2});
    const third = await verify(message, {secret: OTHER_SECRET});
    expect(third).toMatchObject({valid: false, reason: 'wrong-secret'});
    expect(third.details.join(' ')).toMatch(/neither of the two secrets.*Neither of the 2 v1 entries matches/);
  });

  it('is not used to judge a message with another timestamp', async () => {
    const message = await created();
    const other = {...message, timestamp: String(Number(message.timestamp) - 1)};
    const verdict = await verifyWebhook({
      headers: parseHeaderText(headerText(message)).headers,
      body: message.body,
      secret: OTHER_SECRET,
      now: now + 1000,
      reference: other,
    });
    expect(verdict.reason).toBe('no-match');
  });
});

describe('pasted headers', () => {
  it('reads Name: value lines in any case, skipping the request line', () => {
    const {headers, skippedLines} = parseHeaderText(
      'POST /webhooks HTTP/1.1\r\nhost: localhost:8000\r\ntessera-webhook-timestamp:1760435335\r\nTESSERA-WEBHOOK-SIGNATURE:  v1=abc \r\n\r\n',
    );
    expect(headers.get('tessera-webhook-timestamp')).toEqual(['1760435335']);
    expect(headers.get('tessera-webhook-signature')).toEqual(['v1=abc']);
    expect(skippedLines).toEqual([]);
  });

  it('reads a headers object as JSON, as Node logs request.headers', () => {
    const {headers} = parseHeaderText('{"tessera-webhook-id": "50822", "Tessera-Webhook-Timestamp": 1760435335, "x": ["a", "b"]}');
    expect(headers.get('tessera-webhook-id')).toEqual(['50822']);
    expect(headers.get('tessera-webhook-timestamp')).toEqual(['1760435335']);
    expect(headers.get('x')).toEqual(['a', 'b']);
  });

  it('reports lines that are not headers', () => {
    expect(parseHeaderText('Tessera-Webhook-Id: 1\nnot a header\n{broken').skippedLines).toEqual([2, 3]);
  });

  it('makes a verdict that points at the missing header when nothing could be read', async () => {
    const {headers} = parseHeaderText('<script>alert(1)</script>');
    const verdict = await verifyWebhook({headers, body: BODY, secret: SECRET, now: Date.now()});
    expect(verdict.reason).toBe('malformed-header');
  });
});

describe('bounds', () => {
  const ok = {headers: `Tessera-Webhook-Timestamp: ${TIMESTAMP}`, body: BODY, secret: SECRET};

  it('accepts fields up to the bounds', () => {
    expect(inputProblems(ok)).toEqual([]);
    expect(inputProblems({...ok, body: 'x'.repeat(MAX_BODY_BYTES)})).toEqual([]);
    expect(inputProblems({...ok, headers: 'x'.repeat(MAX_HEADERS_BYTES)})).toEqual([]);
  });

  it('refuses fields past the bounds with their size, counted in UTF-8 bytes', () => {
    expect(inputProblems({...ok, body: 'é'.repeat(MAX_BODY_BYTES / 2 + 1)})).toEqual([
      'The body is 65,538 bytes; the lab reads up to 65,536. A Tessera message is a few hundred bytes: paste the body of one call only.',
    ]);
    expect(inputProblems({...ok, headers: 'x'.repeat(MAX_HEADERS_BYTES + 1)})[0]).toMatch(
      /^The headers are 16,385 bytes; the lab reads up to 16,384\./,
    );
    expect(inputProblems({...ok, secret: 'whsec_'.padEnd(300, 'x')})[0]).toMatch(/^The secret is 300 characters/);
  });

  it('asks for empty fields', () => {
    expect(inputProblems({headers: ' ', body: '', secret: ''})).toEqual([
      'Paste the headers of the call.',
      'Paste the body of the call.',
      'Enter the signing secret.',
    ]);
  });
});
