/**
 * The lab's example messages: the body is an event log item the OpenAPI
 * document accepts, the headers are the ones docs/webhooks.mdx lists, the
 * signature is the HMAC node:crypto computes, secrets look like Tessera's, and
 * the curl command, run by a real shell, passes curl exactly those headers and
 * that body (curl itself is replaced by a function that prints its arguments).
 */
import {execFileSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadOpenApi} from '../../plugins/openapi-docs';
import {
  acceptedUntil,
  createExampleMessage,
  curlCommand,
  DEFAULT_ENDPOINT,
  endpointProblem,
  EVENT_TYPES,
  generateSecret,
  headerText,
  randomMessageId,
} from '../../lib/webhooks';
import {repoRoot} from './helpers/docs';
import {JsonChecker, type Obj} from './helpers/openapiChecks';
import {PREVIOUS_SECRET, SECRET} from './helpers/webhookVectors';

const {document} = loadOpenApi(repoRoot);
const now = Date.UTC(2025, 9, 14, 9, 48, 55, 40);

describe('event types', () => {
  it('are the EventLogItem types of the OpenAPI document and the ones docs/webhooks.mdx lists, in order', () => {
    const schema = ((document.components as Obj).schemas as Obj).EventLogItem as {properties: {type: {enum: string[]}}};
    expect([...EVENT_TYPES]).toEqual(schema.properties.type.enum);
    const page = fs.readFileSync(path.join(repoRoot, 'docs/webhooks.mdx'), 'utf8');
    const table = [...page.matchAll(/^\| `((?:chart|event)\.[a-z.]+)` \|/gm)].map((match) => match[1]);
    expect(table).toEqual([...EVENT_TYPES]);
  });
});

describe('createExampleMessage', () => {
  const checker = new JsonChecker(document);

  it('makes a body that is an event log item, compact, with the keys of the docs', async () => {
    for (const type of EVENT_TYPES) {
      const message = await createExampleMessage({type, secret: SECRET, id: 50822, now});
      const item = JSON.parse(message.body) as {type: string; timestamp: string; data: {key: string}};
      expect(checker.check({kind: 'schema', name: 'EventLogItem', partial: false}, item), type).toEqual([]);
      expect(message.body).toBe(JSON.stringify(item));
      expect(Object.keys(item)).toEqual(['id', 'type', 'timestamp', 'data']);
      expect(item.type).toBe(type);
      expect(item.timestamp).toBe('2025-10-14T09:48:55.040Z');
      expect(item.data.key).toMatch(type.startsWith('chart.') ? /^[0-9a-f-]{36}$/ : /^[a-z-]+-\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('sends the headers of the docs, signed as node:crypto signs', async () => {
    const message = await createExampleMessage({type: 'chart.published', secret: SECRET, id: 50822, now});
    const expected = crypto.createHmac('sha256', SECRET).update(`1760435335.${message.body}`).digest('hex');
    expect(message.headers).toEqual([
      ['Tessera-Webhook-Id', '50822'],
      ['Tessera-Webhook-Timestamp', '1760435335'],
      ['Tessera-Webhook-Signature', `v1=${expected}`],
      ['Content-Type', 'application/json'],
    ]);
    expect(headerText(message).split('\n')[1]).toBe('Tessera-Webhook-Timestamp: 1760435335');
    expect(acceptedUntil(message)).toBe((1760435335 + 300) * 1000);
  });

  it('carries two v1 entries, new secret first, when signed after a rotation', async () => {
    const message = await createExampleMessage({type: 'chart.created', secret: SECRET, previousSecret: PREVIOUS_SECRET, id: 7, now});
    const sign = (secret: string) => crypto.createHmac('sha256', secret).update(`1760435335.${message.body}`).digest('hex');
    expect(message.headers[2][1]).toBe(`v1=${sign(SECRET)} v1=${sign(PREVIOUS_SECRET)}`);
    expect(message.secrets).toEqual([SECRET, PREVIOUS_SECRET]);
  });
});

describe('generated secrets and ids', () => {
  it('are whsec_ and 32 base64 characters, from the random source', () => {
    const secret = generateSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(generateSecret()).not.toBe(secret);
    const fixed = generateSecret((bytes) => bytes.fill(0xff));
    expect(fixed).toBe(`whsec_${'/'.repeat(32)}`);
  });

  it('gives ids of five digits', () => {
    for (let i = 0; i < 50; i += 1) expect(String(randomMessageId())).toMatch(/^[1-9]\d{4}$/);
    expect(randomMessageId((bytes) => bytes.fill(0))).toBe(10_000);
  });
});

/** The arguments a POSIX shell passes to curl when it runs the command. */
function curlArguments(command: string): string[] {
  const script = `curl() { printf '%s\\0' "$@"; }\n${command}`;
  const output = execFileSync('bash', ['-c', script], {encoding: 'utf8'});
  return output.split('\0').slice(0, -1);
}

describe('curlCommand', () => {
  it('passes curl exactly the headers and body of the message', async () => {
    const message = await createExampleMessage({
      type: 'event.channels.updated',
      secret: SECRET,
      previousSecret: PREVIOUS_SECRET,
      id: 50841,
      now,
    });
    const args = curlArguments(curlCommand(message, DEFAULT_ENDPOINT));
    expect(args).toEqual([
      '-i',
      DEFAULT_ENDPOINT,
      ...message.headers.flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
      '--data-binary',
      message.body,
    ]);
  });

  it('keeps a hostile endpoint URL one literal argument', async () => {
    const message = await createExampleMessage({type: 'chart.created', secret: SECRET, id: 1, now});
    const url = "http://localhost:8000/hook?next=$(touch /tmp/x)&b=`id`;'x'";
    expect(endpointProblem(url)).toBeUndefined();
    const args = curlArguments(curlCommand(message, url));
    expect(args[1]).toBe(new URL(url).href);
    expect(args[1]).toContain('$(touch%20/tmp/x)&b=`id`');
  });

  it('reads one line per argument, continued with backslashes', async () => {
    const message = await createExampleMessage({type: 'chart.created', secret: SECRET, id: 1, now});
    const lines = curlCommand(message, DEFAULT_ENDPOINT).split('\n');
    expect(lines[0]).toBe(`curl -i ${DEFAULT_ENDPOINT} \\`);
    expect(lines.slice(1).every((line) => line.startsWith('  -'))).toBe(true);
    expect(lines).toHaveLength(6);
  });

  it('names what is wrong with an endpoint that is not an http(s) URL', () => {
    expect(endpointProblem('localhost:8000')).toMatch(/starts with http/);
    expect(endpointProblem('ftp://example.com/')).toMatch(/starts with http/);
    expect(endpointProblem('not a url')).toMatch(/full URL/);
    expect(endpointProblem(' https://shop.example.com/tessera/webhooks ')).toBeUndefined();
  });
});
