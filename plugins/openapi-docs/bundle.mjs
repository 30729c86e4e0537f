// Bundles the multi-file OpenAPI document into one and prints it as JSON on
// stdout. It runs in a Node process of its own because @redocly/openapi-core is
// ESM-only, and the loader that evaluates docusaurus.config.ts (jiti) cannot
// import it natively; a child process also lets the generator stay synchronous.
import fs from 'node:fs';
import path from 'node:path';
import {bundle, createConfig, loadConfig} from '@redocly/openapi-core';

const [rootFile, configFile] = process.argv.slice(2);
const config = configFile && fs.existsSync(configFile) ? await loadConfig({configPath: configFile}) : await createConfig({});
const result = await bundle({ref: rootFile, config});
const errors = result.problems
  .filter((problem) => problem.severity === 'error')
  .map((problem) => {
    const where = problem.location?.[0];
    const file = where?.source?.absoluteRef ? path.relative(process.cwd(), where.source.absoluteRef) : rootFile;
    return `${file}${where?.pointer ? ` ${where.pointer}` : ''}: ${problem.message}`;
  });
process.stdout.write(JSON.stringify({document: result.bundle.parsed, errors}));
