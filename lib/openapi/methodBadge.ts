/**
 * The Infima badge modifier of an HTTP method, one colour per method wherever
 * a method is shown: the operation header (<Endpoint>) and the operation lists
 * of the resource pages.
 */
const badgeClass: Record<string, string> = {
  GET: 'badge--info',
  POST: 'badge--success',
  PUT: 'badge--warning',
  PATCH: 'badge--warning',
  DELETE: 'badge--danger',
};

/** `badge--info` for GET and so on; any other method gets the neutral badge. */
export function methodBadgeClass(method: string): string {
  return badgeClass[method.toUpperCase()] ?? 'badge--secondary';
}
