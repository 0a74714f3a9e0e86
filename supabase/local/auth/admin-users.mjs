// /auth/v1/admin/users (secret key only): create a confirmed user, update one's password or metadata.
import { AuthError, reply } from './errors.mjs';
import { acceptablePassword, hashPassword } from './passwords.mjs';
import { insertUser, updateUserRow, userById } from './users.mjs';

/**
 * Guards every /admin path, whatever the method: the secret key without a user's token.
 * @param {import('./index.mjs').AuthRequest} req
 */
export function adminOnly(req) {
  if (req.keyRole !== 'service_role' || req.bearer) throw new AuthError(403, 'not_admin', 'User not allowed');
}

/**
 * POST /admin/users: creates a confirmed user.
 * @type {import('./index.mjs').AuthHandler}
 */
export async function adminCreateUser(req, _params, { db, bcryptCost }) {
  const body = req.json;
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  const passwordHash = await hashPassword(acceptablePassword(body.password), bcryptCost);
  const userMetadata = body.user_metadata && typeof body.user_metadata === 'object' ? body.user_metadata : {};
  const user = await db.transaction(async (tx) => {
    const existing = await tx.query('select 1 from auth.users where lower(email) = lower($1)', [email]);
    if (existing.rows.length) {
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    const id = await insertUser(tx, { email, passwordHash, userMetadata: /** @type {Record<string, unknown>} */ (userMetadata) });
    return userById(tx, id);
  });
  return reply(req, 200, user);
}

/**
 * PUT /admin/users/{id}: sets a new password and/or metadata.
 * @type {import('./index.mjs').AuthHandler}
 */
export async function adminUpdateUser(req, params, { db, bcryptCost }) {
  const body = req.json;
  const userId = decodeURIComponent(params.id ?? '');
  if (!/^[0-9a-f-]{36}$/i.test(userId)) throw new AuthError(404, 'user_not_found', 'User not found');
  const passwordHash = body.password !== undefined ? await hashPassword(acceptablePassword(body.password), bcryptCost) : null;
  const user = await db.transaction(async (tx) => {
    const existing = await userById(tx, userId);
    if (!existing) throw new AuthError(404, 'user_not_found', 'User not found');
    const metadata = body.user_metadata && typeof body.user_metadata === 'object' ? body.user_metadata : null;
    await updateUserRow(tx, userId, { passwordHash, metadata });
    return userById(tx, userId);
  });
  return reply(req, 200, user);
}

/**
 * GET /admin/users/{id}/factors: the user's factors (auth.admin.mfa.listFactors).
 * @type {import('./index.mjs').AuthHandler}
 */
export async function adminListFactors(req, params, { db }) {
  const userId = decodeURIComponent(params.id ?? '');
  if (!/^[0-9a-f-]{36}$/i.test(userId)) throw new AuthError(404, 'user_not_found', 'User not found');
  const user = await userById(db, userId);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return reply(req, 200, user.factors ?? []);
}

/**
 * DELETE /admin/users/{id}/factors/{factorId}: removes a factor (auth.admin.mfa.deleteFactor); sessions it raised
 * go back to aal1.
 * @type {import('./index.mjs').AuthHandler}
 */
export async function adminDeleteFactor(req, params, { db }) {
  const userId = decodeURIComponent(params.id ?? '');
  const factorId = decodeURIComponent(params.factorId ?? '');
  if (!/^[0-9a-f-]{36}$/i.test(userId) || !/^[0-9a-f-]{36}$/i.test(factorId)) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  const removed = await db.transaction(async (tx) => {
    const deleted = await tx.query('delete from auth.mfa_factors where id = $1 and user_id = $2 returning id, factor_type::text as factor_type', [factorId, userId]);
    const row = deleted.rows[0];
    if (!row) return null;
    await tx.query(
      `delete from auth.mfa_amr_claims c using auth.sessions s
       where c.session_id = s.id and s.factor_id = $1 and c.authentication_method = $2`,
      [factorId, row.factor_type],
    );
    await tx.query("update auth.sessions set aal = 'aal1', factor_id = null where user_id = $1 and factor_id = $2", [userId, factorId]);
    return String(row.id);
  });
  if (!removed) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return reply(req, 200, { id: removed });
}
