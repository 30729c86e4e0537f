/**
 * Emitting Markdown from the OpenAPI document into MDX safely. In MDX, `{`
 * starts an expression and `<` starts JSX, so both are escaped outside code;
 * code spans and fenced blocks pass through untouched.
 */

/** Splits a line into code spans (kept) and text (escaped), following CommonMark backtick runs. */
function mapOutsideCodeSpans(line: string, escape: (text: string) => string): string {
  let out = '';
  let index = 0;
  while (index < line.length) {
    const open = line.indexOf('`', index);
    if (open < 0) break;
    const run = /^`+/.exec(line.slice(open))![0];
    const close = line.indexOf(run, open + run.length);
    // A run of backticks without a matching closing run is literal text.
    const closesProperly = close >= 0 && line[close + run.length] !== '`';
    if (!closesProperly) {
      out += escape(line.slice(index, open + run.length));
      index = open + run.length;
      continue;
    }
    out += escape(line.slice(index, open)) + line.slice(open, close + run.length);
    index = close + run.length;
  }
  return out + escape(line.slice(index));
}

function escapeText(text: string): string {
  return text.replace(/[{}]/g, (char) => `\\${char}`).replace(/</g, '&lt;');
}

/** Markdown blocks (paragraphs, lists, fenced code) made safe for MDX. */
export function mdxBlock(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let fence: string | null = null;
  return lines
    .map((line) => {
      const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
      if (fence) {
        if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length) fence = null;
        return line;
      }
      if (fenceMatch) {
        fence = fenceMatch[1];
        return line;
      }
      // MDX reads a paragraph that starts with import/export as JavaScript.
      const safe = line.replace(/^(\s*)(import|export)(\s)/, (_m, space: string, word: string, after: string) => `${space}&#${word.charCodeAt(0)};${word.slice(1)}${after}`);
      return mapOutsideCodeSpans(safe, escapeText);
    })
    .join('\n');
}

/** Inline Markdown for one line (headings, list items, link text). */
export function mdxInline(markdown: string): string {
  return mdxBlock(markdown.replace(/\s*\n\s*/g, ' ').trim());
}

/** Inline Markdown for a table cell: one line, pipes escaped (also inside code spans, as GFM requires). */
export function mdxCell(markdown: string): string {
  return mdxInline(markdown).replace(/\|/g, '\\|');
}

/** A double-quoted YAML scalar (JSON strings are valid YAML). */
export function yamlString(value: string): string {
  return JSON.stringify(value);
}

/** A Markdown code span that survives any backticks inside. */
export function codeSpan(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** kebab-case of an operationId: retrieveDraftVersion -> retrieve-draft-version. */
export function kebab(id: string): string {
  return id
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** A JSX attribute value: the string literal form unless the value holds a quote. */
export function attribute(name: string, value: string): string {
  return value.includes('"') ? `${name}={${JSON.stringify(value)}}` : `${name}="${value}"`;
}
