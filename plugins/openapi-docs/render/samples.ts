/**
 * The example request of an operation as an ```http samples fence, which
 * plugins/remark/restSamples.ts turns into the language tabs: the path filled
 * with documented examples or YOUR_* placeholders, the required query
 * parameters, the key, and each documented request body.
 */
import {createRequest, formatHttpFence, type JsonValue} from '../../../lib/samples';
import {acceptsSecretKey, type ApiMedia, type ApiOperation} from '../../../lib/openapi/model';
import {asObj, type Obj} from '../../../lib/openapi/schema';
import {mdxInline} from './mdx';

/** A parameter's documented example: its own, its schema's, the first allowed value, or the default. */
function paramExample(param: Obj): unknown {
  const schema = asObj(param.schema);
  return param.example ?? schema.example ?? (Array.isArray(schema.enum) ? schema.enum[0] : undefined) ?? schema.default;
}

/** The value a path parameter takes in samples: a YOUR_* placeholder for keys, else the documented example. */
export function sampleValue(param: Obj): string {
  const name = String(param.name);
  const placeholder = `YOUR_${name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`;
  if (/Key$/.test(name) || name === 'holdToken') return placeholder;
  const example = paramExample(param);
  return example === undefined ? placeholder : encodeURIComponent(String(example));
}

function samplePath(op: ApiOperation): string {
  const pathParams = new Map(op.parameters.filter((p) => p.in === 'path').map((p) => [String(p.name), p]));
  const filled = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const param = pathParams.get(name);
    return param ? sampleValue(param) : `YOUR_${name.toUpperCase()}`;
  });
  const query = new URLSearchParams(op.fixedQuery ?? '');
  for (const param of op.parameters) {
    if (param.in !== 'query' || param.required !== true) continue;
    const example = paramExample(param);
    if (example !== undefined) query.append(String(param.name), String(example));
  }
  const search = query.toString();
  return search ? `${filled}?${search}` : filled;
}

function sampleKey(op: ApiOperation): string | undefined {
  return acceptsSecretKey(op) ? undefined : 'YOUR_COMPANY_ADMIN_KEY';
}

function httpFence(op: ApiOperation, body?: JsonValue, mediaType?: string): string {
  const request = createRequest({
    method: op.method,
    path: samplePath(op),
    // Without a media type, createRequest sends JSON's.
    headers: body === undefined || mediaType === undefined ? [] : [['Content-Type', mediaType]],
    body,
    key: sampleKey(op),
  });
  const {meta, code} = formatHttpFence(request);
  return ['```http ' + meta, code, '```'].join('\n');
}

export function jsonMedia(content: ApiMedia[]): ApiMedia | undefined {
  return content.find((media) => /json/.test(media.mediaType));
}

export function exampleRequest(op: ApiOperation): string[] {
  const media = op.requestBody ? jsonMedia(op.requestBody.content) : undefined;
  if (!media || media.examples.length === 0) return [httpFence(op), ''];
  const out: string[] = [];
  for (const example of media.examples) {
    if (media.examples.length > 1 && example.summary) out.push(`**${mdxInline(example.summary)}**`, '');
    out.push(httpFence(op, example.value as JsonValue, media.mediaType), '');
  }
  return out;
}
