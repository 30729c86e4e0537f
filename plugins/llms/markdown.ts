/**
 * The Markdown copy of a docs page, from the same MDX the site renders: the
 * syntax tree is read with the MDX parser and our components become plain
 * Markdown (the facts box a list, ```http samples one fence per language,
 * <OperationList /> a table, <Figure /> an image, admonitions blockquotes with
 * their title, imported snippets inlined); imports and MDX comments go, and
 * links to other pages point at their Markdown copies.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {BlockContent, Code, Heading, Nodes, Parents, PhrasingContent, Root, RootContent} from 'mdast';
import type {ContainerDirective, LeafDirective, TextDirective} from 'mdast-util-directive';
import type {MdxFlowExpression, MdxJsxFlowElement, MdxJsxTextElement, MdxTextExpression, MdxjsEsm} from 'mdast-util-mdx';
import {errorCodeNodes} from '../openapi-docs';
import {sourceLocation} from '../remark/sourceLocation';
import {coverageNodes} from '../../lib/playground/coverage';
import {factRows, factsNotice, type FactValue} from '../../lib/content/facts';
import type {DocFrontMatter} from '../../lib/content/frontMatter';
import type {DerivedFacts} from '../../lib/content/invalidValues';
import {parseFenceMeta, parseHttpFence, restSamples} from '../../lib/samples';
import {operationsOfTag, operationTarget, pageOf, type ApiModel} from '../../lib/openapi/model';
import {
  blockquote,
  code,
  inlineCode,
  link,
  list,
  pageHeader,
  paragraph,
  parseSource,
  printMarkdown,
  strong,
  table,
  text,
} from '../../lib/markdown/syntax';

/** What converting a page needs to know about the site. */
export type SiteLinks = {
  /** The absolute URL of a site path (`/img/x.svg` -> `https://docs.../img/x.svg`). */
  absolute(sitePath: string): string;
  /** The Markdown URL of the docs page written in `docsFile` (relative to docs/), if it is one. */
  markdownOfFile(docsFile: string): string | undefined;
  /** The Markdown URL of the docs page at a site path, if it is one. */
  markdownOfRoute(route: string): string | undefined;
  /** The REST model, for <OperationList />. */
  api(): ApiModel;
  /** The page of a renderer item, for the playground's coverage table. */
  itemPage?(list: string, name: string): string | undefined;
};

export type PageInput = {
  /** Absolute path of the MDX file. */
  file: string;
  /** The file relative to docs/, `/`-separated. */
  docsFile: string;
  title: string;
  description?: string;
  frontMatter: Record<string, unknown>;
  /** The day a changelog post came out (YYYY-MM-DD), said under its title. */
  published?: string;
};

/** A problem in a source that keeps its Markdown copy from being right; the build stops on it. */
export class MarkdownCopyError extends Error {}

type Context = {
  page: PageInput;
  /** The file being converted: the page, or a snippet it imports. */
  file: string;
  docsFile: string;
  source: string;
  links: SiteLinks;
  docsDir: string;
  /** Imported MDX snippets by component name. */
  snippets: Map<string, string>;
  depth: number;
  /** Every file read besides the page: a cached copy is stale when one of them changes. */
  dependencies: Set<string>;
};

const ADMONITION_TITLES: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

/** HTML elements that may appear in prose: their content stays, the tag goes (a line break stays a break). */
/** Inline mdast nodes: what a table cell can hold. */
const PHRASING = new Set(['text', 'inlineCode', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'image', 'break', 'html']);
const TRANSPARENT_HTML = new Set(['span', 'div', 'p', 'kbd', 'em', 'strong', 'code', 'sup', 'sub', 'small', 'abbr', 'mark', 'details']);

function where(ctx: Context, node: Nodes): string {
  return sourceLocation({path: `docs/${ctx.docsFile}`}, node, '.');
}

function fail(ctx: Context, node: Nodes, message: string): never {
  throw new MarkdownCopyError(`${where(ctx, node)}: ${message} (plugins/llms writes the page's Markdown copy)`);
}

