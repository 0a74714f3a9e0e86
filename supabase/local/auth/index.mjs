// The /auth/v1 half of the stand-in: the GoTrue endpoints supabase-js uses for email and password
// (token.mjs, user.mjs, logout.mjs), the lockout of SPEC §4 decided by the database, TOTP second
// factors (factors.mjs), password recovery by e-mail (recover.mjs), and a small admin API
// (admin-users.mjs). server.mjs routes each request to a handler here; this module holds
// what every auth request shares: the handlers' dependencies, the JSON body, unknown paths, errors.
import { AuthError } from './errors.mjs';
import { adminCreateUser, adminDeleteFactor, adminListFactors, adminUpdateUser } from './admin-users.mjs';
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './factors.mjs';
import { health, settings } from './info.mjs';
import { logout } from './logout.mjs';
import { BCRYPT_COST } from './passwords.mjs';
import { createRecoverLimits, recover, verifyLink, verifyOtp } from './recover.mjs';
import { token } from './token.mjs';
import { createTokens } from './tokens.mjs';
import { getUser, updateUser } from './user.mjs';

/**
 * @typedef {object} AuthRequest
 * @property {string} method
 * @property {string} path  after /auth/v1, e.g. '/token'
 * @property {URLSearchParams} search
 * @property {Record<string, string | string[] | undefined>} headers
 * @property {string} body  as received
 * @property {Record<string, unknown>} json  the body parsed (an object, else empty)
 * @property {'anon' | 'service_role'} keyRole  what the apikey grants
 * @property {string | null} bearer  a user's access token, when Authorization carries one
 * @property {string} ip  the client's address, as the socket gives it
 */

/**
 * @typedef {object} AuthResponse
 * @property {number} status
 * @property {Record<string, string>} headers
 * @property {string} body
 */

/**
 * @typedef {object} AuthDeps
 * @property {import('../database.mjs').Database} db
 * @property {ReturnType<typeof createTokens>} tokens
 * @property {number} bcryptCost
 * @property {string} issuer  the /auth/v1 base URL (links in e-mails point there)
 * @property {string} siteUrl  the app's address: where links redirect by default
 * @property {string} siteHost  its host: the default issuer of TOTP factors
 * @property {import('./recover.mjs').RecoverLimits} recoverLimits  recovery requests of the last hour, per address and per source
 */

/** @typedef {(req: AuthRequest, params: Record<string, string>, deps: AuthDeps) => Promise<AuthResponse>} AuthHandler */

/**
 * @param {{ db: import('../database.mjs').Database, jwtSecret: string, jwtExpiry: number, issuer: string, siteUrl: string, bcryptCost?: number }} options
 * @returns {AuthDeps}
 */
export function createAuthDeps({ db, jwtSecret, jwtExpiry, issuer, siteUrl, bcryptCost = BCRYPT_COST }) {
  return {
    db,
    tokens: createTokens({ jwtSecret, jwtExpiry, issuer }),
    bcryptCost,
    issuer,
    siteUrl,
    siteHost: new URL(siteUrl).host,
    recoverLimits: createRecoverLimits(),
  };
}

/** The auth handlers by name, as server.mjs's routing table names them. */
export const authHandlers = {
  token,
  getUser,
  updateUser,
  logout,
  health,
  settings,
  adminCreateUser,
  adminUpdateUser,
  adminListFactors,
  adminDeleteFactor,
  enrollFactor,
  challengeFactor,
  verifyFactor,
  unenrollFactor,
  recover,
  verifyLink,
  verifyOtp,
};

/**
 * Run before routing: a body must be JSON, sent as application/json (an object is kept, anything else
 * ignored). Any other Content-Type, or none, is 415: a page elsewhere cannot send a plain HTML form
 * (text/plain, or a body with no type, needs no CORS preflight) with ?apikey= to /recover or /token
 * (issue 41).
 * @param {AuthRequest} req
 */
export function parseAuthBody(req) {
  req.json = {};
  if (!req.body.trim()) return;
  const header = req.headers['content-type'];
  const type = Array.isArray(header) ? header.join(', ') : (header ?? '');
  if (!/^application\/json\s*(;|$)/i.test(type.trim())) {
    throw new AuthError(415, 'unsupported_media_type', `Content-Type must be application/json, not ${type.slice(0, 100) || 'none'}`);
  }
  try {
    const parsed = JSON.parse(req.body);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) req.json = parsed;
  } catch {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  }
}

/**
 * A path or method the stand-in does not implement.
 * @param {AuthRequest} req
 */
export function authNotFound(req) {
  throw new AuthError(404, 'not_found', `The local stand-in does not implement ${req.method} /auth/v1${req.path}`);
}

export { authErrorResponse } from './errors.mjs';
export { adminOnly } from './admin-users.mjs';
export { createOrResetAdmin } from './users.mjs';
