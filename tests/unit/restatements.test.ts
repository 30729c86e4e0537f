/**
 * One fact, one statement. Pages restate facts of domain/ in their own
 * words; each family of restated facts has a finder here (tests/unit/helpers/
 * restatements.ts) that reads every page for it and compares what it finds
 * with the record: session values that survive a reload, which changes send a
 * webhook, spellings that differ between the renderer and the REST API,
 * category keys, limits and defaults, per-floor rules, the tutorial's
 * references to its own steps, and highlighted lines. Each family also gets
 * the drift it once had, or a seeded one, to prove it fails.
 *
 * Bad-value claims, the facts box's "Invalid value" row and the calls pages
 * forbid inside callbacks are in claims.test.ts; examples against their own
 * operation in openapi-consistency.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {loadOpenApi} from '../../plugins/openapi-docs';
import {listDocs, repoRoot, type DocFile} from './helpers/docs';
import {
  highlightFindings,
  limitFinders,
  limitFindings,
  modeRowFindings,
  numericStringKeyFindings,
  objectTypeCodeFindings,
  perFloorFindings,
  sameSpellingFindings,
  sessionResumeFindings,
  spellingTableFindings,
  stepReferenceFindings,
  webhookFindings,
  webhookTypesIn,
  type Finding,
  type Limit,
  type Step,
} from './helpers/restatements';

type Named = {name: string; note?: string; type?: string};
const domainFile = (file: string) => fs.readFileSync(path.join(repoRoot, 'domain', file), 'utf8');
const renderer = parse(domainFile('renderer.yaml')) as {
  sessions: {values: Record<string, string>; resumes_after_reload: string[]};
  object_properties: Named[];
  chart_methods: Named[];
};
const eventManager = parse(domainFile('event-manager.yaml')) as {
  modes: Array<{slug: string; mode: string; webhook: string | null; persists: string}>;
  methods: Named[];
};
const limits = (parse(domainFile('limits.yaml')) as {limits: Array<Limit & {source: string; said?: string}>}).limits;
const platform = domainFile('platform.md');
const {document} = loadOpenApi(repoRoot);

const docs = listDocs();
const page = (relPath: string) => docs.find((doc) => doc.relPath === relPath)!;
const where = (doc: DocFile, findings: Finding[]) => findings.map((f) => `docs/${doc.relPath}:${f.line}: ${f.problem}: ${f.text}`);
const everyPage = (check: (doc: DocFile) => Finding[]) => docs.flatMap((doc) => where(doc, check(doc)));

// ---------------------------------------------------------------------------

describe('session values: only the recorded ones survive a reload', () => {
  const resumes = renderer.sessions.resumes_after_reload;

  it('domain/renderer.yaml names values it has, and says the others start anew', () => {
    expect(resumes.length).toBeGreaterThan(0);
    for (const value of resumes) expect(Object.keys(renderer.sessions.values)).toContain(value);
    expect(renderer.sessions.values.start).toMatch(/new token/i);
  });

  it('no page says another value keeps the token or the seats across a reload', () => {
    expect(everyPage((doc) => sessionResumeFindings(doc.body, resumes))).toEqual([]);
  });

  it('fails on the drift it had: `start` bringing the buyer back to the same seats', () => {
    const drift =
      "With `continue` and `start`, the renderer stores the token in the browser's `sessionStorage`. A refresh, or the back button from your payment page, brings the buyer back to the same seats: the chart loads with them selected.\n";
    expect(sessionResumeFindings(drift, resumes).map((f) => f.problem)).toEqual([
      "says session 'start' keeps the token or seats across a reload; only continue does",
    ]);
    // The contrast that pages do write is no claim.
    expect(
      sessionResumeFindings('With `start`, every page load creates a new token, so a refresh shows an empty selection.\n', resumes),
    ).toEqual([]);
  });
});

describe('webhooks: only the recorded changes send one', () => {
  const webhookOf = new Map(eventManager.modes.map((mode) => [mode.mode, mode.webhook]));

  it('event-manager.yaml and platform.md §14a agree on what each mode sends', () => {
    const section = platform.slice(platform.indexOf('## 14a'), platform.indexOf('## 15'));
    for (const mode of eventManager.modes) {
      if (mode.webhook) {
        expect(section, mode.mode).toMatch(new RegExp(`\`${mode.webhook.replace(/\./g, '\\.')}\`: [^\\n]*\`${mode.mode}\``));
        expect(mode.persists, mode.mode).toContain(mode.webhook);
      } else expect(mode.persists, mode.mode).not.toMatch(/webhook/);
    }
    expect(section).toMatch(/Status changes never send one/);
  });

  it('no page says status changes or REST calls send one, or leaves open which changes do', () => {
    // The description counts: search results and link previews show it.
    expect(everyPage((doc) => [...webhookFindings(String(doc.frontMatter.description)), ...webhookFindings(doc.body)])).toEqual([]);
  });

  it('each mode page names exactly the webhook its mode sends, and tables agree', () => {
    const problems: string[] = [];
    for (const mode of eventManager.modes) {
      const doc = page(`event-manager/${mode.slug}.mdx`);
      const named = [...webhookTypesIn(doc.body)];
      if (JSON.stringify(named) !== JSON.stringify(mode.webhook ? [mode.webhook] : []))
        problems.push(`${doc.relPath} names ${named.join(', ') || 'no webhook'}; ${mode.mode} sends ${mode.webhook ?? 'none'}`);
    }
    problems.push(...everyPage((doc) => modeRowFindings(doc.body, webhookOf)));
    expect(problems).toEqual([]);
  });

  it('fails on the drifts it had: "saved changes through webhooks", and a status mode row with a webhook', () => {
    expect(
      webhookFindings(
        'Your page hears about what happens through callbacks, and your server hears about saved changes through webhooks.\n',
      ),
    ).toHaveLength(1);
    expect(
      webhookFindings('Tell your server when someone changed a chart or an event in the designer or the Event Manager through webhooks.\n'),
    ).toHaveLength(1);
    expect(webhookFindings('After Apply changes in `manageObjectStatuses`, Tessera sends a webhook for every booking.\n')).toHaveLength(1);
    expect(modeRowFindings('| `manageObjectStatuses` | Bookings and releases | `event.channels.updated` |\n', webhookOf)).toHaveLength(1);
    expect(modeRowFindings('| `manageChannels` | Channels | `event.channels.updated` |\n', webhookOf)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------

/** Every property name and enum value of the OpenAPI document. */
function documentNames(): Set<string> {
  const names = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const obj = node as Record<string, unknown>;
      if (obj.properties && typeof obj.properties === 'object') Object.keys(obj.properties).forEach((name) => names.add(name));
      if (Array.isArray(obj.enum)) obj.enum.forEach((value) => names.add(String(value)));
      Object.values(obj).forEach(walk);
    }
  };
  walk(document);
  return names;
}

