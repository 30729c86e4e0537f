/**
 * What the REST console sends and what comes back, whichever sandbox answers:
 * the one in the browser (lib/sandbox) or a hosted one through the site's
 * proxy (./hosted.ts).
 */

/** A request as sent: the path filled in, with its query string; the body as raw text. */
export type ConsoleRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
};

export type ConsoleResponse = {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: string;
};

/** One Send: the response (or why there is none), the time it took and who answered. */
export type ConsoleExchange = {
  response?: ConsoleResponse;
  /** Why no response came (network failure, timeout): shown instead of one. */
  failure?: string;
  /** Something to know about the response shown (a body cut short). */
  note?: string;
  ms: number;
  target: 'browser' | 'hosted';
};
