/**
 * Hold tokens: create, retrieve, change expiration (openapi/paths/hold-tokens*.yaml;
 * domain/platform.md §7: default lifetime the company's hold period, 15 minutes;
 * at most 2 hours from creation; `expiresInMinutes: 0` expires the token at once).
 */
import {bodyOf, isoDate, json, type Ctx, type Reply, type Route} from '../context';
import {ApiError} from '../errors';
import {newHoldToken} from '../random';
import {LIMITS, type HoldTokenState} from '../state';

const MINUTE = 60_000;
/** "total validity is capped at 2 hours from creation" (platform.md §7). */
export const MAX_LIFETIME = 120 * MINUTE;

export function holdTokenJson(token: HoldTokenState, now: number) {
  return {
    holdToken: token.token,
    expiresAt: isoDate(token.expiresAt),
    expiresInSeconds: Math.max(0, Math.round((token.expiresAt - now) / 1000)),
    workspaceKey: token.workspace,
  };
}

/** 404 HOLD_TOKEN_NOT_FOUND: "The hold token in the path is unknown or has expired." (rest-api.yaml error_codes) */
function liveToken(ctx: Ctx): HoldTokenState {
  const key = ctx.params.holdToken;
  const token = ctx.state.holdTokens.find((t) => t.token === key && t.workspace === ctx.scope.workspace);
  if (!token || token.expired) throw new ApiError('HOLD_TOKEN_NOT_FOUND', `Hold token not found or expired: ${key}`);
  return token;
}

function minutes(ctx: Ctx): number | undefined {
  const value = bodyOf(ctx).expiresInMinutes;
  return typeof value === 'number' ? value : undefined;
}

/** Creates a token, or re-creates one under a given value (the examples' `wvXbB9MlHt`); keeps the list bounded. */
export function addHoldToken(ctx: Pick<Ctx, 'state' | 'scope' | 'now'>, lifetimeMs: number, value?: string): HoldTokenState {
  const state = ctx.state;
  if (state.holdTokens.length >= LIMITS.holdTokens) {
    const expired = state.holdTokens.filter((t) => t.expired).sort((a, b) => a.expiresAt - b.expiresAt);
    const drop = new Set(expired.slice(0, state.holdTokens.length - LIMITS.holdTokens + 1));
    state.holdTokens = state.holdTokens.filter((t) => !drop.has(t));
    if (state.holdTokens.length >= LIMITS.holdTokens) {
      throw new ApiError(
        'ILLEGAL_ARGUMENT',
        `The sandbox keeps at most ${LIMITS.holdTokens} live hold tokens; let some expire or reset the sandbox`,
      );
    }
  }
  let token = value ?? newHoldToken(state);
  while (!value && state.holdTokens.some((t) => t.token === token)) token = newHoldToken(state);
  state.holdTokens = state.holdTokens.filter((t) => t.token !== token);
  const created: HoldTokenState = {token, workspace: ctx.scope.workspace, createdOn: ctx.now, expiresAt: ctx.now + lifetimeMs};
  state.holdTokens.push(created);
  return created;
}

function create(ctx: Ctx): Reply {
  const requested = minutes(ctx);
  const lifetime = (requested ?? ctx.state.company.holdPeriodInMinutes) * MINUTE;
  if (lifetime > MAX_LIFETIME)
    throw new ApiError('HOLD_TOKEN_LIFETIME_EXCEEDED', `A hold token lives at most 120 minutes, not ${requested}`);
  const token = addHoldToken(ctx, lifetime);
  ctx.changedData = true;
  return json(201, holdTokenJson(token, ctx.now));
}

function expireIn(ctx: Ctx): Reply {
  const token = liveToken(ctx);
  const requested = minutes(ctx) ?? 0;
  const expiresAt = ctx.now + requested * MINUTE;
  if (expiresAt - token.createdOn > MAX_LIFETIME) {
    throw new ApiError(
      'HOLD_TOKEN_LIFETIME_EXCEEDED',
      `Hold token ${token.token} was created ${Math.floor((ctx.now - token.createdOn) / MINUTE)} minutes ago; ${requested} more minutes would pass its 2 hours`,
    );
  }
  token.expiresAt = expiresAt;
  ctx.changedData = true;
  return json(200, holdTokenJson(token, ctx.now));
}

export const holdTokenRoutes: Route[] = [
  {id: 'createHoldToken', method: 'POST', path: '/hold-tokens', handler: create},
  {
    id: 'retrieveHoldToken',
    method: 'GET',
    path: '/hold-tokens/{holdToken}',
    handler: (ctx) => json(200, holdTokenJson(liveToken(ctx), ctx.now)),
  },
  {id: 'expireHoldTokenInMinutes', method: 'POST', path: '/hold-tokens/{holdToken}', handler: expireIn},
];
