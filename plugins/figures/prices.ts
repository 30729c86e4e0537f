/**
 * Prices as the renderer shows them: a category's price or price range,
 * formatted the way the page's priceFormatter would, fees added unless the
 * prices already include them.
 */
import type {CategoryKey} from '../../lib/seatmap/schema';
import type {Pricing} from './schema';

export type TicketTypeLine = {label: string; price: string; fee?: string; description?: string; unavailable: boolean};

export type PriceBook = {
  format: (value: number) => string;
  /** `€45.00`, or `€25.00 – €45.00` for ticket types; undefined without a price. */
  label: (category: CategoryKey | undefined) => string | undefined;
  /** The lowest price of a category, for sorting. */
  lowest: (category: CategoryKey | undefined) => number | undefined;
  original: (category: CategoryKey | undefined) => string | undefined;
  fee: (category: CategoryKey | undefined) => string | undefined;
  ticketTypes: (category: CategoryKey | undefined) => TicketTypeLine[];
  /** Price range over several categories, for a section. */
  range: (categories: (CategoryKey | undefined)[]) => string | undefined;
};

export function priceBook(pricing: Pricing | undefined): PriceBook {
  const format = (value: number): string => {
    const f = pricing?.format ?? {prefix: '', decimals: 0, suffix: ''};
    const digits = f.decimals === 0 && Number.isInteger(value) ? String(value) : value.toFixed(f.decimals);
    return `${f.prefix}${digits}${f.suffix}`;
  };
  const entry = (category: CategoryKey | undefined) =>
    category === undefined ? undefined : pricing?.prices.find((price) => String(price.category) === String(category));
  const shown = (price: number, fee: number | undefined) => price + (pricing?.allFeesIncluded ? 0 : (fee ?? 0));
  const amounts = (category: CategoryKey | undefined): number[] => {
    const price = entry(category);
    if (!price) return [];
    if (price.ticketTypes) return price.ticketTypes.filter((type) => !type.unavailable).map((type) => shown(type.price, type.fee));
    return price.price === undefined ? [] : [shown(price.price, price.fee)];
  };
  const span = (values: number[]): string | undefined => {
    if (values.length === 0) return undefined;
    const low = Math.min(...values);
    const high = Math.max(...values);
    return low === high ? format(low) : `${format(low)} – ${format(high)}`;
  };
  return {
    format,
    label: (category) => span(amounts(category)),
    lowest: (category) => {
      const values = amounts(category);
      return values.length ? Math.min(...values) : undefined;
    },
    original: (category) => {
      const price = entry(category);
      return price?.originalPrice === undefined ? undefined : format(price.originalPrice);
    },
    fee: (category) => {
      const price = entry(category);
      return price?.fee === undefined || pricing?.allFeesIncluded ? undefined : format(price.fee);
    },
    ticketTypes: (category) =>
      (entry(category)?.ticketTypes ?? []).map((type) => ({
        label: type.label ?? type.ticketType,
        price: format(shown(type.price, type.fee)),
        fee: type.fee === undefined || pricing?.allFeesIncluded ? undefined : format(type.fee),
        description: type.description,
        unavailable: type.unavailable,
      })),
    range: (categories) => span(categories.flatMap(amounts)),
  };
}
