// The crash fallback keeps the page's own title unless we set one; the spec
// titles the crash page "Page Error", like Docusaurus's root fallback.
import type {ComponentProps, ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorPageContent from '@theme-original/ErrorPageContent';

export default function ErrorPageContentWrapper(props: ComponentProps<typeof ErrorPageContent>): ReactNode {
  return (
    <>
      <Head>
        <title>Page Error</title>
      </Head>
      <ErrorPageContent {...props} />
    </>
  );
}
