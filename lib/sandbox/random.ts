/**
 * Deterministic pseudo-random values (mulberry32), drawn from the state so that
 * a sandbox created with a seed gives the same keys, hold tokens and request
 * ids every time: tests can rely on them.
 */
import type {SandboxState} from './state';

export function nextRandom(state: SandboxState): number {
  let t = (state.random = (state.random + 0x6d2b79f5) >>> 0);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A hold token such as `wvXbB9MlHt` (domain/platform.md §7). */
export function newHoldToken(state: SandboxState): string {
  let token = '';
  for (let i = 0; i < 10; i += 1) token += ALPHANUMERIC[Math.floor(nextRandom(state) * ALPHANUMERIC.length)];
  return token;
}

/** A version 4 UUID, as chart keys, workspace keys and request ids are. */
export function newUuid(state: SandboxState): string {
  let hex = '';
  for (let i = 0; i < 32; i += 1) hex += Math.floor(nextRandom(state) * 16).toString(16);
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function nextId(state: SandboxState): number {
  state.nextId += 1;
  return state.nextId;
}
