/**
 * Gives up on a stream that goes silent: `signal` aborts when `arm()` is not
 * called again within `ms`, or when `outer` (the caller's stop) aborts. Call
 * `arm()` before the request and on every chunk, and `dispose()` when done:
 * it stops the timer and aborts whatever is still open (a stream the reader
 * left early).
 * Shared by the browser's answerer and the ask server's model client.
 */
export type IdleTimeout = {
  readonly signal: AbortSignal;
  /** True once the timer, not the caller, aborted. */
  readonly timedOut: boolean;
  arm(): void;
  dispose(): void;
};

export function idleTimeout(outer: AbortSignal, ms: number): IdleTimeout {
  const controller = new AbortController();
  const stop = () => controller.abort();
  outer.addEventListener('abort', stop);
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    signal: controller.signal,
    get timedOut() {
      return timedOut;
    },
    arm() {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, ms);
    },
    dispose() {
      clearTimeout(timer);
      outer.removeEventListener('abort', stop);
      controller.abort();
    },
  };
}
