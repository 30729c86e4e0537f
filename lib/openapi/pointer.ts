/**
 * JSON pointers (RFC 6901) as the OpenAPI document and JSON Schema use them in
 * `$ref` and error locations: `#/components/schemas/Event`, `/paths/~1events`.
 */

/** The pointer's reference tokens, unescaped: a URI fragment is percent-decoded, then `~1` is `/` and `~0` is `~`. */
export function pointerTokens(pointer: string): string[] {
  return pointer
    .replace(/^#/, '')
    .split('/')
    .slice(1)
    .map((raw) => decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~'));
}
