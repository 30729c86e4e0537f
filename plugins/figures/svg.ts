/**
 * A few helpers to write SVG markup as strings: escaped text, rounded numbers
 * and an estimate of how wide a line of text is, so boxes fit their labels.
 */

export type Attributes = Record<string, string | number | undefined | null | false>;

const escapes: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

/** Escapes text for element content and attribute values. */
export function esc(value: string): string {
  return value.replace(/[&<>"']/g, (char) => escapes[char]);
}

/** One decimal is finer than a device pixel at any size a figure is shown; more only costs bytes. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function attributes(attrs: Attributes): string {
  let out = '';
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    out += ` ${name}="${typeof value === 'number' ? num(value) : esc(value)}"`;
  }
  return out;
}

/** An element; children are markup already. */
export function el(name: string, attrs: Attributes = {}, ...children: string[]): string {
  const inner = children.join('');
  return inner === '' ? `<${name}${attributes(attrs)}/>` : `<${name}${attributes(attrs)}>${inner}</${name}>`;
}

/** A text element with escaped content. */
export function text(content: string, attrs: Attributes): string {
  return `<text${attributes(attrs)}>${esc(content)}</text>`;
}

export const SANS = "system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'DejaVu Sans',sans-serif";
export const MONO = "ui-monospace,SFMono-Regular,Menlo,Consolas,'DejaVu Sans Mono',monospace";

/**
 * Advance widths of printable ASCII (32-126) in thousandths of an em, from the
 * Helvetica metrics. System fonts vary (DejaVu Sans runs about 10% wider), so
 * `textWidth` pads the estimate: a box a little too wide beats clipped text.
 */
const widths = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278,
  278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556,
  556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

export function textWidth(value: string, size: number, options: {bold?: boolean; mono?: boolean} = {}): number {
  if (options.mono) return value.length * size * 0.61;
  let total = 0;
  for (const char of value) {
    const code = char.codePointAt(0)!;
    total += code >= 32 && code <= 126 ? widths[code - 32] : 600;
  }
  return (total / 1000) * size * (options.bold ? 1.2 : 1.12);
}

/** Breaks text into lines no wider than `max`, at spaces. */
export function wrap(value: string, size: number, max: number, options: {bold?: boolean} = {}): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, options) > max) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
