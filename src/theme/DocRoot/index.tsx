/**
 * The theme's DocRoot, with two changes. The sidebar's items come from the
 * sidebar the route loaded (src/lazyRoutes/sidebars.ts), since the version no
 * longer carries all five. And the not-found content it shows for an
 * unknown /docs/ path is loaded when needed. The original imports it, so the
 * 404 page (src/theme/NotFound, suggestions and all) travels with every docs
 * page; it only ever renders in the browser, since the build writes no docs
 * page for an unknown path (404.html renders through the site's own not-found
 * route).
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {DocsSidebarProvider, useDocRootMetadata} from '@docusaurus/plugin-content-docs/client';
import DocRootLayout from '@theme/DocRoot/Layout';
import type {Props} from '@theme/DocRoot';
import {loadedSidebar} from '@site/src/lazyRoutes/sidebars';

const NotFoundContent = lazy(() => import('@theme/NotFound/Content'));

export default function DocRoot(props: Props): ReactNode {
  const currentDocRouteMetadata = useDocRootMetadata(props);
  if (!currentDocRouteMetadata) {
    // Only the content, as the original does: the layout is already on the page.
    return (
      <Suspense fallback={null}>
        <NotFoundContent />
      </Suspense>
    );
  }
  const {docElement, sidebarName} = currentDocRouteMetadata;
  const sidebarItems = sidebarName === undefined ? undefined : loadedSidebar(sidebarName);
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.page.docsDocPage)}>
      <DocsSidebarProvider name={sidebarName} items={sidebarItems}>
        <DocRootLayout>{docElement}</DocRootLayout>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}
