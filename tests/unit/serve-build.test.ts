/**
 * The bench's static server (scripts/serve-build.mjs) answers as the production nginx does where the
 * benches depend on it: a page's .html path redirects to the page, a file named .html that is not a
 * page (the playground's chart frame) is served at its own path, with no redirect in front of it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {serveBuild} from '../../scripts/serve-build.mjs';

let root: string;
let server: Awaited<ReturnType<typeof serveBuild>>;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-build-'));
  fs.mkdirSync(path.join(root, 'docs/page'), {recursive: true});
  fs.writeFileSync(path.join(root, 'docs/page/index.html'), '<!doctype html><title>Page</title>');
  fs.writeFileSync(path.join(root, 'frame.html'), '<!doctype html><title>Frame</title>');
  server = await serveBuild(root, 0);
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(root, {recursive: true, force: true});
});

const get = (target: string) => fetch(`${server.origin}${target}`, {redirect: 'manual'});

describe('serveBuild', () => {
  it('serves a page at its clean URL and redirects its .html path there', async () => {
    expect((await get('/docs/page')).status).toBe(200);
    const redirected = await get('/docs/page.html');
    expect(redirected.status).toBe(301);
    expect(redirected.headers.get('location')).toBe('/docs/page');
  });

  it('serves an .html file that is not a page at its own path, without a redirect', async () => {
    const frame = await get('/frame.html');
    expect(frame.status).toBe(200);
    expect(await frame.text()).toContain('<title>Frame</title>');
    expect((await get('/frame.html#boot')).status).toBe(200);
  });

  it('keeps requests inside the build', async () => {
    const outside = await get('/%2e%2e/%2e%2e/etc/hostname.html');
    expect(outside.status).not.toBe(200);
  });
});
