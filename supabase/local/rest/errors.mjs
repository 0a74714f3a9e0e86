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
  if (pgError && pgError.code === 'PGRST') return raisedResponse(pgError);
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

/**
 * PostgREST's RAISE SQLSTATE 'PGRST': the error's message is the JSON body ({code, message,
 * details, hint}) and its detail the status and headers ({status, headers}), so that the database
 * can answer, say, 429 with Retry-After. Either one unreadable is PostgREST's PGRST121.
 * @param {{ message?: string, detail?: string }} pgError
 * @returns {import('./index.mjs').RestResponse}
 */
function raisedResponse(pgError) {
  try {
    const body = JSON.parse(String(pgError.message));
    const detail = JSON.parse(String(pgError.detail));
    const status = Number(detail?.status);
    if (!body || typeof body !== 'object' || !Number.isInteger(status) || status < 100 || status > 599) throw new Error('bad shape');
    /** @type {Record<string, string>} */
    const headers = { 'Content-Type': 'application/json; charset=utf-8' };
    for (const [name, value] of Object.entries(detail.headers ?? {})) headers[name] = String(value);
    const shaped = {
      code: body.code === undefined ? null : String(body.code),
      details: body.details === undefined ? null : body.details,
      hint: body.hint === undefined ? null : body.hint,
      message: body.message === undefined ? null : String(body.message),
    };
    return { status, headers, body: JSON.stringify(shaped) };
  } catch {
    return errorResponse(
      new ApiError(500, 'PGRST121', "Could not parse JSON in the RAISE SQLSTATE 'PGRST' error", null, null),
    );
  }
}
