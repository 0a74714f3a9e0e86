// Sessions as Supabase Auth keeps them: each has an assurance level (aal1 with a password or a
// recovery link, aal2 once a second factor is verified) and the authentication methods it went
// through (auth.mfa_amr_claims), from which every access token's aal and amr claims are made.

/** Methods that raise a session to aal2 (GoTrue's AAL2 claims). */
const AAL2_METHODS = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);

/**
 * Opens a session for a user signed in by one method, with its first refresh token.
 * @param {import('../database.mjs').Tx} tx
 * @param {string} userId
 * @param {string} method  'password', 'recovery'...
 * @param {string} refreshToken
 * @returns {Promise<string>} the session id
 */
export async function openSession(tx, userId, method, refreshToken) {
  const session = await tx.query("insert into auth.sessions (user_id, aal) values ($1, 'aal1') returning id", [userId]);
  const sessionId = String(session.rows[0]?.id);
  await addMethod(tx, sessionId, method);
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [refreshToken, userId, sessionId]);
  return sessionId;
}

/**
 * Records that the session went through a method (again: its time is renewed).
 * @param {import('../database.mjs').Tx} tx
 * @param {string} sessionId
 * @param {string} method
 */
export async function addMethod(tx, sessionId, method) {
  await tx.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1, now(), now(), $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
}

/**
 * The aal and amr an access token of this session carries: aal2 when a second factor was
 * verified in it, the methods newest first.
 * @param {import('../database.mjs').Tx} tx
 * @param {string} sessionId
 * @returns {Promise<{ aal: 'aal1' | 'aal2', amr: { method: string, timestamp: number }[] }>}
 */
export async function sessionClaims(tx, sessionId) {
  const claims = await tx.query(
    `select authentication_method as method, floor(extract(epoch from updated_at))::bigint as timestamp
     from auth.mfa_amr_claims where session_id = $1 order by updated_at desc, authentication_method`,
    [sessionId],
  );
  const amr = claims.rows.map((row) => ({ method: String(row.method), timestamp: Number(row.timestamp) }));
  return { aal: amr.some((entry) => AAL2_METHODS.has(entry.method)) ? 'aal2' : 'aal1', amr };
}
