/**
 * The REST API reference, generated from the OpenAPI document in openapi/. The
 * one way into plugins/openapi-docs from outside it (eslint.config.mjs).
 *
 * Why our own generator and not docusaurus-plugin-openapi-docs: that plugin
 * writes MDX through a separate CLI step (`docusaurus gen-api-docs`), and its
 * pages render through docusaurus-theme-openapi-docs, whose `@theme/ApiItem`
 * pulls Redux Toolkit, react-hook-form, react-markdown, react-live,
 * postman-code-generators and a Sass toolchain (docusaurus-plugin-sass) into the
 * client for an interactive request explorer we do not want (no calls to the
 * product from the docs). Its code samples come from Postman's generators, not
 * from our one request description, and would not share our synced tabs. Our
 * pages are plain MDX with tables and the same ```http samples tabs as every
 * hand-written page, so an operation page loads exactly the JavaScript of any
 * other doc page (`npm run bench` prints both), and the page shape is the
 * REST operation shape of CONTRIBUTING.md.
 *
 * The plugin writes the operation pages into docs/api/operations/ when
 * Docusaurus initialises it, regenerates them when openapi/ changes during
 * `npm start`, and serves the bundled document at /openapi.yaml (dev server and
 * build). Evaluating docusaurus.config.ts writes nothing.
 *
 * It also writes the sandbox's operations data (lib/sandbox compactOperations:
 * parameters, request schemas, examples) for the REST console behind Try it,
 * which imports it as `new URL('@generated/tessera-sandbox/operations.json',
 * import.meta.url)`: the bundler emits it under /assets/ named after its
 * content, and no page loads it until the reader opens a console.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {writeIfChanged} from './files';
import {generateApiDocs, generateApiDocsIfChanged} from './generate';
import {bundledYaml, loadApiModel, OPENAPI_DIR, perDocument, REDOCLY_CONFIG} from './load';
import {compactOperations} from '../../lib/sandbox/spec';

export {generateApiDocs, type GenerateResult} from './generate';
export {bundledYaml, loadApiModel, loadOpenApi, openApiHash} from './load';
export {apiSidebar, conventions, gettingStarted} from './sidebar';
export {default as remarkOperationList, type OperationListOptions} from './remarkOperationList';
export {default as remarkErrorCodeList, errorCodeNodes, type ErrorCodeListOptions} from './remarkErrorCodeList';
export {renderPage} from './render/page';

export const DOWNLOAD_FILE = 'openapi.yaml';
/** The sandbox's operations data, under the generated-files folder (`@generated/tessera-sandbox/operations.json`). */
export const SANDBOX_OPERATIONS_FILE = path.join('tessera-sandbox', 'operations.json');

/** Writes the sandbox's operations data of the current document, when it changed. */
function writeSandboxOperations(siteDir: string, generatedFilesDir: string): void {
  const json = perDocument(siteDir, 'sandbox-operations', () => JSON.stringify(compactOperations(loadApiModel(siteDir))));
  writeIfChanged(path.join(generatedFilesDir, SANDBOX_OPERATIONS_FILE), json);
}

type Content = {yaml: string};

export default function openApiDocsPlugin(context: LoadContext): Plugin<unknown> {
  const {siteDir} = context;
  const devStaticDir = path.join(context.generatedFilesDir, 'tessera-openapi');
  // The docs plugin reads docs/ in its loadContent, which runs alongside this plugin's, so the pages
  // are written here, in the plugin function: Docusaurus calls every plugin function first and only
  // then any loadContent (loadPlugins in @docusaurus/core/lib/server/plugins/plugins.js awaits
  // initPlugins from ./init.js before executeAllPluginsContentLoading; Docusaurus 3.10).
  // Unchanged pages are not rewritten.
  generateApiDocs(siteDir);
  // Before the bundler starts: the console's module refers to the file.
  writeSandboxOperations(siteDir, context.generatedFilesDir);
  return {
    name: 'tessera-openapi-docs',

    getPathsToWatch() {
      return [path.join(siteDir, OPENAPI_DIR), path.join(siteDir, REDOCLY_CONFIG)];
    },

    async loadContent(): Promise<Content> {
      // On the first load the pages were just written from this document; on a reload after an
      // edit to openapi/ they are written again, and only pages whose content changed reach the disk.
      generateApiDocsIfChanged(siteDir);
      writeSandboxOperations(siteDir, context.generatedFilesDir);
      const yaml = bundledYaml(siteDir);
      // The dev server serves it from here; a build writes it into the output in postBuild.
      if (process.env.NODE_ENV !== 'production') writeIfChanged(path.join(devStaticDir, DOWNLOAD_FILE), yaml);
      return {yaml};
    },

    configureWebpack(_config, isServer) {
      // The operations data, referred to by `new URL(..., import.meta.url)`: a file of its own in
      // /assets/ (cached for a year by the hosts' rules), named after its content.
      const module = {
        rules: [
          {
            test: /[\\/]tessera-sandbox[\\/]operations\.json$/,
            dependency: 'url',
            type: 'asset/resource',
            generator: {filename: 'assets/data/sandbox-operations.[contenthash:8].json', emit: !isServer},
          },
        ],
      };
      if (isServer || process.env.NODE_ENV === 'production') return {module};
      // The dev server merges this into its own config: one more static folder, holding openapi.yaml.
      const devServer = {static: [{directory: devStaticDir, publicPath: context.baseUrl, watch: false}]};
      return {module, devServer} as Record<string, unknown>;
    },

    async postBuild({outDir, content}) {
      fs.writeFileSync(path.join(outDir, DOWNLOAD_FILE), (content as Content).yaml);
    },
  };
}
