import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {sourceLocation} from '../../plugins/remark/sourceLocation';

const site = path.resolve('/site');
const file = {path: path.join(site, 'docs', 'guide', 'pricing.mdx'), cwd: site};
const node = {position: {start: {line: 42}}};

describe('sourceLocation', () => {
  it('names the file from the root with forward slashes, then the line of the node', () => {
    expect(sourceLocation(file, node)).toBe('docs/guide/pricing.mdx:42');
    expect(sourceLocation(file, node, path.join(site, 'docs'))).toBe('guide/pricing.mdx:42');
  });

  it('takes a line number as it is, and leaves the line out when there is none', () => {
    expect(sourceLocation(file, 7)).toBe('docs/guide/pricing.mdx:7');
    expect(sourceLocation(file, {})).toBe('docs/guide/pricing.mdx');
    expect(sourceLocation(file)).toBe('docs/guide/pricing.mdx');
  });

  it('keeps a path that is already relative to the root', () => {
    expect(sourceLocation({path: 'docs/index.mdx'}, node, '.')).toBe('docs/index.mdx:42');
  });

  it('says so when the file has no path', () => {
    expect(sourceLocation({}, node)).toBe('unknown file:42');
  });
});
