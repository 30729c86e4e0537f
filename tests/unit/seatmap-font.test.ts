/**
 * The one text helper of the figures (lib/seatmap/svg.ts): a Font is both
 * measured and drawn, so the size a box is measured for is the size its text
 * is drawn at.
 */
import {describe, expect, it} from 'vitest';
import {drawText, measure, MONO, type Font} from '../../lib/seatmap/svg';
import {textWidth} from '../../lib/seatmap/text';

const attribute = (svg: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(svg)?.[1];

describe('measure and drawText', () => {
  it('measure a font the way it is drawn: weights of 600 and more as bold', () => {
    expect(measure('Balcony', {size: 13})).toBe(textWidth('Balcony', 13));
    expect(measure('Balcony', {size: 13, weight: 500})).toBe(textWidth('Balcony', 13));
    expect(measure('Balcony', {size: 13, weight: 600})).toBe(textWidth('Balcony', 13, {bold: true}));
    expect(measure('Balcony', {size: 13, weight: 700})).toBeGreaterThan(measure('Balcony', {size: 13}));
    expect(measure('GET /charts', {size: 12, mono: true})).toBe(textWidth('GET /charts', 12, {mono: true}));
  });

  it.each<[Font, {[name: string]: string | undefined}]>([
    [{size: 12.5}, {'font-size': '12.5', 'font-weight': undefined, 'font-style': undefined, 'font-family': undefined}],
    [
      {size: 13, weight: 700},
      {'font-size': '13', 'font-weight': '700'},
    ],
    [
      {size: 12.5, italic: true},
      {'font-style': 'italic', 'font-weight': undefined},
    ],
    [
      {size: 11.26, mono: true},
      {'font-size': '11.3', 'font-family': MONO.replace(/'/g, '&#39;')},
    ],
  ])('draws %j with its own size, weight, style and family', (font, expected) => {
    const svg = drawText('A & B', font, 10.04, 20.06, {fill: '#123'});
    for (const [name, value] of Object.entries(expected)) expect(attribute(svg, name)).toBe(value);
    expect(svg).toMatch(/^<text x="10" y="20.1" font-size="[^"]+"/);
    expect(svg).toMatch(/ fill="#123">A &amp; B<\/text>$/);
  });
});
