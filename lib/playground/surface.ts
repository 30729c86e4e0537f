/**
 * What the playground simulates of the renderer's surface in
 * domain/renderer.yaml: every option, chart method, chart property, callback
 * and object property that is not removed, each either simulated (with what
 * the playground does, in a few words) or not. The coverage table on the
 * playground page and the "Try it" links are generated from this list, and
 * tests/unit/playground-surface.test.ts holds it to the fact sheet: every
 * item listed once, nothing listed that the fact sheet does not name.
 *
 * An option outside coverage is still accepted: the chart logs that it is
 * not simulated in the playground, and renders without it.
 */

export type SurfaceList = 'option' | 'method' | 'property' | 'callback' | 'object-property';

export type SurfaceItem = {
  list: SurfaceList;
  /** As the fact sheet names it; object properties as `owner.name` (`ga.capacity`, `seat.parent`). */
  name: string;
  /** What the playground does with it, or undefined when it is not simulated. */
  simulated?: string;
};

const o = (name: string, simulated?: string): SurfaceItem => ({list: 'option', name, simulated});
const m = (name: string, simulated?: string): SurfaceItem => ({list: 'method', name, simulated});
const p = (name: string, simulated?: string): SurfaceItem => ({list: 'property', name, simulated});
const c = (name: string, simulated?: string): SurfaceItem => ({list: 'callback', name, simulated});
const op = (name: string, simulated?: string): SurfaceItem => ({list: 'object-property', name, simulated});

const DRAWN = 'drawn on the chart';
const ON_OBJECTS = 'on every object passed to callbacks and methods';

