/**
 * An operation page as one mdast tree (lib/openapi/page/tree.ts), in the REST
 * operation page shape (CONTRIBUTING.md, "Writing, in short"): one sentence, a
 * header (method, copyable path, key, lane, hosts), parameters and body
 * fields, the example request, the responses, the errors and related links.
 * Each `api-columns` block puts its main part on the left and its examples in
 * a sticky right pane when the column is wide enough (src/css/custom.css,
 * "REST reference"). The Markdown copy reads the same tree: the whole
 * description first, then the request line, authentication and lane.
 */
import type {PhrasingContent, Root, RootContent} from 'mdast';
import {blockquote, heading, list, markdownBlocks, pageHeader, paragraph, strong, text} from '../../markdown/syntax';
import {pageOf, type ApiModel, type ApiOperation, type ApiPage} from '../model';
import type {Obj} from '../schema';
import {TRY_IT_IMPORT, endpointHeader} from './header';
import {errorsSection, splitLead} from './errors';
import {parameterList, schemaBlocks} from './fields';
import {copyLink, docLink, kebab, relatedSection, type OperationLinks} from './links';
import {successResponses} from './responses';
import {exampleRequest, jsonMedia} from './samples';
import {columns, inCopy, inCopyAll, inCopyLater, inlineOf, markdownOf, siteOnly} from './tree';

type Depth = 2 | 3;

/** The deprecation notice: an admonition on the site, a quote in the copy, both naming the call to use instead. */
function deprecation(op: ApiOperation, page: ApiPage, model: ApiModel, links: OperationLinks): RootContent {
  const replacement = op.related.map((id) => model.operations.find((o) => o.id === id)).find(Boolean);
  const target = replacement && pageOf(model, replacement.id);
  const instead = (label: PhrasingContent[]): PhrasingContent[] => (replacement && target ? [text(' Use '), ...label, text(' instead.')] : []);
  const siteLink = replacement && target ? [{type: 'link' as const, url: docLink(page.file, target.file), children: inlineOf(replacement.summary)}] : [];
  const copyLabel = replacement && target ? copyLink(links, `/docs/${target.route}`, [text(replacement.summary)]) : [];
  const notice = {
    type: 'containerDirective' as const,
    name: 'warning',
    attributes: {},
    children: [
      {type: 'paragraph' as const, data: {directiveLabel: true}, children: [text('Deprecated')]},
      paragraph([text('This call is deprecated: it keeps working for existing integrations, but do not build on it.'), ...instead(siteLink)]),
    ],
  };
  return inCopy(notice, [
    blockquote([paragraph([strong([text('Deprecated')])]), paragraph([text('The call keeps working for existing integrations; do not build on it.'), ...instead(copyLabel)])]),
  ]);
}

/** Path, query and header parameters, each location under its heading; path parameters in the path's order. */
function parameterSections(op: ApiOperation, model: ApiModel, depth: Depth): RootContent[] {
  const order = op.path.match(/\{[^}]+\}/g)?.map((p) => p.slice(1, -1)) ?? [];
  const located = (where: string) => op.parameters.filter((p) => p.in === where);
  const sections: Array<[string, Obj[]]> = [
    ['Path parameters', located('path').sort((a, b) => order.indexOf(String(a.name)) - order.indexOf(String(b.name)))],
    ['Query parameters', located('query')],
    ['Header parameters', located('header')],
  ];
  return sections.flatMap(([title, params]) => (params.length > 0 ? [heading(depth, [text(title)]), parameterList(params, model)] : []));
}

function requestBody(op: ApiOperation, model: ApiModel, depth: Depth): RootContent[] {
  if (!op.requestBody) return [];
  const out: RootContent[] = [heading(depth, [text('Request body')])];
  const {description} = op.requestBody;
  if (description) out.push(...inCopyAll(markdownOf(description), () => markdownBlocks(description)));
  if (!op.requestBody.required) out.push(paragraph([text('The body is optional.')]));
  const media = jsonMedia(op.requestBody.content);
  if (media?.schema) out.push(...schemaBlocks(media.schema, model));
  return out;
}

