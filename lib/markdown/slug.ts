/**
 * Heading anchors as Docusaurus gives them: github-slugger, one instance per
 * page, fed every heading in order so that a repeated title gets `-1`, `-2`.
 * The build's section reader, the search index (which leaves out the anchors
 * the browser can derive) and the tests all slug through this one function.
 */
import GithubSlugger from 'github-slugger';

export type HeadingSlugger = {slug(heading: string): string};

export function createHeadingSlugger(): HeadingSlugger {
  const slugger = new GithubSlugger();
  return {slug: (heading) => slugger.slug(heading)};
}
