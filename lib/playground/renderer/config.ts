/**
 * Reads a chart's configuration the way the renderer does (domain/renderer.yaml,
 * `invalidValues.options`): a value of the wrong type, or a string outside the
 * allowed values (case-sensitive), is logged as a warning naming the option
 * and the default applies; an unknown option is ignored with a warning; a
 * deprecated one is accepted with a warning naming its replacement. On top of
 * the renderer's rules the playground says which options it does not simulate.
 */
import {surfaceNames} from '../surfaceNames';

type Kind = 'string' | 'boolean' | 'function' | 'array' | 'object' | 'number' | 'element' | 'any';
type Spec = {kind: Kind | Kind[]; values?: readonly string[]; deprecated?: string; removed?: boolean};

const S = (kind: Spec['kind'], extra: Partial<Spec> = {}): Spec => ({kind, ...extra});

/** Types and allowed values, from domain/renderer.yaml. */
export const optionSpecs: Record<string, Spec> = {
  divId: S('string'),
  container: S('element'),
  workspaceKey: S('string'),
  event: S('string'),
  events: S('array'),
  mode: S('string', {values: ['normal', 'static', 'print', 'spotlight']}),
  language: S('string'),
  messages: S('object'),
  ticketBuyerId: S('string'),
  extraConfig: S('object'),
  activeFloor: S('string'),
  showFloorElevator: S('boolean'),
  lockActiveFloor: S('boolean'),
  pricing: S(['object', 'array']),
  priceFormatter: S('function'),
  showSectionPricingOverlay: S('boolean'),
  objectWithoutPricingSelectable: S('boolean'),
  objectWithoutCategorySelectable: S('boolean'),
  listings: S('array'),
  listingTypes: S('object'),
  selectedObjects: S('array'),
  selectableObjects: S('array'),
  maxSelectedObjects: S(['number', 'array']),
  numberOfPlacesToSelect: S('number'),
  multiSelectEnabled: S('boolean'),
  selectionValidators: S('array'),
  selectedObjectsInputName: S('string'),
  channels: S('array'),
  hideSectionsNotForSale: S('boolean'),
  isObjectVisible: S('function'),
  availableCategories: S('array'),
  unavailableCategories: S('array'),
  filteredCategories: S('array'),
  categoryFilter: S('object'),
  objectColor: S('function'),
  objectLabel: S('function'),
  objectIcon: S('function'),
  sectionColor: S('function'),
  showSectionContents: S('string', {values: ['auto', 'always', 'onlyAfterZoom']}),
  showSeatLabels: S('boolean'),
  objectPopover: S('object'),
  popoverInfo: S('function'),
  showLegend: S('boolean'),
  legend: S('object'),
  loading: S('string'),
  showMinimap: S('boolean'),
  showFullScreenButton: S('boolean'),
  showAccessibilityFilter: S('boolean'),
  showZoomOutButtonOnMobile: S('boolean'),
  showActiveSectionTooltipOnMobile: S('boolean'),
  inputDevice: S('string', {values: ['auto', 'cursor', 'touch']}),
  fitTo: S('string', {values: ['width', 'widthAndHeight']}),
  colorScheme: S('string', {values: ['light', 'dark']}),
  colors: S('object'),
  style: S('object'),
  stylePreset: S('string', {values: ['balance', 'bubblegum', 'flathead', 'bezels', 'leaf'], deprecated: 'it no longer has any effect'}),
  themePreset: S('string', {deprecated: 'use colorScheme'}),
  themeColors: S('object', {deprecated: 'use colors'}),
  session: S('string', {values: ['continue', 'start', 'manual', 'none']}),
  holdToken: S('string'),
  holdTokenInputName: S('string'),
  holdOnSelectForGAs: S('boolean'),
  holdOnSelect: S('boolean', {deprecated: 'use session'}),
  unifiedObjectPropertiesInCallbacks: S('boolean', {deprecated: 'callbacks always receive the unified object'}),
  showViewFromYourSeatOnMobile: S('boolean', {deprecated: 'it no longer has any effect'}),
  showViewFromYourSeatOnDesktop: S('boolean', {deprecated: 'it no longer has any effect'}),
  objectTooltip: S('object', {deprecated: 'use objectPopover'}),
  tooltipInfo: S('function', {deprecated: 'use popoverInfo'}),
  customTooltipText: S('boolean', {deprecated: 'use popoverInfo'}),
  tooltipStyle: S('string', {deprecated: 'use colorScheme, colors and style'}),
  allowOrphanSeats: S('boolean', {deprecated: 'use the noOrphanSeats selection validator'}),
  orphanSeats: S('string', {deprecated: 'use selectionValidators'}),
  isObjectSelectable: S('function', {deprecated: 'use selectableObjects or the category options'}),
  objectCategory: S('function', {deprecated: 'categories are set per event'}),
  showRowLabels: S('boolean', {deprecated: 'row labels are set in the designer'}),
  alwaysShowSectionContents: S('boolean', {deprecated: "use showSectionContents: 'always'"}),
  showRowLines: S('boolean', {deprecated: 'it has no replacement'}),
};

