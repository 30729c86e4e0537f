/**
 * Heading ids as Docusaurus computes them (github-slugger), close enough to
 * leave most anchors out of the index: the build stores an anchor only when
 * this function, fed the page's section headings in order, does not
 * reproduce it. Build and browser feed it the same sequence, so they agree.
 */
export function createHeadingSlugger(): (heading: string) => string {
  const occurrences = new Map<string, number>();
  return (heading) => {
    const base = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-');
    let slug = base;
    while (occurrences.has(slug)) {
      const count = occurrences.get(base)! + 1;
      occurrences.set(base, count);
      slug = `${base}-${count}`;
    }
    occurrences.set(slug, 0);
    return slug;
  };
}
