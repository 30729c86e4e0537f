const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A UTC day as the site writes it everywhere, `16 Sep 2025`: spelled out here rather than by
 * `toLocaleDateString`, whose short months differ between ICU versions ("Sept" in en-GB on some,
 * "Sep" on others), so the server's HTML and the browser's render agree and every list reads alike.
 */
export function dayLabel(ms: number): string {
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