function attribute(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | undefined {
  for (const attr of node.attributes) {
    if (attr.type === 'mdxJsxAttribute' && attr.name === name && typeof attr.value === 'string') return attr.value;
  }
  return undefined;
}

function factValue(value: FactValue): PhrasingContent[] {
  if ('text' in value) return [text(value.text)];
  if ('code' in value) return [inlineCode(value.code)];
  if ('inline' in value) return value.inline.map((part) => ('code' in part ? inlineCode(part.code) : text(part.text)));
  return value.codes.flatMap((item, i) => (i === 0 ? [inlineCode(item)] : [text(', '), inlineCode(item)]));
}

/** `<Facts />`: the notice as a blockquote, then one list item per fact. */
function facts(ctx: Context): BlockContent[] {
  const fm = ctx.page.frontMatter as DocFrontMatter & DerivedFacts;
  const out: BlockContent[] = [];
  const notice = factsNotice(fm);
  if (notice) {
    const body: PhrasingContent[] = [text(notice.text)];
    if (notice.replacedBy) body.push(text(' Use '), inlineCode(notice.replacedBy), text(' instead.'));
    out.push(blockquote([paragraph([strong([text(notice.title)])]), paragraph(body)]));
  }
  const rows = factRows(fm);
  if (rows.length > 0) out.push(list(rows.map((row) => [strong([text(`${row.term}:`)]), text(' '), ...factValue(row.value)])));
  return out;
}

/** `<OperationList />`: the operations of the page's tag, as on the site, linking to their Markdown copies. */
function operationList(ctx: Context, node: MdxJsxFlowElement | MdxJsxTextElement): BlockContent[] {
  const tag = attribute(node, 'tag') ?? ctx.page.frontMatter.tag;
  if (typeof tag !== 'string' || tag === '') fail(ctx, node, '<OperationList /> needs a front matter `tag` (or a tag attribute)');
  const model = ctx.links.api();
  const operations = operationsOfTag(model, tag);
  if (operations.length === 0) fail(ctx, node, `the OpenAPI document has no operations tagged "${tag}"`);
  const rows = operations.map((op) => {
    const page = pageOf(model, op.id);
    const url = page && ctx.links.markdownOfRoute(`/docs/${page.route}`);
    const name: PhrasingContent[] = [url ? link(url, [text(op.summary)]) : text(op.summary)];
    if (op.deprecated) name.push(text(' (deprecated)'));
    return [[text(op.method)], [inlineCode(operationTarget(op))], name];
  });
  return [table(['Method', 'Path', 'Operation'], rows)];
}

/** `<Figure scene="x/y" alt="..." />`: the figure's SVG as an image with its alt text. */
function figure(ctx: Context, node: MdxJsxFlowElement | MdxJsxTextElement): PhrasingContent[] {
  const scene = attribute(node, 'scene');
  const alt = attribute(node, 'alt');
  if (!scene || !/^[\w-]+(?:\/[\w-]+)*$/.test(scene)) fail(ctx, node, '<Figure /> needs a scene such as scene="renderer/session"');
  if (!alt) fail(ctx, node, `<Figure scene="${scene}" /> needs alt text`);
  const image: PhrasingContent = {type: 'image', url: ctx.links.absolute(`/img/figures/${scene}.svg`), alt};
  const caption = attribute(node, 'caption');
  return caption ? [image, {type: 'break'}, {type: 'emphasis', children: [text(caption)]}] : [image];
}

/** Whether a JSX attribute is present: `required` alone has no value. */
function hasAttribute(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): boolean {
  return node.attributes.some((attr) => attr.type === 'mdxJsxAttribute' && attr.name === name);
}

/** The required column of a <Field>, worded as the field list shows it. */
function requiredLabel(node: MdxJsxFlowElement | MdxJsxTextElement): string {
  const value = attribute(node, 'required');
  if (value === 'conditional') return 'Conditional';
  if (value) return `Yes, ${value}`;
  return hasAttribute(node, 'required') ? 'Yes' : 'No';
}

/**
 * `<FieldList>` of `<Field>`s: a table, as a Markdown reader expects fields; a nested list's names already carry their parent.
 * The Required column appears only when a field of the list carries `required`: the site shows a badge for those and
 * nothing for the others, so a list without any (a response model) says nothing about required, and neither does the copy.
 */
function fieldTable(ctx: Context, node: MdxJsxFlowElement | MdxJsxTextElement): BlockContent {
  const rows: PhrasingContent[][][] = [];
  let anyRequired = false;
  const walk = (children: RootContent[]) => {
    for (const child of children) {
      if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === 'Field') {
        const fieldName = attribute(child, 'name');
        if (!fieldName) fail(ctx, child, '<Field> needs a name');
        // A one-line <Field>…</Field> holds phrasing; one written over several lines holds paragraphs.
        const phrasing = convertChildren(child.children as RootContent[], ctx).flatMap((node): PhrasingContent[] => {
          if (node.type === 'paragraph') return node.children;
          if (PHRASING.has(node.type)) return [node as PhrasingContent];
          return fail(ctx, child, `<Field name="${fieldName}"> holds a ${node.type}, which a table cell cannot show`);
        });
        if (hasAttribute(child, 'required')) anyRequired = true;
        rows.push([[inlineCode(fieldName)], [text(attribute(child, 'type') ?? '')], [text(requiredLabel(child))], phrasing]);
      } else if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === 'FieldList') {
        walk(child.children as RootContent[]);
      } else if (child.type === 'paragraph') {
        walk(child.children as RootContent[]);
      } else if (child.type !== 'text' || child.value.trim() !== '') {
        fail(ctx, child as Nodes, '<FieldList> holds only <Field>s');
      }
    }
  };
  walk(node.children as RootContent[]);
  if (!anyRequired)
    return table(
      ['Name', 'Type', 'Description'],
      rows.map(([name, type, , description]) => [name, type, description]),
    );
  return table(['Name', 'Type', 'Required', 'Description'], rows);
}

