/**
 * The documented example of an operation, as a request that works on the
 * sandbox now: the REST console pre-fills its form with it, and the unit
 * tests send every modelled operation its example. The document's examples
 * already use the demo company's keys and labels (lib/sandbox/demo.ts); what
 * differs is mapped:
 * - the example hold token `wvXbB9MlHt` becomes a new token of the sandbox;
 * - keys the example creates but the demo already has (an event, a channel,
 *   a workspace name) get a free variant (`concert-2025-11-21-2`);
 * - the state an example presumes is arranged with ordinary requests first
 *   (seats held under the token before booking them with it, seats booked
 *   before they go up for resale...), and each arrangement is described in a
 *   sentence the console can show.
 */
import {DEMO} from './demo';
import type {Sandbox, SandboxRequest} from './index';
import type {SandboxOperation, SandboxOperations} from './spec';

export interface ExampleCall {
  request: SandboxRequest;
  /** What the sandbox set up so the example can succeed, one sentence each (empty when nothing was needed). */
  arranged: string[];
  /** The request example used (its name in the document), if the operation has a body. */
  example?: string;
}

type Json = unknown;

function basic(key: string): string {
  return `Basic ${btoa(`${key}:`)}`;
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** Query parameters the console leaves out: cursors point at pages of someone else's data. */
const SKIPPED_QUERY = new Set(['start_after_id', 'end_before_id']);

function replaceDeep(value: Json, from: string, to: string): Json {
  if (typeof value === 'string') return value === from ? to : value;
  if (Array.isArray(value)) return value.map((item) => replaceDeep(item, from, to));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k === from ? to : k, replaceDeep(v, from, to)]));
  return value;
}

function labelsOf(objects: unknown): string[] {
  if (!Array.isArray(objects)) return [];
  return objects
    .map((o) => (typeof o === 'string' ? o : String((o as {objectId?: unknown})?.objectId ?? '')))
    .filter((label) => label !== '');
}

export function exampleCall(sandbox: Sandbox, operations: SandboxOperations, operationId: string, exampleName?: string): ExampleCall {
  const op = operations.operations.find((o) => o.id === operationId);
  if (!op) throw new Error(`No operation ${operationId} in the operations data`);
  const arranged: string[] = [];
  const secret: Record<string, string> = {authorization: basic(DEMO.secretKey)};
  const call = (method: string, path: string, body?: Json, headers = secret) =>
    sandbox.handle({method, path, headers, body: body === undefined ? undefined : JSON.stringify(body)});
  const json = (method: string, path: string, body?: Json, headers = secret) => {
    const response = call(method, path, body, headers);
    return response.body && response.headers['content-type'] === 'application/json'
      ? (JSON.parse(response.body) as Record<string, unknown>)
      : {};
  };

  // Parameters from the document's examples; a query a variant of the operation always sends belongs to the variant.
  const params: Record<string, string> = {};
  const query = new URLSearchParams(op.query ?? '');
  const variantQuery = new Set(
    operations.operations.filter((o) => o.variantOf === op.id && o.query).flatMap((o) => [...new URLSearchParams(o.query).keys()]),
  );
  for (const p of op.parameters) {
    if (p.example === undefined) continue;
    if (p.in === 'path') params[p.name] = String(p.example);
    else if (p.in === 'query' && !SKIPPED_QUERY.has(p.name) && !variantQuery.has(p.name) && !query.has(p.name)) {
      for (const value of Array.isArray(p.example) ? p.example : [p.example]) query.append(p.name, String(value));
    }
  }
  const chosen = op.body?.examples.find((e) => e.name === exampleName) ?? op.body?.examples[0];
  let body: Json = clone(chosen?.value);

  // The example's hold token becomes a live token of the sandbox.
  const inBody = JSON.stringify(body ?? null).includes(DEMO.exampleHoldToken);
  const usesToken = inBody || params.holdToken === DEMO.exampleHoldToken;
  let token = DEMO.exampleHoldToken;
  // A call about one token (retrieve it, extend it) takes the reader's newest live token: the one they just made.
  const aboutToken = usesToken && !inBody;
  const latest = aboutToken && !op.adminOnly ? sandbox.latestHoldToken(DEMO.secretKey) : null;
  if (latest) {
    token = latest;
    arranged.push(`Used hold token ${token}, the newest live one of this sandbox, for the example's ${DEMO.exampleHoldToken}.`);
    params.holdToken = token;
  } else if (usesToken) {
    token = String(json('POST', '/hold-tokens', {}).holdToken);
    arranged.push(`Created hold token ${token} to stand for the example's ${DEMO.exampleHoldToken}.`);
    body = replaceDeep(body, DEMO.exampleHoldToken, token);
    if (params.holdToken === DEMO.exampleHoldToken) params.holdToken = token;
  }

  freeUp(sandbox, op, params.eventKey, body, arranged, call);
  arrange(op, {params, body: body as Record<string, unknown>, token, arranged, call, json});
  const fixed = fixups(op, params, body, arranged, json);
  body = fixed;

  let path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? `{${name}}`));
  const search = query.toString();
  if (search) path += `?${search}`;
  const headers: Record<string, string> = {authorization: basic(op.adminOnly ? DEMO.adminKey : DEMO.secretKey)};
  if (op.body) headers['content-type'] = op.body.mediaType;
  const request: SandboxRequest = {method: op.method, path, headers};
  if (body !== undefined) request.body = JSON.stringify(body, null, 2);
  return {request, arranged, ...(chosen ? {example: chosen.name} : {})};
}