/** The prompts API's callbacks: config keys too, outside the four lists. */
const promptCallbacks = ['onPlacesPrompt', 'onTicketTypePrompt', 'onPlacesWithTicketTypesPrompt'];
const names = surfaceNames();
const callbackNames = new Set(names.callbacks);
const simulated = new Set(names.simulated);

export type Notice = {kind: 'warning' | 'note'; text: string};
export const NOT_SIMULATED = 'not simulated in the playground';

function kindOf(value: unknown, isElement: (value: unknown) => boolean): Kind {
  if (typeof value === 'function') return 'function';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return Number.isFinite(value) ? 'number' : 'any';
  if (value !== null && typeof value === 'object') return isElement(value) ? 'element' : 'object';
  return 'any';
}

/**
 * The options the chart uses: each key checked; what is wrong is dropped (its
 * default applies) and reported. Callbacks stay as they are; `container` is
 * checked by render(), which throws.
 */
export function readConfig(
  raw: Record<string, unknown>,
  isElement: (value: unknown) => boolean,
): {config: Record<string, unknown>; notices: Notice[]} {
  const notices: Notice[] = [];
  const config: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (callbackNames.has(key) || promptCallbacks.includes(key)) {
      if (typeof value !== 'function') {
        notices.push({kind: 'warning', text: `${key}: expected a function; ignored.`});
        continue;
      }
      if (!simulated.has(key)) notices.push({kind: 'note', text: `${key} is ${NOT_SIMULATED}: it never fires here.`});
      config[key] = value;
      continue;
    }
    const spec = optionSpecs[key];
    if (!spec) {
      notices.push({kind: 'warning', text: `Unknown option "${key}" (option names are case-sensitive); ignored.`});
      continue;
    }
    if (container(key)) {
      config[key] = value;
      continue;
    }
    const kinds = Array.isArray(spec.kind) ? spec.kind : [spec.kind];
    const actual = kindOf(value, isElement);
    if (value === null) continue;
    if (!kinds.includes(actual)) {
      notices.push({
        kind: 'warning',
        text: `${key}: expected ${kinds.join(' or ')}, got ${actual === 'any' ? String(value) : actual}; the default applies.`,
      });
      continue;
    }
    if (spec.values && !spec.values.includes(value as string)) {
      notices.push({
        kind: 'warning',
        text: `${key}: "${String(value)}" is not one of ${spec.values.map((v) => `'${v}'`).join(', ')} (case-sensitive); the default applies.`,
      });
      continue;
    }
    if (spec.deprecated) notices.push({kind: 'warning', text: `${key} is deprecated: ${spec.deprecated}.`});
    if (!simulated.has(key)) notices.push({kind: 'note', text: `${key} is ${NOT_SIMULATED}; the chart renders without it.`});
    config[key] = value;
  }
  return {config, notices};
}

function container(key: string): boolean {
  return key === 'container' || key === 'divId';
}

/** The keys changeConfig may change (domain/renderer.yaml, chart_methods.changeConfig). */
export const changeableKeys = new Set([
  'availableCategories',
  'unavailableCategories',
  'filteredCategories',
  'channels',
  'extraConfig',
  'maxSelectedObjects',
  'numberOfPlacesToSelect',
  'objectColor',
  'objectLabel',
  'pricing',
]);
