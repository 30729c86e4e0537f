/**
 * Table of contents entries that hold code (`## objectWithoutPricingSelectable`),
 * or are one bare identifier (`### maxSelectedObjects`), break only between words in the narrow right-hand column: `<wbr>` at the
 * code's word boundaries (lib/markdown/breaks.ts). Docusaurus writes each entry
 * as an HTML string in the page's `toc` export (its own remark plugin, which
 * runs before this one); this rewrites those strings. The headings themselves
 * are left as they are.
 */
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {withTocBreaks} from '../../lib/markdown/breaks';

type EstreeNode = {type: string; [key: string]: unknown};

/** Every `value: "..."` string property of the objects inside an estree node. */
function rewriteValues(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    node.forEach(rewriteValues);
    return;
  }
  const estree = node as EstreeNode;
  if (estree.type === 'Property') {
    const key = estree.key as EstreeNode & {name?: string; value?: unknown};
    const value = estree.value as EstreeNode & {value?: unknown; raw?: string};
    if ((key.name === 'value' || key.value === 'value') && value.type === 'Literal' && typeof value.value === 'string') {
      value.value = withTocBreaks(value.value);
      value.raw = JSON.stringify(value.value);
      return;
    }
  }
  for (const [field, child] of Object.entries(estree)) {
    if (field !== 'loc' && field !== 'range' && field !== 'position') rewriteValues(child);
  }
}

/** The `export const toc = [...]` declaration of a module's estree, if it has one. */
function tocDeclaration(program: {body?: unknown[]}): unknown {
  for (const statement of program.body ?? []) {
    const declaration = (statement as {type?: string; declaration?: {declarations?: {id?: {name?: string}; init?: unknown}[]}}).declaration;
    const toc = declaration?.declarations?.find((item) => item.id?.name === 'toc');
    if (toc) return toc.init;
  }
  return undefined;
}

export default function remarkTocBreaks() {
  return (tree: Root) => {
    visit(tree, 'mdxjsEsm', (node) => {
      const program = (node.data as {estree?: {body?: unknown[]}} | undefined)?.estree;
      const init = program && tocDeclaration(program);
      if (init) rewriteValues(init);
    });
  };
}
