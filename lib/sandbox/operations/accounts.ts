/**
 * The company account and its workspaces, with the company admin key
 * (openapi/paths/accounts_*.yaml, workspaces*.yaml; domain/platform.md §2).
 * Modelled: the hold period (it sets the default lifetime of new hold tokens,
 * §7), draft drawings on or off (§4), and the workspace list with its
 * lifecycle. Keys are never regenerated here: the demo keys stay valid.
 */
import {bodyOf, json, noContent, optString, type Ctx, type Reply, type Route} from '../context';
import {ApiError, illegal} from '../errors';
import {page} from '../paging';
import {newUuid, nextId} from '../random';
import {LIMITS, type WorkspaceState} from '../state';

const VALIDATION = {
  VALIDATE_DUPLICATE_LABELS: 'ERROR',
  VALIDATE_OBJECTS_WITHOUT_CATEGORIES: 'ERROR',
  VALIDATE_UNLABELED_OBJECTS: 'ERROR',
  VALIDATE_FOCAL_POINT: 'WARNING',
  VALIDATE_OBJECT_TYPES_PER_CATEGORY: 'WARNING',
  VALIDATE_EMPTY_FLOOR: 'OFF',
};

function workspaceJson(w: WorkspaceState) {
  return {
    id: w.id,
    key: w.key,
    secretKey: w.secretKey,
    name: w.name,
    isDefault: w.isDefault,
    isTest: w.isTest,
    isActive: w.isActive,
    settings: {},
  };
}

/** 404 WORKSPACE_NOT_FOUND for an unknown public key (rest-api.yaml error_codes). */
function findWorkspace(ctx: Ctx): WorkspaceState {
  const workspace = ctx.state.workspaces.find((w) => w.key === ctx.params.workspaceKey);
  if (!workspace) throw new ApiError('WORKSPACE_NOT_FOUND', `No workspace has the public key ${ctx.params.workspaceKey}`);
  return workspace;
}

function checkName(ctx: Ctx, name: string, except?: WorkspaceState): void {
  if (ctx.state.workspaces.some((w) => w !== except && w.name === name)) {
    throw new ApiError('WORKSPACE_NAME_ALREADY_EXISTS', `Another workspace is called ${name}`);
  }
}

/** Newest first; `filter` matches part of the name (rest-api.yaml workspaces.listWorkspaces). */
function list(ctx: Ctx, active?: boolean): Reply {
  const filter = ctx.query.get('filter')?.toLowerCase();
  const all = ctx.state.workspaces
    .filter((w) => active === undefined || w.isActive === active)
    .filter((w) => !filter || w.name.toLowerCase().includes(filter))
    .sort((a, b) => b.id - a.id);
  const result = page(all, (w) => w.id, ctx.query);
  return json(200, {...result, items: result.items.map(workspaceJson)});
}

function setActive(ctx: Ctx, active: boolean): Reply {
  const workspace = findWorkspace(ctx);
  if (!active && workspace.isDefault) {
    throw new ApiError(
      'DEFAULT_WORKSPACE_CANNOT_BE_DEACTIVATED',
      `${workspace.name} is the default workspace; make another one the default first`,
    );
  }
  workspace.isActive = active;
  ctx.changedData = true;
  return noContent();
}

