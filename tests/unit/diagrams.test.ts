/**
 * Diagrams (src/theme/Mermaid): the site's colours and layout reach Mermaid as an init
 * directive, sequence messages wrap between words and never inside a word of code, and the
 * full-size view's zoom arithmetic keeps text readable and the point under the pointer still.
 */
import {describe, expect, it} from 'vitest';
import {
  diagramDirective,
  palettes,
  themedDiagram,
  wrapSequenceMessages,
  wrapText,
  MESSAGE_LINE,
} from '@site/src/theme/Mermaid/diagramConfig';
import {
  fitZoom,
  flowDirection,
  readableZoom,
  scrollAfterZoom,
  startScroll,
  stepZoom,
  ZOOM_MAX,
  ZOOM_MIN,
} from '@site/src/theme/Mermaid/scale';

const directive = (text: string) =>
  JSON.parse(/^%%\{init: (.*)\}%%$/m.exec(text)![1]) as {theme: string; themeVariables: Record<string, unknown>};

describe('the diagram directive', () => {
  it("gives Mermaid the base theme and the colour mode's palette", () => {
    for (const mode of ['light', 'dark'] as const) {
      const init = directive(diagramDirective(mode));
      expect(init.theme).toBe('base');
      expect(init.themeVariables).toMatchObject(palettes[mode]);
    }
    expect(palettes.light.primaryBorderColor).toBe('#0d6e79');
    expect(palettes.dark.darkMode).toBe(true);
  });

  it('goes first, and leaves a diagram that configures itself alone', () => {
    const themed = themedDiagram('flowchart TD\n  a --> b', 'dark');
    expect(themed.split('\n')[0]).toMatch(/^%%\{init: /);
    expect(themed.endsWith('flowchart TD\n  a --> b')).toBe(true);
    const own = '%%{init: {"theme": "forest"}}%%\nflowchart TD\n  a --> b';
    expect(themedDiagram(own, 'light')).toBe(own);
  });
});

describe('sequence messages', () => {
  it('wrap between words, and inside long code only at its word boundaries, without adding characters', () => {
    const lines = wrapText('POST /events/{eventKey}/actions/book with holdToken');
    expect(lines.every((line) => line.length <= MESSAGE_LINE + 4)).toBe(true);
    expect(lines.join('').replace(/\s/g, '')).toBe('POST/events/{eventKey}/actions/bookwithholdToken');
    expect(lines).toEqual(['POST /events', '/{eventKey}/actions', '/book with holdToken']);
    expect(wrapText('new tessera.SeatingChart(config).render()')).toEqual(['new tessera.Seating', 'Chart(config).', 'render()']);
    expect(wrapText('clicks seat A-12')).toEqual(['clicks seat A-12']);
  });

  it('are wrapped in sequence diagrams only, messages and notes, keeping the breaks written by hand', () => {
    const source = [
      'sequenceDiagram',
      '  Page->>Renderer: new tessera.SeatingChart(config).render()',
      '  Renderer-->>Page: onHoldCallsInProgress',
      '  Note over A,B: Without a 2xx answer within 15 seconds,<br/>the service retries',
      '  Note right of A: a note long enough that it has to wrap',
    ].join('\n');
    const wrapped = wrapSequenceMessages(source).split('\n');
    expect(wrapped[1]).toBe('  Page->>Renderer: new tessera.Seating<br/>Chart(config).<br/>render()');
    expect(wrapped[2]).toBe('  Renderer-->>Page: onHoldCallsInProgress');
    // A note over two lanes is as wide as the lanes: its hand-broken lines are wrapped as well.
    expect(wrapped[3]).toBe('  Note over A,B: Without a 2xx answer<br/>within 15 seconds,<br/>the service retries');
    expect(wrapped[4]).toBe('  Note right of A: a note long enough<br/>that it has to wrap');
    const flowchart = 'flowchart LR\n  a[A very long label that goes on and on] --> b';
    expect(wrapSequenceMessages(flowchart)).toBe(flowchart);
  });
});

describe('the full-size view zoom', () => {
  it('opens where the smallest text reads at 12 px, never below natural size', () => {
    expect(readableZoom(8)).toBe(1.5);
    expect(readableZoom(16)).toBe(1);
  });

  it('fits the whole diagram in the view, within limits', () => {
    expect(fitZoom(2000, 500, {width: 1000, height: 800})).toBe(0.5);
    expect(fitZoom(100, 100, {width: 1000, height: 800})).toBe(ZOOM_MAX);
    expect(fitZoom(100000, 10, {width: 100, height: 800})).toBe(ZOOM_MIN);
  });

  it('steps in and out, and keeps the anchor point still', () => {
    expect(stepZoom(1, 1)).toBe(1.25);
    expect(stepZoom(1.25, -1)).toBe(1);
    expect(stepZoom(ZOOM_MAX, 1)).toBe(ZOOM_MAX);
    // 100 px scrolled, pointer 50 px into the view: the content point at 150 moves to 300 at twice the size.
    expect(scrollAfterZoom(100, 50, 2)).toBe(250);
    expect(scrollAfterZoom(0, 10, 0.5)).toBe(0);
  });
});

describe('where the full-size view opens', () => {
  it('reads the direction of a flowchart, and none of other diagrams', () => {
    expect(flowDirection('flowchart TB\n  a --> b')).toBe('TB');
    expect(flowDirection('%% comment\ngraph TD\n  a --> b')).toBe('TB');
    expect(flowDirection('  flowchart LR\n')).toBe('LR');
    expect(flowDirection('sequenceDiagram\n  A->>B: hi')).toBeNull();
  });

  it('opens a drawing larger than the view where it starts, the cross axis centred', () => {
    const content = {width: 1000, height: 2000};
    const view = {width: 400, height: 800};
    expect(startScroll('TB', content, view)).toEqual({left: 300, top: 0});
    expect(startScroll('BT', content, view)).toEqual({left: 300, top: 1200});
    expect(startScroll('LR', content, view)).toEqual({left: 0, top: 600});
    expect(startScroll('RL', content, view)).toEqual({left: 600, top: 600});
    expect(startScroll(null, content, view)).toEqual({left: 0, top: 0});
  });

  it('does not scroll a drawing that fits', () => {
    expect(startScroll('TB', {width: 300, height: 300}, {width: 400, height: 800})).toEqual({left: 0, top: 0});
  });
});
