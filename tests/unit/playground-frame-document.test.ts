/**
 * The chart frame's document as the build writes it (plugins/playground
 * buildFrame): the policy allows exactly its one script, and the bundle
 * carries the surface list's names but not its descriptions.
 */
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {buildFrame, cspHash} from '../../plugins/playground';
import {surface} from '@site/lib/playground/surface';
import {surfaceNames} from '@site/lib/playground/surfaceNames';

const siteDir = path.resolve(import.meta.dirname, '../..');
let html: string;

beforeAll(async () => {
  const [file] = await buildFrame(siteDir);
  html = file.body;
}, 60_000);

describe('the chart frame document', () => {
  it('allows its one script by its hash', () => {
    // The document's own tags each open a line (the bundle's text mentions `<script src>` too).
    const tags = html.split('\n').flatMap((line) => /^<script[^>]*>/.exec(line) ?? []);
    expect(tags).toEqual(['<script>']);
    const script = /<script>([\s\S]*)<\/script>/.exec(html)![1];
    expect(html).toContain(`script-src 'unsafe-eval' ${cspHash(script)}`);
  });

  it('bundles the callback and simulated names, not what the coverage table says of each item', () => {
    const names = surfaceNames();
    expect(names.callbacks).toContain('onObjectSelected');
    expect(names.simulated).toContain('maxSelectedObjects');
    for (const name of [...names.callbacks, ...names.simulated]) expect(html).toContain(JSON.stringify(name));
    const descriptions = surface.flatMap((item) => (item.simulated ? [item.simulated] : []));
    expect(descriptions.length).toBeGreaterThan(100);
    expect(descriptions.filter((text) => html.includes(text))).toEqual([]);
  });
});
