/**
 * Prints a JSON value as source code in one language: JSON itself, a
 * JavaScript object literal, a Python dict, a Ruby hash or a PHP array.
 * Containers of plain values stay on one line when they are short; the rest
 * is indented, so a body reads the same in every tab.
 */

/** A value JSON can carry, as request bodies and samples hold it. */
export type JsonValue = string | number | boolean | null | JsonValue[] | {[key: string]: JsonValue};

export type LiteralSyntax = {
  string(value: string): string;
  key(name: string): string;
  /** Between key and value. */
  pair: string;
  object: [open: string, close: string];
  array: [open: string, close: string];
  emptyObject: string;
  true: string;
  false: string;
  null: string;
  trailingComma: boolean;
};

const INLINE_WIDTH = 72;

function isContainer(value: JsonValue): value is JsonValue[] | {[key: string]: JsonValue} {
  return typeof value === 'object' && value !== null;
}

function scalar(value: JsonValue, syntax: LiteralSyntax): string {
  if (value === null) return syntax.null;
  if (value === true) return syntax.true;
  if (value === false) return syntax.false;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : syntax.null;
  return syntax.string(value as string);
}

/**
 * @param indentUnit one level of indentation
 * @param baseIndent indentation of the line the literal starts on
 */
export function printLiteral(value: JsonValue, syntax: LiteralSyntax, indentUnit = '  ', baseIndent = ''): string {
  const print = (node: JsonValue, indent: string, topLevel: boolean): string => {
    if (!isContainer(node)) return scalar(node, syntax);
    const isArray = Array.isArray(node);
    const entries: Array<[string | null, JsonValue]> = isArray ? node.map((item) => [null, item]) : Object.entries(node);
    if (entries.length === 0) return isArray ? `${syntax.array[0]}${syntax.array[1]}` : syntax.emptyObject;
    const [open, close] = isArray ? syntax.array : syntax.object;
    const render = (key: string | null, item: JsonValue, inner: string) =>
      `${key === null ? '' : `${syntax.key(key)}${syntax.pair}`}${print(item, inner, false)}`;
    // A short list of plain values stays on one line; objects at the top level always open up.
    if ((isArray || !topLevel) && entries.every(([, item]) => !isContainer(item))) {
      const inline = `${open}${entries.map(([key, item]) => render(key, item, indent)).join(', ')}${close}`;
      if (indent.length + inline.length <= INLINE_WIDTH) return inline;
    }
    const inner = indent + indentUnit;
    const lines = entries.map(([key, item]) => `${inner}${render(key, item, inner)}`);
    return `${open}\n${lines.join(',\n')}${syntax.trailingComma ? ',' : ''}\n${indent}${close}`;
  };
  return print(value, baseIndent, true);
}

const isControl = (code: number) => code < 0x20 || code === 0x7f;
const hex = (code: number, width: number) => code.toString(16).padStart(width, '0');
const SHORT_ESCAPES = new Map([
  ['\n', '\\n'],
  ['\r', '\\r'],
  ['\t', '\\t'],
]);

/**
 * The body of a string literal: a backslash before `\` and each character of
 * `special`, \n, \r and \t, and `control(code)` for any other character it
 * returns a spelling for (the languages write control characters differently).
 */
function escapeWith(value: string, special: string, control: (code: number) => string | null): string {
  let out = '';
  for (const char of value) {
    if (char === '\\' || special.includes(char)) out += `\\${char}`;
    else out += SHORT_ESCAPES.get(char) ?? control(char.codePointAt(0)!) ?? char;
  }
  return out;
}

/** JavaScript, C# and Java: \uXXXX for control characters and the two line separators JavaScript once rejected. */
function escapeCommon(value: string, quote: string): string {
  return escapeWith(value, quote, (code) => (isControl(code) || code === 0x2028 || code === 0x2029 ? `\\u${hex(code, 4)}` : null));
}

const hasControl = (value: string) => [...value].some((char) => isControl(char.charCodeAt(0)));

/** Ruby's and PHP's single-quoted string, where only `\` and `'` are escaped. */
const singleQuoted = (value: string) => `'${value.replace(/[\\']/g, (char) => `\\${char}`)}'`;

/**
 * A language's literal syntax: what it spells differently from JSON's braces,
 * brackets, `: `, true, false and null.
 */
const syntax = (own: Partial<LiteralSyntax> & Pick<LiteralSyntax, 'string' | 'key' | 'trailingComma'>): LiteralSyntax => ({
  pair: ': ',
  object: ['{', '}'],
  array: ['[', ']'],
  emptyObject: '{}',
  true: 'true',
  false: 'false',
  null: 'null',
  ...own,
});

export const jsonSyntax = syntax({string: (value) => JSON.stringify(value), key: (name) => JSON.stringify(name), trailingComma: false});

export const javascriptSyntax = syntax({
  string: (value) => `'${escapeCommon(value, "'")}'`,
  key: (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${escapeCommon(name, "'")}'`),
  trailingComma: true,
});

/** Python string literal: \x escapes for control characters. */
function pythonString(value: string): string {
  return `'${escapeWith(value, "'", (code) => (isControl(code) ? `\\x${hex(code, 2)}` : null))}'`;
}

export const pythonSyntax = syntax({
  string: pythonString,
  key: pythonString,
  true: 'True',
  false: 'False',
  null: 'None',
  trailingComma: true,
});

/** Ruby: single quotes unless the string holds control characters, then escaped double quotes. */
function rubyString(value: string): string {
  if (!hasControl(value)) return singleQuoted(value);
  return `"${escapeWith(value, '"#', (code) => (isControl(code) ? `\\u{${code.toString(16)}}` : null))}"`;
}

export const rubySyntax = syntax({string: rubyString, key: rubyString, pair: ' => ', null: 'nil', trailingComma: false});

/** PHP: single quotes unless the string holds control characters, then escaped double quotes. */
function phpString(value: string): string {
  if (!hasControl(value)) return singleQuoted(value);
  return `"${escapeWith(value, '"$', (code) => (isControl(code) ? `\\x${hex(code, 2)}` : null))}"`;
}

export const phpSyntax = syntax({
  string: phpString,
  key: phpString,
  pair: ' => ',
  object: ['[', ']'],
  // json_encode turns an empty PHP array into [], so an empty JSON object needs an explicit object.
  emptyObject: 'new stdClass()',
  trailingComma: true,
});

/** A string literal in C-family languages (C#, Java): double quotes with backslash escapes. */
export function doubleQuoted(value: string): string {
  return `"${escapeCommon(value, '"')}"`;
}

/** Single-quoted for POSIX shells: close, escape the quote, reopen. */
export function shellQuoted(value: string): string {
  return /^[A-Za-z0-9_\-./:=@%+,]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}