export const surface: SurfaceItem[] = [
  // ---- options ----
  o('divId', 'renders into that element; render() throws when it matches none'),
  o('container', 'renders into that element; render() throws when it is not an element'),
  o('workspaceKey', 'the demo public key renders; any other key fails rendering'),
  o('event', 'statuses of that demo event, live from the sandbox'),
  o('events', 'an event group: holds apply to every event; no channels'),
  o('mode', 'normal, static, print and spotlight'),
  o('language'),
  o('messages', 'replaces the built-in texts the chart shows'),
  o('ticketBuyerId'),
  o('extraConfig', 'passed to the function options'),
  o('activeFloor', 'opens on that floor; unknown names warn and show all floors'),
  o('showFloorElevator', 'shows or hides the floor picker'),
  o('lockActiveFloor', 'blocks floor changes; fails rendering without a valid activeFloor'),
  o('pricing', 'prices by category, object and listing, ticket types, fees, channel prices'),
  o('pricing.prices', 'prices by category, object and listing, ticket types, fees, channel prices'),
  o('priceFormatter', 'formats every price in the popover, legend and callbacks'),
  o('showSectionPricingOverlay', 'prices on sections whose contents are hidden'),
  o('objectWithoutPricingSelectable', 'greys out objects without a price'),
  o('objectWithoutCategorySelectable', 'greys out objects without a category'),
  o('listings', 'listing prices and selectAsGroup'),
  o('listingTypes'),
  o('selectedObjects', 'preselects free objects when the chart renders'),
  o('selectableObjects', 'only these objects stay selectable'),
  o('maxSelectedObjects', 'a number or limiters by category and ticket type'),
  o('numberOfPlacesToSelect', 'a click selects that many adjacent seats'),
  o('multiSelectEnabled'),
  o('selectionValidators', 'noOrphanSeats, consecutiveSeats, minimumSelectedPlaces, companionSeats'),
  o('selectedObjectsInputName', 'a hidden field with the selected labels in the surrounding form'),
  o('channels', 'only objects of these channels are selectable; NO_CHANNEL for the rest'),
  o('hideSectionsNotForSale', 'hides sections whose objects are all not for sale'),
  o('isObjectVisible', 'hides the objects it returns false for'),
  o('availableCategories', 'only these categories stay selectable'),
  o('unavailableCategories', 'these categories become unselectable'),
  o('filteredCategories', 'dims the other categories'),
  o('categoryFilter', 'a category filter bar above the chart'),
  o('objectColor', 'fills each object with the colour it returns'),
  o('objectLabel', 'draws the text it returns on each object'),
  o('objectIcon'),
  o('sectionColor', 'fills each section with the colour it returns'),
  o('showSectionContents', 'always, auto and onlyAfterZoom, by zoom level'),
  o('showSeatLabels', DRAWN),
  o('objectPopover', 'the parts of the popover, and confirmSelection'),
  o('popoverInfo', 'its text in the popover, with [b] and [i]'),
  o('showLegend', 'a category legend above the chart'),
  o('legend', 'the legend switches'),
  o('loading'),
  o('showMinimap', 'an overview while zoomed in'),
  o('showFullScreenButton', 'a button that makes the chart fill the frame'),
  o('showAccessibilityFilter'),
  o('showZoomOutButtonOnMobile'),
  o('showActiveSectionTooltipOnMobile'),
  o('inputDevice'),
  o('fitTo', 'width, or width and height of the container'),
  o('colorScheme', 'light and dark'),
  o('colors', 'availableObjectColor, selectedObjectColor, errorColor'),
  o('style'),
  o('stylePreset', 'accepted with a warning; no effect'),
  o('themePreset', 'accepted with a warning naming colorScheme'),
  o('themeColors', 'accepted with a warning naming colors'),
  o('session', 'continue, start, manual and none, against the sandbox'),
  o('holdToken', 'the sandbox token a session manual uses'),
  o('holdTokenInputName', 'a hidden field with the hold token in the surrounding form'),
  o('holdOnSelectForGAs', 'areas held on selection during a session'),
  o('holdOnSelect'),
  o('unifiedObjectPropertiesInCallbacks', 'accepted with a warning; callbacks always get the unified object'),
  o('showViewFromYourSeatOnMobile', 'accepted with a warning; no effect'),
  o('showViewFromYourSeatOnDesktop', 'accepted with a warning; no effect'),
  o('objectTooltip', 'accepted with a warning; its switches act as objectPopover'),
  o('tooltipInfo', 'accepted with a warning; acts as popoverInfo'),
  o('customTooltipText'),
  o('tooltipStyle'),
  o('allowOrphanSeats'),
  o('orphanSeats'),
  o('isObjectSelectable'),
  o('objectCategory'),
  o('showRowLabels'),
  o('alwaysShowSectionContents', "accepted with a warning; acts as showSectionContents: 'always'"),
  o('showRowLines'),

  // ---- chart methods ----
  m('render', 'renders in the frame'),
  m('rerender', 'redraws and clears the selection'),
  m('destroy', 'removes the chart; a second call throws'),
  m('changeConfig', 'the keys it may change; others warn'),
  m('clearSelection', 'deselects all and releases holds'),
  m('doSelectObjects', 'all or nothing'),
  m('trySelectObjects', 'selects what it can'),
  m('deselectObjects', 'labels, ticket types, amounts'),
  m('selectCategories', 'every selectable object of those categories'),
  m('deselectCategories', 'deselects those categories'),
  m('listSelectedObjects', 'the selected objects'),
  m('listCategories', 'categories with pricing'),
  m('listZones', 'the zones of the chart: none, as no demo chart has zones'),
  m('findObject', 'rejects for an unknown label'),
  m('getReportBySelectability', 'counts per selectability'),
  m('getReportBySelectabilityGroupedBy', 'grouped by zone: empty, as no demo chart has zones'),
  m('holdBestAvailable', 'the best free seats nearest the focal point, in the session'),
  m('startNewSession', 'a new sandbox hold token'),
  m('resetView', 'zoom and pan back to the start'),
  m('zoomToSelectedObjects', 'zooms to the selection'),
  m('zoomToFilteredCategories', 'zooms to the filtered categories'),
  m('zoomToObjects', 'zooms to those objects'),
  m('zoomToSection', 'zooms to that section'),
  m('goToFloor', 'shows that floor'),
  m('goToAllFloorsView', 'shows every floor'),
  m('pulse', 'animates those objects'),
  m('unpulse', 'stops the animation'),
  m('setSpotlightObjects', 'spotlights those objects'),
  m('setSpotlightOnSelection', 'spotlights the selection'),
  m('clearSpotlightObjects', 'leaves the spotlight view'),

  // ---- chart properties ----
  p('selectedObjects', 'labels of the selection, kept up to date'),
  p('holdToken', 'the sandbox hold token of the session'),

  // ---- callbacks ----
  c('onChartRendered', 'when the chart is drawn'),
  c('onChartRenderingFailed', 'bad keys, events, channels, floors or sessions'),
  c('onChartRerenderingStarted', 'before rerender()'),
  c('onObjectClicked', 'every click or Enter, selectable or not'),
  c('onObjectSelected', 'with the ticket type'),
  c('onObjectDeselected', 'with the ticket type'),
  c('onObjectMouseOver', 'pointer or focus enters an object'),
  c('onObjectMouseOut', 'pointer or focus leaves an object'),
  c('onObjectStatusChanged', 'a status change in the sandbox (the REST console, an expiry)'),
  c('onSelectedObjectUnavailable', 'a selected object booked or held elsewhere'),
  c('onSelectedObjectBooked', 'fires with onSelectedObjectUnavailable'),
  c('onSelectionValid', 'after each selection change when validators pass'),
  c('onSelectionInvalid', 'with the failing validator types'),
  c('onSessionInitialized', 'with the sandbox hold token'),
  c('onHoldSucceeded', 'a sandbox hold succeeded'),
  c('onHoldFailed', 'a sandbox hold failed; the selection is undone'),
  c('onReleaseHoldSucceeded', 'a sandbox release succeeded'),
  c('onReleaseHoldFailed', 'a sandbox release failed'),
  c('onHoldCallsInProgress', 'while a hold or release is pending'),
  c('onHoldCallsComplete', 'when none is pending'),
  c('onHoldTokenExpired', 'the token expired on the sandbox clock'),
  c('onFilteredCategoriesChanged', 'the category filter or changeConfig'),
  c('onFloorChanged', 'the floor picker, goToFloor, goToAllFloorsView'),
  c('onFullScreenOpened', 'the full-screen button'),
  c('onFullScreenClosed', 'the full-screen button'),
  c('onScrolledOutOfBoundsVertically'),

  // ---- object properties ----
  op('object.label', ON_OBJECTS),
  op('object.labels', ON_OBJECTS),
  op('object.floor', 'the floor of the object’s section'),
  op('object.zone'),
  op('object.objectType', ON_OBJECTS),
  op('object.displayObjectType'),
  op('object.category', ON_OBJECTS),
  op('object.pricing', 'with formattedPrice from priceFormatter'),
  op('object.selected', ON_OBJECTS),
  op('object.selectable', ON_OBJECTS),
  op('object.selectedTicketType', ON_OBJECTS),
  op('object.accessible', 'true in a category marked accessible'),
  op('object.wheelchairSpaceType'),
  op('object.hearingImpaired'),
  op('object.signLanguageInterpretation'),
  op('object.cartServices'),
  op('object.plusSize'),
  op('object.restrictedView'),
  op('object.companionSeat'),
  op('object.liftUpArmrests'),
  op('object.select(ticketType?)', 'selects the object; rejects when it cannot'),
  op('object.deselect(ticketType?)', 'deselects the object'),
  op('bookable.status', 'the sandbox status'),
  op('bookable.extraData', 'the sandbox extra data'),
  op('bookable.forSale', 'the sandbox for-sale state'),
  op('bookable.dataPerEvent', 'status per event in an event group'),
  op('bookable.seasonStatusOverriddenQuantity'),
  op('bookable.entrance'),
  op('bookable.resaleListingId'),
  op('bookable.inSelectableChannel', 'against the channels option'),
  op('bookable.isInChannel(channelKey)', 'against the sandbox channels'),
  op('bookable.channel'),
  op('seat/table.center', ON_OBJECTS),
  op('seat.pulse()', 'animates the seat'),
  op('seat.unpulse()', 'stops the animation'),
  op('seat.parent', ON_OBJECTS),
  op('seat.viewFromSeatUrl'),
  op('seat.isOrphan', 'set by the noOrphanSeats validator'),
  op('table.seats', 'the seats of a table booked as a whole'),
  op('ga.capacity', ON_OBJECTS),
  op('ga.numBooked', ON_OBJECTS),
  op('ga.numFree', ON_OBJECTS),
  op('ga.numSelected', ON_OBJECTS),
  op('ga.selectionPerTicketType', ON_OBJECTS),
  op('ga.holds', 'places held per token'),
  op('ga.bookAsAWhole', ON_OBJECTS),
  op('ga.dataPerEvent', 'status per event in an event group'),
  op('section.objectType', 'on sections passed to callbacks'),
  op('section.label', 'on sections passed to callbacks'),
  op('section.sectionCategory', 'on sections passed to callbacks'),
  op('section.numberOfSelectableObjects', 'on sections passed to callbacks'),
  op('section.numberOfSelectedObjects', 'on sections passed to callbacks'),
  op('section.selectableCategories', 'on sections passed to callbacks'),
  op('section.isInteractive', 'on sections passed to callbacks'),
  op('section.entrance'),
  op('section.ticketListing', 'lowest price and count of the listings inside'),
];

