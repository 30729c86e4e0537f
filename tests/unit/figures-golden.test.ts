/**
 * Golden outputs of the figure generator: the safety net for refactoring
 * plugins/figures and lib/seatmap. Every scene's light and dark SVG must hash
 * as recorded in tests/golden/figures.json, and a few scenes that between them
 * draw every overlay (popover, tooltip, legend, filter panel, minimap, floor
 * picker, every status, the Designer's canvas) are kept whole, so a failure
 * shows the lines that moved.
 *
 * After a change that is meant to alter figures, look at the new SVGs, then
 * rewrite the records with `UPDATE_GOLDEN=1 npx vitest run tests/unit/figures-golden.test.ts`
 * and commit them with the change.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadAllScenes} from '../../plugins/figures/scenes';
import {repoRoot} from './helpers/docs';

const GOLDEN_DIR = path.join(repoRoot, 'tests/golden');
const MANIFEST = path.join(GOLDEN_DIR, 'figures.json');
const WHOLE = [
  'embedded-designer/layout',
  'event-manager/manage-channels',
  'renderer/go-to-floor',
  'renderer/legend-and-filter',
  'renderer/minimap',
  'renderer/object-statuses',
  'renderer/pricing-popover',
];
const updating = process.env.UPDATE_GOLDEN === '1';

type Record = {light: string; dark: string; width: number; height: number};
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const wholeFile = (name: string) => path.join(GOLDEN_DIR, 'figures', `${name}.svg`);

const scenes = loadAllScenes(repoRoot);
const current: {[name: string]: Record} = Object.fromEntries(
  scenes.map(({name, light, dark}) => [name, {light: sha256(light.svg), dark: sha256(dark.svg), width: light.width, height: light.height}]),
);

if (updating) {
  fs.mkdirSync(GOLDEN_DIR, {recursive: true});
  fs.writeFileSync(MANIFEST, `${JSON.stringify(current, null, 2)}\n`);
  for (const name of WHOLE) {
    fs.mkdirSync(path.dirname(wholeFile(name)), {recursive: true});
    fs.writeFileSync(wholeFile(name), scenes.find((scene) => scene.name === name)!.light.svg);
  }
}

describe('figure golden outputs', () => {
  it('the kept scenes exist', () => {
    const names = new Set(scenes.map((scene) => scene.name));
    expect(WHOLE.filter((name) => !names.has(name))).toEqual([]);
  });

  it.each(WHOLE)('%s draws line for line as recorded', (name) => {
    const svg = scenes.find((scene) => scene.name === name)!.light.svg;
    const lines = (text: string) => text.replace(/></g, '>\n<').split('\n');
    expect(lines(svg)).toEqual(lines(fs.readFileSync(wholeFile(name), 'utf8')));
  });

  it('every scene draws both variants byte for byte as recorded (tests/golden/figures.json)', () => {
    const recorded = JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as {[name: string]: Record};
    const changed = Object.keys({...recorded, ...current})
      .sort()
      .filter((name) => JSON.stringify(recorded[name]) !== JSON.stringify(current[name]));
    expect(changed, 'these scenes draw differently; look at them, then UPDATE_GOLDEN=1 (see the top of this file)').toEqual([]);
  });

  it('would see a one-pixel move', () => {
    const {light} = scenes.find((scene) => scene.name === 'renderer/pricing-popover')!;
    const moved = light.svg.replace(/x="(\d+(?:\.\d+)?)"/, (_, x: string) => `x="${Number(x) + 1}"`);
    expect(moved).not.toBe(light.svg);
    expect(sha256(moved)).not.toBe(current['renderer/pricing-popover'].light);
  });
});
