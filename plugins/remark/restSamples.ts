/**
 * Turns every ```http samples fence into synced language tabs at build time
 * (CONTRIBUTING.md, "REST samples"): a `<CodeTabs>` element (src/components/CodeTabs)
 * holding one fence per language, which plugins/remark/highlightCode.ts highlights
 * like any other. The tabs share one groupId, so the chosen language applies on
 * every page and is remembered across visits. Plain ```http fences stay as they
 * are. A malformed samples fence stops the build with the file and line.
 */
import {HttpSamplesError, parseFenceMeta, parseHttpFence, restSamples, SAMPLES_GROUP_ID} from '../../lib/samples';
import type {Code, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx';
import {SKIP, visit} from 'unist-util-visit';
import {jsxAttribute, jsxFlow} from '../../lib/markdown/syntax';
import './codeData';
import {sourceLocation, type SourceFile} from './sourceLocation';

type VFileLike = SourceFile;

/** The CodeTabs element for one fence. Exported for the unit tests. */
export function samplesTabs(node: Code, file: VFileLike): Omit<MdxJsxFlowElement, 'children'> & {children: Code[]} {
  const fenceLine = node.position?.start.line ?? 0;
  try {
    const options = parseFenceMeta(String(node.meta ?? ''));
    const request = parseHttpFence(String(node.value ?? ''), options);
    const fences = restSamples(request).map((sample): Code => ({
      type: 'code',
      lang: sample.fence,
      value: sample.code,
      data: {jsxAttributes: {value: sample.id, label: sample.label}, urlBreaks: true},
    }));
    const attributes = [jsxAttribute('groupId', SAMPLES_GROUP_ID), jsxAttribute('className', 'rest-samples')];
    if (options.title) attributes.push(jsxAttribute('title', options.title));
    return {...jsxFlow('CodeTabs', attributes, fences), children: fences};
  } catch (error) {
    if (error instanceof HttpSamplesError) {
      throw new Error(`${sourceLocation(file, fenceLine + error.line)}: malformed \`\`\`http samples fence: ${error.message}`, {
        cause: error,
      });
    }
    throw error;
  }
}

export default function remarkRestSamples() {
  return (tree: Root, file: VFileLike): void => {
    visit(tree, 'code', (node, index, parent) => {
      if (!parent || index === undefined || node.lang !== 'http' || !/(^|\s)samples(\s|$)/.test(String(node.meta ?? ''))) return;
      parent.children[index] = samplesTabs(node, file);
      // The tabs hold fences of other languages only: nothing in them to convert.
      return SKIP;
    });
  };
}
