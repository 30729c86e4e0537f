/**
 * The playground's simulated renderer against the facts of domain/renderer.yaml:
 * selection limits, one-click places, validators, pricing and priceFormatter in
 * the popover, categories and channels, selectableObjects, the modes, sessions,
 * and how options it cannot use are reported.
 */
import {describe, expect, it, vi} from 'vitest';
import {settle, setup} from './helpers/playgroundHarness';
import {validate, type SeatInRow} from '../../lib/playground/renderer/validators';

describe('rendering', () => {
  it('fires onChartRendered with the chart once the event has loaded', async () => {
    const t = setup();
    const {chart} = await t.render({onChartRendered: () => undefined});
    expect(t.names()).toContain('onChartRendered');
    expect(t.fired.find((f) => f.name === 'onChartRendered')!.args[0]).toBe(chart);
    expect(t.backend.calls[0]).toBe('loadEvent demo-event');
  });

  it('fails rendering for an unknown workspace key, an empty channels list, or event and events together', async () => {
    for (const config of [{workspaceKey: 'someone-else'}, {channels: []}, {events: ['YOUR_EVENT_KEY']}]) {
      const t = setup();
      await t.render(config);
      expect(t.names()).toContain('onChartRenderingFailed');
      expect(t.names()).not.toContain('onChartRendered');
      expect(t.view.failedWith).toBe('The seating chart could not be loaded');
    }
  });

  it('throws from render() when there is no element to draw into', () => {
    const t = setup();
    expect(() =>
      new t.tessera.SeatingChart({workspaceKey: 'YOUR_WORKSPACE_KEY', event: 'YOUR_EVENT_KEY', divId: 'missing'}).render(),
    ).toThrow(/divId/);
  });

  it('throws when destroy() is called twice', async () => {
    const t = setup();
    const {chart} = await t.render();
    chart.destroy();
    expect(() => chart.destroy()).toThrow(/already destroyed/);
  });
});

describe('a drawing of the chart', () => {
  /** What a drawing reads of every object: its drawn status, selectability and accessible name. */
  const read = (model: Awaited<ReturnType<ReturnType<typeof setup>['render']>>['model']) => {
    const status = model.drawState().state.status;
    return model.visibleObjects().map((label) => [label, status.get(label), model.isSelectable(label), model.accessibleName(label)]);
  };

  it('works out each object’s selectability once, with the same answers as outside a drawing', async () => {
    const t = setup();
    const {model} = await t.render({maxSelectedObjects: 2, channels: ['members', 'NO_CHANNEL']});
    const worked = vi.spyOn(model as unknown as {reasonNow: (label: string, check: boolean) => string | undefined}, 'reasonNow');
    const outside = read(model);
    const outsideCount = worked.mock.calls.length;
    worked.mockClear();
    const inside = model.drawing(() => read(model));
    expect(inside).toEqual(outside);
    expect(worked.mock.calls.length).toBe(model.visibleObjects().length);
    expect(outsideCount).toBeGreaterThan(2 * model.visibleObjects().length);
  });

  it('keeps nothing after the drawing: a selection or a booking made after it shows in the next', async () => {
    const t = setup();
    const {model} = await t.render();
    const first = model.drawing(() => read(model));
    expect(first.find(([label]) => label === 'A-1')).toEqual(['A-1', 'free', true, 'A-1, Stalls, available']);
    await model.clickAsync('A-1');
    model.statusChanged('demo-event', [{label: 'A-2', status: 'booked'}]);
    const next = model.drawing(() => read(model));
    expect(next.find(([label]) => label === 'A-1')).toEqual(['A-1', 'selected', true, 'A-1, Stalls, selected']);
    expect(next.find(([label]) => label === 'A-2')).toEqual(['A-2', 'booked', false, 'A-2, Stalls, booked']);
  });
});