type Arrange = {
  params: Record<string, string>;
  body: Record<string, unknown> | undefined;
  token: string;
  arranged: string[];
  call: (method: string, path: string, body?: Json, headers?: Record<string, string>) => ReturnType<Sandbox['handle']>;
  json: (method: string, path: string, body?: Json, headers?: Record<string, string>) => Record<string, unknown>;
};

/** Operations whose example takes the objects it names from free, or from a state arrange() sets up. */
const ACTS_ON_FREE_OBJECTS = new Set(['bookObjects', 'holdObjects', 'releaseObjects', 'changeObjectStatus', 'putUpForResale']);

/**
 * The objects an example names are free again when an earlier request of the tab took them (the book
 * example's seats, then the hold example on the same seats): released, with their hold token if held,
 * and said so. Without it, following the Objects pages in order answers 400 from the second page on.
 */
function freeUp(
  sandbox: Sandbox,
  op: SandboxOperation,
  eventKey: string | undefined,
  body: Json,
  arranged: string[],
  call: Arrange['call'],
): void {
  if (!ACTS_ON_FREE_OBJECTS.has(op.id) || !eventKey) return;
  let statuses: ReturnType<Sandbox['objectStatuses']>;
  try {
    statuses = sandbox.objectStatuses(eventKey);
  } catch {
    return;
  }
  const objects = (body as {objects?: unknown} | undefined)?.objects;
  const taken = labelsOf(objects).filter((label) => {
    const view = statuses.get(label);
    return view !== undefined && view.status !== 'free' && view.free === undefined;
  });
  for (const label of taken) {
    const {status, holdToken} = statuses.get(label)!;
    const response = call('POST', `/events/${encodeURIComponent(eventKey)}/actions/release`, {
      objects: [label],
      ...(holdToken ? {holdToken} : {}),
    });
    if (response.status === 204) arranged.push(`Released ${label} in ${eventKey} (it was ${status}), so the example finds it free.`);
  }
}

/** State the example presumes, set up with ordinary requests. */
function arrange(op: SandboxOperation, a: Arrange): void {
  const event = a.params.eventKey;
  const body = a.body ?? {};
  const hold = (eventKey: string, objects: unknown) => {
    const labels = labelsOf(objects);
    const response = a.call('POST', `/events/${encodeURIComponent(eventKey)}/actions/hold`, {
      objects,
      holdToken: a.token,
      ignoreChannels: true,
    });
    if (response.status === 204) a.arranged.push(`Held ${labels.join(', ')} in ${eventKey} under hold token ${a.token}.`);
  };
  const book = (eventKey: string, objects: string[]) => {
    const response = a.call('POST', `/events/${encodeURIComponent(eventKey)}/actions/book`, {objects, ignoreChannels: true});
    if (response.status === 204) a.arranged.push(`Booked ${objects.join(', ')} in ${eventKey}.`);
  };
  switch (op.id) {
    case 'bookObjects':
    case 'releaseObjects':
      // Booking or releasing with a hold token needs the objects held under it (platform.md §7).
      if (body.holdToken && body.objects) hold(event, body.objects);
      else if (op.id === 'releaseObjects' && body.objects) book(event, labelsOf(body.objects));
      if (Array.isArray(body.channelKeys) && body.objects) {
        const labels = labelsOf(body.objects).filter((label) => label !== 'Standing floor');
        for (const key of body.channelKeys as string[]) {
          const response = a.call('POST', `/events/${encodeURIComponent(event)}/channels/${encodeURIComponent(key)}/objects`, {
            objects: labels,
          });
          if (response.status === 204)
            a.arranged.push(`Added ${labels.join(', ')} to channel ${key}, as the example's channelKeys presume.`);
        }
      }
      break;
    case 'changeObjectStatusForEventGroup':
      if (body.holdToken && Array.isArray(body.events)) for (const key of body.events as string[]) hold(key, body.objects);
      break;
    case 'putUpForResale':
      // Only booked objects go up for resale (rest-api.yaml error_codes PREVIOUS_STATUS_NOT_ALLOWED).
      book(event, labelsOf(body.objects));
      break;
    case 'removeTag': {
      const response = a.call('POST', `/charts/${encodeURIComponent(a.params.chartKey)}/tags/${encodeURIComponent(a.params.tag)}`);
      if (response.status === 204) a.arranged.push(`Added the tag ${a.params.tag} to the chart, so there is one to remove.`);
      break;
    }
    case 'retrieveDraftVersion':
    case 'publishDraft':
    case 'discardDraft':
    case 'validateDraftVersion':
    case 'copyDraftVersion':
    case 'retrieveDraftThumbnail': {
      // These need a draft; renaming a chart that has events opens one (platform.md §4).
      const chart = a.json('GET', `/charts/${encodeURIComponent(a.params.chartKey)}`);
      if (chart.status === 'PUBLISHED') {
        a.call('POST', `/charts/${encodeURIComponent(a.params.chartKey)}`, {name: chart.name});
        a.arranged.push(`Opened a draft of chart ${a.params.chartKey} by saving its name.`);
      }
      break;
    }
  }
}

