// GET and PUT /auth/v1/user: the signed-in user, and changing its password or metadata.
import { AuthError, reply } from './errors.mjs';
import { acceptablePassword, hashPassword, verifyPassword } from './passwords.mjs';
import { currentUser } from './tokens.mjs';
import { updateUserRow, userById } from './users.mjs';

/** @type {import('./index.mjs').AuthHandler} */
export async function getUser(req, _params, deps) {
  return reply(req, 200, (await currentUser(deps, req.bearer)).user);
}

/**
 * A new password (at least 8 characters, different from the current one) and/or user metadata.
 * A new password ends the user's other sessions; with a verified second factor it needs an aal2
 * session, so a recovery link alone (aal1) cannot change it.
 * @type {import('./index.mjs').AuthHandler}
 */
export async function updateUser(req, _params, deps) {
  const body = req.json;
  const { user, claims, session } = await currentUser(deps, req.bearer);
  if (body.password !== undefined && (session?.aal ?? 'aal1') !== 'aal2') {
    const verified = await deps.db.query("select 1 from auth.mfa_factors where user_id = $1 and status = 'verified' limit 1", [user.id]);
    if (verified.rows.length > 0) {
      throw new AuthError(401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.');
    }
  }
  if (typeof body.email === 'string' && body.email.trim().toLowerCase() !== String(user.email).toLowerCase()) {
    throw new AuthError(422, 'email_change_not_allowed', 'Changing the email is not supported by the local stand-in');
  }
  /** @type {string | null} */
  let passwordHash = null;
  if (body.password !== undefined) {
    const password = acceptablePassword(body.password);
    const current = await deps.db.query('select encrypted_password from auth.users where id = $1', [user.id]);
    if (await verifyPassword(password, String(current.rows[0]?.encrypted_password ?? ''))) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    passwordHash = await hashPassword(password, deps.bcryptCost);
  }
  const data = body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? body.data : null;
  const updated = await deps.db.transaction(async (tx) => {
    await updateUserRow(tx, String(user.id), { passwordHash, metadata: data });
    // As Supabase Auth: a new password signs out every other session of the user (their
    // refresh tokens go with them); the session that changed it stays.
    if (passwordHash) {
      await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
        user.id,
        typeof claims.session_id === 'string' ? claims.session_id : null,
      ]);
    }
    return userById(tx, String(user.id));
  });
  return reply(req, 200, updated);
}
