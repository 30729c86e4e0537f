/**
 * The playground's coverage list against domain/renderer.yaml: every option,
 * method, chart property, callback and object property that is not removed is
 * listed exactly once, nothing else is, at least 70 % of each list is
 * simulated, and the config reader knows every option.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {describe, expect, it} from 'vitest';
import {coverage, surface, surfaceItem, surfaceLists, type SurfaceList} from '@site/lib/playground/surface';
import {coverageNodes} from '@site/lib/playground/coverage';
import {printMarkdown} from '@site/lib/markdown/syntax';
import {optionSpecs} from '@site/lib/playground/renderer/config';
import {describeValue} from '@site/lib/playground/describe';
import {demoKeyMapping, isCompleteSample, placeholdersIn, standInIds} from '@site/lib/playground/samples';
import {DEMO} from '@site/lib/sandbox/demo';

type Fact = {name: string; status?: string; owner?: string; values?: unknown; default?: unknown};
const facts = YAML.parse(fs.readFileSync(path.resolve(__dirname, '../../domain/renderer.yaml'), 'utf8')) as Record<string, Fact[]>;
const live = (list: Fact[]) => list.filter((fact) => fact.status !== 'removed');

const expected: Record<SurfaceList, string[]> = {
  option: live(facts.config_options).map((fact) => fact.name),
  method: live(facts.chart_methods).map((fact) => fact.name),
  property: live(facts.chart_properties).map((fact) => fact.name),
  callback: live(facts.callbacks).map((fact) => fact.name),
  'object-property': live(facts.object_properties).map((fact) => `${fact.owner}.${fact.name}`),
};

describe('the coverage list', () => {
  for (const {list} of surfaceLists) {
    it(`lists every ${list} of the fact sheet once, and nothing else`, () => {
      const listed = surface.filter((item) => item.list === list).map((item) => item.name);
      expect([...listed].sort()).toEqual([...expected[list]].sort());
    });

    it(`simulates at least 70 % of the ${list} list`, () => {
      const {simulated, total} = coverage(list);
      console.log(`${list}: ${simulated} of ${total} simulated (${Math.round((simulated / total) * 100)} %)`);
      expect(simulated / total).toBeGreaterThanOrEqual(0.7);
    });
  }

  it('says what an unsimulated item does: a callback is logged, an object property is just not set', () => {
    // The tables as the page's Markdown copy prints them, names without their code marks.
    const text = printMarkdown({type: 'root', children: coverageNodes(() => undefined)}).replaceAll('`', '');
    const callback = surface.find((item) => item.list === 'callback' && !item.simulated)!;
    const property = surface.find((item) => item.list === 'object-property' && !item.simulated)!;
    expect(text).toContain(`${callback.name} | No | Accepted, and logged as not simulated`);
    expect(text).toContain(`${property.name} | No | Not set on the objects the playground passes`);
  });

  it('finds the item of a page by kind, name and owner', () => {
    expect(surfaceItem('option', 'maxSelectedObjects')?.simulated).toBeTruthy();
    expect(surfaceItem('object-property', 'center', 'seat')?.name).toBe('seat/table.center');
    expect(surfaceItem('object-property', 'center', 'seat/table')?.name).toBe('seat/table.center');
    expect(surfaceItem('object-property', 'center', 'ga')).toBeUndefined();
    expect(surfaceItem('object-property', 'dataPerEvent', 'ga')?.name).toBe('ga.dataPerEvent');
    expect(surfaceItem('option', 'objectIcon')?.simulated).toBeUndefined();
  });

  it('has a type for every option, and allowed values that match the fact sheet', () => {
    for (const fact of live(facts.config_options)) {
      if (fact.name === 'pricing.prices') continue;
      expect(optionSpecs[fact.name], fact.name).toBeDefined();
      if (Array.isArray(fact.values)) expect(optionSpecs[fact.name].values, fact.name).toEqual(fact.values);
    }
  });
});

describe('samples', () => {
  it('are complete when js or html creates a chart and renders it', () => {
    expect(isCompleteSample('js', "new tessera.SeatingChart({divId: 'chart'}).render();")).toBe(true);
    expect(isCompleteSample('js', 'chart.clearSelection();')).toBe(false);
    expect(isCompleteSample('jsx', 'new tessera.SeatingChart({}).render();')).toBe(false);
    expect(isCompleteSample('js', 'new tessera.SeatingChartDesigner({}).render();')).toBe(false);
  });

  it('name their placeholders and the elements they look up', () => {
    const code =
      "const b = document.getElementById('basket'); new tessera.SeatingChart({divId: 'chart', workspaceKey: 'YOUR_WORKSPACE_KEY', event: 'YOUR_EVENT_KEY'}).render(); document.querySelector('#total');";
    expect(placeholdersIn(code)).toEqual(['YOUR_WORKSPACE_KEY', 'YOUR_EVENT_KEY']);
    expect(standInIds(code)).toEqual(['chart', 'basket', 'total']);
  });

  it('run their fixed placeholders as the demo workspace’s keys; a hold token is made per run, elsewhere', () => {
    expect(demoKeyMapping('YOUR_WORKSPACE_KEY', DEMO)).toEqual({
      from: 'YOUR_WORKSPACE_KEY',
      to: DEMO.publicKey,
      what: 'the demo workspace’s public key',
    });
    expect(demoKeyMapping('YOUR_EVENT_KEY', DEMO)?.to).toBe(DEMO.events.concert);
    expect(demoKeyMapping('YOUR_CHART_KEY', DEMO)?.to).toBe(DEMO.charts.mainHall);
    expect(demoKeyMapping('YOUR_HOLD_TOKEN', DEMO)).toBeUndefined();
    expect(demoKeyMapping('YOUR_SECRET_KEY', DEMO)).toBeUndefined();
  });
});

describe('values in the Callbacks log', () => {
  it('are short, name methods, and survive cycles', () => {
    const cyclic: Record<string, unknown> = {label: 'A-1', select: () => undefined, skip: undefined};
    cyclic.self = cyclic;
    expect(describeValue(cyclic)).toBe('{label: "A-1", select(), self: [circular]}');
    expect(describeValue(Array.from({length: 20}, (_, i) => i))).toMatch(/…8 more\]$/);
    expect(describeValue(undefined)).toBe('undefined');
  });
});