describe('options it cannot use', () => {
  it('warns about a wrong type or value, an unknown name and a deprecated option, and notes what it does not simulate', async () => {
    const t = setup();
    await t.render({mode: 'Static', showSeatLabels: 'yes', maxSelectedObject: 3, themePreset: 'dark', objectIcon: () => 'star'});
    const texts = t.logs.map((log) => `${log.kind}: ${log.text}`);
    expect(texts).toContainEqual(expect.stringMatching(/^warning: mode: "Static" is not one of 'normal', 'static', 'print', 'spotlight'/));
    expect(texts).toContainEqual(expect.stringMatching(/^warning: showSeatLabels: expected boolean, got string/));
    expect(texts).toContainEqual(expect.stringMatching(/^warning: Unknown option "maxSelectedObject"/));
    expect(texts).toContainEqual(expect.stringMatching(/^warning: themePreset is deprecated: use colorScheme/));
    expect(texts).toContainEqual('note: objectIcon is not simulated in the playground; the chart renders without it.');
    // The bad mode fell back to the default: seats are selectable.
    expect(t.names()).toContain('onChartRendered');
  });
});

describe('maxSelectedObjects', () => {
  it('caps the selection with a number and says so', async () => {
    const t = setup();
    const {chart, model} = await t.render({maxSelectedObjects: 2});
    for (const label of ['A-1', 'A-2', 'A-4']) await model.clickAsync(label);
    expect(chart.selectedObjects).toEqual(['A-1', 'A-2']);
    expect(t.view.notices.at(-1)).toMatch(/maximum number of selected places/);
  });

  it('limits per category, and objects of categories no limiter names become unselectable', async () => {
    const t = setup();
    const {chart, model} = await t.render({maxSelectedObjects: [{category: 1, quantity: 1}]});
    await model.clickAsync('A-1');
    await model.clickAsync('A-2');
    expect(chart.selectedObjects).toEqual(['A-1']);
    expect(model.isSelectable('B-5')).toBe(false);
  });

  it('ignores a malformed limiter with a warning and applies the others', async () => {
    const t = setup();
    const {chart, model} = await t.render({maxSelectedObjects: [{total: 1}, {category: 1, quantity: -2}]});
    await model.clickAsync('A-1');
    await model.clickAsync('A-2');
    expect(chart.selectedObjects).toEqual(['A-1']);
    expect(t.logs.some((log) => /maxSelectedObjects\[1\]/.test(log.text))).toBe(true);
  });

  it('makes doSelectObjects reject as a whole above the limit', async () => {
    const t = setup();
    const {chart} = await t.render({maxSelectedObjects: 1});
    await expect(chart.doSelectObjects(['A-1', 'A-2'])).rejects.toThrow(/maxSelectedObjects/);
    expect(chart.selectedObjects).toEqual([]);
  });
});

describe('numberOfPlacesToSelect', () => {
  it('selects that many adjacent free seats around the click', async () => {
    const t = setup();
    const {chart, model} = await t.render({numberOfPlacesToSelect: 3});
    await model.clickAsync('A-6');
    expect(chart.selectedObjects.sort()).toEqual(['A-5', 'A-6', 'A-7']);
  });

  it('selects nothing when the row has no such block (A-3 is booked)', async () => {
    const t = setup();
    const {chart, model} = await t.render({numberOfPlacesToSelect: 4});
    await model.clickAsync('A-2');
    expect(chart.selectedObjects).toEqual([]);
    expect(t.view.notices.at(-1)).toMatch(/Not enough places/);
  });
});

