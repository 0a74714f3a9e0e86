// The /rest/v1 half of the stand-in: tables and RPC like PostgREST. server.mjs routes each request
// to one of the handlers here (read.mjs, write.mjs, rpc.mjs); this module holds what every REST
// request shares: the schema profile check, the answers for unknown paths and methods, and errors.
import { ApiError } from '../postgrest.mjs';
import { json } from './errors.mjs';
import { read } from './read.mjs';
import { rpc } from './rpc.mjs';
import { tableOf } from './tables.mjs';
import { insert, remove, update } from './write.mjs';

/**
 * @typedef {object} RestRequest
 * @property {string} method
 * @property {string} path  after /rest/v1, e.g. '/dreams' or '/rpc/login_lock_status'
 * @property {URLSearchParams} search
 * @property {Record<string, string | string[] | undefined>} headers
 * @property {string} body
 * @property {{ role: string, claims: Record<string, unknown> }} auth
 */

/**
 * @typedef {object} RestResponse
 * @property {number} status
 * @property {Record<string, string>} headers
 * @property {string} body
 */

/**
 * @typedef {{ db: import('../database.mjs').Database, cache: import('../schema-cache.mjs').SchemaCache, maxRows?: number }} RestDeps
 * maxRows: PostgREST's db-max-rows, the most rows a read or a set-returning function answers (none when absent).
 */
/** @typedef {(req: RestRequest, params: Record<string, string>, deps: RestDeps) => Promise<RestResponse>} RestHandler */

/** The REST handlers by name, as server.mjs's routing table names them. */
export const restHandlers = {
  /** @type {RestHandler} */
  root: async () => json(200, { message: 'Sonho & Sorte local stand-in: PostgREST subset' }),
  read,
  insert,
  update,
  remove,
  rpc,
};

/**
 * Run before routing: the schema asked for in Accept-Profile (reads) or Content-Profile (writes),
 * and the body's type. The stand-in reads JSON bodies only: any other Content-Type is PostgREST's
 * 415, so a page elsewhere cannot post a plain HTML form (text/plain needs no CORS preflight)
 * and have it stored. No Content-Type at all is read as JSON, as PostgREST does.
 * @param {RestRequest} req
 */
export function checkRequest(req) {
  const header = req.method === 'GET' || req.method === 'HEAD' ? 'accept-profile' : 'content-profile';
  const profile = req.headers[header];
  if (profile !== undefined && profile !== 'public') {
    throw new ApiError(406, 'PGRST106', 'The schema must be one of the following: public');
  }
  const type = req.headers['content-type'];
  const text = Array.isArray(type) ? type.join(', ') : type;
  if (['POST', 'PATCH', 'PUT'].includes(req.method) && text !== undefined && !isJsonType(text)) {
    throw new ApiError(415, 'PGRST107', `Content-Type not acceptable: ${text.slice(0, 100)}`);
  }
}

/** @param {string} type */
function isJsonType(type) {
  return /^application\/(json|vnd\.pgrst\.object\+json)\s*(;|$)/i.test(type.trim());
}

/** A path no route matches. */
export function restNotFound() {
  throw new ApiError(404, 'PGRST125', `Invalid path specified in request URL`);
}

/**
 * A known path with a method it does not take (a table path names its table first, as PostgREST).
 * @param {RestRequest} req
 * @param {Record<string, string>} params
 * @param {RestDeps} deps
 */
export function restMethodNotAllowed(req, params, deps) {
  if (params.table !== undefined) tableOf(deps, params.table);
  throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
}

export { restErrorResponse } from './errors.mjs';
