/**
 * The console's backend on the sandbox of lib/sandbox: the tab's one shared
 * sandbox (the playground uses the same one, so both see one state), the
 * operations data the build writes from the OpenAPI document (fetched once,
 * content-hashed), and the sandbox's own request validator.
 */
import {
  exampleCall,
  OPERATIONS_FORMAT,
  sharedSandbox,
  validateRequest,
  type Sandbox,
  type SandboxOperation,
  type SandboxOperations,
} from '@site/lib/sandbox';
import type {ConsoleOperation, ConsoleParameter} from '@site/lib/console/form';
import type {ConsoleRequest} from '@site/lib/console/request';
import type {ConsoleBackend, Problem} from './backend';

/** The operations data: a file the build writes from openapi/ and names after its content (plugins/openapi-docs). */
const OPERATIONS_URL = new URL('@generated/tessera-sandbox/operations.json', import.meta.url).href;

type Schema = Record<string, unknown>;

function typeLabel(schema: Schema): string {
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : typeof schema.type === 'string' ? schema.type : 'string';
  if (type === 'array') return `${typeLabel((schema.items ?? {}) as Schema)}[]`;
  return type;
}

function consoleParameter(param: SandboxOperation['parameters'][number]): ConsoleParameter {
  const values = Array.isArray(param.schema.enum) ? param.schema.enum.map(String) : undefined;
  return {
    name: param.name,
    in: param.in,
    required: param.required,
    type: typeLabel(param.schema),
    ...(values ? {values} : {}),
    ...(param.description ? {description: param.description} : {}),
  };
}

function consoleOperation(op: SandboxOperation): ConsoleOperation {
  return {
    id: op.id,
    method: op.method,
    path: op.path,
    ...(op.query ? {fixedQuery: op.query} : {}),
    summary: op.summary,
    parameters: op.parameters.map(consoleParameter),
    ...(op.body && /json/.test(op.body.mediaType)
      ? {body: {required: op.body.required, examples: op.body.examples.map(({name, summary}) => ({name, ...(summary ? {summary} : {})}))}}
      : {}),
    key: op.adminOnly ? 'admin' : 'secret',
  };
}

/** The path parameters of a request path, by the operation's template (`{eventKey}.csv` too); an empty one counts as missing. */
function pathParams(template: string, path: string): Record<string, string> {
  const names = template.split('/');
  const parts = path.split('?')[0].split('/');
  const params: Record<string, string> = {};
  names.forEach((segment, index) => {
    const match = /^([^{]*)\{([^}]+)\}(.*)$/.exec(segment);
    const part = parts[index] ?? '';
    if (!match || part.length <= match[1].length + match[3].length || !part.startsWith(match[1]) || !part.endsWith(match[3])) return;
    const raw = part.slice(match[1].length, part.length - match[3].length);
    try {
      params[match[2]] = decodeURIComponent(raw);
    } catch {
      params[match[2]] = raw;
    }
  });
  return params;
}

/** Which form field a validator message is about: `path:eventKey`, `query:limit`, else the body. */
function problem(message: string): Problem {
  const param = /^(path|query) parameter (\S+)/.exec(message);
  return {field: param ? `${param[1]}:${param[2]}` : 'body', message};
}

async function fetchOperations(): Promise<SandboxOperations> {
  const response = await fetch(OPERATIONS_URL);
  if (!response.ok) throw new Error(`the operations data answered ${response.status}`);
  const data = (await response.json()) as SandboxOperations;
  if (data?.format !== OPERATIONS_FORMAT || !Array.isArray(data.operations))
    throw new Error('the operations data is not in the format this page reads');
  return data;
}

/** The backend over a sandbox and its operations data (the tab's shared sandbox in the page; any sandbox in tests). */
export function backendFor(sandbox: Sandbox, operations: SandboxOperations): ConsoleBackend {
  const specs = new Map(operations.operations.map((op) => [op.id, op]));
  const views = new Map(operations.operations.map((op) => [op.id, consoleOperation(op)]));

  return {
    operation: (id) => views.get(id),
    demoKey: (operation) => (operation.key === 'secret' ? sandbox.demo.secretKey : sandbox.demo.adminKey),
    prefill(operation, example) {
      const spec = specs.get(operation.id)!;
      // The sandbox maps the documented example onto its demo data, arranging what the example presumes.
      const {request, arranged} = exampleCall(sandbox, operations, operation.id, example);
      const params: Record<string, string> = {};
      for (const [name, value] of Object.entries(pathParams(spec.path, request.path))) params[`path:${name}`] = value;
      const fixed = new URLSearchParams(spec.query ?? '');
      const query = new URLSearchParams(request.path.split('?')[1] ?? '');
      for (const name of new Set(query.keys())) {
        if (!fixed.has(name)) params[`query:${name}`] = query.getAll(name).join(',');
      }
      return {draft: {params, body: request.body ?? ''}, arranged};
    },
    // The sandbox's validateRequest, the code that makes it answer 400, on the console's own operation. Not
    // checkRequest, which first finds the operation from the path: a path parameter left empty would make
    // the path no operation's, where this says which parameter is missing.
    validate(operation: ConsoleOperation, request: ConsoleRequest) {
      const spec = specs.get(operation.id)!;
      const raw = request.body ?? '';
      const hasBody = raw.trim() !== '';
      let body: unknown;
      if (hasBody) {
        try {
          body = JSON.parse(raw);
        } catch (error) {
          return [{field: 'body', message: `The body is not valid JSON: ${(error as Error).message}`}];
        }
      }
      const query = new URLSearchParams(request.path.split('?')[1] ?? '');
      return validateRequest(operations, spec, {params: pathParams(spec.path, request.path), query, body, hasBody}).map(problem);
    },
    send(_operation, request) {
      const started = performance.now();
      const response = sandbox.handle(request);
      const ms = performance.now() - started;
      const binary = response.encoding === 'base64';
      return {
        response: {status: response.status, statusText: response.statusText, headers: response.headers, body: response.body},
        ms,
        target: 'browser',
        ...(binary ? {note: `The body is binary (${response.headers['content-type'] ?? 'data'}): shown as base64.`} : {}),
      };
    },
    now: () => sandbox.clock.now(),
    advance: (ms) => sandbox.clock.advance(ms),
    reset: () => sandbox.reset(),
    subscribe: (listener) => sandbox.subscribe(() => listener()),
    get notice() {
      return sandbox.notice;
    },
  };
}

/** The console's backend in the page: the operations data fetched once, on the tab's shared sandbox. */
export async function createBackend(): Promise<ConsoleBackend> {
  const operations = await fetchOperations();
  return backendFor(sharedSandbox({operations}), operations);
}
