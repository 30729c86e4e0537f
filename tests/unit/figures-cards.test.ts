/**
 * Social cards: which card each part of the site gets, and that the plugin
 * writes a 1200 × 630 PNG for each one, reusing PNGs of unchanged cards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {socialCardFor, socialCardPath, socialCards} from '../../config/socialCards';
import {figureFiles, PngCache} from '../../plugins/figures';
import {loadAllScenes} from '../../plugins/figures/scenes';
import {repoRoot} from './helpers/docs';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): {width: number; height: number} {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return {width: png.readUInt32BE(16), height: png.readUInt32BE(20)};
}

describe('which card a page gets', () => {
  it.each([
    ['/', 'home'],
    ['/docs/', 'home'],
    ['/search', 'home'],
    ['/docs/tutorial', 'tutorial'],
    ['/docs/tutorial/create-an-event', 'tutorial'],
    ['/docs/getting-started-quick-tutorial', 'tutorial'],
    ['/docs/renderer/config-pricing', 'renderer'],
    ['/docs/api/introduction', 'rest-api'],
    ['/docs/api/book-objects', 'rest-api'],
    ['/docs/REST%20API/snippets/example', 'rest-api'],
    ['/docs/webhooks', 'webhooks'],
    ['/docs/webhooks-elsewhere', 'home'],
    ['/docs/event-manager/modes/static', 'event-manager'],
    ['/docs/embedded-designer/introduction', 'designer'],
    ['/changelog', 'changelog'],
    ['/changelog/page/2', 'changelog'],
  ])('%s → %s', (pathname, id) => {
    expect(socialCardFor(pathname).id).toBe(id);
  });

  it('has one card per section, each at its own path', () => {
    expect(socialCards.map((card) => card.id).sort()).toEqual([
      'changelog',
      'designer',
      'event-manager',
      'home',
      'renderer',
      'rest-api',
      'tutorial',
      'webhooks',
    ]);
    expect(new Set(socialCards.map(socialCardPath)).size).toBe(socialCards.length);
  });
});

describe('the files the plugin writes', () => {
  it('are both SVG variants of every scene and a 1200 × 630 PNG per card, reused while a card is unchanged', async () => {
    const scenes = loadAllScenes(repoRoot);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'figure-cache-'));
    try {
      fs.writeFileSync(path.join(dir, 'stale.png'), 'left over from a card that changed');
      const cache = new PngCache(dir);
      const files = await figureFiles(scenes, cache);
      const paths = new Set(files.map((file) => file.path));
      for (const scene of scenes) {
        expect(paths).toContain(`img/figures/${scene.name}.svg`);
        expect(paths).toContain(`img/figures/${scene.name}.dark.svg`);
      }
      for (const card of socialCards) {
        const png = files.find((file) => file.path === socialCardPath(card))!.body as Buffer;
        expect(pngSize(png)).toEqual({width: 1200, height: 630});
      }
      // Only the current cards stay cached; a second run reads them back instead of drawing them again.
      const cached = fs.readdirSync(dir).sort();
      expect(cached).toHaveLength(socialCards.length);
      expect(cached).not.toContain('stale.png');
      const marker = Buffer.from('cached');
      for (const file of cached) fs.writeFileSync(path.join(dir, file), marker);
      const again = await figureFiles(scenes, cache);
      expect(again.filter((file) => file.path.startsWith('img/og/')).every((file) => marker.equals(file.body as Buffer))).toBe(true);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  }, 60_000);
});