describe('selection validators', () => {
  it('noOrphanSeats fires onSelectionInvalid and flags the orphan', async () => {
    const t = setup();
    const {model} = await t.render({selectionValidators: [{type: 'noOrphanSeats'}]});
    await model.clickAsync('B-4');
    await model.clickAsync('B-6');
    const invalid = t.fired.filter((f) => f.name === 'onSelectionInvalid').at(-1)!;
    expect(invalid.args[0]).toEqual(['noOrphanSeats']);
    expect(model.publicObject('B-5').isOrphan).toBe(true);
    expect(model.publicObject('B-3').isOrphan).toBe(false);
    expect(model.accessibleName('B-5')).toMatch(/left as a single empty seat/);
    await model.clickAsync('B-5');
    expect(t.fired.at(-1)!.name).toBe('onSelectionValid');
  });

  it('noOrphanSeats counts a seat left between a booked seat and the selection (A-3 is booked)', async () => {
    const t = setup();
    const {model} = await t.render({selectionValidators: [{type: 'noOrphanSeats'}]});
    await model.clickAsync('A-5');
    expect(model.publicObject('A-4').isOrphan).toBe(true);
  });

  it('minimumSelectedPlaces and consecutiveSeats report by type', async () => {
    const t = setup();
    const {model} = await t.render({selectionValidators: [{type: 'minimumSelectedPlaces', minimum: 2}, {type: 'consecutiveSeats'}]});
    await model.clickAsync('A-5');
    expect(t.fired.filter((f) => f.name === 'onSelectionInvalid').at(-1)!.args[0]).toEqual(['minimumSelectedPlaces']);
    await model.clickAsync('A-8');
    expect(t.fired.filter((f) => f.name === 'onSelectionInvalid').at(-1)!.args[0]).toEqual(['consecutiveSeats']);
    await model.clickAsync('A-8');
    await model.clickAsync('A-6');
    expect(t.fired.at(-1)!.name).toBe('onSelectionValid');
  });

  it('an empty selection passes the other validators but is below the minimum of minimumSelectedPlaces', async () => {
    const t = setup();
    const {model} = await t.render({selectionValidators: [{type: 'noOrphanSeats'}, {type: 'consecutiveSeats'}, {type: 'companionSeats'}]});
    await model.clickAsync('A-5');
    await model.clickAsync('A-5');
    expect(t.fired.at(-1)!.name).toBe('onSelectionValid');

    const m = setup();
    const minimum = await m.render({selectionValidators: [{type: 'minimumSelectedPlaces', minimum: 2}]});
    await minimum.model.clickAsync('A-5');
    await minimum.model.clickAsync('A-5');
    expect(minimum.chart.selectedObjects).toEqual([]);
    const last = m.fired.at(-1)!;
    expect(last.name).toBe('onSelectionInvalid');
    expect(last.args[0]).toEqual(['minimumSelectedPlaces']);
  });

  it('companionSeats: a selected companion seat needs an accessible seat beside it in the same selection', () => {
    const seat = (label: string, selected: boolean, flags: Partial<SeatInRow> = {}): SeatInRow => ({
      label,
      open: !selected,
      selected,
      ...flags,
    });
    const row = (accessibleSelected: boolean) => [
      seat('A-1', accessibleSelected, {accessible: true}),
      seat('A-2', true, {companionSeat: true}),
      seat('A-3', false),
    ];
    const companions = [{type: 'companionSeats'}];
    expect(validate(companions, {rows: [row(true)], places: 2}).violations).toEqual([]);
    expect(validate(companions, {rows: [row(false)], places: 1}).violations).toEqual(['companionSeats']);
  });

  it('leaves out a validator of an unknown type with a warning', async () => {
    const t = setup();
    await t.render({selectionValidators: [{type: 'noGaps'}]});
    expect(t.logs.some((log) => log.text.includes('unknown validator type "noGaps"'))).toBe(true);
  });
});

