/**
 * The scene-to-SVG renderer of plugins/figures: every kind of object and
 * overlay renders into valid, self-contained SVG in both variants, and a bad
 * scene stops with the file name and what is wrong.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {FigureError, loadAllScenes, loadScene, sceneFromText} from '../../plugins/figures/scenes';
import {svgProblems} from './helpers/svg';

const FILE = 'figures/test/scene.yaml';
const render = (yaml: string) => sceneFromText('test/scene', FILE, yaml);
const failure = (yaml: string): string => {
  try {
    render(yaml);
  } catch (error) {
    expect(error).toBeInstanceOf(FigureError);
    return (error as Error).message;
  }
  throw new Error('the scene rendered, but it should have failed');
};

/** One panel with every kind of venue element, every status and every overlay. */
const everything = `
width: 480
height: 420
categories:
  - {key: stalls, label: Stalls, color: '#1f77b4'}
  - {key: circle, label: Circle, color: '#ff7f0e'}
  - {key: 3, label: Standing, color: '#e4572e'}
pricing:
  format: {prefix: '€', decimals: 2}
  prices:
    - category: stalls
      ticketTypes:
        - {ticketType: adult, price: 45, fee: 2.5, label: Adult}
        - {ticketType: child, price: 25, label: Child, description: Under 12}
        - {ticketType: family, price: 35, label: Family, unavailable: true}
    - {category: circle, price: 30, originalPrice: 38}
    - {category: 3, price: 20}
legend: true
floors: {names: [Balcony, '1'], active: '1', corner: top-left}
minimap: true
fullscreenButton: true
zoomControls: true
message: {text: Please do not leave a single empty seat., tone: error}
venue:
  - {stage: STAGE, x: 60, y: 0, w: 200, h: 24}
  - {section: Upper, points: [[0, 200], [300, 200], [280, 240], [20, 240]], category: circle}
  - {row: A, x: 20, y: 50, seats: 10, category: stalls, curve: -4, rowLabel: both}
  - {row: B, section: Upper, x: 30, y: 220, seats: 8}
  - {table: T1, x: 40, y: 130, seats: 6, category: circle, bookAsAWhole: true}
  - {table: T2, x: 120, y: 130, seats: 4, shape: rect, category: circle}
  - {booth: B7, x: 180, y: 110, category: circle}
  - {area: Standing Floor, x: 240, y: 90, w: 100, h: 70, shape: ellipse, category: 3, capacity: 500, free: 185}
  - {text: Entrance, x: 300, y: 190}
status:
  A-1: selected
  A-2: held
  A-3: booked
  A-4: notForSale
  A-5: resale
  A-6: {custom: vip-hold, color: '#8a2be2'}
  T1: selected
orphans: [A-8]
pending: [A-9]
channels:
  - {key: sponsor, name: Sponsor, color: '#1c7ed6', objects: [T2-1..2]}
enabledChannels: [NO_CHANNEL]
popover: {object: A-7, ticketTypes: true, info: '[b]Entrance:[/b] Gate 4', lines: [[Order, order-1042]], button: Select}
tooltip: {object: B7, text: 'Sold, order order-1042'}
notes:
  - {text: orphan seat, x: 200, y: 30, to: A-8}
  - {text: legend, x: 400, y: 60, at: panel, to: [400, 20]}
`;

