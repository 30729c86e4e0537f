/**
 * The boot frame's run (lib/playground/boot.ts) and the renderer's early
 * input: the starter drawn from a bundled copy of the demo event takes clicks
 * before its session has started, holds them once it has, and takes the tab
 * sandbox's statuses in place of the copy's.
 */
import {describe, expect, it} from 'vitest';
import {bootRun} from '@site/lib/playground/boot';
import {SandboxBridge} from '@site/lib/playground/bridge';
import {starter, starterKeys} from '@site/lib/playground/starter';
import {createSandbox} from '@site/lib/sandbox';
import type {EventData} from '@site/lib/playground/renderer';
import {MemoryBackend, settle, setup} from './helpers/playgroundHarness';

/** A backend whose session waits until the test lets it start, as the boot frame's waits for the page. */
class WaitingBackend extends MemoryBackend {
  private open!: () => void;
  private opened = new Promise<void>((resolve) => (this.open = resolve));
  start(): void {
    this.open();
  }
  override async session(key: string, kind: 'continue' | 'start' | 'manual', holdToken?: string) {
    await this.opened;
    return super.session(key, kind, holdToken);
  }
}

async function earlyChart(config: Record<string, unknown> = {}) {
  const backend = new WaitingBackend();
  const t = setup({backend});
  t.host.earlyInput = true;
  const {model} = await t.render({session: 'continue', ...config});
  return {...t, backend, model};
}

describe('the boot run', () => {
  it('is the starter on the demo event, with a fresh sandbox’s copy of the event and the keys it runs as', () => {
    const sandbox = createSandbox({storage: null});
    const run = bootRun(sandbox);
    expect(run.source).toBe(starter(sandbox.demo.events.concert));
    expect(run.placeholders).toEqual({YOUR_WORKSPACE_KEY: sandbox.demo.publicKey});
    expect(run.events).toEqual([sandbox.demo.events.concert]);
    expect(run.event.events.map((event) => event.key)).toEqual([sandbox.demo.events.concert]);
    expect(run.event.plan.venue.length).toBeGreaterThan(0);
    // The copy is what any fresh tab's sandbox answers: the build's and a reader's are the same.
    expect(bootRun(createSandbox({storage: null})).event).toEqual(run.event);
  });

  it('names the starter’s keys as a run of the starter in the tab would', () => {
    const sandbox = createSandbox({storage: null});
    const run = new SandboxBridge(sandbox).mapKeys(starter(sandbox.demo.events.concert));
    expect(starterKeys(sandbox.demo)).toEqual(run);
    expect(run.length).toBeGreaterThan(0);
  });
});

describe('early input', () => {
  it('draws the countdown’s line from the first drawing, waiting for the session, so the frame does not grow when it starts', async () => {
    const t = await earlyChart();
    expect(t.view.sessions[0]).toEqual({afterDraws: 0, expiresAt: 'pending'});
    t.backend.start();
    await settle();
    expect(typeof t.view.sessions.at(-1)?.expiresAt).toBe('number');
  });

  it('draws the chart before the session starts, and shows a clicked seat selected without holding or announcing it', async () => {
    const t = await earlyChart({onObjectSelected: () => undefined});
    expect(t.view.draws).toBeGreaterThan(0);
    expect(t.names()).not.toContain('onChartRendered');
    t.model.click('A-1');
    expect(t.model.isSelected('A-1')).toBe(true);
    expect(t.backend.calls.some((call) => call.startsWith('hold'))).toBe(false);
    expect(t.names()).not.toContain('onObjectSelected');

    t.backend.start();
    await settle();
    expect(t.names()).toContain('onChartRendered');
    expect(t.names()).toContain('onObjectSelected');
    expect(t.backend.calls).toContain('hold A-1');
    expect(t.model.selectedLabels()).toEqual(['A-1']);
  });

  it('a second early click deselects; a booked seat is refused with a notice; the selection limit holds', async () => {
    const t = await earlyChart({maxSelectedObjects: 1});
    t.model.click('A-1');
    t.model.click('A-1');
    expect(t.model.isSelected('A-1')).toBe(false);
    t.model.click('A-3');
    expect(t.model.isSelected('A-3')).toBe(false);
    expect(t.view.notices.at(-1)).toMatch(/^A-3: /);
    t.model.click('A-2');
    t.model.click('A-4');
    expect(t.model.isSelected('A-4')).toBe(false);
    t.backend.start();
    await settle();
    expect(t.backend.calls.filter((call) => call.startsWith('hold'))).toEqual(['hold A-2']);
    expect(t.model.selectedLabels()).toEqual(['A-2']);
  });

  it('without early input, the chart renders only once its session has started', async () => {
    const backend = new WaitingBackend();
    const t = setup({backend});
    await t.render({session: 'continue'});
    expect(t.names()).not.toContain('onChartRendered');
    backend.start();
    await settle();
    expect(t.names()).toContain('onChartRendered');
  });
});

describe('adopting the sandbox’s event data', () => {
  it('takes new statuses before the chart has rendered', async () => {
    const t = await earlyChart();
    const fresh = structuredClone(t.model.data) as EventData;
    fresh.events[0].objects['A-5'] = {status: 'booked'};
    expect(t.model.adoptEventData(fresh)).toBe(true);
    expect(t.model.isSelectable('A-5')).toBe(false);
    expect(t.model.isSelectable('A-6')).toBe(true);
  });

  it('refuses data that differs in more than statuses, and any once the chart has rendered', async () => {
    const t = await earlyChart();
    const other = {...structuredClone(t.model.data), chartKey: 'another-chart'} as EventData;
    expect(t.model.adoptEventData(other)).toBe(false);
    t.backend.start();
    await settle();
    expect(t.model.adoptEventData(structuredClone(t.model.data) as EventData)).toBe(false);
  });
});