describe('pricing and priceFormatter', () => {
  const pricing = {
    prices: [
      {category: 1, price: 45, fee: 5},
      {
        category: 'Balcony',
        ticketTypes: [
          {ticketType: 'adult', price: 30},
          {ticketType: 'child', price: 15, label: 'Child'},
        ],
      },
      {objects: ['A-12'], price: 60, originalPrice: 80},
    ],
    priceFormatter: (price: number) => `€${price.toFixed(2)}`,
  };

  it('shows the formatted price, fee included, in the popover and the seat’s name', async () => {
    const t = setup();
    const {model} = await t.render({pricing});
    const popover = model.popover('A-1');
    expect(popover.price).toBe('€50.00');
    expect(popover.fee).toBe('€5.00');
    expect(popover.category).toEqual({name: 'Stalls', color: '#5e42ed'});
    expect(model.accessibleName('A-1')).toBe('A-1, Stalls, €50.00, available');
  });

  it('prefers an objects entry over the category entry, with the original price', async () => {
    const t = setup();
    const {model} = await t.render({pricing});
    const popover = model.popover('A-12');
    expect(popover.price).toBe('€60.00');
    expect(popover.originalPrice).toBe('€80.00');
  });

  it('lists ticket types, matched by category label, and asks for one on selection', async () => {
    const t = setup();
    const {chart, model} = await t.render({pricing});
    expect(model.popover('B-2').ticketTypes).toEqual([
      {label: 'adult', price: '€30.00', unavailable: false},
      {label: 'Child', price: '€15.00', unavailable: false},
    ]);
    t.view.answers.push('child');
    await model.clickAsync('B-2');
    expect(chart.selectedObjects).toEqual(['B-2']);
    const selected = t.fired.find((f) => f.name === 'onObjectSelected')!;
    expect(selected.args[1]).toMatchObject({ticketType: 'child', price: 15, formattedPrice: '€15.00'});
  });

  it('passes hold callbacks TicketType objects, and an empty array without ticket types', async () => {
    const t = setup();
    const {model} = await t.render({pricing, session: 'start'});
    await model.clickAsync('A-1');
    t.view.answers.push('child');
    await model.clickAsync('B-2');
    const holds = t.fired.filter((f) => f.name === 'onHoldSucceeded');
    expect(holds.map((f) => f.args[1])).toEqual([
      [],
      [expect.objectContaining({ticketType: 'child', price: 15, formattedPrice: '€15.00'})],
    ]);
  });

  it('shows the raw price when priceFormatter throws, with a warning', async () => {
    const t = setup();
    const {model} = await t.render({
      pricing: {prices: [{category: 1, price: 45}]},
      priceFormatter: () => {
        throw new Error('bad');
      },
    });
    expect(model.popover('A-1').price).toBe('45');
    expect(t.logs.some((log) => /priceFormatter threw/.test(log.text))).toBe(true);
  });

  it('ignores a malformed price entry with a warning and keeps the others', async () => {
    const t = setup();
    const {model} = await t.render({pricing: {prices: [{category: 1}, {category: 2, price: 20}]}});
    expect(model.popover('A-1').price).toBeUndefined();
    expect(model.popover('B-2').price).toBe('20');
    expect(t.logs.some((log) => /pricing.prices\[0\]: needs a price or ticketTypes/.test(log.text))).toBe(true);
  });

  it('greys out objects without a price when objectWithoutPricingSelectable is false', async () => {
    const t = setup();
    const {model} = await t.render({objectWithoutPricingSelectable: false, pricing: {prices: [{category: 1, price: 10}]}});
    expect(model.isSelectable('A-1')).toBe(true);
    expect(model.isSelectable('B-2')).toBe(false);
  });
});

