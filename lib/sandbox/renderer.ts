/**
 * What the renderer does to an event when a buyer clicks, for the
 * playground: with a session (`session: 'start'`), selecting an object holds
 * it under the session's hold token and deselecting releases it; the status
 * change log records these as HELD_BY_USER and HOLD_RELEASED_BY_USER
 * (domain/platform.md §6, §7). The renderer only lets buyers select objects
 * that are for sale (§8) and, for objects in a channel, only when the page's
 * `channels` option names that channel (§9; resale objects ignore channels).
 * These are not REST calls: the renderer authenticates with the public
 * workspace key.
 */
import {chartModel} from './charts';
import {DEMO} from './demo';
import {ApiError} from './errors';
import {bookableObject, eventCategories, isForSale} from './lookup';
import {areaCounts} from './objectInfo';
import {areaNotForSale} from './lookup';
import type {SandboxImpl} from './sandbox';
import {FREE, HELD, planStatusChange, RESALE, Txn, type ObjectToChange} from './status';
import {addHoldToken} from './operations/holdTokens';

export type RendererResult = {ok: true} | {ok: false; reason: string; message: string};

export interface RendererSessions {
  /** Starts a session as `session: 'start'` does: a new hold token living the company's hold period. */
  startSession(options?: {workspaceKey?: string}): {holdToken: string; expiresAt: number};
  /**
   * A buyer selects objects (labels, or `{objectId, quantity}` for area places): they are held under
   * the session's token. Refused, with a reason and a sentence, for objects that are not for sale, in
   * a channel the page did not enable, not free, or unknown; nothing is held then.
   */
  select(
    eventKey: string,
    objects: ObjectToChange[],
    holdToken: string,
    options?: {channels?: string[]; workspaceKey?: string},
  ): RendererResult;
  /** A buyer deselects objects: they are released from the session's token. */
  deselect(eventKey: string, objects: ObjectToChange[], holdToken: string, options?: {workspaceKey?: string}): RendererResult;
}

const label = (o: ObjectToChange) => (typeof o === 'string' ? o : o.objectId);

export function rendererSessions(sandbox: SandboxImpl): RendererSessions {
  const scopeFor = (state: Parameters<Parameters<SandboxImpl['transact']>[0]>[0]['state'], workspaceKey = DEMO.publicKey) => {
    if (!state.workspaces.some((w) => w.key === workspaceKey && w.isActive))
      throw new ApiError('WORKSPACE_NOT_FOUND', `No active workspace has the public key ${workspaceKey}`);
    return {state, workspace: workspaceKey};
  };
  const change = (
    kind: 'select' | 'deselect',
    eventKey: string,
    objects: ObjectToChange[],
    holdToken: string,
    options: {channels?: string[]; workspaceKey?: string} = {},
  ): RendererResult =>
    sandbox.transact(({state, now, touched}) => {
      try {
        const scope = scopeFor(state, options.workspaceKey);
        const event = state.events.find((e) => e.key === eventKey && e.workspace === scope.workspace);
        if (!event) throw new ApiError('EVENT_NOT_FOUND', `Event not found: ${eventKey}`);
        if (kind === 'select') {
          const chart = state.charts.find((c) => c.key === event.chartKey)!;
          const model = chartModel(chart.plan);
          const categories = eventCategories(event, chart);
          for (const entry of objects) {
            const object = bookableObject(event, model, label(entry));
            if (!object) continue; // planStatusChange names unknown labels
            const notForSale =
              object.objectType === 'generalAdmission'
                ? areaCounts(event.areas[object.label], object.capacity ?? 0, areaNotForSale(event, object, categories)).free === 0
                : !isForSale(event, object, categories);
            if (notForSale)
              return {ok: false, reason: 'NOT_FOR_SALE', message: `${object.label} is not for sale, so buyers cannot select it`};
            const status = event.objects[object.label]?.status ?? FREE;
            if (
              object.objectType !== 'generalAdmission' &&
              status !== FREE &&
              status !== RESALE &&
              !(status === HELD && event.objects[object.label]?.holdToken === holdToken)
            ) {
              return {ok: false, reason: 'NOT_SELECTABLE', message: `${object.label} is ${status}, so buyers cannot select it`};
            }
          }
        }
        const txn = new Txn();
        planStatusChange(scope, txn, now, {
          event,
          objects,
          type: kind === 'select' ? 'CHANGE_STATUS_TO' : 'RELEASE',
          status: kind === 'select' ? HELD : undefined,
          holdToken,
          // Without the renderer's channels option only objects in no channel are selectable (§9).
          channelKeys: kind === 'select' ? (options.channels ?? ['NO_CHANNEL']) : undefined,
          ignoreChannels: kind === 'deselect' ? true : undefined,
          origin: kind === 'select' ? 'HELD_BY_USER' : 'HOLD_RELEASED_BY_USER',
        });
        touched.push(...txn.commit(state));
        return {ok: true};
      } catch (error) {
        if (error instanceof ApiError) return {ok: false, reason: error.code, message: error.message};
        throw error;
      }
    });
  return {
    startSession(options = {}) {
      return sandbox.transact(({state, now}) => {
        const scope = scopeFor(state, options.workspaceKey);
        const token = addHoldToken({state, scope, now}, state.company.holdPeriodInMinutes * 60_000);
        return {holdToken: token.token, expiresAt: token.expiresAt};
      });
    },
    select: (eventKey, objects, holdToken, options) => change('select', eventKey, objects, holdToken, options),
    deselect: (eventKey, objects, holdToken, options) => change('deselect', eventKey, objects, holdToken, options),
  };
}
