/**
 * The renderer playground's build:
 * - the chart frame: src/playground-frame/ bundled with esbuild into
 *   content-hashed /assets/playground/frame.<hash>.js and .css, and the frame
 *   document /playground-frame.html that loads them. The frame carries its
 *   own Content-Security-Policy: no network, nothing but its own script and
 *   style, and `'unsafe-eval'`, because the reader's code runs there and only
 *   there (the site's pages allow no eval);
 * - /playground/samples/<page>.json: each page's complete renderer samples,
 *   which the "Run" and "Try it" links open by page and number.
 *
 * `docusaurus start` writes the same files to the generated-files folder and
 * serves them at the same URLs, rebuilding when the frame's sources change.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {build} from 'esbuild';
import {collectSamples, SAMPLES_DIR} from './samples';

export {default as remarkPlayground} from './remark';
export {itemPageFinder, rendererPages} from './pages';
export {collectSamples, runHref, tryHref, PLAYGROUND_ROUTE} from './samples';

export const FRAME_PATH = 'playground-frame.html';
export const FRAME_ASSETS = 'assets/playground';

/** The frame's policy. The page's own policy (deploy/nginx) is stricter: no eval there. */
export const FRAME_CSP = [
  "default-src 'none'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self'",
  'img-src data:',
  "connect-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
].join('; ');

export type OutputFile = {path: string; body: string};

const hash = (body: string) => createHash('sha256').update(body).digest('hex').slice(0, 10);

/** Bundles the frame and writes its document; returns the files relative to the site root. */
export async function buildFrame(siteDir: string, baseUrl = '/'): Promise<OutputFile[]> {
  const result = await build({
    entryPoints: [path.join(siteDir, 'src/playground-frame/main.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2022', 'chrome111', 'firefox111', 'safari16'],
    write: false,
    outdir: path.join(siteDir, FRAME_ASSETS),
    alias: {'@site': siteDir},
    legalComments: 'none',
    logLevel: 'silent',
  });
  const js = result.outputFiles.find((file) => file.path.endsWith('.js'))!.text;
  const css = result.outputFiles.find((file) => file.path.endsWith('.css'))?.text ?? '';
  const jsPath = `${FRAME_ASSETS}/frame.${hash(js)}.js`;
  const cssPath = `${FRAME_ASSETS}/frame.${hash(css)}.css`;
  const html = [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${FRAME_CSP}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    '<title>Seat map</title>',
    `<link rel="stylesheet" href="${baseUrl}${cssPath}">`,
    '</head>',
    '<body>',
    '<main id="page" aria-label="Sample page"><h1 class="visually-hidden">Seat map</h1></main>',
    `<script src="${baseUrl}${jsPath}"></script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return [
    {path: jsPath, body: js},
    {path: cssPath, body: css},
    {path: FRAME_PATH, body: html},
  ];
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
      await writeFiles(devDir, [...(await buildFrame(siteDir, baseUrl)), ...samplesFiles(siteDir)]);
    },

    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'development') return {};
      return {devServer: {static: [{directory: devDir, publicPath: baseUrl, watch: true}]}} as object;
    },

    async postBuild({outDir}) {
      await writeFiles(outDir, [...(await buildFrame(siteDir, baseUrl)), ...samplesFiles(siteDir)]);
    },
  };
}
