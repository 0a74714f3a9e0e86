// Each REST request is one transaction run as the caller's role with its JWT claims set, so
// row-level security really decides (as PostgREST does).
import { ApiError } from '../postgrest.mjs';

const ROLES = new Set(['anon', 'authenticated', 'service_role']);
/**
 * PostgREST's db-pool-acquisition-timeout (10 s): a request that cannot get the connection in
 * that time is answered 504 (PGRST003) rather than queued behind slow ones without end.
 */
const POOL_ACQUISITION_TIMEOUT_MS = 10_000;

/**
 * Runs fn in a transaction as the request's role with its claims, like PostgREST.
 * @template T
 * @param {import('./index.mjs').RestDeps} deps
 * @param {import('./index.mjs').RestRequest} req
 * @param {(tx: import('../database.mjs').Tx) => Promise<T>} fn
 */
export function asCaller({ db, cache }, req, fn) {
  const role = req.auth.role;
  if (!ROLES.has(role)) throw new ApiError(401, 'PGRST301', 'JWT role is not allowed');
  // As on Supabase: GET and HEAD run read-only (a write through GET /rpc/... fails with 25006,
  // as PostgREST answers it), and each role has the statement timeout its role setting gives it
  // (ALTER ROLE ... SET statement_timeout, migration 0017: anon 3 s, authenticated 8 s, as on
  // Supabase), read into the schema cache as PostgREST reads its impersonated roles' settings.
  // PGlite never fires PostgreSQL's own timer (a statement runs synchronously on its thread), so
  // the database keeps the deadline itself: a statement over it fails with 57014, answered 500 as
  // PostgREST does, and the connection is free again at once (database.mjs). The SET LOCAL stays
  // so the same transaction carries the limit on PostgreSQL.
  const readOnly = req.method === 'GET' || req.method === 'HEAD';
  const timeout = cache.statementTimeouts.get(role) ?? 0;
  return db.transaction(async (tx) => {
    await tx.exec(
      `${readOnly ? 'set transaction read only; ' : ''}set local role ${role}${timeout ? `; set local statement_timeout = '${timeout}ms'` : ''}`,
    );
    // PostgREST's request GUCs: the claims, the method, the path and the headers (names in
    // lower case), which the database reads for the client's address (private.request_source).
    await tx.query(
      `select set_config('request.jwt.claims', $1, true),
              set_config('request.method', $2, true),
              set_config('request.path', $3, true),
              set_config('request.headers', $4, true),
              set_config('search_path', 'public, extensions', true)`,
      [JSON.stringify(req.auth.claims), req.method, req.path, JSON.stringify(requestHeaders(req))],
    );
    return fn(tx);
  }, { statementTimeoutMs: timeout, acquireTimeoutMs: POOL_ACQUISITION_TIMEOUT_MS });
}

/**
 * The request's headers as PostgREST hands them to the database: one JSON object, names in lower
 * case, repeated headers joined.
 * @param {import('./index.mjs').RestRequest} req
 * @returns {Record<string, string>}
 */
function requestHeaders(req) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}
