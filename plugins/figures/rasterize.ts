/**
 * SVG to PNG for social cards, which link previews need as bitmaps. resvg
 * compiled to WebAssembly needs no native binary, so it runs on every
 * platform the build does; text uses the DejaVu fonts from npm, so the PNG is
 * the same on every machine whatever fonts it has installed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {initWasm, Resvg} from '@resvg/resvg-wasm';

const require = createRequire(__filename);

const wasmFile = require.resolve('@resvg/resvg-wasm/index_bg.wasm');
const fontPackage = path.dirname(require.resolve('dejavu-fonts-ttf/package.json'));
const versionIn = (dir: string): string =>
  (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string}).version;
/** Changes when the rasteriser or its fonts do, so cached PNGs are drawn again. */
export const RASTER_VERSION = `resvg-wasm@${versionIn(path.dirname(wasmFile))}+dejavu@${versionIn(fontPackage)}`;
let ready: Promise<void> | undefined;
let fonts: Uint8Array[] = [];

function load(): Promise<void> {
  ready ??= (async () => {
    await initWasm(fs.readFileSync(wasmFile));
    const fontDir = path.join(fontPackage, 'ttf');
    fonts = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSansMono.ttf'].map((file) => fs.readFileSync(path.join(fontDir, file)));
  })();
  return ready;
}

/** Renders `svg` as a PNG `width` pixels wide. */
export async function svgToPng(svg: string, width: number): Promise<Buffer> {
  await load();
  const resvg = new Resvg(svg, {
    fitTo: {mode: 'width', value: width},
    font: {fontBuffers: fonts, defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans', monospaceFamily: 'DejaVu Sans Mono'},
  });
  const image = resvg.render();
  const png = Buffer.from(image.asPng());
  image.free();
  resvg.free();
  return png;
}
