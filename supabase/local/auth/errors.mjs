// How the /auth/v1 half answers: GoTrue's success and error shapes, by the client's API version.
const API_VERSION = '2024-01-01';

/** A GoTrue error: answered as `{code, message}` (API version 2024-01-01) or the older `{code, error_code, msg}`. */
export class AuthError extends Error {
  /**
   * @param {number} status
   * @param {string} errorCode
   * @param {string} message
   * @param {Record<string, unknown>} [extra]
   */
  constructor(status, errorCode, message, extra = {}) {
    super(message);
    this.status = status;
    this.errorCode = errorCode;
    this.extra = extra;
  }
}

/**
 * Builds the error response in the shape the client asked for with X-Supabase-Api-Version.
 * @param {AuthError} error
 * @param {string | undefined} apiVersionHeader
 */
function authErrorBody(error, apiVersionHeader) {
  if (apiVersionHeader && apiVersionHeader >= API_VERSION) {
    return {
      headers: { 'X-Supabase-Api-Version': API_VERSION },
      body: { code: error.errorCode, message: error.message, ...withoutOAuthFields(error.extra) },
    };
  }
  return { headers: {}, body: { code: error.status, error_code: error.errorCode, msg: error.message, ...error.extra } };
}

/**
 * The OAuth-style `error`/`error_description` belong to the older shape only.
 * @param {Record<string, unknown>} extra
 */
function withoutOAuthFields(extra) {
  return Object.fromEntries(Object.entries(extra).filter(([key]) => key !== 'error' && key !== 'error_description'));
}

/** @param {import('./index.mjs').AuthRequest} req */
function apiVersionOf(req) {
  const header = req.headers['x-supabase-api-version'];
  return typeof header === 'string' ? header : undefined;
}

/**
 * A JSON success answer (with the API version header when the client sent one).
 * @param {import('./index.mjs').AuthRequest} req
 * @param {number} status
 * @param {unknown} value
 * @returns {import('./index.mjs').AuthResponse}
 */
export function reply(req, status, value) {
  return {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...(apiVersionOf(req) ? { 'X-Supabase-Api-Version': API_VERSION } : {}) },
    body: value === undefined ? '' : JSON.stringify(value),
  };
}

/**
 * The answer to anything an auth handler threw: an AuthError in the client's shape; anything
 * else is a bug and is rethrown.
 * @param {unknown} error
 * @param {import('./index.mjs').AuthRequest} req
 * @returns {import('./index.mjs').AuthResponse}
 */
export function authErrorResponse(error, req) {
  if (!(error instanceof AuthError)) throw error;
  const { headers, body } = authErrorBody(error, apiVersionOf(req));
  return { status: error.status, headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers }, body: JSON.stringify(body) };
}