/** Everything about one operation, its sections under headings of `depth`. */
export function operationTree(op: ApiOperation, page: ApiPage, model: ApiModel, links: OperationLinks, depth: Depth): RootContent[] {
  const {lead, rest} = splitLead(op.description);
  // The copy gives the whole description where the site has its first sentence, and nothing where the site has the rest.
  const main: RootContent[] = [inCopyLater(paragraph(inlineOf(lead)), () => markdownBlocks(op.description)), endpointHeader(op, page.file, links)];
  if (op.deprecated) main.push(deprecation(op, page, model, links));
  if (rest) main.push(...markdownOf(rest).map(siteOnly));
  const note = op.parameterNote;
  if (note) main.push(...inCopyAll(markdownOf(note), () => markdownBlocks(note)));
  main.push(...parameterSections(op, model, depth), ...requestBody(op, model, depth));
  return [
    ...columns(main, [heading(depth, [text('Example request')]), ...exampleRequest(op)]),
    heading(depth, [text('Response')]),
    ...successResponses(op.responses, model, depth),
    ...errorsSection(op, page, model, links, depth),
  ];
}

/** An operationId in words, for a heading: validatePublishedVersion -> "Validate published version". */
export function operationName(id: string): string {
  const words = kebab(id).replace(/-/g, ' ');
  return words[0].toUpperCase() + words.slice(1);
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

function countWord(count: number): string {
  const word = NUMBER_WORDS[count] ?? String(count);
  return word[0].toUpperCase() + word.slice(1);
}

/** A page of several calls: a list of them, then each call under its heading (with the call's kebab-case id). */
function severalCalls(page: ApiPage, model: ApiModel, links: OperationLinks): RootContent[] {
  const distinct = new Set(page.operations.map((op) => op.summary)).size === page.operations.length;
  // Each call's heading names what it does, in words (the header under it shows method and path); calls that share a
  // summary are told apart by their id, on the site and in the copy alike.
  const name = (op: ApiOperation) => (distinct ? inlineOf(op.summary) : [text(operationName(op.id))]);
  const copyName = (op: ApiOperation) => text(distinct ? op.summary : operationName(op.id));
  const items = page.operations.map((op) => [{type: 'link' as const, url: `#${kebab(op.id)}`, children: name(op)}, text(': '), ...inlineOf(splitLead(op.description).lead)]);
  const out: RootContent[] = [siteOnly(paragraph([text(`${countWord(page.operations.length)} calls share this page:`)])), siteOnly(list(items))];
  for (const op of page.operations) {
    const title = heading(2, [...name(op), text(' '), {type: 'mdxTextExpression', value: `/* #${kebab(op.id)} */`}]);
    out.push(inCopy(title, [heading(2, [copyName(op)])]), ...operationTree(op, page, model, links, 3));
  }
  return out;
}

/** The front matter of the MDX file; the copy starts with the page's title instead. */
function frontMatter(page: ApiPage): RootContent {
  const lines = [
    `title: ${JSON.stringify(page.title)}`,
    `description: ${JSON.stringify(page.description)}`,
    'kind: operation',
    `operationIds: [${page.operations.map((op) => JSON.stringify(op.id)).join(', ')}]`,
    `slug: /${page.route}`,
    `sidebar_label: ${JSON.stringify(page.title)}`,
    // The right pane takes the place of the table of contents; a page of several calls keeps one that lists them.
    page.operations.length === 1 ? 'hide_table_of_contents: true' : 'toc_max_heading_level: 2',
  ];
  // No summary under the copy's title: the page's description is the first sentence of the call's own, and on a page of
  // several calls (x-page-description) each call's description follows.
  return inCopy({type: 'yaml', value: lines.join('\n')}, pageHeader(page.title));
}

/** The whole operation page. */
export function operationPageTree(page: ApiPage, model: ApiModel, links: OperationLinks): Root {
  const children: RootContent[] = [
    frontMatter(page),
    siteOnly({type: 'mdxFlowExpression', value: '/* Generated from openapi/ by plugins/openapi-docs: edit the OpenAPI document, not this file. */'}),
    siteOnly({type: 'mdxjsEsm', value: TRY_IT_IMPORT}),
    ...(page.operations.length === 1 ? operationTree(page.operations[0], page, model, links, 2) : severalCalls(page, model, links)),
    ...relatedSection(page, model, links),
  ];
  return {type: 'root', children};
}
