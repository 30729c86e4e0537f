/**
 * Figures on the pages: every <Figure> in docs/ has alt text and a scene that
 * exists and renders, the remark plugin refuses a figure without them and
 * names the page, every scene is shown somewhere, and every built figure is a
 * small, valid SVG.
 */
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {mdxjs} from 'micromark-extension-mdxjs';
import {describe, expect, it} from 'vitest';
import remarkFigures, {figureNodes, readFigure} from '../../plugins/figures/remark';
import {listSceneNames, loadAllScenes, loadScene} from '../../plugins/figures/scenes';
import {socialCards} from '../../config/socialCards';
import {listDocs, repoRoot} from './helpers/docs';
import {svgProblems} from './helpers/svg';

type Tree = Parameters<typeof figureNodes>[0];

/** Parses MDX the way the site does (micromark's MDX extension), so JSX attributes are read, not guessed. */
function parse(source: string): Tree {
  return fromMarkdown(source, {extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()]}) as unknown as Tree;
}

const figures = listDocs().flatMap((doc) => figureNodes(parse(doc.body)).map((node) => ({doc: doc.relPath, read: readFigure(node)})));

describe('figures on the pages', () => {
  it('are on at least 30 pages', () => {
    expect(new Set(figures.map((figure) => figure.doc)).size).toBeGreaterThanOrEqual(30);
  });

  it('every <Figure> has alt text and a scene that exists and renders', () => {
    const problems: string[] = [];
    for (const {doc, read} of figures) {
      if ('problem' in read) {
        problems.push(`docs/${doc}: ${read.problem}`);
        continue;
      }
      if (read.figure.alt.length < 30)
        problems.push(`docs/${doc}: the alt text of ${read.figure.scene} is too short to say what the picture shows`);
      try {
        loadScene(repoRoot, read.figure.scene);
      } catch (error) {
        problems.push(`docs/${doc}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every scene except the social cards is shown on a page', () => {
    const shown = new Set(figures.flatMap(({read}) => ('figure' in read ? [read.figure.scene] : [])));
    const cards = new Set(socialCards.map((card) => card.scene));
    expect(listSceneNames(repoRoot).filter((name) => !shown.has(name) && !cards.has(name))).toEqual([]);
  });
});

describe('the figures remark plugin', () => {
  const run = (source: string) => {
    const tree = parse(source);
    remarkFigures({siteDir: repoRoot})(tree, {path: path.join(repoRoot, 'docs/renderer/example.mdx')});
    return figureNodes(tree)[0];
  };

  it("adds the scene's size, so the image reserves its space", () => {
    const node = run('Text.\n\n<Figure scene="renderer/minimap" alt="A chart zoomed into Block 112 with a minimap." />\n');
    const {light} = loadScene(repoRoot, 'renderer/minimap');
    const attributes = Object.fromEntries((node.attributes ?? []).map((attribute) => [attribute.name, attribute.value]));
    expect(attributes).toMatchObject({scene: 'renderer/minimap', width: String(light.width), height: String(light.height)});
  });

  it.each([
    ['a missing alt', '<Figure scene="renderer/minimap" />', /:3: <Figure scene="renderer\/minimap"> needs alt text/],
    ['an empty alt', '<Figure scene="renderer/minimap" alt="  " />', /needs alt text/],
    ['an alt written as an expression', '<Figure scene="renderer/minimap" alt={text} />', /<Figure alt> must be a quoted string/],
    ['a missing scene', '<Figure alt="A chart." />', /needs scene=/],
    ['an unknown scene', '<Figure scene="renderer/no-such-figure" alt="A chart." />', /unknown figure scene "renderer\/no-such-figure"/],
    ['a hand-written size', '<Figure scene="renderer/minimap" alt="A chart." width="300" />', /has no "width" attribute/],
    ['an empty caption', '<Figure scene="renderer/minimap" alt="A chart." caption="" />', /empty caption/],
    ['children', '<Figure scene="renderer/minimap" alt="A chart.">\n\nCaption\n\n</Figure>', /takes no children/],
  ])('stops the build on %s, naming the page and line', (_, figure, reason) => {
    expect(() => run(`# Title\n\n${figure}\n`)).toThrow(
      new RegExp(`^docs/renderer/example\\.mdx:3: .*${reason.source.replace(/^:3: /, '')}`, 's'),
    );
  });
});

describe('built figures', () => {
  const scenes = loadAllScenes(repoRoot);

  it('are valid, self-contained SVG in both variants', () => {
    const problems = scenes.flatMap((scene) =>
      (['light', 'dark'] as const).flatMap((variant) =>
        svgProblems(scene[variant].svg).map((problem) => `${scene.file} (${variant}): ${problem}`),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('stay a few kilobytes: at most 16 KB, 4 KB compressed, per variant', () => {
    const heavy = scenes.flatMap((scene) =>
      (['light', 'dark'] as const).flatMap((variant) => {
        const body = Buffer.from(scene[variant].svg);
        const gzip = gzipSync(body).length;
        return body.length > 16 * 1024 || gzip > 4 * 1024 ? [`${scene.name} (${variant}): ${body.length} bytes, ${gzip} gzip`] : [];
      }),
    );
    expect(heavy).toEqual([]);
  });

  it('fit a phone: at most 480 px wide, and the social cards half of 1200 × 630', () => {
    const cards = new Set(socialCards.map((card) => card.scene));
    for (const scene of scenes) {
      if (cards.has(scene.name)) expect([scene.light.width, scene.light.height], scene.name).toEqual([600, 315]);
      else expect(scene.light.width, scene.name).toBeLessThanOrEqual(480);
    }
  });
});