describe('scene to SVG', () => {
  it('renders every kind of object and overlay as valid SVG, light and dark', () => {
    const figure = render(everything);
    for (const variant of [figure.light, figure.dark]) {
      expect(svgProblems(variant.svg)).toEqual([]);
      expect(variant.width).toBe(480);
      expect(variant.height).toBe(420);
      expect(variant.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="480" height="420" viewBox="0 0 480 420"/);
    }
    const {svg} = figure.light;
    // Venue: row labels at both ends, the table's and booth's own labels, the area with its counts, the section.
    for (const label of ['>A<', '>T1<', '>T2<', '>B7<', '>Standing Floor<', '>185 of 500 free<', '>Entrance<'])
      expect(svg).toContain(label);
    // Legend: names, prices (fee added to Adult, ticket-type range) and the unavailable item.
    for (const entry of ['>Stalls<', '>€25.00 – €47.50<', '>€30.00<', '>Unavailable<']) expect(svg).toContain(entry);
    // Popover: stylised label, ticket types, the sold-out type, popoverInfo markup, an Event Manager line, the button.
    for (const entry of [
      '>ROW<',
      '>Adult<',
      '>€47.50<',
      '>Sold out<',
      '<tspan font-weight="700">Entrance:</tspan>',
      '>order-1042<',
      '>Select<',
    ])
      expect(svg).toContain(entry);
    expect(svg).toContain('>Sold, order order-1042<');
    expect(svg).toContain('>Please do not leave a single empty seat.<');
    expect(svg).toContain('>Balcony<');
    expect(svg).toContain('>orphan seat<');
    // Custom status colour, the dashed edge of pending and not-for-sale objects.
    expect(svg).toContain('#8a2be2');
    expect(svg).toContain('stroke-dasharray');
  });

  it('draws the interface in the site theme of each variant, category colours in both', () => {
    const figure = render(everything);
    expect(figure.light.svg).toContain('fill="#ffffff"');
    expect(figure.dark.svg).toContain('fill="#202327"');
    expect(figure.dark.svg).not.toContain('fill="#ffffff" stroke');
    for (const svg of [figure.light.svg, figure.dark.svg]) expect(svg).toContain('#1f77b4');
  });

  it("keeps a panel's own colour scheme in both variants", () => {
    const figure = render(`
width: 300
categories: [{key: a, label: A, color: '#1f77b4'}]
panels:
  - {height: 100, colorScheme: dark, venue: [{row: A, x: 0, y: 0, seats: 3, category: a}]}
`);
    expect(figure.light.svg).toBe(figure.dark.svg);
    expect(figure.light.svg).toContain('fill="#202327"');
  });

  it('renders docked toolbars, side panels, a tool column, a filter panel, a zoomed view and a social card', () => {
    const docks = render(`
width: 480
height: 400
categories: [{key: a, label: Stalls, color: '#1f77b4'}, {key: b, label: Circle, color: '#ff7f0e'}]
pricing: {prices: [{category: a, price: 45}, {category: b, price: 30}]}
ui:
  - bar: top
    left: [{text: Book, tone: active}, {text: Search label, tone: input, icon: search}]
    right: [{text: Apply changes, tone: primary}]
  - tools: left
    items: [{text: Row, icon: row, tone: active}, {text: Table, icon: table}]
  - panel: right
    width: 110
    title: Channels
    items: [{text: Sponsor, swatch: '#1c7ed6', value: '4'}]
    footer: [{text: Apply, tone: primary}]
categoryFilter: {sortBy: priceDescending, active: [b]}
filter: [b]
view: {x: 0, y: 0, w: 100, h: 60}
sectionContents: hidden
sectionPricing: true
spotlight: [Lower-A-1]
venue:
  - {section: Lower, x: 0, y: 0, w: 120, h: 60, category: a}
  - {row: A, section: Lower, x: 10, y: 10, seats: 4}
  - {booth: B1, x: 130, y: 0, category: b}
`);
    expect(svgProblems(docks.light.svg)).toEqual([]);
    for (const entry of ['>Apply changes<', '>Search label<', '>Row<', '>CHANNELS<', '>CATEGORIES<', '>Lower<', '>45<', 'clip-path'])
      expect(docks.light.svg).toContain(entry);
    // priceDescending: Stalls (45) is listed before Circle (30).
    expect(docks.light.svg.indexOf('>Stalls<')).toBeLessThan(docks.light.svg.indexOf('>Circle<'));

    const card = render(`
width: 600
height: 315
ui: [{card: {title: Renderer, subtitle: Show the seat map on your page.}, width: 310}]
venue: [{row: A, x: 0, y: 0, seats: 5}]
`);
    expect(svgProblems(card.light.svg)).toEqual([]);
    expect(card.light.svg).toContain('>Renderer<');
    expect(card.light.svg).toContain('>docs.tessera.example<');
  });

  it('labels objects as the renderer does, and expands label ranges', () => {
    const figure = render(`
width: 400
height: 200
venue:
  - {row: C, section: Balcony, x: 0, y: 0, seats: 3, first: 11}
  - {table: T4, x: 200, y: 60, seats: 2}
  - {booth: B7, section: Terrace, x: 300, y: 0}
status: {Balcony-C-11..13: booked, T4-2: selected, Terrace-B7: booked}
`);
    expect(svgProblems(figure.light.svg)).toEqual([]);
  });

  it('escapes text, so a label cannot break the markup', () => {
    const figure = render(`
width: 300
height: 120
venue:
  - {text: '<script>alert("x")</script> & more', x: 100, y: 50}
`);
    expect(svgProblems(figure.light.svg)).toEqual([]);
    expect(figure.light.svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
  });
});

describe('invalid scenes fail with the file name and the reason', () => {
  it.each([
    ['YAML syntax', 'width: 300\nvenue: [{row: A', /invalid YAML/],
    ['an unknown key', 'width: 300\nheight: 100\ncolour: red', /Unrecognized key: "colour"/],
    ['a wrong type', 'width: 300\nheight: tall', /height/],
    ['an element of no known kind', 'width: 300\nheight: 100\nvenue: [{seat: A, x: 0, y: 0}]', /an element needs one of row, table/],
    ['an unknown category', 'width: 300\nheight: 100\nvenue: [{row: A, x: 0, y: 0, seats: 2, category: vip}]', /unknown category "vip"/],
    [
      'an unknown object in a status',
      'width: 300\nheight: 100\nvenue: [{row: A, x: 0, y: 0, seats: 2}]\nstatus: {A-3: booked}',
      /status: unknown object "A-3"/,
    ],
    [
      'a popover on a missing object',
      'width: 300\nheight: 200\nvenue: [{row: A, x: 0, y: 0, seats: 2}]\npopover: {object: Z-1}',
      /popover: unknown object "Z-1"/,
    ],
    [
      'two objects with one label',
      'width: 300\nheight: 100\nvenue: [{row: A, x: 0, y: 0, seats: 2}, {row: A, x: 0, y: 30, seats: 2}]',
      /two objects are labelled "A-1"/,
    ],
    [
      'a legend with neither names nor prices',
      'width: 300\nheight: 100\nlegend: {hidePricing: true, hideCategoryName: true}\nvenue: [{row: A, x: 0, y: 0, seats: 2}]',
      /hidePricing and hideCategoryName/,
    ],
    [
      'a floor picker on an unknown floor',
      "width: 300\nheight: 200\nfloors: {names: ['1'], active: '2'}\nvenue: [{row: A, x: 0, y: 0, seats: 2}]",
      /active floor "2"/,
    ],
    [
      'a toolbar wider than the panel',
      `width: 200\nheight: 200\nui: [{bar: top, left: [{text: A very long button label}, {text: Another long label}]}]\nvenue: [{row: A, x: 0, y: 0, seats: 2}]`,
      /bar needs \d+ px/,
    ],
    [
      'an object in two channels',
      'width: 300\nheight: 100\nvenue: [{row: A, x: 0, y: 0, seats: 2}]\nchannels: [{key: a, name: A, color: "#000000", objects: [A-1]}, {key: b, name: B, color: "#ffffff", objects: [A-1]}]',
      /in two channels/,
    ],
    ['a bad colour', 'width: 300\nheight: 100\ncategories: [{key: a, label: A, color: blue}]', /colour such as/],
    [
      'a problem in one panel',
      'width: 300\npanels: [{height: 100}, {height: 100, status: {X-1: booked}}]',
      /panels\[1\]: status: unknown object "X-1"/,
    ],
  ])('%s', (_, yaml, reason) => {
    const message = failure(yaml);
    expect(message.startsWith(`${FILE}: `)).toBe(true);
    expect(message).toMatch(reason);
  });

  it('names the scene file when a page asks for a scene that does not exist', () => {
    expect(() => loadScene(process.cwd(), 'renderer/no-such-figure')).toThrow(
      /unknown figure scene "renderer\/no-such-figure": there is no figures\/renderer\/no-such-figure\.yaml/,
    );
  });

  it('refuses scene names that are not lowercase words in folders', () => {
    expect(() => sceneFromText('Renderer/Bad Name', 'figures/Renderer/Bad Name.yaml', 'width: 100\nheight: 100')).toThrow(
      /lowercase words and dashes/,
    );
  });

  it('stops loading the whole folder, as the build does, at the first bad file', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'figures-'));
    try {
      fs.mkdirSync(path.join(site, 'figures', 'renderer'), {recursive: true});
      fs.writeFileSync(
        path.join(site, 'figures', 'renderer', 'good.yaml'),
        'width: 200\nheight: 100\nvenue: [{row: A, x: 0, y: 0, seats: 2}]',
      );
      fs.writeFileSync(
        path.join(site, 'figures', 'renderer', 'broken.yaml'),
        'width: 200\nheight: 100\nvenue: [{row: A, x: 0, y: 0, seats: 2}]\nstatus: {A-9: booked}',
      );
      expect(() => loadAllScenes(site)).toThrow(/^figures\/renderer\/broken\.yaml: status: unknown object "A-9"/);
      fs.rmSync(path.join(site, 'figures', 'renderer', 'broken.yaml'));
      expect(loadAllScenes(site).map((scene) => scene.name)).toEqual(['renderer/good']);
    } finally {
      fs.rmSync(site, {recursive: true, force: true});
    }
  });
});

