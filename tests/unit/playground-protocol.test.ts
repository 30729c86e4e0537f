/**
 * The messages between the playground page and its chart frame: each side
 * accepts only well-formed messages of its direction, within their bounds;
 * share links round-trip and refuse what is not theirs.
 */
import {describe, expect, it} from 'vitest';
import {MAX_SOURCE, parseFrameMessage, parsePageMessage} from '@site/lib/playground/protocol';
import {frameHeight, MAX_FRAME_HEIGHT, MAX_REPORTED_HEIGHT, MIN_FRAME_HEIGHT, readFrameSize} from '@site/lib/playground/frameSize';
import {decodeShare, encodeShare, readOpening, ShareError} from '@site/lib/playground/share';

const run = {
  type: 'run',
  runId: 1,
  source: 'new tessera.SeatingChart({}).render();',
  language: 'js',
  colorScheme: 'light',
  demo: {workspaceKey: 'k', eventKey: 'e', placeholders: {YOUR_EVENT_KEY: 'e'}},
  clockOffset: 0,
};

describe('messages from the frame', () => {
  it('accepts the requests, logs and states the page expects', () => {
    expect(parseFrameMessage({type: 'ready'})).not.toBeNull();
    expect(parseFrameMessage({type: 'request', id: 1, op: 'loadEvent', workspaceKey: 'k', events: ['e']})).not.toBeNull();
    expect(
      parseFrameMessage({
        type: 'request',
        id: 2,
        op: 'hold',
        workspaceKey: 'k',
        holdToken: 't',
        events: ['e'],
        objects: [{label: 'A-1'}, {label: 'GA', amount: 2}],
      }),
    ).not.toBeNull();
    expect(
      parseFrameMessage({type: 'log', runId: 1, entry: {kind: 'callback', name: 'onObjectSelected', text: 'onObjectSelected(…)'}}),
    ).not.toBeNull();
    expect(parseFrameMessage({type: 'state', runId: 1, selected: ['A-1'], holdToken: 't', expiresAt: 5})).not.toBeNull();
  });

  it('refuses unknown types, extra fields, wrong types, and anything over its bounds', () => {
    const bad = [
      null,
      'ready',
      {type: 'ready', extra: 1},
      {type: 'navigate', url: '/'},
      {type: 'request', id: 1, op: 'book', workspaceKey: 'k', events: ['e']},
      {type: 'request', id: -1, op: 'loadEvent', workspaceKey: 'k', events: ['e']},
      {type: 'request', id: 1, op: 'hold', workspaceKey: 'k', holdToken: 't', events: ['e'], objects: []},
      {type: 'request', id: 1, op: 'hold', workspaceKey: 'k', holdToken: 't', events: ['e'], objects: [{label: 'A-1', amount: 0}]},
      {type: 'log', runId: 1, entry: {kind: 'html', text: '<b>'}},
      {type: 'log', runId: 1, entry: {kind: 'console', text: 'x'.repeat(5000)}},
      {type: 'state', runId: 1, selected: [1]},
    ];
    for (const message of bad) expect(parseFrameMessage(message), JSON.stringify(message)?.slice(0, 80)).toBeNull();
  });
});

