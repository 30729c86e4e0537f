/**
 * The parts of plugins/lean-client that lean on how Docusaurus works inside:
 * the route data sections are made from the files Docusaurus's own code
 * generator writes (run here on sample routes, so a Docusaurus update that
 * changes their form fails this test), the client code they replace reads the
 * registry and chunk names when a route is created, and the docs plugin
 * wrapper removes the per-doc lists and keeps the sidebars.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import type {ConfigureWebpackUtils, LoadContext, RouteConfig} from '@docusaurus/types';
import {afterAll, describe, expect, it} from 'vitest';
import {parseRegistry, routeSections, RouteDataFormatError} from '../../plugins/lean-client/routeSections';
import {leanSidebarItems, withoutDocLists, withoutDocsMap, withSidebarModules, type Found} from '../../plugins/lean-client/docs';
import leanClientPlugin, {copySampleFiles, WINDOW_SIZE_MODULE} from '../../plugins/lean-client';
import {useWindowSize} from '../../src/lazyRoutes/useWindowSize';
import {routePathOfKey, sectionOf} from '../../lib/routes/sections';

const require = createRequire(import.meta.url);
const coreDir = path.dirname(require.resolve('@docusaurus/core/package.json'));

const sampleRoutes: RouteConfig[] = [
  {
    path: '/docs',
    component: '@theme/DocsRoot',
    exact: false,
    routes: [
      {path: '/docs/webhooks', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/webhooks.mdx'}},
      {
        path: '/docs/api/book-objects',
        component: '@theme/DocItem',
        exact: true,
        modules: {content: '@site/docs/api/operations/book-objects.mdx'},
      },
      {
        path: '/docs/renderer/config-pricing',
        component: '@theme/DocItem',
        exact: true,
        modules: {content: '@site/docs/renderer/config-pricing.mdx'},
      },
    ],
  },
  {
    path: '/changelog',
    component: '@theme/BlogListPage',
    exact: true,
    modules: {items: [{content: '@site/changelog/a.md'}, {content: '@site/changelog/b.md'}]},
  },
  {path: '/', component: '@site/src/pages/index.tsx', exact: true},
];

/** registry.js and routesChunkNames.json as the installed Docusaurus writes them for the sample routes. */
async function docusaurusRouteFiles(): Promise<{registry: string; chunkNames: Record<string, never>; dir: string}> {
  const {generateRouteFiles} = require(path.join(coreDir, 'lib/server/codegen/codegenRoutes.js')) as {
    generateRouteFiles: (args: {generatedFilesDir: string; routes: RouteConfig[]}) => Promise<void>;
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lean-routes-'));
  await generateRouteFiles({generatedFilesDir: dir, routes: sampleRoutes});
  return {
    dir,
    registry: fs.readFileSync(path.join(dir, 'registry.js'), 'utf8'),
    chunkNames: JSON.parse(fs.readFileSync(path.join(dir, 'routesChunkNames.json'), 'utf8')),
  };
}

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Object.values(value as object).flatMap(leaves);
}

