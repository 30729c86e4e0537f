/**
 * How wide a line of text is, estimated without a font engine, so that the
 * layout leaves room for row labels and boxes fit their labels (figures at
 * build time, the sandbox's charts in the browser).
 */

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
