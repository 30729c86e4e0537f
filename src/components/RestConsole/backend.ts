/**
 * The seam between the console's UI and whatever answers it: the operations
 * it can send, the demo keys and prefilled forms, the sandbox's own request
 * validator, and the sandbox itself (clock, reset, changes). One backend per
 * page load, shared by every Try it of the page.
 */
import type {ConsoleExchange, ConsoleRequest} from '@site/lib/console/request';
import type {ConsoleOperation} from '@site/lib/console/form';
import type {ConsoleDraft} from '@site/lib/console/session';
import {createBackend} from './sandboxBackend';

/**
 * A reason the request would be refused, found before sending: the sandbox validator's sentence, which
 * names the field and the rule (`objects[0].quantity must be at least 1 (minimum)`), and the form field
 * it is about (`path:eventKey`, `query:limit`, `body`, `key`).
 */
export type Problem = {field: string; message: string};

export type ConsoleBackend = {
  operation(id: string): ConsoleOperation | undefined;
  /** The demo key that authenticates an operation in the browser's sandbox. */
  demoKey(operation: ConsoleOperation): string;
  /**
   * A form that the browser's sandbox accepts as it is: the documented example (by name, or the first)
   * on the demo data, with what the sandbox arranged for it (a hold token created, seats held), one
   * sentence each.
   */
  prefill(operation: ConsoleOperation, example?: string): {draft: ConsoleDraft; arranged: string[]};
  /** The sandbox's own validation of the request against the OpenAPI document; empty when it would be accepted. */
  validate(operation: ConsoleOperation, request: ConsoleRequest): Problem[];
  /** Sends to the sandbox in the browser. */
  send(operation: ConsoleOperation, request: ConsoleRequest): ConsoleExchange;
  /** The sandbox's virtual time (ms since 1970). */
  now(): number;
  advance(ms: number): void;
  reset(): void;
  /** Calls `listener` on every change of the sandbox's state, from this console or any other view in the tab. */
  subscribe(listener: () => void): () => void;
  /** A message about the tab's stored state, when it could not be read and the sandbox started afresh. */
  notice: string | null;
};

let loading: Promise<ConsoleBackend> | null = null;

/** The backend, made once per page load; a failed load is forgotten so Retry loads again. */
export function loadBackend(): Promise<ConsoleBackend> {
  loading ??= createBackend().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
