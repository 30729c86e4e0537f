/**
 * Cursor pagination (domain/platform.md §15 "Pagination"): `limit` (1 to the
 * operation's maximum), `start_after_id` or `end_before_id` (not both) in;
 * `items`, `next_page_starts_after` (absent on the last page) and
 * `previous_page_ends_before` (absent on the first) out.
 */
import {illegal} from './errors';

export function page<T>(
  all: T[],
  idOf: (item: T) => number,
  query: URLSearchParams,
  max = 1000,
): {items: T[]; next_page_starts_after?: number; previous_page_ends_before?: number} {
  const number = (name: string): number | undefined => {
    const values = query.getAll(name);
    if (values.length === 0) return undefined;
    if (values.length > 1) throw illegal(`${name} may appear once`);
    const value = Number(values[0]);
    if (!Number.isInteger(value)) throw illegal(`${name} must be an integer`);
    return value;
  };
  const limit = number('limit') ?? max;
  if (limit < 1 || limit > max) throw illegal(`limit must be between 1 and ${max}`);
  const after = number('start_after_id');
  const before = number('end_before_id');
  if (after !== undefined && before !== undefined) throw illegal('Pass start_after_id or end_before_id, not both');
  let start: number;
  let end: number;
  if (after !== undefined) {
    const index = all.findIndex((item) => idOf(item) === after);
    start = index === -1 ? all.length : index + 1;
    end = Math.min(all.length, start + limit);
  } else if (before !== undefined) {
    const index = all.findIndex((item) => idOf(item) === before);
    end = index === -1 ? 0 : index;
    start = Math.max(0, end - limit);
  } else {
    start = 0;
    end = Math.min(all.length, limit);
  }
  const items = all.slice(start, end);
  const result: {items: T[]; next_page_starts_after?: number; previous_page_ends_before?: number} = {items};
  if (end < all.length && items.length > 0) result.next_page_starts_after = idOf(items[items.length - 1]);
  if (start > 0 && items.length > 0) result.previous_page_ends_before = idOf(items[0]);
  return result;
}