describe('categories and channels', () => {
  it('availableCategories, unavailableCategories and filteredCategories', async () => {
    const t = setup();
    const {model} = await t.render({availableCategories: ['Stalls', 'vip']});
    expect(model.isSelectable('A-1')).toBe(true);
    expect(model.isSelectable('B-2')).toBe(false);
    expect(model.isSelectable('C-1')).toBe(true);
    const u = setup();
    const unavailable = await u.render({unavailableCategories: [1]});
    expect(unavailable.model.isSelectable('A-1')).toBe(false);
    const f = setup();
    const filtered = await f.render({filteredCategories: [2]});
    expect(filtered.model.isSelectable('A-1')).toBe(true);
    expect([...filtered.model.drawState().state.filter!]).toEqual(['2']);
  });

  it('greys out objects without a category when objectWithoutCategorySelectable is false', async () => {
    const t = setup();
    const {model} = await t.render({objectWithoutCategorySelectable: false});
    expect(model.isSelectable('D-1')).toBe(false);
    expect(model.isSelectable('A-1')).toBe(true);
  });

  it('without channels only objects outside any channel are selectable; NO_CHANNEL and a key enable them', async () => {
    const t = setup();
    const plain = await t.render();
    expect(plain.model.isSelectable('A-11')).toBe(false);
    expect(plain.model.isSelectable('A-1')).toBe(true);
    const c = setup();
    const members = await c.render({channels: ['members']});
    expect(members.model.isSelectable('A-11')).toBe(true);
    expect(members.model.isSelectable('A-1')).toBe(false);
    expect(members.model.publicObject('A-11').inSelectableChannel).toBe(true);
    const both = setup();
    const all = await both.render({channels: ['NO_CHANNEL', 'members']});
    expect(all.model.isSelectable('A-1') && all.model.isSelectable('A-11')).toBe(true);
  });

  it('changeConfig changes channels, rejects an empty list, and warns about keys it cannot change', async () => {
    const t = setup();
    const {chart, model} = await t.render();
    await chart.changeConfig({channels: ['members'], mode: 'static'});
    expect(model.isSelectable('A-11')).toBe(true);
    expect(t.logs.some((log) => /changeConfig cannot change mode/.test(log.text))).toBe(true);
    await expect(chart.changeConfig({channels: []})).rejects.toThrow(/empty/);
  });

  it('selectCategories selects every selectable object of a category', async () => {
    const t = setup();
    const {chart} = await t.render();
    await chart.selectCategories(['vip']);
    expect(chart.selectedObjects).toEqual(['C-1', 'C-2', 'C-3', 'C-4']);
  });
});

describe('selectableObjects', () => {
  it('keeps only the listed objects selectable', async () => {
    const t = setup();
    const {chart, model} = await t.render({selectableObjects: ['A-1', {label: 'Standing', amount: 2}]});
    expect(model.isSelectable('A-1')).toBe(true);
    expect(model.isSelectable('A-2')).toBe(false);
    expect(model.accessibleName('A-2')).toMatch(/not available$/);
    await model.clickAsync('A-2');
    expect(chart.selectedObjects).toEqual([]);
    expect(t.names()).toContain('onObjectClicked');
  });
});

describe('modes', () => {
  it('static selects nothing on click, but reports the click and the hover', async () => {
    const t = setup();
    const {chart, model} = await t.render({mode: 'static'});
    expect(model.takesInput()).toBe(true);
    await model.clickAsync('A-1');
    model.hover('A-1');
    expect(chart.selectedObjects).toEqual([]);
    expect(model.isSelectable('A-1')).toBe(false);
    expect(t.names()).toEqual(expect.arrayContaining(['onObjectClicked', 'onObjectMouseOver']));
  });

  it('print and spotlight take no interaction: no click, no hover, so no callback of either', async () => {
    for (const mode of ['print', 'spotlight']) {
      const t = setup();
      const {chart, model} = await t.render({mode, selectedObjects: ['A-3']});
      expect(model.takesInput()).toBe(false);
      await model.clickAsync('A-1');
      model.hover('A-1');
      expect(chart.selectedObjects).toEqual(mode === 'spotlight' ? ['A-3'] : []);
      expect(t.names()).not.toContain('onObjectClicked');
      expect(t.names()).not.toContain('onObjectMouseOver');
    }
  });

  it('normal takes input', async () => {
    const {model} = await setup().render({});
    expect(model.takesInput()).toBe(true);
  });

  it('spotlight shows selectedObjects, even booked ones, dims the rest, and takes no session', async () => {
    const t = setup();
    const {chart, model} = await t.render({mode: 'spotlight', selectedObjects: ['A-3', 'A-4'], session: 'start'});
    expect(chart.selectedObjects).toEqual(['A-3', 'A-4']);
    expect([...model.drawState().state.spotlight!]).toEqual(['A-3', 'A-4']);
    expect(chart.holdToken).toBeUndefined();
    expect(t.logs.some((log) => /session 'start' is ignored in mode spotlight/.test(log.text))).toBe(true);
  });

  it('setSpotlightObjects spotlights, and a buyer’s selection leaves the spotlight view', async () => {
    const t = setup();
    const {chart, model} = await t.render();
    await chart.setSpotlightObjects(['A-1', 'unknown']);
    expect([...model.drawState().state.spotlight!]).toEqual(['A-1']);
    await model.clickAsync('A-1');
    expect(model.drawState().state.spotlight).toBeUndefined();
  });
});