function snippet(ctx: Context, node: Nodes, file: string): RootContent[] {
  if (ctx.depth > 4) fail(ctx, node, `snippets nest too deep at ${path.relative(ctx.docsDir, file)}`);
  const docsFile = path.relative(ctx.docsDir, file).split(path.sep).join('/');
  const source = fs.readFileSync(file, 'utf8');
  ctx.dependencies.add(file);
  const tree = parseSource(source, !file.endsWith('.md'));
  const inner: Context = {...ctx, file, docsFile, source, snippets: new Map(), depth: ctx.depth + 1};
  return convertChildren(tree.children, inner);
}

function component(ctx: Context, node: MdxJsxFlowElement | MdxJsxTextElement): Nodes[] {
  const flow = node.type === 'mdxJsxFlowElement';
  const name = node.name ?? '';
  const inline = (children: PhrasingContent[]): Nodes[] => (flow ? [paragraph(children)] : children);
  const snippetFile = ctx.snippets.get(name);
  if (snippetFile) return snippet(ctx, node, snippetFile);
  switch (name) {
    case 'Facts':
      return facts(ctx);
    case 'OperationList':
      return operationList(ctx, node);
    case 'Figure':
      return inline(figure(ctx, node));
    case 'FieldList':
      return [fieldTable(ctx, node)];
    case 'Playground':
      // The interactive part runs in the browser only; the copy says where.
      return [
        paragraph([
          text('The playground is interactive: open '),
          link(ctx.links.absolute('/docs/renderer/playground'), [text('the playground')]),
          text(' in a browser to run a configuration and watch the callbacks.'),
        ]),
      ];
    case 'PlaygroundCoverage':
      return coverageNodes((list, name) => {
        const route = ctx.links.itemPage?.(list, name);
        return route ? (ctx.links.markdownOfRoute(route) ?? ctx.links.absolute(route)) : undefined;
      }) as Nodes[];
    case 'ErrorCodeList': {
      // The same headings and list the site's remark plugin writes from the OpenAPI error catalogue.
      const codes = ctx.links.api().errorCodes;
      if (codes.length === 0) fail(ctx, node, '<ErrorCodeList /> found no codes in the OpenAPI document');
      return errorCodeNodes(codes) as unknown as Nodes[];
    }
    case 'Tabs':
      return convertChildren(node.children as RootContent[], ctx);
    case 'TabItem': {
      const label = attribute(node, 'label') ?? attribute(node, 'value') ?? '';
      return [paragraph([strong([text(label)])]), ...convertChildren(node.children as RootContent[], ctx)];
    }
    case 'WebhookLab':
      // Interactive only: the prose before it says what the lab does, and the copy keeps that prose.
      return [];
    case 'br':
      return [{type: 'break'}];
    case 'summary': {
      // A <details> summary reads as the bold lead-in of the content it hides.
      const children = convertChildren(node.children as RootContent[], ctx);
      const phrasing = children.flatMap((child) => (child.type === 'paragraph' ? child.children : [child])) as PhrasingContent[];
      return [paragraph([strong(phrasing)])];
    }
    default:
      if (TRANSPARENT_HTML.has(name)) return convertChildren(node.children as RootContent[], ctx);
      return fail(ctx, node, `<${name}> has no Markdown form; add one to plugins/llms/markdown.ts`);
  }
}

