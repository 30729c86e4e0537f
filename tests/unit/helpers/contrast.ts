/**
 * WCAG 2 contrast of the code colours, read from the CSS files that define them
 * (parsed with PostCSS): custom properties per colour mode, hex or rgb() with
 * an optional alpha, which is composited over the background it sits on.
 */
import fs from 'node:fs';
import postcss from 'postcss';

export type Rgba = {r: number; g: number; b: number; a: number};

export function parseColor(value: string): Rgba {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return {r: parseInt(digits.slice(0, 2), 16), g: parseInt(digits.slice(2, 4), 16), b: parseInt(digits.slice(4, 6), 16), a: 1};
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*(?:[/,]\s*([\d.]+)(%?))?\s*\)$/.exec(text);
  if (rgb) {
    const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]) / (rgb[5] ? 100 : 1);
    return {r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: alpha};
  }
  throw new Error(`cannot read the colour "${value}"`);
}

/** A colour with alpha, composited over an opaque background. */
export function over(top: Rgba, background: Rgba): Rgba {
  const mix = (a: number, b: number) => Math.round(a * top.a + b * (1 - top.a));
  return {r: mix(top.r, background.r), g: mix(top.g, background.g), b: mix(top.b, background.b), a: 1};
}

function luminance({r, g, b}: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Custom properties declared directly in the rules of the given selector, in file order. */
export function customProperties(cssFiles: string[], selector: string): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const file of cssFiles) {
    postcss.parse(fs.readFileSync(file, 'utf8'), {from: file}).walkRules((rule) => {
      if (rule.selector.trim() !== selector) return;
      rule.walkDecls(/^--/, (declaration) => {
        properties[declaration.prop] = declaration.value;
      });
    });
  }
  return properties;
}
