/**
 * The renderer playground's build:
 * - the chart frame: src/playground-frame/ bundled with esbuild, script and
 *   style written into the frame document /playground-frame.html, so the
 *   frame is one request (the page is served with it, and loads it beside its
 *   own scripts). The bundle carries the boot run (lib/playground/boot.ts):
 *   the starter and a fresh sandbox's copy of the demo event, so the frame
 *   draws the starter before the page's scripts have loaded. The frame
 *   carries its own Content-Security-Policy: no network, nothing but its own
 *   script and style (by hash), and `'unsafe-eval'`, because the reader's
 *   code runs there and only there (the site's pages allow no eval);
 * - /playground/samples/<page>.json: each page's complete renderer samples,
 *   which the "Run" and "Try it" links open by page and number;
 * - the playground page's entry scripts start after its chart frame
 *   (pageScripts.ts).
 *
 * `docusaurus start` writes the same files to the generated-files folder and
 * serves them at the same URLs, rebuilding when the frame's sources change.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Plugin as EsbuildPlugin} from 'esbuild';
import {bundleForBrowser} from './bundle';
import {bootRun} from '../../lib/playground/boot';
import {surfaceNames} from '../../lib/playground/surfaceNames';
import {createSandbox} from '../../lib/sandbox';
import {collectSamples, SAMPLES_DIR} from './samples';
import {writePlaygroundPage} from './pageScripts';

export {default as remarkPlayground} from './remark';
export {itemPageFinder, rendererPages} from './pages';
export {collectSamples, runHref, tryHref, PLAYGROUND_ROUTE} from './samples';

export const FRAME_PATH = 'playground-frame.html';

/** A CSP hash source of an inline script's or style's text. */
export const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The frame's policy, allowing its own script and style by hash. The page's own policy (deploy/nginx) is stricter: no eval there. */
export function frameCsp(script: string, style: string): string {
  return [
    "default-src 'none'",
    `script-src 'unsafe-eval' ${cspHash(script)}`,
    `style-src ${cspHash(style)}`,
    'img-src data:',
    "connect-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export type OutputFile = {path: string; body: string};

/** Text that an HTML parser reads to the end of a raw-text element only where it ends: no `</script` or `</style` inside. */
function rawText(text: string, tag: 'script' | 'style'): string {
  if (new RegExp(`</${tag}`, 'i').test(text)) throw new Error(`playground frame: the bundled ${tag} contains "</${tag}".`);
  return text;
}

/**
 * lib/playground/surfaceNames.ts in the frame's bundle: the names it works out, as literals. Importing it
 * would bundle the whole surface list with every item's description (about 3.5 KB gzip of the frame),
 * which the frame never shows.
 */
const surfaceNamesAsLiterals: EsbuildPlugin = {
  name: 'tessera-surface-names',
  setup(build) {
    build.onLoad({filter: /[\\/]lib[\\/]playground[\\/]surfaceNames\.ts$/}, () => ({
      contents: `export function surfaceNames() { return ${JSON.stringify(surfaceNames())}; }`,
      loader: 'ts',
    }));
  },
};

/** Bundles the frame and writes its document; returns the files relative to the site root. */
export async function buildFrame(siteDir: string): Promise<OutputFile[]> {
  const outputFiles = await bundleForBrowser(path.join(siteDir, 'src/playground-frame/main.ts'), {
    outdir: path.join(siteDir, 'assets/playground'),
    alias: {'@site': siteDir},
    // A string literal of the JSON (the frame parses it): cheaper to load and to copy than an object literal.
    define: {PLAYGROUND_BOOT: JSON.stringify(JSON.stringify(bootRun(createSandbox({storage: null}))))},
    plugins: [surfaceNamesAsLiterals],
  });
  const js = rawText(outputFiles.find((file) => file.path.endsWith('.js'))!.text.trim(), 'script');
  const css = rawText(outputFiles.find((file) => file.path.endsWith('.css'))?.text.trim() ?? '', 'style');
  const html = [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${frameCsp(js, css)}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    '<title>Seat map</title>',
    `<style>${css}</style>`,
    '</head>',
    '<body>',
    '<main id="page" aria-label="Sample page"><h1 class="visually-hidden">Seat map</h1></main>',
    `<script>${js}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return [{path: FRAME_PATH, body: html}];
}

const builtFrames = new Map<string, Promise<OutputFile[]>>();

/**
 * The frame document of a production build, bundled once per site and process: this plugin's
 * postBuild writes it, and plugins/security-headers hashes its inline script and style from the
 * same bytes (both run in postBuild, at the same time, so the file on disk may not be there yet).
 */
export function productionFrame(siteDir: string): Promise<OutputFile[]> {
  let frame = builtFrames.get(siteDir);
  if (!frame) {
    frame = buildFrame(siteDir);
    builtFrames.set(siteDir, frame);
  }
  return frame;
}

export function samplesFiles(siteDir: string): OutputFile[] {
  return [...collectSamples(siteDir)].map(([id, file]) => ({path: `${SAMPLES_DIR}/${id}.json`, body: JSON.stringify(file)}));
}

async function writeFiles(dir: string, files: OutputFile[]): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      const target = path.join(dir, file.path);
      await fs.mkdir(path.dirname(target), {recursive: true});
      await fs.writeFile(target, file.body);
    }),
  );
}

export default function playgroundPlugin(context: LoadContext): Plugin {
  const {siteDir, generatedFilesDir, baseUrl} = context;
  const devDir = path.join(generatedFilesDir, 'tessera-playground');
  return {
    name: 'tessera-playground',

    getPathsToWatch() {
      return [path.join(siteDir, 'src/playground-frame/**'), path.join(siteDir, 'lib/playground/**'), path.join(siteDir, 'lib/seatmap/**')];
    },

    async contentLoaded() {
      if (process.env.NODE_ENV === 'production') return;
      await fs.rm(devDir, {recursive: true, force: true});
      await writeFiles(devDir, [...(await buildFrame(siteDir)), ...samplesFiles(siteDir)]);
    },

    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'development') return {};
      return {devServer: {static: [{directory: devDir, publicPath: baseUrl, watch: true}]}} as object;
    },

    async postBuild({outDir}) {
      await writeFiles(outDir, [...(await productionFrame(siteDir)), ...samplesFiles(siteDir)]);
      await writePlaygroundPage(outDir, siteDir, baseUrl);
    },
  };
}
