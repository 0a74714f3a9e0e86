// Access tokens (HS256 JWTs as GoTrue signs them), refresh tokens, and the user a bearer stands for.
import { randomBytes } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { AuthError } from './errors.mjs';
import { sessionClaims } from './sessions.mjs';
import { userById } from './users.mjs';

/**
 * @param {{ jwtSecret: string, jwtExpiry: number, issuer: string }} options
 */
export function createTokens({ jwtSecret, jwtExpiry, issuer }) {
  const key = new TextEncoder().encode(jwtSecret);

  /**
   * @param {Record<string, any>} user
   * @param {string} sessionId
   * @param {{ aal: string, amr: { method: string, timestamp: number }[] }} level  the session's aal and methods
   */
  async function accessToken(user, sessionId, level) {
    const now = Math.floor(Date.now() / 1000);
    const exp = now + jwtExpiry;
    const token = await new SignJWT({
      email: user.email,
      phone: '',
      app_metadata: user.app_metadata,
      user_metadata: user.user_metadata,
      role: 'authenticated',
      aal: level.aal,
      amr: level.amr,
      session_id: sessionId,
      is_anonymous: false,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setAudience('authenticated')
      .setIssuer(issuer)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(key);
    return { token, exp };
  }

  return {
    /**
     * The session body GoTrue answers a grant with; the token's aal and amr are the session's.
     * @param {import('../database.mjs').Tx} tx
     * @param {Record<string, any>} user
     * @param {string} sessionId
     * @param {string} refreshToken
     */
    async sessionResponse(tx, user, sessionId, refreshToken) {
      const { token, exp } = await accessToken(user, sessionId, await sessionClaims(tx, sessionId));
      return {
        access_token: token,
        token_type: 'bearer',
        expires_in: jwtExpiry,
        expires_at: exp,
        refresh_token: refreshToken,
        user,
        weak_password: null,
      };
    },

    /**
     * Verifies a user's access token (HS256, audience authenticated).
     * @param {string | null} token
     * @returns {Promise<Record<string, any>>}
     */
    async verifyUserToken(token) {
      if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || !payload.sub) {
          throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
        }
        return payload;
      } catch (error) {
        if (error instanceof AuthError) throw error;
        if (error instanceof joseErrors.JWTExpired) {
          throw new AuthError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired');
        }
        throw new AuthError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, signature is invalid');
      }
    },

    /**
     * The claims of a REST request's bearer token, or an error PostgREST would give.
     * @param {string} token
     * @returns {Promise<{ ok: true, claims: Record<string, any> } | { ok: false, expired: boolean }>}
     */
    async verifyRestToken(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        return { ok: true, claims: payload };
      } catch (error) {
        return { ok: false, expired: error instanceof joseErrors.JWTExpired };
      }
    },
  };
}

export function newRefreshToken() {
  return randomBytes(24).toString('base64url');
}

/**
 * The user and session a bearer token stands for, both still existing; session is null for a
 * token without a session_id claim.
 * @param {import('./index.mjs').AuthDeps} deps
 * @param {string | null} token
 * @returns {Promise<{ claims: Record<string, any>, user: Record<string, any>, session: { id: string, aal: string } | null }>}
 */
export async function currentUser({ db, tokens }, token) {
  const claims = await tokens.verifyUserToken(token);
  return db.transaction(async (tx) => {
    /** @type {{ id: string, aal: string } | null} */
    let session = null;
    if (typeof claims.session_id === 'string') {
      const found = await tx.query("select id, coalesce(aal::text, 'aal1') as aal from auth.sessions where id::text = $1", [claims.session_id]);
      const row = found.rows[0];
      if (!row) {
        throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      }
      session = { id: String(row.id), aal: String(row.aal) };
    }
    const user = await userById(tx, String(claims.sub));
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return { claims, user, session };
  });
}
