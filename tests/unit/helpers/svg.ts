/**
 * Checks that a string is a well-formed, self-contained SVG document: valid
 * XML (fast-xml-parser's validator), an <svg> root in the SVG namespace with
 * its size, only drawing elements, no scripts, event handlers, external
 * references or entities beyond XML's own.
 */
import {XMLParser, XMLValidator} from 'fast-xml-parser';

const ELEMENTS = new Set(['svg', 'g', 'rect', 'circle', 'ellipse', 'path', 'polygon', 'text', 'tspan', 'clipPath']);
const XML_ENTITIES = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;

type XmlNode = Record<string, unknown>;

export function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  const valid = XMLValidator.validate(svg);
  if (valid !== true) return [`not well-formed XML: ${valid.err.msg} (line ${valid.err.line}, column ${valid.err.col})`];
  if (XML_ENTITIES.test(svg)) problems.push('uses an entity XML does not define');
  const parser = new XMLParser({ignoreAttributes: false, attributeNamePrefix: '@', preserveOrder: true});
  const document = parser.parse(svg) as XmlNode[];
  const roots = document.filter((node) => !Object.keys(node).some((key) => key.startsWith('?')));
  if (roots.length !== 1 || !('svg' in roots[0])) return [...problems, 'the document root is not a single <svg>'];
  const rootAttributes = (roots[0][':@'] ?? {}) as Record<string, string>;
  if (rootAttributes['@xmlns'] !== 'http://www.w3.org/2000/svg') problems.push('the <svg> root is not in the SVG namespace');
  for (const name of ['@width', '@height', '@viewBox']) if (!rootAttributes[name]) problems.push(`the <svg> root has no ${name.slice(1)}`);

  const visit = (nodes: XmlNode[]) => {
    for (const node of nodes) {
      const name = Object.keys(node).find((key) => key !== ':@');
      if (!name || name === '#text') continue;
      if (!ELEMENTS.has(name)) problems.push(`<${name}> is not a drawing element`);
      const attributes = (node[':@'] ?? {}) as Record<string, string>;
      for (const [attribute, value] of Object.entries(attributes)) {
        if (/^@on/i.test(attribute)) problems.push(`<${name}> has an event handler ${attribute.slice(1)}`);
        if (/href$/i.test(attribute)) problems.push(`<${name}> links to ${value}`);
        if (/url\((?!#)/.test(value)) problems.push(`<${name}> refers to an outside resource: ${value}`);
      }
      visit(node[name] as XmlNode[]);
    }
  };
  visit(roots);
  return problems;
}
