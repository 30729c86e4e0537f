/**
 * "One fact, one statement": finders for the sentences, tables and code that
 * restate a fact of domain/, each with the check that compares the
 * restatement with the record. A finder is deliberately narrow: it reads the
 * wordings pages use for the fact, and a new wording of an old claim should be
 * added here rather than worked around. The families and where their facts
 * live are listed in CONTRIBUTING.md ("Where each fact lives").
 */
import {splitSentences} from '../../../lib/markdown/sentences';
import {codeBlocks, prose, type CodeBlock} from './docs';

export type Finding = {line: number; text: string; problem: string};

/** The prose lines of a page (a paragraph or a table row each), links reduced to their text, with their line in the body. */
export function proseLines(body: string): Array<{line: number; text: string}> {
  const out: Array<{line: number; text: string}> = [];
  prose(body)
    .split('\n')
    .forEach((raw, index) => {
      if (raw.trim() === '' || /^\s*(import |export |<\/?[A-Z]|---\s*$|```)/.test(raw)) return;
      out.push({line: index + 1, text: raw.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')});
    });
  return out;
}

/** The sentences of the prose, with their line. */
export function proseSentences(body: string): Array<{line: number; text: string}> {
  return proseLines(body).flatMap(({line, text}) => splitSentences(text).map((sentence) => ({line, text: sentence})));
}

// ---------------------------------------------------------------------------
// Session values: which of them bring a buyer back to the same seats after a reload.

const RESUME =
  /\b(refresh(es|ed|ing)?|reload(s|ed|ing)?|back button|same (seats|selection|token|hold token)|picks? up|resum(e|es|ed|ing)|reus(e|es|ed|ing)|keeps? (the|their) (seats|selection|hold token))\b/i;
const CONTRAST = /\b(new|not|never|no|fresh|clean|empty|nothing|instead|only)\b/i;
const SESSION_VALUE = /`'?(continue|start|manual|none)'?`/g;

/**
 * Sentences that say a session survives a reload for a value that does not.
 * A clause with the resume wording applies to the values it names, or else to
 * the values named last before it in the same paragraph; a sentence that
 * contrasts (a new token, an empty selection) claims no resume.
 */
export function sessionResumeFindings(body: string, resumes: readonly string[]): Finding[] {
  const findings: Finding[] = [];
  for (const {line, text} of proseLines(body)) {
    if (!/session|token/i.test(text)) continue;
    let named: {values: string[]; contrast: boolean} | undefined;
    for (const sentence of splitSentences(text)) {
      const contrast = CONTRAST.test(sentence.replace(SESSION_VALUE, ''));
      for (const clause of sentence.split(/[;:]\s+|,\s+/)) {
        const values = [...clause.matchAll(SESSION_VALUE)].map((match) => match[1]);
        if (values.length > 0) named = {values, contrast};
        if (!RESUME.test(clause) || !named || named.contrast || contrast) continue;
        for (const value of named.values) {
          const problem = `says session '${value}' keeps the token or seats across a reload; only ${resumes.join(', ')} does`;
          if (!resumes.includes(value) && !findings.some((f) => f.line === line && f.problem === problem))
            findings.push({line, text: sentence, problem});
        }
      }
    }
  }
  return findings;
}

// ---------------------------------------------------------------------------
// Webhooks: which changes send one.

const NEGATION = /\b(no|never|not|none|nothing|without|neither)\b|n't\b/i;
const STATUS_TERMS =
  /\bstatus(es)? changes?\b|\bstatuses\b|\bbook(s|ed|ing|ings)?\b|\breleas(e|es|ed|ing)\b|manageObjectStatuses|\bREST calls?\b|\bAPI calls?\b/i;
const EVENT_MANAGER_KINDS = /for-sale|forSale|\bchannels?\b|categor|table booking|\bsetup\b|event\.[a-z.]+\.updated|Apply changes/i;
const CHANGES = /\bchang(e|es|ed)\b|what happens/i;
const DELIVERY = /\b(hear|hears|tell|tells|notif\w*|sends?|sent|push(es|ed)?|calls your|arrives?|signal)\b/i;
const SENDING_KINDS = new RegExp(`${EVENT_MANAGER_KINDS.source}|designer|chart\\.created|chart\\.published|publish|\\bcharts?\\b`, 'i');

/**
 * Sentences that say webhooks report what never sends one, or that leave it
 * open. A negated sentence claims nothing; a status change in the clause that
 * names the webhook is a claim; which changes send one may be said anywhere in
 * the paragraph.
 */
export function webhookFindings(body: string): Finding[] {
  const findings: Finding[] = [];
  for (const {line, text: paragraph} of proseLines(body)) {
    const plainParagraph = paragraph.replace(/`[^`]*`/g, 'code').replace(/table booking/gi, 'table setup');
    for (const sentence of splitSentences(paragraph)) {
      const text = sentence.replace(/`[^`]*`/g, 'code').replace(/table booking/gi, 'table setup');
      if (!/webhook/i.test(text) || NEGATION.test(text)) continue;
      if (text.split(/[;:]\s+|,\s+/).some((clause) => /webhook/i.test(clause) && STATUS_TERMS.test(clause)))
        findings.push({line, text: sentence, problem: 'status changes and REST calls never send a webhook (platform.md §14a)'});
      else if (/Event Manager/.test(text) && !EVENT_MANAGER_KINDS.test(plainParagraph))
        findings.push({
          line,
          text: sentence,
          problem: 'say which Event Manager saves send one: for-sale config, channels, categories, table booking (not status changes)',
        });
      else if (CHANGES.test(text) && DELIVERY.test(text) && !SENDING_KINDS.test(plainParagraph))
        findings.push({line, text: sentence, problem: 'say which changes send a webhook: status changes and REST calls send none'});
    }
  }
  return findings;
}

/** Webhook types a text names in code (`event.channels.updated`). */
export function webhookTypesIn(text: string): Set<string> {
  return new Set([...text.matchAll(/`((?:chart|event)(?:\.[a-z]+)+)`/g)].map((match) => match[1]));
}

/**
 * Table rows that name one Event Manager mode and a webhook: the types they
 * name must be the mode's (domain event-manager.yaml `modes[].webhook`).
 */
export function modeRowFindings(body: string, webhookOf: ReadonlyMap<string, string | null>): Finding[] {
  const findings: Finding[] = [];
  for (const {line, text} of proseLines(body)) {
    if (!text.trim().startsWith('|')) continue;
    const modes = [...text.matchAll(/`(\w+)`/g)].map((match) => match[1]).filter((name) => webhookOf.has(name));
    if (new Set(modes).size !== 1) continue;
    const types = webhookTypesIn(text);
    const expected = webhookOf.get(modes[0]);
    if (types.size === 0 && !(expected && /webhook/i.test(text))) continue;
    const same = expected ? types.size === 1 && types.has(expected) : types.size === 0;
    if (!same)
      findings.push({line, text, problem: `${modes[0]} sends ${expected ?? 'no webhook'}, the row says ${[...types].join(', ') || 'one'}`});
  }
  return findings;
}

// ---------------------------------------------------------------------------
// Spellings per API.

/** The rows of a Markdown table that starts at `header`, as cells of raw Markdown. */
function tableAt(lines: string[], header: number): string[][] {
  const rows: string[][] = [];
  for (let index = header; index < lines.length && lines[index].trim().startsWith('|'); index++) {
    if (index === header + 1) continue;
    rows.push(
      lines[index]
        .trim()
        .replace(/^\||\|$/g, '')
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

const codeValues = (cell: string) => [...cell.matchAll(/`"?([^`"]+)"?`/g)].map((match) => match[1]);

/**
 * Tables that map renderer spellings to REST API spellings: a header with a
 * "Renderer" column and a "REST API" column. Each renderer cell must name
 * something the renderer has, each REST cell something the document has; a
 * table about `objectType` must list every value of both, and nothing else.
 */
export function spellingTableFindings(
  body: string,
  known: {renderer: Set<string>; rest: Set<string>; objectType: {renderer: string[]; rest: string[]}},
): Finding[] {
  const findings: Finding[] = [];
  const lines = prose(body).split('\n');
  lines.forEach((raw, index) => {
    if (!raw.trim().startsWith('|') || (index > 0 && lines[index - 1].trim().startsWith('|'))) return;
    const [header, ...rows] = tableAt(lines, index);
    const rendererColumn = header.findIndex((cell) => /^Renderer\b/i.test(cell));
    const restColumn = header.findIndex((cell) => /^REST API\b/i.test(cell));
    if (rendererColumn < 0 || restColumn < 0) return;
    const rendererValues = rows.flatMap((row) => codeValues(row[rendererColumn] ?? ''));
    const restValues = rows.flatMap((row) => codeValues(row[restColumn] ?? ''));
    for (const value of rendererValues)
      if (!known.renderer.has(value)) findings.push({line: index + 1, text: raw, problem: `renderer column: the renderer has no ${value}`});
    for (const value of restValues)
      if (!known.rest.has(value))
        findings.push({line: index + 1, text: raw, problem: `REST API column: the OpenAPI document has no ${value}`});
    if (header.some((cell) => cell.includes('`objectType`'))) {
      const same = (a: string[], b: string[]) => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());
      if (!same(rendererValues, known.objectType.renderer))
        findings.push({line: index + 1, text: raw, problem: `renderer objectType values are ${known.objectType.renderer.join(', ')}`});
      if (!same(restValues, known.objectType.rest))
        findings.push({line: index + 1, text: raw, problem: `REST objectType values are ${known.objectType.rest.join(', ')}`});
    }
  });
  return findings;
}

/** Sentences that say the REST API and the renderer spell a field the same, for a field they spell differently. */
export function sameSpellingFindings(body: string, differing: ReadonlySet<string>, pageItem = ''): Finding[] {
  const findings: Finding[] = [];
  for (const {line, text} of proseSentences(body)) {
    if (!/\bsame (values|names|spellings?|keys)\b/i.test(text) || !/\bREST\b|\bAPI\b/.test(text)) continue;
    // The field in code (`objectType`, or a report type that names it, `byObjectType`), or the page's own item.
    const named = codeValues(text).map((value) => value.replace(/^by([A-Z])/, (_match, first: string) => first.toLowerCase()));
    for (const field of new Set([pageItem, ...named]))
      if (differing.has(field)) findings.push({line, text, problem: `the renderer and the REST API spell ${field} differently`});
  }
  return findings;
}

/** Code that is REST data: a block declared as a request, response or schema of the OpenAPI document. */
const isRestBlock = (block: CodeBlock) => /(^|\s)(response|request|schema)=/.test(block.meta) || block.lang === 'http';

/**
 * `objectType` values in code that runs in or receives data from the browser
 * components: they must be the renderer's spelling (REST blocks are checked
 * against the OpenAPI document by api-samples.test.ts).
 */
export function objectTypeCodeFindings(body: string, rendererValues: ReadonlySet<string>): Finding[] {
  const findings: Finding[] = [];
  for (const block of codeBlocks(body)) {
    if (isRestBlock(block)) continue;
    for (const match of block.code.matchAll(/objectType["']?\s*(?:===?|!==?|:)\s*["'](\w+)["']/g)) {
      if (!rendererValues.has(match[1]))
        findings.push({line: block.line, text: match[0], problem: `the renderer spells objectType ${[...rendererValues].join(', ')}`});
    }
  }
  return findings;
}

/** Category keys written as a string of digits: a key is the number the chart gives it (`1`), and `"1"` is another key. */
export function numericStringKeyFindings(body: string): Finding[] {
  const findings: Finding[] = [];
  for (const block of codeBlocks(body)) {
    for (const match of block.code.matchAll(/["']?\b(categoryKey|category)["']?\s*:\s*["'](\d+)["']/g))
      findings.push({line: block.line, text: match[0], problem: `category key ${match[2]} as a string; write the number ${match[2]}`});
  }
  return findings;
}

// ---------------------------------------------------------------------------
// Limits and defaults.

export type Limit = {id: string; value: number; unit: string};

/**
 * How a page restates each limit: the sentence must match `context`, and each
 * number `number` captures in it is the restated value. Ordinals ("the 11th
 * call") and numbers inside code are not restatements.
 */
export const limitFinders: Record<string, {context: RegExp; number: RegExp}> = {
  'hold-period': {context: /hold period|session lasts|token lives|token expires|hold lasts/i, number: /\b(\d+)[ -]minutes?\b/g},
  'hold-token-cap': {
    context: /\btoken\b.*\b(at most|longer than|up to|cap|capped|never lives)\b|\b(at most|up to|cap|capped)\b.*\btoken\b/i,
    number: /\b(\d+) hours?\b/g,
  },
  'for-sale-calls': {context: /for-sale|for sale/i, number: /\b(\d+) (?:for-sale )?(?:saves|calls|changes)\b/g},
  'event-log-days': {context: /event log|log items|\blog\b.*\bdays\b/i, number: /\b(\d+) days\b/g},
  'status-changes-days': {context: /status change/i, number: /\b(\d+) days\b/g},
  'events-per-call': {context: /create multiple events|in (one|a single) call|per call/i, number: /\b(?:up to )?(\d+) events\b/g},
  'page-limit': {
    context: /\blimit\b|per page|page size/i,
    number: /\b(?:from 1 to|up to|at most|default(?: is)?|max(?:imum)?)\s+(\d{3,})\b/g,
  },
  'charts-page-limit': {context: /\bcharts?\b.*\b(per page|pages of)\b|\bpages of at most \d+ charts\b/i, number: /\b(\d+) charts\b/g},
  'priority-lane': {context: /priority lane/i, number: /\b(\d+) concurrent\b/g},
  'regular-lane': {context: /regular lane/i, number: /\b(\d+) concurrent\b/g},
  'webhook-answer': {context: /webhook|endpoint/i, number: /\bwithin (\d+) seconds\b/g},
  'webhook-attempts': {context: /webhook|deliver|attempts/i, number: /\b(\d+) (?:delivery )?attempts\b/g},
  'webhook-tolerance': {context: /timestamp|replay|tolerance|(?:your|server's|receiver's) clock/i, number: /\b(\d+) minutes\b/g},
  'webhook-rotation': {context: /rotat|both secrets|old and the new secret/i, number: /\b(\d+) hours\b/g},
  'webhook-disable': {context: /disabled?\b.*\bendpoint|endpoint.*\bdisabled?\b/i, number: /\b(\d+) days\b/g},
  'chart-min-height': {
    context: /\bheight\b.*\b(at least|minimum|min)\b|\b(at least|minimum)\b.*\bheight\b/i,
    number: /\b(\d+) ?(?:px|pixels)\b/g,
  },
};

/** Sentences that restate a limit with another number. */
export function limitFindings(body: string, limits: readonly Limit[]): Finding[] {
  const findings: Finding[] = [];
  for (const {line, text} of proseSentences(body)) {
    const plain = text.replace(/`[^`]*`/g, 'code');
    for (const limit of limits) {
      const finder = limitFinders[limit.id];
      if (!finder || !finder.context.test(plain)) continue;
      for (const match of plain.matchAll(finder.number)) {
        if (Number(match[1]) !== limit.value)
          findings.push({line, text, problem: `${limit.id} is ${limit.value} ${limit.unit} (domain/limits.yaml), not ${match[1]}`});
      }
    }
  }
  return findings;
}

// ---------------------------------------------------------------------------
// Per-floor rules.

/**
 * Sentences that say when a method with a per-floor rule fails must name the
 * floor case: sections that share a label on different floors.
 */
export function perFloorFindings(body: string, methods: readonly string[]): Finding[] {
  const findings: Finding[] = [];
  for (const {line, text: paragraph} of proseLines(body)) {
    // "It rejects when..." speaks of the method the paragraph named last.
    let named: string[] = [];
    for (const text of splitSentences(paragraph)) {
      const here = methods.filter((method) => new RegExp(`\`[\\w.]*${method}\\(`).test(text));
      if (here.length > 0) named = here;
      if (named.length === 0 || !/\b(rejects?|errors?|fails?|throws?)\b/i.test(text) || /\bfloors?\b/i.test(text)) continue;
      findings.push({line, text, problem: `${named.join(', ')} also fails when sections with the label sit on different floors; say so`});
    }
  }
  return findings;
}

// ---------------------------------------------------------------------------
// Tutorial cross-references.

export type Step = {step: number; file: string; body: string};

/** What a sentence points at that another page can be searched for: code spans, links to operations, request lines. */
function checkables(raw: string): string[] {
  const out = [...raw.matchAll(/`([^`]+)`/g)].map((match) => match[1].replace(/^'|'$/g, ''));
  for (const match of raw.matchAll(/\]\(([^)#]*api\/operations\/[^)#]+)/g))
    out.push(match[1].replace(/^.*api\/operations\//, 'api/operations/'));
  return out;
}

/**
 * "step N" in a tutorial step: a link to the page of step N (so the build
 * checks it exists), and when the sentence says it repeats what step N did
 * ("as in step N", "from step N"), what it names is on that page. "As in step
 * N" must name something: an operation, a request, a code span.
 */
export function stepReferenceFindings(page: Step, steps: readonly Step[]): Finding[] {
  const findings: Finding[] = [];
  prose(page.body)
    .split('\n')
    .forEach((raw, index) => {
      for (const sentence of splitSentences(raw)) {
        for (const match of sentence.matchAll(/(\[)?\bsteps? (\d+)\b(\]\(([^)]+)\))?/gi)) {
          const number = Number(match[2]);
          const target = steps.find((step) => step.step === number);
          const line = index + 1;
          if (!target) {
            findings.push({line, text: sentence, problem: `there is no step ${number}`});
            continue;
          }
          if (!match[3]) {
            findings.push({
              line,
              text: sentence,
              problem: `link "step ${number}" to ./${target.file}, or name the section of this page it means`,
            });
            continue;
          }
          const linked = match[4].split('#')[0].replace(/^\.\//, '');
          if (linked !== target.file)
            findings.push({line, text: sentence, problem: `"step ${number}" links to ${linked}, not ${target.file}`});
          const restates = /\b(as|like|same as) in \[?steps? \d|\bfrom \[?steps? \d|\bagain\b/i.test(sentence);
          if (!restates) continue;
          const named = checkables(sentence.replace(/\[[^\]]*\]\(\.\/[^)]*\)/g, ''));
          if (named.length === 0 && /\b(as|like) in\b/i.test(sentence))
            findings.push({
              line,
              text: sentence,
              problem: `say what step ${number} did (an operation link, a request or a code span), so it can be checked`,
            });
          for (const item of named)
            if (!target.body.includes(item))
              findings.push({line, text: sentence, problem: `step ${number} (${target.file}) never shows ${item}`});
        }
      }
    });
  return findings;
}

// ---------------------------------------------------------------------------
// Highlighted lines.

const CLOSING_ONLY = /^\s*[)\]}>]*[)\]};,]*\s*$/;

/** The line numbers a fence's meta highlights (`{5,9-10}`). */
export function highlightedLines(meta: string): number[] {
  const spec = /\{([\d,\s-]+)\}/.exec(meta)?.[1];
  if (!spec) return [];
  return spec.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().split('-').map(Number);
    return Array.from({length: to - from + 1}, (_unused, i) => from + i);
  });
}

/** The ranges of a fence's highlight, each as its first and last line. */
function highlightRanges(meta: string): Array<[number, number]> {
  const spec = /\{([\d,\s-]+)\}/.exec(meta)?.[1];
  if (!spec) return [];
  return spec.split(',').map((part) => {
    const [from, to = from] = part.trim().split('-').map(Number);
    return [from, to];
  });
}

/**
 * Highlights that miss what they are about: a range that starts on a blank or
 * closing line (`},`), and on a reference page an example (the first
 * highlighted fence that uses the page's item, its `name` or what replaces it)
 * that highlights no line that does. Later fences may highlight a detail.
 */
export function highlightFindings(body: string, names: readonly string[]): Finding[] {
  const findings: Finding[] = [];
  let exampleChecked = false;
  for (const block of codeBlocks(body)) {
    const ranges = highlightRanges(block.meta);
    if (ranges.length === 0) continue;
    const lines = block.code.split('\n');
    for (const [from] of ranges) {
      const first = lines[from - 1];
      if (first === undefined || CLOSING_ONLY.test(first))
        findings.push({
          line: block.line,
          text: block.meta,
          problem: `the highlight starting at line ${from} starts on ${first === undefined ? 'no line' : `"${first.trim()}"`}`,
        });
    }
    if (!exampleChecked && names.some((name) => block.code.includes(name))) {
      exampleChecked = true;
      const shown = highlightedLines(block.meta).map((number) => lines[number - 1] ?? '');
      if (!shown.some((text) => names.some((name) => text.includes(name))))
        findings.push({line: block.line, text: block.meta, problem: `no highlighted line shows ${names.join(' or ')}`});
    }
  }
  return findings;
}