describe('the SVG check itself', () => {
  it.each([
    ['unclosed elements', '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" viewBox="0 0 1 1"><g></svg>', /not well-formed/],
    [
      'a repeated attribute',
      '<svg xmlns="http://www.w3.org/2000/svg" width="1" width="2" height="1" viewBox="0 0 1 1"/>',
      /not well-formed/,
    ],
    [
      'a script',
      '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" viewBox="0 0 1 1"><script>alert(1)</script></svg>',
      /<script> is not a drawing element/,
    ],
    [
      'an event handler',
      '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" viewBox="0 0 1 1"><rect onclick="x()"/></svg>',
      /event handler onclick/,
    ],
    [
      'an outside image',
      '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" viewBox="0 0 1 1"><rect fill="url(https://x.example/a)"/></svg>',
      /outside resource/,
    ],
    [
      'an HTML entity',
      '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" viewBox="0 0 1 1"><text>a&nbsp;b</text></svg>',
      /entity/,
    ],
    ['no namespace', '<svg width="1" height="1" viewBox="0 0 1 1"/>', /namespace/],
    ['no size', '<svg xmlns="http://www.w3.org/2000/svg"/>', /no width/],
  ])('fails on %s', (_, svg, reason) => {
    expect(svgProblems(svg).join('\n')).toMatch(reason);
  });
});
