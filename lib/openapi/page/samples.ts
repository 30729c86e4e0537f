/**
 * The example request of an operation: the path filled with documented
 * examples or YOUR_* placeholders, the required query parameters, the key,
 * and each documented request body. The site page writes it as an ```http
 * samples fence, which plugins/remark/restSamples.ts turns into the language
 * tabs; the Markdown copy has one fence per sample language.
 */
import type {RootContent} from 'mdast';
import {code, paragraph, strong, text} from '../../markdown/syntax';
import {createRequest, formatHttpFence, restSamples, type JsonValue} from '../../samples';
import {acceptsSecretKey, type ApiMedia, type ApiOperation} from '../model';
import {asObj, type Obj} from '../schema';
import {inCopy, inCopyLater, inlineOf} from './tree';

/** The documented example of a parameter: its own, its schema's, the first allowed value, or the default. */
function parameterExample(param: Obj): unknown {
  const schema = asObj(param.schema);
  return param.example ?? schema.example ?? (Array.isArray(schema.enum) ? schema.enum[0] : undefined) ?? schema.default;
}

/** Path parameters the sample fills with a placeholder (keys, tokens, those without an example), by documented example. */
function pathPlaceholders(op: ApiOperation): Map<string, {name: string; placeholder: string; example: unknown}> {
  const byName = new Map(op.parameters.filter((p) => p.in === 'path').map((p) => [String(p.name), p]));
  const filled = new Map<string, {name: string; placeholder: string; example: unknown}>();
  for (const [, name] of op.path.matchAll(/\{([^}]+)\}/g)) {
    const param = byName.get(name);
    const example = param && parameterExample(param);
    if (!(/Key$/.test(name) || name === 'holdToken' || example === undefined)) continue;
    filled.set(name, {name, placeholder: `YOUR_${name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`, example});
  }
  return filled;
}

/** The request path with sample values: `YOUR_EVENT_KEY` for keys and tokens, documented examples otherwise. */
export function samplePath(op: ApiOperation): string {
  const byName = new Map(op.parameters.filter((p) => p.in === 'path').map((p) => [String(p.name), p]));
  const placeholders = pathPlaceholders(op);
  const filled = op.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const placeholder = placeholders.get(name)?.placeholder;
    return placeholder ?? encodeURIComponent(String(parameterExample(byName.get(name)!)));
  });
  const query: [string, string][] = [...new URLSearchParams(op.fixedQuery ?? '')];
  for (const param of op.parameters) {
    const example = parameterExample(param);
    if (param.in !== 'query' || param.required !== true || example === undefined) continue;
    // An exploded array (the form style's default) repeats the parameter once per item: ?label=A-1&label=B-2.
    const exploded = (param.style ?? 'form') === 'form' && param.explode !== false;
    if (Array.isArray(example) && exploded) for (const item of example) query.push([String(param.name), String(item)]);
    else query.push([String(param.name), String(example)]);
  }
  // Percent-encoded as a component (a space is %20, never the form encoding's +), as docs/api/uri-encoding tells readers to.
  const search = query.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
  return search ? `${filled}?${search}` : filled;
}

export const jsonMedia = (content: ApiMedia[]) => content.find((media) => /json/.test(media.mediaType));

/** Media a sample may print: JSON and text. Anything else (an image) is bytes. */
const printable = (mediaType: string) => /json|^text\//.test(mediaType);

/**
 * Where the sample saves a binary success response, so that no language decodes an image as text: the last
 * fixed segment of the path with the media type's extension (`/charts/{chartKey}/version/draft/thumbnail` and
 * `image/png`: `thumbnail.png`).
 */
export function sampleOutput(op: ApiOperation): string | undefined {
  const success = op.responses.find((response) => response.status.startsWith('2') && response.content.length > 0);
  if (!success || success.content.some((media) => printable(media.mediaType))) return undefined;
  const extension = /^[a-z]+\/([a-z0-9]+)/.exec(success.content[0].mediaType)?.[1] ?? 'bin';
  const name = op.path.split('/').filter((segment) => segment !== '' && !segment.includes('{')).at(-1) ?? 'response';
  return `${name}.${extension}`;
}

/**
 * The example body as the sample sends it: a value that repeats the example of a path parameter the path shows as a
 * placeholder becomes that placeholder too, so a reader who fills in YOUR_WORKSPACE_KEY once sends the same key twice.
 */
export function sampleBody(op: ApiOperation, body: JsonValue): JsonValue {
  const byExample = new Map<unknown, string>();
  for (const {placeholder, example} of pathPlaceholders(op).values()) if (typeof example === 'string') byExample.set(example, placeholder);
  const replace = (value: JsonValue): JsonValue => {
    if (typeof value === 'string') return byExample.get(value) ?? value;
    if (Array.isArray(value)) return value.map(replace);
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replace(v)]));
    return value;
  };
  return byExample.size === 0 ? body : replace(body);
}

/** The request with one example body (or none): the samples fence of the site, one fence per language in the copy. */
function requestFences(op: ApiOperation, body: JsonValue | undefined, mediaType: string | undefined): RootContent {
  const request = createRequest({
    method: op.method,
    path: samplePath(op),
    // Without a media type, createRequest sends JSON's.
    headers: body === undefined || mediaType === undefined ? [] : [['Content-Type', mediaType]],
    body: body === undefined ? undefined : sampleBody(op, body),
    key: acceptsSecretKey(op) ? undefined : 'YOUR_COMPANY_ADMIN_KEY',
    output: sampleOutput(op),
  });
  const {meta, code: fence} = formatHttpFence(request);
  const perLanguage = () => restSamples(request).map((sample) => code(sample.fence, sample.code, `title=${JSON.stringify(sample.label)}`));
  return inCopyLater(code('http', fence, meta), perLanguage);
}

/** Each documented request example, under its summary when there are several. */
export function exampleRequest(op: ApiOperation): RootContent[] {
  const media = op.requestBody ? jsonMedia(op.requestBody.content) : undefined;
  if (!media || media.examples.length === 0) return [requestFences(op, undefined, undefined)];
  const out: RootContent[] = [];
  for (const example of media.examples) {
    if (media.examples.length > 1 && example.summary) {
      out.push(inCopy(paragraph([strong(inlineOf(example.summary))]), [paragraph([strong([text(example.summary)])])]));
    }
    out.push(requestFences(op, example.value as JsonValue, media.mediaType));
  }
  return out;
}
