/**
 * The layered drawing of a venue (lib/seatmap/draw.ts): the figures draw each
 * object with their own look, and the playground passes drawers that add its
 * chart's state, so no object is drawn twice.
 */
import {describe, expect, it} from 'vitest';
import {drawObject, drawTable, drawVenue, drawVenueLayers, type VenueStyle} from '../../lib/seatmap/draw';
import {layoutVenue} from '../../lib/seatmap/layout';
import {palettes} from '../../lib/seatmap/palette';
import {bootRun} from '../../lib/playground/boot';
import {createSandbox} from '../../lib/sandbox';

const venue = layoutVenue(bootRun(createSandbox({storage: null})).event.plan);
const style: VenueStyle = {
  palette: palettes.light,
  state: {
    status: new Map(),
    orphans: new Set(),
    pending: new Set(),
    unavailableCategories: new Set(),
    channelOf: new Map(),
    channelColors: false,
  },
  prices: {label: () => undefined, range: () => undefined},
  showSeatLabels: false,
  sectionContents: 'shown',
  sectionPricing: false,
  dimSections: new Set(),
  unit: 1,
};

describe('drawVenueLayers', () => {
  it('draws every object and table with the figures’ look unless told otherwise', () => {
    const layers = drawVenueLayers(venue, style);
    expect(layers.objects.length).toBeGreaterThan(100);
    for (const entry of layers.objects) expect(entry.markup).toBe(drawObject(venue.objects.get(entry.label)!, style));
    const joined = layers.ground + layers.tables.map((t) => t.markup).join('') + layers.objects.map((o) => o.markup).join('') + layers.top;
    expect(drawVenue(venue, style)).toBe(joined);
  });

  it('draws each object once, with the drawers it is given', () => {
    const drawn: string[] = [];
    const layers = drawVenueLayers(venue, style, {
      object: (object) => {
        drawn.push(object.label);
        return `<g id="${object.label}"/>`;
      },
      table: (table, object, s) => drawTable(table, object, s),
    });
    expect(new Set(drawn).size).toBe(drawn.length);
    expect(drawn.sort()).toEqual(layers.objects.map((entry) => entry.label).sort());
    for (const entry of layers.objects) expect(entry.markup).toBe(`<g id="${entry.label}"/>`);
  });
});
