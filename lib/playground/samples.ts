/**
 * Renderer samples and the playground: which code blocks of the docs are
 * complete (they construct a chart and render it, in JavaScript or a whole
 * HTML page), which placeholder keys stand for the demo workspace, and which
 * page elements a JavaScript sample reaches for.
 */
import type {DemoWorkspace} from '../sandbox/demo';

/** Keys samples write (CONTRIBUTING: "Keys in samples"), and what each runs as in the playground. */
export const PLACEHOLDER_KEYS = ['YOUR_WORKSPACE_KEY', 'YOUR_EVENT_KEY', 'YOUR_CHART_KEY', 'YOUR_HOLD_TOKEN'] as const;

export type SampleLanguage = 'js' | 'html';

/** A key of the code and what it runs as, for the note under the toolbar. */
export type KeyMapping = {from: string; to: string; what: string};

/**
 * What a placeholder for one of the demo workspace's fixed keys runs as.
 * YOUR_HOLD_TOKEN is not one: SandboxBridge.mapKeys creates a token per run.
 */
export function demoKeyMapping(key: string, demo: Pick<DemoWorkspace, 'publicKey' | 'events' | 'charts'>): KeyMapping | undefined {
  if (key === 'YOUR_WORKSPACE_KEY') return {from: key, to: demo.publicKey, what: 'the demo workspace’s public key'};
  if (key === 'YOUR_EVENT_KEY') return {from: key, to: demo.events.concert, what: 'the demo event'};
  if (key === 'YOUR_CHART_KEY') return {from: key, to: demo.charts.mainHall, what: 'the demo chart'};
  return undefined;
}

/**
 * A fence the playground can run as written: js or html that creates a chart
 * from a configuration written in place (an object literal) and calls
 * render(). A sample that passes a `config` defined elsewhere is a fragment.
 */
export function isCompleteSample(language: string | null | undefined, code: string): language is SampleLanguage {
  if (language !== 'js' && language !== 'html') return false;
  return /new\s+tessera\.SeatingChart\s*\(\s*\{/.test(code) && /\.render\(\s*\)/.test(code);
}

/** A category of the chart the playground runs samples on. */
export type DemoCategory = {key: string | number; label: string; accessible?: boolean};

/** String literals a sample names categories by: `category: 'stalls'`, and the items of the category list options. */
export function literalCategoryKeys(code: string): string[] {
  const keys: string[] = [];
  const add = (key: string) => {
    if (!keys.includes(key)) keys.push(key);
  };
  for (const match of code.matchAll(/\bcategory\s*:\s*(?:'([^'\n]+)'|"([^"\n]+)")/g)) add(match[1] ?? match[2]);
  for (const match of code.matchAll(/\b(?:availableCategories|unavailableCategories|filteredCategories)\s*:\s*\[([^\]]*)\]/g)) {
    for (const literal of match[1].matchAll(/'([^'\n]+)'|"([^"\n]+)"/g)) add(literal[1] ?? literal[2]);
  }
  return keys;
}

/**
 * The demo categories a sample's own category keys run as. Samples name the
 * categories of a venue of their own ('stalls', 'circle'); on the demo chart
 * those keys match nothing, and the sample would show no price or lock every
 * seat. A key the chart knows (by key or label) stays; one that names a
 * category's label in other letters takes it; the others take the chart's
 * unused categories for sale in order, until none is left.
 */
export function categoryKeyMappings(code: string, categories: readonly DemoCategory[]): KeyMapping[] {
  const names = (category: DemoCategory, key: string) => String(category.key) === key || category.label === key;
  const named = literalCategoryKeys(code);
  const numbers = [...code.matchAll(/\bcategory\s*:\s*(\d+)\b/g)].map((match) => match[1]);
  const used = new Set(
    categories.filter((category) => [...named, ...numbers].some((key) => names(category, key))).map((category) => category.key),
  );
  const unknown = named.filter((key) => !categories.some((category) => names(category, key)));
  const chosen = new Map<string, DemoCategory>();
  const take = (key: string, fits: (category: DemoCategory) => boolean) => {
    const category = chosen.has(key) ? undefined : categories.find((candidate) => !used.has(candidate.key) && fits(candidate));
    if (!category) return;
    chosen.set(key, category);
    used.add(category.key);
  };
  // Labels first, so a key that spells a label gets that category whatever comes before it.
  for (const key of unknown) take(key, (category) => category.label.toLowerCase() === key.toLowerCase());
  for (const key of unknown) take(key, (category) => !category.accessible);
  return unknown.flatMap((key) => {
    const category = chosen.get(key);
    if (!category) return [];
    const to = typeof category.key === 'number' ? String(category.key) : `'${category.key}'`;
    return [{from: `'${key}'`, to, what: `category ${to} of the demo chart (${category.label})`}];
  });
}

/** The code with the sample's category keys replaced by the demo categories they run as, quoted either way. */
export function withCategoryKeys(code: string, mappings: readonly KeyMapping[]): string {
  let out = code;
  for (const {from, to} of mappings) {
    if (!/^'[^'\n]+'$/.test(from)) continue;
    const key = from.slice(1, -1);
    out = out.split(`'${key}'`).join(to).split(`"${key}"`).join(to);
  }
  return out;
}

/** Event keys a sample writes as string literals (`event: 'x'`, `events: ['a', 'b']`), placeholders left out. */
export function literalEventKeys(code: string): string[] {
  const keys: string[] = [];
  for (const match of code.matchAll(/\bevents?\s*:\s*(\[[^\]]*\]|'[^'\n]*'|"[^"\n]*")/g)) {
    for (const literal of match[1].matchAll(/'([^'\n]+)'|"([^"\n]+)"/g)) {
      const key = literal[1] ?? literal[2];
      if (!/^YOUR_[A-Z_]+$/.test(key) && !keys.includes(key)) keys.push(key);
    }
  }
  return keys;
}

/** The placeholders a sample uses, in order of first use. */
export function placeholdersIn(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/\bYOUR_[A-Z_]+\b/g)) if (!found.includes(match[0])) found.push(match[0]);
  return found;
}

/** Ids a JavaScript sample looks up with getElementById or querySelector('#id'), and the chart's divId. */
export function standInIds(code: string): string[] {
  const ids: string[] = [];
  const add = (id: string) => {
    if (!ids.includes(id)) ids.push(id);
  };
  for (const match of code.matchAll(/\bdivId\s*:\s*['"]([\w-]+)['"]/g)) add(match[1]);
  for (const match of code.matchAll(/getElementById\(\s*['"]([\w-]+)['"]\s*\)/g)) add(match[1]);
  for (const match of code.matchAll(/querySelector(?:All)?\(\s*['"]#([\w-]+)['"]\s*\)/g)) add(match[1]);
  return ids;
}
