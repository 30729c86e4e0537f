/**
 * "Claims need a source": finds sentences on renderer pages that state what
 * the renderer does with a bad value or a failed call, and checks each one
 * against the `invalidValues` section of domain/renderer.yaml.
 *
 * A claim is sourced when domain/ records that behaviour for the page's own
 * item, for an item the sentence names (a link to its page or its name in
 * backticks), or for every option when the page or the named item is an
 * option.
 */
import {splitSentences} from '../../../lib/markdown/sentences';
import {prose} from './docs';

export const behaviours = ['fails', 'throws', 'rejects', 'warns', 'ignored'] as const;
export type Behaviour = (typeof behaviours)[number];

/**
 * The phrases that state a behaviour. Kept short on purpose: a new wording of
 * an old claim ("the chart breaks") should be added here, not worked around.
 */
export const claimPhrases: Record<Behaviour, RegExp> = {
  fails:
    /\bmakes? (the )?rendering fail|\brendering (fails|stops)\b|\bfails? to render\b|\b(does|do|will|cannot) not render\b|\bfails? the same way\b|\bfires? onChartRenderingFailed\b|\bonChartRenderingFailed fires\b/i,
  throws: /\bthrows?\b|\bthrown\b/i,
  rejects: /\brejects?\b|\brejected\b/i,
  warns: /\bconsole\b|\blogs? (a|an|the) (warning|error)\b|\bwarns\b|\bwith a warning\b/i,
  ignored: /\bignored\b|\bignores\b/i,
};

/**
 * Wordings that contain a phrase but claim nothing about a bad value: a
 * condition ("if rendering fails, `onChartRenderingFailed` fires" says what
 * follows a failure, not what causes one) and code of the reader's own that
 * throws ("if the function throws").
 */
const notClaims = [
  /\b(if|when|whenever) (the )?(rendering|chart) fails\b[^.]*/gi,
  /\b(if|when) (the |your |a )?(function|callback|handler|formatter)s? (throws|throw)\b/gi,
  /\b(a |the |your )?(function|callback|handler)s? that [^.;]*? throws\b/gi,
];

/**
 * The behaviours a piece of text claims. Inline code is not text (`console.log` claims nothing),
 * except a callback name, which "fires `onChartRenderingFailed`" needs.
 */
export function claimsIn(text: string): Behaviour[] {
  let plain = text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`\n]*)`/g, (_code, content: string) => (/^on[A-Z]\w*$/.test(content) ? content : 'code'));
  for (const pattern of notClaims) plain = plain.replace(pattern, ' ');
  return behaviours.filter((behaviour) => claimPhrases[behaviour].test(plain));
}

