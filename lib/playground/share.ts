/**
 * Share links: the playground's code in the URL's fragment, compressed
 * (deflate-raw, base64url), so a link reproduces a playground and the code
 * never goes to a server. Decoding is bounded: a fragment that inflates past
 * MAX_SOURCE characters, or that is not ours, is refused with a message.
 */
import {MAX_SOURCE, type SampleLanguage} from './protocol';

export type SharedCode = {language: SampleLanguage; source: string};

/** Longest fragment accepted (characters); longer ones are not read at all. */
export const MAX_FRAGMENT = 64_000;
const VERSION = '1';

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function pump(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw new ShareError('The shared code is larger than the playground accepts.');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

export class ShareError extends Error {}

export async function encodeShare(code: SharedCode): Promise<string> {
  const input = new TextEncoder().encode(`${code.language}\n${code.source}`);
  const stream = new Blob([input]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return `${VERSION}${code.language === 'html' ? 'h' : 'j'}.${toBase64Url(await pump(stream, Infinity))}`;
}

/** The code of a fragment value (`code=` part of the URL's hash), or a ShareError saying why not. */
export async function decodeShare(value: string): Promise<SharedCode> {
  if (value.length > MAX_FRAGMENT) throw new ShareError('The link is too long to be a playground link.');
  const match = /^1([hj])\.([A-Za-z0-9_-]+)$/.exec(value);
  if (!match) throw new ShareError('The link’s code is not in the playground’s format.');
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = fromBase64Url(match[2]);
  } catch {
    throw new ShareError('The link’s code is damaged.');
  }
  let text: string;
  try {
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
    // UTF-8: at most 4 bytes a character, plus the language line.
    text = new TextDecoder('utf-8', {fatal: true}).decode(await pump(stream, MAX_SOURCE * 4 + 16));
  } catch (error) {
    if (error instanceof ShareError) throw error;
    throw new ShareError('The link’s code is damaged.');
  }
  const newline = text.indexOf('\n');
  const language = text.slice(0, newline);
  const source = text.slice(newline + 1);
  if ((language !== 'js' && language !== 'html') || language[0] !== (match[1] === 'h' ? 'h' : 'j'))
    throw new ShareError('The link’s code is damaged.');
  if (source.length > MAX_SOURCE) throw new ShareError('The shared code is larger than the playground accepts.');
  return {language, source};
}

/** What the playground page opens: a shared link's code, a page's sample, a page's "Try it" example, or the starter. */
export type Opening =
  {kind: 'shared'; value: string} | {kind: 'sample'; page: string; n: number} | {kind: 'try'; page: string} | {kind: 'starter'};

const PAGE_ID = /^[a-z0-9][a-zA-Z0-9-]*(?:\/[a-zA-Z0-9][a-zA-Z0-9-]*){0,3}$/;

/** Reads the playground URL's search and hash; anything malformed opens the starter, with the reason. */
export function readOpening(search: string, hash: string): {opening: Opening; problem?: string} {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const code = fragment.get('code');
  if (code) return {opening: {kind: 'shared', value: code}};
  const params = new URLSearchParams(search);
  const sample = params.get('sample');
  const tryPage = params.get('try');
  if (sample !== null) {
    const n = Number(params.get('n') ?? '0');
    if (!PAGE_ID.test(sample) || !Number.isInteger(n) || n < 0 || n > 200)
      return {opening: {kind: 'starter'}, problem: 'The sample link is not valid.'};
    return {opening: {kind: 'sample', page: sample, n}};
  }
  if (tryPage !== null) {
    if (!PAGE_ID.test(tryPage)) return {opening: {kind: 'starter'}, problem: 'The “Try it” link is not valid.'};
    return {opening: {kind: 'try', page: tryPage}};
  }
  return {opening: {kind: 'starter'}};
}
