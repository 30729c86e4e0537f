/**
 * Reads scene files from `figures/` (one YAML file per figure; its path
 * without `.yaml` is the scene name, `renderer/pricing-popover`), validates
 * them and renders both variants. Results are cached per file and reused until
 * the file changes, so the remark plugin and the docs plugin can both ask.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {parseScene, type Scene} from './schema';
import {renderScene, type RenderedFigure} from './render';
import {VenueError} from '../../lib/seatmap/layout';

export const SCENES_DIR = 'figures';
/** Where the SVG files are served: `/img/figures/<scene>.svg` and `<scene>.dark.svg`. */
export const FIGURES_URL_DIR = 'img/figures';
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

export type LoadedScene = {name: string; file: string; scene: Scene; light: RenderedFigure; dark: RenderedFigure};

export class FigureError extends Error {}

const cache = new Map<string, {stamp: string; loaded: LoadedScene}>();

export function scenesDir(siteDir: string): string {
  return path.join(siteDir, SCENES_DIR);
}

function relativeFile(siteDir: string, file: string): string {
  return path.relative(siteDir, file).split(path.sep).join('/');
}

/** Every scene name, sorted. */
export function listSceneNames(siteDir: string): string[] {
  const root = scenesDir(siteDir);
  const names: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(abs);
      else if (entry.name.endsWith('.yaml'))
        names.push(
          path
            .relative(root, abs)
            .split(path.sep)
            .join('/')
            .replace(/\.yaml$/, ''),
        );
    }
  };
  walk(root);
  return names.sort();
}

/** Parses, validates and renders one scene from its YAML text; `file` names it in errors. */
export function sceneFromText(name: string, file: string, source: string): LoadedScene {
  if (!NAME.test(name))
    throw new FigureError(`${file}: a scene name is lowercase words and dashes, in folders ("renderer/pricing-popover"), not "${name}"`);
  const document = YAML.parseDocument(source, {merge: true, prettyErrors: true});
  if (document.errors.length > 0)
    throw new FigureError(`${file}: invalid YAML\n${document.errors.map((error) => error.message).join('\n')}`);
  const parsed = parseScene(document.toJS({maxAliasCount: 1000}));
  if ('problems' in parsed) throw new FigureError(`${file}: invalid scene\n${parsed.problems}`);
  try {
    return {name, file, scene: parsed.scene, light: renderScene(parsed.scene, 'light'), dark: renderScene(parsed.scene, 'dark')};
  } catch (error) {
    if (error instanceof VenueError) throw new FigureError(`${file}: ${error.message}`, {cause: error});
    throw error;
  }
}

/** Loads a scene by name; throws FigureError naming the file when it is missing or invalid. */
export function loadScene(siteDir: string, name: string): LoadedScene {
  const file = path.join(scenesDir(siteDir), `${name}.yaml`);
  const shown = relativeFile(siteDir, file);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    throw new FigureError(`unknown figure scene "${name}": there is no ${shown}`);
  }
  const stamp = `${stat.mtimeMs}:${stat.size}`;
  const cached = cache.get(file);
  if (cached && cached.stamp === stamp) return cached.loaded;
  const loaded = sceneFromText(name, shown, fs.readFileSync(file, 'utf8'));
  cache.set(file, {stamp, loaded});
  return loaded;
}

export function loadAllScenes(siteDir: string): LoadedScene[] {
  return listSceneNames(siteDir).map((name) => loadScene(siteDir, name));
}