describe('sessions', () => {
  it('start: holds on select, releases on deselect, with the callbacks in order', async () => {
    const t = setup();
    const {chart, model} = await t.render({session: 'start'});
    expect(chart.holdToken).toBe('token-1');
    expect(t.fired.find((f) => f.name === 'onSessionInitialized')!.args[0]).toMatchObject({token: 'token-1', expiresInSeconds: 900});
    await model.clickAsync('A-1');
    expect(t.backend.statuses.get('A-1')).toBe('reservedByToken');
    await model.clickAsync('A-1');
    expect(t.backend.statuses.has('A-1')).toBe(false);
    const order = t.names().filter((name) => /Hold|Release|Object(Selected|Deselected)/.test(name));
    // Selection comes before the hold, and the release follows the deselection (onObjectSelected, onObjectDeselected).
    expect(order).toEqual([
      'onObjectSelected',
      'onHoldCallsInProgress',
      'onHoldSucceeded',
      'onHoldCallsComplete',
      'onObjectDeselected',
      'onHoldCallsInProgress',
      'onReleaseHoldSucceeded',
      'onHoldCallsComplete',
    ]);
  });

  it('undoes the selection when a hold fails, firing onObjectDeselected', async () => {
    const t = setup();
    const {chart, model} = await t.render({session: 'start'});
    t.backend.failHolds = true;
    await model.clickAsync('A-1');
    expect(chart.selectedObjects).toEqual([]);
    const order = t.names().filter((name) => /Hold|Object(Selected|Deselected)/.test(name));
    expect(order).toEqual(['onObjectSelected', 'onHoldCallsInProgress', 'onHoldFailed', 'onHoldCallsComplete', 'onObjectDeselected']);
  });

  it('empties the selection when the token expires, with onObjectDeselected and no release request', async () => {
    const t = setup();
    const {chart, model} = await t.render({session: 'start'});
    await model.clickAsync('A-1');
    const before = t.names().length;
    model.tokenExpired(chart.holdToken!);
    const after = t.names().slice(before);
    expect(after).toEqual(expect.arrayContaining(['onHoldTokenExpired', 'onObjectDeselected']));
    expect(after.filter((name) => /Release|HoldCalls/.test(name))).toEqual([]);
    expect(chart.selectedObjects).toEqual([]);
  });

  it("startNewSession() rejects with session 'manual', where the server makes the tokens; Start over only explains", async () => {
    const backend = setup().backend;
    const token = await backend.session('', 'start');
    const t = setup({backend});
    const {chart, model} = await t.render({session: 'manual', holdToken: token.token});
    await expect(chart.startNewSession()).rejects.toThrow(/session 'manual'.*server/);
    await model.startOver();
    expect(chart.holdToken).toBe(token.token);
  });

  it('manual: renders with a known token, fails without one', async () => {
    const backend = setup().backend;
    const token = await backend.session('', 'start');
    const t = setup({backend});
    const {chart} = await t.render({session: 'manual', holdToken: token.token});
    expect(chart.holdToken).toBe(token.token);
    const u = setup();
    await u.render({session: 'manual'});
    expect(u.names()).toContain('onChartRenderingFailed');
  });

  it('none: holdToken is ignored with a warning, startNewSession rejects', async () => {
    const t = setup();
    const {chart} = await t.render({holdToken: 'abc'});
    expect(t.logs.some((log) => /holdToken is ignored/.test(log.text))).toBe(true);
    await expect(chart.startNewSession()).rejects.toThrow(/session 'none'/);
  });

  it('an expired token fires onHoldTokenExpired, shows the dialog and releases the selection', async () => {
    const t = setup();
    const {chart, model} = await t.render({session: 'start'});
    await model.clickAsync('A-1');
    model.tokenExpired('token-1');
    expect(chart.selectedObjects).toEqual([]);
    expect(t.names()).toContain('onHoldTokenExpired');
    expect(t.view.expiredWith).toMatch(/session has expired/);
    model.tokenExpired('token-1');
    expect(t.names().filter((name) => name === 'onHoldTokenExpired')).toHaveLength(1);
  });

  it('a selected seat booked elsewhere fires onSelectedObjectUnavailable and leaves the selection', async () => {
    const t = setup();
    const {chart, model} = await t.render({session: 'start'});
    await model.clickAsync('A-1');
    model.statusChanged('demo-event', [
      {label: 'A-1', status: 'booked'},
      {label: 'A-2', status: 'booked'},
    ]);
    expect(chart.selectedObjects).toEqual([]);
    expect(t.names().filter((name) => name === 'onObjectStatusChanged')).toHaveLength(2);
    expect(t.names()).toContain('onSelectedObjectUnavailable');
    expect(t.fired.filter((f) => f.name === 'onObjectDeselected').map((f) => (f.args[0] as {label: string}).label)).toEqual(['A-1']);
    expect(model.accessibleName('A-2')).toBe('A-2, Stalls, booked');
  });

  it('holdTokenInputName and selectedObjectsInputName fill fields of the surrounding form', async () => {
    const t = setup();
    t.view.inForm = true;
    const {model} = await t.render({session: 'start', holdTokenInputName: 'holdToken', selectedObjectsInputName: 'seats'});
    await model.clickAsync('A-1');
    await settle();
    expect(t.view.fields.get('holdToken')).toBe('token-1');
    expect(t.view.fields.get('seats')).toBe('A-1');
  });
});

