// POST /auth/v1/token: the password grant (with SPEC §4's lockout decided by the database) and the
// refresh grant (tokens rotate on use).
import { AuthError, reply } from './errors.mjs';
import { getDummyHash, verifyPassword } from './passwords.mjs';
import { openSession } from './sessions.mjs';
import { newRefreshToken } from './tokens.mjs';
import { userById } from './users.mjs';

// A rotated refresh token still works this long, so two tabs refreshing at once both succeed.
const REFRESH_REUSE_SECONDS = 10;

/** @type {import('./index.mjs').AuthHandler} */
export async function token(req, _params, deps) {
  const grantType = req.search.get('grant_type');
  // A call with the secret key comes from a trusted server (the sign-in Edge Function),
  // which applies the lockout itself; a real project without the hook has none either.
  if (grantType === 'password') {
    return reply(req, 200, await passwordGrant(deps, req.json, { trustedCaller: req.keyRole === 'service_role' && !req.bearer }));
  }
  if (grantType === 'refresh_token') return reply(req, 200, await refreshGrant(deps, req.json));
  throw new AuthError(400, 'validation_failed', 'unsupported_grant_type');
}

/**
 * The password grant. The lockout is decided by the database's begin_sign_in, the same gate as
 * the sign-in Edge Function's: under a per-identifier advisory lock it refuses a locked
 * identifier, or files the attempt as a failure before the password is checked, so parallel
 * guesses through /auth/v1/token and /functions/v1/sign-in together get exactly three passwords
 * checked. finish_sign_in turns the attempt into a success when the password is right.
 * @param {import('./index.mjs').AuthDeps} deps
 * @param {Record<string, unknown>} body
 * @param {{ trustedCaller?: boolean }} [options]  trustedCaller: no lockout check nor record here
 */
async function passwordGrant(deps, body, options = {}) {
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  if (!email) throw new AuthError(400, 'validation_failed', 'missing email or phone');
  if (!password) throw new AuthError(400, 'validation_failed', 'missing password');
  const identifier = email.toLowerCase();

  if (options.trustedCaller) return checkPasswordAndOpenSession(deps, identifier, password, null);
  const decision = await deps.db.transaction(async (tx) => {
    const row = (await tx.query('select public.begin_sign_in($1)::text as decision', [email])).rows[0];
    return /** @type {{ locked: boolean, remaining_minutes: number, attempt_id: string | null }} */ (JSON.parse(String(row?.decision)));
  });
  if (decision.locked) {
    throw new AuthError(400, 'too_many_attempts', `Account locked. Try again in ${decision.remaining_minutes} minutes`, {
      remaining_minutes: decision.remaining_minutes,
    });
  }
  return checkPasswordAndOpenSession(deps, identifier, password, decision.attempt_id);
}

/**
 * @param {import('./index.mjs').AuthDeps} deps
 * @param {string} identifier
 * @param {string} password
 * @param {string | null} attemptId  the attempt begin_sign_in filed, to turn into a success; null: not recorded
 */
async function checkPasswordAndOpenSession({ db, tokens }, identifier, password, attemptId) {
  const found = await db.query('select id, encrypted_password, banned_until from auth.users where lower(email) = $1', [identifier]);
  const user = found.rows[0];
  const valid = await verifyPassword(password, user ? String(user.encrypted_password ?? '') : await getDummyHash());
  if (!user || !valid) {
    // Already filed as a failed attempt by begin_sign_in.
    throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials', { error: 'invalid_grant', error_description: 'Invalid login credentials' });
  }
  if (user.banned_until && new Date(String(user.banned_until)) > new Date()) {
    if (attemptId) await db.query("update public.admin_access_logs set failure_reason = 'User banned' where id = $1", [attemptId]);
    throw new AuthError(400, 'user_banned', 'User is banned');
  }

  const refreshToken = newRefreshToken();
  return db.transaction(async (tx) => {
    if (attemptId) await tx.query('select public.finish_sign_in($1)', [attemptId]);
    await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
    const sessionId = await openSession(tx, String(user.id), 'password', refreshToken);
    const userJson = /** @type {Record<string, any>} */ (await userById(tx, String(user.id)));
    return tokens.sessionResponse(tx, userJson, sessionId, refreshToken);
  });
}

/**
 * The refresh grant. Tokens rotate on use; a just-rotated token still yields the current one
 * for a few seconds; any older reuse ends the session.
 * @param {import('./index.mjs').AuthDeps} deps
 * @param {Record<string, unknown>} body
 */
async function refreshGrant({ db, tokens }, body) {
  const presented = typeof body.refresh_token === 'string' ? body.refresh_token : '';
  if (!presented) throw new AuthError(400, 'validation_failed', 'refresh_token required');
  const outcome = await db.transaction(async (tx) => {
    const found = await tx.query(
      `select id, user_id, session_id, revoked,
              extract(epoch from (now() - updated_at)) as revoked_seconds
       from auth.refresh_tokens where token = $1`,
      [presented],
    );
    const row = found.rows[0];
    if (!row) return { error: new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') };
    /** @type {string} */
    let token;
    if (row.revoked) {
      const child = await tx.query('select token from auth.refresh_tokens where parent = $1 and not revoked', [presented]);
      const childToken = child.rows[0]?.token;
      if (!childToken || Number(row.revoked_seconds) > REFRESH_REUSE_SECONDS) {
        await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
        return { error: new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
      }
      token = String(childToken);
    } else {
      token = newRefreshToken();
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [row.id]);
      await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
        token,
        row.user_id,
        row.session_id,
        presented,
      ]);
    }
    await tx.query('update auth.sessions set updated_at = now() where id = $1', [row.session_id]);
    const user = await userById(tx, String(row.user_id));
    if (!user) return { error: new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') };
    return { session: await tokens.sessionResponse(tx, user, String(row.session_id), token) };
  });
  // Raised after the transaction so that revoking a reused token's session is kept.
  if ('error' in outcome) throw outcome.error;
  return outcome.session;
}
