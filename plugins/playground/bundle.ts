/**
 * The playground's code for the browser (the chart frame, the page's script
 * loader), bundled the one way both need: one minified script per entry, in
 * memory, for the browsers the site supports.
 */
import {build, type BuildOptions, type OutputFile as BundledFile} from 'esbuild';

export async function bundleForBrowser(entry: string, options: BuildOptions = {}): Promise<BundledFile[]> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2022', 'chrome111', 'firefox111', 'safari16'],
    legalComments: 'none',
    logLevel: 'silent',
    ...options,
    write: false,
  });
  // With write: false esbuild hands the files back instead of writing them.
  return result.outputFiles ?? [];
}