describe('the frame’s size message', () => {
  it('carries a height in CSS px, fractional or whole, and nothing else', () => {
    expect(readFrameSize({type: 'size', height: 363})).toBe(363);
    expect(readFrameSize({type: 'size', height: 362.5})).toBe(362.5);
    expect(readFrameSize({type: 'size', height: 0})).toBe(0);
    expect(readFrameSize({type: 'size', height: MAX_REPORTED_HEIGHT})).toBe(MAX_REPORTED_HEIGHT);
    expect(parseFrameMessage({type: 'size', height: 363})).toEqual({type: 'size', height: 363});
  });

  it('is dropped when its height is not a finite, non-negative number within bounds, or it carries anything else', () => {
    const bad: unknown[] = [
      null,
      undefined,
      363,
      'size',
      [{type: 'size', height: 363}],
      {type: 'size'},
      {type: 'size', height: null},
      {type: 'size', height: '363'},
      {type: 'size', height: '363px'},
      {type: 'size', height: [363]},
      {type: 'size', height: {valueOf: () => 363}},
      {type: 'size', height: true},
      {type: 'size', height: 363n},
      {type: 'size', height: Number.NaN},
      {type: 'size', height: Number.POSITIVE_INFINITY},
      {type: 'size', height: Number.NEGATIVE_INFINITY},
      {type: 'size', height: -1},
      {type: 'size', height: -0.5},
      {type: 'size', height: MAX_REPORTED_HEIGHT + 1},
      {type: 'size', height: 1e9},
      {type: 'size', height: Number.MAX_VALUE},
      {type: 'size', height: 363, width: 390},
      {type: 'size', height: 363, runId: 1},
      {type: 'SIZE', height: 363},
      {type: 'state', height: 363},
    ];
    for (const message of bad) {
      const name = String(JSON.stringify(message, (_, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v)));
      expect(readFrameSize(message), name).toBeUndefined();
      expect(parseFrameMessage(message), name).toBeNull();
    }
  });

  it('reads no inherited or getter-made height', () => {
    const inherited = Object.create({height: 363}) as Record<string, unknown>;
    inherited.type = 'size';
    expect(readFrameSize(inherited)).toBeUndefined();
    let reads = 0;
    const getter = {
      type: 'size',
      get height() {
        reads += 1;
        return reads === 1 ? 363 : 1e9;
      },
    };
    expect(readFrameSize(getter)).toBeUndefined();
  });

  it('sizes the frame within its bounds, rounding up so no fraction of a seat is cut', () => {
    expect(frameHeight(362.2)).toBe(363);
    expect(frameHeight(400)).toBe(400);
    expect(frameHeight(0)).toBe(MIN_FRAME_HEIGHT);
    expect(frameHeight(12)).toBe(MIN_FRAME_HEIGHT);
    expect(frameHeight(MAX_REPORTED_HEIGHT)).toBe(MAX_FRAME_HEIGHT);
    expect(frameHeight(MAX_FRAME_HEIGHT + 0.5)).toBe(MAX_FRAME_HEIGHT);
    expect(frameHeight(-50)).toBe(MIN_FRAME_HEIGHT);
    expect(frameHeight(Number.NaN)).toBe(MAX_FRAME_HEIGHT);
    expect(frameHeight(Number.POSITIVE_INFINITY)).toBe(MAX_FRAME_HEIGHT);
    expect(MAX_FRAME_HEIGHT).toBe(32 * 16);
  });
});

describe('messages from the page', () => {
  it('accepts a run, responses, calls and sandbox events', () => {
    expect(parsePageMessage(run)).not.toBeNull();
    expect(parsePageMessage({type: 'response', id: 1, ok: true, value: {a: 1}})).not.toBeNull();
    expect(parsePageMessage({type: 'response', id: 1, ok: false, error: 'no'})).not.toBeNull();
    expect(parsePageMessage({type: 'call', callId: 3, target: 'method', name: 'listCategories', args: ''})).not.toBeNull();
    expect(
      parsePageMessage({type: 'sandbox', event: {kind: 'status', eventKey: 'e', objects: [{label: 'A-1', status: 'booked'}]}}),
    ).not.toBeNull();
    expect(parsePageMessage({type: 'sandbox', event: {kind: 'expired', holdToken: 't'}})).not.toBeNull();
  });

  it('refuses a run that is too long, an unknown language, and calls to names that are not identifiers', () => {
    expect(parsePageMessage({...run, source: 'x'.repeat(MAX_SOURCE + 1)})).toBeNull();
    expect(parsePageMessage({...run, language: 'ts'})).toBeNull();
    expect(parsePageMessage({type: 'call', callId: 3, target: 'method', name: 'constructor.constructor', args: ''})).toBeNull();
    expect(parsePageMessage({type: 'response', id: 1, ok: false})).toBeNull();
  });
});

describe('share links', () => {
  it('round-trip code and language', async () => {
    const source = "new tessera.SeatingChart({divId: 'chart', event: 'é'}).render();\n";
    const value = await encodeShare({language: 'js', source});
    expect(value).toMatch(/^1j\.[A-Za-z0-9_-]+$/);
    expect(await decodeShare(value)).toEqual({language: 'js', source});
    const html = await encodeShare({language: 'html', source: '<div id="chart"></div>'});
    expect((await decodeShare(html)).language).toBe('html');
  });

  it('refuse damaged, foreign and oversized values with a message', async () => {
    await expect(decodeShare('hello')).rejects.toBeInstanceOf(ShareError);
    await expect(decodeShare('1j.AAAA')).rejects.toThrow(/damaged/);
    const big = await encodeShare({language: 'js', source: 'x'.repeat(MAX_SOURCE + 10)});
    await expect(decodeShare(big)).rejects.toThrow(/larger than the playground accepts/);
  });

  it('read what a playground URL opens', () => {
    expect(readOpening('?sample=renderer/config-pricing&n=2', '').opening).toEqual({kind: 'sample', page: 'renderer/config-pricing', n: 2});
    expect(readOpening('?try=renderer/config-mode', '').opening).toEqual({kind: 'try', page: 'renderer/config-mode'});
    expect(readOpening('', '#code=1j.abc').opening).toEqual({kind: 'shared', value: '1j.abc'});
    expect(readOpening('?sample=../../etc/passwd', '')).toMatchObject({opening: {kind: 'starter'}, problem: expect.any(String)});
    expect(readOpening('', '').opening).toEqual({kind: 'starter'});
  });
});