export const surfaceLists: {list: SurfaceList; title: string}[] = [
  {list: 'option', title: 'Options'},
  {list: 'method', title: 'Methods'},
  {list: 'property', title: 'Chart properties'},
  {list: 'callback', title: 'Callbacks'},
  {list: 'object-property', title: 'Object properties'},
];

/** Simulated items of a list over all of them. */
export function coverage(list: SurfaceList): {simulated: number; total: number} {
  const items = surface.filter((item) => item.list === list);
  return {simulated: items.filter((item) => item.simulated).length, total: items.length};
}

const byKey = new Map(surface.map((item) => [`${item.list}:${item.name}`, item]));

/** The surface item of a page, from its front matter kind and name (object properties by owner). */
export function surfaceItem(kind: string, name: string, owner?: string): SurfaceItem | undefined {
  if (kind === 'object-property') {
    return surface.find(
      (item) =>
        item.list === 'object-property' &&
        item.name.endsWith(`.${name}`) &&
        (owner ?? '').split('/').every((one) => item.name.split('.')[0].split('/').includes(one)),
    );
  }
  return byKey.get(`${kind}:${name}`);
}

/** Names of the options the playground simulates. */
export const simulatedOptions = new Set(surface.filter((item) => item.list === 'option' && item.simulated).map((item) => item.name));
