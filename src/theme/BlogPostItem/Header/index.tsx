/** A changelog post shows its kind badges (New, Removed...) and products under its title, as the list does. */
import type {ReactNode} from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import type HeaderType from '@theme/BlogPostItem/Header';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {EntryTags} from '@site/src/components/Changelog';

type Props = WrapperProps<typeof HeaderType>;

export default function HeaderWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      <Header {...props} />
      {isBlogPostPage && <EntryTags tags={metadata.tags} />}
    </>
  );
}
