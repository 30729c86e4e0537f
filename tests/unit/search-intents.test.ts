/**
 * Reader intents (domain/search-intents/): their files' shape, that each one
 * names a page of the site, and that a question worded only as an intent
 * finds its page through the index.
 */
import {describe, expect, it} from 'vitest';
import type {IndexedPage} from '../../lib/search/indexFormat';
import {createLocalProvider} from '../../lib/search/localProvider';
import {compileIntents, loadIntents, withIntents} from '../../plugins/search-index/intents';
import {listDocs, repoRoot} from './helpers/docs';
import {page, serveIndex} from './search-fixtures';

describe('the intents files', () => {
  const intents = loadIntents(repoRoot);

  it('compile, and give most pages of the docs some', () => {
    const docs = listDocs({includeGenerated: true});
    const withSome = [...intents.values()].filter((list) => list.length > 0).length;
    expect(withSome).toBeGreaterThan(docs.length * 0.9);
  });

  it('name only doc pages by their path, and are written in readers’ words rather than copied titles', () => {
    for (const [url, list] of intents) {
      expect(url, url).toMatch(/^\/docs(\/|$)/);
      for (const intent of list) expect(intent.split(/\s+/).length, `${url}: ${intent}`).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('compiling intents', () => {
  it('reads a map of page paths to lists, trims them and drops a repeated intent', () => {
    const compiled = compileIntents('/docs/a/:\n  - limit how many seats\n  - " limit how many seats "\n/docs/b: []\n', 'x.yaml');
    expect([...compiled]).toEqual([
      ['/docs/a', ['limit how many seats']],
      ['/docs/b', []],
    ]);
  });

  it('refuses what is not a map of lists of short phrases, naming the file and the entry', () => {
    expect(() => compileIntents('- a\n- b\n', 'x.yaml')).toThrow(/x\.yaml: expected a map/);
    expect(() => compileIntents('docs/a: [one]\n', 'x.yaml')).toThrow(/"docs\/a" is not a page path/);
    expect(() => compileIntents('/docs/a: one\n', 'x.yaml')).toThrow(/"\/docs\/a" must map to a list/);
    expect(() => compileIntents('/docs/a: [""]\n', 'x.yaml')).toThrow(/must map to a list/);
    expect(() => compileIntents(`/docs/a: ["${'word '.repeat(17)}"]\n`, 'x.yaml')).toThrow(/longer than 16 words/);
  });

  it('refuses a page listed twice, within a file or across files', () => {
    expect(() => compileIntents('/docs/a: [x y z]\n/docs/a/: [x y z]\n', 'x.yaml')).toThrow(/listed twice/);
    const first = compileIntents('/docs/a: [x y z]\n', 'one.yaml');
    expect(() => compileIntents('/docs/a: [x y z]\n', 'two.yaml', first)).toThrow(/two\.yaml: "\/docs\/a" is listed twice/);
  });
});

describe('intents in the index', () => {
  const pages: IndexedPage[] = [
    page('/docs/renderer/config-maxselectedobjects', 'maxSelectedObjects', 'Renderer', [
      [null, '', 'Sets the largest number of objects that can be selected at once.'],
    ]),
    page('/docs/renderer/config-pricing', 'pricing', 'Renderer', [[null, '', 'Sets the price of each category shown in the tooltip.']]),
  ];

  it('attaches them to their page and refuses one for a page the index does not hold', () => {
    const attached = withIntents(pages, new Map([['/docs/renderer/config-maxselectedobjects', ['stop buyers taking too many tickets']]]));
    expect(attached[0].intents).toEqual(['stop buyers taking too many tickets']);
    expect(attached[1].intents).toBeUndefined();
    expect(() => withIntents(pages, new Map([['/docs/renderer/gone', ['x y z']]]))).toThrow(/no indexed page at \/docs\/renderer\/gone/);
  });

  it('lead a question worded only as an intent to its page', async () => {
    const search = async (list: IndexedPage[]) => {
      const provider = createLocalProvider('/search-index/manifest.json', serveIndex(list).fetcher);
      const {groups} = await provider.search('stop buyers taking too many tickets', {maxGroups: 8, sectionsPerGroup: 3});
      return groups.map((group) => group.pageUrl);
    };
    expect(await search(pages)).toEqual([]);
    const attached = withIntents(pages, new Map([['/docs/renderer/config-maxselectedobjects', ['stop buyers taking too many tickets']]]));
    expect((await search(attached))[0]).toBe('/docs/renderer/config-maxselectedobjects');
  });
});
