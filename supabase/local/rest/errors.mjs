// How the REST half answers a failure: PostgREST's error body, and its SQLSTATE → HTTP status map.
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
 * PostgREST's mapping of SQLSTATE to HTTP status.
 * @param {string | undefined} code
 * @param {boolean} authenticated
 */
export function statusForSqlState(code, authenticated) {
  if (!code) return 500;
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  if (code.startsWith('PT')) {
    const status = Number(code.slice(2));
    return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500;
  }
  const cls = code.slice(0, 2);
  if (cls === '08' || cls === '53') return 503;
  if (cls === '0L' || cls === '0P' || cls === '28') return 403;
  if (cls === '21' || cls === '22' || cls === '23') return 400;
  if (cls === '09' || cls === '25' || cls === 'P0' || cls === 'XX' || cls === '57' || cls === '58') return 500;
  return 400;
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
export function errorResponse(error) {
  return json(error.status, error.toBody());
}

/**
 * The answer to anything a REST handler threw: its own ApiError, or a database error mapped by
 * SQLSTATE (401 or 403 for 42501 by the caller's role); anything else is a bug and is rethrown.
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
        statusForSqlState(pgError.code, req.auth.role !== 'anon'),
        pgError.code,
        pgError.message ?? 'Database error',
        pgError.detail ?? null,
        pgError.hint ?? null,
      ),
    );
  }
  throw error;
}
