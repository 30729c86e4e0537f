/**
 * `@docusaurus/ComponentCreator` in the production browser build. Docusaurus's
 * routes.js calls it for every route when main.js starts; the original builds
 * a loadable component from the registry and the route's chunk names, which
 * are in main.js for all routes. This one returns a component whose `preload`
 * (which Docusaurus calls before rendering a route, at start and on every
 * navigation) first loads the route's section of that data, then hands over to
 * ./SidebarComponentCreator.tsx (the original, plus the route's sidebar). plugins/lean-client/routeSections.ts writes the sections.
 */
import React, {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import SidebarComponentCreator from './SidebarComponentCreator';
import Loading from '@theme/Loading';
import sections from '@tessera/route-sections';
import registry from './registry';
import routesChunkNames from './routesChunkNames';
import {routeData} from './prefetch';
import {sectionOf} from '@site/lib/routes/sections';

type Route = ReturnType<typeof SidebarComponentCreator>;

const loading = new Map<number, Promise<void>>();

function loadSection(index: number): Promise<void> {
  let promise = loading.get(index);
  if (!promise) {
    promise = sections[index]().then((section) => {
      Object.assign(routesChunkNames, section.chunkNames);
      Object.assign(registry, section.registry);
    });
    // After a failure (offline) the next navigation tries again.
    promise.catch(() => loading.delete(index));
    loading.set(index, promise);
  }
  return promise;
}

routeData.load = (path) => loadSection(sectionOf(path));

export default function ComponentCreator(path: string, hash: string): Route {
  // The not-found route needs no route data.
  if (path === '*') return SidebarComponentCreator(path, hash);
  let route: Route | undefined;
  const load = () => loadSection(sectionOf(path)).then(() => (route ??= SidebarComponentCreator(path, hash)));

  // Docusaurus preloads a route before it renders it; this only shows when something renders one first.
  function LazyRoute(props: object): ReactNode {
    const [error, setError] = useState<Error | null>(null);
    const [, setLoaded] = useState(false);
    useEffect(() => {
      if (!route) load().then(() => setLoaded(true), setError);
    }, []);
    if (!route) {
      const retry = () => {
        setError(null);
        load().then(() => setLoaded(true), setError);
      };
      return <Loading isLoading={!error} pastDelay timedOut={false} error={error} retry={retry} />;
    }
    const Loaded = route as ComponentType<object>;
    return <Loaded {...props} />;
  }
  LazyRoute.preload = () => load().then((loaded) => loaded.preload());
  return LazyRoute as unknown as Route;
}