/** Names in backticks (`maxSelectedObjects`, `chart.findObject()`) and renderer pages linked from the text. */
export function mentionsIn(text: string): {names: Set<string>; slugs: Set<string>} {
  const names = new Set<string>();
  for (const match of text.matchAll(/`([^`\n]+)`/g)) {
    const name = /^(?:chart\.|object\.|section\.|ga\.|seat\.|table\.)?([A-Za-z][\w]*)/.exec(match[1].trim());
    if (name) names.add(name[1]);
  }
  const slugs = new Set<string>();
  for (const match of text.matchAll(/\]\(\.{0,2}\/?((?:[\w-]+\/)*[\w-]+)\.mdx(?:#[\w-]*)?\)/g)) {
    slugs.add(match[1].replace(/^renderer\//, '').replace(/\/index$/, ''));
  }
  return {names, slugs};
}

/** The sentences of a page's prose (code blocks left out); a table row counts as one sentence. */
export function sentencesOf(body: string): {line: number; text: string}[] {
  const out: {line: number; text: string}[] = [];
  prose(body)
    .split('\n')
    .forEach((line, index) => {
      if (/^\s*(import |export |<\/?[A-Z]|---\s*$)/.test(line) || line.trim() === '') return;
      for (const text of splitSentences(line)) out.push({line: index + 1, text});
    });
  return out;
}

export type Case = {behaviour: Behaviour; items: string[]; pages?: string[]; when: string; result: string};
export type InvalidValues = {options: {behaviours: Behaviour[]; pages?: string[]; rules: string[]}; cases: Case[]};
/** A domain item with the page that documents it (page slugs sometimes follow the real site, not `slug`). */
export type Item = {slug: string; page: string; name: string; kind: 'option' | 'other'};

/** What a set of domain records allows, indexed for lookups. */
export type Sources = {
  /** behaviours recorded for an item, by the slug of its page under docs/renderer/ */
  byItem: Map<string, Set<Behaviour>>;
  /** behaviours a page that is no item's page (a topic) may restate, by page slug */
  byPage: Map<string, Set<Behaviour>>;
  /** behaviours recorded for an item, by its name (names repeat across kinds, so this is a union) */
  byName: Map<string, Set<Behaviour>>;
  optionBehaviours: Set<Behaviour>;
  optionPages: Set<string>;
  optionSlugs: Set<string>;
  optionNames: Set<string>;
};

function add<K>(map: Map<K, Set<Behaviour>>, key: K, behaviour: Behaviour): void {
  const set = map.get(key) ?? new Set<Behaviour>();
  set.add(behaviour);
  map.set(key, set);
}

export function indexSources(invalidValues: InvalidValues, items: Item[]): Sources {
  const bySlug = new Map(items.map((item) => [item.slug, item]));
  const sources: Sources = {
    byItem: new Map(),
    byPage: new Map(),
    byName: new Map(),
    optionBehaviours: new Set(invalidValues.options.behaviours),
    optionPages: new Set(invalidValues.options.pages ?? []),
    optionSlugs: new Set(items.filter((item) => item.kind === 'option').map((item) => item.page)),
    optionNames: new Set(items.filter((item) => item.kind === 'option').map((item) => item.name)),
  };
  for (const record of invalidValues.cases) {
    for (const slug of record.items) {
      const item = bySlug.get(slug);
      if (!item) continue;
      add(sources.byItem, item.page, record.behaviour);
      add(sources.byName, item.name.replace(/\(.*$/, ''), record.behaviour);
    }
    for (const slug of record.pages ?? []) add(sources.byPage, slug, record.behaviour);
  }
  return sources;
}

export type Finding = {line: number; behaviour: Behaviour; text: string};

/**
 * Claims on one page that no record supports.
 * @param slug the page's path under docs/renderer/ without extension (prompts-api/index becomes prompts-api)
 * @param kind the page's front matter kind
 */
export function unsourcedClaims(slug: string, kind: string, body: string, sources: Sources): Finding[] {
  const ownSlug = slug.replace(/\/index$/, '');
  const own = new Set([...(sources.byItem.get(ownSlug) ?? []), ...(sources.byPage.get(ownSlug) ?? [])]);
  const pageIsOption = kind === 'option' || sources.optionPages.has(ownSlug);
  const findings: Finding[] = [];
  for (const sentence of sentencesOf(body)) {
    const claimed = claimsIn(sentence.text);
    if (claimed.length === 0) continue;
    const {names, slugs} = mentionsIn(sentence.text);
    const namesOption = [...names].some((name) => sources.optionNames.has(name)) || [...slugs].some((s) => sources.optionSlugs.has(s));
    for (const behaviour of claimed) {
      const sourced =
        own.has(behaviour) ||
        ((pageIsOption || namesOption) && sources.optionBehaviours.has(behaviour)) ||
        [...slugs].some((s) => sources.byItem.get(s)?.has(behaviour)) ||
        [...names].some((name) => sources.byName.get(name)?.has(behaviour));
      if (!sourced) findings.push({line: sentence.line, behaviour, text: sentence.text});
    }
  }
  return findings;
}

/**
 * Sentences of an option page that write out the facts box's "Invalid value"
 * row by hand: what happens to the whole value when it has the wrong type or
 * is outside the allowed values. Rules about one key or entry inside the value
 * stay in the prose.
 */
const HAND_WRITTEN_ROW =
  /^(?:- )?(?:A value that is not an? \w+(?:, such as [^,]+,)?|Any other value(?:, such as [^,]+,)?|A value outside the \w+ listed|A boolean value|A number that is not a positive integer|Zero, negative numbers and fractions) (?:is|are) ignored\b/i;

export function handWrittenRowFindings(body: string): Array<{line: number; text: string}> {
  return sentencesOf(body).filter((sentence) => HAND_WRITTEN_ROW.test(sentence.text));
}

/** A call a page may forbid (or must not) inside a callback or a function option: domain/renderer.yaml `call_rules`. */
export type CallRule = {rule: 'forbidden' | 'allowed'; calls: string[]; inside: string[]; why: string};

/**
 * Sentences that forbid a call inside a callback ("do not call `rerender()`
 * from inside this callback") or a function option, checked against the call
 * rules. "This callback", "from here" and "call it" mean the page's own item.
 */
export function callRuleFindings(
  body: string,
  pageName: string,
  rules: readonly CallRule[],
): Array<{line: number; text: string; problem: string}> {
  const own = pageName.replace(/\(.*$/, '');
  const findings: Array<{line: number; text: string; problem: string}> = [];
  for (const {line, text} of sentencesOf(body)) {
    const plain = text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    if (!/\b(do not|don't|never) call\b/i.test(plain)) continue;
    const calls = [...plain.matchAll(/`(?:\w+\.)?(\w+)\(/g)].map((match) => match[1]);
    if (/\bcall it\b/i.test(plain)) calls.push(own);
    let inside: string[];
    if (/function(-style)? options/i.test(plain)) inside = ['function options'];
    else if (/this callback|from here|inside it\b/i.test(plain)) inside = [own];
    else inside = [...plain.matchAll(/`(on[A-Z]\w*)`/g)].map((match) => match[1]);
    if (calls.length === 0 || inside.length === 0) continue;
    for (const call of calls) {
      for (const context of inside) {
        const covers = (rule: CallRule) => rule.calls.includes(call) && rule.inside.includes(context);
        if (rules.some((rule) => rule.rule === 'allowed' && covers(rule)))
          findings.push({line, text, problem: `${call} is fine inside ${context} (domain/renderer.yaml call_rules)`});
        else if (!rules.some((rule) => rule.rule === 'forbidden' && covers(rule)))
          findings.push({line, text, problem: `no call rule forbids ${call} inside ${context} (domain/renderer.yaml call_rules)`});
      }
    }
  }
  return findings;
}
