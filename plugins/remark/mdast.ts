/**
 * The few Markdown syntax tree shapes our remark plugins read and build, typed
 * locally so the plugins depend on no parser package.
 */

export type MdNode = {
  type: string;
  children?: MdNode[];
  value?: string;
  lang?: string | null;
  meta?: string | null;
  url?: string;
  name?: string | null;
  attributes?: MdAttribute[];
  align?: Array<'left' | 'right' | 'center' | null>;
  depth?: number;
  ordered?: boolean;
  spread?: boolean;
  position?: {start: {line: number; column: number}; end: {line: number; column: number}};
  /** Extra attributes a `code` node's `<CodeBlock>` element gets (plugins/remark/highlightCode.ts). */
  data?: {jsxAttributes?: Record<string, string>};
};

export type MdAttribute = {type: 'mdxJsxAttribute'; name: string; value: string | null};

export function jsxAttribute(name: string, value: string): MdAttribute {
  return {type: 'mdxJsxAttribute', name, value};
}

export function jsxFlow(name: string, attributes: MdAttribute[], children: MdNode[]): MdNode {
  return {type: 'mdxJsxFlowElement', name, attributes, children};
}

export function jsxText(name: string, attributes: MdAttribute[], children: MdNode[]): MdNode {
  return {type: 'mdxJsxTextElement', name, attributes, children};
}

export function text(value: string): MdNode {
  return {type: 'text', value};
}

/**
 * Visits every node depth first. The callback may replace `parent.children[index]`;
 * the replacement is not visited again.
 */
export function walk(tree: MdNode, visit: (node: MdNode, parent: MdNode, index: number) => void): void {
  const children = tree.children;
  if (!children) return;
  for (let index = 0; index < children.length; index += 1) {
    const node = children[index];
    visit(node, tree, index);
    if (children[index] === node) walk(node, visit);
  }
}
