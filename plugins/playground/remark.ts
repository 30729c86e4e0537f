/**
 * The playground's entry points in the pages, as plain markup:
 * - every complete renderer sample (a js or html fence that creates a chart
 *   and renders it) gets a "Run" action, `run` on its <CodeBlock>;
 * - a renderer reference page whose item the playground simulates gets a
 *   "Try it in the playground" link after its facts box, opening the page's
 *   example sample;
 * - `<PlaygroundCoverage />` becomes the coverage tables.
 */
import path from 'node:path';
import type {Paragraph, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx';
import {coverageNodes} from '../../lib/playground/coverage';
import {surfaceItem} from '../../lib/playground/surface';
import {link, text} from '../../lib/markdown/syntax';
import {itemPageFinder} from './pages';
import {completeSamples, pageId, runHref, tryHref} from './samples';
import '../remark/codeData';

type VFileLike = {path?: string; data?: {frontMatter?: Record<string, unknown>}};

export type PlaygroundRemarkOptions = {siteDir: string};

function isElement(node: RootContent, name: string): node is MdxJsxFlowElement {
  return node.type === 'mdxJsxFlowElement' && node.name === name;
}

export default function remarkPlayground(options: PlaygroundRemarkOptions) {
  const docsDir = path.join(options.siteDir, 'docs');
  let pages: ReturnType<typeof itemPageFinder> | undefined;
  return (tree: Root, file: VFileLike): void => {
    if (!file.path) return;
    const docsFile = path.relative(docsDir, file.path).split(path.sep).join('/');
    if (docsFile.startsWith('..')) return;
    const id = pageId(docsFile);
    const samples = completeSamples(tree);
    samples.forEach((node, n) => {
      node.data = {...node.data, jsxAttributes: {...node.data?.jsxAttributes, run: runHref(id, n)}};
    });

    const coverageAt = tree.children.findIndex((node) => isElement(node, 'PlaygroundCoverage'));
    if (coverageAt >= 0) {
      pages ??= itemPageFinder(options.siteDir);
      const [summary, ...lists] = coverageNodes(pages);
      // The per-list tables (about 1,400 elements, most of the page) in one box the browser lays out only
      // when it nears the screen (.playground-coverage), so the chart above them is interactive sooner.
      const box = {type: 'playgroundCoverage', data: {hName: 'div', hProperties: {className: ['playground-coverage']}}, children: lists};
      tree.children.splice(coverageAt, 1, summary, box as unknown as RootContent);
    }

    const fm = file.data?.frontMatter ?? {};
    if (!docsFile.startsWith('renderer/') || samples.length === 0 || typeof fm.kind !== 'string' || typeof fm.name !== 'string') return;
    if (fm.status === 'removed') return;
    const item = surfaceItem(fm.kind, fm.name, typeof fm.owner === 'string' ? fm.owner : undefined);
    if (!item?.simulated) return;
    const tryIt: Paragraph = {
      type: 'paragraph',
      data: {hProperties: {className: ['try-it']}},
      children: [link(tryHref(id), [text('Try it in the playground')])],
    };
    const facts = tree.children.findIndex((node) => isElement(node, 'Facts'));
    const at = facts >= 0 ? facts + 1 : Math.max(0, tree.children.findIndex((node) => node.type === 'paragraph') + 1);
    tree.children.splice(at, 0, tryIt);
  };
}
