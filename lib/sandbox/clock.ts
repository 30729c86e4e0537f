/**
 * The sandbox's virtual clock: real time plus an offset that fast-forward
 * adds to. Hold tokens expire on it (domain/platform.md §7), so a reader can
 * watch a token expire without waiting fifteen minutes. The offset is part of
 * the stored state, so time keeps its lead across page navigations.
 */
import type {SandboxState} from './state';

export type TimeSource = () => number;

export class VirtualClock {
  constructor(
    private readonly source: TimeSource,
    private readonly state: () => SandboxState,
  ) {}

  /** Milliseconds since the epoch, on the virtual clock. */
  now(): number {
    return this.source() + this.state().clockOffset;
  }

  /** Moves the virtual clock forward (never back). */
  shift(ms: number): void {
    if (!Number.isFinite(ms) || ms <= 0) return;
    this.state().clockOffset += Math.floor(ms);
  }
}
