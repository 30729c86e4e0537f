/**
 * `/llms.txt` and `/llms-full.txt` in the llms.txt format (llmstxt.org): an
 * H1 with the site's name, a blockquote summary, then one H2 section per
 * sidebar listing its pages in sidebar order as `- [Title](url): description`,
 * and an `Optional` section for what a model may skip. The full file holds
 * every listed page's Markdown, in the same order.
 */
import type {PhrasingContent, Root, RootContent} from 'mdast';
import {blockquote, heading, inlineCode, link, list, paragraph, printMarkdown, text} from '../../lib/markdown/syntax';

export type IndexPage = {title: string; description: string; markdownUrl: string; markdown: string};
export type IndexSection = {title: string; pages: IndexPage[]};
export type IndexLink = {title: string; url: string; description: string};

export type LlmsIndex = {
  title: string;
  summary: string;
  /** The URL of llms-full.txt, named after the summary. */
  fullUrl: string;
  sections: IndexSection[];
  optional: IndexLink[];
};

function entry(title: string, url: string, description: string) {
  return [link(url, [text(title)]), ...(description ? [text(`: ${description}`)] : [])];
}

export function llmsTxt(index: LlmsIndex): string {
  const details: PhrasingContent[] = [
    text('Each page below links to its Markdown copy; the page itself is at the same URL without '),
    inlineCode('.md'),
    text('. '),
    link(index.fullUrl, [text('llms-full.txt')]),
    text(' holds every page in one file.'),
  ];
  const children: RootContent[] = [heading(1, [text(index.title)]), blockquote([paragraph([text(index.summary)])]), paragraph(details)];
  for (const section of index.sections) {
    if (section.pages.length === 0) continue;
    children.push(
      heading(2, [text(section.title)]),
      list(section.pages.map((page) => entry(page.title, page.markdownUrl, page.description))),
    );
  }
  if (index.optional.length > 0) {
    children.push(heading(2, [text('Optional')]), list(index.optional.map((item) => entry(item.title, item.url, item.description))));
  }
  const root: Root = {type: 'root', children};
  return printMarkdown(root);
}

/** Every page's Markdown, each under its own H1 followed by the URL it came from. */
export function llmsFullTxt(index: LlmsIndex): string {
  const head = printMarkdown({type: 'root', children: [heading(1, [text(index.title)]), blockquote([paragraph([text(index.summary)])])]});
  const pages = index.sections.flatMap((section) => section.pages);
  const bodies = pages.map((page) => {
    const markdown = page.markdown.trimEnd();
    const firstLineEnd = markdown.indexOf('\n');
    const titleLine = firstLineEnd < 0 ? markdown : markdown.slice(0, firstLineEnd);
    const rest = firstLineEnd < 0 ? '' : markdown.slice(firstLineEnd);
    return `${titleLine}\n\nSource: ${page.markdownUrl}${rest}\n`;
  });
  return [head, ...bodies].join('\n');
}
