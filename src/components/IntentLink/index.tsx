/**
 * `@docusaurus/Link` with prefetching on intent instead of on sight. The build
 * resolves `@docusaurus/Link` to this module (plugins/lean-client), so every
 * link of the theme and of our pages gets it.
 *
 * Docusaurus's Link gives each internal link its own IntersectionObserver and
 * prefetches every route that scrolls into view: on a REST page 19 to 31 route
 * chunks and about 300 <link rel=prefetch> tags, each lookup scanning the whole
 * chunk map. It also preloads a route when the pointer enters its link or a
 * finger touches it, which is the signal worth having. This wrapper keeps that
 * Link (base URL, trailing slash, broken-link collection, NavLink, preload on
 * mouse enter and touch start) and changes two things through react-router's
 * `component` prop, the element Link renders:
 * - the anchor never receives Link's observer-creating ref, so no observer is made;
 * - focusing a link (keyboard users) preloads its route too.
 * Preloading stays off on 2g and data-saver connections (Docusaurus checks).
 * tests/e2e/navigation.spec.ts fails if a Docusaurus update brings observers back.
 */
import React, {forwardRef, type ComponentProps, type FocusEvent, type MouseEvent, type ReactNode, type Ref} from 'react';
import type {Props} from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
// The original module: `@docusaurus/Link` itself resolves to this file.
import DocusaurusLink from '@docusaurus/core/lib/client/exports/Link';

type AnchorProps = ComponentProps<'a'> & {
  /** Given by react-router's Link: performs the client-side navigation. */
  navigate: () => void;
  /** The ref the caller of <Link> passed. */
  anchorRef?: Ref<HTMLAnchorElement>;
};

/** The route path of an href, without query and hash, as Docusaurus's preload matches it. */
function routePath(href: string): string {
  return new URL(href, window.location.href).pathname;
}

/** What react-router's own anchor does on click, plus a preload on focus; the ref react-router passes (Link's observer) is left unused. */
function IntentAnchor({navigate, anchorRef, ref: _observerRef, onClick, onFocus, target, ...rest}: AnchorProps): ReactNode {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (!event.defaultPrevented && event.button === 0 && (!target || target === '_self') && !modified) {
      event.preventDefault();
      navigate();
    }
  };
  const focus = (event: FocusEvent<HTMLAnchorElement>) => {
    onFocus?.(event);
    if (rest.href) window.docusaurus.preload(routePath(rest.href));
  };
  return <a {...rest} ref={anchorRef} target={target} onClick={click} onFocus={focus} />;
}

/** Whether Docusaurus renders this link through react-router (the only links it observes). */
function isRouterLink({to, href, target}: Props): boolean {
  const link = to ?? href;
  return Boolean(link) && isInternalUrl(link) && !link!.startsWith('#') && (!target || target === '_self');
}

function IntentLink(props: Props, ref: Ref<HTMLAnchorElement>): ReactNode {
  if (!isRouterLink(props)) return <DocusaurusLink {...props} ref={ref} />;
  // Passed through Docusaurus's Link and react-router's Link to IntentAnchor.
  const routerProps = {component: IntentAnchor, anchorRef: ref} as Partial<Props>;
  return <DocusaurusLink {...props} {...routerProps} />;
}

export default forwardRef(IntentLink);
