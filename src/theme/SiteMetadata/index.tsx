// Wraps the site metadata to give every page the link-preview image of its part of the site (config/socialCards.ts).
import type {ReactNode} from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import {PageMetadata} from '@docusaurus/theme-common';
import {useLocation} from '@docusaurus/router';
import {socialCardFor, socialCardPath} from '@site/config/socialCards';

export default function SiteMetadataWrapper(): ReactNode {
  const {pathname} = useLocation();
  return (
    <>
      <SiteMetadata />
      <PageMetadata image={socialCardPath(socialCardFor(pathname))} />
    </>
  );
}
