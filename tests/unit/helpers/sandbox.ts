/**
 * A sandbox for tests: the operations data made from openapi/ (as the build
 * makes the asset), a fixed clock, memory storage, and a `send` that speaks
 * JSON with the demo secret key.
 */
import path from 'node:path';
import {loadApiModel} from '../../../plugins/openapi-docs';
import {
  compactOperations,
  createSandbox,
  DEMO,
  memoryStorage,
  type Sandbox,
  type SandboxOperations,
  type SandboxResponse,
  type SandboxStorage,
} from '../../../lib/sandbox';

export const repoRoot = path.resolve(__dirname, '../../..');

let operations: SandboxOperations | undefined;
export function operationsData(): SandboxOperations {
  operations ??= compactOperations(loadApiModel(repoRoot));
  return operations;
}

/** 18 October 2025, 19:00 UTC: the time of the document's hold token examples. */
export const T0 = Date.UTC(2025, 9, 18, 19, 0, 0);

export function basic(key: string): string {
  return `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
}

export type TestSandbox = {
  sandbox: Sandbox;
  storage: SandboxStorage & {data: Map<string, string>};
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers of many shapes
  send: (method: string, path: string, body?: unknown, headers?: Record<string, string>) => SandboxResponse & {json: any};
};

export function testSandbox(options: {storage?: SandboxStorage & {data: Map<string, string>}; withOperations?: boolean} = {}): TestSandbox {
  const storage = options.storage ?? memoryStorage();
  const sandbox = createSandbox({seed: 7, storage, operations: options.withOperations === false ? null : operationsData(), now: () => T0});
  const send: TestSandbox['send'] = (method, path, body, headers = {authorization: basic(DEMO.secretKey)}) => {
    const response = sandbox.handle({
      method,
      path,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    let json: unknown;
    try {
      json = response.body && response.headers['content-type'] === 'application/json' ? JSON.parse(response.body) : undefined;
    } catch {
      json = undefined;
    }
    return {...response, json};
  };
  return {sandbox, storage, send};
}

export const concert = `/events/${DEMO.events.concert}`;