describe('route data sections', () => {
  const tempDirs: string[] = [];
  afterAll(() => tempDirs.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

  it("read Docusaurus's own registry.js and put every route in the section of its path", async () => {
    const files = await docusaurusRouteFiles();
    tempDirs.push(files.dir);
    const registry = parseRegistry(files.registry);
    expect([...registry.values()]).toContain('@site/docs/webhooks.mdx');
    const {index, sections} = routeSections(files.registry, files.chunkNames, 4);
    expect(sections).toHaveLength(4);
    expect(index.match(/import\(/g)).toHaveLength(4);
    for (const [key, names] of Object.entries(files.chunkNames)) {
      const section = sections[sectionOf(routePathOfKey(key), 4)];
      expect(section, key).toContain(`${JSON.stringify(key)}:${JSON.stringify(names)}`);
      const chunks = leaves(names);
      expect(chunks.length, key).toBeGreaterThan(0);
      for (const name of chunks) {
        const modulePath = registry.get(name);
        expect(modulePath, name).toBeDefined();
        const shared =
          Object.values(files.chunkNames).filter((other) => leaves(other).includes(name)).length > 1 &&
          sections.filter((text) => text.includes(`"${name}": [`)).length > 1;
        const magic = shared ? `/* webpackChunkName: "${name}" */ ` : '';
        expect(section, name).toContain(`"${name}": [() => import(${magic}"${modulePath}"), "", require.resolveWeak("${modulePath}")],`);
      }
    }
  });

  it('stop on a registry.js line of another form', () => {
    const source = 'export default {\n  "abc": [() => import("@site/x.mdx"), "@site/x.mdx", 12],\n};\n';
    expect(() => parseRegistry(source)).toThrow(RouteDataFormatError);
    expect(() => parseRegistry('module.exports = {};')).toThrow(/export default/);
  });

  it('stop on a route naming a chunk the registry does not list', () => {
    expect(() => routeSections('export default {\n};\n', {'/docs-abc': {__comp: '1234abcd'}})).toThrow(/1234abcd/);
  });

  it("rely on Docusaurus's ComponentCreator reading both when a route is created, and on its prefetch reading the chunk names", () => {
    const creator = fs.readFileSync(path.join(coreDir, 'lib/client/exports/ComponentCreator.js'), 'utf8');
    expect(creator).toMatch(/import registry from '@generated\/registry';/);
    expect(creator).toMatch(/import routesChunkNames from '@generated\/routesChunkNames';/);
    const body = creator.slice(creator.indexOf('export default function ComponentCreator('));
    expect(body).toMatch(/const chunkNames = routesChunkNames\[`\$\{path\}-\$\{hash\}`\];/);
    expect(body).toMatch(/const chunkRegistry = registry\[chunkName\];/);
    const runtime = fs.readFileSync(path.join(coreDir, 'lib/client/docusaurus.js'), 'utf8');
    expect(runtime).toMatch(/import routesChunkNames from '@generated\/routesChunkNames';/);
    expect(runtime).toMatch(/\.replace\(\/-\[\^-\]\+\$\/, ''\)/);
  });
});

describe('docs plugin wrapper', () => {
  const version = {
    pluginId: 'default',
    version: 'current',
    docsSidebars: {api: [{type: 'link', href: '/docs/a', label: 'A', docId: 'a', unlisted: false}]},
    docs: {a: {id: 'a', title: 'A', description: 'About A.'}},
  };
  const route = {
    path: '/docs',
    component: 'DocsRoot',
    routes: [{path: '/docs', component: 'DocVersionRoot', props: {version}, routes: [{path: '/docs/a', component: 'DocItem'}]}],
  } as unknown as RouteConfig;

  it("empties each version's doc map and sidebars, keeps its nested routes, and hands over the sidebars made lean", () => {
    const found: Found = {count: 0, sidebars: {}};
    const out = withoutDocsMap(route, found) as unknown as {routes: Array<{props: {version: typeof version}; routes: unknown[]}>};
    expect(found.count).toBe(1);
    expect(out.routes[0].props.version.docs).toEqual({});
    expect(out.routes[0].props.version.docsSidebars).toEqual({});
    expect(found.sidebars).toEqual({api: [{type: 'link', href: '/docs/a', label: 'A'}]});
    expect(out.routes[0].routes).toHaveLength(1);
  });

  it("gives each doc route its own sidebar's data file as a module, keeping its content, and only those routes", () => {
    const docs = {
      path: '/docs',
      component: 'DocRoot',
      routes: [
        {path: '/docs/a', component: 'DocItem', sidebar: 'api', modules: {content: '@site/docs/a.mdx'}},
        {path: '/docs/b', component: 'DocItem', sidebar: 'renderer', modules: {content: '@site/docs/b.mdx'}},
        {path: '/docs/c', component: 'DocItem', modules: {content: '@site/docs/c.mdx'}},
      ],
    } as unknown as RouteConfig;
    const out = withSidebarModules(docs, {api: '/gen/sidebar-api.json', renderer: '/gen/sidebar-renderer.json'});
    expect(out.routes?.map((child) => child.modules)).toEqual([
      {content: '@site/docs/a.mdx', sidebarItems: '/gen/sidebar-api.json'},
      {content: '@site/docs/b.mdx', sidebarItems: '/gen/sidebar-renderer.json'},
      {content: '@site/docs/c.mdx'},
    ]);
    expect(out.modules).toBeUndefined();
  });

  it('stops on a doc route whose sidebar no version holds', () => {
    const orphan = {path: '/docs/a', component: 'DocItem', sidebar: 'gone', modules: {content: 'x'}} as unknown as RouteConfig;
    expect(() => withSidebarModules(orphan, {api: '/gen/sidebar-api.json'})).toThrow(/\/docs\/a shows the sidebar "gone"/);
  });

  it('drops docId and unlisted: false from sidebar items at every depth, and keeps unlisted: true', () => {
    const items = [
      {
        type: 'category',
        label: 'C',
        collapsed: true,
        items: [{type: 'link', href: '/docs/b', label: 'B', docId: 'b', unlisted: true, className: 'x'}],
      },
      {type: 'link', href: '/docs/a', label: 'A', docId: 'a', unlisted: false, customProps: {shortLabel: 'a'}},
    ];
    expect(leanSidebarItems(items)).toEqual([
      {type: 'category', label: 'C', collapsed: true, items: [{type: 'link', href: '/docs/b', label: 'B', unlisted: true, className: 'x'}]},
      {type: 'link', href: '/docs/a', label: 'A', customProps: {shortLabel: 'a'}},
    ]);
  });

  it('counts nothing when no route carries version data, so the build can fail', () => {
    const found: Found = {count: 0, sidebars: {}};
    withoutDocsMap({path: '/', component: 'Page'} as RouteConfig, found);
    expect(found.count).toBe(0);
  });

  it('empties the doc lists of the global data and keeps the versions and their sidebars', () => {
    const data = {
      path: '/docs',
      breadcrumbs: false,
      versions: [
        {
          name: 'current',
          path: '/docs',
          docs: [{id: 'a', path: '/docs/a'}],
          draftIds: ['b'],
          sidebars: {api: {link: {path: '/docs/a', label: 'a'}}},
        },
      ],
    };
    const found = {count: 0};
    expect(withoutDocLists(data, found)).toEqual({...data, versions: [{...data.versions[0], docs: [], draftIds: []}]});
    expect(found.count).toBe(1);
    expect(withoutDocLists({other: true}, found)).toEqual({other: true});
    expect(found.count).toBe(1);
  });
});

describe('sample files', () => {
  it('are copied into the build when a built script names them, and a named file that is missing stops the build', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lean-samples-'));
    try {
      const cache = path.join(root, 'cache');
      const out = path.join(root, 'build');
      fs.mkdirSync(cache);
      fs.mkdirSync(path.join(out, 'assets', 'js'), {recursive: true});
      const named = `${'a'.repeat(20)}.json`;
      fs.writeFileSync(path.join(cache, named), '{"python":"x"}');
      fs.writeFileSync(path.join(cache, `${'b'.repeat(20)}.json`), '{}');
      fs.writeFileSync(path.join(out, 'assets', 'js', '1.abc.js'), `x({others:"/assets/code-samples/${named}"})`);
      expect(copySampleFiles(cache, out)).toBe(1);
      expect(fs.readdirSync(path.join(out, 'assets', 'code-samples'))).toEqual([named]);
      fs.writeFileSync(path.join(out, 'assets', 'js', '2.def.js'), `x({others:"/assets/code-samples/${'c'.repeat(20)}.json"})`);
      expect(() => copySampleFiles(cache, out)).toThrow(/ENOENT/);
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
  });
});

describe('window size hook', () => {
  const themeCommon = path.resolve(path.dirname(require.resolve('@docusaurus/theme-common')), '..');
  const original = path.join(themeCommon, 'lib/hooks/useWindowSize.js');

  it('replaces the file theme-common resolves, which its own modules import by relative path (no alias reaches them)', () => {
    expect(WINDOW_SIZE_MODULE.test(original)).toBe(true);
    expect(WINDOW_SIZE_MODULE.test(original.replaceAll('/', '\\'))).toBe(true);
    expect(fs.readFileSync(path.join(themeCommon, 'lib/index.js'), 'utf8')).toMatch(
      /export \{ useWindowSize \} from '\.\/hooks\/useWindowSize';/,
    );
    expect(fs.readFileSync(path.join(themeCommon, 'lib/contexts/navbarMobileSidebar.js'), 'utf8')).toMatch(
      /import \{ useWindowSize \} from '\.\.\/hooks\/useWindowSize';/,
    );
  });

  it('keeps what the original returns: "ssr" until hydrated, then desktop above 996 px', () => {
    const source = fs.readFileSync(original, 'utf8');
    expect(source).toMatch(/const DesktopBreakpoint = 996;/);
    expect(source).toMatch(/window\.innerWidth > desktopBreakpoint/);
    expect(source).toMatch(/useState\(\(\) =>\s*(?:\/\/[^\n]*\n\s*)*'ssr'\)/);
    const Probe = () => createElement('span', null, useWindowSize());
    expect(renderToStaticMarkup(createElement(Probe))).toBe('<span>ssr</span>');
  });

  it('is put in place in the browser bundle only', () => {
    class Replacement {
      constructor(
        readonly pattern: RegExp,
        readonly file: string,
      ) {}
    }
    const plugin = leanClientPlugin({siteDir: '/site', generatedFilesDir: '/site/.docusaurus'} as LoadContext);
    const utils = {
      currentBundler: {name: 'rspack', instance: {NormalModuleReplacementPlugin: Replacement}},
    } as unknown as ConfigureWebpackUtils;
    const client = plugin.configureWebpack!({mode: 'development'}, false, utils, undefined) as unknown as {plugins: Replacement[]};
    expect(client.plugins).toEqual([new Replacement(WINDOW_SIZE_MODULE, '/site/src/lazyRoutes/useWindowSize.ts')]);
    expect(
      (plugin.configureWebpack!({mode: 'development'}, true, utils, undefined) as unknown as {plugins: Replacement[]}).plugins,
    ).toEqual([]);
  });
});
