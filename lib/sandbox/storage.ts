/**
 * Keeps the sandbox for the browser tab: the state goes to sessionStorage
 * under one key (`tessera-sandbox:state`), at most MAX_STORED_CHARS long. What
 * comes back is checked against a JSON schema of the state before use; data
 * that is corrupted, foreign or from another format version is set aside, and
 * the sandbox starts from the demo data with a message saying so.
 */
import {Validator, type Schema} from '@cfworker/json-schema';
import {knownPlan} from './charts';
import {LIMITS, STATE_FORMAT, type SandboxState} from './state';

/** The part of the Web Storage API the sandbox uses; `sessionStorage` is one. */
export interface SandboxStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const STORAGE_PREFIX = 'tessera-sandbox:';
export const STORAGE_KEY = `${STORAGE_PREFIX}state`;
/** About 2 MB of the 5 MB a browser gives sessionStorage per site (UTF-16). */
export const MAX_STORED_CHARS = 1_000_000;

/** sessionStorage when the page may use it (it throws in some privacy modes), else null. */
export function browserStorage(): SandboxStorage | null {
  try {
    const storage = (globalThis as {sessionStorage?: SandboxStorage}).sessionStorage;
    if (!storage) return null;
    const probe = `${STORAGE_PREFIX}probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/** A storage in memory, for Node and for tests. */
export function memoryStorage(initial: Record<string, string> = {}): SandboxStorage & {data: Map<string, string>} {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}

const str = {type: 'string'};
const int = {type: 'integer'};
const bool = {type: 'boolean'};
const num = {type: 'number'};
const strings = {type: 'array', items: str};
const obj = {type: 'object'};
const counts = {type: 'object', additionalProperties: {type: 'integer', minimum: 0}};
const categoryKey = {type: ['string', 'integer']};
const category = {type: 'object', required: ['key', 'label'], properties: {key: categoryKey, label: str, color: str, accessible: bool}};
const record = (required: string[], properties: Record<string, unknown>) => ({type: 'object', required, properties});

/** What a stored state must look like before the sandbox uses it. */
export const STATE_SCHEMA = record(
  ['format', 'seed', 'random', 'nextId', 'clockOffset', 'company', 'workspaces', 'charts', 'events', 'holdTokens'],
  {
    format: {const: STATE_FORMAT},
    seed: num,
    random: num,
    nextId: int,
    clockOffset: {type: 'number', minimum: 0},
    company: record(['id', 'adminKey', 'holdPeriodInMinutes', 'draftChartDrawingsEnabled'], {
      id: int,
      adminKey: str,
      holdPeriodInMinutes: {type: 'integer', minimum: 1, maximum: 120},
      draftChartDrawingsEnabled: bool,
    }),
    workspaces: {
      type: 'array',
      maxItems: LIMITS.workspaces,
      items: record(['id', 'key', 'secretKey', 'name', 'isDefault', 'isTest', 'isActive'], {
        id: int,
        key: str,
        secretKey: str,
        name: str,
        isDefault: bool,
        isTest: bool,
        isActive: bool,
      }),
    },
    charts: {
      type: 'array',
      maxItems: LIMITS.charts,
      items: record(['id', 'key', 'workspace', 'name', 'plan', 'venueType', 'archived', 'tags', 'categories', 'draft', 'createdOn'], {
        id: int,
        key: str,
        workspace: str,
        name: str,
        plan: str,
        venueType: {enum: ['SIMPLE', 'WITH_SECTIONS_AND_FLOORS', 'WITH_ZONES']},
        archived: bool,
        tags: strings,
        categories: {type: 'array', items: category},
        draft: {oneOf: [{type: 'null'}, record(['name', 'categories'], {name: str, categories: {type: 'array', items: category}})]},
        createdOn: num,
      }),
    },
    events: {
      type: 'array',
      maxItems: LIMITS.events,
      items: record(
        [
          'id',
          'key',
          'workspace',
          'chartKey',
          'name',
          'date',
          'tableBookingConfig',
          'objectCategories',
          'categories',
          'channels',
          'forSaleConfig',
          'forSaleCalls',
          'isInThePast',
          'createdOn',
          'updatedOn',
          'objects',
          'areas',
          'changes',
        ],
        {
          id: int,
          key: str,
          workspace: str,
          chartKey: str,
          name: {type: ['string', 'null']},
          date: {type: ['string', 'null']},
          tableBookingConfig: record(['mode'], {
            mode: {enum: ['INHERIT', 'ALL_BY_TABLE', 'ALL_BY_SEAT', 'CUSTOM']},
            tables: {type: 'object', additionalProperties: {enum: ['BY_TABLE', 'BY_SEAT']}},
          }),
          objectCategories: {type: 'object', additionalProperties: categoryKey},
          categories: {type: 'array', items: category},
          channels: {
            type: 'array',
            items: record(['key', 'name', 'objects', 'areaPlaces'], {
              key: str,
              name: str,
              color: str,
              index: int,
              objects: strings,
              areaPlaces: counts,
            }),
          },
          forSaleConfig: {
            oneOf: [
              {type: 'null'},
              record(['forSale', 'objects', 'areaPlaces', 'categories'], {
                forSale: bool,
                objects: strings,
                areaPlaces: counts,
                categories: strings,
              }),
            ],
          },
          forSaleCalls: {type: 'array', items: num},
          isInThePast: bool,
          createdOn: num,
          updatedOn: {type: ['number', 'null']},
          objects: {
            type: 'object',
            additionalProperties: record(['status'], {
              status: str,
              holdToken: str,
              orderId: str,
              ticketType: str,
              extraData: obj,
              resaleListingId: str,
              fromResale: bool,
            }),
          },
          areas: {
            type: 'object',
            additionalProperties: record(['taken'], {
              taken: {
                type: 'array',
                items: record(['status', 'places'], {
                  status: str,
                  places: {type: 'integer', minimum: 0},
                  holdToken: str,
                  channel: str,
                  orderId: str,
                  ticketType: str,
                }),
              },
              extraData: obj,
            }),
          },
          changes: {
            type: 'array',
            items: record(['id', 'status', 'objectLabel', 'date', 'origin'], {
              id: int,
              status: str,
              objectLabel: str,
              quantity: int,
              date: num,
              orderId: str,
              extraData: obj,
              holdToken: str,
              origin: {enum: ['API_CALL', 'HELD_BY_USER', 'HOLD_RELEASED_BY_USER', 'HOLD_EXPIRED']},
            }),
          },
        },
      ),
    },
    holdTokens: {
      type: 'array',
      items: record(['token', 'workspace', 'createdOn', 'expiresAt'], {
        token: str,
        workspace: str,
        createdOn: num,
        expiresAt: num,
        expired: bool,
      }),
    },
  },
);

let validator: Validator | undefined;

export type Loaded = {state: SandboxState | null; notice?: string};

/**
 * Reads the stored state. Nothing stored: `{state: null}`. Stored but unusable
 * (not JSON, another shape, another format version): `{state: null, notice}`
 * with a sentence for the reader, and the stored value is removed.
 */
export function readState(storage: SandboxStorage | null): Loaded {
  if (!storage) return {state: null};
  let raw: string | null;
  try {
    raw = storage.getItem(STORAGE_KEY);
  } catch {
    return {state: null, notice: 'The browser did not let the sandbox read its saved state, so it started again from the demo data.'};
  }
  if (raw === null) return {state: null};
  const discard = (why: string): Loaded => {
    try {
      storage.removeItem(STORAGE_KEY);
    } catch {
      // Nothing more to do: the next save overwrites it.
    }
    return {state: null, notice: `The saved sandbox state ${why}, so the sandbox started again from the demo data.`};
  };
  if (raw.length > MAX_STORED_CHARS) return discard('was larger than the sandbox keeps');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return discard('was not valid JSON');
  }
  validator ??= new Validator(STATE_SCHEMA as Schema, '2020-12', true);
  const result = validator.validate(parsed);
  if (!result.valid) {
    const format = (parsed as {format?: unknown})?.format;
    if (typeof format === 'string' && format !== STATE_FORMAT)
      return discard(`came from another version of the sandbox (${format.slice(0, 40)})`);
    return discard('was damaged or not the sandbox’s own');
  }
  const state = parsed as SandboxState;
  // The shape is right; the references must be too: every event on a chart of the state, every chart on a known drawing.
  const charts = new Set(state.charts.map((c) => c.key));
  if (!state.events.every((e) => charts.has(e.chartKey)) || !state.charts.every((c) => knownPlan(c.plan))) {
    return discard('was damaged or not the sandbox’s own');
  }
  return {state};
}

/** Writes the state; a refusal (too large, quota, storage blocked) comes back as a sentence for the reader. */
export function writeState(storage: SandboxStorage | null, state: SandboxState): string | undefined {
  if (!storage) return undefined;
  const text = JSON.stringify(state);
  if (text.length > MAX_STORED_CHARS) {
    return `The sandbox state has grown past ${Math.round(MAX_STORED_CHARS / 1000)} thousand characters, so the latest changes are kept in this page only. Reset the sandbox to start again.`;
  }
  try {
    storage.setItem(STORAGE_KEY, text);
    return undefined;
  } catch {
    return 'The browser refused to save the sandbox state (storage full or blocked), so the latest changes are kept in this page only.';
  }
}

export function clearState(storage: SandboxStorage | null): void {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // A blocked storage has nothing to clear.
  }
}
