/**
 * Plain Markdown (CommonMark with GitHub's extensions) as a syntax tree: an
 * OpenAPI description, or an answer the browser shows. Kept apart from the
 * MDX reader in syntax.ts so the browser loads only these two extensions.
 */
import type {Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';

export function parseMarkdown(markdown: string): Root {
  return fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
}