/** Keys the example would create but the sandbox already has, and objects the example names in another state. */
function fixups(op: SandboxOperation, params: Record<string, string>, body: Json, arranged: string[], json: Arrange['json']): Json {
  const b = (body ?? {}) as Record<string, unknown>;
  const events = () => new Set(((json('GET', '/events?limit=1000').items as {key: string}[]) ?? []).map((e) => e.key));
  const free = (taken: Set<string>, key: string) => {
    let n = 2;
    while (taken.has(`${key}-${n}`)) n += 1;
    return `${key}-${n}`;
  };
  const renameEvent = (entry: Record<string, unknown>, taken: Set<string>) => {
    const key = entry.eventKey;
    if (typeof key === 'string' && taken.has(key)) {
      entry.eventKey = free(taken, key);
      arranged.push(`The demo already has event ${key}, so the example creates ${entry.eventKey}.`);
    }
    if (typeof entry.eventKey === 'string') taken.add(entry.eventKey);
  };
  switch (op.id) {
    case 'createEvent':
      renameEvent(b, events());
      break;
    case 'createMultipleEvents': {
      const taken = events();
      for (const entry of (b.events as Record<string, unknown>[]) ?? []) renameEvent(entry, taken);
      break;
    }
    case 'addChannels': {
      const event = json('GET', `/events/${encodeURIComponent(params.eventKey)}`);
      const taken = new Set(((event.channels as {key: string}[]) ?? []).map((c) => c.key));
      for (const channel of Array.isArray(body) ? (body as Record<string, unknown>[]) : [b]) {
        const key = String(channel.key);
        if (!taken.has(key)) continue;
        channel.key = free(taken, key);
        taken.add(String(channel.key));
        arranged.push(`Event ${params.eventKey} already has channel ${key}, so the example adds ${channel.key}.`);
      }
      break;
    }
    case 'createWorkspace': {
      const names = new Set(
        ((json('GET', '/workspaces', undefined, {authorization: basic(DEMO.adminKey)}).items as {name: string}[]) ?? []).map((w) => w.name),
      );
      if (typeof b.name === 'string' && names.has(b.name)) {
        let n = 2;
        while (names.has(`${b.name} ${n}`)) n += 1;
        arranged.push(`The company already has a workspace called ${b.name}, so the example creates ${b.name} ${n}.`);
        b.name = `${b.name} ${n}`;
      }
      break;
    }
    case 'moveChartOutOfArchive':
      params.chartKey = DEMO.charts.archived;
      arranged.push(`The example's chart is not archived; the demo's archived chart is Summer stage 2024 (${DEMO.charts.archived}).`);
      break;
    case 'deleteWorkspace':
    case 'activateWorkspace':
    case 'deactivateWorkspace':
      // The demo workspace is the default and active one: act on the other, inactive workspace.
      params.workspaceKey = DEMO.otherWorkspace.publicKey;
      arranged.push(`Acts on the demo's other workspace, ${DEMO.otherWorkspace.name}, so the demo workspace keeps working.`);
      break;
  }
  return body;
}