describe('spellings per API and key types', () => {
  const rendererObjectTypes = renderer.object_properties.find((p) => p.name === 'objectType' && p.type?.includes('Seat'))!.type!.split('|');
  const restObjectTypes = ((document.components as Record<string, unknown>).schemas as Record<string, {enum: string[]}>).ObjectType.enum;
  const known = {
    renderer: new Set([...renderer.object_properties.map((p) => p.name.replace(/\(.*$/, '')), ...rendererObjectTypes]),
    rest: documentNames(),
    objectType: {renderer: rendererObjectTypes, rest: restObjectTypes},
  };
  const differing = new Set(['objectType']);

  it('the renderer and the REST API really spell objectType differently', () => {
    expect(rendererObjectTypes).not.toEqual(restObjectTypes);
  });

  it('every table that maps renderer to REST spellings names real ones, and the objectType table all of them', () => {
    expect(everyPage((doc) => spellingTableFindings(doc.body, known))).toEqual([]);
    const tables = docs.filter((doc) => /\| Renderer `objectType` \| REST API `objectType` \|/.test(doc.body));
    expect(tables.map((doc) => doc.relPath)).toEqual(['renderer/object-properties-objectobjecttype.mdx']);
  });

  it('no page says the two spell a field the same that they spell differently', () => {
    expect(everyPage((doc) => sameSpellingFindings(doc.body, differing, String(doc.frontMatter.name ?? '')))).toEqual([]);
  });

  it('browser code compares objectType with the renderer spelling', () => {
    expect(everyPage((doc) => objectTypeCodeFindings(doc.body, new Set(rendererObjectTypes)))).toEqual([]);
  });

  it('no sample writes a category key as a string of digits', () => {
    expect(everyPage((doc) => numericStringKeyFindings(doc.body))).toEqual([]);
  });

  it('fails on the drifts it had, and on seeded ones', () => {
    // As the objectType page had it: no `objectType` in the sentence, but the page's own item and a report type.
    const drift = '- The REST API uses the same values in its object info and in `byObjectType` reports.\n';
    expect(sameSpellingFindings(drift, differing, 'objectType')).toHaveLength(1);
    expect(sameSpellingFindings(drift, differing)).toHaveLength(1);
    const table = '| Renderer `objectType` | REST API `objectType` |\n| --- | --- |\n| `"Seat"` | `seat` |\n| `"Booth"` | `Booth` |\n';
    expect(spellingTableFindings(table, known).map((f) => f.problem)).toEqual([
      'REST API column: the OpenAPI document has no Booth',
      `renderer objectType values are ${rendererObjectTypes.join(', ')}`,
      `REST objectType values are ${restObjectTypes.join(', ')}`,
    ]);
    expect(
      objectTypeCodeFindings("```js\nif (object.objectType === 'generalAdmission') {}\n```\n", new Set(rendererObjectTypes)),
    ).toHaveLength(1);
    expect(numericStringKeyFindings('```json response=retrieveObjectInfos:200\n{"categoryKey": "1"}\n```\n')).toHaveLength(1);
    expect(numericStringKeyFindings('```js\nconst prices = [{category: 1, price: 45}];\n```\n')).toEqual([]);
  });
});

describe('limits and defaults: one number each', () => {
  it('every limit of domain/limits.yaml is stated by its source, and has a finder', () => {
    const sources: Record<string, string> = {'platform.md': platform.replace(/\*\*/g, ''), 'renderer.yaml': domainFile('renderer.yaml')};
    for (const limit of limits) {
      const text = (sources[limit.source] ?? '').replace(/\s+/g, ' ');
      expect(text, `${limit.id} in ${limit.source}`).toContain(limit.said ?? `${limit.value} ${limit.unit}`);
      expect(limitFinders[limit.id], limit.id).toBeDefined();
    }
  });

  it('every page that restates a limit gives its number', () => {
    expect(everyPage((doc) => limitFindings(doc.body, limits))).toEqual([]);
  });

  it('fails on seeded drift in each family of wording', () => {
    const seeded = [
      'A session lasts your hold period: 20 minutes unless your admin changed it.',
      'A token can live at most 3 hours from when it was created.',
      'Each event allows 12 for-sale saves per 24 hours.',
      'The event log keeps 30 days.',
      'Create up to 200 events for one chart in a single call.',
      'The priority lane allows 50 concurrent requests.',
      'The endpoint must answer within 30 seconds.',
      "Reject a call whose timestamp is 10 minutes away from your server's clock.",
      'Skip 15 minutes moves the sandbox clock forward.',
    ].join('\n\n');
    expect(limitFindings(seeded, limits).map((f) => f.problem.split(' (')[0])).toEqual([
      'hold-period is 15 minutes',
      'hold-token-cap is 2 hours',
      'for-sale-calls is 10 calls',
      'event-log-days is 14 days',
      'events-per-call is 100 events',
      'priority-lane is 100 concurrent requests',
      'webhook-answer is 15 seconds',
      'webhook-tolerance is 5 minutes',
    ]);
  });
});

describe('per-floor rules', () => {
  const methods = ['setFilteredSection', 'zoomToSection'];

  it('the domain records the floor case for each method', () => {
    expect(eventManager.methods.find((m) => m.name === 'setFilteredSection')?.note).toMatch(/floors/);
    expect(renderer.chart_methods.find((m) => m.name === 'zoomToSection')?.note).toMatch(/floors/);
  });

  it('every sentence that says when they fail names the floor case', () => {
    expect(everyPage((doc) => perFloorFindings(doc.body, methods))).toEqual([]);
  });

  it('fails on the drift it had', () => {
    const drift =
      '- [`setFilteredSection(label)`](../methods.mdx#setfilteredsection) filters on a section and zooms to it, as a click would. It rejects when no section has that label.\n';
    // The sentence that names the method only filters; the next one says when "it" rejects.
    expect(perFloorFindings(drift, methods).map((f) => f.text)).toEqual(['It rejects when no section has that label.']);
  });
});

describe('the tutorial refers to its own steps truthfully', () => {
  const steps: Step[] = docs
    .filter((doc) => doc.frontMatter.kind === 'tutorial-step')
    .map((doc) => ({step: Number(doc.frontMatter.step), file: path.basename(doc.relPath), body: doc.body}));

  it('has its nine steps', () => {
    expect(steps.map((s) => s.step).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('every "step N" links to that step, and what a step repeats is on that step', () => {
    expect(
      steps.flatMap((s) => stepReferenceFindings(s, steps).map((f) => `docs/tutorial/${s.file}:${f.line}: ${f.problem}: ${f.text}`)),
    ).toEqual([]);
  });

  it('fails on the drifts it had', () => {
    const step3 = steps.find((s) => s.step === 3)!;
    const asInStep2 = {
      ...step3,
      body: 'You get the same event back. Fetch the chart again as in step 2: its `status` is now `PUBLISHED`.\n',
    };
    expect(stepReferenceFindings(asInStep2, steps).map((f) => f.problem)).toEqual([
      'link "step 2" to ./draw-a-floor-plan.mdx, or name the section of this page it means',
    ]);
    const linked = {...step3, body: 'Fetch the chart again with `GET /charts/YOUR_CHART_KEY`, as in [step 2](./draw-a-floor-plan.mdx).\n'};
    expect(stepReferenceFindings(linked, steps).map((f) => f.problem)).toEqual([
      'step 2 (draw-a-floor-plan.mdx) never shows GET /charts/YOUR_CHART_KEY',
    ]);
    const vague = {...step3, body: 'Fetch the chart again as in [step 2](./draw-a-floor-plan.mdx).\n'};
    expect(stepReferenceFindings(vague, steps)).toHaveLength(1);
  });
});

describe('highlighted lines show what the page is about', () => {
  const namesOf = (doc: DocFile): string[] => {
    if (!['option', 'method', 'property', 'callback', 'object-property'].includes(String(doc.frontMatter.kind))) return [];
    return [doc.frontMatter.name, doc.frontMatter.replacedBy]
      .filter((name): name is string => typeof name === 'string')
      .map((name) => name.replace(/\(.*$/, '').replace(/^.*\./, ''));
  };

  it('no highlight starts on a closing line, and a reference page highlights the lines that use its item', () => {
    expect(everyPage((doc) => highlightFindings(doc.body, namesOf(doc)))).toEqual([]);
  });

  it('fails on the drift it had: {8} on the closing brace above showSectionPricingOverlay', () => {
    const drift =
      "```js {8}\nnew tessera.SeatingChart({\n  divId: 'chart',\n  workspaceKey: 'YOUR_WORKSPACE_KEY',\n  event: 'YOUR_EVENT_KEY',\n  pricing: {\n    prices: [],\n    priceFormatter: (price) => '$' + price,\n  },\n  showSectionPricingOverlay: true,\n}).render();\n```\n";
    expect(highlightFindings(drift, ['showSectionPricingOverlay']).map((f) => f.problem)).toEqual([
      'the highlight starting at line 8 starts on "},"',
      'no highlighted line shows showSectionPricingOverlay',
    ]);
  });
});