/** An MDX comment disappears; a string literal (`{'<'}`) becomes its text. */
function expression(ctx: Context, node: MdxFlowExpression | MdxTextExpression): Nodes[] {
  const body = node.data?.estree?.body ?? [];
  if (body.length === 0) return [];
  const [statement] = body;
  if (body.length === 1 && statement.type === 'ExpressionStatement' && statement.expression.type === 'Literal') {
    const value = String(statement.expression.value);
    return node.type === 'mdxFlowExpression' ? [paragraph([text(value)])] : [text(value)];
  }
  return fail(ctx, node, `the expression {${node.value}} has no Markdown form`);
}

/** Imports of MDX snippets, by the component name they are used under. */
function readImports(ctx: Context, node: MdxjsEsm): void {
  for (const statement of node.data?.estree?.body ?? []) {
    if (statement.type !== 'ImportDeclaration') continue;
    const from = String(statement.source.value);
    if (!/\.mdx?$/.test(from)) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportDefaultSpecifier') ctx.snippets.set(specifier.local.name, path.resolve(path.dirname(ctx.file), from));
    }
  }
}

/** `:::warning[Title]` becomes a blockquote that opens with its title in bold. */
function admonition(ctx: Context, node: ContainerDirective): Nodes[] {
  const title = ADMONITION_TITLES[node.name];
  if (!title) fail(ctx, node, `:::${node.name} is not an admonition`);
  const [first, ...rest] = node.children;
  const labelled = first?.type === 'paragraph' && (first.data as {directiveLabel?: boolean} | undefined)?.directiveLabel === true;
  const label = labelled ? (convertChildren(first.children, ctx) as PhrasingContent[]) : [text(title)];
  const body = convertChildren(labelled ? rest : node.children, ctx) as BlockContent[];
  return [blockquote([paragraph([strong(label)]), ...body])];
}

/** A `:name` that is not a directive (`10:30`, `key:value`) goes back to the text it was written as. */
function literalDirective(ctx: Context, node: TextDirective | LeafDirective): Nodes[] {
  const {start, end} = node.position ?? {};
  const original = start?.offset !== undefined && end?.offset !== undefined ? ctx.source.slice(start.offset, end.offset) : `:${node.name}`;
  return node.type === 'leafDirective' ? [paragraph([text(original)])] : [text(original)];
}