export const accountRoutes: Route[] = [
  {
    id: 'retrieveMyAccount',
    method: 'GET',
    path: '/accounts/me',
    handler: (ctx) =>
      json(200, {
        secretKey: ctx.state.company.adminKey,
        designerKey: '8c0e2a4c-6e8a-4b0c-9d2e-4f6a8c0e2b4d',
        publicKey: '1b3d5f7a-9c0e-4e2a-b4c6-d8e0f2a4c6e8',
        email: 'box-office@riverside-theatre.example',
        role: 'ADMIN',
        company: {id: ctx.state.company.id, region: 'eu'},
        settings: {
          holdPeriodInMinutes: ctx.state.company.holdPeriodInMinutes,
          draftChartDrawingsEnabled: ctx.state.company.draftChartDrawingsEnabled,
          holdOnSelectForGAs: true,
          chartValidation: VALIDATION,
          defaultRendererSettings: {},
        },
      }),
  },
  {
    id: 'changeHoldPeriod',
    method: 'POST',
    path: '/accounts/me/actions/change-hold-period',
    handler: (ctx) => {
      const minutes = bodyOf(ctx).holdPeriodInMinutes;
      if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 1 || minutes > 120)
        throw illegal('holdPeriodInMinutes must be an integer from 1 to 120');
      ctx.state.company.holdPeriodInMinutes = minutes;
      ctx.changedData = true;
      return noContent();
    },
  },
  ...([true, false] as const).map((enabled): Route => ({
    id: enabled ? 'enableDraftChartDrawings' : 'disableDraftChartDrawings',
    method: 'POST',
    path: `/accounts/me/draft-chart-drawings/actions/${enabled ? 'enable' : 'disable'}`,
    handler: (ctx) => {
      ctx.state.company.draftChartDrawingsEnabled = enabled;
      ctx.changedData = true;
      return noContent();
    },
  })),
  {id: 'listWorkspaces', method: 'GET', path: '/workspaces', handler: (ctx) => list(ctx)},
  {id: 'listActiveWorkspaces', method: 'GET', path: '/workspaces/active', handler: (ctx) => list(ctx, true)},
  {id: 'listInactiveWorkspaces', method: 'GET', path: '/workspaces/inactive', handler: (ctx) => list(ctx, false)},
  {
    id: 'retrieveWorkspace',
    method: 'GET',
    path: '/workspaces/{workspaceKey}',
    handler: (ctx) => json(200, workspaceJson(findWorkspace(ctx))),
  },
  {
    id: 'createWorkspace',
    method: 'POST',
    path: '/workspaces',
    handler: (ctx) => {
      const name = optString(bodyOf(ctx).name);
      if (!name) throw illegal('name is required');
      checkName(ctx, name);
      if (ctx.state.workspaces.length >= LIMITS.workspaces) throw illegal(`The sandbox keeps at most ${LIMITS.workspaces} workspaces`);
      const workspace: WorkspaceState = {
        id: nextId(ctx.state),
        key: newUuid(ctx.state),
        secretKey: newUuid(ctx.state),
        name,
        isDefault: false,
        isTest: bodyOf(ctx).isTest === true,
        isActive: true,
      };
      ctx.state.workspaces.push(workspace);
      ctx.changedData = true;
      return json(201, workspaceJson(workspace));
    },
  },
  {
    id: 'updateWorkspace',
    method: 'POST',
    path: '/workspaces/{workspaceKey}',
    handler: (ctx) => {
      const workspace = findWorkspace(ctx);
      const name = optString(bodyOf(ctx).name);
      if (!name) throw illegal('name is required');
      checkName(ctx, name, workspace);
      workspace.name = name;
      ctx.changedData = true;
      return noContent();
    },
  },
  {id: 'activateWorkspace', method: 'POST', path: '/workspaces/{workspaceKey}/actions/activate', handler: (ctx) => setActive(ctx, true)},
  {
    id: 'deactivateWorkspace',
    method: 'POST',
    path: '/workspaces/{workspaceKey}/actions/deactivate',
    handler: (ctx) => setActive(ctx, false),
  },
  {
    id: 'setDefaultWorkspace',
    method: 'POST',
    path: '/workspaces/actions/set-default/{workspaceKey}',
    handler: (ctx) => {
      const workspace = findWorkspace(ctx);
      if (!workspace.isActive) throw new ApiError('WORKSPACE_INACTIVE', `${workspace.name} is inactive; activate it first`);
      for (const w of ctx.state.workspaces) w.isDefault = w === workspace;
      ctx.changedData = true;
      return noContent();
    },
  },
  {
    id: 'deleteWorkspace',
    method: 'DELETE',
    path: '/workspaces/{workspaceKey}',
    handler: (ctx) => {
      // "delete (only possible once inactive; irreversible)" (platform.md §2).
      const workspace = findWorkspace(ctx);
      if (workspace.isActive) throw new ApiError('WORKSPACE_STILL_ACTIVE', `${workspace.name} is active; deactivate it first`);
      ctx.state.workspaces = ctx.state.workspaces.filter((w) => w !== workspace);
      ctx.state.charts = ctx.state.charts.filter((c) => c.workspace !== workspace.key);
      ctx.state.events = ctx.state.events.filter((e) => e.workspace !== workspace.key);
      ctx.changedData = true;
      return noContent();
    },
  },
];