describe('isObjectVisible', () => {
  it('hides the objects it returns false for; the object it receives may be asked anything', async () => {
    const t = setup();
    const {model} = await t.render({
      isObjectVisible: (object: {label: string; selectable: boolean; category?: {hasSelectableObjects: boolean}}) =>
        object.label !== 'A-1' && object.category?.hasSelectableObjects !== false,
    });
    expect(t.names()).toContain('onChartRendered');
    expect(model.isVisible('A-1')).toBe(false);
    expect(model.isSelectable('A-1')).toBe(false);
    expect(model.isVisible('A-2')).toBe(true);
    expect(model.drawState().hidden.has('A-1')).toBe(true);
  });
});

describe('areas and objects passed to callbacks', () => {
  it('asks how many places of an area, and reports them on the object', async () => {
    const t = setup();
    const {chart, model} = await t.render();
    t.view.answers.push(3);
    await model.clickAsync('Standing');
    expect(chart.selectedObjects).toEqual(['Standing', 'Standing', 'Standing']);
    expect(model.publicObject('Standing')).toMatchObject({objectType: 'GeneralAdmissionArea', capacity: 50, numSelected: 3, numFree: 50});
  });

  it('gives seats their labels, parent, category and methods', async () => {
    const t = setup();
    const {model} = await t.render();
    const seat = model.publicObject('A-2');
    expect(seat).toMatchObject({
      label: 'A-2',
      objectType: 'Seat',
      labels: {own: '2', parent: 'A'},
      parent: {type: 'row'},
      status: 'free',
      forSale: true,
    });
    expect(typeof seat.select).toBe('function');
    await (seat.select as () => Promise<void>)();
    expect(model.isSelected('A-2')).toBe(true);
    expect(() => model.findObject('a-2')).toThrow(/case-sensitive/);
  });
});
