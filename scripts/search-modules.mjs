/**
 * The browser's search modules (src/search, no React) compiled to CommonJS,
 * so benchmarks run the very same code in Node, and a fetcher that reads a
 * build's files from disk.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import ts from 'typescript';

export function loadSearchModules(root) {
  const out = path.join(root, 'node_modules', '.cache', 'tessera-bench-search');
  fs.rmSync(out, {recursive: true, force: true});
  const sourceDir = path.join(root, 'src', 'search');
  const compile = (from, to) => {
    fs.mkdirSync(to, {recursive: true});
    for (const entry of fs.readdirSync(from, {withFileTypes: true})) {
      if (entry.isDirectory()) {
        compile(path.join(from, entry.name), path.join(to, entry.name));
        continue;
      }
      if (!entry.name.endsWith('.ts')) continue;
      const source = fs.readFileSync(path.join(from, entry.name), 'utf8');
      if (/from '(react|@docusaurus\/[^']+)'/.test(source)) continue;
      const {outputText} = ts.transpileModule(source, {
        compilerOptions: {module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true, resolveJsonModule: true},
      });
      fs.writeFileSync(path.join(to, entry.name.replace(/\.ts$/, '.js')), outputText);
    }
  };
  compile(sourceDir, out);
  fs.writeFileSync(path.join(out, 'package.json'), '{"type": "commonjs"}');
  const load = createRequire(path.join(out, 'index.js'));
  return {...load('./localProvider.js'), require: load};
}

/** A fetcher over a build directory, as the browser would fetch from the site. */
export const fileFetcher = (buildDir) => async (url) => {
  const file = path.join(buildDir, url);
  if (!fs.existsSync(file)) return new Response('Not found', {status: 404});
  return new Response(fs.readFileSync(file), {status: 200});
};
