/**
 * The messages the build prints for bad front matter (docusaurus.config.ts
 * turns them into "Invalid front matter in docs/…"): one per problem, naming
 * the key, in a fixed order (missing keys, unknown keys, then wrong values in
 * the order the schema lists the keys).
 */
import {describe, expect, it} from 'vitest';
import {factRows} from '../../lib/content/facts';
import {frontMatterProblems} from '../../lib/content/frontMatter';
import {objectOwners} from '../../lib/content/owners';
import {rendererGroups} from '../../plugins/sidebars/groups';

const base = {title: 'Book objects', description: 'A description long enough to pass the rule.'};
const option = {...base, kind: 'option', name: 'pricing', type: 'object', status: 'current'};

describe('frontMatterProblems', () => {
  it('accepts a page that follows the rules of its folder', () => {
    expect(frontMatterProblems('index.mdx', {...base, kind: 'guide', sidebar_position: 1, keywords: ['a'], pagination_next: null})).toEqual(
      [],
    );
    expect(
      frontMatterProblems('renderer/config-pricing.mdx', {...option, purpose: 'pricing', values: ['a'], required: true, default: 'x'}),
    ).toEqual([]);
    expect(frontMatterProblems('tutorial/step.mdx', {...base, kind: 'tutorial-step', step: 3})).toEqual([]);
  });

  it('names a folder that has no rules', () => {
    expect(frontMatterProblems('blog/x.mdx', {...base, kind: 'guide'})).toEqual([
      "no front matter rules for the folder 'blog'; add it to kindsBySection",
    ]);
  });

  it('lists the kinds a folder allows when kind is missing, wrong or not a string', () => {
    expect(frontMatterProblems('x.mdx', base)).toEqual(["'kind' must be one of guide in docs/. (got undefined)"]);
    expect(frontMatterProblems('api/x.mdx', {...base, kind: 'option'})).toEqual([
      `'kind' must be one of guide, resource, operation, snippet in docs/api (got "option")`,
    ]);
    expect(frontMatterProblems('renderer/x.mdx', {...base, kind: 42})).toEqual([
      "'kind' must be one of guide, topic, option, method, property, callback, object-property in docs/renderer (got 42)",
    ]);
  });

  it('names each unknown and each missing key', () => {
    expect(frontMatterProblems('x.mdx', {...base, kind: 'guide', colour: 'red', size: 1})).toEqual([
      "unknown key 'colour'",
      "unknown key 'size'",
    ]);
    expect(frontMatterProblems('x.mdx', {kind: 'guide'})).toEqual(["missing required key 'title'", "missing required key 'description'"]);
    expect(frontMatterProblems('tutorial/x.mdx', {...base, kind: 'tutorial-step'})).toEqual(["missing required key 'step'"]);
  });

  it('requires purpose on renderer options only', () => {
    expect(frontMatterProblems('renderer/x.mdx', option)).toEqual(["missing required key 'purpose'"]);
    expect(frontMatterProblems('event-manager/x.mdx', option)).toEqual([]);
  });

  it('says which values an enumerated key allows', () => {
    expect(frontMatterProblems('renderer/x.mdx', {...option, status: 'old', purpose: 'nope'})).toEqual([
      "'status' must be one of current, deprecated, removed",
      "'purpose' must be one of placement, selection, pricing, categories, appearance, behaviour",
    ]);
    expect(
      frontMatterProblems('renderer/x.mdx', {...base, kind: 'object-property', name: 'n', type: 't', status: 'current', owner: 'booth'}),
    ).toEqual(["'owner' must be one of object, bookable, seat, table, ga, section, seat/table"]);
    expect(frontMatterProblems('event-manager/x.mdx', {...base, kind: 'mode', name: 'n', saves: 'x', multipleEvents: 1})).toEqual([
      "'saves' must be one of apply-button, your-server, nothing",
      "'multipleEvents' must be boolean",
    ]);
  });

  it('names the expected type, length and bound', () => {
    expect(frontMatterProblems('x.mdx', {kind: 'guide', title: '', description: 'short'})).toEqual([
      "'title' must NOT have fewer than 1 characters",
      "'description' must NOT have fewer than 20 characters",
    ]);
    expect(frontMatterProblems('x.mdx', {title: 5, description: null, kind: 'guide'})).toEqual([
      "'title' must be string",
      "'description' must be string",
    ]);
    expect(
      frontMatterProblems('renderer/x.mdx', {...option, name: '', purpose: 'pricing', values: [], required: 'yes', default: 3}),
    ).toEqual([
      "'name' must NOT have fewer than 1 characters",
      "'default' must be string",
      "'required' must be boolean",
      "'values' must NOT have fewer than 1 items",
    ]);
    expect(frontMatterProblems('tutorial/x.mdx', {...base, kind: 'tutorial-step', step: '2'})).toEqual(["'step' must be integer"]);
    expect(frontMatterProblems('tutorial/x.mdx', {...base, kind: 'tutorial-step', step: 1.5})).toEqual(["'step' must be integer"]);
    expect(frontMatterProblems('tutorial/x.mdx', {...base, kind: 'tutorial-step', step: 0})).toEqual(["'step' must be >= 1"]);
    expect(
      frontMatterProblems('x.mdx', {
        ...base,
        kind: 'guide',
        displayed_sidebar: 3,
        sidebar_position: 'x',
        keywords: 'a',
        unlisted: 'no',
        toc_min_heading_level: 2.5,
      }),
    ).toEqual([
      "'sidebar_position' must be number",
      "'displayed_sidebar' must be string,null",
      "'keywords' must be array",
      "'unlisted' must be boolean",
      "'toc_min_heading_level' must be integer",
    ]);
    expect(frontMatterProblems('api/x.mdx', {...base, kind: 'operation', operationIds: []})).toEqual([
      "'operationIds' must NOT have fewer than 1 items",
    ]);
    expect(frontMatterProblems('api/x.mdx', {...base, kind: 'operation', operationIds: 'a'})).toEqual(["'operationIds' must be array"]);
    expect(frontMatterProblems('api/x.mdx', {...base, kind: 'resource', tag: ''})).toEqual(["'tag' must NOT have fewer than 1 characters"]);
  });

  it('points into a list by index', () => {
    expect(frontMatterProblems('x.mdx', {...base, kind: 'guide', keywords: [1, 'a', true]})).toEqual([
      "'keywords/0' must be string",
      "'keywords/2' must be string",
    ]);
    expect(frontMatterProblems('renderer/x.mdx', {...option, purpose: 'pricing', values: ['a', 1]})).toEqual(["'values/1' must be string"]);
  });

  it('reports every problem at once: missing keys, then unknown keys, then wrong values', () => {
    expect(
      frontMatterProblems('renderer/x.mdx', {zeta: 1, kind: 'option', type: 5, alpha: 2, description: 'short', status: 'x', values: []}),
    ).toEqual([
      "missing required key 'title'",
      "missing required key 'name'",
      "missing required key 'purpose'",
      "unknown key 'zeta'",
      "unknown key 'alpha'",
      "'description' must NOT have fewer than 20 characters",
      "'type' must be string",
      "'values' must NOT have fewer than 1 items",
      "'status' must be one of current, deprecated, removed",
    ]);
    expect(frontMatterProblems('x.mdx', {...base, kind: 'guide', colour: 'red', id: 5})).toEqual([
      "unknown key 'colour'",
      "'id' must be string",
    ]);
  });
});

