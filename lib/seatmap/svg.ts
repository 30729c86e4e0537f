/**
 * A few helpers to write SVG markup as strings: escaped text, rounded numbers
 * and lines of text wrapped to a width.
 */
import {textWidth} from './text';

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
 * The size, weight and style a text is drawn in. A figure measures a text to
 * size the box around it and then draws it: both go through this one value,
 * so the box is always measured at the size the text is drawn.
 */
export type Font = {size: number; weight?: number; italic?: boolean; mono?: boolean};

/** How wide `value` is in `font`; weights of 600 and more measure as bold. */
export function measure(value: string, font: Font): number {
  return textWidth(value, font.size, {bold: (font.weight ?? 400) >= 600, mono: font.mono});
}

/** A text element in `font` with its baseline starting at (x, y); `attrs` adds the rest (fill, anchor...). */
export function drawText(value: string, font: Font, x: number, y: number, attrs: Attributes = {}): string {
  return text(value, {
    x: num(x),
    y: num(y),
    'font-size': font.size,
    'font-weight': font.weight,
    'font-style': font.italic ? 'italic' : undefined,
    'font-family': font.mono ? MONO : undefined,
    ...attrs,
  });
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
