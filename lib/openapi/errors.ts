/**
 * The error catalogue of the OpenAPI document: the `errors[].code` values in
 * components/schemas/ErrorCode.yaml (one `const` per code, with its HTTP
 * status in `x-status` and what the caller should do in `x-action`), and the
 * codes each operation names in `x-error-codes`. The catalogue itself is
 * written down in domain/rest-api.yaml (`error_codes`).
 */
import {asArray, asObj, type Obj, type Resolver} from './schema';

export const ERROR_CODE_SCHEMA = 'ErrorCode';

export type ErrorCodeEntry = {
  code: string;
  /** The HTTP status that carries the code, such as "404". */
  status: string;
  /** Why the code is returned (Markdown). */
  meaning: string;
  /** What the caller should do (Markdown). */
  action: string;
};

/** Every code of the ErrorCode schema, in document order. Throws when an entry lacks its status or action. */
export function readErrorCatalogue(document: Obj, resolver: Resolver): ErrorCodeEntry[] {
  const schema = resolver.get(asObj(asObj(document.components).schemas)[ERROR_CODE_SCHEMA]);
  const problems: string[] = [];
  const entries = asArray(schema.oneOf).map((raw): ErrorCodeEntry => {
    const entry = resolver.get(raw);
    const code = String(entry.const ?? '');
    if (!/^[A-Z][A-Z0-9_]*$/.test(code)) problems.push(`${ERROR_CODE_SCHEMA}: "${code}" is not an error code`);
    if (!/^[45]\d\d$/.test(String(entry['x-status']))) problems.push(`${ERROR_CODE_SCHEMA} ${code}: x-status must be an error status`);
    if (typeof entry.description !== 'string' || typeof entry['x-action'] !== 'string') {
      problems.push(`${ERROR_CODE_SCHEMA} ${code}: needs a description and an x-action`);
    }
    return {code, status: String(entry['x-status']), meaning: String(entry.description ?? '').trim(), action: String(entry['x-action'] ?? '').trim()};
  });
  if (problems.length > 0) throw new Error(`The error catalogue of the OpenAPI document is broken:\n- ${problems.join('\n- ')}`);
  return entries;
}

/** The codes an operation names in `x-error-codes`. */
export function operationErrorCodes(operation: Obj): string[] {
  return asArray(operation['x-error-codes']).map(String);
}