/** Code blocks keep their language and title; line highlights mean nothing outside the site. */
function codeBlock(ctx: Context, node: Code): Nodes[] {
  const meta = node.meta ?? '';
  if (node.lang === 'http' && /(^|\s)samples(\s|$)/.test(meta)) {
    try {
      const options = parseFenceMeta(meta);
      const request = parseHttpFence(node.value, options);
      return restSamples(request).map((sample) =>
        code(sample.fence, sample.code, `title=${JSON.stringify(options.title ? `${options.title} (${sample.label})` : sample.label)}`),
      );
    } catch (error) {
      return fail(ctx, node, `malformed \`\`\`http samples fence: ${(error as Error).message}`);
    }
  }
  const title = /(?:^|\s)(title=(?:"[^"]*"|'[^']*'|\S+))/.exec(meta)?.[1] ?? null;
  return [{...node, meta: title}];
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/** A link target as a Markdown reader needs it: other pages' Markdown copies, everything else absolute. */
function linkTarget(ctx: Context, node: Nodes, url: string): string {
  // Docusaurus's escape hatch for static files the router must not handle: `pathname:///openapi.yaml`.
  if (url.startsWith('pathname://')) return ctx.links.absolute(url.slice('pathname://'.length));
  if (url === '' || url.startsWith('#') || EXTERNAL.test(url) || url.startsWith('//')) return url;
  const hashAt = url.search(/[?#]/);
  const target = hashAt < 0 ? url : url.slice(0, hashAt);
  const suffix = hashAt < 0 ? '' : url.slice(hashAt);
  if (target.startsWith('/')) return `${ctx.links.markdownOfRoute(target) ?? ctx.links.absolute(target)}${suffix}`;
  if (/\.mdx?$/.test(target)) {
    const docsFile = path.posix.normalize(path.posix.join(path.posix.dirname(ctx.docsFile), decodeURI(target)));
    const markdown = ctx.links.markdownOfFile(docsFile);
    if (!markdown) fail(ctx, node, `the link ${url} points at no docs page`);
    return `${markdown}${suffix}`;
  }
  return fail(ctx, node, `the relative link ${url} cannot be resolved without a .mdx file name`);
}

/** Headings lose their `{/* #id *\/}` comment; the space before it must not become `&#x20;`. */
function trimHeading(node: Heading): void {
  const last = node.children[node.children.length - 1];
  if (last?.type === 'text') last.value = last.value.replace(/\s+$/, '');
}

function convert(ctx: Context, node: Nodes): Nodes[] {
  switch (node.type) {
    case 'yaml':
      return [];
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return expression(ctx, node);
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return component(ctx, node);
    case 'containerDirective':
      return admonition(ctx, node);
    case 'leafDirective':
    case 'textDirective':
      return literalDirective(ctx, node);
    case 'code':
      return codeBlock(ctx, node);
    case 'link':
    case 'definition':
      node.url = linkTarget(ctx, node, node.url);
      break;
    case 'image':
      if (!EXTERNAL.test(node.url) && !node.url.startsWith('/'))
        fail(ctx, node, `images beside the page (${node.url}) are not supported; put them under static/`);
      node.url = linkTarget(ctx, node, node.url);
      break;
    case 'html':
      return [];
    default:
      break;
  }
  if ('children' in node) {
    (node as Parents).children = convertChildren(node.children as RootContent[], ctx) as Parents['children'];
    if (node.type === 'heading') trimHeading(node);
  }
  return [node];
}

function convertChildren(children: RootContent[], ctx: Context): RootContent[] {
  // Imports come first in a file, but read them before converting anything that may use them.
  for (const child of children) if (child.type === 'mdxjsEsm') readImports(ctx, child);
  return children.flatMap((child) => convert(ctx, child)) as RootContent[];
}

/**
 * The Markdown copy of one MDX page. `dependencies` receives the other files
 * the copy was made from (imported snippets).
 */
export function pageMarkdown(
  page: PageInput,
  links: SiteLinks,
  docsDir: string,
  source = fs.readFileSync(page.file, 'utf8'),
  dependencies = new Set<string>(),
): string {
  const tree = parseSource(source, !page.file.endsWith('.md'));
  const ctx: Context = {
    page,
    file: page.file,
    docsFile: page.docsFile,
    source,
    links,
    docsDir,
    snippets: new Map(),
    depth: 0,
    dependencies,
  };
  const body = convertChildren(tree.children, ctx);
  // A page whose content starts with its own h1 keeps it; the others get the title Docusaurus shows.
  const ownTitle = body[0]?.type === 'heading' && body[0].depth === 1;
  const header = [
    ...pageHeader(page.title, page.description),
    ...(page.published ? [paragraph([text(`Published ${page.published}.`)])] : []),
  ];
  const root: Root = {type: 'root', children: ownTitle ? body : [...header, ...body]};
  return printMarkdown(root);
}
