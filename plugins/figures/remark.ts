/**
 * Checks every `<Figure scene="…" alt="…" caption="…" />` in a page and gives
 * it the figure's pixel size, so the image reserves its space before it
 * loads. A missing or empty alt, an unknown scene, an attribute that is not a
 * plain string, or any other attribute stops the build with the page's file
 * and line.
 */
import {FigureError, loadScene} from './scenes';
import {sourceLocation} from '../remark/sourceLocation';

export type FigureOptions = {siteDir: string};

type JsxAttribute = {type: string; name?: string; value?: unknown};
type Node = {
  type: string;
  name?: string | null;
  attributes?: JsxAttribute[];
  children?: Node[];
  position?: {start: {line: number}};
};
type VFileLike = {path?: string};

const ALLOWED = new Set(['scene', 'alt', 'caption']);

export type FigureUse = {scene: string; alt: string; caption?: string; line: number};

/** Reads a `<Figure>` element's attributes; returns what is wrong with it, or the figure. */
export function readFigure(node: Node): {figure: FigureUse} | {problem: string} {
  const line = node.position?.start.line ?? 0;
  const values = new Map<string, string>();
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) return {problem: '<Figure> takes plain attributes only (no {...spread})'};
    if (!ALLOWED.has(attribute.name))
      return {problem: `<Figure> has no "${attribute.name}" attribute; it takes scene, alt and caption (the size comes from the scene)`};
    if (typeof attribute.value !== 'string') return {problem: `<Figure ${attribute.name}> must be a quoted string, not an expression`};
    values.set(attribute.name, attribute.value);
  }
  if ((node.children ?? []).length > 0) return {problem: '<Figure> takes no children; write the caption in caption="…"'};
  const scene = values.get('scene');
  if (!scene) return {problem: '<Figure> needs scene="<folder>/<name>", a file in figures/'};
  const alt = values.get('alt')?.trim();
  if (!alt) return {problem: `<Figure scene="${scene}"> needs alt text that says what the picture shows`};
  const caption = values.get('caption')?.trim();
  if (values.has('caption') && !caption) return {problem: `<Figure scene="${scene}"> has an empty caption; leave it out instead`};
  return {figure: {scene, alt, caption, line}};
}

function visit(node: Node, found: (node: Node) => void): void {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Figure') found(node);
  for (const child of node.children ?? []) visit(child, found);
}

/** Every `<Figure>` element of a parsed page. */
export function figureNodes(tree: Node): Node[] {
  const nodes: Node[] = [];
  visit(tree, (node) => nodes.push(node));
  return nodes;
}

export default function remarkFigures(options: FigureOptions) {
  return (tree: Node, file: VFileLike): void => {
    const where = (line: number) => sourceLocation(file, line, options.siteDir);
    for (const node of figureNodes(tree)) {
      const read = readFigure(node);
      const line = node.position?.start.line ?? 0;
      if ('problem' in read) throw new Error(`${where(line)}: ${read.problem}`);
      let size: {width: number; height: number};
      try {
        size = loadScene(options.siteDir, read.figure.scene).light;
      } catch (error) {
        if (error instanceof FigureError) throw new Error(`${where(line)}: ${error.message}`, {cause: error});
        throw error;
      }
      node.attributes = [
        ...(node.attributes ?? []),
        {type: 'mdxJsxAttribute', name: 'width', value: String(size.width)},
        {type: 'mdxJsxAttribute', name: 'height', value: String(size.height)},
      ];
    }
  };
}
