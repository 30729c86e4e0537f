/**
 * The theme's not-found page, with its content inside a Suspense boundary. An
 * unknown /docs/ path is served this page's HTML (404.html), and in the browser
 * the docs route renders the same content, loaded on demand
 * (src/theme/DocRoot): the boundary in both makes the server HTML wait for that
 * content instead of failing to hydrate.
 */
import React, {Suspense, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import NotFoundContent from '@theme/NotFound/Content';

export default function NotFound(): ReactNode {
  const title = translate({id: 'theme.NotFound.title', message: 'Page Not Found'});
  return (
    <>
      <PageMetadata title={title} />
      <Layout>
        <Suspense fallback={null}>
          <NotFoundContent />
        </Suspense>
      </Layout>
    </>
  );
}
