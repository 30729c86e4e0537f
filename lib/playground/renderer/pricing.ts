/**
 * The renderer's `pricing` option (domain/renderer.yaml, `pricing`): entries by
 * category, by objects or by listing, each a simple price or ticket types,
 * with fees, original prices and per-channel prices. The most specific entry
 * wins: a listing entry, then an objects entry, then a category entry.
 * Category labels match case-sensitively, like keys. Prices are display-only.
 */

export type TicketTypeEntry = {
  ticketType: string;
  price: number;
  originalPrice?: number;
  fee?: number;
  label?: string;
  description?: string;
  primary?: boolean;
  unavailable?: boolean;
  unavailableReason?: string;
};

type ChannelPrice = {channel: string; price?: number; originalPrice?: number; fee?: number; ticketTypes?: TicketTypeEntry[]};

export type PriceEntry = {
  category?: string | number;
  objects?: string[];
  listing?: string;
  price?: number;
  originalPrice?: number;
  fee?: number;
  ticketTypes?: TicketTypeEntry[];
  channels?: ChannelPrice[];
};

export type Pricing = {prices: PriceEntry[]; allFeesIncluded: boolean};

/** What applies to one object: a simple price or ticket types, fees included unless allFeesIncluded. */
export type ObjectPrice = {price?: number; originalPrice?: number; fee?: number; ticketTypes?: TicketTypeEntry[]};

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function ticketTypes(value: unknown): TicketTypeEntry[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const types = value.filter(
    (type): type is TicketTypeEntry => isRecord(type) && typeof type.ticketType === 'string' && isNumber(type.price),
  );
  return types.length === value.length ? types : undefined;
}

/**
 * Reads the option: `{prices, allFeesIncluded}` or the legacy bare array. A
 * malformed entry (no category, objects or listing; no price or ticket types)
 * is left out with a warning, and the others apply.
 */
export function readPricing(value: unknown, warn: (text: string) => void): Pricing | undefined {
  if (value === undefined || value === null) return undefined;
  const list = Array.isArray(value) ? value : isRecord(value) ? value.prices : undefined;
  if (!Array.isArray(list)) {
    warn('pricing: expected {prices: [...]} or an array of price entries; the chart shows no prices.');
    return undefined;
  }
  const prices: PriceEntry[] = [];
  list.forEach((entry, index) => {
    const where = `pricing.prices[${index}]`;
    if (!isRecord(entry)) return warn(`${where}: not an object; ignored.`);
    const target =
      typeof entry.category === 'string' || typeof entry.category === 'number'
        ? 'category'
        : Array.isArray(entry.objects) && entry.objects.every((label) => typeof label === 'string')
          ? 'objects'
          : typeof entry.listing === 'string'
            ? 'listing'
            : undefined;
    if (!target) return warn(`${where}: needs category, objects or listing; ignored.`);
    const types = ticketTypes(entry.ticketTypes);
    if (!isNumber(entry.price) && !types) return warn(`${where}: needs a price or ticketTypes; ignored.`);
    const channels = Array.isArray(entry.channels)
      ? entry.channels.filter((channel): channel is ChannelPrice => isRecord(channel) && typeof channel.channel === 'string')
      : undefined;
    prices.push({
      category: entry.category as string | number | undefined,
      objects: entry.objects as string[] | undefined,
      listing: entry.listing as string | undefined,
      price: isNumber(entry.price) ? entry.price : undefined,
      originalPrice: isNumber(entry.originalPrice) ? entry.originalPrice : undefined,
      fee: isNumber(entry.fee) ? entry.fee : undefined,
      ticketTypes: types,
      channels: channels?.map((channel) => ({...channel, ticketTypes: ticketTypes(channel.ticketTypes)})),
    });
  });
  const allFeesIncluded = isRecord(value) && value.allFeesIncluded === true;
  return {prices, allFeesIncluded};
}

export type PricedObject = {label: string; categoryKey?: string | number; categoryLabel?: string; listing?: string; channel?: string};

/** The entry for an object: listing, then objects, then category. */
export function entryFor(pricing: Pricing | undefined, object: PricedObject): PriceEntry | undefined {
  if (!pricing) return undefined;
  const {prices} = pricing;
  if (object.listing !== undefined) {
    const listing = prices.find((entry) => entry.listing === object.listing);
    if (listing) return listing;
  }
  const byObjects = prices.find((entry) => entry.objects?.includes(object.label));
  if (byObjects) return byObjects;
  return prices.find(
    (entry) =>
      entry.category !== undefined &&
      (String(entry.category) === String(object.categoryKey) ||
        (object.categoryLabel !== undefined && entry.category === object.categoryLabel)),
  );
}

/**
 * The price an object shows: its entry, or the entry's price for the object's
 * channel when that channel is enabled; fees added unless allFeesIncluded.
 */
export function priceOf(pricing: Pricing | undefined, object: PricedObject, enabledChannels?: string[]): ObjectPrice | undefined {
  const entry = entryFor(pricing, object);
  if (!entry) return undefined;
  const channel =
    object.channel !== undefined && enabledChannels?.includes(object.channel)
      ? entry.channels?.find((candidate) => candidate.channel === object.channel)
      : undefined;
  const source = channel ?? entry;
  const withFee = (price: number, fee: number | undefined) => price + (pricing!.allFeesIncluded ? 0 : (fee ?? 0));
  if (source.ticketTypes) {
    return {ticketTypes: source.ticketTypes.map((type) => ({...type, price: withFee(type.price, type.fee)}))};
  }
  if (source.price === undefined) return undefined;
  return {
    price: withFee(source.price, source.fee),
    originalPrice: source.originalPrice,
    fee: pricing!.allFeesIncluded ? undefined : source.fee,
  };
}

/** Lowest and highest price over simple prices and available ticket types. */
export function priceRange(prices: (ObjectPrice | undefined)[]): [number, number] | undefined {
  const values = prices.flatMap((price) =>
    price === undefined
      ? []
      : price.ticketTypes
        ? price.ticketTypes.filter((type) => !type.unavailable).map((type) => type.price)
        : price.price === undefined
          ? []
          : [price.price],
  );
  if (values.length === 0) return undefined;
  return [Math.min(...values), Math.max(...values)];
}
