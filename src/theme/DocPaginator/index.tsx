/**
 * Wraps the docs paginator to preload the previous and next pages once the
 * browser is idle: the likeliest next pages, and the only ones fetched without
 * a sign of intent (links preload on hover, focus and touch: src/components/IntentLink).
 * Docusaurus's preload skips 2g and data-saver connections and anything
 * already loaded.
 */
import React, {useEffect, type ReactNode} from 'react';
import DocPaginator from '@theme-original/DocPaginator';
import type {Props} from '@theme/DocPaginator';
import {preloadRoute} from '@site/src/lazyRoutes/prefetch';

export default function DocPaginatorWrapper(props: Props): ReactNode {
  const previous = props.previous?.permalink;
  const next = props.next?.permalink;
  useEffect(() => {
    const preload = () => {
      for (const permalink of [next, previous]) if (permalink) preloadRoute(permalink);
    };
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(preload, 1000);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(preload, {timeout: 5000});
    return () => window.cancelIdleCallback(handle);
  }, [previous, next]);
  return <DocPaginator {...props} />;
}
