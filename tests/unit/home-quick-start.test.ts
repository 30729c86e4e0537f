/**
 * The home page's quick start is Markdown (src/pages/_quick-start.mdx), so the build highlights
 * its code; its renderer script and API host are the ones config/site.ts names.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {site} from '../../config/site';

const source = fs.readFileSync(path.resolve(__dirname, '../../src/pages/_quick-start.mdx'), 'utf8');

describe('the home quick start', () => {
  it('loads the renderer from the configured script and books on the first region host', () => {
    expect(source).toContain(`<script src="${site.rendererScript}"></script>`);
    expect(source).toContain(`${site.apiHost(site.apiRegions[0])}/events/YOUR_EVENT_KEY/actions/book`);
  });

  it('is two fenced blocks with titles, one per side of a booking', () => {
    expect([...source.matchAll(/^```(\w+) title="([^"]+)"$/gm)].map((match) => match[1])).toEqual(['html', 'bash']);
  });
});
