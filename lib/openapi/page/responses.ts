/**
 * The success responses of an operation. On the site: each response's fields
 * on the left, its examples in the right pane. In the Markdown copy: the
 * fields as tables, each example under them.
 */
import type {RootContent} from 'mdast';
import {code, heading, inlineCode, markdownBlocks, markdownInline, paragraph, strong, text} from '../../markdown/syntax';
import {jsonSyntax, printLiteral, type JsonValue} from '../../samples';
import {statusLabel, type ApiMedia, type ApiModel, type ApiResponse} from '../model';
import {fieldGroups} from '../schema';
import {groupBlocks, schemaBlocks} from './fields';
import {columns, copyOf, inCopyAll, inlineOf, markdownOf} from './tree';

type Depth = 2 | 3;

/** One body of a response on the site: its fields or what it is (main), its examples under a label (aside). */
function siteMedia(response: ApiResponse, media: ApiMedia, model: ApiModel): {main: RootContent[]; aside: RootContent[]} {
  const label = (summary?: string) => paragraph([strong([text(statusLabel(response.status)), ...(summary ? [text(': '), ...inlineOf(summary)] : [])])]);
  if (/json/.test(media.mediaType)) {
    const main = media.schema ? fieldGroups(media.schema, model.resolver).flatMap(groupBlocks) : [];
    const aside = media.examples.flatMap((example) => [
      label(media.examples.length > 1 ? example.summary : undefined),
      code('json', printLiteral(example.value as JsonValue, jsonSyntax)),
    ]);
    return {main, aside};
  }
  if (media.mediaType.startsWith('text/')) {
    const aside = media.examples.flatMap((example) => [label(), code('text', String(example.value).replace(/\n$/, ''))]);
    return {main: [paragraph([text('The body is '), inlineCode(media.mediaType), text('.')])], aside};
  }
  return {main: [paragraph([text('The body is binary, of type '), inlineCode(media.mediaType), text('.')])], aside: []};
}

/** One body of a response in the copy: its field tables, then each example (under its summary when there are several). */
function copyMedia(media: ApiMedia, model: ApiModel): RootContent[] {
  if (/json/.test(media.mediaType)) {
    const out = media.schema ? copyOf(schemaBlocks(media.schema, model)) : [];
    for (const example of media.examples) {
      if (media.examples.length > 1 && example.summary) out.push(paragraph([strong([text(example.summary)])]));
      out.push(code('json', printLiteral(example.value as JsonValue, jsonSyntax)));
    }
    return out;
  }
  if (media.mediaType.startsWith('text/')) {
    return [paragraph([text('The body is '), inlineCode(media.mediaType), text(':')]), ...media.examples.map((example) => code('text', String(example.value).replace(/\n$/, '')))];
  }
  return [paragraph([text('The body is binary, of type '), inlineCode(media.mediaType), text('.')])];
}

/** One success response in the copy: its status, description and headers, then each body's tables and examples. */
function copyResponse(response: ApiResponse, model: ApiModel, depth: Depth): RootContent[] {
  const copy: RootContent[] = [heading((depth + 1) as 3 | 4, [text(statusLabel(response.status))])];
  if (response.description) copy.push(...markdownBlocks(response.description));
  copy.push(...response.headers.map((header) => paragraph([text('Header '), inlineCode(header.name), text(': '), ...markdownInline(header.description)])));
  return [...copy, ...response.content.flatMap((media) => copyMedia(media, model))];
}

/** One success response: its status, description and headers, then its bodies. */
function responseBlocks(response: ApiResponse, model: ApiModel, depth: Depth): RootContent[] {
  const title = heading((depth + 1) as 3 | 4, [text(statusLabel(response.status))]);
  const main: RootContent[] = [title, ...(response.description ? markdownOf(response.description) : [])];
  main.push(...response.headers.map((header) => paragraph([text('Header '), inlineCode(header.name), text(': '), ...inlineOf(header.description)])));
  const aside: RootContent[] = [];
  for (const media of response.content) {
    const parts = siteMedia(response, media, model);
    main.push(...parts.main);
    aside.push(...parts.aside);
  }
  return inCopyAll(columns(main, aside), () => copyResponse(response, model, depth));
}

/** Every success response of an operation. */
export function successResponses(responses: ApiResponse[], model: ApiModel, depth: Depth): RootContent[] {
  return responses.filter((r) => r.status.startsWith('2')).flatMap((response) => responseBlocks(response, model, depth));
}
