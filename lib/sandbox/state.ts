/**
 * The sandbox's state: plain JSON, so it can be stored in sessionStorage as it
 * is. Objects of an event are stored sparsely: an object that was never
 * changed is `free`, with nothing stored, so a 10,000-seat event costs nothing
 * until seats are sold.
 */
import type {CategoryKey} from '../seatmap/schema';

export type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
export type JsonObject = {[key: string]: Json};

export type CategoryState = {key: CategoryKey; label: string; color?: string; accessible?: boolean};

export type WorkspaceState = {
  id: number;
  key: string;
  secretKey: string;
  name: string;
  isDefault: boolean;
  isTest: boolean;
  isActive: boolean;
};

export type ChartState = {
  id: number;
  key: string;
  workspace: string;
  name: string;
  /** Which drawing the chart has (charts.ts planFor). */
  plan: string;
  venueType: 'SIMPLE' | 'WITH_SECTIONS_AND_FLOORS' | 'WITH_ZONES';
  archived: boolean;
  tags: string[];
  categories: CategoryState[];
  /** The pending draft version (platform.md §4 "Drafts vs published versions"): its name and categories. */
  draft: {name: string; categories: CategoryState[]} | null;
  createdOn: number;
};

export type TableBookingMode = 'INHERIT' | 'ALL_BY_TABLE' | 'ALL_BY_SEAT' | 'CUSTOM';
export type TableBookingConfig = {mode: TableBookingMode; tables?: Record<string, 'BY_TABLE' | 'BY_SEAT'>};
export type ForSaleConfig = {forSale: boolean; objects: string[]; areaPlaces: Record<string, number>; categories: string[]};
export type ChannelState = {
  key: string;
  name: string;
  color?: string;
  index?: number;
  objects: string[];
  areaPlaces: Record<string, number>;
};

/** The status of a seat, table or booth that is not plain `free`. */
export type ObjectState = {
  status: string;
  holdToken?: string;
  orderId?: string;
  ticketType?: string;
  extraData?: JsonObject;
  resaleListingId?: string;
  /** Set while a resale object is held: releasing it returns it to resale (platform.md §6). */
  fromResale?: boolean;
};

/** Places of an area with one status, taken from one channel's share (or from the places in no channel). */
export type AreaPlaces = {status: string; places: number; holdToken?: string; channel?: string; orderId?: string; ticketType?: string};
export type AreaState = {taken: AreaPlaces[]; extraData?: JsonObject};

export type OriginType = 'API_CALL' | 'HELD_BY_USER' | 'HOLD_RELEASED_BY_USER' | 'HOLD_EXPIRED';

export type StatusChangeState = {
  id: number;
  status: string;
  objectLabel: string;
  quantity?: number;
  date: number;
  orderId?: string;
  extraData?: JsonObject;
  holdToken?: string;
  origin: OriginType;
};

export type EventState = {
  id: number;
  key: string;
  workspace: string;
  chartKey: string;
  name: string | null;
  date: string | null;
  tableBookingConfig: TableBookingConfig;
  objectCategories: Record<string, CategoryKey>;
  categories: CategoryState[];
  channels: ChannelState[];
  forSaleConfig: ForSaleConfig | null;
  /** When each for-sale configuration call of the last 24 hours was made (platform.md §8 rate limit). */
  forSaleCalls: number[];
  isInThePast: boolean;
  createdOn: number;
  updatedOn: number | null;
  objects: Record<string, ObjectState>;
  areas: Record<string, AreaState>;
  /** Status change log, oldest first; the sandbox keeps the newest MAX_CHANGES_PER_EVENT. */
  changes: StatusChangeState[];
};

export type HoldTokenState = {
  token: string;
  workspace: string;
  createdOn: number;
  expiresAt: number;
  /** Set once the token expired and its objects were released. */
  expired?: boolean;
};

export type SandboxState = {
  /** Format of the stored state; another number is foreign data. */
  format: typeof STATE_FORMAT;
  seed: number;
  /** State of the pseudo-random generator (keys, hold tokens, request ids). */
  random: number;
  /** Next numeric id (charts, events, status changes). */
  nextId: number;
  /** Milliseconds the virtual clock is ahead of the real one. */
  clockOffset: number;
  company: {id: number; adminKey: string; holdPeriodInMinutes: number; draftChartDrawingsEnabled: boolean};
  workspaces: WorkspaceState[];
  charts: ChartState[];
  events: EventState[];
  holdTokens: HoldTokenState[];
};

export const STATE_FORMAT = 'tessera-sandbox/1';

/** Bounds that keep the state (and so sessionStorage) small, whatever a reader sends. */
export const LIMITS = {
  charts: 50,
  events: 300,
  channelsPerEvent: 50,
  holdTokens: 500,
  changesPerEvent: 500,
  tagsPerChart: 50,
  workspaces: 20,
} as const;