describe('owner names', () => {
  it('the facts box and the sidebar name each owner alike', () => {
    const sidebar = rendererGroups.find((group) => group.label === 'Object properties')!.children!.map((group) => group.label);
    const facts = objectOwners.map((owner) => {
      const rows = factRows({...base, kind: 'object-property', name: 'label', owner, type: 'string', status: 'current'});
      return rows.find((row) => row.term === 'Available on')!.value;
    });
    expect(facts).toEqual(sidebar.map((text) => ({text})));
    expect(sidebar).toEqual(['Every object', 'Bookable objects', 'Seats', 'Tables', 'General admission areas', 'Sections']);
  });

  // seat.center is on seats and tables (renderer.yaml owner `seat/table`): the box must not say "Seats" alone.
  const center = {...base, kind: 'object-property', name: 'center', type: '{x, y}', status: 'current'} as const;

  it('a property seats and tables share: the schema takes the domain spelling seat/table, and nothing made up', () => {
    expect(frontMatterProblems('renderer/object-properties-objectcenter.mdx', {...center, owner: 'seat/table'})).toEqual([]);
    for (const owner of ['table/seat', 'seat/booth', 'seat/', 'seats']) {
      expect(frontMatterProblems('renderer/x.mdx', {...center, owner})).toEqual([
        "'owner' must be one of object, bookable, seat, table, ga, section, seat/table",
      ]);
    }
  });

  it('a property seats and tables share: the facts box names both, the sidebar lists it once, under Seats', () => {
    const rows = factRows({...center, kind: 'object-property', owner: 'seat/table'});
    expect(rows.find((row) => row.term === 'Available on')!.value).toEqual({text: 'Seats and tables'});
    const groups = rendererGroups.find((group) => group.label === 'Object properties')!.children!;
    const fm = {...center, owner: 'seat/table'};
    expect(groups.filter((group) => group.match!(fm)).map((group) => group.label)).toEqual(['Seats']);
  });
});

describe('the "Invalid value" row', () => {
  it('comes last, from the derived front matter, its backticks as code', () => {
    const rows = factRows({
      ...base,
      kind: 'option',
      name: 'channels',
      type: 'string[]',
      status: 'current',
      invalidValue: 'An empty `channels` array fails.',
    });
    expect(rows.at(-1)).toEqual({
      term: 'Invalid value',
      value: {inline: [{text: 'An empty '}, {code: 'channels'}, {text: ' array fails.'}]},
    });
    expect(factRows({...base, kind: 'option', name: 'channels', type: 'string[]', status: 'current'}).map((row) => row.term)).toEqual([
      'Type',
    ]);
  });

  it('is never written by hand: the schema rejects the key', () => {
    expect(
      frontMatterProblems('renderer/config-x.mdx', {
        title: 'x',
        description: 'Twenty characters or more.',
        kind: 'option',
        name: 'x',
        type: 'string',
        status: 'current',
        purpose: 'behaviour',
        invalidValue: 'Ignored.',
      }),
    ).toEqual(["unknown key 'invalidValue'"]);
  });
});
