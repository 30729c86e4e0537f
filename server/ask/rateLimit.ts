/**
 * A token bucket per client: each client may ask `perMinute` questions in a
 * burst, and earns them back evenly over a minute. Buckets live in memory,
 * which is right for one server process; behind several instances each keeps
 * its own count (put a shared limit at the gateway if that matters).
 */
export type Verdict = {ok: true} | {ok: false; retryAfterSeconds: number};

type Bucket = {tokens: number; updated: number};

/** Past this many clients, full buckets (clients idle for a minute) are forgotten. */
const PRUNE_AT = 10_000;

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perMs: number;

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {
    this.perMs = perMinute / 60_000;
  }

  /** Takes one request from the client's bucket, or says how long to wait for the next. */
  take(client: string): Verdict {
    const now = this.now();
    const bucket = this.buckets.get(client) ?? {tokens: this.perMinute, updated: now};
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + (now - bucket.updated) * this.perMs);
    bucket.updated = now;
    if (bucket.tokens < 1) {
      this.buckets.set(client, bucket);
      return {ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / this.perMs / 1000))};
    }
    bucket.tokens -= 1;
    this.buckets.set(client, bucket);
    if (this.buckets.size > PRUNE_AT) this.prune(now);
    return {ok: true};
  }

  private prune(now: number): void {
    for (const [client, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.updated) * this.perMs >= this.perMinute) this.buckets.delete(client);
    }
  }
}
