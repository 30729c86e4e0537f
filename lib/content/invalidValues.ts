/**
 * What the renderer does with a bad value of one option, as the "Invalid
 * value" row of its facts box says it: written once in domain/renderer.yaml
 * (`invalidValues.options.row`, `rowWithValues` for an option with a list of
 * allowed values, and `rows` for the options whose cases say more), and put into each current renderer option page's front matter by the
 * build, so the site, the Markdown copy and the tests read the same text.
 */

/** The part of renderer.yaml `invalidValues.options` this module reads. */
export type InvalidValueRows = {row: string; rowWithValues: string; rows?: Record<string, string>};

/** A renderer option as renderer.yaml `config_options` lists it. */
export type RendererOption = {slug: string; name: string};

/** Front matter keys the build derives from domain/; authors never write them (the schema rejects them). */
export type DerivedFacts = {invalidValue?: string};

/**
 * The row for one option page, or undefined when the page gets none (not a
 * current renderer option, or an option domain/ does not know).
 * @param docsRelativePath the page's path under docs/, `/`-separated
 */
export function invalidValueRow(
  docsRelativePath: string,
  frontMatter: Record<string, unknown>,
  rows: InvalidValueRows,
  options: readonly RendererOption[],
): string | undefined {
  if (!docsRelativePath.startsWith('renderer/') || frontMatter.kind !== 'option' || frontMatter.status !== 'current') return undefined;
  const option = options.find((entry) => entry.name === frontMatter.name);
  if (!option) return undefined;
  const hasValues = Array.isArray(frontMatter.values) && frontMatter.values.length > 0;
  return rows.rows?.[option.slug] ?? (hasValues ? rows.rowWithValues : rows.row);
}

/** A row text split at its backticks: the odd parts are code. */
export function inlineParts(text: string): Array<{text: string} | {code: string}> {
  return text
    .split('`')
    .map((part, index) => (index % 2 === 1 ? {code: part} : {text: part}))
    .filter((part) => ('code' in part ? part.code !== '' : part.text !== ''));
}
