/**
 * Matching a request path to an operation's path template
 * (`/events/{eventKey}/actions/book`, `/reports/events/{eventKey}.csv`).
 * Literal segments win over parameters, so `/charts/archive` is not a chart
 * key. Parameters are percent-decoded (domain/platform.md §15 "URI encoding").
 */

type Segment = {literal: string} | {prefix: string; name: string; suffix: string};

/** `score` ranks templates that match the same path: literal segments first, then fixed text around parameters (`{eventKey}.csv`). */
export type Template<T> = {path: string; segments: Segment[]; score: number; value: T};

export function compile<T>(path: string, value: T): Template<T> {
  const segments = path
    .split('/')
    .slice(1)
    .map((part): Segment => {
      const match = /^([^{]*)\{([^}]+)\}(.*)$/.exec(part);
      return match ? {prefix: match[1], name: match[2], suffix: match[3]} : {literal: part};
    });
  const score = segments.reduce((sum, s) => sum + ('literal' in s ? 1000 : s.prefix.length + s.suffix.length), 0);
  return {path, segments, score, value};
}

export class BadPath extends Error {}

/** The best template for a path and its decoded parameters, or null. Throws BadPath for malformed percent-encoding. */
export function matchPath<T>(templates: Template<T>[], path: string): {template: Template<T>; params: Record<string, string>} | null {
  const parts = path.split('/').slice(1);
  let best: {template: Template<T>; params: Record<string, string>} | null = null;
  for (const template of templates) {
    if (template.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < parts.length && ok; i += 1) {
      const segment = template.segments[i];
      const part = parts[i];
      if ('literal' in segment) ok = part === segment.literal;
      else if (
        part.length > segment.prefix.length + segment.suffix.length &&
        part.startsWith(segment.prefix) &&
        part.endsWith(segment.suffix)
      ) {
        const raw = part.slice(segment.prefix.length, part.length - segment.suffix.length);
        try {
          params[segment.name] = decodeURIComponent(raw);
        } catch {
          throw new BadPath(`The path parameter ${segment.name} is not valid percent-encoding: ${raw}`);
        }
      } else ok = false;
    }
    if (ok && (!best || template.score > best.template.score)) best = {template, params};
  }
  return best;
}
