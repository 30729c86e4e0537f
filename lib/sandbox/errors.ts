/**
 * Refusals, as the API words them: an error code of the catalogue with the one
 * HTTP status that carries it (domain/rest-api.yaml `error_codes`, mirrored by
 * openapi/components/schemas/ErrorCode.yaml; tests/unit/sandbox-errors.test.ts
 * checks this table against both), and the bodiless 401 and 403
 * (`bodiless_statuses`).
 */
import type {JsonObject} from './state';

export const ERROR_STATUS = {
  ILLEGAL_ARGUMENT: 400,
  OBJECT_NOT_FOUND: 400,
  OBJECT_ALREADY_BOOKED: 400,
  OBJECT_HELD_BY_OTHER_TOKEN: 400,
  OBJECT_NOT_HELD_BY_TOKEN: 400,
  PREVIOUS_STATUS_NOT_ALLOWED: 400,
  CHANNEL_MISMATCH: 400,
  OBJECT_IN_OTHER_CHANNEL: 400,
  HOLD_TOKEN_EXPIRED: 400,
  HOLD_TOKEN_INVALID: 400,
  HOLD_TOKEN_LIFETIME_EXCEEDED: 400,
  NOT_ENOUGH_OBJECTS_AVAILABLE: 400,
  NO_FOCAL_POINT: 400,
  CHART_VALIDATION_FAILED: 400,
  EVENT_KEY_ALREADY_EXISTS: 400,
  CATEGORY_KEY_ALREADY_EXISTS: 400,
  CHANNEL_KEY_ALREADY_EXISTS: 400,
  CHART_ALREADY_ARCHIVED: 400,
  CHART_NOT_ARCHIVED: 400,
  EVENT_NOT_IN_SEASON: 400,
  WORKSPACE_STILL_ACTIVE: 400,
  WORKSPACE_INACTIVE: 400,
  DEFAULT_WORKSPACE_CANNOT_BE_DEACTIVATED: 400,
  WORKSPACE_NAME_ALREADY_EXISTS: 400,
  EVENT_NOT_FOUND: 404,
  CHART_NOT_FOUND: 404,
  DRAFT_VERSION_NOT_FOUND: 404,
  CATEGORY_NOT_FOUND: 404,
  TAG_NOT_FOUND: 404,
  CHANNEL_NOT_FOUND: 404,
  HOLD_TOKEN_NOT_FOUND: 404,
  SEASON_NOT_FOUND: 404,
  WORKSPACE_NOT_FOUND: 404,
  RATE_LIMIT_EXCEEDED: 429,
  FOR_SALE_LIMIT_EXCEEDED: 429,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** A refusal with a catalogue code; the dispatcher turns it into the error body. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly data?: JsonObject,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** 401 or 403: the API answers them with an empty body (domain/platform.md §3, rest-api.yaml bodiless_statuses). */
export class Bodiless extends Error {
  constructor(
    readonly status: 401 | 403,
    readonly reason: string,
  ) {
    super(reason);
  }
}

export const illegal = (message: string, data?: JsonObject) => new ApiError('ILLEGAL_ARGUMENT', message, data);

export const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};
