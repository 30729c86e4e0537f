/**
 * Reads the request headers a reader pastes into the webhook lab: `Name: value`
 * lines as a server logs them (a request line or status line is skipped), or a
 * JSON object such as Node's `request.headers`. Names are case-insensitive.
 */

/** Header values by lower-case name; a name written twice keeps both values. */
export type HeaderMap = ReadonlyMap<string, readonly string[]>;

export type ParsedHeaders = {
  headers: HeaderMap;
  /** Non-empty lines that are not headers (1-based line numbers), so a message can point at them. */
  skippedLines: number[];
};

const HEADER_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+)[ \t]*:[ \t]*(.*?)[ \t]*$/;
const START_LINE = /^(?:[A-Z]+ \S+ HTTP\/\d(?:\.\d)?|HTTP\/\d(?:\.\d)? \d{3}\b.*)$/;

function add(headers: Map<string, string[]>, name: string, value: string): void {
  const key = name.toLowerCase();
  headers.set(key, [...(headers.get(key) ?? []), value]);
}

function fromJson(text: string): ParsedHeaders | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const headers = new Map<string, string[]>();
  for (const [name, entry] of Object.entries(value)) {
    for (const item of Array.isArray(entry) ? entry : [entry]) {
      if (typeof item === 'string' || typeof item === 'number') add(headers, name, String(item).trim());
    }
  }
  return {headers, skippedLines: []};
}

export function parseHeaderText(text: string): ParsedHeaders {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    const json = fromJson(trimmed);
    if (json) return json;
  }
  const headers = new Map<string, string[]>();
  const skippedLines: number[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '' || START_LINE.test(line.trim())) return;
    const match = HEADER_LINE.exec(line.trim());
    if (match) add(headers, match[1], match[2]);
    else skippedLines.push(index + 1);
  });
  return {headers, skippedLines};
}

/** The values of one header, by any capitalisation of its name. */
export function headerValues(headers: HeaderMap, name: string): readonly string[] {
  return headers.get(name.toLowerCase()) ?? [];
}
