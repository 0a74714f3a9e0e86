// How the REST half answers a failure: PostgREST's error body, with the status PostgREST gives the
// SQLSTATE (the map is shared with the test fake: src/lib/postgrest-errors.mjs).
import { statusForError } from '../../../src/lib/postgrest-errors.mjs';
import { ApiError } from '../postgrest.mjs';

/** Thrown inside a transaction to roll it back and answer with this error instead. */
export class Rollback extends Error {
  /** @param {ApiError} apiError */
  constructor(apiError) {
    super(apiError.message);
    this.apiError = apiError;
  }
}

/**
 * @param {number} status
 * @param {unknown} value
 * @returns {import('./index.mjs').RestResponse}
 */
export function json(status, value) {
  return { status, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify(value) };
}

/**
 * @param {ApiError} error
 * @returns {import('./index.mjs').RestResponse}
 */
function errorResponse(error) {
  return json(error.status, error.toBody());
}

/**
 * The answer to anything a REST handler threw: its own ApiError, or a database error mapped by
 * SQLSTATE (42501: 401 for anon, 403 with a JWT); anything else is a bug and is rethrown.
 * @param {unknown} error
 * @param {import('./index.mjs').RestRequest} req
 * @returns {import('./index.mjs').RestResponse}
 */
export function restErrorResponse(error, req) {
  if (error instanceof Rollback) return errorResponse(error.apiError);
  if (error instanceof ApiError) return errorResponse(error);
  const pgError = /** @type {{ code?: string, message?: string, detail?: string, hint?: string }} */ (error);
  if (pgError && typeof pgError.code === 'string') {
    return errorResponse(
      new ApiError(
        statusForError(pgError.code, { authenticated: req.auth.role !== 'anon', message: pgError.message }),
        pgError.code,
        pgError.message ?? 'Database error',
        pgError.detail ?? null,
        pgError.hint ?? null,
      ),
    );
  }
  throw error;
}
