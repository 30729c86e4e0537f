/**
 * Seat-map figures drawn from data. Each YAML scene in figures/ becomes two
 * static SVG files, /img/figures/<scene>.svg and <scene>.dark.svg, which pages
 * show with <Figure scene alt caption /> (src/components/Figure). The social
 * cards of config/socialCards.ts are scenes too, rasterised to
 * /img/og/<id>.png for link previews.
 *
 * - `docusaurus build`: loadContent validates and renders every scene (a bad
 *   scene stops the build with its file name); postBuild writes the files.
 * - `docusaurus start`: the same files go to the generated-files folder and the
 *   dev server serves them at the same URLs; editing a scene reloads them.
 *
 * remark.ts checks each <Figure> of a page and adds the figure's size.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {socialCardPath, socialCards, SOCIAL_CARD_SIZE} from '../../config/socialCards';
import {FIGURES_URL_DIR, loadAllScenes, scenesDir, type LoadedScene} from './scenes';
import {RASTER_VERSION, svgToPng} from './rasterize';

export {default as remarkFigures} from './remark';

export type FigureFile = {path: string; body: string | Buffer};

/**
 * Rasterising takes a few seconds (WebAssembly start-up, then about 0.3 s a
 * card), so PNGs are kept by the hash of their SVG and reused while the card
 * is unchanged. Only the current cards stay in the folder.
 */
export class PngCache {
  constructor(private readonly dir: string | null) {}

  async get(svg: string, width: number): Promise<{key: string; png: Buffer}> {
    const key = createHash('sha256').update(`${RASTER_VERSION}\n${width}\n${svg}`).digest('hex').slice(0, 32);
    if (this.dir) {
      const cached = await fs.readFile(path.join(this.dir, `${key}.png`)).catch(() => null);
      if (cached) return {key, png: cached};
    }
    const png = await svgToPng(svg, width);
    if (this.dir) {
      await fs.mkdir(this.dir, {recursive: true});
      await fs.writeFile(path.join(this.dir, `${key}.png`), png);
    }
    return {key, png};
  }

  async keepOnly(keys: string[]): Promise<void> {
    if (!this.dir) return;
    const keep = new Set(keys.map((key) => `${key}.png`));
    const present = await fs.readdir(this.dir).catch(() => [] as string[]);
    await Promise.all(present.filter((file) => !keep.has(file)).map((file) => fs.rm(path.join(this.dir!, file), {force: true})));
  }
}

/** The files a set of scenes produces, relative to the site root. */
export async function figureFiles(scenes: LoadedScene[], cache = new PngCache(null)): Promise<FigureFile[]> {
  const files: FigureFile[] = [];
  for (const scene of scenes) {
    files.push({path: `${FIGURES_URL_DIR}/${scene.name}.svg`, body: scene.light.svg});
    files.push({path: `${FIGURES_URL_DIR}/${scene.name}.dark.svg`, body: scene.dark.svg});
  }
  const byName = new Map(scenes.map((scene) => [scene.name, scene]));
  const keys: string[] = [];
  for (const card of socialCards) {
    const scene = byName.get(card.scene);
    if (!scene) throw new Error(`Social card "${card.id}": there is no scene figures/${card.scene}.yaml`);
    const {width, height} = scene.light;
    if (width * 2 !== SOCIAL_CARD_SIZE.width || height * 2 !== SOCIAL_CARD_SIZE.height) {
      throw new Error(
        `Social card "${card.id}": figures/${card.scene}.yaml is ${width}×${height}; cards are drawn at ${SOCIAL_CARD_SIZE.width / 2}×${SOCIAL_CARD_SIZE.height / 2} and rasterised at twice that`,
      );
    }
    const {key, png} = await cache.get(scene.light.svg, SOCIAL_CARD_SIZE.width);
    keys.push(key);
    files.push({path: socialCardPath(card), body: png});
  }
  await cache.keepOnly(keys);
  return files;
}

async function writeFiles(dir: string, files: FigureFile[]): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      const target = path.join(dir, file.path);
      await fs.mkdir(path.dirname(target), {recursive: true});
      await fs.writeFile(target, file.body);
    }),
  );
}

export default function figuresPlugin(context: LoadContext): Plugin {
  const {siteDir, generatedFilesDir, baseUrl} = context;
  const devDir = path.join(generatedFilesDir, 'tessera-figures');
  const cache = new PngCache(path.join(siteDir, 'node_modules', '.cache', 'tessera-figures'));
  let scenes: LoadedScene[] = [];

  return {
    name: 'tessera-figures',

    getPathsToWatch() {
      return [path.join(scenesDir(siteDir), '**/*.yaml')];
    },

    async loadContent() {
      scenes = loadAllScenes(siteDir);
    },

    async contentLoaded() {
      if (process.env.NODE_ENV === 'production') return;
      await fs.rm(devDir, {recursive: true, force: true});
      await writeFiles(devDir, await figureFiles(scenes, cache));
    },

    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'development') return {};
      return {devServer: {static: [{directory: devDir, publicPath: baseUrl, watch: true}]}} as object;
    },

    async postBuild({outDir}) {
      await writeFiles(outDir, await figureFiles(scenes, cache));
    },
  };
}
